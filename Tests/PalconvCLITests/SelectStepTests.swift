import Foundation
import PaletteKit
import Testing

@testable import PalconvCLI

@Suite struct SelectStepTests {
  static let source = """
    GIMP Palette
    Name: Brand
    #
      0  80 200 Ocean Blue
      0   0 128 Navy
    230  57  70 Red

    """

  static func run(_ arguments: [String]) -> CLIResult {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", source)
    return palconv([input] + arguments, registry: .builtIn)
  }

  @Test func selectAndDrop() {
    let selected = Self.run(["--select", "name:*Blue*,name:Navy", "--to", "hex", "-q"])
    #expect(selected.code == 0)
    #expect(selected.out == "0050c8\n000080\n")
    let dropped = Self.run(["--drop", "name:Navy", "--to", "hex", "-q"])
    #expect(dropped.out == "0050c8\ne63946\n")
    // Steps in the order written: select, then drop from the selection.
    let both = Self.run(["--select", "model:srgb", "--drop", "name:R*", "--to", "hex", "-q"])
    #expect(both.out == "0050c8\n000080\n")
  }

  @Test func selectingNothingIsAnErrorUnlessAllowed() {
    let empty = Self.run(["--select", "kind:spot", "--to", "hex"])
    #expect(empty.code == 1)
    #expect(empty.out.isEmpty)
    #expect(
      empty.errLines.contains {
        $0.hasSuffix(
          ": error: --select 'kind:spot' selected no swatch; --allow-empty writes an empty palette [select.empty]"
        )
      })
    let allowed = Self.run(["--select", "kind:spot", "--allow-empty", "--to", "hex"])
    #expect(allowed.code == 0)
    #expect(allowed.out.isEmpty)
    #expect(Self.run(["--drop", "model:srgb", "--to", "hex"]).code == 1)
  }

  @Test func usageErrors() {
    #expect(
      Self.run(["--select", "colour:red", "--to", "hex"]).errLines.first
        == "Error: '--select': unknown field 'colour' in 'colour:red'; fields are group, name, kind, model"
    )
    #expect(
      Self.run(["--allow-empty", "--to", "hex"]).errLines.first
        == "Error: '--allow-empty' modifies '--select' and '--drop', which are missing")
    #expect(Self.run(["--drop", "--to", "hex"]).code == 64)
  }
}

@Suite struct ReduceStepTests {
  @Test func reduceKeepsRepresentativesInOrder() {
    let temp = TempFolder()
    let input = temp.write(
      "a.gpl",
      "GIMP Palette\n250 0 0 Red\n252 0 0 Red 2\n0 0 250 Blue\n0 0 252 Blue 2\n0 250 0 Green\n")
    let result = palconv([input, "--reduce", "3", "--to", "gpl", "-q"], registry: .builtIn)
    #expect(result.code == 0)
    // One red, one blue (each the nearer to its pair's OKLab mean) and the green, in order.
    #expect(
      result.out.hasSuffix("252   0   0\tRed 2\n  0   0 250\tBlue\n  0 250   0\tGreen\n"),
      "\(result.out)")
    let all = palconv([input, "--reduce", "9", "--to", "hex", "-q"], registry: .builtIn)
    #expect(all.out.split(separator: "\n").count == 5)
    for bad in ["0", "-2", "1.5", "many"] {
      #expect(
        palconv([input, "--reduce", bad, "--to", "hex"], registry: .builtIn).errLines.first
          == "Error: the value of '--reduce' must be a whole number of at least 1, not '\(bad)'")
    }
  }
}

@Suite struct ScaleStepTests {
  @Test func scaleAndDeriveThroughTheCommandLine() {
    let temp = TempFolder()
    let input = temp.write("a.gpl", "GIMP Palette\n59 130 246 Ocean Blue\n")
    let scaled = palconv([input, "--scale", "3", "--to", "gpl", "-q"], registry: .builtIn)
    #expect(scaled.code == 0)
    let names = scaled.out.split(separator: "\n").compactMap { $0.split(separator: "\t").last }
    #expect(names.suffix(3) == ["ocean-blue-1", "ocean-blue-2", "ocean-blue-3"])
    #expect(scaled.out.contains(" 59 130 246\tocean-blue-2\n"))
    let tailwind = palconv(
      [input, "--scale", "tailwind", "--to", "json", "-q"], registry: .builtIn)
    #expect(tailwind.out.contains(#""name": "ocean-blue-950""#))
    let derived = palconv(
      [input, "--derive", "pastel", "--to", "gpl", "-q"], registry: .builtIn)
    #expect(
      derived.out.hasSuffix(" 59 130 246\tOcean Blue\n" + "189 213 253\tOcean Blue Pastel\n"),
      "\(derived.out)")
    for (option, value, message) in [
      (
        "--scale", "1",
        "the value of '--scale' must be tailwind, a whole number from 2 to 100 or "
          + "contrast:TARGET[,TARGET...], not '1'"
      ),
      (
        "--scale", "bootstrap",
        "the value of '--scale' must be tailwind, a whole number from 2 to 100 or "
          + "contrast:TARGET[,TARGET...], not 'bootstrap'"
      ),
      ("--derive", "dark", "the value of '--derive' must be pastel, not 'dark'"),
    ] {
      let result = palconv([input, option, value, "--to", "gpl"], registry: .builtIn)
      #expect(result.code == 64)
      #expect(result.errLines.first == "Error: \(message)")
    }
  }
}
