import PaletteCore

/// One field of a CSV record: its bytes with the quoting undone, and where it starts.
struct CSVField {
  /// The field's bytes: a quoted field's without the quotes and with doubled quotes undone, an
  /// unquoted field's without the spaces and tabs around it.
  var bytes: [UInt8]
  /// Whether the field was quoted.
  var quoted: Bool
  /// The line and column of the field's first byte (its opening quote when quoted).
  var location: SourceLocation

  /// Whether the field holds nothing.
  var isEmpty: Bool { bytes.isEmpty }
}

/// One CSV record: its fields and the line it starts on.
struct CSVRecord {
  /// The fields, in order.
  var fields: [CSVField]
  /// The line the record starts on.
  var line: Int

  /// Whether every field is empty (a blank line, or only delimiters).
  var isBlank: Bool { fields.allSatisfy(\.isEmpty) }
}
