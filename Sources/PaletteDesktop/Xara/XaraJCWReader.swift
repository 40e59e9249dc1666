import PaletteCore

/// Reads a Xara palette: the eight-byte header, then fixed-size records of four 16-bit values
/// and a NUL-padded name.
///
/// The count is checked against the bytes left before any record is read, so nothing is
/// allocated from a number the file gives.
struct XaraJCWReader {
  static let format = "jcw"

  /// `JCW`, the first three bytes.
  static let magic: [UInt8] = Array("JCW".utf8)

  private let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  func read() throws(PaletteError) -> DecodedPalette {
    guard bytes.starts(with: Self.magic) else {
      throw PaletteError(
        .invalidSignature, "not a Xara palette: it does not start with 'JCW'",
        format: Self.format, location: .byte(offset: 0))
    }
    var cursor = ByteCursor(bytes, format: Self.format, order: .little, offset: 3)
    let version = try cursor.u8("the version")
    guard version == 1 else {
      throw PaletteError(
        .unsupportedVersion, "Xara palette version \(version); palconv reads version 1",
        format: Self.format, location: .byte(offset: 3))
    }
    let countOffset = cursor.offset
    let count = Int(try cursor.u16("the number of colours"))
    let typeOffset = cursor.offset
    let type = try cursor.u8("the colour type")
    let nameSize = Int(try cursor.u8("the size of a name"))
    guard let model = XaraJCWColorType(type) else {
      throw PaletteError(
        .invalidValue,
        "colour type \(type) is not one palconv knows: its low three bits are \(type & 7), "
          + "where 0 and 1 are CMYK, 2 and 3 RGB, 4 and 5 HSB",
        format: Self.format, location: .byte(offset: typeOffset))
    }
    let record = 8 + nameSize
    guard count <= cursor.remaining / record else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "\(count) colours of \(record) bytes do not fit in the \(cursor.remaining) bytes left",
        format: Self.format, location: .byte(offset: countOffset))
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(count)
    for _ in 0..<count {
      let start = cursor.offset
      let first = try value(&cursor)
      let second = try value(&cursor)
      let third = try value(&cursor)
      let fourth = try value(&cursor)
      let name = try cursor.bytes(nameSize, "a name").prefix { $0 != 0 }
      swatches.append(
        Swatch(
          name: name.isEmpty ? nil : Self.latin1(name),
          color: model.color(first, second, third, fourth),
          kind: XaraJCWColorType.isSpot(type) ? .spot : .process,
          location: .byte(offset: start)))
    }
    var warnings: [Diagnostic] = []
    if !cursor.isAtEnd {
      warnings.append(
        Diagnostic(
          .warning, code: "jcw.trailing",
          message: "\(cursor.remaining) bytes after the last colour are not read",
          location: .byte(offset: cursor.offset)))
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: warnings)
  }

  /// A 16-bit value in ten-thousandths, as a fraction.
  private func value(_ cursor: inout ByteCursor) throws(PaletteError) -> Float {
    Float(Double(try cursor.u16("a value")) / 10000)
  }

  /// ISO-8859-1 text: each byte is the code point of the same number.
  private static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
    if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    var text = ""
    text.unicodeScalars.append(contentsOf: bytes.lazy.map { Unicode.Scalar($0) })
    return text
  }
}
