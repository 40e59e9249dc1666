import Testing

@testable import PaletteTransforms

@Suite struct HexNameTests {
  @Test(arguments: [
    ("#FF0000", [255, 0, 0, -1]), ("ff0000", [255, 0, 0, -1]), ("  #00ff00 ", [0, 255, 0, -1]),
    ("#F00", [255, 0, 0, -1]), ("#F008", [255, 0, 0, 136]), ("#FF000080", [255, 0, 0, 128]),
    ("0x0000FF", [0, 0, 255, -1]), ("FFFFFF", [255, 255, 255, -1]),
    ("cccccc", [204, 204, 204, -1]), ("Blue #0079C1", [0, 121, 193, -1]),
    ("Brand (#1A2B3C)", [26, 43, 60, -1]),
  ])
  func recognised(name: String, expected: [Int]) {
    let hex = HexName(name: name)
    #expect(hex != nil)
    #expect(
      hex.map { [Int($0.red), Int($0.green), Int($0.blue), $0.alpha.map(Int.init) ?? -1] }
        == expected)
  }

  @Test(arguments: [
    "Red", "facade", "decade", "Facade", "#12", "#12345", "#GGGGGG", "ff00", "abc", "", "#",
    "Pantone #123 C", "#FF0000AB12", "Blue#0079C1x", "0x123",
  ])
  func ignored(name: String) {
    #expect(HexName(name: name) == nil)
  }
}
