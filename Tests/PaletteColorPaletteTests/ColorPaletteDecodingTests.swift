import Foundation
import PaletteColorPalette
import PaletteCore
import TestSupport
import Testing

@Suite struct ColorPaletteDecodingTests {
  @Test func readsTheSpecificationsExample() throws {
    let decoded = try ColorPaletteFormat().decode(
      Fixtures.bytes("color-palette/real/favorites.color-palette"))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == "Favorites")
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["Hot Pink", nil])
    // Linear 1, 0.1274, 0.418 is #FF64AD; 0.592, 0.278, 0.996 is #CA90FF (the IEC curve).
    #expect(swatches[0].color.rgba8 == RGBA8(red: 0xFF, green: 0x64, blue: 0xAD))
    #expect(swatches[1].color.rgba8 == RGBA8(red: 0xCA, green: 0x90, blue: 0xFF, alpha: 229))
    #expect(swatches[1].color.alpha == 0.9)
    #expect(swatches[0].location == .text(line: 4, column: 3))
  }

  @Test func linearLightIsEncodedWithTheSRGBCurve() throws {
    let text = "{\"colors\":[{\"components\":[0.00313, 0.5, -0.25, 1]}]}"
    let color = try ColorPaletteFormat().decode(Array(text.utf8)).palette.allSwatches[0].color
    let values = color.components.values
    // 12.92 x up to 0.0031308; 1.055 x^(1/2.4) - 0.055 above; the sign kept below zero.
    #expect(abs(Double(values[0]) - 0.0404396) < 1e-7)
    #expect(abs(Double(values[1]) - 0.73535698) < 1e-7)
    #expect(abs(Double(values[2]) + 0.53709873) < 1e-7)
    #expect(!color.hasAlpha)
  }

  @Test func valuesAreRoundedToTheGridOnTheirDecimalText() throws {
    let text = MarkedText(
      """
      {"colors":[
      {"components":[1️⃣0.123445, 0.123455, 0.1, 2️⃣1.2]},
      {"components":[0.00001, 1e-5, 0.000015, -0.2]}]}
      """)
    let decoded = try ColorPaletteFormat().decode(text.bytes)
    #expect(
      decoded.warnings.map(\.code) == ["color-palette.rounded", "color-palette.opacity-range"])
    #expect(decoded.warnings.map(\.location) == text.markers)
    #expect(
      decoded.warnings[0].message
        == "3 values with more than 5 decimals rounded to the format's grid of 0.00001")
    let swatches = decoded.palette.allSwatches
    func grid(_ linear: Double) -> Float { Float(linearToSRGB(linear)) }
    #expect(
      swatches[0].color == .srgb(grid(0.12344), grid(0.12346), grid(0.1), alpha: 1))
    #expect(swatches[1].color == .srgb(grid(0.00001), grid(0.00001), grid(0.00002), alpha: 0))
  }

  @Test func readsBasicWithFullPrecision() throws {
    let decoded = try ColorPaletteFormat().decode(
      Fixtures.bytes("color-palette/real/basic.color-palette"))
    #expect(decoded.warnings.map(\.code) == ["color-palette.rounded"])
    #expect(decoded.warnings[0].message.hasPrefix("15 values"))
    #expect(decoded.palette.name == nil)
    #expect(decoded.palette.allSwatches.map(\.name) == ["pink", "purple", "blue", "teal", "aqua"])
    #expect(
      decoded.palette.allSwatches.map(\.color.rgba8) == [
        RGBA8(red: 227, green: 61, blue: 131), RGBA8(red: 103, green: 22, blue: 175),
        RGBA8(red: 53, green: 15, blue: 155), RGBA8(red: 74, green: 95, blue: 228),
        RGBA8(red: 113, green: 198, blue: 237),
      ])
  }

  @Test func readsLospecColoursBackToTheirHexNames() throws {
    let decoded = try ColorPaletteFormat().decode(
      Fixtures.bytes("color-palette/real/aap-64.color-palette"))
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 64)
    for swatch in swatches {
      #expect(swatch.color.rgba8.hexString().lowercased() == "#" + (swatch.name ?? ""))
    }
  }

  @Test func warnsAboutWhatTheSpecificationForbids() throws {
    let text = MarkedText(
      """
      {"name":1️⃣"",2️⃣"version":2,"colors":[
      {"name":3️⃣"","components":[0,0,0],4️⃣"id":1}]}
      """)
    // The markers are in document order; the unknown top-level member comes first by offset.
    let decoded = try ColorPaletteFormat().decode(text.bytes)
    #expect(
      decoded.warnings.map(\.code) == [
        "color-palette.empty-name", "color-palette.unknown-member", "color-palette.empty-name",
        "color-palette.unknown-member",
      ])
    #expect(decoded.warnings.map(\.location) == text.markers)
    #expect(decoded.palette.name == nil && decoded.palette.allSwatches[0].name == nil)

    let empty = try ColorPaletteFormat().decode(Array("\u{FEFF}{\"colors\":[]}".utf8))
    #expect(
      empty.warnings.map(\.code) == ["color-palette.byte-order-mark", "color-palette.no-colors"])
    #expect(empty.palette.groups.isEmpty)
  }

  @Test func hugeValuesAreKeptApproximatelyOrRejected() throws {
    let decoded = try ColorPaletteFormat().decode(
      Array("{\"colors\":[{\"components\":[1000, 1e30, -20]}]}".utf8))
    #expect(decoded.warnings.map(\.code) == ["color-palette.approximated"])
    #expect(decoded.warnings[0].message.hasPrefix("3 values of magnitude 16"))
    let text = MarkedText("{\"colors\":[{\"components\":[1, 1️⃣1e400, 0]}]}")
    #expect {
      try ColorPaletteFormat().decode(text.bytes)
    } throws: { error in
      (error as? PaletteError)?.kind == .invalidValue
        && (error as? PaletteError)?.location == text.markers[0]
        && (error as? PaletteError)?.message == "component 1e400 is out of range"
    }
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var kind: PaletteError.Kind
    var message: String
    var testDescription: String { name }
  }

  static let badInputs: [BadInput] = [
    BadInput(
      name: "string root", text: "1️⃣\"colors\"", kind: .invalidSignature,
      message: "not a Simple Color Palette: the document is a string, not an object"),
    BadInput(
      name: "no colours", text: "1️⃣{}", kind: .invalidSignature,
      message: "not a Simple Color Palette: the object has no \"colors\" member; it is empty"),
    BadInput(
      name: "name a number", text: "{\"name\":1️⃣7,\"colors\":[]}", kind: .invalidValue,
      message: "\"name\" must be a string, found a number"),
    BadInput(
      name: "colours an object", text: "{\"colors\":1️⃣{}}", kind: .invalidValue,
      message: "\"colors\" must be an array, found an object"),
    BadInput(
      name: "entry a string", text: "{\"colors\":[1️⃣\"#fff\"]}", kind: .invalidValue,
      message: "a colour must be an object, found a string"),
    BadInput(
      name: "no components", text: "{\"colors\":[1️⃣{\"name\":\"a\"}]}", kind: .invalidValue,
      message: "the colour has no \"components\""),
    BadInput(
      name: "two components", text: "{\"colors\":[{\"components\":1️⃣[1,2]}]}",
      kind: .invalidValue,
      message: "\"components\" must hold 3 or 4 numbers (red, green, blue, opacity), found 2"),
    BadInput(
      name: "component null", text: "{\"colors\":[{\"components\":[1,1️⃣null,2]}]}",
      kind: .invalidValue, message: "a component must be a number, found null"),
    BadInput(
      name: "truncated", text: "{\"colors\":[{\"components\":[11️⃣", kind: .unexpectedEndOfInput,
      message: ""),
    BadInput(
      name: "deep nesting", text: String(repeating: "[", count: 64) + "1️⃣[",
      kind: .limitExceeded, message: "arrays and objects are nested more than 64 levels deep"),
  ]

  @Test(arguments: badInputs)
  func badInputIsAnErrorWithAPosition(_ input: BadInput) {
    let text = MarkedText(input.text)
    #expect {
      try ColorPaletteFormat().decode(text.bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == input.kind && error.location == text.markers[0]
        && (input.message.isEmpty || error.message == input.message)
        && error.format == "color-palette"
    }
  }

  @Test func invalidUTF8IsAnEncodingError() {
    var bytes = Array("{\"name\":\"".utf8)
    bytes += [0xFF]
    bytes += Array("\",\"colors\":[]}".utf8)
    #expect {
      try ColorPaletteFormat().decode(bytes)
    } throws: { error in
      (error as? PaletteError)?.kind == .invalidEncoding
        && (error as? PaletteError)?.location == .text(line: 1, column: 10)
    }
  }

  @Test func everyPrefixOfAFileDecodesOrThrowsWithAPosition() throws {
    let bytes = Fixtures.bytes("color-palette/golden.color-palette")
    EveryPrefix.check(bytes, with: ColorPaletteFormat())
  }

  @Test func sniffsOnlyNameAndColorsWithComponents() {
    func sniff(_ text: String) -> DetectionConfidence {
      ColorPaletteFormat().sniff(Array(text.utf8)[...])
    }
    #expect(sniff("{\"name\":\"x\",\"colors\":[{\"components\":[1,0,0]}]}") == .strong)
    #expect(sniff("{\n\t\"colors\" : [\n\t\t{\n\t\t\t\"components\" : [") == .strong)
    // Sketch (red/green/blue and version keys), palconv JSON, extra top-level keys: not this.
    #expect(sniff("{\"colors\":[{\"red\":1,\"green\":0,\"blue\":0}]}") == .none)
    #expect(sniff("{\"compatibleVersion\":\"2.0\",\"colors\":[{\"components\":[1]}]}") == .none)
    #expect(sniff("{\"format\":\"palconv-palette\",\"colors\":[{\"components\":[1]}]}") == .none)
    #expect(sniff("{\"colors\":[]}") == .none)
  }
}

/// The IEC 61966-2-1 encoding, restated here as the independent check of the reader.
func linearToSRGB(_ value: Double) -> Double {
  let magnitude = abs(value)
  let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
  return value < 0 ? -encoded : encoded
}
