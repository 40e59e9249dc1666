/// Which control characters a format cannot write as they are, and in which texts.
///
/// Writers escape every control character where their syntax has an escape that the file's
/// reader undoes (a JSON `\u0007`, an XML `&#133;`, a Swift `\u{7}`). Where it has none (a GIMP
/// palette's name, a comment in generated code) or the format cannot hold the character at all
/// (XML 1.0 and most C0 controls), the writer replaces it: a tab
/// or a line break becomes a space, any other character U+FFFD. The loss report counts the
/// characters replaced (`loss.control-characters`).
///
/// "Control characters" are the C0 controls, DEL and the C1 controls, the line and paragraph
/// separators (U+2028, U+2029) and the bidirectional embedding, override and isolate controls
/// (U+202A to U+202E, U+2066 to U+2069), which can make text display in another order than it
/// reads.
public struct ControlCharacterLimit: Hashable, Sendable {
  /// The characters replaced.
  public enum Characters: Hashable, Sendable {
    /// Every control character. In a description, line breaks become the format's own line
    /// breaks, so only the line feeds are kept.
    case all
    /// The characters XML 1.0 cannot hold, even as a reference: the C0 controls other than tab,
    /// line feed and carriage return, and U+FFFE and U+FFFF. The other control characters are
    /// written as character references.
    case notInXML
    /// U+0000 only, which CSS reads as U+FFFD; every other control character is written as a
    /// CSS escape.
    case nul
  }

  /// The characters replaced.
  public var characters: Characters
  /// The texts they are replaced in; in the others, the format keeps them (or drops the text).
  public var fields: TextFields

  /// Creates a limit.
  ///
  /// - Parameters:
  ///   - characters: The characters replaced.
  ///   - fields: The texts they are replaced in.
  public init(_ characters: Characters, in fields: TextFields) {
    self.characters = characters
    self.fields = fields
  }
}
