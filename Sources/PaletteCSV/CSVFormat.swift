public import PaletteCore

/// Palettes as CSV tables (`.csv`), as spreadsheets and many web tools export them.
///
/// ```
/// name,hex,group
/// Red,#FF0000,Brand
/// "Blue, deep",#00008B,Brand
/// ```
///
/// A header row chooses the columns, by name and in any order and case: `name`, `hex`,
/// `r`/`g`/`b` (0...255), `c`/`m`/`y`/`k` (0...100), `L`/`a`/`b` (Lab), `alpha` (0...1 or a
/// percentage) and `group`, with common synonyms (`colour`, `red`, `cyan`, `opacity`,
/// `category`…). A file without a header is read too when its rows are `#hex`, `name,#hex` or
/// `#hex,name`. Fields follow RFC 4180: a field in double quotes may hold commas, line breaks
/// and doubled quotes; LF, CRLF and a UTF-8 byte order mark are accepted, and `;` or tab
/// delimiters when the first row has no comma. `docs/formats/csv.md` has the details.
///
///     let decoded = try CSVFormat().decode(Array("name,hex\nRed,#FF0000\n".utf8))
///     print(decoded.palette.allSwatches[0].name ?? "")  // Prints "Red"
public struct CSVFormat: PaletteDecoder, PaletteEncoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"csv"`.
  public var identifier: String { "csv" }
  /// `"CSV table"`.
  public var displayName: String { "CSV table" }
  /// `["csv"]`.
  public var fileExtensions: [String] { ["csv"] }

  /// Names, groups (a `group` column), alpha, and sRGB, CMYK and Lab colours in their own
  /// columns; no palette name, description, columns or spot colours. Names are written as they
  /// are, in quotes when needed, with control characters replaced.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb, .cmyk, .lab], kinds: [.process],
      controlCharacters: ControlCharacterLimit(.all, in: [.groupNames, .swatchNames]))
  }

  /// ``/PaletteCore/DetectionConfidence/weak`` when the first row names colour columns (a hex
  /// column, or all of R, G and B, C, M, Y and K, or L, a and b), or when the first rows are
  /// comma-separated hex colours with optional names; otherwise
  /// ``/PaletteCore/DetectionConfidence/none``. A CSV file has no signature, so any format that
  /// recognises the file more surely wins.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    sniffEvidence(prefix) == nil ? .none : .weak
  }

  /// `false`: a header row or comma-separated colours are needed.
  public var isHeaderless: Bool { false }

  /// Why ``sniff(_:)`` claims the bytes, or `nil` when it does not.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    let bytes = Array(prefix)
    let start = ASCII.hasByteOrderMark(bytes) ? ASCII.byteOrderMark.count : 0
    let delimiter = CSVRecordReader.delimiter(of: bytes, from: start)
    var records = CSVRecordReader(bytes, from: start, delimiter: delimiter)
    var examined = 0
    while examined < 16 {
      let record: CSVRecord?
      do {
        record = try records.next()
      } catch {
        // The prefix may end inside a quoted field; judge by the complete rows.
        break
      }
      guard let record else { break }
      if record.isBlank { continue }
      if examined == 0, CSVHeader(record) != nil {
        return "the first row names colour columns"
      }
      guard delimiter == CSVSyntax.comma, record.fields.count >= 2,
        case .swatches = CSVReader.headerlessRow(record)
      else {
        // The last row of a prefix may be cut short.
        if examined > 0 && !records.hasMore { break }
        return nil
      }
      examined += 1
    }
    return examined > 0 ? "its rows are comma-separated hex colours" : nil
  }

  /// Decodes a CSV palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette, with a group for each run of rows of one `group` value, and
  ///   warnings: `csv.unknown-column`, `csv.repeated-column`, `csv.extra-fields`,
  ///   `csv.encoding` (text that is not UTF-8, read as Latin-1).
  /// - Throws: ``/PaletteCore/PaletteError`` with the line and column of the field at fault:
  ///   ``/PaletteCore/PaletteError/Kind/syntax`` for a value that is not a number or a hex
  ///   colour, a quote in an unquoted field or a row without a colour,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a number out of its range,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a quote never closed.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = CSVReader(bytes: bytes)
    return try reader.read()
  }

  /// Names as written: control characters replaced (line breaks and tabs by spaces); an
  /// empty name and a missing one are both an empty field.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    func written(_ name: String?) -> String? {
      let text = ControlCharacters.oneLine(name ?? "")
      return text.isEmpty ? nil : text
    }
    return WrittenNames(
      palette: nil, groups: palette.groups.map { written($0.name) },
      swatches: palette.groups.flatMap { group in group.swatches.map { written($0.name) } })
  }

  /// Encodes a palette as CSV with a header row and CRLF line breaks.
  ///
  /// Colours in models other than sRGB, CMYK and Lab are converted to sRGB (the loss report
  /// says so); the hex column of a CMYK or Lab colour is its 8-bit sRGB approximation.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    CSVWriter().write(palette)
  }
}
