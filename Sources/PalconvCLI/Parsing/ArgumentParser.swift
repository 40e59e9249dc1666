/// A small parser that follows swift-argument-parser's conventions.
///
/// Accepted forms: `--name`, `--name value`, `--name=value`, `-n value`, `-nvalue`, grouped
/// short flags (`-rv`), `--` to end options, and `-` as a positional (standard input or
/// output). `-h` and `--help` are always accepted.
struct ArgumentParser: Sendable {
  /// The options the command accepts.
  var options: [OptionSpec]

  /// Parses `arguments` (without the program and subcommand names).
  ///
  /// - Throws: ``UsageError`` for an unknown option (with a suggestion), a missing value, or
  ///   a value given to a flag.
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        result.wantsHelp = true
        continue
      }
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name: String
        var inline: String?
        if let equals = body.firstIndex(of: "=") {
          name = String(body[..<equals])
          inline = String(body[body.index(after: equals)...])
        } else {
          name = String(body)
        }
        guard let spec = options.first(where: { $0.long == name }) else {
          throw unknown("--\(name)")
        }
        let value = try takeValue(
          for: spec, written: "--\(name)", inline: inline, arguments: arguments, index: &index)
        result.occurrences.append(.init(name: spec.long, value: value))
        continue
      }
      // Short options: -o value, -ovalue, -rv.
      var rest = Substring(argument.dropFirst())
      while let letter = rest.first {
        rest = rest.dropFirst()
        guard let spec = options.first(where: { $0.short == letter }) else {
          throw unknown("-\(letter)")
        }
        if spec.value == .none {
          result.occurrences.append(.init(name: spec.long, value: nil))
          continue
        }
        let value = try takeValue(
          for: spec, written: "-\(letter)", inline: rest.isEmpty ? nil : String(rest),
          arguments: arguments, index: &index)
        result.occurrences.append(.init(name: spec.long, value: value))
        break
      }
    }
    return result
  }

  /// The value for `spec`, from `inline` or the next argument.
  private func takeValue(
    for spec: OptionSpec, written: String, inline: String?, arguments: [String], index: inout Int
  ) throws(UsageError) -> String? {
    switch spec.value {
    case .none:
      if inline != nil { throw UsageError("option '\(written)' does not take a value") }
      return nil
    case .required(let name):
      if let inline { return inline }
      guard index < arguments.count, Self.canBeValue(arguments[index]) else {
        throw UsageError("missing value for '\(written) <\(name)>'")
      }
      index += 1
      return arguments[index - 1]
    case .optionalNumber(let name):
      if let inline {
        guard Self.isNumber(inline) else {
          throw UsageError(
            "the value of '\(written)' must be a number (<\(name)>), not '\(inline)'")
        }
        return inline
      }
      if index < arguments.count, Self.isNumber(arguments[index]) {
        index += 1
        return arguments[index - 1]
      }
      return nil
    }
  }

  /// The error for an unknown option, with the closest known name when one is close.
  private func unknown(_ written: String) -> UsageError {
    var names = options.map { "--\($0.long)" } + ["--help"]
    names += options.compactMap { $0.short.map { "-\($0)" } }
    if let suggestion = Suggestion.closest(to: written, among: names) {
      return UsageError("unknown option '\(written)', did you mean '\(suggestion)'?")
    }
    return UsageError("unknown option '\(written)'")
  }

  /// Whether an argument may be an option's value: anything but another option ("-" and
  /// negative numbers are values).
  static func canBeValue(_ argument: String) -> Bool {
    argument == "-" || !argument.hasPrefix("-") || isNumber(argument)
  }

  /// Whether `text` is a finite decimal number such as `3`, `2.5` or `-0.1`.
  static func isNumber(_ text: String) -> Bool {
    guard let first = text.utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
        || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
    else { return false }
    return Double(text).map(\.isFinite) ?? false
  }
}
