/// A value given for a format option, checked against the option's declaration
/// (``FormatOption/setting(_:)``), for ``ConfigurableFormat/configured(with:)``.
public struct FormatSetting: Hashable, Sendable {
  /// The value.
  public enum Value: Hashable, Sendable {
    /// A flag that was given.
    case on
    /// One of the option's choices.
    case choice(String)
    /// A whole number in the option's range.
    case integer(Int)
    /// Text that is not empty.
    case text(String)
  }

  /// The option's name, e.g. `"gpl-alpha"`.
  public var option: String
  /// The value.
  public var value: Value

  /// Creates a setting.
  ///
  /// - Parameters:
  ///   - option: The option's name.
  ///   - value: The value.
  public init(option: String, value: Value) {
    self.option = option
    self.value = value
  }

  /// The choice, as a value of `type` (an enumeration whose raw values are the choices).
  ///
  /// - Parameter type: The enumeration.
  /// - Returns: The case whose raw value was chosen.
  /// - Throws: ``FormatOptionError`` when the setting is not a choice of `type`.
  public func choice<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type
  ) throws(FormatOptionError) -> Choice where Choice.RawValue == String {
    let choices = Choice.allCases.map(\.rawValue)
    guard case .choice(let text) = value, let choice = Choice(rawValue: text) else {
      throw FormatOptionError(option: option, value: written, reason: .notAChoice(choices))
    }
    return choice
  }

  /// The choice, as one of `choices`.
  ///
  /// - Parameter choices: The words allowed.
  /// - Returns: The word chosen.
  /// - Throws: ``FormatOptionError`` when the setting is not one of `choices`.
  public func choice(among choices: [String]) throws(FormatOptionError) -> String {
    guard case .choice(let text) = value, choices.contains(text) else {
      throw FormatOptionError(option: option, value: written, reason: .notAChoice(choices))
    }
    return text
  }

  /// The whole number.
  ///
  /// - Parameter range: The numbers allowed.
  /// - Returns: The number.
  /// - Throws: ``FormatOptionError`` when the setting is not a number in `range`.
  public func integer(in range: ClosedRange<Int>) throws(FormatOptionError) -> Int {
    guard case .integer(let number) = value, range.contains(number) else {
      throw FormatOptionError(option: option, value: written, reason: .notInRange(range))
    }
    return number
  }

  /// The text.
  ///
  /// - Returns: The text, never empty.
  /// - Throws: ``FormatOptionError`` when the setting is not text.
  public func text() throws(FormatOptionError) -> String {
    guard case .text(let text) = value, !text.isEmpty else {
      throw FormatOptionError(option: option, value: nil, reason: .empty)
    }
    return text
  }

  /// The value as it would be written, for messages.
  private var written: String? {
    switch value {
    case .on: nil
    case .choice(let text), .text(let text): text
    case .integer(let number): String(number)
    }
  }
}
