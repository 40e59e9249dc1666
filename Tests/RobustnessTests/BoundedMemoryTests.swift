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
