import Foundation
import PaletteCore
import Testing

@testable import PaletteICC

/// ``PressProof`` against LittleCMS's `transicc` (2.14, `-c 0 -n`) through Ghostscript's
/// `default_cmyk.icc` (Debian `ghostscript`; skipped when absent): Lab colours to CMYK
/// (`-i '*Lab' -o default_cmyk.icc -t 0`), what prints (`-i default_cmyk.icc -o '*Lab' -t 1`)
/// and the relative colorimetric round trip that decides the gamut.
@Suite struct PressProofTests {
  static let path = "/usr/share/color/icc/ghostscript/default_cmyk.icc"

  /// Lab in, transicc's CMYK (percent) and printed Lab out, and whether the round trip stays
  /// within ΔE00 1.
  static let cases: [(lab: SIMD3<Double>, cmyk: [Double], printed: SIMD3<Double>, inGamut: Bool)] =
    [
      ([50, 10, -20], [59.8444, 60.8957, 20.4501, 2.1973], [50.0582, 10.5039, -19.7266], true),
      ([70, -20, 30], [46.7613, 14.4015, 73.3043, 0.3342], [70.2160, -19.7109, 30.7734], true),
      ([30, 5, 5], [54.5663, 65.2476, 68.9479, 56.3043], [30.1716, 5.5078, 5.6680], true),
      ([55, 80, 60], [0, 100, 100, 0], [53.6045, 69.8125, 45.1953], false),
      ([50, -60, -50], [100, 21.8662, 19.8611, 0.5798], [54.4332, -35.6680, -32.7578], false),
      ([40, 60, -90], [74.1878, 78.5901, 0, 0], [42.3759, 18.7578, -39.1562], false),
    ]

  static func press() throws -> ICCProfile? {
    guard let data = FileManager.default.contents(atPath: path) else {
      print("note: \(path) is not installed (Debian package ghostscript); skipped")
      return nil
    }
    return try ICCProfile(bytes: Array(data))
  }

  static func palette(_ colors: [PaletteColor]) -> Palette {
    var palette = Palette()
    palette.groups = [
      PaletteGroup(swatches: colors.enumerated().map { Swatch(name: "c\($0)", color: $1) })
    ]
    return palette
  }

  @Test func labColoursAgreeWithTransicc() throws {
    guard let press = try Self.press() else { return }
    let colors = Self.cases.map {
      PaletteColor(.lab(l: Float($0.lab.x), a: Float($0.lab.y), b: Float($0.lab.z)))
    }
    let proof = try PressProof(Self.palette(colors), profile: press, intent: .perceptual)
    #expect(proof.entries.count == Self.cases.count)
    for (entry, expected) in zip(proof.entries, Self.cases) {
      for (got, want) in zip(entry.device, expected.cmyk) { #expect(abs(got * 100 - want) < 0.05) }
      #expect(ColorMath.deltaE2000(entry.printedLab, expected.printed) < 0.05)
      let deltaE = ColorMath.deltaE2000(expected.lab, expected.printed)
      #expect(abs(entry.deltaE - deltaE) < 0.05)
      #expect(entry.isInGamut == expected.inGamut, "\(expected.lab)")
      #expect(!entry.isDeviceColor)
    }
    #expect(proof.outOfGamut.map(\.swatchIndex) == [3, 4, 5])
    let failing = proof.failing(maximumDeltaE: 2).map(\.swatch.name)
    #expect(failing == ["c3", "c4", "c5"])
  }

  @Test func cmykSwatchesArePrintedAsTheyAre() throws {
    guard let press = try Self.press() else { return }
    // transicc -i default_cmyk.icc -o '*Lab' -t 1: 0/100/0/0 → 53.9537 76.1406 -6.5625 (as
    // printed, so no difference and inside the gamut).
    let magenta = PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0, black: 0))
    let proof = try PressProof(Self.palette([magenta]), profile: press, intent: .perceptual)
    let entry = try #require(proof.entries.first)
    #expect(entry.isDeviceColor && entry.isInGamut)
    #expect(entry.device == [0, 1, 0, 0])
    #expect(entry.deltaE == 0)
    #expect(ColorMath.deltaE2000(entry.printedLab, [53.9537, 76.1406, -6.5625]) < 0.05)
    #expect(entry.printedDeviceColor == magenta)
  }

  @Test func aNamedColourProfileCannotBeAPress() throws {
    let crayons = "/usr/share/color/icc/colord/Crayons.icc"
    guard let data = FileManager.default.contents(atPath: crayons) else {
      print("note: \(crayons) is not installed (Debian package colord-data); skipped")
      return
    }
    let profile = try ICCProfile(bytes: Array(data))
    #expect(throws: PaletteError.self) { try PressProof(Palette(), profile: profile) }
  }
}
