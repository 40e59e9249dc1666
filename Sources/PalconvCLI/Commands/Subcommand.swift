import PaletteKit

/// What every subcommand gets: the console and the formats.
struct CommandContext {
  /// Output, diagnostics and the environment.
  let console: Console
  /// The formats.
  let registry: FormatRegistry
}

/// A `palconv` subcommand: its help and how it runs.
protocol Subcommand {
  /// The name, abstract, usage and options.
  static var spec: CommandSpec { get }
  /// The name, abstract, usage and options when the formats are `registry`'s (a command that
  /// takes format options lists those its formats declare).
  static func spec(for registry: FormatRegistry) -> CommandSpec
  /// Runs the command with parsed arguments and returns the exit code.
  ///
  /// - Throws: ``UsageError`` for a command line that cannot be run.
  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32
}

extension Subcommand {
  /// ``spec``: a command without format options is the same for every registry.
  static func spec(for registry: FormatRegistry) -> CommandSpec { spec }
}

/// The exit codes, as documented in `--help`.
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let inputOutput: Int32 = 2
  static let usage: Int32 = 64

  /// The help entries.
  static let help: [CommandSpec.Argument] = [
    .init(label: "0", help: "Success."),
    .init(
      label: "1",
      help: "Validation failed (lint errors, or a decoder error: part of an input was skipped), "
        + "--check found an output that would change, or a warning under --strict."),
    .init(
      label: "2",
      help: "An input could not be read or parsed, or an output could not be written."),
    .init(label: "64", help: "Usage error: an unknown option, a missing or bad value."),
    .init(
      label: "129, 130, 131, 143",
      help: "Stopped by SIGHUP, SIGINT (Ctrl-C), SIGQUIT (Ctrl-\\) or SIGTERM; no output was "
        + "left half-written."),
  ]

  /// The worse of two exit codes: 2 over 1 over 0.
  static func worse(_ a: Int32, _ b: Int32) -> Int32 {
    func rank(_ code: Int32) -> Int32 { code == 0 ? 0 : code == 1 ? 1 : 2 }
    return rank(a) >= rank(b) ? a : b
  }
}
