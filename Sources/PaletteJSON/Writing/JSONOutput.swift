import PaletteCore

/// A byte buffer with the few JSON primitives the palette writer needs.
///
/// Strings keep `/` and non-ASCII text as they are and escape only `"`, `\` and control
/// characters; numbers are the shortest decimal that reads back as the same `Float`.
struct JSONOutput {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// Reserves room for at least `count` more bytes.
  ///
  /// - Parameter count: The number of bytes about to be written.
  mutating func reserveCapacity(_ count: Int) {
    bytes.reserveCapacity(bytes.count + count)
  }

  /// Appends raw ASCII text (punctuation, indentation, fixed member names).
  ///
  /// - Parameter text: Text that needs no escaping.
  mutating func raw(_ text: String) {
    appendUTF8(of: text)
  }

  /// Appends a string literal, quoted and escaped.
  ///
  /// `\"`, `\\`, `\n`, `\r` and `\t` use their short escapes; other characters below U+0020
  /// are written `\u00XX` with lower-case hex digits; everything else is written as UTF-8.
  ///
  /// - Parameter text: Any string.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    let plain = text.withUTF8 { utf8 in
      !utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
    if plain {
      appendUTF8(of: text)
    } else {
      for byte in text.utf8 { escape(byte) }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends a hex colour string literal, `"#RRGGBB"` or `"#RRGGBBAA"`, with upper-case digits
  /// as ``PaletteCore/RGBA8/hexString(includeAlpha:)`` spells it.
  ///
  /// - Parameters:
  ///   - color: The channels.
  ///   - includeAlpha: Whether to append the alpha byte.
  mutating func hexString(_ color: RGBA8, includeAlpha: Bool) {
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: "#"))
    hexByte(color.red)
    hexByte(color.green)
    hexByte(color.blue)
    if includeAlpha { hexByte(color.alpha) }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func hexByte(_ value: UInt8) {
    bytes.append(Self.upperHexDigits[Int(value >> 4)])
    bytes.append(Self.upperHexDigits[Int(value & 0xF)])
  }

  /// Appends one byte of a string, escaped when JSON requires it.
  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
    case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
    case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
    case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
    case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
    case 0..<0x20:
      bytes.append(contentsOf: Array("\\u00".utf8))
      bytes.append(Self.lowerHexDigits[Int(byte >> 4)])
      bytes.append(Self.lowerHexDigits[Int(byte & 0xF)])
    default: bytes.append(byte)
    }
  }

  /// Appends the UTF-8 of `text` in one copy.
  private mutating func appendUTF8(of text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  private static let lowerHexDigits: [UInt8] = Array("0123456789abcdef".utf8)
  private static let upperHexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

  /// Appends a finite `Float` as the shortest decimal that reads back bit-exact.
  ///
  /// This is Swift's `description` (for example `0.1`, `1e-05`, `-0.0`, `3.4028235e+38`)
  /// without a trailing `.0`, so whole numbers print as integers (`1`, `-0`, `255`).
  ///
  /// - Parameter value: A finite value; the caller rejects NaN and infinities.
  mutating func number(_ value: Float) {
    var text = value.description
    text.withUTF8 { utf8 in
      // Drop a trailing ".0": the description is ASCII, so bytes are characters.
      let end =
        utf8.count >= 2 && utf8[utf8.count - 2] == UInt8(ascii: ".")
          && utf8[utf8.count - 1] == UInt8(ascii: "0") ? utf8.count - 2 : utf8.count
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<end]))
    }
  }

  /// Appends an integer in decimal.
  ///
  /// - Parameter value: Any integer.
  mutating func integer(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }
}
