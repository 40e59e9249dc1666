/// Why a format option's value, or the option itself, was refused.
public struct FormatOptionError: Error, Hashable, Sendable {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// The option takes a value and none was given.
    case missingValue
    /// The option is a flag and a value was given.
    case unexpectedValue
    /// The value is not one of these choices.
    case notAChoice([String])
    /// The value is not a whole number in this range.
    case notInRange(ClosedRange<Int>)
    /// The value is empty.
    case empty
    /// The format does not declare the option.
    case unknownOption(format: String)
    /// No format of a registry declares the option.
    case undeclared
  }

  /// The option's name, e.g. `"hex-case"`.
  public var option: String
  /// The value as given, if any.
  public var value: String?
  /// What is wrong.
  public var reason: Reason

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - option: The option's name.
  ///   - value: The value as given, if any.
  ///   - reason: What is wrong.
  public init(option: String, value: String?, reason: Reason) {
    self.option = option
    self.value = value
    self.reason = reason
  }
}
