package import PaletteCore
import PaletteKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What palconv needs from its process: environment variables, which streams are terminals,
/// the number of cores and a way to read standard input.
///
/// Tests build one by hand, so every behaviour that depends on a terminal or on `NO_COLOR`
/// can run in-process; the executable uses ``current()``.
package struct PalconvEnvironment: Sendable {
  /// Environment variables (`NO_COLOR` is read).
  package var variables: [String: String]
  /// Whether standard input is a terminal (reading `-` from a terminal is refused).
  package var stdinIsTerminal: Bool
  /// Whether standard output is a terminal (binary output is refused there, `show` colours).
  package var stdoutIsTerminal: Bool
  /// Whether standard error is a terminal (colour and the progress bar).
  package var stderrIsTerminal: Bool
  /// The number of cores, the default for `--jobs`.
  package var processorCount: Int
  /// The descriptor of standard output, so that output sent there is never appended to an
  /// input (`palconv in.gpl --to gpl >> in.gpl`); `nil` when output is not a descriptor (a
  /// test that captures it).
  package var standardOutputDescriptor: Int32?
  /// Reads all of standard input, refusing more than the given number of bytes.
  package var readStandardInput: @Sendable (_ limit: Int) throws(PaletteError) -> [UInt8]

  /// The error for standard input larger than `limit` bytes.
  ///
  /// - Parameter limit: The input size limit.
  /// - Returns: An error of kind ``PaletteCore/PaletteError/Kind/limitExceeded`` for `<stdin>`.
  package static func tooLarge(limit: Int) -> PaletteError {
    PaletteError(
      .limitExceeded, "the input is larger than the input size limit of \(limit) bytes",
      path: "<stdin>")
  }

  /// Creates an environment; the defaults describe a quiet pipe: no variables, no terminals,
  /// one core, empty standard input.
  ///
  /// - Parameters:
  ///   - variables: Environment variables.
  ///   - stdinIsTerminal: Whether standard input is a terminal.
  ///   - stdoutIsTerminal: Whether standard output is a terminal.
  ///   - stderrIsTerminal: Whether standard error is a terminal.
  ///   - processorCount: The number of cores.
  ///   - standardInput: The bytes standard input holds.
  package init(
    variables: [String: String] = [:], stdinIsTerminal: Bool = false,
    stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, processorCount: Int = 1,
    standardInput: [UInt8] = []
  ) {
    self.variables = variables
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.processorCount = max(1, processorCount)
    self.readStandardInput = { (limit: Int) throws(PaletteError) -> [UInt8] in
      guard standardInput.count <= limit else { throw Self.tooLarge(limit: limit) }
      return standardInput
    }
  }

  /// The environment of the running process.
  ///
  /// - Returns: The process's variables, terminal state, core count and standard input.
  package static func current() -> PalconvEnvironment {
    var variables: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    var environment = PalconvEnvironment(
      variables: variables, stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1,
      stderrIsTerminal: isatty(2) == 1, processorCount: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    environment.readStandardInput = { (limit: Int) throws(PaletteError) -> [UInt8] in
      try DocumentSource.standardInput.contents(limit: limit)
    }
    environment.standardOutputDescriptor = 1
    return environment
  }
}
