import Foundation
import PaletteArchive
import PaletteCore
import Testing

@testable import PalettePNG

/// A PNG's `iCCP` profile is applied to the colours read: checked against LittleCMS's
/// `transicc` (2.14, `-c 0 -n -i PROFILE -o '*sRGB' -t 0`) with Debian's real profiles,
/// skipped when they are not installed.
@Suite struct PNGEmbeddedProfileTests {
  static let adobeRGB = "/usr/share/color/icc/colord/AdobeRGB1998.icc"
  static let gray = "/usr/share/color/icc/ghostscript/default_gray.icc"

  /// A Debian profile's bytes, or `nil` (with a note) when it is not installed.
  static func profile(_ path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else {
      print("note: \(path) is not installed (colord-data, ghostscript); skipped")
      return nil
    }
    return Array(data)
  }

  /// An `iCCP` chunk: name, NUL, method 0, the zlib stream.
  static func iccp(_ name: String, _ profile: [UInt8]) -> [UInt8] {
    PNGTestFile.chunk("iCCP", Array(name.utf8) + [0, 0] + PNGTestFile.zlibStored(profile))
  }

  @Test func rgbPaletteIsConvertedThroughItsAdobeRGBProfile() throws {
    guard let profile = Self.profile(Self.adobeRGB) else { return }
    // Adobe RGB samples and transicc's sRGB for them (0...255).
    let samples: [UInt8] = [128, 128, 128, 200, 150, 40, 100, 150, 200, 60, 40, 30, 180, 90, 120]
    let expected: [[Double]] = [
      [129.0326, 129.0284, 129.0297], [217.2249, 151.4056, 14.0084],
      [66.0141, 151.4057, 203.0997], [63.9866, 35.2470, 23.2271],
      [204.8741, 89.5593, 121.9399],
    ]
    let file = PNGTestFile.file(
      PNGTestFile.header(width: 5, height: 1, depth: 8, colorType: 3),
      before: Self.iccp("Adobe RGB (1998)", profile) + PNGTestFile.chunk("PLTE", samples),
      raw: [0, 0, 1, 2, 3, 4])
    let decoded = try PNGFormat().decode(file)
    let colors = decoded.palette.allSwatches.map { $0.color.srgbValues * 255 }
    #expect(colors.count == 5)
    for (color, want) in zip(colors, expected) {
      for channel in 0..<3 { #expect(abs(color[channel] - want[channel]) < 0.05) }
    }
    let note = try #require(decoded.warnings.first { $0.code == "png.icc-profile" })
    #expect(note.severity == .note)
    #expect(
      note.message.contains("5 colours converted from the embedded ICC profile 'Adobe RGB (1998)'"))
    #expect(!decoded.warnings.contains { $0.code == "png.colorspace" })
  }

  @Test func grayImageIsConvertedThroughItsGrayProfile() throws {
    guard let profile = Self.profile(Self.gray) else { return }
    // transicc: 64 → 64.0005, 128 → 127.9982, 200 → 199.9983: the profile is sRGB's curve,
    // so the 8-bit values stay and the note says so.
    let file = PNGTestFile.file(
      PNGTestFile.header(width: 3, height: 1, depth: 8, colorType: 0),
      before: Self.iccp("gray", profile), raw: [0, 64, 128, 200])
    let decoded = try PNGFormat().decode(file)
    #expect(PNGTestFile.hex(decoded.palette) == ["404040ff", "808080ff", "c8c8c8ff"])
    let note = try #require(decoded.warnings.first { $0.code == "png.icc-profile" })
    #expect(note.message.contains("the samples are kept"))
  }

  @Test func aProfileOfAnotherSpaceIsReportedAndNotApplied() throws {
    guard let profile = Self.profile(Self.gray) else { return }
    let file = PNGTestFile.file(
      PNGTestFile.header(width: 1, height: 1, depth: 8, colorType: 3),
      before: Self.iccp("gray", profile) + PNGTestFile.chunk("PLTE", [200, 150, 40]),
      raw: [0, 0])
    let decoded = try PNGFormat().decode(file)
    #expect(PNGTestFile.hex(decoded.palette) == ["c89628ff"])
    let warning = try #require(decoded.warnings.first { $0.code == "png.icc-profile" })
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("is a profile of gray, the image's samples are RGB"))
    #expect(warning.location == .byte(offset: 33))
  }

  @Test func aDamagedProfileIsReportedAndTheImageStillRead() throws {
    let file = PNGTestFile.file(
      PNGTestFile.header(width: 1, height: 1, depth: 8, colorType: 3),
      before: Self.iccp("broken", [1, 2, 3, 4]) + PNGTestFile.chunk("PLTE", [200, 150, 40]),
      raw: [0, 0])
    let decoded = try PNGFormat().decode(file)
    #expect(PNGTestFile.hex(decoded.palette) == ["c89628ff"])
    let warning = try #require(decoded.warnings.first { $0.code == "png.icc-profile" })
    #expect(
      warning.message.hasPrefix(
        "the embedded ICC profile ('iCCP' at byte 33) is not applied: 'broken': "))
    let noName = PNGTestFile.file(
      PNGTestFile.header(width: 1, height: 1, depth: 8, colorType: 3),
      before: PNGTestFile.chunk("iCCP", [0, 0]) + PNGTestFile.chunk("PLTE", [1, 2, 3]),
      raw: [0, 0])
    #expect(
      try PNGFormat().decode(noName).warnings.contains {
        $0.message.contains("its name is not 1 to 79 bytes ended by a NUL")
      })
  }
}
