import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

@Suite struct PaletteChangesTests {
  static func swatch(_ name: String?, _ hex: UInt32, kind: SwatchKind = .process) -> Swatch {
    Swatch(
      name: name,
      color: .srgb8(UInt8(hex >> 16), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF)), kind: kind)
  }

  static let base = Palette(
    name: "Brand",
    groups: [
      PaletteGroup(
        name: "Brand",
        swatches: [swatch("Red", 0xFF0000), swatch("Green", 0x00FF00), swatch("Blue", 0x0000FF)]),
      PaletteGroup(
        name: "Greys", swatches: [swatch("Black", 0x000000), swatch("White", 0xFFFFFF)]),
    ])

  /// A compact form of a change for exact comparisons: kind, old and new name.
  static func summary(_ changes: [PaletteChange]) -> [String] {
    changes.map {
      "\($0.kind.rawValue) \($0.old?.swatch.name ?? "-") \($0.new?.swatch.name ?? "-")"
    }
  }

  @Test func equalPalettesHaveNoChanges() {
    #expect(Self.base.changes(to: Self.base).isEmpty)
    for seed in 0..<20 as Range<UInt64> {
      let palette = RandomPalette.make(seed: seed)
      #expect(palette.changes(to: palette).isEmpty)
    }
  }

  @Test func addedRemovedRenamedRecoloured() {
    var new = Self.base
    new.groups[0].swatches[0].name = "Crimson"  // renamed: same colour
    new.groups[0].swatches[1].color = .srgb8(0, 200, 0)  // recoloured: same name
    new.groups[0].swatches.append(Self.swatch("Teal", 0x008080))  // added
    new.groups[1].swatches.remove(at: 1)  // removed
    let changes = Self.base.changes(to: new)
    #expect(
      Self.summary(changes) == [
        "added - Teal", "removed White -", "renamed Red Crimson", "recoloured Green Green",
      ])
    let added = changes[0]
    #expect(added.new?.groupName == "Brand")
    #expect(added.new?.position == 3)
    #expect(added.new?.index == 3)
    let removed = changes[1]
    #expect(removed.old?.groupName == "Greys")
    #expect(removed.old?.position == 1)
    #expect(changes[3].deltaE == PaletteColor.srgb8(0, 255, 0).deltaE2000(to: .srgb8(0, 200, 0)))
  }

  /// The ΔE00 of a recolouring is CIEDE2000's: pair 1 of Sharma, Wu and Dalal's published test
  /// data (Lab 50/2.6772/−79.7751 against 50/0/−82.7485) has ΔE00 2.0425.
  @Test func recolouringCarriesThePublishedDifference() {
    let old = Palette(swatches: [
      Swatch(name: "Ink", color: PaletteColor(.lab(l: 50, a: 2.6772, b: -79.7751)))
    ])
    let new = Palette(swatches: [
      Swatch(name: "Ink", color: PaletteColor(.lab(l: 50, a: 0, b: -82.7485)))
    ])
    let changes = old.changes(to: new)
    #expect(Self.summary(changes) == ["recoloured Ink Ink"])
    #expect(abs((changes.first?.deltaE ?? 0) - 2.0425) < 0.0001)
    #expect(old.changes(to: new, options: DiffOptions(tolerance: 2.04)).count == 1)
    #expect(old.changes(to: new, options: DiffOptions(tolerance: 2.05)).isEmpty)
  }

  @Test func toleranceHidesSmallRecolouringsOnly() {
    var new = Self.base
    new.groups[0].swatches[2].color = .srgb8(0, 0, 254)  // ΔE00 ≈ 0.3
    new.groups[0].swatches[1].color = .srgb8(0, 128, 0)  // far
    #expect(
      Self.summary(new.changes(to: Self.base)) == [
        "recoloured Green Green", "recoloured Blue Blue",
      ])
    let tolerant = Self.base.changes(to: new, options: DiffOptions(tolerance: 0.5))
    #expect(Self.summary(tolerant) == ["recoloured Green Green"])
  }

  @Test func insertingAtTheTopMovesNothing() {
    var new = Self.base
    new.groups[0].swatches.insert(Self.swatch("Pink", 0xFFC0CB), at: 0)
    #expect(Self.summary(Self.base.changes(to: new)) == ["added - Pink"])
  }

  @Test func swappingTwoSwatchesMovesOne() {
    var new = Self.base
    new.groups[0].swatches.swapAt(0, 1)  // Green, Red, Blue
    let changes = Self.base.changes(to: new)
    // The longest run in order is Red, Blue: Green moved.
    #expect(Self.summary(changes) == ["moved Green Green"])
    // Reversed, only one swatch stays in order.
    let reversed = Palette(swatches: Array(Self.base.allSwatches.reversed()))
    #expect(Palette(swatches: Self.base.allSwatches).changes(to: reversed).count == 4)
  }

  @Test func movingToAnotherGroup() {
    var new = Self.base
    let blue = new.groups[0].swatches.removeLast()
    new.groups[1].swatches.insert(blue, at: 0)
    let changes = Self.base.changes(to: new)
    #expect(Self.summary(changes) == ["moved Blue Blue"])
    #expect(changes[0].old?.groupName == "Brand")
    #expect(changes[0].new?.groupName == "Greys")
    #expect(changes[0].new?.position == 0)
  }

  @Test func kindModelAndAlphaChanges() {
    var new = Self.base
    new.groups[0].swatches[0].kind = .spot
    new.groups[0].swatches[1].color = new.groups[0].swatches[1].color.converted(to: .lab)
    new.groups[0].swatches[2].color.alpha = 0.5
    let changes = Self.base.changes(to: new, options: DiffOptions(tolerance: 0.01))
    #expect(
      Self.summary(changes) == ["changed Red Red", "changed Green Green", "changed Blue Blue"])
    #expect(changes.map(\.properties) == [[.kind], [.model], [.alpha]])
  }

  @Test func duplicateNamesPairInOrder() {
    let old = Palette(swatches: [Self.swatch("A", 0x111111), Self.swatch("A", 0x222222)])
    let new = Palette(swatches: [Self.swatch("A", 0x111111), Self.swatch("A", 0x333333)])
    let changes = old.changes(to: new)
    #expect(Self.summary(changes) == ["recoloured A A"])
    #expect(changes[0].old?.index == 1)
  }

  @Test func unnamedSwatchesPairByColour() {
    let old = Palette(swatches: [Self.swatch(nil, 0x111111), Self.swatch(nil, 0x222222)])
    let new = Palette(swatches: [Self.swatch(nil, 0x222222), Self.swatch("Dark", 0x111111)])
    let changes = old.changes(to: new)
    #expect(Self.summary(changes) == ["renamed - Dark", "moved - -"])
    #expect(changes[1].new?.index == 0)
  }

  @Test func roundedColoursStillPairForARename() {
    // A 16-bit value that rounds to the same 8-bit sRGB as the original.
    let old = Palette(swatches: [Self.swatch("Red", 0xFF0000)])
    let new = Palette(swatches: [Swatch(name: "Scarlet", color: .srgb(1, 0.001, 0))])
    #expect(Self.summary(old.changes(to: new)) == ["renamed Red Scarlet"])
  }

  /// Near-linear: a reversed palette of 100 000 swatches is paired and its moves found
  /// through the longest run in order, not by comparing every pair.
  @Test func largeReversedPalette() {
    let count = 100_000
    let swatches = (0..<count).map {
      Self.swatch("s\($0)", UInt32($0 * 97 % 0x1000000))
    }
    let old = Palette(swatches: swatches)
    let new = Palette(swatches: swatches.reversed())
    let changes = old.changes(to: new)
    #expect(changes.count == count - 1)
    #expect(changes.allSatisfy { $0.kind == .moved })
  }
}
