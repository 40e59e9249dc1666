import Foundation
import PaletteCore
import PaletteKit
import Testing

@testable import PalconvCLI

@Suite struct MergeCommandTests {
  static let a = "GIMP Palette\nName: A\n#\n  0   0 255 Blue\n255   0   0 Red\n"
  static let b = ":root {\n  --Blue: #0010ff;\n  --Teal: #008080;\n}\n"

  static func run(
    _ arguments: [String], environment: PalconvEnvironment = PalconvEnvironment()
  )
    -> CLIResult
  {
    palconv(["merge"] + arguments, environment: environment, registry: .builtIn)
  }

  @Test func mergesInOrderAndReportsConflicts() {
    let temp = TempFolder()
    let a = temp.write("a.gpl", Self.a)
    let b = temp.write("b.css", Self.b)
    let result = Self.run([a, b, "--to", "gpl"])
    #expect(result.code == 0)
    #expect(
      result.out
        == "GIMP Palette\nName: A\n#\n  0   0 255\tBlue\n255   0   0\tRed\n  0 128 128\tTeal\n")
    #expect(
      result.errLines == [
        "\(b): warning: 'Blue' is #0010FF here but #0000FF in \(a): kept the first [merge.conflict]"
      ])
  }

  @Test func conflictPolicies() {
    let temp = TempFolder()
    let a = temp.write("a.gpl", Self.a)
    let b = temp.write("b.css", Self.b)
    let last = Self.run([a, b, "--to", "hex", "--on-conflict", "last", "-q"])
    #expect(last.out == "0010ff\nff0000\n008080\n")
    let both = Self.run([a, b, "--to", "hex", "--on-conflict", "keep-both", "-q"])
    #expect(both.out == "0000ff\nff0000\n0010ff\n008080\n")
    let out = temp.url("out.json")
    let error = Self.run([a, b, "-o", out, "--on-conflict", "error"])
    #expect(error.code == 1)
    #expect(
      error.errLines == [
        "\(b): error: 'Blue' is #0010FF here but #0000FF in \(a): conflict [merge.conflict]"
      ])
    #expect(!temp.exists("out.json"))
    let strict = Self.run([a, b, "-o", out, "--strict=merge.conflict"])
    #expect(strict.code == 1)
    #expect(!temp.exists("out.json"))
    #expect(
      Self.run([a, b, "--to", "gpl", "--on-conflict", "newest"]).errLines.first
        == "Error: the value of '--on-conflict' must be first, last, keep-both or error, not 'newest'"
    )
  }

  @Test func identicalSwatchesAreDroppedQuietly() {
    let temp = TempFolder()
    let a = temp.write("a.gpl", Self.a)
    let result = Self.run([a, a, "--to", "hex", "-q"])
    #expect(result.code == 0)
    #expect(result.out == "0000ff\nff0000\n")
    let verbose = Self.run([a, a, "--to", "gpl", "-v"])
    #expect(
      verbose.errLines.contains(
        "note: 2 identical swatches of later inputs dropped [merge.identical]"))
  }

  @Test func groupsKeptOrFlattened() {
    let temp = TempFolder()
    let a = temp.write(
      "a.json",
      ##"{"format": "palconv-palette", "version": 1, "groups": [{"name": "Brand", "swatches": [{"name": "Blue", "hex": "#0000FF"}]}]}"##
    )
    let b = temp.write("b.gpl", "GIMP Palette\n255 0 0 Red\n")
    let grouped = Self.run([a, b, "--to", "json", "-q"])
    #expect(grouped.code == 0, "\(grouped.stderr)")
    #expect(grouped.out.contains(#""name": "Brand""#))
    let flat = Self.run([a, b, "--to", "ase", "--flatten", "-o", temp.url("flat.ase")])
    #expect(flat.code == 0)
    let shown = palconv(["show", temp.url("flat.ase")], registry: .builtIn)
    #expect(shown.out.contains("#0000FF  Blue\n  #FF0000  Red\n"), "\(shown.out)")
    let kept = Self.run([a, b, "-o", temp.url("kept.ase")])
    #expect(kept.code == 0)
    #expect(palconv(["show", temp.url("kept.ase")], registry: .builtIn).out.contains("\nBrand\n"))
  }

  @Test func foldersStandardInputAndRefusals() {
    let temp = TempFolder()
    temp.write("d/b.css", Self.b)
    temp.write("d/sub/c.gpl", "GIMP Palette\n0 255 0 Green\n")
    temp.write("d/README.txt", "not a palette\n")
    let a = temp.write("a.gpl", Self.a)
    let environment = PalconvEnvironment(standardInput: Array(Self.a.utf8))
    let flat = Self.run(["-", temp.url("d"), "--to", "hex", "-q"], environment: environment)
    #expect(flat.code == 0)
    #expect(flat.out == "0000ff\nff0000\n008080\n")
    let deep = Self.run(["-", temp.url("d"), "-r", "--to", "hex", "-q"], environment: environment)
    #expect(deep.out == "0000ff\nff0000\n008080\n00ff00\n")
    let excluded = Self.run(
      ["-", temp.url("d"), "-r", "--exclude", "sub/**", "--to", "hex", "-q"],
      environment: environment)
    #expect(excluded.out == "0000ff\nff0000\n008080\n")
    let overwrite = Self.run([a, temp.url("d"), "-o", a])
    #expect(overwrite.code == 2)
    #expect(overwrite.errLines.last?.hasSuffix("[output.overwrites-input]") == true)
    #expect(Self.run([a, temp.url("missing.gpl"), "--to", "gpl"]).code == 2)
    #expect(
      Self.run([a]).errLines.first
        == "Error: no output given: use '-o <output>', or '--to <format>' to write to standard output"
    )
    #expect(
      Self.run(["--to", "gpl"]).errLines.first == "Error: missing expected argument '<inputs> ...'")
  }
}

/// `palconv merge` on every pair of formats palconv reads and writes.
@Suite struct MergePairTests {
  static let registry = FormatRegistry.builtIn
  /// A Material Theme Builder export reads its entries into the group `scheme`, and Figma
  /// variables every variable into its collection (`Colors` for swatches that had no group),
  /// so they never meet another file's unnamed group to conflict; their merges are those of
  /// any grouped file.
  /// A format of fixed roles (an Office theme's twelve) names its swatches for their roles and
  /// fills the roles a palette leaves open, so it takes part in neither; its own tests cover it.
  static let formats = registry.formats.filter {
    $0.isReadable && $0.isWritable && $0.identifier != "material-theme"
      && $0.identifier != "figma-variables" && $0.capabilities.requiredSwatches == nil
  }.map(\.identifier)

  static func palette(_ entries: [(String, UInt32)], names: Bool) -> Palette {
    Palette(
      swatches: entries.map { name, hex in
        Swatch(
          name: names ? name : nil,
          color: .srgb8(UInt8(hex >> 16), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF)))
      })
  }

  @Test(arguments: formats, formats)
  func mergeAcrossFormats(first: String, second: String) throws {
    let names = try [first, second].allSatisfy {
      try #require(Self.registry.format(named: $0)).capabilities.swatchNames
    }
    let temp = TempFolder()
    let a = try DiffPairTests.write(
      Self.palette([("amber", 0xFFBF00), ("blue", 0x0000FF), ("green", 0x00FF00)], names: names),
      as: first, in: temp, name: "a")
    let b = try DiffPairTests.write(
      Self.palette([("blue", 0x0010FF), ("teal", 0x008080)], names: names), as: second, in: temp,
      name: "b")
    let result = palconv(["merge", a, b, "--to", "hex"], registry: Self.registry)
    #expect(result.code == 0, "\(result.stderr)")
    let conflicts = result.errLines.filter { $0.hasSuffix("[merge.conflict]") }
    if names {
      #expect(result.out == "ffbf00\n0000ff\n00ff00\n008080\n")
      #expect(conflicts.count == 1, "\(result.stderr)")
      // A format that holds colours in another model (Procreate's HSB) adds their own values
      // after the hex: `'blue' is #0010FF (hsb(236.2353 1 1)) here but #0000FF in …`.
      let conflict = conflicts.first ?? ""
      #expect(conflict.contains("'blue' is #0010FF "), "\(conflict)")
      #expect(conflict.contains(" here but #0000FF "), "\(conflict)")
    } else {
      // Unnamed swatches never conflict (a format that needs names may invent them, each file
      // alike, so a conflict there would be between invented names).
      #expect(result.out == "ffbf00\n0000ff\n00ff00\n0010ff\n008080\n", "\(result.stderr)")
    }
  }
}
