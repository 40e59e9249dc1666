import PaletteCore
import TestSupport
import Testing

@testable import PaletteJSON

/// Whatever the model holds comes back bit-exact, and the writer's output is stable.
@Suite struct JSONRoundTripTests {
  let format = JSONPaletteFormat()

  @Test(arguments: 0..<200 as Range<UInt64>)
  func randomPaletteRoundTripsBitExact(_ seed: UInt64) throws {
    let palette = RandomPalette.make(seed: seed)
    let bytes = try format.encode(palette)
    let decoded = try format.decode(bytes)
    #expect(decoded.palette == palette)
    #expect(decoded.warnings.isEmpty)
    #expect(try format.encode(decoded.palette) == bytes)
  }

  @Test func everyModelAndKindIsWrittenByItsRawValue() throws {
    var swatches: [Swatch] = []
    for model in ColorModel.allCases {
      let values = [Float](repeating: 0.3, count: model.componentCount)
      let components = try #require(ColorComponents(model: model, values: values))
      swatches.append(Swatch(color: PaletteColor(components)))
    }
    for kind in SwatchKind.allCases {
      swatches.append(Swatch(color: .srgb8(1, 2, 3), kind: kind))
    }
    let text = String(decoding: try format.encode(Palette(swatches: swatches)), as: UTF8.self)
    for model in ColorModel.allCases where model != .srgb {
      #expect(text.contains("\"model\": \"\(model.rawValue)\""), "\(model)")
    }
    #expect(text.contains("\"model\": \"srgb\", \"values\": [0.3, 0.3, 0.3]"))
    for kind in SwatchKind.allCases where kind != .process {
      #expect(text.contains("\"kind\": \"\(kind.rawValue)\""), "\(kind)")
    }
    #expect(try format.decode(Array(text.utf8)).palette.allSwatches == swatches)
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func arbitraryFloatBitsRoundTrip(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    func anyFinite() -> Float {
      while true {
        let value = Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()))
        if value.isFinite { return value }
      }
    }
    var swatches: [Swatch] = []
    for model in ColorModel.allCases {
      for _ in 0..<50 {
        let values = (0..<model.componentCount).map { _ in anyFinite() }
        let components = try #require(ColorComponents(model: model, values: values))
        swatches.append(Swatch(color: PaletteColor(components, alpha: anyFinite())))
      }
    }
    let palette = Palette(swatches: swatches)
    let decoded = try format.decode(format.encode(palette)).palette
    #expect(decoded == palette)
  }

  @Test func specialFloatsRoundTrip() throws {
    let specials: [Float] = [
      0, -0.0, 1, -1, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-5, 1e7, Float(16_777_216).nextUp, 0.1,
      Float(1).nextUp, Float(1).nextDown, Float(0.5).nextDown,
    ]
    let swatches = specials.map { Swatch(color: PaletteColor(.gray($0), alpha: $0)) }
    let decoded = try format.decode(format.encode(Palette(swatches: swatches))).palette
    #expect(decoded.allSwatches.map(\.color) == swatches.map(\.color))
  }

  @Test func everyByteValueRoundTripsThroughHex() throws {
    let swatches = (0...255).map { value in
      let byte = UInt8(value)
      return Swatch(color: .srgb8(byte, 255 - byte, byte / 2, alpha: byte))
    }
    let palette = Palette(swatches: swatches)
    let bytes = try format.encode(palette)
    #expect(try format.decode(bytes).palette == palette)
    // Each line is a hex colour, with the alpha byte only when it is not 255.
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("{ \"hex\": \"#00FF0000\" }"))
    #expect(text.contains("{ \"hex\": \"#807F4080\" }"))
    #expect(text.contains("{ \"hex\": \"#FF007F\" }"))
    #expect(!text.contains("\"values\""))
    #expect(!text.contains("\"alpha\""))
  }

  @Test func eightBitValuesInOtherModelsStayShort() throws {
    let color = PaletteColor(
      .displayP3(
        red: PaletteColor.unitValue(byte: 51), green: PaletteColor.unitValue(byte: 102),
        blue: PaletteColor.unitValue(byte: 255)),
      alpha: PaletteColor.unitValue(byte: 204))
    let text = String(
      decoding: try format.encode(Palette(swatches: [Swatch(color: color)])), as: UTF8.self)
    #expect(
      text.contains(
        "{ \"model\": \"display-p3\", \"values\": [0.2, 0.4, 1], \"alpha\": 0.8 }"))
  }

  @Test func sRGBThatIsNotExactlyEightBitUsesValues() throws {
    // One ulp away from 51/255 must not be rounded into a hex colour.
    let near = PaletteColor.unitValue(byte: 51).nextUp
    let palette = Palette(swatches: [Swatch(color: .srgb(near, 0, 0))])
    let text = String(decoding: try format.encode(palette), as: UTF8.self)
    #expect(text.contains("{ \"model\": \"srgb\", \"values\": [\(near.description), 0, 0] }"))
    #expect(try format.decode(Array(text.utf8)).palette == palette)
  }

  @Test func namesKeepEscapesAndRawText() throws {
    let names = [
      "", "a\"b", "back\\slash", "a/b", "line\nbreak", "\r\t", "nul\u{0}", "\u{1F}", "\u{7F}",
      "é", "Cafe\u{301}", "🎨", "\u{2028}",
    ]
    let palette = Palette(swatches: names.map { Swatch(name: $0, color: .srgb8(1, 2, 3)) })
    let bytes = try format.encode(palette)
    let decoded = try format.decode(bytes).palette
    // Compare the UTF-8 bytes: String equality would merge canonically equivalent names.
    #expect(
      decoded.allSwatches.map { Array($0.name?.utf8 ?? "-".utf8) } == names.map { Array($0.utf8) })
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(#""name": "a/b""#))
    #expect(text.contains(#""name": "nul\u0000""#))
    #expect(text.contains(#""name": "\u001f""#))
    #expect(text.contains(#""name": "\r\t""#))
    #expect(text.contains("\"name\": \"🎨\""))
  }

  @Test func absentAndEmptyNamesStayDistinct() throws {
    let palette = Palette(
      name: "",
      description: "",
      groups: [
        PaletteGroup(name: "", swatches: [Swatch(name: "", color: .srgb8(0, 0, 0))]),
        PaletteGroup(swatches: [Swatch(color: .srgb8(0, 0, 0))]),
      ])
    let decoded = try format.decode(format.encode(palette)).palette
    #expect(decoded.name == "")
    #expect(decoded.description == "")
    #expect(decoded.groups.map(\.name) == ["", nil])
    #expect(decoded.allSwatches.map(\.name) == ["", nil])
  }

  @Test func columnsRoundTripIncludingExtremes() throws {
    for columns in [0, 1, 16, -3, Int.max, Int.min] {
      let palette = Palette(columns: columns)
      #expect(try format.decode(format.encode(palette)).palette.columns == columns)
    }
  }

  @Test func encodingIsDeterministic() throws {
    let palette = RandomPalette.make(seed: 7)
    let first = try format.encode(palette)
    for _ in 0..<5 { #expect(try format.encode(palette) == first) }
  }
}
