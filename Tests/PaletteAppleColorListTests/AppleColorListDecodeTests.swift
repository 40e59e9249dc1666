import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteAppleColorList

/// Colour lists built by hand: every kind of `NSColor` a list can hold, in both encodings.
@Suite struct AppleColorListDecodeTests {
  typealias F = ArchiveBytes.Field

  static func decode(_ bytes: [UInt8]) throws -> DecodedPalette {
    try AppleColorListFormat().decode(bytes)
  }

  @Test func componentColoursTakeTheirColourSpace() throws {
    // Colour spaces at UIDs after the colours: P3 by NSSpaceID, gray by NSID, CMYK by an ICC
    // header, linear sRGB by NSID 16.
    let spaces: [ArchiveBytes.Entry] = [
      .object([("NSSpaceID", .integer(12))], classUID: 5),
      .object([("NSID", .integer(9))], classUID: 5),
      .object([("NSICC", .data(String(repeating: " ", count: 16) + "CMYK"))], classUID: 5),
      .object([("NSID", .integer(16))], classUID: 5),
    ]
    let first: UInt64 = 6 + 4 + 4
    let bytes = try ArchiveBytes.colorList(
      [
        [
          ("NSColorSpace", .integer(1)), ("NSComponents", .data("1 0 0 1")),
          ("NSCustomColorSpace", .uid(first)),
        ],
        [
          ("NSColorSpace", .integer(3)), ("NSComponents", .data("0.5 0.25")),
          ("NSCustomColorSpace", .uid(first + 1)),
        ],
        [
          ("NSColorSpace", .integer(5)), ("NSComponents", .data("0.1 0.2 0.3 0.4 1")),
          ("NSCustomColorSpace", .uid(first + 2)),
        ],
        [
          ("NSColorSpace", .integer(1)), ("NSComponents", .data("0.214041144 0 1 1")),
          ("NSCustomColorSpace", .uid(first + 3)),
        ],
      ], extra: spaces)
    let decoded = try Self.decode(bytes)
    let colors = decoded.palette.allSwatches.map(\.color)
    #expect(colors[0] == PaletteColor(.displayP3(red: 1, green: 0, blue: 0)))
    #expect(colors[1] == PaletteColor(.gray(0.5), alpha: 0.25))
    #expect(colors[2] == PaletteColor(.cmyk(cyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4)))
    // Linear 0.214041144 is sRGB 0.5 (the sRGB curve: 1.055 · 0.214041144^(1/2.4) − 0.055).
    #expect(colors[3].rgba8 == RGBA8(red: 128, green: 0, blue: 255, alpha: 255))
    // The CMYK space is an ICC header alone, not a profile: its values are kept, with a warning.
    #expect(decoded.warnings.map(\.code) == ["clr.profile-not-applied"])
    #expect(decoded.warnings[0].message.contains("cannot be applied"))
  }

  @Test func oldFieldsWithoutComponents() throws {
    let bytes = try ArchiveBytes.colorList([
      [("NSColorSpace", .integer(2)), ("NSRGB", .data("0.2 0.4 0.6\0"))],
      [("NSColorSpace", .integer(1)), ("NSRGB", .data("0.5 0.5 0.5 0.5\0"))],
      [("NSColorSpace", .integer(4)), ("NSWhite", .data("1\0"))],
      [("NSColorSpace", .integer(5)), ("NSCMYK", .data("0 1 0 0 0.75\0"))],
    ])
    let decoded = try Self.decode(bytes)
    let colors = decoded.palette.allSwatches.map(\.color)
    #expect(colors[0] == .srgb(0.2, 0.4, 0.6))
    // Generic RGB 0.5 through gamma 1.8 is linear 0.28717, sRGB 0.57228 (145.9/255).
    #expect(colors[1].rgba8 == RGBA8(red: 146, green: 146, blue: 146, alpha: 128))
    #expect(colors[2] == PaletteColor(.gray(1)))
    #expect(colors[3] == PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0, black: 0), alpha: 0.75))
    #expect(decoded.warnings.map(\.code) == ["clr.generic-rgb"])
    #expect(decoded.warnings[0].message.contains("k2"))
  }

  @Test func catalogColoursAreSpotColoursWithAWarning() throws {
    let bytes = try ArchiveBytes.colorList(
      [
        [
          ("NSColorSpace", .integer(6)), ("NSCatalogName", .string("System")),
          ("NSColorName", .string("controlColor")), ("NSColor", .uid(12)),
        ],
        [
          ("NSColorSpace", .integer(6)), ("NSCatalogName", .string("Pantone")),
          ("NSColorName", .string("185 C")),
        ],
        [("NSColorSpace", .integer(10))],
      ],
      extra: [.object([("NSColorSpace", .integer(3)), ("NSWhite", .data("0.9\0"))], classUID: 4)])
    let decoded = try Self.decode(bytes)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.kind) == [.spot, .spot, .spot])
    // Calibrated white is Generic Gray: 0.9 is linear 0.9^1.8, an sRGB-encoded grey.
    #expect(swatches[0].color == PaletteColor(.gray(Float(ColorMath.linearToSRGB(pow(0.9, 1.8))))))
    #expect(swatches[1].color == PaletteColor(.gray(0.5)))
    #expect(
      decoded.warnings.map(\.code) == [
        "clr.catalog-color", "clr.catalog-color", "clr.unsupported-color",
      ])
    #expect(decoded.warnings[0].message.contains("System/controlColor"))
    #expect(decoded.warnings[1].message.contains("Pantone/185 C"))
  }

  @Test func duplicateKeysAreKeptWithAWarning() throws {
    var bytes = try ArchiveBytes.colorList([
      [("NSColorSpace", .integer(4)), ("NSWhite", .data("0\0"))],
      [("NSColorSpace", .integer(4)), ("NSWhite", .data("1\0"))],
    ])
    // Rename "k2" to "k1" in place.
    let k2 = Array("k2".utf8)
    let at = (0..<bytes.count - 1).first { bytes[$0] == k2[0] && bytes[$0 + 1] == k2[1] }!
    bytes[at + 1] = UInt8(ascii: "1")
    let decoded = try Self.decode(bytes)
    #expect(decoded.palette.allSwatches.map(\.name) == ["k1", "k1"])
    #expect(decoded.warnings.map(\.code) == ["clr.duplicate-key"])
  }

  @Test func typedStreamKinds() throws {
    let bytes = StreamBytes.list(
      [(2, [0.25, 0.5, 0.75, 1]), (1, [1, 1, 1, 0.5])], keys: ["device", "white"])
    let decoded = try Self.decode(bytes)
    #expect(decoded.palette.allSwatches.map(\.name) == ["device", "white"])
    #expect(decoded.palette.allSwatches[0].color == .srgb(0.25, 0.5, 0.75))
    #expect(decoded.palette.allSwatches[1].color == .srgb(1, 1, 1, alpha: 0.5))
    #expect(decoded.warnings.map(\.code) == ["clr.generic-rgb"])
  }

  /// Integers are read as their type says: a count of 250 written by `NSArchiver` (`81 FA 00`
  /// for an `i`), or as the one byte `FA` of an unsigned `I`, is 250 colours; key lengths of
  /// 128 to 255 bytes are one unsigned byte.
  @Test func typedStreamCountsAndLengthsPast127() throws {
    let colors = (0..<250).map { (kind: UInt8(2), values: [Float($0 % 3), 0, 1, 1]) }
    let keys = (0..<250).map { "colour \($0)" }
    let signed = StreamBytes.list(colors, keys: keys)
    #expect(signed[24..<28] == [0x85, 0x81, 0xFA, 0x00])
    let unsigned = StreamBytes.list(colors, keys: keys, countType: "I", countBytes: [0xFA])
    for bytes in [signed, unsigned] {
      let decoded = try Self.decode(bytes)
      #expect(decoded.palette.swatchCount == 250)
      #expect(decoded.palette.allSwatches.last?.name == "colour 249")
    }
    let long = String(repeating: "k", count: 200)
    let decoded = try Self.decode(StreamBytes.list([(2, [0, 0, 0, 1])], keys: [long]))
    #expect(decoded.palette.allSwatches.map(\.name) == [long])
  }

  @Test func sniffing() throws {
    let format = AppleColorListFormat()
    #expect(format.sniff(try ArchiveBytes.colorList([])[...]) == .strong)
    #expect(format.sniff(StreamBytes.list([(2, [0, 0, 0, 1])], keys: ["a"])[...]) == .strong)
    #expect(format.sniff(Array("bplist00".utf8)[...]) == .weak)
    #expect(format.sniff(Array("GIMP Palette".utf8)[...]) == .none)
  }

  @Test func theOptionSetsTheCalibratedSpace() throws {
    let format = try AppleColorListFormat().configured(
      with: FormatSetting(option: "clr-calibrated-as", value: .choice("srgb")))
    #expect(format.calibrated == .srgb)
  }
}
