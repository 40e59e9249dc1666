package import PaletteCore

/// zlib framing (RFC 1950): a two-byte header, a raw DEFLATE stream and the big-endian Adler-32
/// of the uncompressed data.
package enum Zlib {
  /// Decompresses a zlib stream, checking its header and Adler-32.
  ///
  /// - Parameters:
  ///   - bytes: The stream, starting with its header and ending with its checksum; anything
  ///     after the checksum is an error.
  ///   - limits: The output and ratio limits.
  ///   - format: The caller's format identifier, for errors.
  /// - Returns: The uncompressed bytes.
  /// - Throws: ``PaletteError`` at a byte offset: `.invalidSignature` for a header that is not
  ///   zlib's (or asks for a preset dictionary), `.invalidValue` for a wrong checksum or trailing
  ///   bytes, and whatever ``Inflate/decompress(_:limits:format:)`` throws.
  package static func decompress(
    _ bytes: ArraySlice<UInt8>, limits: ArchiveLimits = .standard, format: String
  ) throws(PaletteError) -> [UInt8] {
    let start = bytes.startIndex
    guard bytes.count >= 2 else {
      throw PaletteError(
        .unexpectedEndOfInput, "the zlib stream ends inside its 2-byte header", format: format,
        location: .byte(offset: start + bytes.count))
    }
    try checkHeader(bytes[start], bytes[start + 1], at: start, format: format)
    let (output, consumed) = try Inflate.decompress(
      bytes[(start + 2)...], limits: limits, format: format)
    let trailer = start + 2 + consumed
    try checkTrailer(
      bytes.endIndex - trailer >= 4 ? Array(bytes[trailer..<trailer + 4]) : [],
      checksum: Adler32.checksum(output), at: trailer, end: bytes.endIndex, format: format)
    return output
  }

  /// Decompresses a zlib stream stored in pieces (a PNG's `IDAT` chunks), handing the output
  /// to `sink` as it is made: only a window of it is held
  /// (``Inflate/decompress(_:from:limits:format:into:)``).
  ///
  /// - Parameters:
  ///   - bytes: The stream, from its header to its checksum; errors are located at logical
  ///     offsets in it.
  ///   - limits: The output and ratio limits.
  ///   - format: The caller's format identifier, for errors.
  ///   - sink: Called with each piece of output, in order; what it throws ends the decode.
  /// - Returns: The size of the output.
  /// - Throws: As ``decompress(_:limits:format:)``, or what `sink` throws.
  package static func decompress(
    _ bytes: SplitBytes, limits: ArchiveLimits = .standard, format: String,
    into sink: (UnsafeBufferPointer<UInt8>) throws(PaletteError) -> Void
  ) throws(PaletteError) -> Int {
    guard bytes.count >= 2 else {
      throw PaletteError(
        .unexpectedEndOfInput, "the zlib stream ends inside its 2-byte header", format: format,
        location: .byte(offset: bytes.count))
    }
    try checkHeader(bytes[0], bytes[1], at: 0, format: format)
    var adler: UInt32 = 1
    let (outputCount, consumed) = try Inflate.decompress(
      bytes, from: 2, limits: limits, format: format
    ) { (piece) throws(PaletteError) in
      adler = Adler32.checksum(piece, continuing: adler)
      try sink(piece)
    }
    let trailer = 2 + consumed
    try checkTrailer(
      bytes.count - trailer >= 4 ? (trailer..<trailer + 4).map { bytes[$0] } : [],
      checksum: adler, at: trailer, end: bytes.count, format: format)
    return outputCount
  }

  /// Checks the two header bytes at `start`.
  private static func checkHeader(
    _ first: UInt8, _ second: UInt8, at start: Int, format: String
  ) throws(PaletteError) {
    let cmf = Int(first)
    let flg = Int(second)
    guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf << 8 | flg) % 31 == 0 else {
      throw PaletteError(
        .invalidSignature,
        "the bytes \(hex(cmf)) \(hex(flg)) at byte \(start) are not a zlib header "
          + "(DEFLATE with a window of at most 32 KiB and a valid check)", format: format,
        location: .byte(offset: start))
    }
    guard flg & 0x20 == 0 else {
      throw PaletteError(
        .invalidValue,
        "the zlib stream at byte \(start) needs a preset dictionary, which is not supported",
        format: format, location: .byte(offset: start + 1))
    }
  }

  /// Checks the Adler-32 at `trailer` (its four bytes, or fewer when the stream ends inside
  /// it) against the data's, and that nothing follows it before `end`.
  private static func checkTrailer(
    _ stored: [UInt8], checksum actual: UInt32, at trailer: Int, end: Int, format: String
  ) throws(PaletteError) {
    guard stored.count == 4 else {
      throw PaletteError(
        .unexpectedEndOfInput, "the zlib stream ends inside its Adler-32 at byte \(trailer)",
        format: format, location: .byte(offset: trailer))
    }
    let value =
      UInt32(stored[0]) << 24 | UInt32(stored[1]) << 16 | UInt32(stored[2]) << 8
      | UInt32(stored[3])
    guard value == actual else {
      throw PaletteError(
        .invalidValue,
        "the zlib stream's Adler-32 at byte \(trailer) is \(hex32(value)), the data's is "
          + hex32(actual), format: format, location: .byte(offset: trailer))
    }
    guard trailer + 4 == end else {
      throw PaletteError(
        .invalidValue,
        "\(end - trailer - 4) bytes follow the end of the zlib stream at byte \(trailer + 4)",
        format: format, location: .byte(offset: trailer + 4))
    }
  }

  /// Compresses `bytes` into a zlib stream: header `78 9C`, a DEFLATE stream from
  /// ``Deflate/compress(_:)``, and the Adler-32.
  ///
  /// - Parameter bytes: The data.
  /// - Returns: The stream.
  package static func compress(_ bytes: [UInt8]) -> [UInt8] {
    let adler = Adler32.checksum(bytes)
    return [0x78, 0x9C] + Deflate.compress(bytes) + [
      UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
    ]
  }

  /// Two hex digits.
  private static func hex(_ byte: Int) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 16 ? "0" + digits : digits
  }

  /// Eight hex digits with `0x`.
  static func hex32(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }
}
