import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `palconv` on files nobody checked: every good file converted, every bad one
/// reported with its reason, exit code 2, nothing written where it must not be.
@Suite struct BatchEndToEndTests {
  static let good = "GIMP Palette\nName: good\n#\n255 0 0\tRed\n"

  /// 300 bytes of deterministic noise.
  static let garbage: [UInt8] = {
    var random = SplitMix64(seed: 20_240_601)
    return (0..<300).map { _ in UInt8(truncatingIfNeeded: random.next()) }
  }()

  @Test func mixedFolderConvertsTheGoodAndReportsTheBad() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(mkdir(scratch.file("in"), 0o755) == 0)
    try scratch.write(Self.good, to: "in/good.gpl")
    try scratch.write("#ff8800\n#00ff00\n", to: "in/list.hex")
    try scratch.write("GIMP Palette\n255 0 zz\n", to: "in/broken.gpl")
    try scratch.write("", to: "in/empty.gpl")
    try scratch.write(bytes: Self.garbage, to: "in/garbage.ase")
    // Root reads any file whatever its mode, so "unreadable" is a link to nothing.
    #expect(symlink("/nonexistent/palette.gpl", scratch.file("in/unreadable.gpl")) == 0)
    // 2 MiB, sparse, past a 1 MiB input limit.
    try scratch.sparse("in/huge.gpl", size: 2 << 20)

    let result = try BuiltPalconv.run(
      ["in", "--out-dir", "out", "--to", "json", "--max-input-size", "1M"], in: scratch.path)
    #expect(result.code == 2)
    #expect(scratch.listing("out") == ["good.json", "list.json"])
    let lines = result.stderr.split(separator: "\n").map(String.init)
    let expected = [
      "in/broken.gpl:2:7: error: invalid blue component 'zz'; expected a whole number 0...255 [error.syntax]",
      "in/empty.gpl:1:1: error: the file is empty; expected the `GIMP Palette` header [error.invalid-signature]",
      "in/garbage.ase: byte 0: error: not an Adobe Swatch Exchange file: no 'ASEF' signature [error.invalid-signature]",
      "in/huge.gpl: error: the file is larger than the input size limit of 1048576 bytes [error.limit-exceeded]",
      "in/unreadable.gpl: error: cannot open: no such file or directory [error.io]",
      "palconv: 2 converted, 0 unchanged, 5 failed, 0 skipped (0 warnings)",
    ]
    for line in expected {
      #expect(lines.contains(line), "missing: \(line)\n\(result.stderr)")
    }
  }

  @Test func aLinkInTheOutputFolderCannotLeadOutside() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(Self.good, to: "good.gpl")
    try scratch.write("keep", to: "victim.hex")
    #expect(mkdir(scratch.file("out"), 0o755) == 0)
    #expect(symlink(scratch.file("victim.hex"), scratch.file("out/good.hex")) == 0)
    let result = try BuiltPalconv.run(
      ["good.gpl", "--out-dir", "out", "--to", "hex", "-q"], in: scratch.path)
    #expect(result.code == 2)
    #expect(
      result.stderr.contains(
        "out/good.hex: error: refusing to write outside the output folder out through a symbolic link"
      ))
    #expect(scratch.text("victim.hex") == "keep")
    #expect(scratch.listing() == ["good.gpl", "out", "victim.hex"])
  }

  @Test func parentAndAbsoluteInputsStayInsideTheOutputFolder() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(mkdir(scratch.file("work"), 0o755) == 0)
    try scratch.write(Self.good, to: "good.gpl")
    let relative = try BuiltPalconv.run(
      ["../good.gpl", "--out-dir", "out", "--to", "hex", "-q"], in: scratch.file("work"))
    #expect(relative.code == 0)
    let absolute = try BuiltPalconv.run(
      [scratch.file("good.gpl"), "--out-dir", "abs", "--to", "hex", "-q"], in: scratch.file("work"))
    #expect(absolute.code == 0)
    #expect(scratch.listing("work") == ["abs", "out"])
    #expect(scratch.listing("work/out") == ["good.hex"])
    #expect(scratch.listing("work/abs") == ["good.hex"])
    #expect(scratch.listing() == ["good.gpl", "work"])
  }

  @Test func aLinkedInputIsReadButNeverOverwritten() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(Self.good, to: "real.gpl")
    #expect(symlink("real.gpl", scratch.file("link.gpl")) == 0)
    for output in ["link.gpl", "real.gpl"] {
      let result = try BuiltPalconv.run(["link.gpl", "-o", output], in: scratch.path)
      #expect(result.code == 2)
      // The refusal names the output as given and the input it is.
      let what =
        output == "link.gpl" ? "the input link.gpl" : "real.gpl, which is the input link.gpl"
      #expect(
        result.stderr.contains(
          "link.gpl: error: refusing to overwrite \(what); use --force to allow it"),
        "\(result.stderr)")
    }
    #expect(scratch.text("real.gpl") == Self.good)
    let converted = try BuiltPalconv.run(["link.gpl", "-o", "out.hex", "-q"], in: scratch.path)
    #expect(converted.code == 0)
    #expect(scratch.text("out.hex") == "ff0000\n")
    #expect(scratch.listing() == ["link.gpl", "out.hex", "real.gpl"])
  }

  @Test func aFailedWriteLeavesNothingBehind() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(Self.good, to: "good.gpl")
    try scratch.write("a file", to: "file")
    let result = try BuiltPalconv.run(["good.gpl", "-o", "file/out.hex"], in: scratch.path)
    #expect(result.code == 2)
    #expect(result.stderr.contains("file/out.hex"))
    #expect(scratch.listing() == ["file", "good.gpl"])
    #expect(scratch.text("file") == "a file")
  }

  @Test(.enabled(if: AtomicWriteTests.canMakeDevices)) func aDeviceOutputStaysADevice() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(Self.good, to: "good.gpl")
    #expect(mknod(scratch.file("null"), S_IFCHR | 0o666, 0x103) == 0)
    let result = try BuiltPalconv.run(
      ["good.gpl", "-o", "null", "--to", "hex", "-q"], in: scratch.path)
    #expect(result.code == 0)
    var info = stat()
    #expect(lstat(scratch.file("null"), &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
    #expect(scratch.listing() == ["good.gpl", "null"])
  }
}
