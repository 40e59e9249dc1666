import PaletteCore

/// The fields of a PCX header that say where its palette is.
struct PCXHeader: Sendable {
  /// The version byte: 0 (PC Paintbrush 2.5), 2 (2.8 with a palette), 3 (2.8 without), 4 (for
  /// Windows), 5 (3.0 and later).
  let version: UInt8
  /// The bits per pixel in each plane.
  let bitsPerPixel: Int
  /// The colour planes.
  let planes: Int

  /// The size of the header.
  static let size = 128
  /// The offset of the 16-colour palette in the header.
  static let paletteOffset = 16
  /// The offset of the plane count.
  static let planesOffset = 65

  /// Whether a header passes the checks detection and reading share, and the offset of the
  /// first field that does not.
  ///
  /// - Parameter bytes: At least the first 66 bytes.
  /// - Returns: `nil` when it is sane, or the offset and why not.
  static func firstProblem(_ bytes: ArraySlice<UInt8>) -> (offset: Int, reason: String)? {
    let start = bytes.startIndex
    guard bytes.count > planesOffset else {
      return (bytes.count, "the header is cut short")
    }
    guard bytes[start] == 0x0A else {
      return (0, "the file does not start with 0x0A, the PCX manufacturer byte")
    }
    guard [0, 2, 3, 4, 5].contains(bytes[start + 1]) else {
      return (1, "version \(bytes[start + 1]) is not a PCX version (0, 2, 3, 4 or 5)")
    }
    guard bytes[start + 2] <= 1 else {
      return (2, "encoding \(bytes[start + 2]) is not 0 (none) or 1 (run-length)")
    }
    guard [1, 2, 4, 8].contains(bytes[start + 3]) else {
      return (3, "\(bytes[start + 3]) bits per pixel is not 1, 2, 4 or 8")
    }
    func word(_ offset: Int) -> Int {
      Int(bytes[start + offset]) | Int(bytes[start + offset + 1]) << 8
    }
    guard word(8) >= word(4) else {
      return (8, "the window's right edge \(word(8)) is left of its left edge \(word(4))")
    }
    guard word(10) >= word(6) else {
      return (10, "the window's bottom edge \(word(10)) is above its top edge \(word(6))")
    }
    guard (1...4).contains(bytes[start + planesOffset]) else {
      return (planesOffset, "\(bytes[start + planesOffset]) colour planes is not 1 to 4")
    }
    return nil
  }

  /// Reads and checks the header.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The fields.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset for a header cut short or a
  ///   field out of range.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> PCXHeader {
    if !bytes.isEmpty, bytes[0] != 0x0A {
      throw PaletteError(
        .invalidSignature, "the file does not start with 0x0A, the PCX manufacturer byte",
        format: "pcx", location: .byte(offset: 0))
    }
    guard bytes.count >= size else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "the file ends inside the 128-byte PCX header at byte \(bytes.count)",
        format: "pcx", location: .byte(offset: bytes.count))
    }
    if let problem = firstProblem(bytes[...]) {
      let kind: PaletteError.Kind = problem.offset == 1 ? .unsupportedVersion : .invalidValue
      throw PaletteError(
        kind, problem.reason, format: "pcx", location: .byte(offset: problem.offset))
    }
    return PCXHeader(
      version: bytes[1], bitsPerPixel: Int(bytes[3]), planes: Int(bytes[planesOffset]))
  }
}
