/// Recognises a palconv palette document from the first bytes of a file.
///
/// It walks the members of the top-level object, skipping nested values without building
/// them, until it finds `"format"`. Only `"format": "palconv-palette"` counts; any other JSON,
/// and a prefix that ends before the marker, is not recognised. The writer puts `format`
/// first, so files it wrote are always recognised.
enum PaletteDocumentSniffer {
  /// Whether `prefix` starts a JSON object whose `format` member is the palconv marker.
  ///
  /// - Parameter prefix: The first bytes of a file.
  /// - Returns: `true` when the marker was found.
  /// - Complexity: O(*n*) in the prefix length.
  static func hasMarker(_ prefix: ArraySlice<UInt8>) -> Bool {
    var cursor = PrefixCursor(bytes: prefix)
    if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.index += 3 }
    guard cursor.next() == UInt8(ascii: "{") else { return false }
    while true {
      guard cursor.next() == UInt8(ascii: "\""), let key = cursor.stringBody() else {
        return false
      }
      guard cursor.next() == UInt8(ascii: ":") else { return false }
      if key.elementsEqual("format".utf8) {
        guard cursor.next() == UInt8(ascii: "\""), let value = cursor.stringBody() else {
          return false
        }
        return value.elementsEqual(PaletteDocumentSchema.formatMarker.utf8)
      }
      guard cursor.skipValue(), cursor.next() == UInt8(ascii: ",") else { return false }
    }
  }

  /// A forgiving token walker over a prefix; every method returns `nil`/`false` at the end.
  private struct PrefixCursor {
    let bytes: ArraySlice<UInt8>
    var index: Int

    init(bytes: ArraySlice<UInt8>) {
      self.bytes = bytes
      self.index = bytes.startIndex
    }

    /// The next byte that is not JSON whitespace, consumed.
    mutating func next() -> UInt8? {
      while index < bytes.endIndex {
        let byte = bytes[index]
        index += 1
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D: continue
        default: return byte
        }
      }
      return nil
    }

    /// The raw bytes of a string whose opening quote was consumed, escapes left as they are.
    mutating func stringBody() -> ArraySlice<UInt8>? {
      let start = index
      while index < bytes.endIndex {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          return bytes[start..<index - 1]
        }
        index += byte == UInt8(ascii: "\\") ? 2 : 1
      }
      return nil
    }

    /// Skips one value of any kind: strings whole, containers by counting brackets, scalars
    /// up to the next delimiter.
    mutating func skipValue() -> Bool {
      guard let first = next() else { return false }
      switch first {
      case UInt8(ascii: "\""):
        return stringBody() != nil
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 1
        while depth > 0 {
          guard index < bytes.endIndex else { return false }
          let byte = bytes[index]
          index += 1
          switch byte {
          case UInt8(ascii: "\""):
            guard stringBody() != nil else { return false }
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
          default: break
          }
        }
        return true
      default:
        while index < bytes.endIndex, !isDelimiter(bytes[index]) { index += 1 }
        return index < bytes.endIndex
      }
    }

    private func isDelimiter(_ byte: UInt8) -> Bool {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"): true
      default: false
      }
    }
  }
}
