import PaletteCore
import TestSupport
import Testing

/// The loss report lists the names a writer changes from the writer's own account of them
/// (`writtenNames(of:)`); these tests hold each format to it by reading its output back.
@Suite struct WrittenNamesTests {
  static let renamingFormats = [
    "css", "gpl", "paintnet", "dtcg", "xcassets", "ase", "android", "soc", "scribus", "corel-xml",
    "clr",
    "scss", "less", "stylus",
  ]

  @Test(arguments: renamingFormats)
  func announcedNamesAreTheNamesReadBack(identifier: String) throws {
    let format = try Formats.named(identifier)
    #expect(WrittenNamesCheck.announced(format, WrittenNamesCheck.hostilePalette) != nil)
    let dotted = identifier == "dtcg"
    var palettes = [WrittenNamesCheck.hostilePalette]
    for seed in 0..<20 as Range<UInt64> { palettes.append(RandomPalette.make(seed: seed)) }
    for palette in palettes {
      let mismatch = try WrittenNamesCheck.mismatch(format, palette, dotted: dotted)
      #expect(mismatch == nil, "\(identifier): \(mismatch ?? "")")
    }
  }

  @Test func tokensAndCatalogsAnnounceTheOrderTheyWrite() throws {
    let palette = Palette(swatches: [
      Swatch(name: "primary.500", color: .srgb8(1, 2, 3)),
      Swatch(name: "Alpha", color: .srgb8(4, 5, 6)),
      Swatch(name: "primary.600", color: .srgb8(7, 8, 9)),
    ])
    // Tokens that share a path are written together; a catalog is sorted by path.
    let dtcg = try Formats.named("dtcg")
    #expect(WrittenNamesCheck.announced(dtcg, palette)?.swatchOrder == [0, 2, 1])
    #expect(try WrittenNamesCheck.mismatch(dtcg, palette, dotted: true) == nil)
    let xcassets = try Formats.named("xcassets")
    #expect(WrittenNamesCheck.announced(xcassets, palette)?.swatchOrder == [1, 0, 2])
    #expect(try WrittenNamesCheck.mismatch(xcassets, palette) == nil)
    // In the order they would be written anyway, there is no order to announce.
    let kept = Palette(swatches: [palette.allSwatches[1], palette.allSwatches[0]])
    #expect(WrittenNamesCheck.announced(dtcg, kept)?.swatchOrder == nil)
    #expect(WrittenNamesCheck.announced(xcassets, kept)?.swatchOrder == nil)
  }

  @Test func jsonKeepsEveryNameAndAnnouncesNothing() throws {
    let format = try Formats.codec("json")
    #expect(WrittenNamesCheck.announced(format, WrittenNamesCheck.hostilePalette) == nil)
    let read = try format.decode(try format.encode(WrittenNamesCheck.hostilePalette)).palette
    #expect(
      read.allSwatches.map(\.name) == WrittenNamesCheck.hostilePalette.allSwatches.map(\.name))
    #expect(read.groups.map(\.name) == WrittenNamesCheck.hostilePalette.groups.map(\.name))
  }

  @Test func aseAnnouncesOnlyNamesEndingInNUL() throws {
    let ase = try Formats.codec("ase")
    let plain = Palette(
      groups: [PaletteGroup(name: "G", swatches: [Swatch(name: "a\u{0}b", color: .srgb8(1, 2, 3))])]
    )
    #expect(ase.writtenNames(of: plain) == nil)
    let padded = Palette(swatches: [Swatch(name: "a\u{0}\u{0}", color: .srgb8(1, 2, 3))])
    #expect(ase.writtenNames(of: padded)?.swatches == ["a"])
  }

  @Test func cssMarkerNamesReadBackWithNULAsReplacementCharacter() throws {
    let css = try Formats.codec("css")
    let palette = Palette(
      name: "p\u{0}", groups: [PaletteGroup(name: "g\u{0}h\\*/", swatches: [])])
    let names = try #require(css.writtenNames(of: palette))
    #expect(names.palette == "p\u{FFFD}")
    #expect(names.groups == ["g\u{FFFD}h\\*/"])
  }
}
