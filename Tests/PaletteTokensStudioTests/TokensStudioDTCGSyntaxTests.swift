import PaletteCore
import PaletteTokensStudio
import TestSupport
import Testing

/// Tokens Studio files in the plugin's DTCG syntax, which detection now hands to this reader:
/// DTCG colour objects are read, and what the model cannot hold is said.
@Suite struct TokensStudioDTCGSyntaxTests {
  @Test func colourObjectsExtensionsAndReservedNames() throws {
    let text = MarkedText(
      """
      {
        "core": {
          "p3": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] },
            "$extensions": { 1️⃣"com.figma": { "scopes": ["ALL_FILLS"] } } },
          "blue": { "$type": "color", "$value": "#0000ff",
            "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.5", "space": "srgb" } } } },
          "named": { "$type": "color", "$value": "#00ff00",
            "$extensions": { "com.figma": { "variableId": "1:2" }, "studio.tokens": {} } },
          "group": { 2️⃣"$root": { "$type": "color", "$value": "#ffffff" } },
          "link": { "$ref": 3️⃣"#/core/blue" }
        },
        "$themes": []
      }
      """)
    let decoded = try TokensStudioFormat().decode(text.bytes)
    #expect(
      decoded.palette.allSwatches.map(\.color) == [
        PaletteColor(.displayP3(red: 1, green: 0, blue: 0), alpha: 1),
        PaletteColor.srgb(0, 0, 1, alpha: 0.5), .srgb8(0, 255, 0),
      ])
    #expect(
      decoded.warnings.map(\.code) == [
        "tokens-studio.extension-not-read", "tokens-studio.reserved-name",
        "tokens-studio.reference-not-read",
      ])
    #expect(decoded.warnings.map(\.location) == text.markers)
    #expect(
      decoded.warnings.map(\.message) == [
        "extension 'com.figma' on 2 tokens and groups not kept: palconv has no place for "
          + "extension data (first: 'p3')",
        "token '$root' in 'group' not read: names starting with $ are reserved in Tokens "
          + "Studio files",
        "token 'link' is a DTCG $ref, which palconv follows in DTCG files only (--from dtcg); "
          + "skipped",
      ])
  }
}
