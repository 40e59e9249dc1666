import PaletteCore
import PaletteKit

/// Lays out help text as swift-argument-parser does: sections in capitals, labels indented
/// two spaces and padded to column 26, descriptions wrapped at 80 columns.
enum HelpFormatter {
  /// The column at which descriptions start (0-based).
  static let labelColumn = 26
  /// The total width.
  static let width = 80

  /// The full help of a subcommand.
  static func help(for command: CommandSpec) -> String {
    var out = wrap("OVERVIEW: \(command.abstract)", width: width, indent: 0) + "\n"
    if let discussion = command.discussion {
      out += "\n" + wrap(discussion, width: width, indent: 0) + "\n"
    }
    let usage = wrapLines("palconv \(command.usage)", width: width - 7)
    out += "\nUSAGE: " + usage.joined(separator: "\n         ") + "\n"
    if !command.arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in command.arguments { out += entry(argument.label, argument.help) }
    }
    for section in HelpSection.allCases {
      let options = command.documentedOptions.filter { $0.section == section }
      guard !options.isEmpty else { continue }
      out += "\n\(section.rawValue):\n"
      for option in options { out += entry(option.label, option.documentedHelp) }
    }
    out += examples(command.examples)
    for section in command.extraSections {
      out += "\n\(section.title):\n"
      for item in section.entries { out += entry(item.label, item.help) }
    }
    return out
  }

  /// The EXAMPLES section: each command on its own line, its explanation wrapped below it.
  static func examples(_ examples: [(command: String, explanation: String)]) -> String {
    guard !examples.isEmpty else { return "" }
    var out = "\nEXAMPLES:\n"
    for (index, example) in examples.enumerated() {
      if index > 0 { out += "\n" }
      out += wrap(example.explanation, width: width, indent: 2) + "\n"
      out += "    $ " + example.command + "\n"
    }
    return out
  }

  /// The root help: the subcommands and the exit codes.
  static func rootHelp(
    commands: [CommandSpec], exitCodes: [CommandSpec.Argument], registry: FormatRegistry
  ) -> String {
    var out = "OVERVIEW: \(rootAbstract)\n"
    out += "\n" + wrap(rootDiscussion(registry), width: width, indent: 0) + "\n"
    out += "\nUSAGE: palconv <subcommand>\n"
    out += "\nOPTIONS:\n"
    for option in rootOptions { out += entry(option.label, option.help) }
    out += "\nSUBCOMMANDS:\n"
    for (index, command) in commands.enumerated() {
      out += entry(index == 0 ? "\(command.name) (default)" : command.name, command.abstract)
    }
    out += "\n  See 'palconv help <subcommand>' for detailed help.\n"
    out += examples(rootExamples)
    out += "\nEXIT CODES:\n"
    for code in exitCodes { out += entry(code.label, code.help) }
    return out
  }

  /// What palconv is, in one sentence: the root OVERVIEW and the manual's NAME line.
  static let rootAbstract = "Convert, check and preview colour palette files."

  /// The paragraph under the root overview, and the manual's DESCRIPTION: every format of
  /// `registry` by the name `--from` and `--to` take, so the sentence never falls behind the
  /// formats.
  static func rootDiscussion(_ registry: FormatRegistry) -> String {
    let both = registry.formats.filter { $0.isReadable && $0.isWritable }.map(\.identifier)
    let readOnly = registry.formats.filter { $0.isReadable && !$0.isWritable }.map(\.identifier)
    let writeOnly = registry.formats.filter { !$0.isReadable && $0.isWritable }.map(\.identifier)
    let readCount = both.count + readOnly.count
    let writeCount = both.count + writeOnly.count
    var text =
      "palconv reads \(readCount) palette formats and writes \(writeCount) through one palette "
      + "model, reporting everything a format cannot hold."
    if !both.isEmpty { text += " Read and written: \(both.joined(separator: ", "))." }
    if !readOnly.isEmpty { text += " Read only: \(readOnly.joined(separator: ", "))." }
    if !writeOnly.isEmpty { text += " Written only: \(writeOnly.joined(separator: ", "))." }
    return text + " 'palconv formats' says what each one keeps."
  }

  /// The options of `palconv` without a subcommand.
  static let rootOptions: [CommandSpec.Argument] = [
    .init(label: "--version", help: "Show the version and, when known, the build's commit."),
    .init(label: "-h, --help", help: "Show help information."),
  ]

  /// The examples of the root help: one per subcommand's main use.
  static let rootExamples: [(command: String, explanation: String)] = [
    (
      "palconv brand.ase -o brand.json",
      "Convert a palette; formats come from content and extensions."
    ),
    (
      "palconv brand.gpl --dedupe --sort hue-bands -o brand.css",
      "Tidy it on the way, steps in the order written."
    ),
    (
      "palconv palettes/ -r --to json --out-dir build/ --check",
      "In CI: fail when build/ is out of date."
    ),
    (
      "palconv validate palettes/*.gpl --target ase",
      "Lint palettes against what a target format can hold."
    ),
  ]

  /// One labelled entry: the label in the left column, the wrapped help on the right.
  static func entry(_ label: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: labelColumn)
    let lines = wrapLines(help, width: width - labelColumn)
    var out = "  " + label
    if out.count + 1 > labelColumn {
      out += "\n" + indent
    } else {
      out += String(repeating: " ", count: labelColumn - out.count)
    }
    out += lines.joined(separator: "\n" + indent)
    return out + "\n"
  }

  /// `text` wrapped to `width` columns, every line indented by `indent` spaces.
  static func wrap(_ text: String, width: Int, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    return wrapLines(text, width: width - indent).map { pad + $0 }.joined(separator: "\n")
  }

  /// Greedy word wrapping; a word longer than the width gets a line of its own.
  static func wrapLines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
