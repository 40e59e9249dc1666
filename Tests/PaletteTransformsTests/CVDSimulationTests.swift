import Foundation
import PaletteCore
import PaletteTransforms
import TestSupport
import Testing

/// `Fixtures/oracle/cvd-simulation.json`, written by
/// `Tests/Oracle/accessibility/make_cvd_table.py` with colorspacious, DaltonLens and ColorAide.
struct CVDOracle: Decodable {
  struct Record: Decodable {
    var input: String
    var results: [String: [Double]]

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      input = try container.decode(String.self, forKey: Key(stringValue: "in"))
      var results: [String: [Double]] = [:]
      for key in container.allKeys where key.stringValue != "in" {
        results[key.stringValue] = try container.decode([Double].self, forKey: key)
      }
      self.results = results
    }
  }
  var records: [Record]

  static let table: CVDOracle? = try? JSONDecoder().decode(
    CVDOracle.self, from: Data(Fixtures.bytes("oracle/cvd-simulation.json")))
}

@Suite struct CVDSimulationTests {
  /// The table's columns and the simulation each stands for.
  static let columns: [(String, CVDSimulation)] = [
    ("protanopia", CVDSimulation(.protanopia)),
    ("protanopia-0.55", CVDSimulation(.protanopia, severity: 0.55)),
    ("deuteranopia", CVDSimulation(.deuteranopia)),
    ("deuteranopia-0.3", CVDSimulation(.deuteranopia, severity: 0.3)),
    ("tritanopia", CVDSimulation(.tritanopia)),
    ("tritanopia-0.5", CVDSimulation(.tritanopia, severity: 0.5)),
    ("achromatopsia", CVDSimulation(.achromatopsia)),
  ]

  @Test(arguments: columns)
  func agreesWithTheOracleWithinOneLevel(column: String, simulation: CVDSimulation) throws {
    let table = try #require(CVDOracle.table)
    #expect(table.records.count > 2_500)
    var worst = 0.0
    for record in table.records {
      let rgba = try #require(RGBA8(hex: record.input))
      let input = PaletteColor.srgb8(rgba.red, rgba.green, rgba.blue)
      let seen = simulation.simulated(srgb: input.srgbValues)
      let expected = try #require(record.results[column])
      for i in 0..<3 { worst = max(worst, abs(seen[i] - expected[i])) }
    }
    #expect(worst <= 1.0 / 255, "\(column): worst channel difference \(worst)")
    // Measured: 3.3e-7 or better for every column (the oracle's values are rounded to seven
    // decimals).
    #expect(worst < 1e-6, "\(column): worst channel difference \(worst)")
  }

  @Test func machadoInterpolatesByTenths() {
    // Severity 0.55 is half of 0.5 and half of 0.6; colorspacious' test vector is
    // deuteranomaly 53.1 % = 0.69 · M50 + 0.31 · M60.
    let red = SIMD3(1.0, 0, 0)
    let half = CVDSimulation(.deuteranopia, severity: 0.531).simulatedLinear(red)
    let five = CVDSimulation(.deuteranopia, severity: 0.5).simulatedLinear(red)
    let six = CVDSimulation(.deuteranopia, severity: 0.6).simulatedLinear(red)
    let mixed = five * 0.69 + six * 0.31
    for i in 0..<3 { #expect(abs(half[i] - mixed[i]) < 1e-12) }
    // The published severity-1 protan matrix, first row: 0.152286, 1.052583, -0.204868.
    let full = CVDSimulation(.protanopia).simulatedLinear(SIMD3(1, 0, 0))
    #expect(full == SIMD3(0.152286, 0.114503, -0.003882))
    #expect(
      CVDSimulation(.protanopia, severity: 0).simulatedLinear(SIMD3(0.2, 0.5, 0.7))
        == SIMD3(0.2, 0.5, 0.7))
  }

  @Test func severityIsClampedAndIgnoredForAchromatopsia() {
    #expect(CVDSimulation(.deuteranopia, severity: 3).severity == 1)
    #expect(CVDSimulation(.deuteranopia, severity: -1).severity == 0)
    #expect(CVDSimulation(.achromatopsia, severity: 0.2).severity == 1)
    #expect(!ColorVisionDeficiency.achromatopsia.hasSeverity)
  }

  @Test func coloursKeepAlphaAndWhiteStaysWhite() {
    let seen = CVDSimulation(.tritanopia).simulated(.srgb8(255, 255, 255, alpha: 128))
    #expect(seen.rgba8 == RGBA8(red: 255, green: 255, blue: 255, alpha: 128))
    let grey = CVDSimulation(.achromatopsia).simulated(.srgb8(255, 0, 0))
    // Red's relative luminance 0.2126… encodes to 127.
    #expect(grey.rgba8 == RGBA8(red: 127, green: 127, blue: 127))
  }
}
