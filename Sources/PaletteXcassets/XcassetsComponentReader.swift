import PaletteCore

/// Reads the component strings of a colour set, in the three notations Xcode writes.
///
/// - `"0x80"` (8-bit hex, Xcode's "8-bit Hexadecimal" input method): the byte through
///   ``PaletteColor/unitValue(byte:)``.
/// - `"0.502"` (floating point, Xcode's default, three decimals): the number as written. A
///   number with an exponent (`"1e-3"`) is floating point too.
/// - `"128"` (8-bit integer, Xcode's "8-bit (0-255)" input method): `128 / 255`.
///
/// A bare integer is ambiguous only for `"0"` and `"1"`. The reader decides per colour: when
/// any colour channel is a bare integer above 1, every bare-integer channel is 8-bit; otherwise
/// `"0"` and `"1"` are read as 0.0 and 1.0 (as a hand-written or generated file means them), and
/// when every channel is `"0"` or `"1"` with at least one `"1"`, a warning says so. Alpha is
/// always read as a number (Xcode writes it as a float in every input method); an alpha that is
/// a bare integer above 1 is read as 8-bit. JSON numbers (some generators write them) follow
/// the same rules as their text.
enum XcassetsComponentReader {
  enum Notation: Equatable {
    case hex
    case decimal
    case integer
  }

  struct Component {
    var notation: Notation
    /// The value for hex and decimal; the integer for integers.
    var value: Float
  }

  /// Parses one component's text.
  static func parse(_ raw: String) -> Component? {
    let text = raw.trimmingSpaces
    let bytes = Array(text.utf8)
    if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] | 0x20 == UInt8(ascii: "x") {
      guard bytes.count <= 4,
        let byte = UInt8(String(decoding: bytes[2...], as: UTF8.self), radix: 16)
      else { return nil }
      return Component(notation: .hex, value: PaletteColor.unitValue(byte: byte))
    }
    let isInteger =
      !bytes.isEmpty
      && bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    if isInteger {
      guard let integer = Int(text), integer <= 255 else { return nil }
      return Component(notation: .integer, value: Float(integer))
    }
    guard let value = Float(text), value.isFinite else { return nil }
    return Component(notation: .decimal, value: value)
  }

  /// Resolves the notation of a colour's channels together (the bare-integer rule).
  ///
  /// - Returns: The values, and whether the `"0"`/`"1"` ambiguity was met.
  static func resolve(_ channels: [Component]) -> (values: [Float], ambiguous: Bool) {
    let integers = channels.filter { $0.notation == .integer }
    let eightBit = integers.contains { $0.value > 1 }
    let values = channels.map { component -> Float in
      guard component.notation == .integer else { return component.value }
      return eightBit ? PaletteColor.unitValue(byte: UInt8(component.value)) : component.value
    }
    let ambiguous =
      !eightBit && integers.count == channels.count && integers.contains { $0.value == 1 }
    return (values, ambiguous)
  }

  /// Resolves alpha: a number, or 8-bit when a bare integer above 1.
  static func alpha(_ component: Component) -> Float {
    if component.notation == .integer && component.value > 1 {
      return PaletteColor.unitValue(byte: UInt8(component.value))
    }
    return component.value
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }
    var end = scalars.endIndex
    while end > scalars.startIndex {
      let before = scalars.index(before: end)
      guard scalars[before] == " " || scalars[before] == "\t" else { break }
      end = before
    }
    return String(String.UnicodeScalarView(scalars[scalars.startIndex..<end]))
  }
}
