import PaletteCore

/// The columns a header row names: which field index holds what.
struct CSVHeader {
  /// The field index of each column the header names.
  private(set) var index: [CSVColumn: Int] = [:]
  /// The header words no column is known by, with where they are.
  private(set) var unknown: [(text: String, location: SourceLocation)] = []
  /// Columns named twice: the later field is ignored.
  private(set) var repeated: [(column: CSVColumn, location: SourceLocation)] = []
  /// The number of fields in the header row.
  let width: Int

  /// The RGB components.
  static let rgb: [CSVColumn] = [.red, .green, .blue]
  /// The CMYK components.
  static let cmyk: [CSVColumn] = [.cyan, .magenta, .yellow, .black]
  /// The Lab components.
  static let lab: [CSVColumn] = [.labL, .labA, .labB]

  /// Reads `record` as a header, or returns `nil` when it names no complete colour: a hex
  /// column, all of red, green and blue, all of C, M, Y and K, or all of L, a and b.
  ///
  /// `a` is Lab's a when the header has an L column and alpha otherwise; `b` is blue when red
  /// or green is named and blue is not yet, otherwise Lab's b when there is an L column,
  /// otherwise blue.
  ///
  /// - Parameter record: The first record.
  init?(_ record: CSVRecord) {
    width = record.fields.count
    let words = record.fields.map { Self.normalized($0.bytes) }
    let hasL = words.contains { CSVColumn.synonyms[$0] == .labL }
    let hasRedOrGreen = words.contains {
      CSVColumn.synonyms[$0] == .red || CSVColumn.synonyms[$0] == .green
    }
    for (offset, word) in words.enumerated() {
      let field = record.fields[offset]
      var column = CSVColumn.synonyms[word]
      if word == "a" { column = hasL ? .labA : .alpha }
      if word == "b" {
        column = hasRedOrGreen && index[.blue] == nil ? .blue : hasL ? .labB : .blue
      }
      guard let column else {
        if !word.isEmpty {
          unknown.append(
            (TextDecoder.decode(field.bytes, 0..<field.bytes.count).text, field.location))
        }
        continue
      }
      if index[column] != nil {
        repeated.append((column, field.location))
      } else {
        index[column] = offset
      }
    }
    guard hasColour else { return nil }
  }

  /// Whether the header names a complete colour.
  var hasColour: Bool {
    index[.hex] != nil || Self.rgb.allSatisfy { index[$0] != nil }
      || Self.cmyk.allSatisfy { index[$0] != nil } || Self.lab.allSatisfy { index[$0] != nil }
  }

  /// Whether all of `columns` are named.
  func names(_ columns: [CSVColumn]) -> Bool {
    columns.allSatisfy { index[$0] != nil }
  }

  /// A header word made comparable: ASCII lower case without spaces, tabs, `_`, `-` or `.`.
  static func normalized(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    for byte in bytes {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "_"), UInt8(ascii: "-"),
        UInt8(ascii: "."):
        continue
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(byte + 32)
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
