import Foundation
import PaletteCore
import PaletteKit
import PaletteTransforms
import Testing

@testable import PalconvCLI

@Suite struct DiffCommandTests {
  static let old = """
    GIMP Palette
    Name: Brand
    #
    255 191   0 Amber
      0   0 255 Blue
      0 255   0 Green
    255   0   0 Red

    """
  static let new = """
    GIMP Palette
    Name: Brand
    #
      0   0 255 Blue
      0 160   0 Green
    255   0   0 Ruby
    255 255   0 Yellow

    """

  static func run(
    _ arguments: [String], environment: PalconvEnvironment = PalconvEnvironment()
  )
    -> CLIResult
  {
    palconv(["diff"] + arguments, environment: environment, registry: .builtIn)
  }

  @Test func textReport() {
    let temp = TempFolder()
    let a = temp.write("old.gpl", Self.old)
    let b = temp.write("new.gpl", Self.new)
    let result = Self.run([a, b])
    #expect(result.code == 1)
    #expect(result.stderr.isEmpty)
    #expect(
      result.out == """
        --- \(a)
        +++ \(b)
        + added       Yellow  #FFFF00 at #4
        - removed     Amber  #FFBF00 at #1
        ~ renamed     Red → Ruby  #FF0000
        ~ recoloured  Green  #00FF00 → #00A000, ΔE00 23.77
        4 changes: 1 added, 1 removed, 1 renamed, 1 recoloured

        """)
  }

  @Test func colourCellsOnlyWhenAllowed() {
    let temp = TempFolder()
    let a = temp.write("old.gpl", Self.old)
    let b = temp.write("new.gpl", Self.new)
    var terminal = PalconvEnvironment()
    terminal.stdoutIsTerminal = true
    let colored = Self.run([a, b], environment: terminal)
    #expect(
      colored.out.contains(
        "~ recoloured  \u{1B}[48;2;0;255;0m  \u{1B}[0m\u{1B}[48;2;0;160;0m  \u{1B}[0m Green"))
    terminal.variables["NO_COLOR"] = "1"
    #expect(!Self.run([a, b], environment: terminal).out.contains("\u{1B}"))
    #expect(Self.run([a, b, "--color", "always"]).out.contains("\u{1B}[48;2;255;255;0m"))
  }

  @Test func jsonReport() {
    let temp = TempFolder()
    let a = temp.write("old.gpl", Self.old)
    let b = temp.write("new.gpl", Self.new)
    let result = Self.run([a, b, "--format", "json"])
    #expect(result.code == 1)
    #expect(
      result.out == """
        [
          {"change": "added", "old": null, "new": "Yellow", "newGroup": null, "newPosition": 4, "newColor": "#FFFF00", "newValue": "srgb(1 1 0)"},
          {"change": "removed", "old": "Amber", "new": null, "oldGroup": null, "oldPosition": 1, "oldColor": "#FFBF00", "oldValue": "srgb(1 0.749 0)"},
          {"change": "renamed", "old": "Red", "new": "Ruby", "oldGroup": null, "oldPosition": 4, "oldColor": "#FF0000", "oldValue": "srgb(1 0 0)", "newGroup": null, "newPosition": 3, "newColor": "#FF0000", "newValue": "srgb(1 0 0)"},
          {"change": "recoloured", "old": "Green", "new": "Green", "oldGroup": null, "oldPosition": 3, "oldColor": "#00FF00", "oldValue": "srgb(0 1 0)", "newGroup": null, "newPosition": 2, "newColor": "#00A000", "newValue": "srgb(0 0.6275 0)", "deltaE": 23.7708}
        ]

        """)
    let data = Data(result.stdout)
    let decoded = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    #expect(
      decoded?.map { $0["change"] as? String } == ["added", "removed", "renamed", "recoloured"])
  }

  @Test func markdownReport() {
    let temp = TempFolder()
    let a = temp.write("old.gpl", Self.old)
    let b = temp.write("new.gpl", Self.new.replacingOccurrences(of: "Ruby", with: "Ruby|*x*"))
    let result = Self.run([a, b, "--format", "markdown"])
    #expect(result.code == 1)
    let escapedPath = b.replacingOccurrences(of: "_", with: "\\_")
    #expect(
      result.out == """
        ### Palette changes: \(escapedPath)

        4 changes: 1 added, 1 removed, 1 renamed, 1 recoloured.

        | Change | Swatch | Old | New | Details |
        |---|---|---|---|---|
        | added | Yellow |  | \(Self.chip("FFFF00")) | \\#FFFF00 at \\#4 |
        | removed | Amber | \(Self.chip("FFBF00")) |  | \\#FFBF00 at \\#1 |
        | renamed | Red → Ruby\\|\\*x\\* | \(Self.chip("FF0000")) | \(Self.chip("FF0000")) | \\#FF0000 |
        | recoloured | Green | \(Self.chip("00FF00")) | \(Self.chip("00A000")) | \\#00FF00 → \\#00A000, ΔE00 23.77 |

        """)
  }

  /// A colour as the Markdown report shows it: GitHub's math colour chip, then the hex.
  static func chip(_ hex: String) -> String {
    "$`{\\color{#\(hex)}\\blacksquare}`$ `#\(hex)`"
  }

  @Test func equalPalettesExitZero() {
    let temp = TempFolder()
    let a = temp.write("old.gpl", Self.old)
    let b = temp.write("same.gpl", Self.old)
    let text = Self.run([a, b])
    #expect(text.code == 0)
    #expect(text.out.isEmpty)
    #expect(Self.run([a, b, "--format", "json"]).out == "[]\n")
    #expect(Self.run([a, b, "--format", "markdown"]).out.hasSuffix("\n\nNo changes.\n"))
  }

  @Test func toleranceOption() {
    let temp = TempFolder()
    let a = temp.write("a.gpl", "GIMP Palette\n0 0 255 Blue\n")
    let b = temp.write("b.gpl", "GIMP Palette\n0 0 254 Blue\n")
    #expect(Self.run([a, b]).code == 1)
    #expect(Self.run([a, b, "--delta-e", "0.5"]).code == 0)
    #expect(Self.run([a, b, "--delta-e=0.01"]).code == 1)
  }

  @Test func standardInputAndAcrossFormats() {
    let temp = TempFolder()
    let a = temp.write("old.gpl", Self.old)
    let css = temp.write(
      "new.css",
      ":root {\n  --Amber: #FFBF00;\n  --Blue: #0000FF;\n  --Green: #00FF00;\n  --Red: #FF0000;\n}\n"
    )
    let environment = PalconvEnvironment(standardInput: Array(Self.old.utf8))
    let fromStdin = Self.run(["-", a], environment: environment)
    #expect(fromStdin.code == 0)
    let crossed = Self.run([a, css, "--format", "json"])
    #expect(crossed.code == 0, "\(crossed.out)")
  }

  @Test func errorsAndUsage() {
    let temp = TempFolder()
    let a = temp.write("old.gpl", Self.old)
    let missing = Self.run([a, temp.url("missing.gpl")])
    #expect(missing.code == 2)
    #expect(missing.out.isEmpty)
    #expect(missing.stderr.contains("missing.gpl"))
    let broken = temp.write("broken.gpl", "GIMP Palette\n300 x 0 Bad\n")
    #expect(Self.run([a, broken]).code == 2)
    let one = Self.run([a])
    #expect(one.code == 64)
    #expect(one.errLines.first == "Error: missing expected argument '<new>'")
    #expect(
      Self.run([a, a, a]).errLines.first == "Error: 'diff' takes two inputs, <old> and <new>")
    #expect(
      Self.run([a, a, "--format", "yaml"]).errLines.first
        == "Error: the value of '--format' must be text, json, markdown, html or svg, not 'yaml'")
    #expect(
      Self.run([a, a, "--delta-e", "-1"]).errLines.first
        == "Error: the value of '--delta-e' must be a number of at least 0, not '-1'")
    #expect(
      Self.run(["-", "-"]).errLines.first == "Error: standard input ('-') can be read only once")
  }
}

/// A difference below 8-bit precision prints the same hex twice: the report says so and does
/// not round the distance down to 0.
@Suite struct DiffBelowEightBitsTests {
  @Test func aDifferenceBelowEightBitsIsNamedAsSuch() throws {
    var old = Palette(swatches: [Swatch(name: "Ink", color: .srgb8(59, 66, 82))])
    let new = old
    old.mapSwatches { $0.color.components = .srgb(red: 0.2313, green: 66 / 255, blue: 82 / 255) }
    let change = try #require(old.changes(to: new).first)
    #expect(change.kind == .recoloured)
    #expect(
      DiffReport.details(change) == "#3B4252 → #3B4252 (the same in 8 bits), ΔE00 below 0.01")
  }
}
