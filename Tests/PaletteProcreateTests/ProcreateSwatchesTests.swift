import PaletteCore
import TestSupport
import Testing

@testable import PaletteProcreate

/// `Swatches.json`, read and written on its own: HSB kept native, empty slots kept in place,
/// and the errors of bad input, each at its line and column.
@Suite struct ProcreateSwatchesTests {
  static func read(_ text: String) throws -> DecodedPalette {
    try ProcreateSwatchesReader.read(Array(text.utf8))
  }

  @Test func readsHSBAndKeepsEmptySlotsInPlace() throws {
    let decoded = try Self.read(
      """
      [{"name": "Mine", "swatches": [
        {"hue": 0.5, "saturation": 0.25, "brightness": 1, "alpha": 0.75, "colorSpace": 0},
        null,
        {"hue": 0.1, "saturation": 1, "brightness": 0.5, "version": "5.0", "components": [0.1, 1, 0.5]}
      ]}]
      """)
    #expect(decoded.palette.name == "Mine")
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 3)
    #expect(
      swatches[0].color
        == PaletteColor(.hsb(hue: 180, saturation: 0.25, brightness: 1), alpha: 0.75))
    #expect(ProcreateEmptySlot.isEmptySlot(swatches[1]))
    #expect(swatches[1].location == .text(line: 3, column: 3))
    #expect(
      swatches[2].color
        == PaletteColor(.hsb(hue: Float(0.1 * 360), saturation: 1, brightness: 0.5)))
    #expect(decoded.warnings.isEmpty)
  }

  @Test func aSinglePaletteObjectAndSeveralPalettesAreRead() throws {
    let single = try Self.read(#"{"name": "One", "swatches": [null]}"#)
    #expect(single.palette.name == "One")
    #expect(single.palette.swatchCount == 1)
    let several = try Self.read(
      #"[{"name": "A", "swatches": [null]}, {"name": "B", "swatches": []}]"#)
    #expect(several.palette.groups.map(\.name) == ["A", "B"])
    #expect(several.warnings.map(\.code) == ["procreate.palettes"])
  }

  @Test func oddValuesWarn() throws {
    var slots = Array(repeating: "null", count: 31)
    slots[0] = #"{"hue": 1.5, "saturation": 0, "brightness": 0, "colorSpace": 1}"#
    slots[1] = #"{"hue": 0, "saturation": 0, "brightness": 0, "alpha": 0}"#
    let decoded = try Self.read(#"{"swatches": ["# + slots.joined(separator: ",") + "]}")
    #expect(
      decoded.warnings.map(\.code) == [
        "procreate.out-of-range", "procreate.color-space", "procreate.transparent-black",
        "procreate.too-many",
      ])
    #expect(decoded.palette.swatchCount == 31)
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "bad JSON", text: "[{\"swatches\": [}", kind: .syntax,
      message: "Swatches.json: expected a value, found '}'", location: .text(line: 1, column: 16)),
    BadInputCase(
      name: "not a palette", text: "\"hello\"", kind: .invalidSignature,
      message:
        "Swatches.json: not a Procreate palette: the document is a string, not an object or an array",
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "no swatches", text: "{\"name\": \"x\"}", kind: .invalidSignature,
      message: "Swatches.json: not a Procreate palette: the object has no \"swatches\" member",
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "empty array", text: "[]", kind: .invalidSignature,
      message: "Swatches.json: not a Procreate palette: the array holds no palette",
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "missing hue", text: "{\"swatches\": [{\"saturation\": 0, \"brightness\": 0}]}",
      kind: .invalidValue, message: "Swatches.json: the swatch has no \"hue\"",
      location: .text(line: 1, column: 15)),
    BadInputCase(
      name: "string hue",
      text: "{\"swatches\": [\n {\"hue\": \"red\", \"saturation\": 0, \"brightness\": 0}]}",
      kind: .invalidValue, message: "Swatches.json: \"hue\" must be a number, found a string",
      location: .text(line: 2, column: 10)),
    BadInputCase(
      name: "overflow",
      text: "{\"swatches\": [{\"hue\": 1e39, \"saturation\": 0, \"brightness\": 0}]}",
      kind: .invalidValue, message: "Swatches.json: \"hue\" 1e39 is out of range",
      location: .text(line: 1, column: 23)),
    BadInputCase(
      name: "swatch not an object", text: "{\"swatches\": [true]}", kind: .invalidValue,
      message: "Swatches.json: a swatch must be an object or null, found true",
      location: .text(line: 1, column: 15)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused(format: "procreate") { _ = try ProcreateSwatchesReader.read($0) }
  }

  static let palette = Palette(
    name: "Round \"trip\"",
    swatches: [
      Swatch(color: PaletteColor(.hsb(hue: 123.456, saturation: 0.3333333, brightness: 1))),
      ProcreateEmptySlot.swatch,
      Swatch(
        name: "Named",
        color: PaletteColor(.hsb(hue: 359.99, saturation: 0, brightness: 0.01), alpha: 0.5)),
      ProcreateEmptySlot.swatch,
      Swatch(color: PaletteColor(.hsb(hue: 0.0001, saturation: 1, brightness: 1e-7))),
    ])

  @Test func writtenSwatchesReadBackBitExactWithTheirGaps() throws {
    let bytes = try ProcreateSwatchesWriter.write(Self.palette)
    let decoded = try ProcreateSwatchesReader.read(bytes)
    #expect(decoded.palette == Self.palette)
    #expect(decoded.warnings.isEmpty)
  }

  @Test func otherModelsAreWrittenAsHSB() throws {
    let palette = Palette(swatches: [Swatch(name: "Red", color: .srgb8(255, 0, 0))])
    let decoded = try ProcreateSwatchesReader.read(try ProcreateSwatchesWriter.write(palette))
    #expect(
      decoded.palette.allSwatches[0].color
        == PaletteColor(.hsb(hue: 0, saturation: 1, brightness: 1)))
  }

  @Test func onlyThirtySlotsAreWritten() throws {
    let palette = Palette(
      swatches: (0..<40).map { Swatch(color: .srgb8(UInt8($0), 0, 0)) })
    let decoded = try ProcreateSwatchesReader.read(try ProcreateSwatchesWriter.write(palette))
    #expect(decoded.palette.swatchCount == 30)
  }

  @Test func everyPrefixOfWrittenSwatchesIsAnErrorWithAPlace() throws {
    let bytes = try ProcreateSwatchesWriter.write(Self.palette)
    EveryPrefix.check(bytes, .failsWithAPosition, upTo: bytes.count - 1) {
      bytes throws(PaletteError) in try ProcreateSwatchesReader.read(bytes)
    }
  }

  @Test func nonFiniteValuesAreUnrepresentable() {
    let palette = Palette(swatches: [
      Swatch(color: PaletteColor(.hsb(hue: .infinity, saturation: 0, brightness: 0)))
    ])
    let error = #expect(throws: PaletteError.self) { try ProcreateSwatchesWriter.write(palette) }
    #expect(error?.kind == .unrepresentable)
  }

  /// An unnamed transparent black in another model is written as an empty slot, the form it
  /// would read back as, so a second write gives the same bytes.
  @Test func unnamedTransparentBlackIsWrittenAsAnEmptySlot() throws {
    let palette = Palette(swatches: [
      Swatch(color: .srgb(0, 0, 0, alpha: 0)),
      Swatch(name: "kept", color: .srgb(0, 0, 0, alpha: 0)),
    ])
    let first = try ProcreateSwatchesWriter.write(palette)
    let text = String(decoding: first, as: UTF8.self)
    #expect(
      text.hasPrefix(
        "[\n  {\n    \"swatches\": [\n      null,\n      {\n        \"name\": \"kept\""))
    let second = try ProcreateSwatchesWriter.write(try ProcreateSwatchesReader.read(first).palette)
    #expect(second == first)
  }
}
