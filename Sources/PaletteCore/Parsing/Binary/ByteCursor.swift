/// A bounds-checked cursor over the fields of a binary file, in one ``ByteOrder`` (big-endian
/// for ACO, ACB and ACT, little-endian for RIFF).
///
/// Every read checks that its bytes are there before touching them and throws a
/// ``PaletteError`` of kind ``PaletteError/Kind/unexpectedEndOfInput`` at the field's offset
/// otherwise, naming the field. Nothing is allocated from a count before the bytes behind it
/// are known to exist: ``utf16(units:field:)`` checks the units first.
package struct ByteCursor {
  /// The whole file.
  package let bytes: [UInt8]
  /// The offset of the next field.
  package var offset: Int
  /// The identifier of the format, for errors.
  package let format: String
  /// The order of the bytes of the file's integers.
  package let order: ByteOrder
  /// Whether a big-endian read is swapped (a little-endian file): one test per field.
  private let swapsBytes: Bool

  /// Creates a cursor.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - format: The format identifier for errors (`"aco"`).
  ///   - order: The order of the bytes of the file's integers.
  ///   - offset: Where reading starts.
  package init(_ bytes: [UInt8], format: String, order: ByteOrder = .big, offset: Int = 0) {
    self.bytes = bytes
    self.format = format
    self.order = order
    swapsBytes = order == .little
    self.offset = offset
  }

  /// How many bytes are left after ``offset``.
  package var remaining: Int { bytes.count - offset }

  /// Whether reading has reached the end of the file.
  package var isAtEnd: Bool { offset >= bytes.count }

  /// The error for a field that the file ends inside.
  ///
  /// - Parameters:
  ///   - field: What the field is, for people (`"the colour count"`).
  ///   - count: How many bytes the field needs.
  /// - Returns: The error, at the field's offset.
  package func truncated(_ field: String, needing count: Int) -> PaletteError {
    PaletteError(
      .unexpectedEndOfInput,
      "the file ends inside \(field) at byte \(offset): \(count) "
        + (count == 1 ? "byte is" : "bytes are") + " needed, \(max(remaining, 0)) left",
      format: format, location: .byte(offset: offset))
  }

  /// Checks that `count` bytes remain.
  ///
  /// - Parameters:
  ///   - count: The bytes needed.
  ///   - field: What they are, for the error.
  /// - Throws: ``PaletteError/Kind/unexpectedEndOfInput`` when fewer remain.
  package func require(_ count: Int, _ field: @autoclosure () -> String) throws(PaletteError) {
    guard count <= remaining else { throw truncated(field(), needing: count) }
  }

  /// Reads one byte.
  package mutating func u8(_ field: @autoclosure () -> String) throws(PaletteError) -> UInt8 {
    try require(1, field())
    defer { offset += 1 }
    return bytes[offset]
  }

  /// Reads a 16-bit unsigned integer in the cursor's byte order.
  package mutating func u16(_ field: @autoclosure () -> String) throws(PaletteError) -> UInt16 {
    let start = offset
    guard 2 <= bytes.count - start else { throw truncated(field(), needing: 2) }
    offset = start + 2
    let value = UInt16(bytes[start]) << 8 | UInt16(bytes[start + 1])
    return swapsBytes ? value.byteSwapped : value
  }

  /// Reads a 32-bit unsigned integer in the cursor's byte order.
  package mutating func u32(_ field: @autoclosure () -> String) throws(PaletteError) -> UInt32 {
    let start = offset
    guard 4 <= bytes.count - start else { throw truncated(field(), needing: 4) }
    offset = start + 4
    let value =
      UInt32(bytes[start]) << 24 | UInt32(bytes[start + 1]) << 16
      | UInt32(bytes[start + 2]) << 8 | UInt32(bytes[start + 3])
    return swapsBytes ? value.byteSwapped : value
  }

  /// Reads `count` raw bytes.
  package mutating func bytes(
    _ count: Int, _ field: @autoclosure () -> String
  ) throws(PaletteError) -> ArraySlice<UInt8> {
    try require(count, field())
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  /// Reads `units` UTF-16BE code units as a string (big-endian whatever the cursor's order:
  /// the files with UTF-16 text, ACO and ACB, are big-endian).
  ///
  /// - Parameters:
  ///   - units: The number of code units; checked against the bytes left before anything is
  ///     allocated.
  ///   - field: What the text is, for errors.
  /// - Returns: The text, NULs included.
  /// - Throws: ``PaletteError/Kind/unexpectedEndOfInput`` when the units are not all there,
  ///   ``PaletteError/Kind/invalidEncoding`` at an unpaired surrogate.
  package mutating func utf16(
    units: Int, field: @autoclosure () -> String
  ) throws(PaletteError) -> String {
    guard units <= remaining / 2 else { throw truncated(field(), needing: units * 2) }
    switch UTF16BigEndian.decode(bytes, start: offset, units: units) {
    case .success(let text):
      offset += units * 2
      return text
    case .failure(let failure):
      throw PaletteError(
        .invalidEncoding,
        "\(field()) is not valid UTF-16: an unpaired surrogate at byte \(failure.offset)",
        format: format, location: .byte(offset: failure.offset))
    }
  }
}
