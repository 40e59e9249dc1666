import PaletteCore
import Testing

@testable import PaletteKit

/// A headerless format that says so, claiming every input weakly.
struct HeaderlessStub: SniffExplaining {
  var identifier: String
  var fileExtensions: [String]
  var displayName: String { identifier }
  var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb])
  }
  var isHeaderless: Bool { true }
  func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? { "\(prefix.count) raw bytes" }
  func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence { .weak }
  func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    DecodedPalette(palette: Palette())
  }
}

/// Telling the `.pal` variants apart, and refusing to guess between headerless formats: a raw
/// VGA palette and an Adobe colour table (`act`, which claims 768 bytes by their size alone).
@Suite struct PALDetectionTests {
  let registry = FormatRegistry.builtIn

  /// 256 dark triples with a black first entry: binary, and every value below 64 but none 63.
  static let table: [UInt8] = (0..<768).map { UInt8($0 % 60) }

  @Test func eachVariantIsFoundByItsContentWithTheReason() {
    let jasc = registry.detect(bytes: Array("JASC-PAL\r\n0100\r\n0\r\n".utf8), pathExtension: "pal")
    #expect(jasc.identifier == "jasc")
    #expect(
      jasc.reason
        == "the content matches jasc (strong): the first line is 'JASC-PAL' (PaintShop Pro text palette)"
    )
    let riffBytes = Array("RIFF\u{10}\0\0\0PAL data\u{4}\0\0\0\0\u{3}\0\0".utf8)
    let riff = registry.detect(bytes: riffBytes, pathExtension: "pal")
    #expect(riff.identifier == "riff")
    #expect(
      riff.reason.hasSuffix(
        "'RIFF' at byte 0 and the form type 'PAL ' at byte 8 (Microsoft RIFF palette)"))
    let corel = registry.detect(bytes: Array("\"Black\" 0 0 0 100\r\n".utf8), pathExtension: nil)
    #expect(corel.identifier == "corel-pal")
    #expect(corel.reason.contains("C M Y K percentages"))
    let gpl = registry.detect(
      bytes: Array("GIMP Palette\n0 0 0\tBlack\n".utf8), pathExtension: "pal")
    #expect(gpl.identifier == "gpl")
  }

  @Test func aRawTableNamedPalIsVGAAndNamedActIsTheColorTable() {
    let pal = registry.detect(bytes: Self.table, pathExtension: "pal")
    #expect(pal.identifier == "vga-pal")
    #expect(pal.method == .content)
    #expect(
      pal.reason
        == "the content matches vga-pal (weak): 768 bytes of binary data with no header, 256 RGB "
        + "triples, as in a raw VGA palette")
    #expect(registry.detect(bytes: Self.table, pathExtension: "ACT").identifier == "act")
  }

  @Test func aRawTableFromStandardInputIsAmbiguous() {
    let detection = registry.detect(bytes: Self.table, pathExtension: nil)
    #expect(detection.format == nil)
    #expect(detection.method == .ambiguous)
    // An Animator palette (`.col`) has the same 768-byte shape.
    #expect(detection.candidates.map(\.identifier) == ["act", "animator-col", "vga-pal"])
    #expect(
      detection.reason
        == "the content could be act (Adobe colour table; --from act), animator-col (Autodesk "
        + "Animator palette; --from animator-col) or vga-pal (raw VGA palette; --from vga-pal): "
        + "nothing in the bytes tells these formats apart and there is no file name extension to "
        + "decide; name one with --from")
    let other = registry.detect(bytes: Self.table, pathExtension: "bin")
    #expect(other.method == .ambiguous)
    #expect(other.reason.contains("none of them claims the .bin extension"))
    #expect(
      registry.detect(bytes: Self.table, pathExtension: nil, override: "vga-pal").identifier
        == "vga-pal")
  }

  @Test func aRawTableAloneIsRead() {
    let small = Array(Self.table.prefix(48))
    let detection = registry.detect(bytes: small, pathExtension: nil)
    #expect(detection.identifier == "vga-pal")
    #expect(detection.candidates.map(\.identifier) == ["vga-pal"])
  }

  @Test func aHeaderlessClaimDoesNotOverrideAnExtensionThatNamesAnotherFormat() {
    let noise: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) }
    let named = registry.detect(bytes: noise, pathExtension: "ase")
    #expect(named.identifier == "ase")
    #expect(named.method == .fileExtension)
    #expect(registry.detect(bytes: noise, pathExtension: "bin").identifier == "vga-pal")
    #expect(registry.detect(bytes: noise, pathExtension: nil).identifier == "vga-pal")
  }

  @Test func anAtariVDITableIsNotARawTable() {
    let words: [UInt8] = (0..<48).flatMap { index -> [UInt8] in [0x03, UInt8(index)] }
    let detection = registry.detect(bytes: words, pathExtension: "pal")
    #expect(detection.identifier == "vdi-pal")
    #expect(detection.candidates.map(\.identifier) == ["vdi-pal"])
    #expect(detection.reason.contains("16 colours in per mille"))
  }

  @Test func aHeaderlessFormatNeverWinsATieOnListOrder() {
    let registry = FormatRegistry(formats: [
      SniffStub(identifier: "text", fileExtensions: ["t"], magic: "#", answer: .weak),
      HeaderlessStub(identifier: "raw", fileExtensions: ["r", "shared"]),
      SniffStub(identifier: "other", fileExtensions: ["shared"], magic: "#", answer: .weak),
    ])
    let bytes = Array("#1".utf8)
    #expect(registry.detect(bytes: bytes, pathExtension: nil).method == .ambiguous)
    #expect(registry.detect(bytes: bytes, pathExtension: "t").identifier == "text")
    let raw = registry.detect(bytes: bytes, pathExtension: "r")
    #expect(raw.identifier == "raw")
    #expect(
      raw.reason
        == "the content matches raw (weak): 2 raw bytes; tied with text, other, the .r extension decided"
    )
    let shared = registry.detect(bytes: bytes, pathExtension: "shared")
    #expect(shared.method == .ambiguous)
    #expect(shared.reason.contains("the .shared extension is claimed by more than one of them"))
    #expect(shared.candidates.map(\.identifier) == ["raw", "other", "text"])
    // A strong claim is never ambiguous.
    let strong = FormatRegistry(formats: [
      SniffStub(identifier: "sig", fileExtensions: [], magic: "#", answer: .strong),
      HeaderlessStub(identifier: "raw", fileExtensions: []),
    ])
    #expect(strong.detect(bytes: bytes, pathExtension: nil).identifier == "sig")
  }
}
