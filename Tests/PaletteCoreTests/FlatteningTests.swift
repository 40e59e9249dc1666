import PaletteCore
import Testing

@Suite struct FlatteningTests {
  @Test func everySwatchInOneUnnamedGroupInFileOrder() {
    let red = Swatch(name: "Red", color: .srgb8(255, 0, 0))
    let blue = Swatch(name: "Blue", color: .srgb8(0, 0, 255), kind: .spot)
    let grey = Swatch(name: nil, color: PaletteColor(.gray(0.5)))
    let palette = Palette(
      name: "Brand", description: "two lines\nof text", columns: 4,
      groups: [
        PaletteGroup(name: "Warm", swatches: [red]), PaletteGroup(swatches: [grey]),
        PaletteGroup(name: "Empty", swatches: []), PaletteGroup(name: "Cold", swatches: [blue]),
      ])
    let flat = palette.flattened()
    #expect(flat.groups.count == 1)
    #expect(flat.groups[0].name == nil)
    #expect(flat.groups[0].swatches == [red, grey, blue])
    #expect(flat.name == "Brand")
    #expect(flat.description == "two lines\nof text")
    #expect(flat.columns == 4)
    #expect(flat.flattened() == flat)
  }

  @Test func anEmptyPaletteStaysWithoutGroups() {
    let empty = Palette(name: "Nothing", groups: [PaletteGroup(name: "Empty", swatches: [])])
    #expect(empty.flattened().groups.isEmpty)
    #expect(empty.flattened().name == "Nothing")
  }
}
