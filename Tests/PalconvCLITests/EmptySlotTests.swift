import Foundation
import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PalconvCLI

/// Procreate's empty slots are places in its grid, not colours: formats without empty slots
/// leave them out with a note that counts them; palconv JSON and Procreate keep them in place.
@Suite struct EmptySlotTests {
  static let ascend = Fixtures.root.appending(path: "procreate/real/Ascend.swatches").path

  @Test(arguments: ["gpl", "ase", "css", "hex"])
  func emptySlotsAreLeftOutWithANote(_ format: String) throws {
    let result = palconv([Self.ascend, "--to", format, "-v"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      result.errLines.contains {
        $0.hasSuffix(
          "note: \(format) has no empty slots: 6 empty slots are left out [loss.empty-slots]")
      }, "\(result.stderr)")
    #expect(!result.stderr.contains("loss.alpha"))
    let temp = TempFolder()
    let written = temp.write("out.\(format)", result.stdout)
    let decoder = try #require(
      FormatRegistry.builtIn.format(named: format) as? any PaletteDecoder)
    let back = try decoder.decode(PaletteFile.read(at: written))
    #expect(back.palette.swatchCount == 24)
    #expect(
      !back.palette.allSwatches.contains {
        $0.name == nil && $0.color.rgba8 == RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
      })
  }

  @Test func jsonAndProcreateKeepThemInPlace() throws {
    let temp = TempFolder()
    let json = palconv([Self.ascend, "-o", temp.url("a.json"), "-q"], registry: .builtIn)
    #expect(json.code == 0, "\(json.stderr)")
    let again = palconv(
      [temp.url("a.json"), "-o", temp.url("a.swatches"), "-v"], registry: .builtIn)
    #expect(again.code == 0, "\(again.stderr)")
    #expect(!again.stderr.contains("loss.empty-slots"))
    let slots = try ProcreateSlots.read(temp.url("a.swatches"))
    #expect(slots.count == 30)
    #expect(slots.filter(\.isEmptySlot).count == 6)
    let original = try ProcreateSlots.read(Self.ascend)
    #expect(slots.map(\.isEmptySlot) == original.map(\.isEmptySlot))
  }

  /// Pixelorama's grid marks a gap by the index it skips: the gaps among the colours stay
  /// where they are; the empty slots after the last colour are the rest of its grid.
  @Test func pixeloramaKeepsTheGapsBetweenColours() throws {
    let temp = TempFolder()
    let written = palconv(
      [Self.ascend, "--to", "pixelorama", "-o", temp.url("a.json"), "-v"], registry: .builtIn)
    #expect(written.code == 0, "\(written.stderr)")
    #expect(!written.stderr.contains("loss.empty-slots"))
    let decoder = try #require(
      FormatRegistry.builtIn.format(named: "pixelorama") as? any PaletteDecoder)
    let read = try decoder.decode(PaletteFile.read(at: temp.url("a.json"))).palette.allSwatches
    let original = try ProcreateSlots.read(Self.ascend)
    #expect(read.count == 27)
    #expect(read.map(\.isEmptySlot) == original.prefix(27).map(\.isEmptySlot))
    #expect(read.filter(\.isEmptySlot).count == 3)
    let back = palconv(
      [temp.url("a.json"), "-o", temp.url("b.swatches"), "-q"], registry: .builtIn)
    #expect(back.code == 0, "\(back.stderr)")
    let slots = try ProcreateSlots.read(temp.url("b.swatches"))
    #expect(slots.map(\.isEmptySlot) == original.prefix(27).map(\.isEmptySlot))
  }
}

/// The swatches of a Procreate file, in slot order.
enum ProcreateSlots {
  static func read(_ path: String) throws -> [Swatch] {
    let decoder = try #require(
      FormatRegistry.builtIn.format(named: "procreate") as? any PaletteDecoder)
    return try decoder.decode(PaletteFile.read(at: path)).palette.allSwatches
  }
}
