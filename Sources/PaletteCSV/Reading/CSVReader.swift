import PaletteCore

/// Reads a CSV palette: a header row naming the columns, or rows of hex colours with optional
/// names when there is no header.
///
/// A row's colour comes from the first complete model it fills: C, M, Y and K (0...100), then
/// L, a and b, then red, green and blue (0...255), then the hex column. Consecutive rows with
/// the same `group` make one group.
struct CSVReader {
  private let bytes: [UInt8]
  private var warnings: [Diagnostic] = []
  private var groups: [PaletteGroup] = []
  private var warnedExtraFields = false

  /// Creates a reader over a whole file.
  ///
  /// - Parameter bytes: The file's bytes.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads the palette.
  ///
  /// - Returns: The palette and the warnings raised on the way.
  /// - Throws: ``PaletteError`` with the line and column of the field at fault.
  /// - Complexity: O(*n*) in the size of the file.
  mutating func read() throws(PaletteError) -> DecodedPalette {
    let start = ASCII.hasByteOrderMark(bytes) ? ASCII.byteOrderMark.count : 0
    let delimiter = CSVRecordReader.delimiter(of: bytes, from: start)
    var records = CSVRecordReader(bytes, from: start, delimiter: delimiter)
    var first: CSVRecord?
    while let record = try records.next() {
      if !record.isBlank {
        first = record
        break
      }
    }
    guard let first else { return DecodedPalette(palette: Palette(), warnings: warnings) }
    if let header = CSVHeader(first) {
      warnAbout(header)
      while let record = try records.next() {
        if !record.isBlank { try readRow(record, header) }
      }
    } else {
      try readHeaderless(first)
      while let record = try records.next() {
        if !record.isBlank { try readHeaderless(record) }
      }
    }
    return DecodedPalette(palette: Palette(groups: groups), warnings: warnings)
  }

  // MARK: - With a header

  private mutating func warnAbout(_ header: CSVHeader) {
    for (text, location) in header.unknown {
      warn(
        "csv.unknown-column",
        "the column '\(MessageFormatting.excerpt(text))' is not a palette column and is ignored",
        at: location)
    }
    for (column, location) in header.repeated {
      warn(
        "csv.repeated-column",
        "a second \(column.label) column is ignored; the first one is read", at: location)
    }
  }

  private mutating func readRow(_ record: CSVRecord, _ header: CSVHeader) throws(PaletteError) {
    if !warnedExtraFields, record.fields.count > header.width,
      record.fields[header.width...].contains(where: { !$0.isEmpty })
    {
      warnedExtraFields = true
      warn(
        "csv.extra-fields",
        "this row has more fields than the header names; the extra fields are ignored",
        at: record.fields[header.width].location)
    }
    func field(_ column: CSVColumn) -> CSVField? {
      guard let index = header.index[column], index < record.fields.count else { return nil }
      return record.fields[index]
    }
    func fills(_ columns: [CSVColumn]) -> Bool {
      header.names(columns) && columns.contains { field($0)?.isEmpty == false }
    }
    let rowStart = record.fields[0].location
    var color: PaletteColor
    if fills(CSVHeader.cmyk) {
      let values = try numbers(CSVHeader.cmyk, field, in: 0...100, percent: true, row: rowStart)
      color = PaletteColor(
        .cmyk(
          cyan: Float(values[0] / 100), magenta: Float(values[1] / 100),
          yellow: Float(values[2] / 100), black: Float(values[3] / 100)))
    } else if fills(CSVHeader.lab) {
      let values = try numbers(CSVHeader.lab, field, in: nil, percent: false, row: rowStart)
      color = PaletteColor(.lab(l: Float(values[0]), a: Float(values[1]), b: Float(values[2])))
    } else if fills(CSVHeader.rgb) {
      let values = try numbers(CSVHeader.rgb, field, in: 0...255, percent: false, row: rowStart)
      color = .srgb(Float(values[0] / 255), Float(values[1] / 255), Float(values[2] / 255))
    } else if let hex = field(.hex), !hex.isEmpty {
      color = try Self.hexColor(hex).paletteColor
    } else {
      throw PaletteError(
        .syntax,
        "this row has no colour: its hex, RGB, CMYK and Lab fields are all empty",
        format: CSVSyntax.formatID, location: rowStart)
    }
    if let alpha = field(.alpha), !alpha.isEmpty {
      color.alpha = Float(try number(alpha, .alpha, in: 0...1, percent: true))
    }
    let name = field(.name).flatMap { $0.isEmpty ? nil : text($0, what: "name") }
    let group = field(.group).flatMap { $0.isEmpty ? nil : text($0, what: "group name") }
    append(Swatch(name: name, color: color, location: rowStart), group: group)
  }

  private func numbers(
    _ columns: [CSVColumn], _ field: (CSVColumn) -> CSVField?, in range: ClosedRange<Double>?,
    percent: Bool, row: SourceLocation
  ) throws(PaletteError) -> [Double] {
    var values: [Double] = []
    for column in columns {
      guard let value = field(column), !value.isEmpty else {
        throw PaletteError(
          .syntax,
          "missing \(column.label) value; the row fills some of the \(column.label)'s "
            + "model's columns but not this one",
          format: CSVSyntax.formatID, location: field(column)?.location ?? row)
      }
      if column == .labL {
        values.append(try number(value, column, in: 0...100, percent: false))
      } else {
        values.append(try number(value, column, in: range, percent: percent))
      }
    }
    return values
  }

  private func number(
    _ field: CSVField, _ column: CSVColumn, in range: ClosedRange<Double>?, percent: Bool
  ) throws(PaletteError) -> Double {
    var digits = field.bytes[...]
    var scale = 1.0
    if percent, digits.last == CSVSyntax.percent {
      digits = digits.dropLast()
      scale = column == .alpha ? 0.01 : 1
    }
    let shown = TextDecoder.excerpt(field.bytes, 0..<field.bytes.count)
    let expected = range.map { " \(Self.text($0))" } ?? ""
    guard let parsed = PlainDecimal.parse(digits) else {
      throw PaletteError(
        .syntax, "invalid \(column.label) value '\(shown)'; expected a number\(expected)",
        format: CSVSyntax.formatID, location: field.location)
    }
    let value = parsed * scale
    // An unbounded column (Lab's a and b) still holds only what a `Float` holds.
    guard Float(value).isFinite else {
      throw PaletteError(
        .invalidValue, "\(column.label) value \(shown) is too large",
        format: CSVSyntax.formatID, location: field.location)
    }
    if let range, !range.contains(value) {
      throw PaletteError(
        .invalidValue, "\(column.label) value \(shown) is outside\(expected)",
        format: CSVSyntax.formatID, location: field.location)
    }
    return value
  }

  private static func text(_ range: ClosedRange<Double>) -> String {
    "\(MessageFormatting.decimal(range.lowerBound, places: 0))..."
      + MessageFormatting.decimal(range.upperBound, places: 0)
  }

  // MARK: - Without a header

  private mutating func readHeaderless(_ record: CSVRecord) throws(PaletteError) {
    switch Self.headerlessRow(record) {
    case .swatches(let found):
      for (nameField, colour, location) in found {
        let name = nameField.map { text($0, what: "name") }
        append(Swatch(name: name, color: colour.paletteColor, location: location), group: nil)
      }
    case .invalid(let bad):
      let shown = TextDecoder.excerpt(bad.bytes, 0..<bad.bytes.count)
      throw PaletteError(
        .syntax,
        "'\(shown)' is not a hex colour; a file without a header row holds `#RRGGBB` or "
          + "`name,#RRGGBB` rows (a header row such as `name,hex` or `name,r,g,b` names other "
          + "columns)",
        format: CSVSyntax.formatID, location: bad.location)
    }
  }

  /// What a row without a header holds.
  enum HeaderlessRow {
    /// Its swatches: an optional name field, the colour and where the swatch starts.
    case swatches([(name: CSVField?, colour: RGBA8, location: SourceLocation)])
    /// The field that is not a colour.
    case invalid(CSVField)
  }

  /// A row without a header: `#hex`, `name,#hex`, `#hex,name`, or several hex colours.
  ///
  /// With two fields of which one starts with `#`, that one is the colour and the other the
  /// name; otherwise every field must be a hex colour, or one of two may be a name.
  ///
  /// - Parameter record: A record that is not blank.
  /// - Returns: The swatches, or the field at fault.
  static func headerlessRow(_ record: CSVRecord) -> HeaderlessRow {
    let fields = record.fields.filter { !$0.isEmpty }
    let hashed = fields.filter { $0.bytes.first == ASCII.hash }
    if fields.count == 2 && hashed.count == 1 {
      let colourIndex = fields[0].bytes.first == ASCII.hash ? 0 : 1
      guard let colour = parseHex(fields[colourIndex].bytes) else {
        return .invalid(fields[colourIndex])
      }
      return .swatches([(fields[1 - colourIndex], colour, fields[0].location)])
    }
    let colours = fields.map { parseHex($0.bytes) }
    if fields.count == 2, colours.filter({ $0 != nil }).count == 1,
      let index = colours.firstIndex(where: { $0 != nil }), let colour = colours[index]
    {
      return .swatches([(fields[1 - index], colour, fields[0].location)])
    }
    var found: [(name: CSVField?, colour: RGBA8, location: SourceLocation)] = []
    for (field, colour) in zip(fields, colours) {
      guard let colour else { return .invalid(field) }
      found.append((nil, colour, field.location))
    }
    return .swatches(found)
  }

  // MARK: - Values

  static func parseHex(_ bytes: [UInt8]) -> RGBA8? {
    var digits = bytes[...]
    if digits.first == ASCII.hash { digits = digits.dropFirst() }
    return HexDigits.color(digits, alphaFirst: false)
  }

  private static func hexColor(_ field: CSVField) throws(PaletteError) -> RGBA8 {
    guard let color = parseHex(field.bytes) else {
      let shown = TextDecoder.excerpt(field.bytes, 0..<field.bytes.count)
      throw PaletteError(
        .syntax,
        "invalid hex colour '\(shown)'; expected #RGB, #RRGGBB or #RRGGBBAA",
        format: CSVSyntax.formatID, location: field.location)
    }
    return color
  }

  private mutating func text(_ field: CSVField, what: String) -> String {
    let (text, invalidAt) = TextDecoder.decode(field.bytes, 0..<field.bytes.count)
    if invalidAt != nil {
      warn(
        "csv.encoding", "the \(what) is not valid UTF-8 and was read as Latin-1",
        at: field.location)
    }
    return text
  }

  private mutating func append(_ swatch: Swatch, group: String?) {
    if let last = groups.indices.last, groups[last].name == group {
      groups[last].swatches.append(swatch)
    } else {
      groups.append(PaletteGroup(name: group, swatches: [swatch], location: swatch.location))
    }
  }

  private mutating func warn(_ code: String, _ message: String, at location: SourceLocation) {
    warnings.append(Diagnostic(.warning, code: code, message: message, location: location))
  }
}
