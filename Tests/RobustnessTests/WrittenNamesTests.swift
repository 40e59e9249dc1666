import PaletteCore
import TestSupport
import Testing

/// The loss report lists the names a writer changes from the writer's own account of them
/// (`writtenNames(of:)`); these tests hold each format to it by reading its output back.
@Suite struct WrittenNamesTests {
  static let renamingFormats = ["css", "gpl", "paintnet", "dtcg", "xcassets"]

  @Test(arguments: renamingFormats)
  func announcedNamesAreTheNamesReadBack(identifier: String) throws {
    let format = Formats.named(identifier)
    #expect(format.writtenNames(of: WrittenNamesCheck.hostilePalette) != nil)
    let dotted = identifier == "dtcg"
    var palettes = [WrittenNamesCheck.hostilePalette]
    for seed in 0..<20 as Range<UInt64> { palettes.append(RandomPalette.make(seed: seed)) }
    for palette in palettes {
      let mismatch = try WrittenNamesCheck.mismatch(format, palette, dotted: dotted)
      #expect(mismatch == nil, "\(identifier): \(mismatch ?? "")")
    }
  }

  @Test(arguments: ["json", "ase"])
  func formatsThatKeepEveryNameAnnounceNothing(identifier: String) throws {
    let format = Formats.named(identifier)
    #expect(format.writtenNames(of: WrittenNamesCheck.hostilePalette) == nil)
    let read = try format.decode(try format.encode(WrittenNamesCheck.hostilePalette)).palette
    #expect(
      read.allSwatches.map(\.name) == WrittenNamesCheck.hostilePalette.allSwatches.map(\.name))
    #expect(read.groups.map(\.name) == WrittenNamesCheck.hostilePalette.groups.map(\.name))
  }
}
