/// An option a format declares: its name, the value it takes, when it applies and its help.
///
/// Formats declare their options (``ConfigurableFormat/options``); a registry collects them for
/// help, parsing and validation, so a tool never needs to know a format's options itself.
///
/// ```swift
/// FormatOption(
///   "gpl-alpha", help: "GPL: write a fourth column with alpha (the Aseprite extension).")
/// FormatOption(
///   "hex-case", value: .choice(["upper", "lower"], named: "case"),
///   help: "Hex list: write digits in upper or lower case (default lower).")
/// ```
public struct FormatOption: Hashable, Sendable {
  /// The value an option takes.
  public enum Value: Hashable, Sendable {
    /// None: the option is a flag that switches something on.
    case flag
    /// One of a list of words, named `name` in help (`--hex-case <case>`).
    case choice([String], named: String)
    /// A whole number in a range, named `name` in help (`--sheet-columns <n>`).
    case integer(ClosedRange<Int>, named: String)
    /// Any text that is not empty, named `name` in help (`--swift-type <name>`).
    case text(named: String)

    /// The name of the value in help, or `nil` for a flag.
    public var name: String? {
      switch self {
      case .flag: nil
      case .choice(_, let name), .integer(_, let name), .text(let name): name
      }
    }
  }

  /// When an option applies: to reading a file of the format, to writing one, or to both.
  public enum Use: Hashable, Sendable {
    /// Only when the format is read.
    case reading
    /// Only when the format is written.
    case writing
    /// When the format is read and when it is written.
    case readingAndWriting

    /// Whether the option applies when the format is read.
    public var reads: Bool { self != .writing }
    /// Whether the option applies when the format is written.
    public var writes: Bool { self != .reading }
  }

  /// The name, lower case with hyphens, without dashes: `"gpl-alpha"`. Unique among the
  /// options of a registry, unless two formats declare the same option.
  public var name: String
  /// The value it takes.
  public var value: Value
  /// When it applies.
  public var use: Use
  /// One sentence of help, starting with the format's name for people (`"GPL: …"`).
  public var help: String

  /// Declares an option.
  ///
  /// - Parameters:
  ///   - name: The name without dashes, e.g. `"gpl-alpha"`.
  ///   - value: The value it takes; a flag by default.
  ///   - use: When it applies; writing by default.
  ///   - help: One sentence of help.
  public init(_ name: String, value: Value = .flag, use: Use = .writing, help: String) {
    self.name = name
    self.value = value
    self.use = use
    self.help = help
  }

  /// Reads a value given for this option.
  ///
  /// - Parameter text: The value as written, or `nil` when none was given (a flag).
  /// - Returns: The setting to pass to ``ConfigurableFormat/configured(with:)``.
  /// - Throws: ``FormatOptionError`` when the value is missing, not allowed or given to a flag.
  public func setting(_ text: String?) throws(FormatOptionError) -> FormatSetting {
    func failure(_ reason: FormatOptionError.Reason) -> FormatOptionError {
      FormatOptionError(option: name, value: text, reason: reason)
    }
    switch value {
    case .flag:
      guard text == nil else { throw failure(.unexpectedValue) }
      return FormatSetting(option: name, value: .on)
    case .choice(let choices, _):
      guard let text else { throw failure(.missingValue) }
      guard choices.contains(text) else { throw failure(.notAChoice(choices)) }
      return FormatSetting(option: name, value: .choice(text))
    case .integer(let range, _):
      guard let text else { throw failure(.missingValue) }
      guard let number = Int(text), range.contains(number) else {
        throw failure(.notInRange(range))
      }
      return FormatSetting(option: name, value: .integer(number))
    case .text:
      guard let text else { throw failure(.missingValue) }
      guard !text.isEmpty else { throw failure(.empty) }
      return FormatSetting(option: name, value: .text(text))
    }
  }
}
