import PaletteCore
import Testing

@testable import PaletteTransforms

@Suite struct HueBandTests {
  @Test(arguments: [
    (0.0, HueBand.pink), (14.999, .pink), (15, .red), (44.9, .red), (45, .orange),
    (75, .yellow), (119.9, .yellow), (120, .green), (165, .cyan), (215, .blue), (275, .violet),
    (315, .magenta), (344.9, .magenta), (345, .pink), (359.99, .pink), (360, .pink),
    (-10, .pink), (-330, .red), (750, .red),
  ])
  func edges(hue: Double, band: HueBand) {
    #expect(HueBand(hue: hue) == band)
  }

  @Test func nonFiniteHueIsPink() {
    #expect(HueBand(hue: .nan) == .pink)
    #expect(HueBand(hue: .infinity) == .pink)
  }

  @Test func bandsAreContiguousAndInOrder() {
    let edges = HueBand.allCases.map(\.lowerEdge)
    #expect(edges == edges.sorted())
    #expect(HueBand.allCases.map(\.rawValue) == Array(0..<HueBand.allCases.count))
  }

  // Named colours land in the band named after them (hex values from CSS Color 4).
  @Test(arguments: [
    ("FF0000", HueBand.red), ("DC143C", .red), ("FF8000", .orange), ("FFA500", .orange),
    ("FFD700", .yellow), ("FFFF00", .yellow), ("00FF00", .green), ("008000", .green),
    ("00FFFF", .cyan), ("008080", .cyan), ("87CEEB", .blue), ("0000FF", .blue),
    ("000080", .blue), ("8A2BE2", .violet), ("4B0082", .violet), ("800080", .magenta),
    ("FF00FF", .magenta), ("FFC0CB", .pink), ("FF1493", .pink),
  ])
  func namedColors(hex: String, band: HueBand) {
    let value = UInt32(hex, radix: 16) ?? 0
    let color = PaletteColor.srgb8(
      UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    #expect(HueBand(hue: color.oklchValues.z) == band)
  }
}
