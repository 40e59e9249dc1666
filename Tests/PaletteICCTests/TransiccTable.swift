import Foundation
import TestSupport

/// `Fixtures/oracle/icc-transicc.json`: conversions through real profiles computed by
/// LittleCMS's `transicc`, written by `Tests/Oracle/icc/make_icc_tables.py`. Device values are
/// normalised to 0...1, Lab is D50.
struct TransiccTable: Decodable {
  /// Conversions in one direction: inputs and transicc's outputs, row by row.
  struct ToLab: Decodable {
    var device: [[Double]]
    var lab: [[Double]]
  }

  /// Lab inputs and transicc's device values.
  struct FromLab: Decodable {
    var lab: [[Double]]
    var device: [[Double]]
  }

  /// One intent, with or without black point compensation, both directions.
  struct Case: Decodable {
    var intent: Int
    var bpc: Bool
    var toLab: ToLab
    var fromLab: FromLab
  }

  /// CMYK ↔ sRGB through a CMYK profile and transicc's built-in sRGB, for one intent.
  struct SRGBCase: Decodable {
    var intent: Int
    var cmyk: [[Double]]
    var srgb: [[Double]]
    var srgbIn: [[Double]]
    var cmykOut: [[Double]]
  }

  /// One profile.
  struct Profile: Decodable {
    /// `package/file.icc`.
    var name: String
    /// The Debian package that installs it.
    var package: String
    /// Where Debian installs it.
    var path: String
    /// `CMYK`, `RGB` or `GRAY`.
    var space: String
    var cases: [Case]
    /// For CMYK profiles.
    var srgb: [SRGBCase]?

    /// The profile's bytes: the copy in `Fixtures/icc` when its licence lets it be kept
    /// there, else the installed file; `nil` when neither is present.
    var bytes: [UInt8]? {
      let fixture = Fixtures.bytes("icc/" + name.replacingOccurrences(of: "/", with: "-"))
      if !fixture.isEmpty { return fixture }
      guard let data = FileManager.default.contents(atPath: path) else { return nil }
      return Array(data)
    }
  }

  /// The transicc version line.
  var generator: String
  var profiles: [Profile]

  /// The table, read once: `Fixtures/oracle/icc-transicc.json`, or the file named by
  /// `PALCONV_ICC_TABLE` (a larger table made with `--count`, for measuring).
  static let shared: TransiccTable = {
    var bytes = Fixtures.bytes("oracle/icc-transicc.json")
    if let path = ProcessInfo.processInfo.environment["PALCONV_ICC_TABLE"],
      let data = FileManager.default.contents(atPath: path)
    {
      bytes = Array(data)
    }
    // A missing or broken table fails every test that reads it.
    return (try? JSONDecoder().decode(TransiccTable.self, from: Data(bytes)))
      ?? TransiccTable(generator: "missing", profiles: [])
  }()
}
