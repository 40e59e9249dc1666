import PaletteCore

/// The numbers of a `tints` attribute: comma-separated decimals, 0...1.
///
/// Corel writes 8-bit values as k/255 rounded to six decimals without trailing zeros
/// (`0.619608` is 158/255, `0.65098` is 166/255), and other tools to seven or eight; a number
/// that is k/255 so rounded is read as exactly k/255, so such a colour has the bits of the
/// byte it came from. Any other number is read as it is written.
enum CorelTint {
  /// The value of one number, or `nil` when it is not a finite decimal.
  static func value(_ text: Substring) -> Double? {
    let trimmed = text.utf8.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    guard !trimmed.isEmpty, let parsed = Double(String(decoding: trimmed, as: UTF8.self)),
      parsed.isFinite
    else { return nil }
    // `-0` is zero: the writer writes a negative zero as `0`, so it reads back the same.
    let value = parsed == 0 ? 0 : parsed
    let decimals = trimmed.firstIndex(of: UInt8(ascii: ".")).map { trimmed.count - $0 - 1 } ?? 0
    guard decimals <= 8, !trimmed.contains(where: { $0 | 0x20 == 0x65 }) else { return value }
    let byte = (value * 255).rounded()
    guard byte >= 0 && byte <= 255 else { return value }
    let candidate = byte / 255
    if decimals <= 6 {
      // Corel's six decimals, trailing zeros dropped (`0.65098` is 166/255).
      return Double(DecimalText.fixed(candidate, decimals: 6)) == value ? candidate : value
    }
    var half = 0.5
    for _ in 0..<decimals { half /= 10 }
    return abs(candidate - value) <= half * (1 + 1e-9) ? candidate : value
  }

  /// The numbers of a `tints` attribute, or `nil` when one is not a number.
  static func values(_ text: String) -> [Double]? {
    var out: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let value = value(part) else { return nil }
      out.append(value)
    }
    return out
  }

  /// The shortest text of a tint that ``value(_:)`` and `decode` turn back into `target`'s
  /// bits (a negative zero's as zero's): six decimals for k/255, as Corel writes it, otherwise
  /// as many as it takes.
  ///
  /// A value no tint reads back as (a Lab axis within about 1e-6 of zero: the reader's
  /// `t·255 − 128` in `Double` is not that fine) is written as the value its closest text reads
  /// back as, so what is read back writes the same text.
  ///
  /// - Parameters:
  ///   - target: The component to write.
  ///   - tint: The tint a component is, as a `Double`, to round from.
  ///   - decode: What the reader computes from the tint.
  /// - Returns: The text.
  static func text(
    _ target: Float, tint: (Float) -> Double, decode: (Double) -> Float
  ) -> String {
    // A negative zero is written as zero: no tint reads back as -0.
    let target = target == 0 ? 0 : target
    if let text = exactText(target, tint: tint(target), decode: decode) { return text }
    let closest = DecimalText.plain(tint(target), signedZero: false)
    let settled = value(Substring(closest)).map(decode) ?? target
    return exactText(settled, tint: tint(settled), decode: decode) ?? closest
  }

  /// The shortest text with at most 20 decimals that reads back as `target`'s bits, if any.
  private static func exactText(
    _ target: Float, tint: Double, decode: (Double) -> Float
  ) -> String? {
    for decimals in 0...20 {
      let text = DecimalText.fixed(tint, decimals: decimals)
      if let read = value(Substring(text)), decode(read).bitPattern == target.bitPattern {
        if decimals < 6, let sixDigit = byteText(tint) { return sixDigit }
        return text
      }
    }
    return nil
  }

  /// k/255 in six decimals when `tint` is exactly a byte's value, else `nil`.
  private static func byteText(_ tint: Double) -> String? {
    let byte = (tint * 255).rounded()
    guard byte > 0 && byte < 255, byte / 255 == tint else { return nil }
    return DecimalText.fixed(tint, decimals: 6)
  }
}
