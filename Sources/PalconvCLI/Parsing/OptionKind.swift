/// What an option's value is: a flag, a word of a list, a number in a range, a size, text.
///
/// An option declares its kind once (``OptionSpec/kind``); the parser reads and checks every
/// value with it (``check(_:option:)``), so a refused value gets the same message whichever
/// option it is given to, and help labels and shell completions come from it too. The kinds
/// follow ``PaletteCore/FormatOption/Value``, whose refusals read the same
/// (``FormatOptionArguments/usageError(_:)``).
enum OptionKind: Sendable, Equatable {
  /// No value: `--force`.
  case flag
  /// One word of `words`, named `name` in help (`--color <when>`). With a `noun`, a refused
  /// word is "unknown <noun>" with the closest word suggested (for long lists such as the
  /// colour-vision deficiencies); without one, the message lists every word.
  case choice([String], named: String, noun: String? = nil)
  /// Words of `words` separated by commas (`--sort hue,name`), each refused as a ``choice``
  /// with a noun is.
  case choices([String], named: String, noun: String)
  /// A whole number in `range`, or one of `words` (`--scale tailwind`, `--scale 5`).
  case integer(ClosedRange<Int>, named: String, words: [String] = [])
  /// A plain decimal number in `range` (`3`, `0.5`, `-1`; no exponent, hexadecimal, `nan` or
  /// `inf`). An `optional` one may be given without a value (`--dedupe`, `--dedupe 3`,
  /// `--dedupe=3`): a following argument that looks like a number is taken as its value.
  case decimal(ClosedRange<Double>, named: String, optional: Bool = false)
  /// A count of bytes: `1000`, `64K`, `256M`, `1G` (`KB`, `KiB` and lower case too).
  case size(named: String)
  /// Text that is not empty: a file, a folder, a format name, a pattern.
  case text(named: String)
  /// Items separated by commas, none of them empty: `items` says what they are and `example`
  /// shows some, for the message. An `inline` list is given only after `=` and may be left
  /// out: `--strict`, `--strict=loss.alpha,loss.groups`.
  case list(named: String, items: String, example: String, inline: Bool = false)

  /// How the parser takes the value.
  enum Form: Sendable, Equatable {
    /// No value.
    case none
    /// In the next argument or after `=`.
    case required
    /// Optional: after `=`, or the next argument when it looks like a number.
    case optionalNumber
    /// Optional, and only after `=`.
    case optionalInline
  }

  /// How the parser takes the value.
  var form: Form {
    switch self {
    case .flag: .none
    case .decimal(_, _, true): .optionalNumber
    case .list(_, _, _, true): .optionalInline
    default: .required
    }
  }

  /// The value's name in help (`format` in `--to <format>`), or `nil` for a flag.
  var valueName: String? {
    switch self {
    case .flag: nil
    case .choice(_, let name, _), .choices(_, let name, _), .integer(_, let name, _),
      .decimal(_, let name, _), .size(let name), .text(let name), .list(let name, _, _, _):
      name
    }
  }

  /// The words the value may be, for help and completions; empty when it is not a word.
  var words: [String] {
    switch self {
    case .choice(let words, _, _), .choices(let words, _, _), .integer(_, _, let words): words
    case .flag, .decimal, .size, .text, .list: []
    }
  }

  /// The label after the option's names in help: ` <n>`, ` [<delta-e>]`, `[=<codes>]`.
  var labelSuffix: String {
    guard let name = valueName else { return "" }
    switch form {
    case .none: return ""
    case .required: return " <\(name)>"
    case .optionalNumber: return " [<\(name)>]"
    case .optionalInline: return "[=<\(name)>]"
    }
  }

  /// Checks a value given for the option `--option`.
  ///
  /// - Parameters:
  ///   - text: The value as written, or `nil` when none was given (a flag, or an optional
  ///     value left out).
  ///   - option: The option's long name, without dashes.
  /// - Returns: The value read.
  /// - Throws: ``UsageError`` naming the option, the value and what it must be.
  func check(_ text: String?, option: String) throws(UsageError) -> OptionValue {
    guard let text else { return .present }
    switch self {
    case .flag:
      return .present
    case .choice(let words, _, let noun):
      if let index = words.firstIndex(of: text) { return .choice(index) }
      if let noun {
        throw OptionMessage.unknownWord(text, noun: noun, option: option, among: words)
      }
      throw OptionMessage.notAChoice(text, option: option, among: words)
    case .choices(let words, _, let noun):
      var indices: [Int] = []
      for word in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let index = words.firstIndex(of: String(word)) else {
          throw OptionMessage.unknownWord(String(word), noun: noun, option: option, among: words)
        }
        indices.append(index)
      }
      return .choices(indices)
    case .integer(let range, _, let words):
      if let index = words.firstIndex(of: text) { return .choice(index) }
      guard Self.isWholeNumber(text), let number = Int(text), range.contains(number) else {
        throw OptionMessage.notAWholeNumber(text, option: option, in: range, or: words)
      }
      return .integer(number)
    case .decimal(let range, _, _):
      guard Self.isPlainDecimal(text), let number = Double(text), number.isFinite else {
        throw OptionMessage.notADecimal(text, option: option, in: range, plain: true)
      }
      guard range.contains(number) else {
        throw OptionMessage.notADecimal(text, option: option, in: range, plain: false)
      }
      return .decimal(number)
    case .size:
      guard let bytes = Self.size(text) else { throw OptionMessage.notASize(text, option: option) }
      return .integer(bytes)
    case .text:
      guard !text.isEmpty else { throw OptionMessage.empty(option: option) }
      return .text(text)
    case .list(_, let items, let example, _):
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard !parts.contains(where: \.isEmpty) else {
        throw OptionMessage.notAList(text, option: option, items: items, example: example)
      }
      return .list(parts)
    }
  }

  /// Whether `text` is an optional sign and ASCII digits: `3`, `-2`, `+10`.
  static func isWholeNumber(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    return !bytes.isEmpty && bytes.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }

  /// Whether `text` is a plain, finite decimal number: an optional `-` or `+`, digits, and an
  /// optional fraction (`3`, `2.5`, `-0.1`, `.5`); no exponent, no hexadecimal.
  static func isPlainDecimal(_ text: String) -> Bool {
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

  /// The bytes a size names: digits, then optionally `K`, `M` or `G` (or `KB`, `KiB`, `k`),
  /// powers of 1024; `nil` for anything else or a size past `Int.max`.
  static func size(_ text: String) -> Int? {
    var digits = Substring(text)
    var multiplier = 1
    for (suffix, factor) in [("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30)] {
      for spelling in [suffix, suffix + "B", suffix + "iB", suffix.lowercased()]
      where digits.hasSuffix(spelling) {
        digits = digits.dropLast(spelling.count)
        multiplier = factor
        break
      }
      if multiplier != 1 { break }
    }
    guard digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let value = Int(digits), value <= Int.max / multiplier
    else { return nil }
    return value * multiplier
  }
}

/// A value the parser read and checked with the option's ``OptionKind``.
enum OptionValue: Sendable, Equatable {
  /// A flag, or an optional value left out.
  case present
  /// The word at this index of the kind's words.
  case choice(Int)
  /// The words at these indices, in the order written.
  case choices([Int])
  /// A whole number, or a size in bytes.
  case integer(Int)
  /// A decimal number.
  case decimal(Double)
  /// Text that is not empty.
  case text(String)
  /// The items of a list, none empty.
  case list([String])
}
