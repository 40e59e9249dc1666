import Foundation
import PaletteCSS
import PaletteCore
import TestSupport
import Testing

@testable import PaletteSass

/// Real compilers read palconv's output: Sass (`sassc`, Debian's `sassc`), Less (`lessc`,
/// Debian's `node-less`) and Stylus (`stylus`, Debian's `node-stylus`) compile a style sheet
/// that uses every variable (and, in Sass, every map entry), and each compiled colour must be
/// the palette's. Each test is skipped where its compiler is not installed.
@Suite struct StylesheetCompilerTests {
  static func installed(_ path: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: path)
  }

  /// Runs `executable` with `source` on standard input; its status and standard output.
  static func run(
    _ executable: String, _ arguments: [String], input source: String
  ) throws -> (
    Int32, String
  ) {
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    // Debian's Node modules, for a Node that does not look there itself.
    environment["NODE_PATH"] = "/usr/share/nodejs:/usr/lib/nodejs"
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(source.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The palettes compiled: a real one (Nord, from the fixtures) and one with groups, alpha
  /// and names that need slugs.
  static func palettes() throws -> [Palette] {
    let nord = try CSSVariablesFormat().decode(Fixtures.bytes("css/nord.css")).palette
    return [nord, StylesheetRoundTripTests.palette]
  }

  /// The `color:` values of compiled CSS, in order, as 8-bit RGBA.
  static func compiledColors(_ css: String) -> [RGBA8?] {
    css.split(separator: "\n").compactMap { line -> RGBA8?? in
      guard let range = line.range(of: "color: ") else { return nil }
      var value = String(line[range.upperBound...])
      while value.hasSuffix(";") || value.hasSuffix("}") || value.hasSuffix(" ") {
        value.removeLast()
      }
      let bytes = Array(value.utf8)
      guard case .color(let color) = CSSColorValue.parse(bytes, 0..<bytes.count) else {
        return .some(nil)
      }
      return .some(color.rgba8)
    }
  }

  @Test(.enabled(if: installed("/usr/bin/sassc"), "needs sassc (Debian's sassc)"))
  func sasscCompilesEveryVariableAndMapEntry() throws {
    for palette in try Self.palettes() {
      let variables = StylesheetVariables(palette, reservingMaps: true)
      var source = String(decoding: try SCSSFormat().encode(palette), as: UTF8.self)
      for (index, variable) in variables.all.enumerated() {
        source += ".v\(index) { color: $\(variable.name); }\n"
      }
      var expected = palette.allSwatches.map { Optional($0.color.rgba8) }
      var index = 0
      for group in variables.groups {
        for variable in group.variables {
          source += ".m\(index) { color: map-get($\(group.name)-colors, \"\(variable.key)\"); }\n"
          index += 1
          let position = variables.all.firstIndex { $0.name == variable.name } ?? 0
          expected.append(palette.allSwatches[position].color.rgba8)
        }
      }
      let (status, css) = try Self.run("/usr/bin/sassc", ["--stdin"], input: source)
      #expect(status == 0)
      #expect(Self.compiledColors(css) == expected, "\(css)")
    }
  }

  @Test(.enabled(if: installed("/usr/bin/lessc"), "needs lessc (Debian's node-less)"))
  func lesscCompilesEveryVariable() throws {
    for palette in try Self.palettes() {
      var source = String(decoding: try LessFormat().encode(palette), as: UTF8.self)
      for (index, variable) in StylesheetVariables(palette).all.enumerated() {
        source += ".v\(index) { color: @\(variable.name); }\n"
      }
      let (status, css) = try Self.run("/usr/bin/lessc", ["-"], input: source)
      #expect(status == 0)
      #expect(
        Self.compiledColors(css) == palette.allSwatches.map { Optional($0.color.rgba8) }, "\(css)")
    }
  }

  @Test(.enabled(if: installed("/usr/bin/stylus"), "needs stylus (Debian's node-stylus)"))
  func stylusCompilesEveryVariable() throws {
    for palette in try Self.palettes() {
      var source = String(decoding: try StylusFormat().encode(palette), as: UTF8.self)
      for (index, variable) in StylesheetVariables(palette).all.enumerated() {
        source += ".v\(index)\n  color \(variable.name)\n"
      }
      let (status, css) = try Self.run("/usr/bin/stylus", [], input: source)
      #expect(status == 0)
      #expect(
        Self.compiledColors(css) == palette.allSwatches.map { Optional($0.color.rgba8) }, "\(css)")
    }
  }
}
