import PaletteKit
import Testing

@testable import PalconvCLI

/// Format options against the real codecs of the built-in list.
@Suite struct FormatOptionTests {
  let gpl = "GIMP Palette\nName: Test\n#\n255   0   0\tRed\n  0 128 255\tSky\n"

  func run(_ arguments: [String], input: String) -> CLIResult {
    palconv(
      ["-"] + arguments, environment: PalconvEnvironment(standardInput: Array(input.utf8)),
      registry: .builtIn)
  }

  @Test func gplAlpha() {
    let plain = run(["--to", "gpl"], input: gpl)
    #expect(plain.code == 0)
    #expect(!plain.out.contains("Channels: RGBA"))
    let alpha = run(["--to", "gpl", "--gpl-alpha"], input: gpl)
    #expect(alpha.code == 0)
    #expect(alpha.out.contains("Channels: RGBA\n"))
    #expect(alpha.out.contains("255   0   0 255\tRed\n"))
  }

  @Test func hexOptions() {
    #expect(run(["--to", "hex"], input: gpl).out == "ff0000\n0080ff\n")
    let all = run(
      ["--to", "hex", "--hex-prefix", "--hex-case", "upper", "--hex-names"], input: gpl)
    #expect(all.out == "#FF0000 Red\n#0080FF Sky\n")
    #expect(
      run(["--to", "hex", "--hex-case", "lower", "--hex-prefix"], input: gpl).out
        == "#ff0000\n#0080ff\n")
  }

  @Test func hexAlphaOutputAndOrder() {
    let always = run(["--to", "hex", "--hex-alpha", "always"], input: gpl)
    #expect(always.out == "ff0000ff\n0080ffff\n")
    let first = run(["--to", "hex", "--hex-alpha", "always", "--alpha-order", "argb"], input: gpl)
    #expect(first.out == "ffff0000\nff0080ff\n")
    let never = run(
      ["--to", "hex", "--hex-alpha", "never"],
      input: "GIMP Palette\nChannels: RGBA\n#\n255 0 0 128 Half\n")
    #expect(never.out == "ff0000\n")
  }

  @Test func alphaOrderAlsoReads() {
    let read = run(
      ["--from", "hex", "--alpha-order", "argb", "--to", "gpl", "--gpl-alpha"], input: "80ff0000\n")
    #expect(read.code == 0)
    #expect(read.out.contains("255   0   0 128"))
  }

  @Test(arguments: [
    (["--hex-case", "title"], "the value of '--hex-case' must be upper or lower, not 'title'"),
    (
      ["--hex-alpha", "sometimes"],
      "the value of '--hex-alpha' must be never, when-present or always, not 'sometimes'"
    ),
    (["--alpha-order", "abgr"], "the value of '--alpha-order' must be rgba or argb, not 'abgr'"),
  ])
  func badValues(_ extra: [String], _ message: String) {
    let result = run(["--to", "hex"] + extra, input: gpl)
    #expect(result.code == 64)
    #expect(result.errLines.first == "Error: \(message)")
  }

  @Test func detectionOfRealFormats() {
    let paintNet = run(["--to", "hex", "-v"], input: "; paint.net Palette File\nFFFF0000\n")
    #expect(
      paintNet.errLines.first
        == "<stdin>: note: read as paintnet: the content matches paintnet (strong) [detect.format]")
    #expect(paintNet.out == "ff0000\n")
  }
}

@Suite struct RealFormatRoundTripTests {
  @Test func gplThroughJSONAndBack() throws {
    let gpl = "GIMP Palette\nName: Test\n#\n255   0   0\tRed\n  0 128 255\tSky\n"
    let json = palconv(
      ["-", "--to", "json"], environment: PalconvEnvironment(standardInput: Array(gpl.utf8)),
      registry: .builtIn)
    #expect(json.code == 0)
    #expect(json.out.contains("\"format\": \"palconv-palette\""))
    let back = palconv(
      ["-", "--to", "gpl"], environment: PalconvEnvironment(standardInput: json.stdout),
      registry: .builtIn)
    #expect(back.code == 0)
    #expect(back.out == gpl)
  }

  @Test func inspectEmbedsTheJSONCodecOutput() throws {
    let temp = TempFolder()
    let input = temp.write("a.hex", "ff0000\n")
    let result = palconv(["inspect", input], registry: .builtIn)
    #expect(result.code == 0)
    #expect(result.out.contains("  \"palette\": {\n    \"format\": \"palconv-palette\",\n"))
  }
}
