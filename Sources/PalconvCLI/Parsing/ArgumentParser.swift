/// A small parser that follows swift-argument-parser's conventions.
///
/// Accepted forms: `--name`, `--name value`, `--name=value`, `-n value`, `-nvalue`, grouped
/// short flags (`-rv`), `--` to end options, and `-` as a positional (standard input or
/// output). `-h` and `--help` are always accepted.
struct ArgumentParser: Sendable {
  /// The options the command accepts.
  var options: [OptionSpec]

  /// Parses `arguments` (without the program and subcommand names), checking every value
  /// against its option's kind.
  ///
  /// - Throws: ``UsageError`` for an unknown option (with a suggestion), a missing value, a
  ///   value given to a flag, a value the option's kind refuses, a value option given twice,
  ///   an option given without the one it modifies or with one it excludes. With `--help`,
  ///   values are not checked.
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments()
    var given: [(spec: OptionSpec, text: String?)] = []
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
        let text = try takeValue(
          for: spec, written: "--\(name)", inline: inline, arguments: arguments, index: &index)
        given.append((spec, text))
        continue
      }
      // Short options: -o value, -ovalue, -rv.
      var rest = Substring(argument.dropFirst())
      while let letter = rest.first {
        rest = rest.dropFirst()
        guard let spec = options.first(where: { $0.short == letter }) else {
          throw unknown("-\(letter)")
        }
        if spec.kind.form == .none {
          given.append((spec, nil))
          continue
        }
        let text = try takeValue(
          for: spec, written: "-\(letter)", inline: rest.isEmpty ? nil : String(rest),
          arguments: arguments, index: &index)
        given.append((spec, text))
        break
      }
    }
    if result.wantsHelp {
      result.occurrences = given.map { .init(name: $0.spec.long, text: $0.text) }
      return result
    }
    for (spec, text) in given {
      result.occurrences.append(
        .init(name: spec.long, text: text, value: try spec.kind.check(text, option: spec.long)))
    }
    try checkRepetitions(given)
    try checkModified(given)
    try checkExcluded(given)
    return result
  }

  /// Refuses a value option given twice, unless it is repeatable: the last one would win
  /// silently.
  private func checkRepetitions(_ given: [(spec: OptionSpec, text: String?)]) throws(UsageError) {
    var seen: [String: String] = [:]
    for (spec, text) in given {
      guard !spec.repeatable, spec.kind.form != .none, let text else { continue }
      if let first = seen[spec.long] {
        throw UsageError(
          "'--\(spec.long)' is given twice ('\(first)' and '\(text)'); give it once")
      }
      seen[spec.long] = text
    }
  }

  /// Refuses an option given without any of the options it modifies (`--reverse` without
  /// `--sort`).
  private func checkModified(_ given: [(spec: OptionSpec, text: String?)]) throws(UsageError) {
    for (spec, _) in given where !spec.modifies.isEmpty {
      guard !given.contains(where: { spec.modifies.contains($0.spec.long) }) else { continue }
      let names = spec.modifies.map { "'--\($0)'" }
      throw UsageError(
        "'--\(spec.long)' modifies \(OptionMessage.list(names, "and")), which "
          + (names.count == 1 ? "is" : "are") + " missing")
    }
  }

  /// Refuses two options that cannot be given together (`--quiet` and `--verbose`).
  private func checkExcluded(_ given: [(spec: OptionSpec, text: String?)]) throws(UsageError) {
    for (spec, _) in given {
      guard let other = given.first(where: { spec.excludes.contains($0.spec.long) }) else {
        continue
      }
      throw UsageError(
        "'--\(spec.long)' and '--\(other.spec.long)' cannot be used together")
    }
  }

  /// The value for `spec`, from `inline` or the next argument; checked later, by its kind.
  private func takeValue(
    for spec: OptionSpec, written: String, inline: String?, arguments: [String], index: inout Int
  ) throws(UsageError) -> String? {
    let name = spec.kind.valueName ?? "value"
    switch spec.kind.form {
    case .none:
      if inline != nil { throw UsageError("option '\(written)' does not take a value") }
      return nil
    case .required:
      if let inline { return inline }
      guard index < arguments.count, Self.canBeValue(arguments[index]) else {
        throw UsageError("missing value for '\(written) <\(name)>'")
      }
      index += 1
      return arguments[index - 1]
    case .optionalNumber:
      if inline == nil, index < arguments.count, Self.looksLikeNumber(arguments[index]) {
        index += 1
        return arguments[index - 1]
      }
      return inline
    case .optionalInline:
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
  /// option is its value, and is then checked by the option's kind, so a mistyped value is
  /// an error instead of a file name.
  static func looksLikeNumber(_ text: String) -> Bool {
    Double(text) != nil
  }
}
