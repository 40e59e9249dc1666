import Foundation
import PaletteCore
import PaletteMaterialTheme
import PaletteThemes
import TestSupport
import Testing

@Suite struct MaterialThemeTests {
  static let format = MaterialThemeFormat()
  static let realFiles = ["life-chest.json", "jmsr.json", "ab-nextjs-theme.json"]

  /// Each real export read by palconv agrees with the same file read by Foundation's JSON
  /// parser: every role of every scheme, every core colour, every tone.
  @Test(arguments: realFiles)
  func realExportsReadAsWritten(_ file: String) throws {
    let bytes = Fixtures.bytes("material-theme/real/\(file)")
    #expect(Self.format.sniff(bytes[...]) == .strong)
    let decoded = try Self.format.decode(bytes)
    #expect(decoded.warnings.isEmpty, "\(decoded.warnings)")
    let palette = decoded.palette
    let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let schemes = try #require(json["schemes"] as? [String: [String: String]])
    func group(_ name: String) throws -> [String: Swatch] {
      let found = try #require(palette.groups.first { $0.name == name }, "\(name)")
      return Dictionary(uniqueKeysWithValues: found.swatches.map { ($0.name!, $0) })
    }
    let scheme = try group("scheme")
    let medium = try group("scheme-medium-contrast")
    for (name, roles) in schemes {
      for (role, hex) in roles {
        let color: PaletteColor?
        switch name {
        case "light": color = scheme[role]?.color
        case "dark": color = scheme[role]?.appearances[.dark]
        case "light-high-contrast": color = scheme[role]?.appearances[.highContrastLight]
        case "dark-high-contrast": color = scheme[role]?.appearances[.highContrastDark]
        case "light-medium-contrast": color = medium[role]?.color
        default: color = medium[role]?.appearances[.dark]
        }
        #expect(color?.rgba8.hexString() == hex.uppercased(), "\(file) \(name) \(role)")
      }
    }
    #expect(scheme.count == 49)
    let core = try group("core")
    #expect(core["seed"]?.color.rgba8.hexString() == (json["seed"] as? String)?.uppercased())
    for (role, hex) in try #require(json["coreColors"] as? [String: String]) {
      #expect(core["core-\(role)"]?.color.rgba8.hexString() == hex.uppercased())
    }
    for (name, tones) in try #require(json["palettes"] as? [String: [String: String]]) {
      let tonal = try group("palette-\(name)")
      #expect(tonal.count == tones.count)
      for (tone, hex) in tones {
        #expect(tonal["\(name)-\(tone)"]?.color.rgba8.hexString() == hex.uppercased())
      }
    }
    #expect(palette.description == json["description"] as? String)
  }

  /// Written again, a real export has the same content: the same members, schemes, roles and
  /// colours (Foundation's parser compares them).
  @Test(arguments: realFiles)
  func realExportsRoundTrip(_ file: String) throws {
    let bytes = Fixtures.bytes("material-theme/real/\(file)")
    let written = try Self.format.encode(try Self.format.decode(bytes).palette)
    let original = try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary
    let again = try JSONSerialization.jsonObject(with: Data(written)) as? NSDictionary
    func uppercased(_ object: Any) -> Any {
      if let text = object as? String, text.hasPrefix("#") { return text.uppercased() }
      if let dictionary = object as? [String: Any] { return dictionary.mapValues(uppercased) }
      if let array = object as? [Any] { return array.map(uppercased) }
      return object
    }
    #expect(
      (uppercased(original as Any) as? NSDictionary) == (uppercased(again as Any) as? NSDictionary),
      "\(file)")
    // And the bytes are stable: writing what was read back gives the same bytes.
    #expect(try Self.format.encode(try Self.format.decode(written).palette) == written)
  }

  /// A theme made by palconv is written with its roles in every scheme it has and the tonal
  /// palettes of its seed, and reads back with the same colours in every appearance.
  @Test func aPalconvThemeWritesAndReadsBack() throws {
    let seed = RGBA8(red: 0x67, green: 0x50, blue: 0xA4)
    let theme = MaterialTheme(seed: seed).palette
    let written = try Self.format.encode(theme)
    let read = try Self.format.decode(written).palette
    let scheme = try #require(read.groups.first { $0.name == "scheme" })
    #expect(scheme.swatches.count == 49)
    for swatch in theme.groups.filter({ $0.name != "core" }).flatMap(\.swatches) {
      let key = MaterialRoleKey.camel(swatch.name!)
      let back = try #require(scheme.swatches.first { $0.name == key }, "\(key)")
      #expect(back.color.rgba8 == swatch.color.rgba8)
      for appearance in Appearance.allCases {
        #expect(back.color(for: appearance).rgba8 == swatch.color(for: appearance).rgba8)
      }
    }
    let primaryTones = try #require(read.groups.first { $0.name == "palette-primary" })
    let tonal = MaterialScheme(seed: seed).primaryPalette
    #expect(primaryTones.swatches.count == 18)
    #expect(
      primaryTones.swatches.first { $0.name == "primary-40" }?.color.rgba8
        == tonal.tone(40))
    let core = try #require(read.groups.first { $0.name == "core" })
    #expect(core.swatches.first { $0.name == "seed" }?.color.rgba8 == seed)
  }

  /// Any palette can be written: its swatches become scheme entries under their own names,
  /// with their dark and high-contrast colours, and read back as they were.
  @Test func aPaletteWithoutRolesBecomesSchemeEntries() throws {
    var dark = Swatch(name: "Ink", color: .srgb8(10, 20, 30))
    dark.appearances[.dark] = .srgb8(240, 240, 240)
    let palette = Palette(groups: [
      PaletteGroup(name: "Brand", swatches: [Swatch(name: "Brand", color: .srgb8(1, 2, 3)), dark]),
      PaletteGroup(name: "Extra", swatches: [Swatch(name: "Brand", color: .srgb8(4, 5, 6))]),
    ])
    let written = try Self.format.encode(palette)
    let text = String(decoding: written, as: UTF8.self)
    #expect(!text.contains("\"seed\""), "no seed is made up")
    #expect(!text.contains("\"palettes\""))
    let read = try Self.format.decode(written).palette
    #expect(read.groups.map(\.name) == ["scheme"])
    let swatches = read.allSwatches
    #expect(swatches.map(\.name) == ["Brand", "Ink", "Brand-2"])
    #expect(swatches[1].appearances[.dark]?.rgba8.hexString() == "#F0F0F0")
    // A swatch without a dark colour is written with the one it falls back to.
    #expect(swatches[0].color(for: .dark).rgba8.hexString() == "#010203")
    let names = try #require(Self.format.writtenNames(of: palette))
    #expect(names.swatches == ["Brand", "Ink", "Brand-2"])
    #expect(names.groups == ["scheme", "scheme"])
  }

  @Test func badInputIsAnErrorWithAPosition() {
    let cases: [(String, String)] = [
      ("[]", "a Material Theme Builder export is a JSON object"),
      ("{\"seed\": 12}", "a colour must be a string"),
      ("{\"seed\": \"#12345\"}", "a colour must be '#RRGGBB'"),
      ("{\"schemes\": []}", "\"schemes\" must be an object"),
      ("{\"schemes\": {\"light\": {\"primary\": \"red\"}}}", "a colour must be '#RRGGBB'"),
      ("{\"extendedColors\": [{\"name\": \"x\"}]}", "a custom colour has no \"color\""),
      ("{\"palettes\": {\"primary\": 3}}", "\"palettes.primary\" must be an object"),
    ]
    for (text, message) in cases {
      do {
        _ = try Self.format.decode(Array(text.utf8))
        Issue.record("\(text) decoded")
      } catch {
        #expect(error.message.contains(message), "\(text): \(error.message)")
        #expect(error.location != nil, "\(text)")
      }
    }
    // Every prefix of a real export decodes or fails with a position.
    EveryPrefix.check(
      Fixtures.bytes("material-theme/real/jmsr.json"), step: 97, with: Self.format)
  }

  @Test func whatTheModelCannotKeepIsReported() throws {
    let text = """
      {"seed": "#6750A4", "coreColors": {"primary": "#6750A4"},
       "extendedColors": [{"name": "Brand", "color": "#B5264C", "description": "logo red",
         "harmonized": true}],
       "schemes": {"light": {"primary": "#65558F"}, "sepia": {"primary": "#000000"}},
       "tokens": 1}
      """
    let decoded = try Self.format.decode(Array(text.utf8))
    let codes = decoded.warnings.map(\.code)
    #expect(codes.contains("material-theme.extended-details"))
    #expect(codes.contains("material-theme.unknown-scheme"))
    #expect(codes.contains("material-theme.unknown-member"))
    let extended = try #require(decoded.palette.groups.first { $0.name == "extended" })
    #expect(extended.swatches.first?.name == "Brand")
    #expect(extended.swatches.first?.color.rgba8.hexString() == "#B5264C")
  }
}

/// A role's camelCase key from palconv's kebab-case name, written here on its own.
enum MaterialRoleKey {
  static func camel(_ name: String) -> String {
    let parts = name.split(separator: "-")
    return String(parts[0])
      + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
