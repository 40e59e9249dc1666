import TestSupport
import Testing

/// Small inputs that once made palconv hold memory far beyond their size, measured on the
/// built executable in its own process (``PeakMemory``).
@Suite struct BoundedMemoryTests {
  /// A 1.4 MB PNG of 4096 × 4096 pixels of 16-bit RGB (96 MiB of samples, 64 MiB as 8-bit
  /// RGBA) is read one row at a time by `palconv extract`: the whole run stays far below the
  /// size of the image (it held the inflated data and the pixels, over 160 MiB, before).
  @Test(.enabled(if: PeakMemory.isAvailable, "needs python3 to measure the run"))
  func extractingFromALargeImageHoldsAFewRows() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let file = LargePNG.file(width: 4096, height: 4096)
    try scratch.write(bytes: file, to: "large.png")
    let run = try PeakMemory.run([
      "extract", scratch.file("large.png"), "-n", "8", "-o", scratch.file("large.hex"),
    ])
    #expect(run.code == 0)
    #expect(run.kilobytes < 64 << 10, "peak resident size \(run.kilobytes) KiB")
  }
}

/// The default input size limit, 64 MiB: a file one byte larger is refused before it is read.
@Suite struct DefaultInputLimitTests {
  @Test func aFileOfMoreThan64MiBIsRefusedByDefault() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.sparse("huge.hex", size: 64 << 20 + 1)
    let refused = try BuiltPalconv.run(["huge.hex", "--to", "gpl"], in: scratch.path)
    #expect(refused.code == 2)
    #expect(
      refused.stderr
        == "huge.hex: error: the file is larger than the input size limit of 67108864 bytes "
        + "[error.limit-exceeded]\n")
    // The option lifts it (the file is then read: 64 MiB of zeros, not a hex list).
    let lifted = try BuiltPalconv.run(
      ["huge.hex", "--to", "gpl", "--max-input-size", "65M"], in: scratch.path)
    #expect(!lifted.stderr.contains("input size limit"))
  }
}
