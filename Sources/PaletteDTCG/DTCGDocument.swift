import PaletteCore

/// A design tokens file parsed as JSON, as both DTCG readers (token files and resolver
/// documents) take it: nesting up to 200 levels, and a repeated key kept, the last one used.
struct DTCGDocument {
  /// The root value.
  let root: JSONNode
  /// Line starts, for turning offsets into lines and columns.
  let lines: LineTable
  /// The `dtcg.duplicate-key` warning of each repeated key, as its message and byte offset.
  let duplicateKeyWarnings: [(message: String, offset: Int)]

  /// Parses `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: The whole file, UTF-8.
  ///   - format: The identifier errors name.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column when the JSON is malformed.
  init(_ bytes: [UInt8], format: String) throws(PaletteError) {
    var reader = JSONParser(
      bytes: bytes, format: format, maximumDepth: 200, duplicateKeys: .keep)
    root = try reader.parseDocument()
    lines = reader.lineTable
    duplicateKeyWarnings = reader.duplicateKeys.map {
      ("duplicate key '\($0.key)'; the last one is used", $0.position.offset)
    }
  }
}
