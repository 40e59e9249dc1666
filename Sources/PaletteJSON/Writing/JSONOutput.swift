import PaletteCore

/// A byte buffer with the few JSON primitives the palette writer needs.
///
/// Strings keep `/` and non-ASCII text as they are and escape only `"`, `\` and control
/// characters; numbers are the shortest decimal that reads back as the same `Float`.
///
/// The output goes into memory the caller provides, through a pointer: an append costs a
/// bounds check and a copy, with no reference counting. When the memory is too small the
/// output stops growing and ``overflowed`` is set, so the caller can start again with more.
struct JSONOutput {
  /// The memory written to.
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  /// The number of bytes written so far, from the start of the buffer.
  private(set) var count = 0
  /// Whether some output did not fit (and was dropped).
  private(set) var overflowed = false

  /// Creates an output that writes into `buffer`.
  ///
  /// - Parameter buffer: The memory to write; it need not be initialized.
  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// Appends raw ASCII text (punctuation, indentation).
  ///
  /// - Parameter text: Literal text that needs no escaping.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends a string literal, quoted, for text known to need no escaping: the schema's
  /// member names and the raw values of colour models and swatch kinds (ASCII letters,
  /// digits, `-` and `$`).
  ///
  /// - Parameter text: The text, without `"`, `\` or control characters.
  mutating func plainString(_ text: String) {
    append(UInt8(ascii: "\""))
    appendUTF8(of: text)
    append(UInt8(ascii: "\""))
  }

  /// Appends a string literal, quoted and escaped.
  ///
  /// `\"`, `\\`, `\n`, `\r` and `\t` use their short escapes; every other control character
  /// (``PaletteCore/ControlCharacters``: C0, DEL, C1, U+2028, U+2029 and the bidirectional
  /// controls) is written `\uXXXX` with lower-case hex digits, as
  /// ``PaletteCore/CodeText/stringLiteral(_:in:)`` writes JSON; everything else is written as
  /// UTF-8.
  ///
  /// - Parameter text: Any string.
  mutating func string(_ text: String) {
    var text = text
    let plain = text.withUTF8 { utf8 in
      // A control, `"`, `\`, DEL; 0xC2 leads U+0080...U+00BF (the C1 controls among them),
      // 0xE2 leads U+2000...U+2FFF (the separators and bidirectional controls among them).
      let escaped = utf8.contains {
        $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2
      }
      if escaped { return false }
      append(UInt8(ascii: "\""))
      append(utf8)
      append(UInt8(ascii: "\""))
      return true
    }
    if !plain {
      appendUTF8(of: CodeText.stringLiteral(text, in: .json))
    }
  }

  /// Appends a hex colour string literal, `"#RRGGBB"` or `"#RRGGBBAA"`, with upper-case digits
  /// as ``PaletteCore/RGBA8/hexString(includeAlpha:)`` spells it.
  ///
  /// - Parameters:
  ///   - color: The channels.
  ///   - includeAlpha: Whether to append the alpha byte.
  mutating func hexString(_ color: RGBA8, includeAlpha: Bool) {
    append(UInt8(ascii: "\""))
    append(UInt8(ascii: "#"))
    hexByte(color.red)
    hexByte(color.green)
    hexByte(color.blue)
    if includeAlpha { hexByte(color.alpha) }
    append(UInt8(ascii: "\""))
  }

  /// Appends a finite `Float` as the shortest decimal that reads back bit-exact.
  ///
  /// This is Swift's `description` (for example `0.1`, `1e-05`, `-0.0`, `3.4028235e+38`)
  /// without a trailing `.0`, so whole numbers print as integers (`1`, `-0`, `255`).
  ///
  /// - Parameter value: A finite value; the caller rejects NaN and infinities.
  mutating func number(_ value: Float) {
    // Whole numbers below 2^23 print as integers either way; write their digits directly.
    if value == value.rounded(.towardZero) && value.magnitude < 8_388_608 {
      integerDigits(Int(value), negative: value.sign == .minus)
      return
    }
    guard ShortestFloat.maximumLength <= buffer.count - count, let target = buffer.baseAddress
    else {
      overflowed = true
      return
    }
    guard var length = ShortestFloat.write(value, to: target + count) else {
      // Not finite: the writer rejects such values before writing; keep the text readable.
      appendUTF8(of: value.description)
      return
    }
    // Drop a trailing ".0".
    if target[count + length - 1] == UInt8(ascii: "0")
      && target[count + length - 2] == UInt8(ascii: ".")
    {
      length -= 2
    }
    count += length
  }

  /// Appends an integer in decimal.
  ///
  /// - Parameter value: Any integer.
  mutating func integer(_ value: Int) {
    appendUTF8(of: String(value))
  }

  // MARK: - Bytes

  /// Appends the decimal digits of `value`, with `-` when `negative` (so `-0` for negative
  /// zero, as the `Float` description `-0.0` gives).
  private mutating func integerDigits(_ value: Int, negative: Bool) {
    if negative { append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt64, Int) = (0, 0)  // Up to 7 digits, least significant first, 8 bits each.
    repeat {
      digits.0 |= UInt64(0x30 + magnitude % 10) << (8 * UInt64(digits.1))
      digits.1 += 1
      magnitude /= 10
    } while magnitude > 0
    for index in stride(from: digits.1 - 1, through: 0, by: -1) {
      append(UInt8(truncatingIfNeeded: digits.0 >> (8 * UInt64(index))))
    }
  }

  private mutating func hexByte(_ value: UInt8) {
    append(HexDigits.digit(value >> 4, uppercase: true))
    append(HexDigits.digit(value, uppercase: true))
  }

  /// Appends the UTF-8 of `text` in one copy.
  private mutating func appendUTF8(of text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  @inline(__always)
  private mutating func append(_ byte: UInt8) {
    guard count < buffer.count else {
      overflowed = true
      return
    }
    buffer[count] = byte
    count += 1
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count <= buffer.count - count else {
      overflowed = true
      return
    }
    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
    (target + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }
}
