import PaletteArchive
import PaletteCore
import TestSupport
import Testing

@testable import PaletteOffice

/// Office themes as PowerPoint saves them, and colour schemes as XML.
@Suite struct OfficeThemeReadingTests {
  @Test(arguments: ["Catppuccin-Latte.thmx", "Catppuccin-Mocha.thmx"])
  func realThemesSniffAndDecode(_ name: String) throws {
    let bytes = Fixtures.bytes("office-theme/real/\(name)")
    #expect(OfficeThemeFormat().sniff(bytes.prefix(4096)) == .strong)
    #expect(OfficeThemeXMLFormat().sniff(bytes.prefix(4096)) == .none)
    let decoded = try OfficeThemeFormat().decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.allSwatches.map(\.name) == OfficeThemeRole.allCases.map(\.rawValue))
  }

  /// Catppuccin Latte's colours as the Catppuccin project publishes them (catppuccin/palette):
  /// Text, Base, Blue, Peach, Overlay 2, Yellow, Sapphire, Green, Pink; the theme's last role
  /// holds #8838EF, one step from the published Mauve (#8839EF).
  @Test func latteHoldsCatppuccinsPublishedColours() throws {
    let decoded = try OfficeThemeFormat().decode(
      Fixtures.bytes("office-theme/real/Catppuccin-Latte.thmx"))
    #expect(decoded.palette.name == "Cattpuccin Latte")
    #expect(
      decoded.palette.allSwatches.map { $0.color.rgba8.hexString() } == [
        "#4C4F69", "#4C4F69", "#EFF1F5", "#EFF1F5", "#1E66F5", "#FE640B", "#7C7F93", "#DF8E1D",
        "#209FB5", "#40A02B", "#EA76CB", "#8838EF",
      ])
  }

  @Test func theThemePartReadsAsXML() throws {
    let bytes = Fixtures.bytes("office-theme-xml/real/Catppuccin-Mocha-theme1.xml")
    #expect(OfficeThemeXMLFormat().sniff(bytes.prefix(4096)) == .strong)
    let asXML = try OfficeThemeXMLFormat().decode(bytes)
    let asTheme = try OfficeThemeFormat().decode(
      Fixtures.bytes("office-theme/real/Catppuccin-Mocha.thmx"))
    #expect(asXML.palette == asTheme.palette)
    // The thmx decoder reads plain XML too.
    #expect(try OfficeThemeFormat().decode(bytes).palette == asXML.palette)
  }

  /// Office's own scheme (dk1 and lt1 as system colours, as Office writes them).
  static let officeScheme = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <a:clrScheme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office">
    <a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1>
    <a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1>
    <a:dk2><a:srgbClr val="44546A"/></a:dk2><a:lt2><a:srgbClr val="E7E6E6"/></a:lt2>
    <a:accent1><a:srgbClr val="4472C4"/></a:accent1><a:accent2><a:srgbClr val="ED7D31"/></a:accent2>
    <a:accent3><a:srgbClr val="A5A5A5"/></a:accent3><a:accent4><a:srgbClr val="FFC000"/></a:accent4>
    <a:accent5><a:srgbClr val="5B9BD5"/></a:accent5><a:accent6><a:srgbClr val="70AD47"/></a:accent6>
    <a:hlink><a:srgbClr val="0563C1"/></a:hlink><a:folHlink><a:srgbClr val="954F72"/></a:folHlink>
    </a:clrScheme>
    """

  @Test func systemColoursReadAsTheirLastValueWithAWarning() throws {
    let decoded = try OfficeThemeXMLFormat().decode(Array(Self.officeScheme.utf8))
    #expect(decoded.palette.name == "Office")
    #expect(decoded.warnings.map(\.code) == ["office-theme.system-color"])
    #expect(decoded.warnings.first?.message.hasPrefix("dk1, lt1 are system colours") == true)
    let colors = decoded.palette.allSwatches.map { $0.color.rgba8 }
    #expect(colors == OfficeThemeRole.allCases.map(\.defaultColor))
    #expect(decoded.palette.allSwatches[2].location == .text(line: 5, column: 1))
  }

  @Test func otherColourElementsAndChanges() throws {
    let xml = """
      <a:clrScheme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="">
      <a:dk1><a:scrgbClr r="0" g="0" b="100000"/></a:dk1>
      <a:lt1><a:hslClr hue="7200000" sat="100000" lum="50000"/></a:lt1>
      <a:dk2><a:srgbClr val="336699"><a:alpha val="50000"/><a:lumMod val="75000"/></a:srgbClr></a:dk2>
      </a:clrScheme>
      """
    let decoded = try OfficeThemeXMLFormat().decode(Array(xml.utf8))
    #expect(decoded.palette.name == nil)
    let swatches = decoded.palette.allSwatches
    #expect(
      swatches.map { $0.color.rgba8.hexString(includeAlpha: true) } == [
        "#0000FFFF", "#00FF00FF", "#33669980",
      ])
    #expect(decoded.warnings.map(\.code) == ["office-theme.transform"])
  }

  static let badCases: [BadInputCase] = [
    BadInputCase(
      name: "another root", text: #"<resources><color name="a">#fff</color></resources>"#,
      kind: .invalidSignature,
      message:
        "not an Office theme: the root element is <resources>, not a DrawingML <a:theme> or "
        + "<a:clrScheme>", location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "short hex",
      text: """
        <a:clrScheme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="x">
        <a:dk1><a:srgbClr val="FFF"/></a:dk1></a:clrScheme>
        """, kind: .invalidValue,
      message: "val=\"FFF\" of <a:srgbClr> is not six hex digits",
      location: .text(line: 2, column: 24)),
    BadInputCase(
      name: "preset colour",
      text: """
        <a:clrScheme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="x">
        <a:dk1><a:prstClr val="black"/></a:dk1></a:clrScheme>
        """, kind: .invalidValue, location: .text(line: 2, column: 8)),
    BadInputCase(
      name: "empty role",
      text: """
        <a:clrScheme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="x">
        <a:dk1/></a:clrScheme>
        """, kind: .invalidValue, message: "<a:dk1> holds no colour",
      location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "theme without a scheme",
      text: """
        <a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="x">
        <a:themeElements/></a:theme>
        """, kind: .invalidValue, message: "the theme has no colour scheme (<a:clrScheme>)",
      location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "cut short",
      text:
        #"<a:clrScheme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:dk1>"#,
      kind: .unexpectedEndOfInput),
  ]

  @Test(arguments: badCases)
  func badXMLIsAnError(_ item: BadInputCase) {
    item.expectRefused(format: "office-theme-xml") { _ = try OfficeThemeXMLFormat().decode($0) }
  }

  @Test func aZipWithoutAThemePartIsAnError() {
    var writer = ZipWriter()
    writer.add("word/document.xml", Array("<w:document/>".utf8))
    let error = #expect(throws: PaletteError.self) {
      _ = try OfficeThemeFormat().decode(writer.finish())
    }
    #expect(error?.kind == .invalidSignature)
  }

  @Test func badXMLInsideAPackageNamesThePart() {
    var writer = ZipWriter()
    writer.add(
      "theme/theme/theme1.xml",
      Array(#"<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><"#.utf8))
    let error = #expect(throws: PaletteError.self) {
      _ = try OfficeThemeFormat().decode(writer.finish())
    }
    #expect(error?.message.hasPrefix("theme/theme/theme1.xml: ") == true)
    #expect(error?.location != nil)
  }

  @Test func everyPrefixAndFlippedByteOfAPackageIsHandled() {
    let bytes = try? OfficeThemeFormat().encode(GoldenPalette.palette)
    guard let bytes else { return }
    for length in 0..<bytes.count {
      do {
        _ = try OfficeThemeFormat().decode(Array(bytes[..<length]))
      } catch {
        #expect(error.location != nil, "prefix \(length)")
      }
    }
    for index in stride(from: 0, to: bytes.count, by: 3) {
      var copy = bytes
      copy[index] ^= 0xA5
      do {
        _ = try OfficeThemeFormat().decode(copy)
      } catch {
        #expect(error.location != nil, "byte \(index)")
      }
    }
  }
}
