import Foundation
import PaletteCore
import PaletteKit
import Testing

@testable import PalconvCLI

@Suite struct ExtractCommandTests {
  static func run(_ arguments: [String]) -> CLIResult {
    palconv(["extract"] + arguments, registry: .builtIn)
  }

  /// A PNG of `colors` (GPL lines), each a 3 × 3 cell, `times` cells of each (so the shares
  /// differ), written by palconv itself.
  static func image(_ temp: TempFolder, _ lines: [(String, Int)]) -> String {
    var gpl = "GIMP Palette\n#\n"
    for (line, times) in lines {
      for _ in 0..<times { gpl += line + "\n" }
    }
    let source = temp.write("cells.gpl", gpl)
    let png = temp.url("image.png")
    let made = palconv(
      [source, "-o", png, "--png-swatch-size", "3", "--png-columns", "3", "-q"], registry: .builtIn)
    precondition(made.code == 0, made.stderr)
    return png
  }

  @Test func extractsByShare() {
    let temp = TempFolder()
    let png = Self.image(temp, [("255 0 0", 1), ("0 0 255", 3), ("0 255 0", 2)])
    let result = Self.run([png, "-n", "3", "--to", "hex"])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.out == "0000ff\n00ff00\nff0000\n")
    let verbose = Self.run([png, "-n", "8", "--to", "hex", "-v"])
    #expect(
      verbose.errLines.contains {
        $0.hasSuffix(
          "note: 3 colours from 9 × 6 pixels (the image has no more distinct colours) "
            + "[extract.colors]")
      })
  }

  @Test func stepsApplyAfterExtraction() {
    let temp = TempFolder()
    let png = Self.image(temp, [("255 0 0", 1), ("0 0 255", 3), ("0 255 0", 2)])
    let sorted = Self.run([png, "-n", "3", "--to", "hex", "--sort", "hue", "-q"])
    #expect(sorted.out == "ff0000\n00ff00\n0000ff\n")
    let named = Self.run([png, "-n", "3", "--to", "gpl", "--name-unnamed", "-q"])
    #expect(named.out.contains("  0   0 255\tblue\n"), "\(named.out)")
    // Two colours for three: red and green (one and two cells) merge at their OKLab mean.
    let out = temp.url("brand.gpl")
    #expect(Self.run([png, "-n", "2", "-o", out, "-q"]).code == 0)
    let written = temp.read("brand.gpl").map { String(decoding: $0, as: UTF8.self) }
    #expect(
      written == "GIMP Palette\n#\n  0   0 255\tUntitled\n179 199   0\tUntitled\n",
      "\(written ?? "")")
  }

  @Test func refusesWhatIsNotAPNG() {
    let temp = TempFolder()
    let gpl = temp.write("a.gpl", "GIMP Palette\n0 0 0 Black\n")
    let result = Self.run([gpl, "--to", "hex"])
    #expect(result.code == 2)
    #expect(
      result.errLines == [
        "\(gpl): byte 0: error: extract reads PNG images, and this is not one (no PNG "
          + "signature) [error.unknown-format]"
      ])
  }

  @Test func damagedImagesAreErrorsWithAnOffset() {
    let temp = TempFolder()
    let png = Self.image(temp, [("1 2 3", 3)])
    var bytes = temp.read("image.png") ?? []
    bytes[20] ^= 1  // the image height, so the IHDR CRC no longer matches
    let damaged = temp.write("damaged.png", bytes)
    let result = Self.run([damaged, "--to", "hex"])
    #expect(result.code == 2)
    #expect(result.stderr.contains("\(damaged): byte 8: error: the CRC of the chunk 'IHDR'"))
    _ = png
  }

  @Test func usageErrors() {
    #expect(
      Self.run(["--to", "hex"]).errLines.first == "Error: missing expected argument '<image>'")
    #expect(
      Self.run(["a.png", "-n", "0", "--to", "hex"]).errLines.first
        == "Error: the value of '--count' must be a whole number from 1 to 1024, not '0'")
    #expect(
      Self.run(["a.png", "b.png", "--to", "hex"]).errLines.first
        == "Error: extract reads one image at a time")
    #expect(Self.run(["a.png", "--to", "hex"]).code == 2)
  }

  @Test func helpListsTheStepsAndFormatOptions() {
    let help = palconv(["extract", "--help"], registry: .builtIn).out
    #expect(help.contains("--name-unnamed"))
    #expect(help.contains("--sort <keys>"))
    #expect(help.contains("--png-swatch-size <n>"))
    #expect(help.contains("palconv extract photo.png -n 8 -o brand.gpl"))
  }
}
