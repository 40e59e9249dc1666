import PaletteCore
import Testing

@testable import PaletteKit

/// A format that answers a fixed confidence when its magic word starts the content.
struct SniffStub: PaletteDecoder, PaletteEncoder {
  var identifier: String
  var fileExtensions: [String]
  var magic: String
  var answer: DetectionConfidence

  var displayName: String { identifier }
  var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false,
      columns: false, groups: false, alpha: false, models: [.srgb])
  }
  func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    prefix.starts(with: Array(magic.utf8)) ? answer : .none
  }
  func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    guard bytes.starts(with: Array(magic.utf8)) else {
      throw PaletteError(.invalidSignature, "not \(identifier)", location: .byte(offset: 0))
    }
    return DecodedPalette(
      palette: Palette(), warnings: [Diagnostic(.warning, code: "stub.warn", message: "w")])
  }
  func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] { Array(magic.utf8) }
}

/// A format that is only written: detection never asks it.
struct WriteOnlyStub: PaletteEncoder {
  var identifier: String
  var fileExtensions: [String]

  var displayName: String { identifier }
  var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb])
  }
  func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] { [] }
}

@Suite struct DetectionTests {
  let registry = FormatRegistry(formats: [
    SniffStub(identifier: "ase", fileExtensions: ["ase"], magic: "ASEF", answer: .strong),
    SniffStub(identifier: "weak1", fileExtensions: ["w1", "txt"], magic: "#", answer: .weak),
    SniffStub(identifier: "weak2", fileExtensions: ["w2", "txt"], magic: "#", answer: .weak),
    SniffStub(identifier: "strong", fileExtensions: ["st"], magic: "#!", answer: .strong),
    SniffStub(identifier: "mute", fileExtensions: ["mu"], magic: "", answer: .none),
    WriteOnlyStub(identifier: "wo", fileExtensions: ["wo"]),
  ])

  @Test func strongestWins() {
    let detection = registry.detect(bytes: Array("#!x".utf8), pathExtension: "w1")
    #expect(detection.identifier == "strong")
    #expect(detection.method == .content)
    #expect(detection.confidence == .strong)
    #expect(
      detection.candidates.map(\.identifier) == ["strong", "weak1", "weak2"])
    #expect(detection.reason == "the content matches strong (strong)")
  }

  @Test func tiesGoToTheExtensionThenListOrder() {
    let byExtension = registry.detect(bytes: Array("#fff".utf8), pathExtension: "W2")
    #expect(byExtension.identifier == "weak2")
    #expect(
      byExtension.reason
        == "the content matches weak2 (weak); tied with weak1, the .w2 extension decided")
    let byOrder = registry.detect(bytes: Array("#fff".utf8), pathExtension: "other")
    #expect(byOrder.identifier == "weak1")
    #expect(
      byOrder.reason
        == "the content matches weak1 (weak); tied with weak2, the earlier format in the list wins")
    let shared = registry.detect(bytes: Array("#fff".utf8), pathExtension: ".txt")
    #expect(shared.identifier == "weak1")
  }

  @Test func extensionWhenContentSaysNothing() {
    let detection = registry.detect(bytes: [0, 1, 2], pathExtension: "mu")
    #expect(detection.identifier == "mute")
    #expect(detection.method == .fileExtension)
    #expect(detection.candidates.isEmpty)
    #expect(detection.reason == "no format recognised the content; the .mu extension names mute")
  }

  @Test func unreadableFormatsAreNotCandidates() {
    let detection = registry.detect(bytes: [0], pathExtension: "wo")
    #expect(detection.format == nil)
    #expect(detection.method == .undetermined)
    #expect(
      detection.reason == "no format recognised the content and no readable format claims .wo")
    let none = registry.detect(bytes: [0], pathExtension: nil)
    #expect(none.reason == "no format recognised the content and there is no file name extension")
  }

  @Test func sniffersSeeOnlyThePrefix() {
    let long = [UInt8](repeating: 0x20, count: FormatRegistry.sniffLength) + Array("#!".utf8)
    #expect(registry.detect(bytes: long, pathExtension: nil).format == nil)
  }

  @Test func override() {
    let chosen = registry.detect(bytes: [0], pathExtension: "st", override: "WEAK2")
    #expect(chosen.identifier == "weak2")
    #expect(chosen.method == .override)
    let unknown = registry.detect(bytes: [0], pathExtension: nil, override: "nope")
    #expect(unknown.format == nil)
    #expect(unknown.reason == "no format is named 'nope'")
    let none = registry.detect(bytes: Array("#!".utf8), pathExtension: nil, override: nil)
    #expect(none.identifier == "strong")
  }

  @Test func lookups() {
    #expect(registry.format(named: "STRONG")?.identifier == "strong")
    #expect(registry.format(named: "missing") == nil)
    #expect(registry.format(forExtension: ".TXT")?.identifier == "weak1")
    #expect(registry.format(forExtension: "") == nil)
    #expect(registry.allExtensions == ["ase", "mu", "st", "txt", "w1", "w2", "wo"])
    let replaced = registry.replacing(
      SniffStub(identifier: "weak1", fileExtensions: ["new"], magic: "#", answer: .weak))
    #expect(replaced.formats.map(\.identifier) == registry.formats.map(\.identifier))
    #expect(replaced.format(named: "weak1")?.fileExtensions == ["new"])
    let appended = registry.replacing(
      SniffStub(identifier: "extra", fileExtensions: [], magic: "", answer: .none))
    #expect(appended.formats.last?.identifier == "extra")
  }

  @Test func builtInListIsExplicitAndUnique() {
    let identifiers = FormatRegistry.builtIn.formats.map(\.identifier)
    #expect(Set(identifiers).count == identifiers.count)
    #expect(identifiers.first == "ase")
    for identifier in ["ase", "gpl", "json", "css", "hex"] {
      #expect(FormatRegistry.builtIn.format(named: identifier) != nil)
    }
  }
}
