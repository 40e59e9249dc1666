import Testing

@testable import PaletteCore

/// `loss.control-characters`: the control characters a format replaces are counted, in the
/// texts it writes, and a name changed only by that replacement is not listed as renamed too.
@Suite struct ControlCharacterLossTests {
  static let location = SourceLocation.text(line: 7, column: 1)

  /// Control characters in every text: 2 in the name, 2 in the description (its line feeds
  /// are kept as lines), 1 in a group name, 2 in a swatch name.
  static let palette = Palette(
    name: "P\u{0}\u{1B}", description: "line\nnext\r\n\u{85}",
    groups: [
      PaletteGroup(
        name: "G\u{7}",
        swatches: [
          Swatch(name: "plain", color: .srgb(0, 0, 0)),
          Swatch(name: "S\t\u{202E}", color: .srgb(0, 0, 0), location: location),
        ])
    ])

  static func target(_ limit: ControlCharacterLimit?) -> FormatCapabilities {
    var target = SampleFormats.json
    target.controlCharacters = limit
    return target
  }

  @Test func everyReplacedCharacterIsCountedOnce() {
    let diagnostics = LossReport.diagnostics(
      for: Self.palette, target: Self.target(ControlCharacterLimit(.all, in: .all)),
      formatName: "gpl")
    #expect(diagnostics.map(\.code) == ["loss.control-characters"])
    #expect(
      diagnostics.first?.message
        == "gpl cannot write control characters as they are: 7 control characters will be "
        + "replaced (a tab or line break by a space, any other by U+FFFD) in the palette name, "
        + "the description, \"G\u{7}\" and 1 more")
    // Located at the first text concerned: the palette name, which has no location.
    #expect(diagnostics.first?.location == nil)
  }

  @Test func onlyTheTextsTheLimitNamesAndTheFormatKeepsAreCounted() {
    let swatchesOnly = LossReport.diagnostics(
      for: Self.palette, target: Self.target(ControlCharacterLimit(.all, in: .swatchNames)),
      formatName: "hex")
    #expect(
      swatchesOnly.map(\.message) == [
        "hex cannot write control characters as they are: 2 control characters will be replaced "
          + "(a tab or line break by a space, any other by U+FFFD) in \"S\t\u{202E}\""
      ])
    #expect(swatchesOnly.first?.location == Self.location)
    // A format that drops the names loses them whole (loss.names), not their controls.
    var noNames = Self.target(ControlCharacterLimit(.all, in: .swatchNames))
    noNames.swatchNames = false
    #expect(
      LossReport.diagnostics(for: Self.palette, target: noNames, formatName: "hex").map(\.code)
        == ["loss.names"])
    // A format that keeps every control character reports nothing.
    #expect(
      LossReport.diagnostics(for: Self.palette, target: Self.target(nil), formatName: "json")
        .isEmpty)
  }

  @Test func xmlAndCSSCountOnlyWhatTheyCannotHold() {
    let xml = LossReport.diagnostics(
      for: Self.palette, target: Self.target(ControlCharacterLimit(.notInXML, in: .all)),
      formatName: "scribus")
    // NUL and ESC in the name, BEL in the group; tab, CR, NEL and U+202E are references.
    #expect(
      xml.map(\.message) == [
        "scribus (XML 1.0) cannot hold control characters other than tab, line feed and "
          + "carriage return: 3 control characters will be replaced (a line break by a space, "
          + "any other by U+FFFD) in the palette name, \"G\u{7}\""
      ])
    let css = LossReport.diagnostics(
      for: Self.palette, target: Self.target(ControlCharacterLimit(.nul, in: .all)),
      formatName: "css")
    #expect(
      css.map(\.message) == [
        "css reads an escaped U+0000 as U+FFFD: 1 control character will be replaced by U+FFFD "
          + "in the palette name"
      ])
  }

  @Test func aNameChangedOnlyByTheReplacementIsNotAlsoRenamed() {
    let palette = Palette(swatches: [
      Swatch(name: "a\u{0}", color: .srgb(0, 0, 0)),
      Swatch(name: " b\u{0}", color: .srgb(0, 0, 0)),
      Swatch(name: "c\u{0}", color: .srgb(0, 0, 0)),
    ])
    // The second name is trimmed as well, the third dropped.
    let written = WrittenNames(
      palette: nil, groups: [nil], swatches: ["a\u{FFFD}", "b\u{FFFD}", nil])
    let diagnostics = LossReport.diagnostics(
      for: palette, target: Self.target(ControlCharacterLimit(.all, in: .swatchNames)),
      formatName: "gpl", writtenNames: written)
    #expect(
      diagnostics.map(\.message) == [
        "gpl changes 1 name to fit its syntax: \" b\u{0}\" becomes \"b\u{FFFD}\"",
        "gpl cannot write control characters as they are: 2 control characters will be replaced "
          + "(a tab or line break by a space, any other by U+FFFD) in \"a\u{0}\", \" b\u{0}\"",
      ])
  }

  @Test func manyNamesAreCountedNotListed() {
    let palette = Palette(
      swatches: (0..<1000).map { Swatch(name: "n\($0)\u{1}", color: .srgb(0, 0, 0)) })
    let diagnostics = LossReport.diagnostics(
      for: palette, target: Self.target(ControlCharacterLimit(.all, in: .all)), formatName: "x")
    #expect(
      diagnostics.first?.message.hasSuffix(
        "1000 control characters will be replaced (a tab or line break by a space, any other "
          + "by U+FFFD) in \"n0\u{1}\", \"n1\u{1}\", \"n2\u{1}\" and 997 more") == true)
  }
}
