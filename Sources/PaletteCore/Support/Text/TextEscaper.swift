/// One escaper for string literals and markup: a table of what each Unicode scalar becomes.
///
/// An escaper is built once from a rule (a scalar's escape, or `nil` to keep it); the rule's
/// answers for ASCII are kept in a table of 128 entries, and the rule itself answers for the
/// rest. Text with nothing to escape comes back as it is, without a copy.
///
///     let xml = TextEscaper { $0 == "&" ? "&amp;" : $0 == "<" ? "&lt;" : nil }
///     xml.escaping("a&b<c")  // "a&amp;b&lt;c"
///
/// The string literals of code (``CodeText``), markup (``MarkupText``), the JSON of an asset
/// catalog and the terminal's escapes (``DiagnosticRenderer/escapingControls(_:)``) are each
/// one escaper.
package struct TextEscaper: Sendable {
  /// What each ASCII scalar becomes, by value; `nil` keeps it.
  private let ascii: [String?]
  /// Bit *n* set when ASCII scalar *n* (0–63, then 64–127) is escaped: the common case,
  /// nothing to escape, is decided without touching the table.
  private let asciiEscaped: (low: UInt64, high: UInt64)
  /// What a scalar past ASCII becomes; `nil` keeps it.
  private let beyondASCII: @Sendable (Unicode.Scalar) -> String?

  /// Creates an escaper from a rule.
  ///
  /// - Parameter rule: What a scalar becomes, or `nil` to keep it. Asked once for each ASCII
  ///   scalar here, and for every other scalar as text is escaped.
  package init(_ rule: @escaping @Sendable (Unicode.Scalar) -> String?) {
    let table = (0..<128).map { rule(Unicode.Scalar(UInt8($0))) }
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (value, escape) in table.enumerated() where escape != nil {
      if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
    }
    ascii = table
    asciiEscaped = (low, high)
    beyondASCII = rule
  }

  /// Whether `scalar` is escaped.
  @inline(__always)
  private func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 64 { return asciiEscaped.low >> UInt64(value) & 1 != 0 }
    if value < 128 { return asciiEscaped.high >> UInt64(value - 64) & 1 != 0 }
    return beyondASCII(scalar) != nil
  }

  /// What `scalar` becomes, or `nil` when it stays as it is.
  ///
  /// - Parameter scalar: Any scalar.
  /// - Returns: Its escape.
  @inline(__always)
  package func escape(_ scalar: Unicode.Scalar) -> String? {
    scalar.value < 128 ? ascii[Int(scalar.value)] : beyondASCII(scalar)
  }

  /// `text` with every scalar the table escapes replaced by its escape.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The escaped text; `text` itself when nothing in it is escaped.
  /// - Complexity: O(*n*) in the text's scalars.
  package func escaping(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var out = String.UnicodeScalarView()
    append(text, to: &out)
    return String(out)
  }

  /// `text` escaped between `open` and `close` (a literal's quotes).
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - open: What comes first.
  ///   - close: What comes last.
  /// - Returns: The literal.
  /// - Complexity: O(*n*) in the text's scalars.
  package func escaping(_ text: String, between open: String, and close: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return open + text + close }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: open.unicodeScalars)
    append(text, to: &out)
    out.append(contentsOf: close.unicodeScalars)
    return String(out)
  }

  /// Appends `text`, escaped, to `out`.
  private func append(_ text: String, to out: inout String.UnicodeScalarView) {
    for scalar in text.unicodeScalars {
      if isEscaped(scalar), let escaped = escape(scalar) {
        out.append(contentsOf: escaped.unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
  }

  /// `value` in hexadecimal, padded with zeros to `digits`.
  ///
  /// - Parameters:
  ///   - value: A scalar's value.
  ///   - digits: The least number of digits.
  ///   - uppercase: Whether the digits A to F are upper case.
  /// - Returns: The digits.
  package static func hex(_ value: UInt32, digits: Int, uppercase: Bool = false) -> String {
    let text = String(value, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
