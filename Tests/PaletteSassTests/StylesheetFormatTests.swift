import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteSass

@Suite struct StylesheetFormatTests {
  static let palette = Palette(
    name: "Brand",
    groups: [
      PaletteGroup(swatches: [Swatch(name: "Paper", color: .srgb8(250, 250, 250))]),
      PaletteGroup(
        name: "Brand",
        swatches: [
          Swatch(name: "Ocean Blue", color: .srgb8(0, 80, 200)),
          Swatch(name: "brand-500", color: .srgb8(59, 130, 246)),
          Swatch(name: "Glass", color: .srgb8(0, 128, 255, alpha: 128)),
        ]),
      PaletteGroup(
        swatches: [
          Swatch(name: "paper", color: .srgb8(255, 255, 255)),
          Swatch(name: "1st", color: .srgb8(1, 1, 1)),
          Swatch(name: nil, color: .srgb8(2, 2, 2)),
        ]),
    ])

  static func text(_ format: some PaletteEncoder) throws -> String {
    String(decoding: try format.encode(palette), as: UTF8.self)
  }

  @Test func scss() throws {
    #expect(
      try Self.text(SCSSFormat()) == """
        // Brand
        $paper: #fafafa;
        $brand-ocean-blue: #0050c8;
        $brand-500: #3b82f6;
        $brand-glass: #0080ff80;
        $paper-2: #ffffff;
        $c-1st: #010101;
        $color-7: #020202;

        $brand-colors: (
          "ocean-blue": $brand-ocean-blue,
          "brand-500": $brand-500,
          "glass": $brand-glass,
        );

        """)
  }

  @Test func lessAndStylus() throws {
    let less = try Self.text(LessFormat())
    #expect(less.hasPrefix("// Brand\n@paper: #fafafa;\n@brand-ocean-blue: #0050c8;\n"))
    #expect(less.hasSuffix("@color-7: #020202;\n"))
    let stylus = try Self.text(StylusFormat())
    #expect(stylus.hasPrefix("// Brand\npaper = #fafafa\nbrand-ocean-blue = #0050c8\n"))
    #expect(stylus.hasSuffix("color-7 = #020202\n"))
  }

  /// Whether Python's `libsass` (`pip install libsass`) can be imported.
  static let hasLibsass = ExternalTool.pythonImports("sass")

  /// libsass (Python's `libsass`, a real Sass compiler) compiles the output and resolves the
  /// variables and the map.
  @Test(.enabled(if: hasLibsass, "needs Python's libsass"))
  func libsassCompilesIt() throws {
    let source =
      try Self.text(SCSSFormat())
      + ".a { color: $paper; background: map-get($brand-colors, \"ocean-blue\"); }\n"
      + "@each $key, $value in $brand-colors { .bg-#{$key} { color: $value; } }\n"
    let css = String(
      decoding: try ExternalTool.pythonOutput(
        "import sys, sass; print(sass.compile(string=sys.stdin.read(), output_style='compact'))",
        input: Array(source.utf8)), as: UTF8.self)
    #expect(css.contains(".a { color: #fafafa; background: #0050c8; }"), "\(css)")
    #expect(css.contains(".bg-brand-500 { color: #3b82f6; }"), "\(css)")
    #expect(css.contains(".bg-glass { color: #0080ff80; }"), "\(css)")
  }
}
