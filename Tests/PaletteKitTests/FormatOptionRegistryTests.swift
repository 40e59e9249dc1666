import PaletteCore
import PaletteGPL
import PaletteHex
import PaletteSheet
import Testing

@testable import PaletteKit

/// Format options are declared by the formats and collected by the registry.
@Suite struct FormatOptionRegistryTests {
  let registry = FormatRegistry.builtIn

  @Test func theRegistryCollectsEveryFormatsOptionsOnce() {
    #expect(
      registry.options.map(\.name) == [
        "clr-calibrated-as", "xcassets-namespace", "gpl-alpha", "css-syntax", "css-dark",
        "hex-prefix", "hex-case", "hex-names", "hex-alpha", "alpha-order", "aco-gray", "pal-bits",
        "png-swatch-size", "png-columns", "swift-type", "swift-access",
        "js-module", "sheet-columns", "sheet-contrast", "sheet-simulate",
      ])
    #expect(registry.option(named: "sheet-columns")?.formats == ["html", "svg"])
    #expect(registry.option(named: "sheet-contrast")?.formats == ["html", "svg"])
    #expect(registry.option(named: "gpl-alpha")?.formats == ["gpl"])
    #expect(registry.option(named: "alpha-order")?.option.use == .readingAndWriting)
    #expect(
      registry.option(named: "hex-case")?.option.value
        == .choice(["upper", "lower"], named: "case"))
    #expect(registry.option(named: "no-such") == nil)
    #expect(FormatRegistry(formats: [ASEFormatStub.ase]).options.isEmpty)
  }

  @Test func applicabilityFollowsReadingAndWriting() throws {
    let order = try #require(registry.option(named: "alpha-order"))
    #expect(order.applies(reading: "hex", writing: "json"))
    #expect(order.applies(reading: "gpl", writing: "hex"))
    #expect(!order.applies(reading: "gpl", writing: "json"))
    let alpha = try #require(registry.option(named: "gpl-alpha"))
    #expect(alpha.applies(reading: nil, writing: "gpl"))
    #expect(!alpha.applies(reading: "gpl", writing: "json"))
  }

  @Test func settingsConfigureEveryFormatThatDeclaresTheOption() throws {
    let configured = try registry.configured(with: [
      try SheetOptionsProbe.columns.setting("3"), try GPLFormat.alphaOption.setting(nil),
      try HexListFormat.orderOption.setting("argb"),
    ])
    #expect((configured.format(named: "html") as? SheetFormat)?.columns == 3)
    #expect((configured.format(named: "svg") as? SheetFormat)?.columns == 3)
    #expect((configured.format(named: "gpl") as? GPLFormat)?.includeAlpha == true)
    #expect((configured.format(named: "hex") as? HexListFormat)?.alphaPosition == .first)
    #expect(configured.formats.map(\.identifier) == registry.formats.map(\.identifier))
    // The registry it came from is a value and keeps its defaults.
    #expect((registry.format(named: "gpl") as? GPLFormat)?.includeAlpha == false)
  }

  @Test func anOptionNoFormatDeclaresIsRefused() {
    let error = #expect(throws: FormatOptionError.self) {
      try registry.configured(with: [FormatSetting(option: "gpl-beta", value: .on)])
    }
    #expect(error?.reason == .undeclared)
    let direct = #expect(throws: FormatOptionError.self) {
      try GPLFormat().configured(with: FormatSetting(option: "hex-case", value: .choice("upper")))
    }
    #expect(direct?.reason == .unknownOption(format: "gpl"))
  }

  @Test(arguments: [
    ("hex-case", "title", FormatOptionError.Reason.notAChoice(["upper", "lower"])),
    ("sheet-columns", "13", .notInRange(1...12)),
    ("sheet-columns", "two", .notInRange(1...12)),
    ("swift-type", "", .empty),
  ])
  func valuesAreCheckedAgainstTheDeclaration(
    _ name: String, _ value: String, _ reason: FormatOptionError.Reason
  ) throws {
    let option = try #require(registry.option(named: name)).option
    let error = #expect(throws: FormatOptionError.self) { try option.setting(value) }
    #expect(error == FormatOptionError(option: name, value: value, reason: reason))
  }

  @Test func flagsTakeNoValueAndValuesAreNeeded() throws {
    let flag = try #require(registry.option(named: "gpl-alpha")).option
    #expect(try flag.setting(nil) == FormatSetting(option: "gpl-alpha", value: .on))
    #expect(throws: FormatOptionError.self) { try flag.setting("yes") }
    let choice = try #require(registry.option(named: "css-syntax")).option
    #expect(throws: FormatOptionError.self) { try choice.setting(nil) }
    #expect(
      try choice.setting("oklch") == FormatSetting(option: "css-syntax", value: .choice("oklch")))
  }
}

/// A registry without configurable formats.
enum ASEFormatStub {
  static let ase = SniffStub(
    identifier: "ase", fileExtensions: ["ase"], magic: "ASEF", answer: .strong)
}

/// The sheets' shared option, as the registry lists it.
enum SheetOptionsProbe {
  static var columns: FormatOption { FormatRegistry.builtIn.option(named: "sheet-columns")!.option }
}
