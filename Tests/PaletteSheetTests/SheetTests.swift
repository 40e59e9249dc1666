import PaletteCore
import PaletteSheet
import TestSupport
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite struct SheetTests {
  static let formats: [(any PaletteEncoder, String)] = [
    (SheetFormat(.html, columns: 4), "sheet/golden.html"),
    (SheetFormat(.svg, columns: 4), "sheet/golden.svg"),
  ]

  @Test(arguments: 0..<2)
  func encodesGoldenFiles(index: Int) throws {
    let (format, path) = Self.formats[index]
    let bytes = try format.encode(GoldenPalette.palette)
    Golden.check(bytes, against: path)
    #expect(try format.encode(GoldenPalette.palette) == bytes)
  }

  @Test(arguments: 0..<2)
  func showsNativeValuesHexAndContrast(index: Int) throws {
    let text = String(
      decoding: try Self.formats[index].0.encode(GoldenPalette.palette), as: UTF8.self)
    for expected in [
      "#FF0000", "rgb(255, 0, 0)", "white 4.00:1 · black 5.25:1", "cmyk(0%, 100%, 0%, 0%)",
      "#FF00FF · spot", "lab(30, 20, -40)", "gray(50%)", "display-p3(1, 0.2, 0.1)",
      "oklch(0.7, 0.12, 200)", "srgb(0.2, 0.6, 0.55) / 50%", "#33998C80", "Unnamed",
      "Colours for the &quot;brand&quot; book",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
  }

  @Test func swatchesSitOnAFixedGrid() throws {
    let palette = Palette(
      name: "Grid",
      groups: [PaletteGroup(swatches: (0..<7).map { Swatch(color: .srgb8(UInt8($0), 0, 0)) })])
    let text = String(decoding: try SheetFormat(.html, columns: 3).encode(palette), as: UTF8.self)
    // margin 24, cell 200 wide, gap 16; the grid starts below the 36-pixel title at 24 + 36 + 16.
    for (index, (x, y)) in [(24, 76), (240, 76), (456, 76), (24, 252), (24, 428)].enumerated() {
      let swatch = [0, 1, 2, 3, 6][index]
      #expect(
        text.contains(
          "data-x=\"\(x)\" data-y=\"\(y)\" data-w=\"200\" data-h=\"100\" data-rgba=\"#\(swatch < 16 ? "0" : "")\(String(swatch, radix: 16, uppercase: true))0000FF\""
        ))
    }
    #expect(text.contains("<body data-width=\"680\" data-height=\"612\">"))
  }

  @Test func legibleTextColour() throws {
    let palette = Palette(swatches: [
      Swatch(name: "dark", color: .srgb8(20, 20, 60)),
      Swatch(name: "light", color: .srgb8(250, 240, 200)),
      Swatch(name: "faint", color: .srgb8(0, 0, 0, alpha: 20)),
    ])
    let text = String(decoding: try SheetFormat(.html).encode(palette), as: UTF8.self)
    #expect(text.contains("background: #14143CFF; color: #FFFFFF;"))
    #expect(text.contains("background: #FAF0C8FF; color: #000000;"))
    #expect(text.contains("background: #00000014; color: #000000;"))
  }

  @Test(arguments: 0..<2)
  func namesAreEscaped(index: Int) throws {
    let attack = "<script>alert('x')</script>"
    let palette = Palette(
      name: attack, description: "\"><img src=x onerror=alert(1)>",
      groups: [
        PaletteGroup(
          name: "</style><script>",
          swatches: [Swatch(name: attack + "&amp;", color: .srgb8(1, 2, 3))])
      ])
    let text = String(decoding: try Self.formats[index].0.encode(palette), as: UTF8.self)
    #expect(!text.contains("<script"))
    #expect(!text.contains("<img"))
    #expect(text.components(separatedBy: "</style>").count == (index == 0 ? 2 : 1))
    #expect(text.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
    #expect(text.contains("&amp;amp;"))
    #expect(!text.contains("http://") || text.contains("xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(!text.contains("https://"))
  }

  /// A sheet is an encoder and nothing else: it has no decoding role to call.
  @Test func isWriteOnly() {
    for format in [SheetFormat(.html) as any PaletteFormat, SheetFormat(.svg)] {
      #expect(!(format is any PaletteDecoder))
      #expect(!format.isReadable && format.isWritable && !format.isFolderFormat)
      #expect(format.capabilities.models == Set(ColorModel.allCases))
    }
  }

  /// The two kinds are the two formats palconv has always had: their identifiers, names and
  /// extensions.
  @Test func twoKindsOfOneFormat() throws {
    let html = SheetFormat(.html)
    let svg = SheetFormat(.svg)
    #expect(html.identifier == "html" && svg.identifier == "svg")
    #expect(html.displayName == "HTML swatch sheet" && svg.displayName == "SVG swatch sheet")
    #expect(html.fileExtensions == ["html", "htm"] && svg.fileExtensions == ["svg"])
    let palette = Palette(swatches: [Swatch(name: "Red", color: .srgb8(255, 0, 0))])
    #expect(try svg.encode(palette) != html.encode(palette))
  }

}
