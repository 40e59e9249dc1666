import PaletteCore

/// A hex colour found in a swatch name, for ``LintRule/hexNameMismatch``.
///
/// A name counts as a hex colour when, after trimming ASCII white space, it is
/// - `#` followed by 3, 4, 6 or 8 hex digits (`#F00`, `#FF000080`),
/// - `0x` followed by 6 or 8 hex digits, or
/// - 6 or 8 bare hex digits that contain a decimal digit (`ff0000`), are all upper case
///   (`FFFFFF`) or repeat one pair three times (`cccccc`), so words such as "facade" or
///   "decade" are not mistaken for colours;
///
/// or when it contains `#` followed by exactly 6 or 8 hex digits as a word, as in
/// `Blue #0079C1`. Eight digits are `RRGGBBAA`, four `RGBA`, as in CSS.
struct HexName: Hashable {
  /// Red, green and blue, 0...255.
  var red: UInt8
  var green: UInt8
  var blue: UInt8
  /// Alpha, 0...255, when the name gives one.
  var alpha: UInt8?

  /// The hex colour in `name`, if it has one.
  init?(name: String) {
    let bytes = Array(name.utf8)
    var start = 0
    var end = bytes.count
    while start < end && Self.isSpace(bytes[start]) { start += 1 }
    while end > start && Self.isSpace(bytes[end - 1]) { end -= 1 }
    let trimmed = Array(bytes[start..<end])

    if trimmed.first == UInt8(ascii: "#"), let digits = Self.digits(trimmed.dropFirst()),
      [3, 4, 6, 8].contains(digits.count)
    {
      self.init(digits: digits)
    } else if trimmed.count > 2, trimmed[0] == UInt8(ascii: "0"),
      trimmed[1] | 0x20 == UInt8(ascii: "x"), let digits = Self.digits(trimmed.dropFirst(2)),
      [6, 8].contains(digits.count)
    {
      self.init(digits: digits)
    } else if let digits = Self.digits(trimmed[...]), [6, 8].contains(digits.count),
      Self.looksLikeColor(trimmed)
    {
      self.init(digits: digits)
    } else if let digits = Self.embedded(in: trimmed) {
      self.init(digits: digits)
    } else {
      return nil
    }
  }

  /// Builds the colour from 3, 4, 6 or 8 digit values.
  private init(digits: [UInt8]) {
    func pair(_ index: Int) -> UInt8 { digits[index] << 4 | digits[index + 1] }
    if digits.count <= 4 {
      red = digits[0] * 17
      green = digits[1] * 17
      blue = digits[2] * 17
      alpha = digits.count == 4 ? digits[3] * 17 : nil
    } else {
      red = pair(0)
      green = pair(2)
      blue = pair(4)
      alpha = digits.count == 8 ? pair(6) : nil
    }
  }

  /// The values of the bytes if every one is a hex digit.
  private static func digits(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
    var values: [UInt8] = []
    values.reserveCapacity(bytes.count)
    for byte in bytes {
      guard let value = HexDigits.value(byte) else { return nil }
      values.append(value)
    }
    return values.isEmpty ? nil : values
  }

  /// Whether bare hex letters read as a colour rather than a word.
  private static func looksLikeColor(_ bytes: [UInt8]) -> Bool {
    if bytes.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      return true
    }
    if !bytes.contains(where: { (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }) {
      return true
    }
    let lower = bytes.map { $0 | 0x20 }
    return lower.count >= 6 && lower[0] == lower[1] && lower[0...1] == lower[2...3]
      && lower[0...1] == lower[4...5]
  }

  /// The digits of the first `#` + 6 or 8 hex digits not touching other letters or digits.
  private static func embedded(in bytes: [UInt8]) -> [UInt8]? {
    var index = 0
    while index < bytes.count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "#") else { continue }
      var end = index + 1
      while end < bytes.count && isWordByte(bytes[end]) { end += 1 }
      guard [6, 8].contains(end - index - 1), let digits = digits(bytes[(index + 1)..<end])
      else { continue }
      return digits
    }
    return nil
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...0xFF:
      true
    default: false
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
