import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

@Suite struct MergingTests {
  static func swatch(_ name: String?, _ hex: UInt32, kind: SwatchKind = .process) -> Swatch {
    Swatch(
      name: name,
      color: .srgb8(UInt8(hex >> 16), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF)), kind: kind)
  }

  static let a = Palette(
    name: nil, description: "First", columns: nil,
    groups: [
      PaletteGroup(swatches: [swatch("Black", 0x000000)]),
      PaletteGroup(name: "Brand", swatches: [swatch("Blue", 0x0000FF), swatch("Red", 0xFF0000)]),
    ])
  static let b = Palette(
    name: "Second", description: "Other", columns: 4,
    groups: [
      PaletteGroup(name: "Brand", swatches: [swatch("Blue", 0x0010FF), swatch("Teal", 0x008080)]),
      PaletteGroup(name: "Extra", swatches: [swatch("Red", 0xFF0000)]),
      PaletteGroup(swatches: [swatch("Black", 0x000000), swatch(nil, 0x123456)]),
    ])

  static func layout(_ palette: Palette) -> [String] {
    palette.groups.map { group in
      (group.name ?? "-") + ": "
        + group.swatches.map {
          ($0.name ?? "?") + " " + $0.color.rgba8.hexString()
        }.joined(separator: ", ")
    }
  }

  @Test func groupsKeptAndJoinedByName() {
    let result = Palette.merging([Self.a, Self.b])
    #expect(
      Self.layout(result.palette) == [
        "-: Black #000000",
        "Brand: Blue #0000FF, Red #FF0000, Teal #008080",
        "Extra: Red #FF0000",
        "-: ? #123456",
      ])
    #expect(result.palette.name == "Second")
    #expect(result.palette.description == "First")
    #expect(result.palette.columns == 4)
    // Black of b is identical to Black of a (both outside named groups): dropped quietly.
    #expect(result.identicalCount == 1)
    #expect(result.conflicts.count == 1)
    let conflict = result.conflicts[0]
    #expect(conflict.name == "Blue")
    #expect(conflict.groupName == "Brand")
    #expect(conflict.firstInput == 0)
    #expect(conflict.laterInput == 1)
    #expect(conflict.first.color == .srgb8(0, 0, 255))
    #expect(conflict.later.color == .srgb8(0, 0x10, 255))
    #expect(conflict.resolution == .first)
  }

  @Test func policies() {
    let last = Palette.merging([Self.a, Self.b], options: MergeOptions(onConflict: .last))
    #expect(Self.layout(last.palette)[1] == "Brand: Blue #0010FF, Red #FF0000, Teal #008080")
    #expect(last.conflicts.map(\.resolution) == [.last])
    let both = Palette.merging([Self.a, Self.b], options: MergeOptions(onConflict: .keepBoth))
    #expect(
      Self.layout(both.palette)[1] == "Brand: Blue #0000FF, Red #FF0000, Blue #0010FF, Teal #008080"
    )
    let error = Palette.merging([Self.a, Self.b], options: MergeOptions(onConflict: .error))
    #expect(error.palette == Palette.merging([Self.a, Self.b]).palette)
    #expect(error.conflicts.map(\.resolution) == [.error])
  }

  @Test func flattenedScopeIsThePalette() {
    let result = Palette.merging([Self.a, Self.b], options: MergeOptions(flatten: true))
    #expect(
      Self.layout(result.palette) == [
        "-: Black #000000, Blue #0000FF, Red #FF0000, Teal #008080, ? #123456"
      ])
    #expect(result.conflicts.map(\.name) == ["Blue"])
    #expect(result.identicalCount == 2)  // Red and Black
  }

  @Test func kindDifferenceIsAConflictAndUnnamedNeverConflict() {
    let spot = Palette(swatches: [Self.swatch("Ink", 0x112233, kind: .spot), Self.swatch(nil, 1)])
    let process = Palette(swatches: [Self.swatch("Ink", 0x112233), Self.swatch(nil, 1)])
    let result = Palette.merging([spot, process])
    #expect(result.conflicts.count == 1)
    #expect(result.palette.swatchCount == 3)
    #expect(result.identicalCount == 0)
  }

  @Test func mergingOneOrNoneAndItself() {
    #expect(Palette.merging([]).palette == Palette(groups: []))
    for seed in 0..<10 as Range<UInt64> {
      let palette = RandomPalette.make(seed: seed)
      // The second copy adds only its unnamed swatches: its n-th swatch of each name is
      // identical to the first copy's n-th.
      let single = Palette.merging([palette])
      let merged = Palette.merging([palette, palette])
      let unnamed = palette.allSwatches.filter { $0.name == nil }.count
      #expect(single.palette.swatchCount == palette.swatchCount)
      #expect(merged.palette.swatchCount == palette.swatchCount + unnamed)
      #expect(merged.conflicts.isEmpty)
      #expect(merged.identicalCount == palette.swatchCount - unnamed)
    }
  }

  @Test func repeatedNamesMeetTheirCounterpart() {
    let first = Palette(swatches: [
      Self.swatch("Unknown", 0x111111), Self.swatch("Unknown", 0x222222),
    ])
    let second = Palette(swatches: [
      Self.swatch("Unknown", 0x111111), Self.swatch("Unknown", 0x333333),
      Self.swatch("Unknown", 0x444444),
    ])
    let result = Palette.merging([first, second], options: MergeOptions(onConflict: .last))
    #expect(result.identicalCount == 1)
    // The second meets the second (#222222); the third, past first's count, meets the first.
    #expect(result.conflicts.map { $0.first.color.rgba8.hexString() } == ["#222222", "#111111"])
    #expect(
      Self.layout(result.palette) == ["-: Unknown #444444, Unknown #333333"])
  }

  /// Linear: 200 000 swatches, half of them conflicting, merge in well under a second.
  @Test func largeInputs() {
    let count = 100_000
    let first = Palette(swatches: (0..<count).map { Self.swatch("s\($0)", UInt32($0)) })
    let second = Palette(
      swatches: (0..<count).map { Self.swatch("s\($0 * 2)", UInt32($0 + 0x80_0000)) })
    let result = Palette.merging([first, second])
    #expect(result.conflicts.count == count / 2)
    #expect(result.palette.swatchCount == count + count / 2)
  }
}
