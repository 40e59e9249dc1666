import Foundation
import PaletteBuiltins
import PaletteCore
import Testing

@Suite struct BuiltinPaletteTests {
  @Test func everyPaletteReadsWholeAndNamesAreUnique() {
    let identifiers = BuiltinPalette.all.map(\.identifier)
    #expect(Set(identifiers).count == identifiers.count)
    #expect(BuiltinPalette.all.count >= 40)
    for builtin in BuiltinPalette.all {
      let palette = builtin.palette
      #expect(palette.swatchCount > 0, "\(builtin.identifier)")
      #expect(!builtin.source.isEmpty && !builtin.licence.isEmpty)
      for group in palette.groups {
        let names = group.swatches.compactMap(\.name)
        #expect(names.count == group.swatches.count, "\(builtin.identifier)")
        #expect(Set(names).count == names.count, "\(builtin.identifier) \(group.name ?? "")")
      }
    }
    #expect(BuiltinPalette.named("builtin:okabe-ito") == BuiltinPalette.named("okabe-ito"))
    #expect(BuiltinPalette.named("okabe") == nil)
  }

  /// Values as their publishers print them in their documentation.
  @Test func publishedValues() throws {
    func hex(_ identifier: String, _ name: String) throws -> String {
      let palette = try #require(BuiltinPalette.named(identifier)).palette
      let swatch = try #require(palette.allSwatches.first { $0.name == name })
      return swatch.color.rgba8.hexString()
    }
    // Okabe and Ito's eight colours.
    let okabe = try #require(BuiltinPalette.named("okabe-ito")).palette.allSwatches
    #expect(
      okabe.map { $0.color.rgba8.hexString() } == [
        "#000000", "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7",
      ])
    #expect(try hex("css-named", "rebeccapurple") == "#663399")
    #expect(try hex("x11", "AliceBlue") == "#F0F8FF")
    #expect(try hex("tailwind-v3", "sky-500") == "#0EA5E9")
    #expect(try hex("tailwind-v3", "slate-950") == "#020617")
    #expect(try hex("open-color", "blue-6") == "#228BE6")
    #expect(try hex("tol-bright", "Blue") == "#4477AA")
    #expect(try hex("tol-muted", "Wine") == "#882255")
    // Tailwind v4 keeps OKLCH: red-500 is oklch(63.7% 0.237 25.331).
    let red500 = try #require(
      BuiltinPalette.named("tailwind-v4")?.palette.allSwatches.first { $0.name == "red-500" })
    #expect(red500.color == PaletteColor(.oklch(l: 0.637, c: 0.237, h: 25.331)))
    // Material 3's baseline, light and dark, as Material's documentation gives it.
    let baseline = try #require(BuiltinPalette.named("material-baseline")).palette.allSwatches
    let primary = try #require(baseline.first { $0.name == "primary" })
    #expect(primary.color.rgba8.hexString() == "#6750A4")
    #expect(primary.appearances[.dark]?.rgba8.hexString() == "#D0BCFF")
    #expect(try hex("material-baseline", "on-primary-container") == "#21005D")
    #expect(try hex("material-baseline", "surface") == "#FEF7FF")
    #expect(baseline.count == 47)
    // Radix: twelve steps, each with its dark colour.
    let blue = try #require(BuiltinPalette.named("radix/blue")).palette.allSwatches
    #expect(blue.count == 12)
    #expect(blue.allSatisfy { $0.appearances[.dark] != nil })
    #expect(blue[8].name == "blue9" && blue[8].color.rgba8.hexString() == "#0090FF")
    #expect(blue[0].appearances[.dark]?.rgba8.hexString() == "#0D1520")
  }

  /// The X11 names against the rgb.txt this machine has, read here on its own.
  @Test func x11AgreesWithTheSystemRGBText() throws {
    let path = "/usr/share/X11/rgb.txt"
    guard let data = FileManager.default.contents(atPath: path) else { return }
    var expected: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        .flatMap { $0.split(separator: "\t") }
      guard fields.count == 4, let r = Int(fields[0]), let g = Int(fields[1]),
        let b = Int(fields[2])
      else { continue }
      let hex =
        "#"
        + [r, g, b].map { String($0, radix: 16, uppercase: true) }
        .map { $0.count == 1 ? "0" + $0 : $0 }.joined()
      expected[String(fields[3])] = hex
    }
    let x11 = try #require(BuiltinPalette.named("x11")).palette.allSwatches
    #expect(x11.count == expected.count)
    for swatch in x11 {
      #expect(expected[swatch.name ?? ""] == swatch.color.rgba8.hexString(), "\(swatch.name ?? "")")
    }
  }
}
