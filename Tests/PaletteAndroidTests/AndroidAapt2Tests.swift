import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteAndroid

/// The names the writer gives against the real resource compiler: `aapt2 compile` accepts the
/// file, `aapt2 link` writes `R.java` with exactly the names written. Skipped where `aapt2`
/// (Debian's `aapt` package) is not installed.
@Suite(.enabled(if: ExternalTool.path("aapt2") != nil)) struct AndroidAapt2Tests {
  /// Names that keep their case and script, and names that must change.
  static let palette = Palette(
    swatches: [
      "LightYellow", "lightyellow", "Ocean Blue", "Café crème", "Ωmega", "9 Lives", "class",
      "true", "_", "a.b", "a_b", "a-c", "x·y", "e\u{301}t", "😀", "Straße", "日本の赤", "",
    ].enumerated().map { Swatch(name: $1, color: .srgb8(UInt8($0), 0x40, 0x80)) })

  /// The fields of `R.color` that `aapt2` writes for a `colors.xml`, or the tool's error.
  static func resourceFields(of colors: [UInt8]) throws -> Result<[String], ExternalTool.Failure> {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "palconv-aapt2-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let values = folder.appending(path: "res/values")
    try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
    try Data(colors).write(to: values.appending(path: "colors.xml"))
    try Data(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.palette"/>
      """.utf8
    ).write(to: folder.appending(path: "AndroidManifest.xml"))
    let compile = try ExternalTool.run(
      "aapt2", ["compile", "--dir", "res", "-o", "compiled.zip"], in: folder.path)
    guard let compile, compile.code == 0 else {
      return .failure(.init(description: "aapt2 compile: \(compile?.stderr ?? "missing")"))
    }
    let link = try ExternalTool.run(
      "aapt2",
      [
        "link", "--static-lib", "-o", "out.apk", "--manifest", "AndroidManifest.xml", "--java",
        "gen", "compiled.zip",
      ], in: folder.path)
    guard let link, link.code == 0 else {
      return .failure(.init(description: "aapt2 link: \(link?.stderr ?? "missing")"))
    }
    let java = try String(
      contentsOf: folder.appending(path: "gen/com/example/palette/R.java"), encoding: .utf8)
    let fields = java.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: "public static int "), let end = line.firstIndex(of: "=")
      else { return nil }
      return String(line[start.upperBound..<end])
    }
    return .success(fields)
  }

  @Test func theCompilerAcceptsEveryNameWritten() throws {
    let format = AndroidColorsFormat()
    let written = try #require(format.writtenNames(of: Self.palette)).swatches.compactMap { $0 }
    #expect(
      written.prefix(5) == ["LightYellow", "lightyellow", "Ocean_Blue", "Café_crème", "Ωmega"])
    let fields = try Self.resourceFields(of: try format.encode(Self.palette)).get()
    #expect(fields.sorted() == written.sorted())
  }

  @Test func hostileNamesToo() throws {
    let format = AndroidColorsFormat()
    let palette = WrittenNamesCheck.hostilePalette
    let written = try #require(format.writtenNames(of: palette)).swatches.compactMap { $0 }
    let fields = try Self.resourceFields(of: try format.encode(palette)).get()
    #expect(fields.sorted() == written.sorted())
  }

  /// The rules the writer follows are the compiler's: what it changes, `aapt2` refuses.
  @Test func theCompilerRefusesWhatTheWriterChanges() throws {
    for name in ["9 Lives", "a b", "x—y", "😀", "class", "true"] {
      let file = Array(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <resources><color name="\(name)">#123456</color></resources>
        """.utf8)
      if case .success(let fields) = try Self.resourceFields(of: file) {
        Issue.record("aapt2 accepted '\(name)' as \(fields)")
      }
    }
  }
}
