import PaletteCore
package import PaletteKit

/// The `palconv` command line, as a function: arguments in, exit code out.
///
/// Everything runs in-process with injected streams and environment, so tests can check
/// every option, message and exit code without spawning a process.
///
///     var out = "", err = ""
///     let code = Palconv.run(["formats"], stdout: &out, stderr: &err)
package enum Palconv {
  /// The version printed by `palconv --version`.
  package static let version = "0.1.0"

  /// Runs palconv with text streams and a quiet environment (no terminal, no variables,
  /// empty standard input).
  ///
  /// Binary output (ASE) cannot go to a `String` stream; it is refused with exit code 2.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments after the program name.
  ///   - stdout: Where data and help go.
  ///   - stderr: Where diagnostics go.
  /// - Returns: The process exit code (0, 1, 2 or 64).
  package static func run(
    _ arguments: [String], stdout: inout some TextOutputStream,
    stderr: inout some TextOutputStream
  ) -> Int32 {
    let outBox = StreamBox(stdout)
    let errBox = StreamBox(stderr)
    defer {
      stdout = outBox.stream
      stderr = errBox.stream
    }
    let console = Console(
      environment: PalconvEnvironment(), acceptsBinaryOutput: false,
      out: { outBox.stream.write(String(decoding: $0, as: UTF8.self)) },
      err: { errBox.stream.write($0) })
    return execute(arguments, console: console, registry: .builtIn)
  }

  /// Runs palconv with a byte-capable standard output and an explicit environment.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments after the program name.
  ///   - environment: Variables, terminal state, core count and standard input.
  ///   - stdout: Where data (text or binary) and help go.
  ///   - stderr: Where diagnostics go.
  /// - Returns: The process exit code (0, 1, 2 or 64).
  package static func run(
    _ arguments: [String], environment: PalconvEnvironment, stdout: inout some ByteOutputStream,
    stderr: inout some TextOutputStream
  ) -> Int32 {
    run(arguments, environment: environment, registry: .builtIn, stdout: &stdout, stderr: &stderr)
  }

  /// Runs palconv with a given list of formats (for tests of the command line itself).
  package static func run(
    _ arguments: [String], environment: PalconvEnvironment, registry: FormatRegistry,
    stdout: inout some ByteOutputStream, stderr: inout some TextOutputStream
  ) -> Int32 {
    let outBox = StreamBox(stdout)
    let errBox = StreamBox(stderr)
    defer {
      stdout = outBox.stream
      stderr = errBox.stream
    }
    let console = Console(
      environment: environment, acceptsBinaryOutput: true,
      out: { outBox.stream.write(bytes: $0) }, err: { errBox.stream.write($0) })
    return execute(arguments, console: console, registry: registry)
  }

  /// The subcommands, the default first.
  static var commands: [any Subcommand.Type] {
    [
      ConvertCommand.self, WatchCommand.self, ValidateCommand.self, DiffCommand.self,
      MergeCommand.self,
      ExtractCommand.self, GenerateCommand.self, ShowCommand.self, ContrastCommand.self,
      ProofCommand.self, InspectCommand.self, ThemeCommand.self, BundleCommand.self,
      FormatsCommand.self, BuiltinCommand.self,
      CompletionsCommand.self, ManCommand.self,
    ]
  }

  /// The root help text, naming `registry`'s formats.
  static func rootHelp(_ registry: FormatRegistry) -> String {
    HelpFormatter.rootHelp(
      commands: commands.map { $0.spec }, exitCodes: ExitCode.help, registry: registry)
  }

  /// Dispatches to a subcommand and turns usage errors into exit code 64.
  static func execute(_ arguments: [String], console: Console, registry: FormatRegistry) -> Int32 {
    var arguments = arguments
    var command: any Subcommand.Type = ConvertCommand.self
    if arguments.first == PluginBuild.name {
      return PluginBuild.run(Array(arguments.dropFirst()), console: console, registry: registry)
    }
    switch arguments.first {
    case "--version"?:
      console.write(VersionText.line(version: version, commit: VersionText.commit) + "\n")
      return ExitCode.success
    case "-h"?, "--help"?:
      console.write(rootHelp(registry))
      return ExitCode.success
    case nil:
      // A first run with no arguments gets the overview, not a usage error.
      console.write(rootHelp(registry))
      return ExitCode.success
    case "help"?:
      guard arguments.count > 1 else {
        console.write(rootHelp(registry))
        return ExitCode.success
      }
      guard let found = commands.first(where: { $0.spec.name == arguments[1] }) else {
        var message = "unknown subcommand '\(DiagnosticRenderer.escapingControls(arguments[1]))'"
        if let close = Suggestion.closest(to: arguments[1], among: commands.map { $0.spec.name }) {
          message += ", did you mean '\(close)'?"
        }
        console.writeError(
          "Error: \(message)\nUsage: palconv help <subcommand>\n"
            + "  See 'palconv --help' for more information.\n")
        return ExitCode.usage
      }
      console.write(HelpFormatter.help(for: found.spec(for: registry)))
      return ExitCode.success
    case let first?:
      if let found = commands.first(where: { $0.spec.name == first }) {
        command = found
        arguments.removeFirst()
      } else if !first.contains("."), !first.contains("/"), !first.hasPrefix("-"),
        !DocumentSource.path(first).exists,
        let close = Suggestion.closest(to: first, among: commands.map { $0.spec.name })
      {
        console.writeError(
          "Error: '\(DiagnosticRenderer.escapingControls(first))' is neither a file nor a subcommand; did you mean '\(close)'?\n"
            + "Usage: palconv <subcommand>\n  See 'palconv --help' for more information.\n")
        return ExitCode.usage
      }
    }
    let spec = command.spec(for: registry)
    do {
      let parsed = try spec.parser.parse(arguments)
      if parsed.wantsHelp {
        console.write(HelpFormatter.help(for: spec))
        return ExitCode.success
      }
      return try command.run(parsed, context: CommandContext(console: console, registry: registry))
    } catch {
      console.writeError(
        "Error: \(DiagnosticRenderer.escapingControls(error.message))\n"
          + "Usage: palconv \(spec.usage)\n"
          + "  See 'palconv \(spec.name) --help' for more information.\n")
      return ExitCode.usage
    }
  }
}
