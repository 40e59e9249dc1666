#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// Reports a broken property and stops the process, so libFuzzer saves the input.
///
/// - Parameter message: What went wrong.
func fail(_ message: String) -> Never {
  fputs("PROPERTY FAILED: \(message)\n", stderr)
  abort()
}
