/// The `palconv` command line. (Placeholder until the CLI issue.)
public enum Palconv {
  /// Runs palconv with `arguments` (without the program name) and returns the exit code.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments after the program name.
  ///   - stdout: Where data and help go.
  ///   - stderr: Where diagnostics go.
  /// - Returns: The process exit code.
  public static func run(
    _ arguments: [String], stdout: inout some TextOutputStream,
    stderr: inout some TextOutputStream
  ) -> Int32 {
    stderr.write("Error: palconv is not built yet\n")
    return 64
  }
}
