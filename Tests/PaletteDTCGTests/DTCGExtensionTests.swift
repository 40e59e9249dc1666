import PaletteCore
import PaletteDTCG
import TestSupport
import Testing

/// `$extensions`: the model keeps none of them, so the DTCG reader says what it did not apply
/// (Tokens Studio's colour modifiers) and what it did not keep (every other extension with
/// data), once per kind, counting and naming the first.
@Suite struct DTCGExtensionTests {
  @Test func modifiersAndOtherExtensionsAreCountedOnce() throws {
    let text = MarkedText(
      """
      {
        "brand": {
          "$extensions": { 1️⃣"com.figma": { "collection": "Brand" } },
          "blue": { "$type": "color", "$value": "#0000ff",
            "$extensions": { 2️⃣"com.figma": { "variableId": "1:2" },
              "studio.tokens": { "modify": 3️⃣{ "type": "lighten", "value": "0.2", "space": "hsl" } } } },
          "faded": { "$type": "color", "$value": "{brand.blue}",
            "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.5", "space": "srgb" } } } },
          "plain": { "$type": "color", "$value": "#ffffff",
            "$extensions": { "org.example.empty": {}, "org.example.null": null,
              "studio.tokens": { "modify": {} } } },
          "tagged": { "$type": "color", "$value": "#000000",
            "$extensions": { 4️⃣"studio.tokens": { "id": "abc" } } }
        }
      }
      """)
    let decoded = try DTCGFormat().decode(text.bytes)
    // The colours are read before the modifiers.
    #expect(
      decoded.palette.allSwatches.map(\.color) == [
        .srgb8(0, 0, 255), .srgb8(0, 0, 255), .srgb8(255, 255, 255), .srgb8(0, 0, 0),
      ])
    #expect(
      decoded.warnings.map(\.code) == [
        "dtcg.extension-not-applied", "dtcg.extension-not-read", "dtcg.extension-not-read",
      ])
    #expect(
      decoded.warnings[0].message
        == "2 Tokens Studio colour modifiers ($extensions[\"studio.tokens\"].modify) not "
        + "applied: the colours are read before them (first: 'brand.blue'); read the file with "
        + "--from tokens-studio to apply them")
    #expect(decoded.warnings[0].location == text.markers[2])
    // com.figma on the group first, then on a token; studio.tokens data other than `modify`.
    #expect(
      decoded.warnings[1].message
        == "extension 'com.figma' on 2 tokens and groups not kept: palconv has no place for "
        + "extension data (first: 'brand')")
    #expect(decoded.warnings[1].location == text.markers[0])
    #expect(
      decoded.warnings[2].message
        == "extension 'studio.tokens' on 1 token or group not kept: palconv has no place for "
        + "extension data (first: 'brand.tagged')")
    #expect(decoded.warnings[2].location == text.markers[3])
  }

  @Test func aTokensStudioProjectReadAsDTCGSaysSo() throws {
    let text = MarkedText(
      """
      {
        "core": { "blue": { "$type": "color", "$value": "#0000ff" } },
        "light": { "bg": { "$type": "color", "$value": "{blue}" } },
        "$themes": 1️⃣[]
      }
      """)
    let decoded = try DTCGFormat().decode(text.bytes)
    #expect(decoded.warnings.first?.code == "dtcg.tokens-studio-project")
    #expect(decoded.warnings.first?.location == text.markers[0])
    #expect(decoded.warnings.first?.message.hasSuffix("read it with --from tokens-studio") == true)
  }

  @Test func sniffingDefersToTokensStudioOnItsSigns() {
    func sniff(_ text: String) -> DetectionConfidence {
      DTCGFormat().sniff(Array(text.utf8)[...])
    }
    #expect(sniff("{\"a\": {\"$type\": \"color\", \"$value\": \"#fff\"}}") == .strong)
    #expect(
      sniff(
        "{\"a\": {\"$type\": \"color\", \"$value\": \"#fff\", \"$extensions\": "
          + "{\"studio.tokens\": {}}}}") == .weak)
    #expect(sniff("{\"a\": {\"$type\": \"fontSizes\", \"$value\": \"12\"}}") == .weak)
    #expect(sniff("{\"a\": {\"$type\": \"dimension\", \"$value\": \"12px\"}}") == .strong)
  }
}
