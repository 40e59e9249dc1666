import PaletteCore
import PaletteKit
import PaletteXcassets
import TestSupport
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct XcassetsReadingTests {
  static func tree(_ folder: String) throws -> FileTree {
    try PaletteFolder.files(
      at: Fixtures.root.appending(path: folder).path, fileNamed: "Contents.json")
  }

  @Test func readsTheComponentFormsXcodeWrites() throws {
    let decoded = try XcassetsFormat().decodeFolder(Self.tree("xcassets/Forms.xcassets"))
    let palette = decoded.palette
    #expect(palette.groups.map(\.name) == [nil, "Brand", nil])
    #expect(palette.groups[0].swatches == [Swatch(name: "Ambiguous", color: .srgb(1, 0, 0))])
    #expect(
      palette.groups[1].swatches == [
        Swatch(
          name: "Dark/Surface", color: .srgb8(0xEE, 0xEE, 0xEE),
          appearances: [.dark: .srgb8(0x11, 0x11, 0x11)]),
        Swatch(name: "P3", color: PaletteColor(.displayP3(red: 1, green: 0.5, blue: 0.25))),
      ])
    let rest = palette.groups[2].swatches
    #expect(rest.map(\.name) == ["Extended", "Float", "Gray", "Hex", "Integer", "Linear"])
    #expect(rest[0].color == .srgb(1.2, 0.5, -0.1))
    #expect(rest[1].color == .srgb(0.6, 0.4, 0.2))
    let gray = Float(ColorMath.linearToSRGB(pow(0.5 as Double, 2.2 as Double)))
    #expect(rest[2].color == PaletteColor(.gray(gray)))
    #expect(abs(gray - 0.5036) < 0.001)
    #expect(rest[3].color == .srgb8(255, 128, 0))
    #expect(
      rest[4].color
        == PaletteColor(
          .srgb(
            red: PaletteColor.unitValue(byte: 128), green: PaletteColor.unitValue(byte: 1), blue: 0),
          alpha: 0.5))
    #expect(rest[5].color.rgba8 == RGBA8(red: 255, green: 128, blue: 0))
    #expect(
      decoded.warnings.map(\.code) == [
        "xcassets.no-color", "xcassets.ambiguous-integer", "xcassets.system-color",
      ])
    #expect(
      decoded.warnings.map(\.path) == [
        "AccentColor.colorset/Contents.json", "Ambiguous.colorset/Contents.json",
        "System.colorset/Contents.json",
      ])
  }

  /// Xcode's "Any, Dark" with "High Contrast": four entries, plus an iPhone-only one that is
  /// not an appearance; and a second high-contrast entry that repeats one.
  @Test func readsLuminosityAndContrastVariants() throws {
    let decoded = try XcassetsFormat().decodeFolder(Self.tree("xcassets/Appearances.xcassets"))
    #expect(
      decoded.palette.allSwatches == [
        Swatch(
          name: "Label", color: .srgb8(0x20, 0x20, 0x20),
          appearances: [
            .dark: .srgb8(0xE0, 0xE0, 0xE0), .highContrastLight: .srgb8(0, 0, 0),
            .highContrastDark: PaletteColor(.displayP3(red: 1, green: 1, blue: 1)),
          ]),
        Swatch(
          name: "Tint", color: .srgb8(0x00, 0x7A, 0xFF),
          appearances: [.highContrastLight: .srgb8(0x00, 0x40, 0xDD)]),
      ])
    #expect(
      decoded.warnings.map(\.code) == ["xcassets.dropped-variant", "xcassets.dropped-variant"])
    #expect(
      decoded.warnings.map(\.location) == [.text(line: 73, column: 5), .text(line: 37, column: 5)])
    #expect(
      decoded.warnings.map(\.path) == [
        "Label.colorset/Contents.json", "Tint.colorset/Contents.json",
      ])
    #expect(decoded.warnings[0].message.contains("iphone"))
    #expect(decoded.warnings[1].message.contains("the high variant"))
  }

  @Test func acceptsATreeThatIncludesTheCatalogFolder() throws {
    let inner = try Self.tree("xcassets/Forms.xcassets")
    var outer = FileTree()
    for (path, bytes) in inner.files { outer.files["Forms.xcassets/" + path] = bytes }
    let decoded = try XcassetsFormat().decodeFolder(outer)
    #expect(decoded.palette == (try XcassetsFormat().decodeFolder(inner)).palette)
    #expect(decoded.warnings.first?.path == "Forms.xcassets/AccentColor.colorset/Contents.json")
  }

  struct ComponentCase: CustomTestStringConvertible, Sendable {
    var red: String
    var green: String
    var blue: String
    var expected: [Float]
    var testDescription: String { "\(red), \(green), \(blue)" }
  }

  @Test(arguments: [
    ComponentCase(red: "0.500", green: "0.000", blue: "1.000", expected: [0.5, 0, 1]),
    ComponentCase(red: "0x80", green: "0x00", blue: "0xff", expected: [128 / 255, 0, 1]),
    ComponentCase(red: "128", green: "0", blue: "255", expected: [128 / 255, 0, 1]),
    ComponentCase(red: "128", green: "1", blue: "0", expected: [128 / 255, 1 / 255, 0]),
    ComponentCase(red: "1", green: "0.5", blue: "0", expected: [1, 0.5, 0]),
    ComponentCase(red: " 0.25 ", green: "1e-1", blue: "0X0A", expected: [0.25, 0.1, 10 / 255]),
  ])
  func componentNotations(_ testCase: ComponentCase) throws {
    let json = """
      {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components":
        {"red": "\(testCase.red)", "green": "\(testCase.green)", "blue": "\(testCase.blue)", "alpha": "1.000"}}}]}
      """
    let decoded = try XcassetsFormat().decode(Array(json.utf8))
    let values = decoded.palette.allSwatches.first?.color.components.values ?? []
    #expect(
      values == testCase.expected.map { Float(Double($0)) }
        || zip(values, testCase.expected).allSatisfy { abs($0 - $1) < 1e-6 })
    #expect(decoded.palette.allSwatches.first?.name == nil)
  }

  @Test func eightBitFormsGiveTheCanonicalBits() throws {
    for text in ["\"0x80\"", "\"128\""] {
      let json = """
        {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
          "components": {"red": \(text), "green": \(text), "blue": "0x02", "alpha": "1.000"}}}]}
        """
      let color = try XcassetsFormat().decode(Array(json.utf8)).palette.allSwatches.first?.color
      #expect(color == .srgb8(128, 128, 2))
    }
  }

  @Test func invalidComponentsAreSkippedWithAWarning() throws {
    let text = """
      {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
        "components": {"red": "0x1FF", "green": "0", "blue": "0"}}}]}
      """
    let error = #expect(throws: PaletteError.self) { try XcassetsFormat().decode(Array(text.utf8)) }
    #expect(error?.kind == .unrepresentable)
  }

  @Test func malformedJSONHasItsPathAndPosition() throws {
    var tree = try Self.tree("xcassets/Forms.xcassets")
    tree.files["Broken.colorset/Contents.json"] = Array("{\n  \"colors\" : [\n    {,\n".utf8)
    let error = #expect(throws: PaletteError.self) { try XcassetsFormat().decodeFolder(tree) }
    #expect(error?.kind == .syntax)
    #expect(error?.path == "Broken.colorset/Contents.json")
    #expect(error?.location == .text(line: 3, column: 6))
  }

  @Test func sniffsColorSets() {
    let format = XcassetsFormat()
    #expect(
      format.sniff(Fixtures.bytes("xcassets/Forms.xcassets/Hex.colorset/Contents.json")[...])
        == .strong)
    #expect(format.sniff(Fixtures.bytes("xcassets/Forms.xcassets/Contents.json")[...]) == .weak)
    #expect(format.sniff(Array("GIMP Palette\n".utf8)[...]) == .none)
  }
}
