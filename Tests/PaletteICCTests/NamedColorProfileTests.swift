import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteICC

/// colord's two named-colour profiles read as palettes, checked against an independent
/// reading (`Tests/Oracle/icc/read_ncl2.py`, Python's `struct`).
@Suite struct NamedColorProfileTests {
  /// One colour of the independent reading.
  struct Color: Decodable {
    var name: String
    var pcs: [Double]
    var device: [Double]
  }

  /// One profile of the independent reading.
  struct Reading: Decodable {
    var version: Int
    var pcs: String
    var colors: [Color]
  }

  static let readings: [String: Reading] = {
    let bytes = Fixtures.bytes("oracle/icc-named-colors.json")
    return (try? JSONDecoder().decode([String: Reading].self, from: Data(bytes))) ?? [:]
  }()

  @Test(arguments: ["colord-x11-colors.icc", "colord-Crayons.icc"])
  func namesLabAndDeviceValuesAgree(_ file: String) throws {
    let reading = try #require(NamedColorProfileTests.readings[file])
    let bytes = Fixtures.bytes("icc/" + file)
    let format = ICCNamedColorFormat()
    #expect(format.sniff(bytes[...]) == .strong)
    let palette = try format.decode(bytes).palette
    let swatches = palette.groups.flatMap(\.swatches)
    #expect(swatches.count == reading.colors.count)
    let profile = try ICCProfile(bytes: bytes)
    for (index, (swatch, expected)) in zip(swatches, reading.colors).enumerated() {
      #expect(swatch.name == expected.name)
      #expect(swatch.kind == .spot)
      let lab = swatch.color.components.values.map(Double.init)
      for channel in 0..<3 {
        // Stored as Float: within a Float's rounding of the value.
        #expect(abs(lab[channel] - expected.pcs[channel]) < 1e-4, "\(expected.name)")
      }
      let named = profile.namedColors[index]
      #expect(named.device.count == expected.device.count)
      for (mine, theirs) in zip(named.device, expected.device) {
        #expect(abs(mine - theirs) < 1e-12)
      }
    }
  }

  @Test func x11ColorsMatchTheirCSSNames() throws {
    // Independent of both readings: X11 "Crimson" is #DC143C (CSS Color 4); the profile stores
    // its Lab to within its own rounding.
    let palette = try ICCNamedColorFormat().decode(Fixtures.bytes("icc/colord-x11-colors.icc"))
      .palette
    let crimson = try #require(palette.groups.flatMap(\.swatches).first { $0.name == "Crimson" })
    let expected = PaletteColor(.srgb(red: 220 / 255, green: 20 / 255, blue: 60 / 255)).labValues
    #expect(ColorMath.deltaE2000(crimson.color.labValues, expected) < 2)
  }

  @Test func otherProfilesAreNotPalettes() throws {
    let bytes = Fixtures.bytes("icc/colord-sRGB.icc")
    #expect(ICCNamedColorFormat().sniff(bytes[...]) == .none)
    let error = try #require(throws: PaletteError.self) { try ICCNamedColorFormat().decode(bytes) }
    #expect(error.kind == .invalidValue)
  }
}
