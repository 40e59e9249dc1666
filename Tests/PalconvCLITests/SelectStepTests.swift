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
