import PaletteCore
import PaletteSketch
import TestSupport
import Testing

@Suite struct SketchDecodingTests {
  @Test func readsVersionOneHexStrings() throws {
    let decoded = try SketchFormat().decode(
      Fixtures.bytes("sketch/real/iOS-Material-FlatUI.sketchpalette"))
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 48)
    #expect(swatches.allSatisfy { $0.name == nil })
    // iOS system colours as Apple lists them: light blue #5AC8FA, pink #FF2D55, blue #007AFF.
    #expect(swatches[8].color == .srgb8(0x5A, 0xC8, 0xFA))
    #expect(swatches[11].color == .srgb8(0xFF, 0x2D, 0x55))
    #expect(swatches[12].color == .srgb8(0x00, 0x7A, 0xFF))
    #expect(swatches[47].color == .srgb8(0xBE, 0x3A, 0x31))
    #expect(swatches[0].location == .text(line: 1, column: 60))
  }

  @Test func readsVersionOnePointFourComponents() throws {
    let decoded = try SketchFormat().decode(
      Fixtures.bytes("sketch/real/sketch-default.sketchpalette"))
    #expect(decoded.warnings.isEmpty)
    // Sketch's default document colours, as its colour picker shows them.
    let expected: [(UInt8, UInt8, UInt8)] = [
      (0xD0, 0x02, 0x1B), (0xF5, 0xA6, 0x23), (0xF8, 0xE7, 0x1C), (0x8B, 0x57, 0x2A),
      (0x7E, 0xD3, 0x21), (0x41, 0x75, 0x05), (0xBD, 0x10, 0xE0), (0x90, 0x13, 0xFE),
      (0x4A, 0x90, 0xE2), (0x50, 0xE3, 0xC2), (0xB8, 0xE9, 0x86), (0x00, 0x00, 0x00),
      (0x4A, 0x4A, 0x4A), (0x9B, 0x9B, 0x9B), (0xFF, 0xFF, 0xFF),
    ]
    let swatches = decoded.palette.allSwatches
    #expect(
      swatches.map(\.color.rgba8) == expected.map { RGBA8(red: $0.0, green: $0.1, blue: $0.2) })
    // The file's doubles are k/255; read as Float they are the bits every 8-bit reader gives.
    #expect(swatches.map(\.color) == expected.map { PaletteColor.srgb8($0.0, $0.1, $0.2) })
  }

  @Test func readsVersionTwoWithNamesGradientsAndImages() throws {
    let text = MarkedText(
      """
      {"compatibleVersion":"2.0","pluginVersion":"2.22",
      "colors":[1️⃣{"name":"Brand Red","red":1,"green":0,"blue":0,"alpha":0.5},
      {"name":null,"red":0,"green":0.5,"blue":1,"alpha":1},
      {"_class":"color","red":0.2,"green":0.4,"blue":0.6}],
      "gradients":2️⃣[{"_class":"gradient","stops":[]}],
      "images":3️⃣[{"data":"iVBORw0KGgo="},{"data":""}]}
      """)
    let decoded = try SketchFormat().decode(text.bytes)
    #expect(
      decoded.palette.allSwatches == [
        Swatch(name: "Brand Red", color: .srgb(1, 0, 0, alpha: 0.5)),
        Swatch(color: .srgb(0, 0.5, 1)),
        Swatch(color: .srgb(0.2, 0.4, 0.6)),
      ])
    #expect(decoded.palette.allSwatches[0].location == text.markers[0])
    #expect(decoded.warnings.map(\.code) == ["sketch.skipped-gradients", "sketch.skipped-images"])
    #expect(decoded.warnings.map(\.location) == [text.markers[1], text.markers[2]])
    #expect(decoded.warnings[0].message == "1 gradient skipped: palconv holds flat colours only")
    #expect(decoded.warnings[1].message.hasPrefix("2 pattern images skipped"))
  }

  @Test func warnsAboutWhatItDoesNotKeep() throws {
    let text = MarkedText(
      """
      {"compatibleVersion":"1.4",1️⃣"extra":true,"colors":[
      {"red":2️⃣1.5,"green":-0.25,"blue":0,"alpha":1,3️⃣"note":"x"},
      4️⃣"rebeccapurple",
      "#fff8"]}
      """)
    let decoded = try SketchFormat().decode(text.bytes)
    #expect(
      decoded.palette.allSwatches.map(\.color) == [
        .srgb(1.5, -0.25, 0), .srgb8(255, 255, 255, alpha: 0x88),
      ])
    #expect(
      decoded.warnings.map(\.code) == [
        "sketch.unknown-member", "sketch.out-of-range", "sketch.unknown-member",
        "sketch.unsupported-color",
      ])
    #expect(decoded.warnings.map(\.location) == text.markers)
    #expect(
      decoded.warnings[1].message
        == "2 values outside 0...1 kept as read (Sketch shows them clamped)")
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
      message: "not a Sketch palette: the document is an array, not an object"),
    BadInput(
      name: "no colours", text: "1️⃣{\"name\":\"x\",\"swatches\":[]}", kind: .invalidSignature,
      message: "not a Sketch palette: the object has no \"colors\" member; found 'name', 'swatches'"
    ),
    BadInput(
      name: "colours not an array", text: "{\"colors\":1️⃣{}}", kind: .invalidValue,
      message: "\"colors\" must be an array, found an object"),
    BadInput(
      name: "entry of the wrong type", text: "{\"colors\":[1️⃣3]}", kind: .invalidValue,
      message: "a colour must be an object or a hex string, found a number"),
    BadInput(
      name: "component missing", text: "{\"colors\":[1️⃣{\"red\":1,\"green\":1}]}",
      kind: .invalidValue, message: "the colour has no \"blue\" component"),
    BadInput(
      name: "component a string", text: "{\"colors\":[{\"red\":1️⃣\"1\",\"green\":1,\"blue\":1}]}",
      kind: .invalidValue, message: "\"red\" must be a number, found a string"),
    BadInput(
      name: "huge number",
      text: "{\"colors\":[{\"red\":1,\"green\":1️⃣1e39,\"blue\":1}]}", kind: .invalidValue,
      message: "\"green\" 1e39 is out of range"),
    BadInput(
      name: "name of the wrong type",
      text: "{\"colors\":[{\"name\":1️⃣[],\"red\":1,\"green\":1,\"blue\":1}]}", kind: .invalidValue,
      message: "a colour's name must be a string or null, found an array"),
    BadInput(
      name: "gradients not an array", text: "{\"colors\":[],\"gradients\":1️⃣null}",
      kind: .invalidValue, message: "\"gradients\" must be an array, found null"),
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
      try SketchFormat().decode(text.bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == input.kind && error.location == text.markers[0]
        && (input.message.isEmpty || error.message == input.message) && error.format == "sketch"
    }
  }

  @Test func invalidUTF8IsAnEncodingError() {
    var bytes = Array("{\"colors\":[{\"name\":\"".utf8)
    bytes += [0xC3, 0x28]
    bytes += Array("\",\"red\":1,\"green\":1,\"blue\":1}]}".utf8)
    #expect {
      try SketchFormat().decode(bytes)
    } throws: { error in
      (error as? PaletteError)?.kind == .invalidEncoding
        && (error as? PaletteError)?.location == .text(line: 1, column: 21)
    }
  }

  @Test func everyPrefixOfAFileDecodesOrThrowsWithAPosition() throws {
    let bytes = Fixtures.bytes("sketch/golden.sketchpalette")
    EveryPrefix.check(bytes, with: SketchFormat())
  }

  @Test func sniffsByTopLevelKeys() {
    func sniff(_ text: String) -> DetectionConfidence {
      SketchFormat().sniff(Array(text.utf8)[...])
    }
    #expect(sniff("{\"compatibleVersion\":\"2.0\",\"colors\":[]}") == .strong)
    #expect(sniff("\u{FEFF} {\n\"pluginVersion\": \"1.4\"") == .strong)
    #expect(sniff("{\"colors\":[{\"red\":1,\"green\":0") == .weak)
    // A version key deeper down, Simple Color Palette, palconv JSON and lists are not Sketch.
    #expect(sniff("{\"a\":{\"compatibleVersion\":\"2.0\"}}") == .none)
    #expect(sniff("{\"colors\":[{\"components\":[1,0,0]}]}") == .none)
    #expect(sniff("{\"format\":\"palconv-palette\",\"version\":1}") == .none)
    #expect(sniff("[\"compatibleVersion\"]") == .none)
  }
}
