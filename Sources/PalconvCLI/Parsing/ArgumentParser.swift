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
    try checkRepetitions(result)
    return result
  }

  /// Refuses a value option given twice, unless it is repeatable: the last one would win
  /// silently.
  private func checkRepetitions(_ result: ParsedArguments) throws(UsageError) {
    var seen: [String: String] = [:]
    for occurrence in result.occurrences {
      guard let spec = options.first(where: { $0.long == occurrence.name }), !spec.repeatable,
        spec.value != .none, let value = occurrence.value
      else { continue }
      if let first = seen[spec.long] {
        throw UsageError(
          "'--\(spec.long)' is given twice ('\(first)' and '\(value)'); give it once")
      }
      seen[spec.long] = value
    }
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
      var value = inline
      if value == nil, index < arguments.count, Self.looksLikeNumber(arguments[index]) {
        value = arguments[index]
        index += 1
      }
      guard let value else { return nil }
      guard Self.isNumber(value) else {
        throw UsageError(
          "the value of '\(written)' must be a plain decimal number (<\(name)>), "
            + "not '\(value)'")
      }
      return value
    case .optionalInline(let name):
      if let inline, inline.isEmpty {
        throw UsageError("'\(written)=' needs a value: '\(written)=<\(name)>'")
      }
      return inline
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
  /// arguments that look like negative numbers, `-inf` included, are values).
  static func canBeValue(_ argument: String) -> Bool {
    argument == "-" || !argument.hasPrefix("-") || looksLikeNumber(argument)
  }

  /// Whether `text` reads as a number in any spelling a C or Swift parser takes: `3`, `-0.5`,
  /// `1e3`, `0x10`, `nan`, `inf`, `-Infinity`. Such an argument after an optional-number
  /// option is its value, and is then checked with ``isNumber(_:)``, so a mistyped value is
  /// an error instead of a file name.
  static func looksLikeNumber(_ text: String) -> Bool {
    Double(text) != nil
  }

  /// Whether `text` is a plain, finite decimal number: an optional `-` or `+`, digits, and an
  /// optional fraction (`3`, `2.5`, `-0.1`, `.5`); no exponent, no hexadecimal.
  static func isNumber(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    var digits = 0
    var dots = 0
    for byte in bytes {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        digits += 1
      } else if byte == UInt8(ascii: ".") {
        dots += 1
      } else {
        return false
      }
    }
    return digits > 0 && dots <= 1
  }
}
