import Foundation
import PaletteCore
import Testing

@testable import PaletteAppleColorList

/// Colours in ICC-based colour spaces (`NSColorSpace` with `NSICC` alone) go through their
/// profile: checked against LittleCMS's `transicc` (2.14, `-c 0 -n -i PROFILE -o '*sRGB'`)
/// with Debian's profiles, skipped when they are not installed.
@Suite struct AppleColorListProfileTests {
  static func profile(_ path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else {
      print("note: \(path) is not installed (colord-data, ghostscript); skipped")
      return nil
    }
    return Array(data)
  }

  @Test func rgbAndGrayGoThroughTheirProfilesAndCMYKIsKept() throws {
    guard let adobe = Self.profile("/usr/share/color/icc/colord/AdobeRGB1998.icc"),
      let gray = Self.profile("/usr/share/color/icc/ghostscript/default_gray.icc"),
      let cmyk = Self.profile("/usr/share/color/icc/ghostscript/default_cmyk.icc")
    else { return }
    let first: UInt64 = 6 + 3 + 3
    let bytes = try ArchiveBytes.colorList(
      [
        [
          ("NSColorSpace", .integer(1)),
          ("NSComponents", .data("0.78431372549 0.58823529412 0.15686274510 1")),
          ("NSCustomColorSpace", .uid(first)),
        ],
        [
          ("NSColorSpace", .integer(3)), ("NSComponents", .data("0.5 1")),
          ("NSCustomColorSpace", .uid(first + 1)),
        ],
        [
          ("NSColorSpace", .integer(5)), ("NSComponents", .data("0.1 0.2 0.3 0.4 1")),
          ("NSCustomColorSpace", .uid(first + 2)),
        ],
      ],
      extra: [
        .object([("NSICC", .bytes(adobe))], classUID: 5),
        .object([("NSICC", .bytes(gray))], classUID: 5),
        .object([("NSICC", .bytes(cmyk))], classUID: 5),
      ])
    let decoded = try AppleColorListFormat().decode(bytes)
    let colors = decoded.palette.allSwatches.map(\.color)
    // transicc: Adobe RGB 200 150 40 → sRGB 217.2249 151.4056 14.0084.
    let rgb = colors[0].srgbValues * 255
    #expect(colors[0].model == .srgb)
    for (got, want) in zip([rgb.x, rgb.y, rgb.z], [217.2249, 151.4056, 14.0084]) {
      #expect(abs(got - want) < 0.05)
    }
    // transicc: gray 127.5 → sRGB 127.5034 (the profile is sRGB's curve): gray 0.5 stays.
    #expect(colors[1].model == .gray)
    #expect(abs(Double(colors[1].components.values[0]) * 255 - 127.5034) < 0.05)
    #expect(colors[2] == PaletteColor(.cmyk(cyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4)))
    #expect(decoded.warnings.map(\.code) == ["clr.icc-profile", "clr.profile-not-applied"])
    #expect(decoded.warnings[1].message.contains("CMYK values are kept"))
    #expect(decoded.warnings[1].message.contains("Artifex CMYK SWOP Profile"))
  }
}
