import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PalconvCLI

/// The `.pal` family through the command line, with the built-in formats.
@Suite struct PALConversionTests {
  /// A RIFF palette of two colours, black and `ff8000`.
  static let riff: [UInt8] =
    Array("RIFF".utf8) + [24, 0, 0, 0] + Array("PAL data".utf8) + [12, 0, 0, 0, 0, 3, 2, 0]
    + [0, 0, 0, 0, 255, 128, 0, 0]

  @Test func gamePalToGPL() throws {
    let temp = TempFolder()
    let input = temp.write("game.pal", Self.riff)
    let result = palconv([input, "--to", "gpl"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.out == "GIMP Palette\n#\n  0   0   0\tUntitled\n255 128   0\tUntitled\n")
    let written = palconv([input, "-o", temp.url("game.gpl")], registry: .builtIn)
    #expect(written.code == 0, "\(written.stderr)")
    #expect(temp.read("game.gpl") == result.stdout)
  }

  @Test func jascToRIFFAndBack() throws {
    let temp = TempFolder()
    let input = temp.write("game.pal", "JASC-PAL\r\n0100\r\n2\r\n0 0 0\r\n255 128 0\r\n")
    let toRIFF = palconv([input, "--to", "riff", "-o", temp.url("out.pal")], registry: .builtIn)
    #expect(toRIFF.code == 0, "\(toRIFF.stderr)")
    #expect(temp.read("out.pal") == Self.riff)
    let back = palconv(
      [temp.url("out.pal"), "--to", "jasc", "-o", temp.url("back.pal")], registry: .builtIn)
    #expect(back.code == 0, "\(back.stderr)")
    #expect(temp.read("back.pal") == temp.read("game.pal"))
  }

  @Test func inspectSaysWhichVariantAndWhy() throws {
    let temp = TempFolder()
    let input = temp.write("game.pal", Self.riff)
    let result = palconv(["inspect", input], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.out.contains("\"format\": \"riff\""))
    #expect(
      result.out.contains(
        "\"reason\": \"the content matches riff (strong): 'RIFF' at byte 0 and the form type "
          + "'PAL ' at byte 8 (Microsoft RIFF palette)\""))
    let raw = temp.write("dos.pal", (0..<768).map { UInt8($0 % 64) })
    let rawResult = palconv(["inspect", raw], registry: .builtIn)
    #expect(rawResult.out.contains("\"format\": \"vga-pal\""))
    #expect(rawResult.out.contains("768 bytes of binary data with no header, 256 RGB triples"))
    #expect(rawResult.out.contains("vga.depth"))
  }

  @Test func theComponentDepthOptionAppliesToReadingVGA() throws {
    let bytes: [UInt8] = [63, 0, 0]
    let six = palconv(
      ["-", "--from", "vga-pal", "--pal-bits", "6", "--to", "hex"],
      environment: PalconvEnvironment(standardInput: bytes), registry: .builtIn)
    #expect(six.code == 0, "\(six.stderr)")
    #expect(six.out == "ff0000\n")
    let eight = palconv(
      ["-", "--from", "vga-pal", "--pal-bits", "8", "--to", "hex"],
      environment: PalconvEnvironment(standardInput: bytes), registry: .builtIn)
    #expect(eight.out == "3f0000\n")
    let unused = palconv(
      ["-", "--from", "jasc", "--to", "gpl", "--pal-bits", "6"],
      environment: PalconvEnvironment(standardInput: bytes), registry: .builtIn)
    #expect(unused.code == 64)
    #expect(unused.errLines.first?.hasPrefix("Error: '--pal-bits' applies to vga-pal only") == true)
  }

  @Test func anAmbiguousTableFromStandardInputListsTheCandidates() {
    let registry = FormatRegistry.builtIn
    let table = (0..<768).map { UInt8($0 % 64) }
    let result = palconv(
      ["-", "--to", "gpl"], environment: PalconvEnvironment(standardInput: table),
      registry: registry)
    #expect(result.code == 2)
    let expected: String =
      "<stdin>: error: cannot tell the format: the content could be act (Adobe colour "
      + "table; --from act), animator-col (Autodesk Animator palette; --from animator-col) or "
      + "vga-pal (raw VGA palette; --from vga-pal): nothing in the bytes tells these formats "
      + "apart and there is no file name extension to decide; name one with --from "
      + "[error.unknown-format]"
    #expect(result.errLines.first == expected)
    let chosen = palconv(
      ["-", "--from", "vga-pal", "--to", "hex"],
      environment: PalconvEnvironment(standardInput: table), registry: registry)
    #expect(chosen.code == 0, "\(chosen.stderr)")
  }
}
