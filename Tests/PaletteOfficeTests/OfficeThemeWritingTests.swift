import PaletteArchive
import PaletteCore
import TestSupport
import Testing

@testable import PaletteOffice

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writing: how a palette fills the twelve roles, golden files, round trips, the loss report,
/// and the output as Python's zipfile and ElementTree and python-pptx read it.
@Suite struct OfficeThemeWritingTests {
  static func names(_ bytes: [UInt8]) throws -> [String?] {
    try OfficeThemeXMLFormat().decode(bytes).palette.allSwatches.map(\.name)
  }

  /// An empty palette is refused, in both forms, rather than written as Office's own colours.
  @Test func anEmptyPaletteIsRefused() {
    for encoder in [OfficeThemeXMLFormat() as any PaletteEncoder, OfficeThemeFormat()] {
      #expect {
        try encoder.encode(Palette())
      } throws: { error in
        let error = error as? PaletteError
        return error?.kind == .unrepresentable
          && error?.message.hasPrefix("the palette has no colours") == true
      }
    }
  }

  @Test func swatchesNamedForARoleTakeIt() throws {
    let palette = Palette(
      name: "Named",
      swatches: [
        Swatch(name: "Accent 2", color: .srgb8(200, 0, 0)),
        Swatch(name: "Hyperlink", color: .srgb8(0, 0, 200)),
        Swatch(name: "Text/Background - Dark 1", color: .srgb8(20, 20, 20)),
        Swatch(name: "lt1", color: .srgb8(250, 250, 250)),
      ])
    let mapping = OfficeThemeMapping(palette)
    #expect(mapping.sources == [.accent2: 0, .hlink: 1, .dk1: 2, .lt1: 3])
  }

  /// A five-colour brand palette: the navy becomes the dark text colour, the white the
  /// background, the rest the first accents; seven roles keep Office's colours.
  @Test func aSmallBrandPaletteFillsTextBackgroundAndAccents() throws {
    let palette = Palette(
      name: "Brand",
      swatches: [
        Swatch(name: "Orange", color: .srgb8(0xF2, 0x8C, 0x28)),
        Swatch(name: "Navy", color: .srgb8(0x1B, 0x36, 0x5D)),
        Swatch(name: "Teal", color: .srgb8(0x00, 0x80, 0x80)),
        Swatch(name: "White", color: .srgb8(0xFF, 0xFF, 0xFF)),
        Swatch(name: "Stone", color: .srgb8(0x8A, 0x8D, 0x8F)),
      ])
    let bytes = try OfficeThemeXMLFormat().encode(palette)
    let read = try OfficeThemeXMLFormat().decode(bytes).palette
    #expect(read.name == "Brand")
    #expect(
      read.allSwatches.map { $0.color.rgba8.hexString() } == [
        "#1B365D", "#FFFFFF", "#44546A", "#E7E6E6", "#F28C28", "#008080", "#8A8D8F", "#FFC000",
        "#5B9BD5", "#70AD47", "#0563C1", "#954F72",
      ])
    let losses = OfficeThemeXMLFormat().losses(writing: palette)
    #expect(losses.map(\.code) == ["loss.renamed", "loss.order", "loss.filled"])
    #expect(
      losses.last?.message
        == "office-theme-xml always holds 12 colours and the palette has 5: 7 colours will be "
        + "the format's defaults")
  }

  @Test func swatchesPastTheTwelfthDoNotFit() throws {
    let swatches = (0..<14).map {
      Swatch(name: "c\($0)", color: .srgb8(UInt8($0 * 10 + 60), 90, 120))
    }
    let palette = Palette(swatches: swatches)
    let losses = OfficeThemeFormat().losses(writing: palette)
    #expect(losses.map(\.code).contains("loss.too-many"))
    #expect(!losses.map(\.code).contains("loss.filled"))
    let read = try OfficeThemeFormat().decode(try OfficeThemeFormat().encode(palette)).palette
    #expect(read.swatchCount == 12)
    // No swatch is dark or light enough for text or background: the first eight are the
    // accents and links, the next four the text and background colours.
    #expect(read.allSwatches[4].color == swatches[0].color)
    #expect(read.allSwatches[0].color == swatches[8].color)
  }

  @Test func aThemeReadBackWritesTheSameColours() throws {
    for name in ["Catppuccin-Latte.thmx", "Catppuccin-Mocha.thmx"] {
      let original = try OfficeThemeFormat().decode(Fixtures.bytes("office-theme/real/\(name)"))
      for format in [
        OfficeThemeFormat() as any PaletteDecoder & PaletteEncoder, OfficeThemeXMLFormat(),
      ] {
        #expect(format.losses(writing: original.palette).isEmpty)
        let again = try format.decode(try format.encode(original.palette))
        #expect(again.palette == original.palette, "\(name) through \(format.identifier)")
        #expect(again.warnings.isEmpty)
      }
    }
  }

  /// A palette named with the empty string reads back without a name, and what it reads back
  /// as writes the same bytes (a fuzzing finding: the theme was named "" the first time and
  /// "Office Theme" the second).
  @Test func anEmptyNameWritesTheSameBytesTwice() throws {
    let palette = Palette(name: "", swatches: [Swatch(name: "Ink", color: .srgb(0.1, 0.1, 0.1))])
    for format in [
      OfficeThemeFormat() as any PaletteDecoder & PaletteEncoder, OfficeThemeXMLFormat(),
    ] {
      let first = try format.encode(palette)
      let read = try format.decode(first).palette
      #expect(read.name == nil)
      #expect(try format.encode(read) == first, "\(format.identifier)")
    }
  }

  @Test func goldenFiles() throws {
    Golden.check(
      try OfficeThemeXMLFormat().encode(GoldenPalette.palette),
      against: "office-theme/golden/golden.xml")
    Golden.check(
      try OfficeThemeFormat().encode(GoldenPalette.palette),
      against: "office-theme/golden/golden.thmx")
  }

  @Test func thePackageHoldsWhatATheme() {
    let bytes = (try? OfficeThemeFormat().encode(GoldenPalette.palette)) ?? []
    let archive = try? ZipArchive(bytes, format: "office-theme")
    #expect(
      archive?.entries.map(\.name) == [
        "[Content_Types].xml", "_rels/.rels", "theme/theme/themeManager.xml",
        "theme/theme/_rels/themeManager.xml.rels", "theme/theme/theme1.xml",
      ])
  }

  static let oracle = """
    import json, sys, zipfile, xml.etree.ElementTree as ET
    A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
    z = zipfile.ZipFile(sys.argv[1])
    assert z.testzip() is None
    types = ET.fromstring(z.read("[Content_Types].xml"))
    rels = ET.fromstring(z.read("_rels/.rels"))
    target = rels[0].get("Target")
    manager_rels = ET.fromstring(z.read("theme/theme/_rels/themeManager.xml.rels"))
    theme_part = "theme/theme/" + manager_rels[0].get("Target")
    declared = [o.get("PartName") for o in types if o.get("ContentType", "").endswith("theme+xml")]
    theme = ET.fromstring(z.read(theme_part))
    elements = theme.find(A + "themeElements")
    scheme = elements.find(A + "clrScheme")
    out = {
      "target": target, "declared": declared, "part": theme_part,
      "children": [c.tag.replace(A, "") for c in elements],
      "name": scheme.get("name"),
      "roles": [[c.tag.replace(A, ""), c[0].get("val")] for c in scheme],
      "fills": len(elements.find(A + "fmtScheme").find(A + "fillStyleLst")),
    }
    try:
      import io, pptx
      from pptx.opc.constants import RELATIONSHIP_TYPE as RT
      prs = pptx.Presentation()
      master = prs.slide_masters[0]
      part = master.part.part_related_by(RT.THEME)
      part._blob = z.read(theme_part)
      buffer = io.BytesIO()
      prs.save(buffer)
      again = pptx.Presentation(io.BytesIO(buffer.getvalue()))
      blob = again.slide_masters[0].part.part_related_by(RT.THEME).blob
      check = ET.fromstring(blob).find(A + "themeElements").find(A + "clrScheme")
      out["pptx"] = [c[0].get("val") for c in check]
    except ImportError:
      out["pptx"] = None
    print(json.dumps(out))
    """

  /// The package as Python's zipfile and ElementTree read it, and, when python-pptx is
  /// installed, as the theme of a presentation python-pptx saves and opens again.
  @Test(.enabled(if: ExternalTool.path("python3") != nil, "needs python3"))
  func pythonReadsThePackage() throws {
    let bytes = try OfficeThemeFormat().encode(GoldenPalette.palette)
    let url = FileManager.default.temporaryDirectory.appending(
      path: "office-theme-oracle-\(ProcessInfo.processInfo.processIdentifier).thmx")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let output = try ExternalTool.pythonOutput(Self.oracle, [url.path])
    struct Reading: Decodable {
      var target: String
      var declared: [String]
      var part: String
      var children: [String]
      var name: String
      var roles: [[String]]
      var fills: Int
      var pptx: [String]?
    }
    let reading = try JSONDecoder().decode(Reading.self, from: Data(output))
    #expect(reading.target == "theme/theme/themeManager.xml")
    #expect(reading.declared == ["/theme/theme/theme1.xml"])
    #expect(reading.part == "theme/theme/theme1.xml")
    #expect(reading.children == ["clrScheme", "fontScheme", "fmtScheme"])
    #expect(reading.name == "Brand Book")
    #expect(reading.roles.map { $0[0] } == OfficeThemeRole.allCases.map(\.rawValue))
    #expect(reading.fills == 3)
    let written = try OfficeThemeFormat().decode(bytes).palette.allSwatches.map {
      String($0.color.rgba8.hexString().dropFirst())
    }
    #expect(reading.roles.map { $0[1] } == written)
    if let pptx = reading.pptx {
      #expect(pptx == written)
    } else {
      print("python-pptx is not installed: the presentation check was skipped")
    }
  }
}
