/// A byte buffer with the few JSON primitives the palette writer needs.
///
/// Strings keep `/` and non-ASCII text as they are and escape only `"`, `\` and control
/// characters; numbers are the shortest decimal that reads back as the same `Float`.
struct JSONOutput {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// Appends raw ASCII text (punctuation, indentation, fixed member names).
  ///
  /// - Parameter text: Text that needs no escaping.
  mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends a string literal, quoted and escaped.
  ///
  /// `\"`, `\\`, `\n`, `\r` and `\t` use their short escapes; other characters below U+0020
  /// are written `\u00XX` with lower-case hex digits; everything else is written as UTF-8.
  ///
  /// - Parameter text: Any string.
  mutating func string(_ text: String) {
    let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0..<0x20:
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends a finite `Float` as the shortest decimal that reads back bit-exact.
  ///
  /// This is Swift's `description` (for example `0.1`, `1e-05`, `-0.0`, `3.4028235e+38`)
  /// without a trailing `.0`, so whole numbers print as integers (`1`, `-0`, `255`).
  ///
  /// - Parameter value: A finite value; the caller rejects NaN and infinities.
  mutating func number(_ value: Float) {
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends an integer in decimal.
  ///
  /// - Parameter value: Any integer.
  mutating func integer(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }
}
