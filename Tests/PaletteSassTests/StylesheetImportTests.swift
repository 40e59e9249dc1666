import PaletteCSS
import PaletteCore
import Testing

@testable import PaletteSass

/// Statements that bring in another file are not followed, and each is a note at its
/// position, in CSS, Sass, Less and Stylus alike, so colours kept in the other file are never
/// missed without a word.
@Suite struct StylesheetImportTests {
  static func notes(_ text: String, _ format: some PaletteDecoder) throws -> [String] {
    try format.decode(Array(text.utf8)).warnings.map {
      "\($0.severity.rawValue) \($0.location.map(String.init(describing:)) ?? "?") \($0.code): "
        + $0.message
    }
  }

  @Test func cssImportsAreNoted() throws {
    let notes = try Self.notes(
      "@import url(\"theme.css\");\n@IMPORT 'a.css' screen;\n:root { --a: #f00; }\n"
        + "@importance: 1;\n",
      CSSVariablesFormat())
    #expect(
      notes == [
        "note 1:1 css.import-not-read: @import url(\"theme.css\") is not followed: colours in "
          + "the file it names are not read; convert that file too",
        "note 2:1 css.import-not-read: @IMPORT 'a.css' screen is not followed: colours in the "
          + "file it names are not read; convert that file too",
      ])
  }

  @Test func sassLessAndStylusImportsAreNoted() throws {
    let scss = try Self.notes(
      "@use 'sass:math';\n@forward \"tokens\";\n$a: #f00;\n@import 'base', 'more';\n"
        + "@include mixin;\n",
      SCSSFormat())
    #expect(
      scss.map { String($0.prefix(while: { $0 != ":" })) } == [
        "note 1", "note 2", "note 4",
      ])
    #expect(scss.allSatisfy { $0.contains("scss.import-not-read") })
    #expect(
      scss[1].hasSuffix(
        "@forward \"tokens\" is not followed: colours in the file it names are not read; convert that file too"
      ))

    let less = try Self.notes(
      "@import (reference) \"theme.less\";\n@red: #f00;\n@imported: #0f0;\n", LessFormat())
    #expect(
      less == [
        "note 1:1 less.import-not-read: @import (reference) \"the… is not followed: colours in "
          + "the file it names are not read; convert that file too"
      ])

    let stylus = try Self.notes(
      "@require 'nib'\nred = #f00\n@import \"theme\"\n", StylusFormat())
    #expect(stylus.count == 2)
    #expect(stylus[0].hasPrefix("note 1:1 stylus.import-not-read: @require 'nib' is not followed"))
    #expect(
      stylus[1].hasPrefix("note 3:1 stylus.import-not-read: @import \"theme\" is not followed"))
  }
}
