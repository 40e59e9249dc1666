import PaletteCore

/// The text of a Godot colour as Pixelorama stores it: `(r, g, b, a)`, each a decimal number
/// from 0 to 1 (Godot's `str(Color)`, which Pixelorama reads back by prefixing `Color`).
enum PixeloramaColorText {
  /// The components of `text`: three or four finite numbers in parentheses, or `nil`.
  static func parse(_ text: String) -> [Float]? {
    var body = Substring(text).drop { $0 == " " }
    while body.last == " " { body = body.dropLast() }
    if body.hasPrefix("Color(") { body = body.dropFirst(5) }
    guard body.first == "(", body.last == ")" else { return nil }
    let parts = body.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 3 || parts.count == 4 else { return nil }
    var values: [Float] = []
    for part in parts {
      let trimmed = part.trimmingPrefix(" ").reversed().drop { $0 == " " }.reversed()
      let token = String(trimmed)
      guard !token.isEmpty, token.utf8.count <= 128,
        token.utf8.allSatisfy({ isNumberByte($0) }),
        let value = Float(token), value.isFinite
      else { return nil }
      values.append(value)
    }
    return values
  }

  /// Whether a byte may appear in a decimal number (no `nan` or `inf` spelled out).
  private static func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
      || byte == UInt8(ascii: "E")
  }

  /// The text Pixelorama writes for the components: `(r, g, b, a)`, each the shortest
  /// plain decimal that reads back as the same `Float` (negative zero as `-0`, which Godot
  /// reads too).
  static func format(_ values: [Float]) -> String {
    "(" + values.map { DecimalText.plain($0, signedZero: true) }.joined(separator: ", ") + ")"
  }
}
