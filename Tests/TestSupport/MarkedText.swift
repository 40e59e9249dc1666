public import PaletteCore

/// Text with inline position markers (`1️⃣`, `2️⃣`, …) for error-position tests.
///
/// The markers are removed; each becomes the line and column (in UTF-8 bytes) of the byte
/// that followed it, so a test states where it expects a diagnostic right inside the input.
public struct MarkedText {
  /// The text without markers.
  public var bytes: [UInt8]
  /// The location of each marker, indexed by its digit minus one.
  public var markers: [SourceLocation]

  private static let markerSymbols = (1...9).map { Array("\($0)\u{FE0F}\u{20E3}".utf8) }

  /// Parses `text`.
  ///
  /// - Parameter text: Text with markers; markers must be numbered in order of appearance.
  public init(_ text: String) {
    let source = Array(text.utf8)
    var output: [UInt8] = []
    var offsets: [Int] = []
    var index = 0
    scan: while index < source.count {
      for symbol in Self.markerSymbols where source[index...].starts(with: symbol) {
        offsets.append(output.count)
        index += symbol.count
        continue scan
      }
      output.append(source[index])
      index += 1
    }
    bytes = output
    markers = offsets.map { SourceLocation.text(offset: $0, in: output) }
  }
}
