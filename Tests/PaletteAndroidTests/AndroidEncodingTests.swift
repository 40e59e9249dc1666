import PaletteCore
import TestSupport
import Testing

@testable import PaletteAndroid

/// Writing `colors.xml`: exact bytes, valid names, round trips.
@Suite struct AndroidEncodingTests {
  @Test func goldenFile() throws {
    Golden.check(
      try AndroidColorsFormat().encode(GoldenPalette.palette), against: "android/golden/colors.xml")
  }

  @Test func roundTripIsExactForWhatTheFormatHolds() throws {
    let palette = Palette(
      name: "Brand -- Book ", description: "  two\nlines & more-",
      groups: [
        PaletteGroup(swatches: [
          Swatch(name: "red", color: .srgb8(255, 0, 0)),
          Swatch(name: "glass", color: .srgb8(1, 2, 3, alpha: 4)),
        ]),
        PaletteGroup(
          name: "Print <&> \"Web\"", swatches: [Swatch(name: "ink", color: .srgb8(9, 8, 7))]),
        PaletteGroup(name: "empty"),
        PaletteGroup(swatches: [Swatch(name: "after", color: .srgb8(0, 0, 0, alpha: 0))]),
      ])
    let format = AndroidColorsFormat()
    let decoded = try format.decode(try format.encode(palette))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette == palette)
  }

  /// Only what a resource name forbids changes: case and letters of any script are kept.
  @Test func namesBecomeValidResourceNames() {
    let names = AndroidResourceName.uniqueNames([
      "Ocean Blue", "Ocean_Blue", "9 Lives", "class", "Café crème", nil, "  ", "a--b__c",
      "LightYellow", "lightyellow", "a.b", "true", "_", "Ωmega", "x·y", "e\u{301}t", "😀 Smile",
      "Class",
    ])
    #expect(
      names == [
        "Ocean_Blue", "Ocean_Blue_2", "color_9_Lives", "class_", "Café_crème", "color_6",
        "color_7", "a_b__c", "LightYellow", "lightyellow", "a_b", "true_", "__", "Ωmega", "x_y",
        "e\u{301}t", "Smile", "Class",
      ])
  }

  @Test func theLossReportListsTheRenamings() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Ocean Blue", color: .srgb8(0x1E, 0x90, 0xFF)),
      Swatch(name: "LightYellow", color: .srgb8(0xFF, 0xFF, 0xE0)),
      Swatch(name: "ok_name", color: .srgb8(0, 0, 0)),
    ])
    let losses = AndroidColorsFormat().losses(writing: palette)
    #expect(
      losses.map(\.message) == [
        #"android changes 1 name to fit its syntax: "Ocean Blue" becomes "Ocean_Blue""#
      ])
  }

  @Test func writtenNamesAreTheNamesReadBack() throws {
    var palettes = [WrittenNamesCheck.hostilePalette, GoldenPalette.palette]
    for seed in 0..<20 as Range<UInt64> { palettes.append(RandomPalette.make(seed: seed)) }
    for palette in palettes {
      let mismatch = try WrittenNamesCheck.mismatch(AndroidColorsFormat(), palette)
      #expect(mismatch == nil, "\(mismatch ?? "")")
    }
  }

  @Test func writingIsDeterministic() throws {
    let format = AndroidColorsFormat()
    let first = try format.encode(WrittenNamesCheck.hostilePalette)
    #expect(try format.encode(WrittenNamesCheck.hostilePalette) == first)
    #expect(try format.encode(try format.decode(first).palette) == first)
  }
}
