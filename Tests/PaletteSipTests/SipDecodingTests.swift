import PaletteCore
import PaletteSip
import TestSupport
import Testing

@Suite struct SipDecodingTests {
  @Test func readsSipsExport() throws {
    let decoded = try SipFormat().decode(Fixtures.bytes("sip/real/test.sippalette"))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == "Test")
    let swatches = decoded.palette.allSwatches
    #expect(
      swatches.map(\.name) == [
        "Ku Crimson", "Titanium Yellow", "Lime", "Turquoise Blue", "Blue", "Fuchsia",
      ])
    // The file's own numbers, each read as the nearest Float.
    #expect(swatches[0].color == .srgb(0.9410084, 0, 0))
    #expect(swatches[3].color == .srgb(0, 0.9420211, 0.9420091, alpha: 0.6))
    #expect(swatches[5].color == .srgb(0.9428651, 0, 0.9420091))
    #expect(swatches[0].location == .text(line: 4, column: 5))
  }

  @Test func skipsSipsBookkeepingAndWarnsAboutTheRest() throws {
    let text = MarkedText(
      """
      {"sip": {"version": "2.6", "build": "260"}, "id": "A", "readOnly": true,
       "createdAt": "2025-03-17 20:59:42", "dock": false, "name": "Mocha", "index": 1,
       "originalName": "Mocha", "like": false, "lock": true, 1️⃣"extra": 1,
       "colors": [{"alpha": 1, "red": 0.5, "green": 2️⃣1.5, "blue": 0, "name": "rosewater",
       "createdAt": "2025-03-17 20:59:42", "id": "B", 3️⃣"hue": 2}, {"red": 0, "green": 0,
       "blue": 0, "hue": 1}]}
      """)
    let decoded = try SipFormat().decode(text.bytes)
    #expect(decoded.palette.name == "Mocha")
    #expect(
      decoded.warnings.map(\.code) == [
        "sip.unknown-member", "sip.out-of-range", "sip.unknown-member",
      ]
    )
    #expect(decoded.warnings.map(\.location) == text.markers)
    #expect(decoded.warnings[2].message == "unknown member 'hue' of 2 colours ignored")
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["rosewater", nil])
    #expect(swatches[0].color == .srgb(0.5, 1.5, 0))
    #expect(swatches[1].color.alpha == 1)
  }

  @Test func aDuplicateKeyIsAWarningAndTheLastOneCounts() throws {
    let text = MarkedText(
      "{\"name\": \"a\", 1️⃣\"name\": \"b\", \"colors\": []}")
    let decoded = try SipFormat().decode(text.bytes)
    #expect(decoded.palette.name == "b")
    #expect(decoded.warnings.map(\.code) == ["sip.duplicate-key"])
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
      name: "array root", text: "1️⃣[]", kind: .invalidSignature,
      message: "not a Sip palette: the document is an array, not an object"),
    BadInput(
      name: "no colours", text: "1️⃣{\"name\":\"x\",\"swatches\":[]}", kind: .invalidSignature,
      message: "not a Sip palette: the object has no \"colors\" member; found 'name', 'swatches'"),
    BadInput(
      name: "colours not an array", text: "{\"colors\":1️⃣{}}", kind: .invalidValue,
      message: "\"colors\" must be an array, found an object"),
    BadInput(
      name: "entry of the wrong type", text: "{\"colors\":[1️⃣\"#fff\"]}", kind: .invalidValue,
      message: "a colour must be an object, found a string"),
    BadInput(
      name: "component missing", text: "{\"colors\":[1️⃣{\"red\":1,\"green\":1}]}",
      kind: .invalidValue, message: "the colour has no \"blue\" component"),
    BadInput(
      name: "component a string", text: "{\"colors\":[{\"red\":1️⃣\"1\",\"green\":1,\"blue\":1}]}",
      kind: .invalidValue, message: "\"red\" must be a number, found a string"),
    BadInput(
      name: "huge number",
      text: "{\"colors\":[{\"red\":1,\"green\":1,\"blue\":1,\"alpha\":1️⃣-1e39}]}",
      kind: .invalidValue, message: "\"alpha\" -1e39 is out of range"),
    BadInput(
      name: "palette name of the wrong type", text: "{\"name\":1️⃣7,\"colors\":[]}",
      kind: .invalidValue, message: "the palette's name must be a string or null, found a number"),
    BadInput(
      name: "colour name of the wrong type",
      text: "{\"colors\":[{\"name\":1️⃣{},\"red\":1,\"green\":1,\"blue\":1}]}", kind: .invalidValue,
      message: "a colour's name must be a string or null, found an object"),
    BadInput(
      name: "NaN is not JSON", text: "{\"colors\":[{\"red\":1️⃣NaN}]}", kind: .syntax, message: ""),
    BadInput(
      name: "truncated", text: "{\"colors\":[{\"red\":11️⃣", kind: .unexpectedEndOfInput,
      message: ""),
    BadInput(
      name: "deep nesting",
      text: "{\"colors\":" + String(repeating: "[", count: 63) + "1️⃣[", kind: .limitExceeded,
      message: "arrays and objects are nested more than 64 levels deep"),
  ]

  @Test(arguments: badInputs)
  func badInputIsAnErrorWithAPosition(_ input: BadInput) {
    let text = MarkedText(input.text)
    #expect {
      try SipFormat().decode(text.bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == input.kind && error.location == text.markers[0]
        && (input.message.isEmpty || error.message == input.message) && error.format == "sip"
    }
  }

  @Test func invalidUTF8IsAnEncodingError() {
    var bytes = Array("{\"colors\":[{\"name\":\"".utf8)
    bytes += [0xC3, 0x28]
    bytes += Array("\",\"red\":1,\"green\":1,\"blue\":1}]}".utf8)
    #expect {
      try SipFormat().decode(bytes)
    } throws: { error in
      (error as? PaletteError)?.kind == .invalidEncoding
        && (error as? PaletteError)?.location == .text(line: 1, column: 21)
    }
  }

  @Test func everyPrefixOfAFileDecodesOrThrowsWithAPosition() throws {
    EveryPrefix.check(Fixtures.bytes("sip/real/test.sippalette"), with: SipFormat())
    EveryPrefix.check(Fixtures.bytes("sip/golden.sippalette"), with: SipFormat())
  }

  @Test func sniffsSipsVersionMemberStrongAndItsColoursWeakly() {
    func sniff(_ text: String) -> DetectionConfidence {
      SipFormat().sniff(Array(text.utf8)[...])
    }
    #expect(sniff("{\"sip\": {\"version\": \"2.6\"}, \"colors\": [") == .strong)
    #expect(
      sniff("{\n  \"name\" : \"Test\",\n  \"colors\" : [\n    {\n      \"red\" : 0.9") == .weak)
    // Sketch's versions, Simple Color Palette, palconv JSON and lists are not Sip.
    #expect(sniff("{\"compatibleVersion\":\"1.4\",\"colors\":[{\"red\":1}]}") == .none)
    #expect(sniff("{\"colors\":[{\"components\":[1,0,0]}]}") == .none)
    #expect(sniff("{\"format\":\"palconv-palette\",\"version\":1}") == .none)
    #expect(sniff("[{\"red\":1}]") == .none)
  }
}
