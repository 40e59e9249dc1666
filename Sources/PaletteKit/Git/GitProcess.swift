import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `git` with an argument vector, never through a shell, and collects what it prints.
///
/// Arguments reach git exactly as given: a path with spaces, quotes or a leading dash is one
/// argument. Standard input is `/dev/null`, so git never waits for an answer, and
/// `GIT_TERMINAL_PROMPT=0` keeps it from asking for credentials.
struct GitProcess: Sendable {
  /// What a run of git gave.
  struct Result: Sendable {
    /// The exit status (128 and up: git refused; -1: killed by a signal).
    var status: Int32
    /// Everything written to standard output.
    var output: [UInt8]
    /// Everything written to standard error, as text.
    var errorText: String
  }

  /// The program run, found on `PATH`.
  var program = "git"

  /// Runs `git -C directory arguments…`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `-C directory`.
  ///   - directory: The folder git runs in.
  /// - Returns: The exit status and output.
  /// - Throws: ``PaletteCore/PaletteError`` when git cannot be started.
  func run(_ arguments: [String], in directory: String) throws(PaletteError) -> Result {
    let argv = [program, "-C", directory] + arguments
    var outputPipe: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    guard pipe(&outputPipe) == 0 else { throw Self.failure(errno) }
    guard pipe(&errorPipe) == 0 else {
      close(outputPipe[0])
      close(outputPipe[1])
      throw Self.failure(errno)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    for descriptor in outputPipe + errorPipe {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let environment = Self.environment()
    var pid = pid_t()
    let spawned = Self.withCStrings(argv) { arguments in
      Self.withCStrings(environment) { variables in
        posix_spawnp(&pid, program, &actions, nil, arguments, variables)
      }
    }
    close(outputPipe[1])
    close(errorPipe[1])
    guard spawned == 0 else {
      close(outputPipe[0])
      close(errorPipe[0])
      if spawned == ENOENT {
        throw PaletteError(.io, "git was not found on PATH; --base needs it", code: "git.missing")
      }
      throw Self.failure(spawned)
    }
    let (output, errorBytes) = Self.drain(outputPipe[0], errorPipe[0])
    close(outputPipe[0])
    close(errorPipe[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = status & 0x7F == 0
    return Result(
      status: exited ? (status >> 8) & 0xFF : -1, output: output,
      errorText: String(decoding: errorBytes, as: UTF8.self))
  }

  /// Reads both pipes to their ends, whichever has data first, so neither fills up and stalls
  /// git.
  private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
    var collected: [[UInt8]] = [[], []]
    var open = [true, true]
    let descriptors = [first, second]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while open.contains(true) {
      var polled = descriptors.enumerated().map { index, descriptor in
        pollfd(fd: open[index] ? descriptor : -1, events: Int16(POLLIN), revents: 0)
      }
      let ready = poll(&polled, nfds_t(polled.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      for index in descriptors.indices where open[index] && polled[index].revents != 0 {
        let count = buffer.withUnsafeMutableBytes {
          read(descriptors[index], $0.baseAddress, $0.count)
        }
        if count > 0 {
          collected[index] += buffer[0..<count]
        } else if count == 0 || errno != EINTR {
          open[index] = false
        }
      }
    }
    return (collected[0], collected[1])
  }

  /// The environment git runs with: this process's, with prompts turned off and messages in
  /// the C locale.
  private static func environment() -> [String] {
    var variables: [String] = []
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if !text.hasPrefix("GIT_TERMINAL_PROMPT=") && !text.hasPrefix("LC_ALL=") {
        variables.append(text)
      }
      pointer += 1
    }
    return variables + ["GIT_TERMINAL_PROMPT=0", "LC_ALL=C"]
  }

  /// Calls `body` with a null-terminated array of C strings.
  private static func withCStrings<R>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R
  ) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }

  /// An error for a failed system call.
  private static func failure(_ code: Int32) -> PaletteError {
    PaletteError(.io, "cannot run git: \(SystemError.describe(code))", code: "git.failed")
  }
}
