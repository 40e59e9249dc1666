import Foundation
import PaletteKit
import PalettePNG
import Testing

@testable import PalconvCLI

/// `--columns N`: the palette's column hint, set as a step.
@Suite struct ColumnsStepTests {
  static let gpl =
    "GIMP Palette\nName: Five\nColumns: 2\n#\n"
    + "255   0   0\tRed\n  0 255   0\tGreen\n  0   0 255\tBlue\n"
    + "255 255 255\tWhite\n  0   0   0\tBlack\n"

  static func run(_ arguments: [String]) -> CLIResult {
    palconv(arguments, registry: .builtIn)
  }

  /// A PNG's width and height, as PalettePNG reads them.
  static func size(ofPNG path: String) throws -> (width: Int, height: Int) {
    let image = try PNGImage(decoding: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
    return (image.width, image.height)
  }

  @Test func replacesTheColumnCountGPLWrites() {
    let temp = TempFolder()
    let input = temp.write("five.gpl", Self.gpl)
    let result = Self.run([input, "--columns", "4", "--to", "gpl"])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.out.hasPrefix("GIMP Palette\nName: Five\nColumns: 4\n#\n"))
    // Written twice, the later occurrence wins, as steps run in order.
    let twice = Self.run([input, "--columns", "4", "--columns", "3", "--to", "gpl"])
    #expect(twice.out.hasPrefix("GIMP Palette\nName: Five\nColumns: 3\n#\n"))
  }

  @Test func laysOutAPNGUnlessPNGColumnsIsGiven() throws {
    let temp = TempFolder()
    let input = temp.write("five.gpl", Self.gpl)
    let grid = temp.url("grid.png")
    let made = Self.run([input, "--columns", "3", "--png-swatch-size", "2", "-o", grid])
    #expect(made.code == 0, "\(made.stderr)")
    #expect(
      made.errLines.contains(
        "\(input): warning: png lays the swatches out 3 to a row but cannot store the column "
          + "count; reading the file back gives none [loss.columns]"), "\(made.stderr)")
    let three = try Self.size(ofPNG: grid)
    #expect(three.width == 6 && three.height == 4)
    // Without the step, the file's own `Columns: 2`.
    let own = temp.url("own.png")
    #expect(Self.run([input, "--png-swatch-size", "2", "-o", own, "-q"]).code == 0)
    let two = try Self.size(ofPNG: own)
    #expect(two.width == 4 && two.height == 6)
    // The format option is the more specific and wins.
    let row = temp.url("row.png")
    let both = Self.run([
      input, "--columns", "3", "--png-columns", "5", "--png-swatch-size", "2", "-o", row,
    ])
    #expect(both.code == 0, "\(both.stderr)")
    #expect(
      both.errLines.contains(
        "\(input): warning: png cannot store the column count (3); it will be dropped "
          + "[loss.columns]"), "\(both.stderr)")
    let five = try Self.size(ofPNG: row)
    #expect(five.width == 10 && five.height == 2)
  }

  @Test func aFormatWithoutColumnsReportsTheLoss() {
    let temp = TempFolder()
    let input = temp.write("five.gpl", Self.gpl)
    let result = Self.run([input, "--columns", "4", "--to", "hex"])
    #expect(result.code == 0)
    #expect(result.out == "ff0000\n00ff00\n0000ff\nffffff\n000000\n")
    #expect(result.errLines.contains { $0.contains("(4)") && $0.hasSuffix("[loss.columns]") })
    let strict = Self.run([input, "--columns", "4", "--to", "hex", "--strict"])
    #expect(strict.code == 1)
    #expect(strict.out.isEmpty)
  }

  @Test(arguments: ["0", "257", "-1", "four", "2.5", ""])
  func refusesAValueOutOfRange(_ value: String) {
    let temp = TempFolder()
    let input = temp.write("five.gpl", Self.gpl)
    let result = Self.run([input, "--columns", value, "--to", "gpl"])
    #expect(result.code == 64)
    #expect(
      result.stderr.contains(
        "the value of '--columns' must be a whole number from 1 to 256, not '\(value)'"),
      "\(result.stderr)")
    #expect(result.out.isEmpty)
  }

  @Test func isAStepOfExtractToo() throws {
    let temp = TempFolder()
    let input = temp.write("five.gpl", Self.gpl)
    let png = temp.url("five.png")
    #expect(Self.run([input, "-o", png, "-q"]).code == 0)
    let result = Self.run(["extract", png, "-n", "5", "--columns", "5", "--to", "json", "-q"])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.out.contains("\"columns\": 5,"), "\(result.out)")
  }
}
