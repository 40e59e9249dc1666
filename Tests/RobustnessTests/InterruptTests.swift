import Foundation
import PaletteCore
import PaletteXcassets
import Testing

@testable import PaletteKit

#if canImport(Glibc)
  import Glibc
#endif

/// Interrupted runs leave nothing behind: temporaries in progress are registered and removed
/// on `SIGINT`/`SIGTERM`, and a later run removes those of a process that no longer runs.
@Suite struct InterruptTests {
  /// The id of a process that has ended.
  static func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(filePath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func theRegistryRemovesWhatIsInProgressAndNothingElse() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let file = scratch.file(".a.gpl.\(getpid()).x1.palconv-tmp")
    let folder = scratch.file(".C.xcassets.\(getpid()).x2.palconv-tmp")
    let madeFile = InProgressWrites.create(file) {
      let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL, 0o600)
      close(descriptor)
      return (result: descriptor >= 0, created: descriptor >= 0)
    }
    let madeFolder = InProgressWrites.create(folder) {
      (result: mkdir(folder, 0o700) == 0, created: true)
    }
    #expect(madeFile && madeFolder)
    try scratch.write("x", to: ".C.xcassets.\(getpid()).x2.palconv-tmp/Contents.json")
    #expect(symlink("/", scratch.file(".C.xcassets.\(getpid()).x2.palconv-tmp/root")) == 0)
    // A failed creation is not registered.
    let failed = scratch.file("missing/.b.gpl.\(getpid()).x3.palconv-tmp")
    InProgressWrites.create(failed) { (result: (), created: false) }
    try scratch.write("mine", to: "user.txt")
    #expect(InProgressWrites.paths.filter { $0.hasPrefix(scratch.path + "/") } == [folder, file])

    InProgressWrites.removeAll(inside: scratch.path)
    #expect(scratch.listing() == ["user.txt"])
    #expect(InProgressWrites.paths.filter { $0.hasPrefix(scratch.path + "/") }.isEmpty)
    #expect(FileManager.default.fileExists(atPath: "/bin/sh"), "a link inside was followed")
  }

  @Test func namesHaveOneExactShape() {
    let pid = getpid()
    let made = TemporaryName.make(in: "dir/", for: "a.b.gpl", .new, random: 0xFFFF_FFFF)
    #expect(made == "dir/.a.b.gpl.\(pid).1z141z3.palconv-tmp")
    #expect(
      TemporaryName.parse(".a.b.gpl.\(pid).1z141z3.palconv-tmp")
        == .init(name: "a.b.gpl", pid: pid, kind: .new))
    #expect(
      TemporaryName.parse(".C.xcassets.42.z.palconv-old")
        == .init(name: "C.xcassets", pid: 42, kind: .old))
    for lookAlike in [
      "a.gpl.42.z.palconv-tmp", ".a.gpl.042.z.palconv-tmp", ".a.gpl.42.Z.palconv-tmp",
      ".a.gpl.42.z.palconv-tmp.bak", ".a.gpl.42..palconv-tmp", ".a.gpl.x42.z.palconv-tmp",
      "..42.z.palconv-tmp", ".a.gpl.42.zzzzzzzz.palconv-tmp", ".a.gpl.42.z.palconv-new",
      ".a.gpl.42.z.palconv-TMP",
    ] {
      #expect(TemporaryName.parse(lookAlike) == nil, "\(lookAlike)")
    }
  }

  @Test func aLaterRunRemovesADeadRunsTemporariesOfItsOutputOnly() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let dead = try Self.deadPID()
    let live = getppid()
    try scratch.write("half", to: ".out.gpl.\(dead).a1.palconv-tmp")
    try FileManager.default.createDirectory(
      atPath: scratch.file(".out.gpl.\(dead).a2.palconv-tmp/sub"), withIntermediateDirectories: true
    )
    let kept = [
      ".out.gpl.\(live).a3.palconv-tmp",  // a live process's
      ".other.gpl.\(dead).a4.palconv-tmp",  // another output's
      "out.gpl.\(dead).a5.palconv-tmp",  // not hidden
      ".out.gpl.\(dead).A6.palconv-tmp",  // not the shape
      ".out.gpl.\(dead).a7.palconv-tmp.orig",
    ]
    for name in kept { try scratch.write("keep", to: name) }
    #expect(symlink("/bin/sh", scratch.file(".out.gpl.\(dead).a8.palconv-tmp")) == 0)
    #expect(try PaletteFile.write(Array("x".utf8), to: scratch.file("out.gpl")) == .written)
    #expect(
      scratch.listing()
        == (kept + ["out.gpl", ".out.gpl.\(dead).a8.palconv-tmp"]).sorted())
  }

  @Test func aCatalogSetAsideByADeadRunIsPutBack() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let dead = try Self.deadPID()
    // The run died between its two renames: the catalog is only in its `-old` folder.
    let aside = ".C.xcassets.\(dead).b1.palconv-old"
    try FileManager.default.createDirectory(
      atPath: scratch.file(aside + "/Icon.imageset"), withIntermediateDirectories: true)
    try scratch.write("png", to: aside + "/Icon.imageset/icon.png")
    try FileManager.default.createDirectory(
      atPath: scratch.file(".C.xcassets.\(dead).b1.palconv-tmp"), withIntermediateDirectories: true)
    let format = XcassetsFormat()
    let tree = format.encodeFolder(
      Palette(swatches: [Swatch(name: "Red", color: .srgb8(255, 0, 0))]))
    #expect(
      try PaletteFolder.write(tree, to: scratch.file("C.xcassets"), format: format) == .written)
    #expect(scratch.listing() == ["C.xcassets"])
    #expect(scratch.listing("C.xcassets") == ["Contents.json", "Icon.imageset", "Red.colorset"])
    #expect(scratch.text("C.xcassets/Icon.imageset/icon.png") == "png")
  }

  /// A GPL palette of `count` colours.
  static func bigPalette(_ count: Int) -> [UInt8] {
    var text = "GIMP Palette\n"
    text.reserveCapacity(count * 24)
    for index in 0..<count {
      text += "\(index & 255) \((index >> 8) & 255) \((index >> 16) & 255)\tColour \(index)\n"
    }
    return Array(text.utf8)
  }

  /// Starts a conversion of a big palette, signals it once its temporary exists, and returns
  /// its exit status, or `nil` when it finished before a temporary could be seen.
  ///
  /// - Parameters:
  ///   - watching: The folder where the temporary appears, when not `folder` (a catalog
  ///     updated in place stages its new colour sets inside it).
  ///   - prefix: How the temporary's name starts, when not `.OUTPUT.`.
  func interrupt(
    _ signal: Int32, arguments: [String], in folder: String, output: String,
    watching: String? = nil, prefix: String? = nil
  ) throws -> Int32? {
    let executable = try #require(BuiltPalconv.path, "build palconv first")
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(filePath: folder)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var seen = false
    while process.isRunning {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: watching ?? folder)) ?? []
      let start = prefix ?? ".\(output)."
      if names.contains(where: { $0.hasPrefix(start) && $0.hasSuffix(".palconv-tmp") }) {
        seen = true
        break
      }
      usleep(1000)
    }
    if seen { kill(process.processIdentifier, signal) }
    process.waitUntilExit()
    return seen ? process.terminationStatus : nil
  }

  /// Whether `output` is the whole conversion of `big.gpl`: the same bytes as an
  /// uninterrupted run for a file, a colour set per colour for a catalog.
  func isComplete(_ output: String, colours: Int, in scratch: Scratch) throws -> Bool {
    if output.hasSuffix(".xcassets") {
      return scratch.listing(output).count == colours + 1
    }
    let reference = "reference." + (output.split(separator: ".").last.map(String.init) ?? "")
    #expect(try BuiltPalconv.run(["big.gpl", "-o", reference, "-q"], in: scratch.path).code == 0)
    defer { FileRemoval.removeTree(scratch.file(reference)) }
    return scratch.text(output) == scratch.text(reference)
  }

  /// Each case: the signal, the status expected, the output, extra arguments, and the
  /// number of colours to start with (doubled while runs finish before the signal).
  @Test(arguments: [
    (SIGINT, Int32(130), "out.json", 200_000), (SIGTERM, Int32(143), "out.json", 200_000),
    (SIGINT, Int32(130), "C.xcassets", 5_000), (SIGTERM, Int32(143), "C.xcassets", 5_000),
    // Ctrl-\ : the runtime's backtracer must not take it and let the run finish.
    (SIGQUIT, Int32(131), "out.json", 200_000),
  ])
  func anInterruptedRunLeavesNothingBehind(
    signal: Int32, status: Int32, output: String, colours: Int
  ) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var count = colours
    var interrupted = false
    for _ in 0..<5 {
      try scratch.write(bytes: Self.bigPalette(count), to: "big.gpl")
      let code = try interrupt(
        signal, arguments: ["big.gpl", "-o", output, "-q"], in: scratch.path, output: output)
      // Whatever happened, no temporary is left.
      #expect(!scratch.listing().contains { $0.contains(".palconv-") }, "\(scratch.listing())")
      // The signal may come just after the output was renamed into place: then the output
      // must be the whole conversion.
      if FileManager.default.fileExists(atPath: scratch.file(output)) {
        #expect(try isComplete(output, colours: count, in: scratch))
      }
      if let code, code != 0 {
        #expect(code == status)
        interrupted = true
        break
      }
      FileRemoval.removeTree(scratch.file(output))
      count *= 2
    }
    #expect(interrupted, "every run finished before it could be interrupted")
  }

  /// A GPL palette of `count` colours whose values are shifted by `shift`.
  static func shiftedPalette(_ count: Int, shift: Int) -> [UInt8] {
    var text = "GIMP Palette\n"
    for index in 0..<count {
      let value = index + shift
      text += "\(value & 255) \((value >> 8) & 255) \((value >> 16) & 255)\tColour \(index)\n"
    }
    return Array(text.utf8)
  }

  /// An existing catalog updated in place and interrupted while it stages: the catalog is the
  /// old one or the new one, whole, with no temporary left inside it.
  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func anInterruptedUpdateOfACatalogLeavesItWhole(signal: Int32, status: Int32) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var count = 1_000
    var interrupted = false
    for _ in 0..<5 {
      // The old catalog and, for comparison, the new one written uninterrupted.
      try scratch.write(bytes: Self.shiftedPalette(count, shift: 0), to: "old.gpl")
      try scratch.write(bytes: Self.shiftedPalette(count * 2, shift: 1), to: "new.gpl")
      for (input, output) in [("old.gpl", "C.xcassets"), ("new.gpl", "N.xcassets")] {
        #expect(try BuiltPalconv.run([input, "-o", output, "-q"], in: scratch.path).code == 0)
      }
      let old = try PaletteFolder.files(at: scratch.file("C.xcassets"), fileNamed: nil)
      let new = try PaletteFolder.files(at: scratch.file("N.xcassets"), fileNamed: nil)
      // New colour sets are staged at the top of the catalog, as `.Colour N.colorset.…`.
      let code = try interrupt(
        signal, arguments: ["new.gpl", "-o", "C.xcassets", "-q"], in: scratch.path,
        output: "C.xcassets", watching: scratch.file("C.xcassets"), prefix: ".Colour ")
      let after = try PaletteFolder.files(at: scratch.file("C.xcassets"), fileNamed: nil)
      #expect(after == old || after == new)
      let leftovers = (FileManager.default.subpaths(atPath: scratch.file("C.xcassets")) ?? [])
        .filter { $0.contains(".palconv-") }
      #expect(leftovers.isEmpty, "\(leftovers.prefix(5))")
      #expect(!scratch.listing().contains { $0.contains(".palconv-") })
      for name in ["C.xcassets", "N.xcassets"] {
        FileRemoval.removeTree(scratch.file(name))
      }
      if let code, code != 0 {
        #expect(code == status)
        interrupted = true
        break
      }
      count *= 2
    }
    #expect(interrupted, "every run finished before it could be interrupted")
  }
}
