import TestSupport
import Testing

/// The peak resident size of one run of the built `palconv`, measured by a small Python
/// process that starts it and reads its resource usage (`RUSAGE_CHILDREN`, which covers that
/// one child).
///
/// The test runner cannot start it itself: a child's peak includes the memory of the process
/// that started it (Linux keeps the peak across `exec`, and `posix_spawn` shares the parent's
/// memory until then), so the runner's own size would hide palconv's. Python's is a few MiB.
enum PeakMemory {
  /// What a run returned and the most memory it held.
  struct Run {
    /// The exit status.
    var code: Int32
    /// The peak resident set size in KiB (`ru_maxrss`).
    var kilobytes: Int
  }

  /// Whether Python is there to measure.
  static let isAvailable = ExternalTool.path("python3") != nil

  /// Runs `palconv` with `arguments` (absolute paths), its standard streams on `/dev/null`.
  static func run(_ arguments: [String]) throws -> Run {
    let executable = try #require(
      BuiltPalconv.path, "build palconv first (swift build --build-tests)")
    let output = try #require(
      try ExternalTool.python(
        """
        import resource, subprocess, sys
        run = subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
        print(run.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """, [executable] + arguments))
    let fields = output.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap {
      Int($0)
    }
    try #require(fields.count == 2, "unexpected output: \(output.stdout) \(output.stderr)")
    return Run(code: Int32(fields[0]), kilobytes: fields[1])
  }
}
