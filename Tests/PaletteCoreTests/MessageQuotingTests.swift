import TestSupport
import Testing

@testable import PaletteCore

/// Names in messages are quoted through one helper, which quotes at most 200 characters of
/// them, cut between characters, with the whole length after: a 10 MB name makes a message
/// of a few hundred bytes, not of 10 or 20 MB.
@Suite struct MessageQuotingTests {
  /// 10 MiB of name.
  static let huge = String(repeating: "Ocean ", count: 10 << 20 / 6) + "Blue"

  @Test func shortTextIsQuotedAsItIs() {
    #expect(MessageFormatting.quoted("Deep Sea") == "\"Deep Sea\"")
    #expect(MessageFormatting.quoted("Deep Sea", mark: "'") == "'Deep Sea'")
    #expect(MessageFormatting.excerpt("Deep Sea") == "Deep Sea")
    #expect(MessageFormatting.quoted("") == "\"\"")
    // 200 characters of two bytes each: more than 200 bytes, not more than 200 characters.
    let twoHundred = String(repeating: "é", count: 200)
    #expect(MessageFormatting.quoted(twoHundred) == "\"\(twoHundred)\"")
  }

  @Test func longTextIsCutBetweenCharacters() {
    let a201 = String(repeating: "a", count: 201)
    #expect(
      MessageFormatting.quoted(a201)
        == "\"\(String(repeating: "a", count: 200))…\" (201 bytes)")
    // Flags (8 bytes, one character each) and decomposed accents (e + U+0301): the cut
    // never splits a character.
    let flags = String(repeating: "🇫🇷", count: 300)
    #expect(
      MessageFormatting.excerpt(flags)
        == String(repeating: "🇫🇷", count: 200) + "… (2400 bytes)")
    let accents = String(repeating: "e\u{301}", count: 300)
    #expect(
      MessageFormatting.quoted(accents, mark: "'")
        == "'\(String(repeating: "e\u{301}", count: 200))…' (900 bytes)")
  }

  @Test func aHugeNameMakesAShortLossMessage() throws {
    let palette = Palette(
      name: Self.huge,
      swatches: [Swatch(name: Self.huge, color: .srgb8(1, 2, 3), location: .byte(offset: 7))])
    let diagnostics = LossReport.diagnostics(
      for: palette, target: SampleFormats.hex, formatName: "hex")
    let names = try #require(diagnostics.first { $0.code == "loss.names" })
    #expect(
      names.message
        == "hex cannot store swatch names: 1 name will be dropped: "
        + String(Self.huge.prefix(200)) + "… (10485760 bytes)")
    let paletteName = try #require(diagnostics.first { $0.code == "loss.palette-name" })
    #expect(
      paletteName.message
        == "hex cannot store the palette name \"\(Self.huge.prefix(200))…\" (10485760 bytes); "
        + "it will be dropped")
    #expect(diagnostics.allSatisfy { $0.message.utf8.count < 1000 })
  }

  @Test func aHugeRenamingIsQuotedOnBothSides() throws {
    let palette = Palette(swatches: [Swatch(name: Self.huge, color: .srgb8(1, 2, 3))])
    let written = WrittenNames(
      palette: nil, groups: [nil], swatches: [Self.huge.lowercased()])
    let diagnostics = LossReport.diagnostics(
      for: palette, target: SampleFormats.css, formatName: "CSS", writtenNames: written)
    let renamed = try #require(diagnostics.first { $0.code == "loss.renamed" })
    #expect(
      renamed.message
        == "CSS changes 1 name to fit its syntax: \"\(Self.huge.prefix(200))…\" (10485760 bytes) "
        + "becomes \"\(Self.huge.lowercased().prefix(200))…\" (10485760 bytes)")
  }

  @Test func aSwatchLabelIsCut() {
    let swatch = Swatch(name: Self.huge, color: .srgb8(1, 2, 3))
    #expect(swatch.quotedLabel == "\"\(Self.huge.prefix(200))…\" (10485760 bytes)")
    #expect(swatch.excerptLabel == "\(Self.huge.prefix(200))… (10485760 bytes)")
    #expect(swatch.listLabel == Self.huge)
  }
}
