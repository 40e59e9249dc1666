import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteAndroid

#if canImport(FoundationEssentials)
  import FoundationEssentials
#endif

/// The Jetpack Compose output: exact text, identifiers, and a compile against a stand-in.
@Suite struct ComposeCodeTests {
  @Test func goldenFile() throws {
    Golden.check(
      try ComposeCodeFormat().encode(GoldenPalette.palette), against: "android/golden/BrandBook.kt")
  }

  static let themed = Palette(
    name: "Themed",
    groups: [
      PaletteGroup(swatches: [
        Swatch(
          name: "Ink", color: .srgb8(0x11, 0x11, 0x11),
          appearances: [.dark: .srgb8(0xEE, 0xEE, 0xEE), .highContrastLight: .srgb8(0, 0, 0)]),
        Swatch(name: "Dark", color: .srgb8(0x22, 0x22, 0x22)),
      ]),
      PaletteGroup(
        name: "Brand",
        swatches: [
          Swatch(
            name: "Tint", color: .srgb8(0x00, 0x7A, 0xFF),
            appearances: [.dark: .srgb8(0x0A, 0x84, 0xFF, alpha: 0x80)])
        ]),
    ])

  /// A dark variant gives a `Dark` object with every name; a swatch named Dark is renamed.
  @Test func darkVariantsGoIntoADarkObject() throws {
    let bytes = try ComposeCodeFormat().encode(Self.themed)
    Golden.check(bytes, against: "android/golden/Themed.kt")
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("    object Dark {\n"))
    #expect(text.contains("        val Ink = Color(0xFFEEEEEE)\n"))
    #expect(text.contains("            val Tint = Color(0x800A84FF)\n"))
    #expect(text.contains("    val Dark2 = Color(0xFF222222)\n"))
    let losses = ComposeCodeFormat().losses(writing: Self.themed)
    #expect(losses.map(\.code) == ["loss.appearances"])
    #expect(losses.first?.message.contains("1 high-contrast light") == true)
  }

  /// The dark object compiles and its names resolve to the dark colours, group objects too;
  /// the Current object follows the system's theme.
  @Test(.enabled(if: Kotlin.compiler != nil, "needs kotlinc (Debian's kotlin package)"))
  func theDarkObjectCompilesAgainstTheStandIn() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "palconv-kotlin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(try ComposeCodeFormat().encode(Self.themed)).write(
      to: folder.appending(path: "Themed.kt"))
    try Data(
      """
      fun main() {
          for ((name, color) in Themed.Dark.all) println("$name=$color")
          println("light=${Themed.Brand.Tint}")
          println("current=${Themed.Current.Ink} ${Themed.Current.Brand.Tint} ${Themed.Current.all.size}")
      }

      """.utf8
    ).write(to: folder.appending(path: "Main.kt"))
    let standIns = ["Color.kt", "Runtime.kt", "Foundation.kt"].map {
      Fixtures.root.appending(path: "android/StandIn/\($0)").path
    }
    let jar = folder.appending(path: "out.jar").path
    let compile = try Kotlin.run(
      Kotlin.compiler!, ["Themed.kt", "Main.kt"] + standIns + ["-include-runtime", "-d", jar],
      in: folder)
    #expect(compile.status == 0, "\(compile.output)")
    let dark = try Kotlin.run(
      "/usr/bin/env", ["java", "-Dpalconv.dark=true", "-jar", jar], in: folder)
    #expect(
      dark.output.split(separator: "\n").map(String.init) == [
        "Ink=FFEEEEEE", "Dark=FF222222", "Tint=800A84FF", "light=FF007AFF",
        "current=FFEEEEEE 800A84FF 3",
      ])
    let light = try Kotlin.run("/usr/bin/env", ["java", "-jar", jar], in: folder)
    #expect(light.output.split(separator: "\n").last == "current=FF111111 FF007AFF 3")
  }

  @Test func identifiersAreUpperCamelAndUnique() {
    var scope = KotlinIdentifier(reserved: ["Color"], fallback: "Color")
    #expect(scope.allocate("Ocean Blue", position: 1) == "OceanBlue")
    #expect(scope.allocate("ocean-blue", position: 2) == "OceanBlue2")
    #expect(scope.allocate("9 lives", position: 3) == "Color9Lives")
    #expect(scope.allocate("color", position: 4) == "Color2")
    #expect(scope.allocate(nil, position: 5) == "Color5")
    #expect(scope.allocate("café crème", position: 6) == "CaféCrème")
  }

  /// `kotlinc` on the golden file, the stand-in and a program that prints the colours, then
  /// the program run: the colours Compose would get, checked by Kotlin itself.
  @Test(.enabled(if: Kotlin.compiler != nil, "needs kotlinc (Debian's kotlin package)"))
  func compilesAndGivesTheColoursAgainstTheStandIn() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "palconv-kotlin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let generated = try ComposeCodeFormat().encode(GoldenPalette.palette)
    try Data(generated).write(to: folder.appending(path: "BrandBook.kt"))
    try Data(
      """
      fun main() {
          for ((name, color) in BrandBook.all) println("$name=$color")
      }

      """.utf8
    ).write(to: folder.appending(path: "Main.kt"))
    let standIn = Fixtures.root.appending(path: "android/StandIn/Color.kt").path
    let jar = folder.appending(path: "out.jar").path
    let compile = try Kotlin.run(
      Kotlin.compiler!, ["BrandBook.kt", "Main.kt", standIn, "-include-runtime", "-d", jar],
      in: folder)
    #expect(compile.status == 0, "\(compile.output)")
    let run = try Kotlin.run("/usr/bin/env", ["java", "-jar", jar], in: folder)
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    // Sea Glass: 0.2, 0.6, 0.55 and alpha 0.5 are 51, 153, 140 and 128 as bytes.
    #expect(lines.contains("Red=FFFF0000"))
    #expect(lines.contains("Sea Glass=8033998C"))
    #expect(lines.contains("primary.500=FF336699"))
    #expect(lines.contains("{odd}=FF010203"))
    #expect(lines.contains("Red=FFC80000"))
    #expect(lines.count == GoldenPalette.palette.swatchCount)
  }
}

/// Finds and runs the Kotlin compiler.
enum Kotlin {
  /// `kotlinc` on `PATH`, if any.
  static let compiler: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { String($0) + "/kotlinc" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// Runs a program and returns its status and combined output.
  static func run(
    _ program: String, _ arguments: [String], in folder: URL
  ) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(filePath: program)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
