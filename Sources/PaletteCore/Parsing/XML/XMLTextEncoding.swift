/// The encodings the XML reader takes, told apart by the first bytes as XML's appendix F
/// describes: a byte order mark, or the UTF-16 form of `<?`.
package enum XMLTextEncoding: String, Hashable, Sendable {
  /// UTF-8, with or without a byte order mark.
  case utf8 = "UTF-8"
  /// UTF-16, big-endian.
  case utf16BigEndian = "UTF-16BE"
  /// UTF-16, little-endian.
  case utf16LittleEndian = "UTF-16LE"

  /// The encoding the document's first bytes announce, and how many bytes of byte order mark
  /// to skip.
  ///
  /// - Parameter bytes: The document, or its first bytes.
  /// - Returns: The encoding and the length of its byte order mark (0 without one).
  package static func detect(_ bytes: some Collection<UInt8>) -> (XMLTextEncoding, bom: Int) {
    let head = Array(bytes.prefix(4))
    if head.starts(with: ASCII.byteOrderMark) { return (.utf8, 3) }
    if head.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
    if head.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
    if head.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return (.utf16BigEndian, 0) }
    if head.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return (.utf16LittleEndian, 0) }
    return (.utf8, 0)
  }

  /// The first bytes of a document as UTF-8, for sniffers: a UTF-8 prefix without its byte
  /// order mark, or a UTF-16 prefix transcoded as far as it is valid.
  ///
  /// - Parameter prefix: The document's first bytes.
  /// - Returns: UTF-8 bytes.
  package static func utf8Prefix(_ prefix: ArraySlice<UInt8>) -> [UInt8] {
    let (encoding, bom) = detect(prefix)
    let body = prefix.dropFirst(bom)
    guard encoding != .utf8 else { return Array(body) }
    return transcodeUTF16(body, bigEndian: encoding == .utf16BigEndian).utf8
  }

  /// UTF-16 text as UTF-8, up to the first unpaired surrogate or odd last byte.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-16 code units' bytes, without a byte order mark.
  ///   - bigEndian: The byte order.
  /// - Returns: The UTF-8 bytes of the valid part, and `true` when all of `bytes` was valid.
  /// - Complexity: O(*n*) in the size of the text.
  package static func transcodeUTF16(
    _ bytes: ArraySlice<UInt8>, bigEndian: Bool
  ) -> (utf8: [UInt8], valid: Bool) {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count / 2 + bytes.count / 8)
    var index = bytes.startIndex
    func unit(at offset: Int) -> UInt32 {
      let first = UInt32(bytes[offset])
      let second = UInt32(bytes[offset + 1])
      return bigEndian ? first << 8 | second : second << 8 | first
    }
    while index + 1 < bytes.endIndex {
      var value = unit(at: index)
      index += 2
      if value >= 0xD800 && value < 0xE000 {
        guard value < 0xDC00, index + 1 < bytes.endIndex else { return (out, false) }
        let low = unit(at: index)
        guard low >= 0xDC00 && low < 0xE000 else { return (out, false) }
        index += 2
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      }
      UTF8Encoding.append(value, to: &out)
    }
    return (out, index == bytes.endIndex)
  }
}
