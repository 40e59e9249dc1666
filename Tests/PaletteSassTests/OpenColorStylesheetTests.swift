import PaletteCore
import TestSupport
import Testing

@testable import PaletteSass

/// Open Color ships its palette as a Sass map per hue, a Less list per hue and a Stylus hash
/// per hue, each followed by one variable per entry (`map-get`, `extract`, a subscript). Each
/// of the three must read as the 132 colours the project publishes in `open-color.json`, named
/// as its variables, one swatch per colour.
@Suite struct OpenColorStylesheetTests {
  /// The published colours, `oc-white`, `oc-black`, then `oc-HUE-INDEX` in the file's order,
  /// read from `open-color.json`, kept as `Fixtures/sass/open-color-published.json` (the same release as the style sheets).
  static func publishedColours() throws -> [(name: String, hex: String)] {
    let text = String(decoding: Fixtures.bytes("sass/open-color-published.json"), as: UTF8.self)
    var colours: [(name: String, hex: String)] = []
    for match in text.matches(of: #/"(\w+)": (?:"(#[0-9a-f]{6})"|\[([^\]]*)\])/#) {
      let name = String(match.output.1)
      if let hex = match.output.2 {
        colours.append(("oc-\(name)", hex.uppercased()))
      } else if let list = match.output.3 {
        let values = list.matches(of: #/#[0-9a-f]{6}/#).map { String($0.output).uppercased() }
        for (index, hex) in values.enumerated() { colours.append(("oc-\(name)-\(index)", hex)) }
      }
    }
    return colours
  }

  @Test(arguments: ["open-color.scss", "open-color.less", "open-color.styl"])
  func readsThePublishedColours(file: String) throws {
    let published = try Self.publishedColours()
    #expect(published.count == 132)
    let format: any PaletteDecoder =
      switch file.split(separator: ".").last {
      case "scss": SCSSFormat()
      case "less": LessFormat()
      default: StylusFormat()
      }
    let decoded = try format.decode(Fixtures.bytes("sass/real/\(file)"))
    let read = decoded.palette.groups.flatMap(\.swatches).map {
      ($0.name ?? "", $0.color.rgba8.hexString(includeAlpha: false))
    }
    #expect(read.map(\.0) == published.map(\.name))
    #expect(read.map(\.1) == published.map(\.hex))
    #expect(
      decoded.palette.groups.compactMap(\.name).prefix(3) == ["oc-gray", "oc-red", "oc-pink"])
    #expect(!decoded.warnings.contains { $0.code.hasSuffix("undefined-entry") })
  }

  /// Stylus's `rgba($colour, alpha)`, as Quasar's variables use it.
  @Test func stylusAlphaOfAVariable() throws {
    let decoded = try StylusFormat().decode(
      Array("$shadow-color ?= #000\n$umbra ?= rgba($shadow-color, .2)\n".utf8))
    let umbra = try #require(decoded.palette.groups.first?.swatches.last)
    #expect(umbra.name == "$umbra")
    #expect(umbra.color.alpha == 0.2)
    #expect(decoded.warnings.isEmpty)
  }
}
