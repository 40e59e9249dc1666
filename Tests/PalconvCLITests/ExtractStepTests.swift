import Foundation
import PaletteCore
import PaletteKit
import Testing

@testable import PalconvCLI

/// `--extract N`, the first step of `convert`: the palette of an image's main colours, made
/// the way `palconv extract` makes it, then the other steps.
@Suite struct ExtractStepTests {
  /// An image of six colours in cells of different shares, so that fewer colours are a real
  /// quantisation.
  static func image(_ temp: TempFolder) -> String {
    ExtractCommandTests.image(
      temp,
      [
        ("255 0 0", 1), ("0 0 255", 3), ("0 255 0", 2), ("250 240 10", 2), ("20 20 20", 1),
        ("200 200 255", 3),
      ])
  }

  @Test(arguments: [("gpl", 3), ("hex", 1), ("png", 4), ("json", 6)])
  func givesTheBytesOfTheExtractSubcommand(_ format: String, _ count: Int) {
    let temp = TempFolder()
    let png = Self.image(temp)
    let step = temp.url("step.\(format)")
    let subcommand = temp.url("subcommand.\(format)")
    let converted = palconv(
      [png, "--extract", "\(count)", "--sort", "hue", "-o", step, "-q"], registry: .builtIn)
    #expect(converted.code == 0, "\(converted.stderr)")
    let extracted = palconv(
      ["extract", png, "-n", "\(count)", "--sort", "hue", "-o", subcommand, "-q"],
      registry: .builtIn)
    #expect(extracted.code == 0, "\(extracted.stderr)")
    let bytes = temp.read("step.\(format)")
    #expect(bytes != nil && !(bytes ?? []).isEmpty)
    #expect(bytes == temp.read("subcommand.\(format)"))
  }

  @Test func theOtherStepsApplyAfterIt() {
    let temp = TempFolder()
    let png = ExtractCommandTests.image(temp, [("255 0 0", 1), ("0 0 255", 3), ("0 255 0", 2)])
    // By share: blue (3 cells), green (2), red (1); then sorted by hue.
    let byShare = palconv([png, "--extract", "3", "--to", "hex", "-q"], registry: .builtIn)
    #expect(byShare.out == "0000ff\n00ff00\nff0000\n", "\(byShare.stderr)")
    let sorted = palconv(
      ["convert", png, "--extract", "3", "--sort", "hue", "--to", "hex", "-q"],
      registry: .builtIn)
    #expect(sorted.out == "ff0000\n00ff00\n0000ff\n", "\(sorted.stderr)")
    // Two colours for three: red and green merge at their OKLab mean, as `extract -n 2`.
    let two = palconv([png, "--extract", "2", "--to", "gpl", "-q"], registry: .builtIn)
    #expect(two.out == "GIMP Palette\n#\n  0   0 255\tUntitled\n179 199   0\tUntitled\n")
    let verbose = palconv([png, "--extract", "8", "--to", "hex", "-v"], registry: .builtIn)
    #expect(
      verbose.errLines.contains(
        "\(png): note: 3 colours from 9 × 6 pixels (the image has no more distinct colours) "
          + "[extract.colors]"), "\(verbose.stderr)")
  }

  @Test func itMustBeTheFirstStep() {
    let result = palconv(
      ["photo.png", "--sort", "hue", "--extract", "8", "--to", "hex"], registry: .builtIn)
    #expect(result.code == 64)
    #expect(
      result.errLines.first
        == "Error: '--extract' must be the first step: it makes the palette the other steps "
        + "work on")
    // A modifier is not a step: it may come first.
    let temp = TempFolder()
    let png = ExtractCommandTests.image(temp, [("255 0 0", 1), ("0 0 255", 3)])
    let modifier = palconv(
      [png, "--reverse", "--extract", "2", "--sort", "hue", "--to", "hex", "-q"],
      registry: .builtIn)
    #expect(modifier.code == 0, "\(modifier.stderr)")
    #expect(modifier.out == "0000ff\nff0000\n")
  }

  @Test(arguments: ["0", "1025", "x", "-3", "2.5"])
  func theCountIsOneTo1024(_ value: String) {
    let result = palconv(["photo.png", "--extract", value, "--to", "hex"], registry: .builtIn)
    #expect(result.code == 64)
    #expect(
      result.errLines.first
        == "Error: the value of '--extract' must be a whole number from 1 to 1024, not '\(value)'"
    )
  }

  @Test func theInputMustBeAPNG() {
    let temp = TempFolder()
    let gpl = temp.write("a.gpl", "GIMP Palette\n0 0 0 Black\n")
    let result = palconv([gpl, "--extract", "4", "--to", "hex"], registry: .builtIn)
    #expect(result.code == 2)
    #expect(
      result.errLines == [
        "\(gpl): byte 0: error: --extract reads PNG images, and this is not one (no PNG "
          + "signature) [error.unknown-format]"
      ])
    let from = palconv([gpl, "--from", "gpl", "--extract", "4", "--to", "hex"], registry: .builtIn)
    #expect(from.code == 64)
    #expect(
      from.errLines.first == "Error: '--extract' reads PNG images, so '--from gpl' cannot apply")
  }

  @Test func aFolderGivesItsPNGImages() {
    let temp = TempFolder()
    _ = ExtractCommandTests.image(temp, [("255 0 0", 1), ("0 0 255", 3)])
    temp.write("in/photo.png", temp.read("image.png") ?? [])
    temp.write("in/a.gpl", "GIMP Palette\n0 0 0 Black\n")
    let result = palconv(
      [temp.url("in"), "--extract", "2", "--to", "hex", "--out-dir", temp.url("out"), "-q"],
      registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      temp.read("out/photo.hex").map { String(decoding: $0, as: UTF8.self) } == "0000ff\nff0000\n")
    #expect(!temp.exists("out/a.hex"))
  }
}
