/// The characters no name may carry raw into a text file, and what replaces them where a
/// format has no escape for them (see ``ControlCharacterLimit``).
///
/// A control character here is a C0 control (U+0000 to U+001F), DEL (U+007F), a C1 control
/// (U+0080 to U+009F), the line or paragraph separator (U+2028, U+2029), or a bidirectional
/// embedding, override or isolate control (U+202A to U+202E, U+2066 to U+2069). Its
/// replacement is a space for a tab and for a line break (line feed, vertical tab, form feed,
/// carriage return, U+0085, U+2028, U+2029), U+FFFD for any other.
///
///     ControlCharacters.oneLine("Brand\u{2028}x\u{0}")  // "Brand x\u{FFFD}"
package enum ControlCharacters {
  /// Whether `scalar` is a control character.
  @inline(__always)
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value <= 0x9F) { return true }
    guard value >= 0x2028 && value <= 0x2069 else { return false }
    return value <= 0x202E || value >= 0x2066
  }

  /// Whether `scalar` ends a line in some language: line feed, vertical tab, form feed,
  /// carriage return, U+0085, U+2028, U+2029.
  package static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// Whether XML 1.0 cannot hold `scalar`, even as a character reference.
  package static func isNotInXML(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D)
      || value == 0xFFFE || value == 0xFFFF
  }

  /// What `scalar` is written as where it cannot be written as it is: a space for a tab or a
  /// line break, U+FFFD for anything else.
  package static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    scalar == "\t" || isLineBreak(scalar) ? " " : "\u{FFFD}"
  }

  /// Whether `text` holds a control character.
  package static func contains(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isControl)
  }

  /// `text` with every character `characters` names replaced (see ``replacement(for:)``).
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - characters: The characters to replace.
  /// - Returns: The text on one line when `characters` is `.all`.
  /// - Complexity: O(*n*) in the text's scalars; the text itself when nothing is replaced.
  package static func replacing(
    _ text: String, _ characters: ControlCharacterLimit.Characters = .all
  ) -> String {
    let replaced = predicate(characters)
    guard text.unicodeScalars.contains(where: replaced) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      out.append(replaced(scalar) ? replacement(for: scalar) : scalar)
    }
    return String(out)
  }

  /// `text` on one line: every control character replaced.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text with no control character left.
  package static func oneLine(_ text: String) -> String {
    replacing(text, .all)
  }

  /// The lines of `text`, split at line feeds, carriage returns (a CR LF pair is one break),
  /// U+0085, U+2028 and U+2029, with every other control character replaced.
  ///
  /// - Parameter text: Any text.
  /// - Returns: One line at least, none holding a control character.
  /// - Complexity: O(*n*) in the text's scalars.
  package static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\n" where afterCarriageReturn:
        continue
      case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
        lines.append(String(current))
        current = String.UnicodeScalarView()
      default:
        current.append(isControl(scalar) ? replacement(for: scalar) : scalar)
      }
    }
    lines.append(String(current))
    return lines
  }

  /// How many characters of `text` a writer replaces under `characters`.
  ///
  /// - Parameters:
  ///   - text: A name or a description.
  ///   - characters: The characters replaced.
  ///   - multiline: Whether the text is written as lines (a description), so its line feeds
  ///     are kept.
  /// - Returns: The count.
  package static func count(
    in text: String, _ characters: ControlCharacterLimit.Characters, multiline: Bool
  ) -> Int {
    let replaced = predicate(characters)
    var count = 0
    for scalar in text.unicodeScalars where replaced(scalar) {
      if multiline && scalar == "\n" && characters == .all { continue }
      count += 1
    }
    return count
  }

  private static func predicate(
    _ characters: ControlCharacterLimit.Characters
  ) -> (Unicode.Scalar) -> Bool {
    switch characters {
    case .all: isControl
    case .notInXML: isNotInXML
    case .nul: { $0.value == 0 }
    }
  }
}
