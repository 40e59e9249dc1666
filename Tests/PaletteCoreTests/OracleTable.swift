import Foundation
import TestSupport

/// `Fixtures/oracle/color-conversions.json`: colour conversions computed by an independent
/// implementation (ColorAide), written by `Tests/Oracle/make_color_table.py`.
///
/// Every vector is in the order its key names (r, g, b; X, Y, Z; L, a, b; L, C, h; h, s, l …).
/// The tests compare palconv against these numbers; they never run Python.
struct OracleTable: Decodable {
  /// Which oracle produced the table, and its version.
  struct Oracle: Decodable {
    var name: String
    var version: String
  }

  /// An sRGB input and everything computed from it.
  struct SRGBRecord: Decodable {
    var input: [Double]
    var linear: [Double]
    var xyzD65: [Double]
    var xyzD50: [Double]
    var lab: [Double]
    var lch: [Double]
    var oklab: [Double]
    var oklch: [Double]
    var p3: [Double]
    var luminance: Double
    /// Present only for inputs inside 0...1.
    var hsl: [Double]?
    var hsv: [Double]?
    var hwb: [Double]?
    /// Naive CMYK from the published formula (no oracle), inputs inside 0...1 only.
    var cmyk: [Double]?
    /// The sRGB-encoded relative luminance, inputs inside 0...1 only.
    var gray: Double?

    enum CodingKeys: String, CodingKey {
      case input = "in"
      case linear, xyzD65, xyzD50, lab, lch, oklab, oklch, p3, luminance, hsl, hsv, hwb, cmyk, gray
    }
  }

  /// A CIE Lab (D50) input.
  struct LabRecord: Decodable {
    var input: [Double]
    var xyzD50: [Double]
    var xyzD65: [Double]
    var linear: [Double]
    var srgb: [Double]
    var lch: [Double]
    var oklch: [Double]
    /// The unclamped sRGB value mapped into gamut with the CSS Color 4 algorithm.
    var mapped: [Double]

    enum CodingKeys: String, CodingKey {
      case input = "in"
      case xyzD50, xyzD65, linear, srgb, lch, oklch, mapped
    }
  }

  /// An OKLCH input.
  struct OKLCHRecord: Decodable {
    var input: [Double]
    var oklab: [Double]
    var linear: [Double]
    var srgb: [Double]
    var p3: [Double]
    var lab: [Double]
    var mapped: [Double]

    enum CodingKeys: String, CodingKey {
      case input = "in"
      case oklab, linear, srgb, p3, lab, mapped
    }
  }

  /// A Display P3 input.
  struct DisplayP3Record: Decodable {
    var input: [Double]
    var linear: [Double]
    var xyzD65: [Double]
    var srgb: [Double]
    var lab: [Double]
    var oklch: [Double]
    var mapped: [Double]

    enum CodingKeys: String, CodingKey {
      case input = "in"
      case linear, xyzD65, srgb, lab, oklch, mapped
    }
  }

  /// An input in a model whose only conversion is to sRGB (HSL, HSV, HWB, CMYK).
  struct ToSRGBRecord: Decodable {
    var input: [Double]
    var srgb: [Double]

    enum CodingKeys: String, CodingKey {
      case input = "in"
      case srgb
    }
  }

  /// Two Lab (D50) colours and their CIEDE2000 difference.
  struct LabPair: Decodable {
    var a: [Double]
    var b: [Double]
    var deltaE2000: Double
  }

  /// Two sRGB colours and their differences and WCAG contrast.
  struct SRGBPair: Decodable {
    var a: [Double]
    var b: [Double]
    /// CIEDE2000 of their Lab (D50) values.
    var deltaE2000: Double
    var deltaEOK: Double
    var contrast: Double
  }

  var oracle: Oracle
  var srgb: [SRGBRecord]
  var lab: [LabRecord]
  var oklch: [OKLCHRecord]
  var displayP3: [DisplayP3Record]
  var hsl: [ToSRGBRecord]
  var hsv: [ToSRGBRecord]
  var hwb: [ToSRGBRecord]
  var cmyk: [ToSRGBRecord]
  var labPairs: [LabPair]
  var srgbPairs: [SRGBPair]

  /// The number of records in all sections.
  var recordCount: Int {
    srgb.count + lab.count + oklch.count + displayP3.count + hsl.count + hsv.count + hwb.count
      + cmyk.count + labPairs.count + srgbPairs.count
  }

  private static let loaded: Result<OracleTable, any Error> = Result {
    let bytes = Fixtures.bytes("oracle/color-conversions.json")
    return try JSONDecoder().decode(OracleTable.self, from: Data(bytes))
  }

  /// The table, decoded once.
  static func shared() throws -> OracleTable {
    try loaded.get()
  }
}

/// A JSON vector as a `SIMD3`.
func simd3(_ values: [Double]) -> SIMD3<Double> {
  SIMD3(values[0], values[1], values[2])
}

/// A JSON vector as a `SIMD4`.
func simd4(_ values: [Double]) -> SIMD4<Double> {
  SIMD4(values[0], values[1], values[2], values[3])
}
