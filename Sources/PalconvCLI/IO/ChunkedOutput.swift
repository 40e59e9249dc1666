/// Text written to standard output in chunks of about 64 KiB as it is made, so a long report
/// is never held whole.
struct ChunkedOutput {
  /// Where the chunks go.
  let console: Console
  /// The text not yet written.
  private var pending = ""

  /// Output to `console`.
  init(_ console: Console) {
    self.console = console
  }

  /// Appends `text`, writing the pending text once it reaches 64 KiB.
  mutating func write(_ text: String) {
    pending += text
    if pending.utf8.count >= 1 << 16 { flush() }
  }

  /// Writes the pending text.
  mutating func flush() {
    guard !pending.isEmpty else { return }
    console.write(pending)
    pending = ""
  }
}
