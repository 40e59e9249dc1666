extension XMLReader {
  /// The encodings named in an XML declaration that are read as ISO-8859-1.
  private static let latin1Names: Set<String> = ["iso-8859-1", "latin1", "iso_8859-1", "l1"]
  /// The encodings named in an XML declaration that UTF-8 text satisfies.
  private static let utf8Names: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii"]

  /// The document as UTF-8: UTF-8 without its byte order mark, UTF-16 transcoded, or
  /// ISO-8859-1 (when the declaration says so) transcoded; checked to be valid.
  ///
  /// - Parameters:
  ///   - input: The document's bytes.
  ///   - format: The format identifier errors carry.
  /// - Returns: The UTF-8 bytes and the encoding they were in.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/invalidEncoding`` with the line and
  ///   column of the first byte that is not in the encoding, or for an encoding not read.
  static func utf8Text(
    _ input: [UInt8], format: String
  ) throws(PaletteError) -> (
    bytes: [UInt8], encoding: XMLTextEncoding, unit: XMLLocator.ColumnUnit
  ) {
    let (encoding, bom) = XMLTextEncoding.detect(input)
    if encoding != .utf8 {
      let (utf8, valid) = XMLTextEncoding.transcodeUTF16(
        input[bom...], bigEndian: encoding == .utf16BigEndian)
      guard valid else {
        throw PaletteError(
          .invalidEncoding,
          "the text is not valid \(encoding.rawValue) (an unpaired surrogate or an odd last byte)",
          format: format,
          location: XMLLocator(utf8, unit: .utf16).location(ofOffset: utf8.count))
      }
      return (utf8, encoding, .utf16)
    }
    let bytes = bom > 0 ? Array(input[bom...]) : input
    let declared = declaredEncoding(bytes).map(ASCII.lowercased)
    if let declared, latin1Names.contains(declared) {
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + bytes.count / 8)
      for byte in bytes { UTF8Encoding.append(UInt32(byte), to: &out) }
      return (out, .utf8, .scalar)
    }
    if let declared, !utf8Names.contains(declared) && !declared.hasPrefix("utf-16") {
      throw PaletteError(
        .invalidEncoding,
        "the encoding '\(declared)' is not supported; palconv reads XML in UTF-8, UTF-16 and "
          + "ISO-8859-1", format: format, location: .text(line: 1, column: 1))
    }
    if let invalid = TextDecoder.firstInvalidUTF8(bytes, 0..<bytes.count) {
      throw PaletteError(
        .invalidEncoding,
        "the text is not valid UTF-8 (byte 0x\(hex2(bytes[invalid])))", format: format,
        location: LineTable(bytes).location(ofOffset: invalid))
    }
    return (bytes, .utf8, .utf8)
  }

  /// The `encoding` of the XML declaration that starts `bytes`, if any.
  private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    guard bytes.starts(with: "<?xml".utf8), bytes.count > 5, isWhitespace(bytes[5]) else {
      return nil
    }
    var end = 5
    while end + 1 < bytes.count
      && !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">"))
    {
      end += 1
      if end > 512 { return nil }
    }
    return XMLDeclaration(bytes[5..<end]).encoding
  }
}
