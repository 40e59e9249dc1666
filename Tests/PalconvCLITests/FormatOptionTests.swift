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

/// `--css-syntax` configures the CSS codec: the exact text of each syntax, and a loss report
/// that sees the configured capabilities.
@Suite struct CSSSyntaxTests {
  /// An 8-bit red, a translucent 8-bit blue, a Lab gray, an OKLCH teal and a non-8-bit sRGB.
  let input = """
    {"format": "palconv-palette", "version": 1, "groups": [{"swatches": [
      {"name": "red", "hex": "#FF0000"},
      {"name": "glass", "hex": "#0080FF80"},
      {"name": "ink", "model": "lab", "values": [50, 0, 0]},
      {"name": "fresh", "model": "oklch", "values": [0.7, 0.1, 180]},
      {"name": "half", "model": "srgb", "values": [0.5, 0.25, 1]}
    ]}]}
    """

  func run(_ syntax: String?) -> CLIResult {
    palconv(
      ["-", "--to", "css"] + (syntax.map { ["--css-syntax", $0] } ?? []),
      environment: PalconvEnvironment(standardInput: Array(input.utf8)), registry: .builtIn)
  }

  /// Expected values worked out by hand: Lab L 50 is relative luminance 0.18419, sRGB
  /// 118.913 (#777777), OKLab L 0.569; 128/255 is 0.5019608 as a Float; the OKLCH teal is
  /// sRGB (74.624, 178.745, 160.693); red is oklch(0.628 0.2577 29.23) (CSS Color 4); the
  /// blue and the violet give oklch(0.6152 0.2108 256.10) and (0.5665 0.2600 290.82).
  @Test(arguments: [
    (
      "hex",
      ["#ff0000", "#0080ff80", "#777777", "#4bb3a1", "#8040ff"]
    ),
    (
      "rgb",
      [
        "rgb(255 0 0)", "rgb(0 128 255 / 0.5019608)", "rgb(118.913 118.913 118.913)",
        "rgb(74.624 178.745 160.693)", "rgb(127.5 63.75 255)",
      ]
    ),
    (
      "oklch",
      [
        "oklch(0.628 0.2577 29.23)", "oklch(0.6152 0.2108 256.1 / 0.5019608)",
        "oklch(0.569 0 0)", "oklch(0.7 0.1 180)", "oklch(0.5665 0.26 290.82)",
      ]
    ),
    (
      "native",
      ["#ff0000", "#0080ff80", "lab(50 0 0)", "oklch(0.7 0.1 180)", "color(srgb 0.5 0.25 1)"]
    ),
  ])
  func exactOutput(_ syntax: String, _ values: [String]) {
    let result = run(syntax)
    #expect(result.code == 0)
    let names = ["red", "glass", "ink", "fresh", "half"]
    let body = zip(names, values).map { "  --\($0): \($1);\n" }.joined()
    #expect(result.out == ":root {\n" + body + "}\n")
  }

  @Test func nativeIsTheDefault() {
    #expect(run(nil).out == run("native").out)
  }

  @Test(arguments: [
    ("hex", "2 colours will be converted to sRGB for css: 1 Lab (ink), 1 OKLCH (fresh)"),
    ("rgb", "2 colours will be converted to sRGB for css: 1 Lab (ink), 1 OKLCH (fresh)"),
    (
      "oklch",
      "4 colours will be converted to OKLCH for css: 3 sRGB (red, glass, half), 1 Lab (ink)"
    ),
  ])
  func lossReportSeesTheSyntax(_ syntax: String, _ message: String) {
    let result = run(syntax)
    let losses = result.errLines.filter { $0.contains("[loss.") }
    #expect(losses.count == 1)
    #expect(losses.first?.hasSuffix("warning: \(message) [loss.model]") == true, "\(losses)")
  }

  @Test func nativeLosesNothingHere() {
    #expect(!run("native").stderr.contains("[loss."))
  }

  @Test func unknownSyntaxIsAUsageError() {
    let result = run("hsl")
    #expect(result.code == 64)
    #expect(
      result.errLines.first
        == "Error: the value of '--css-syntax' must be hex, rgb, oklch or native, not 'hsl'"
    )
  }
}

/// Values of the app and web output options.
@Suite struct OutputOptionValueTests {
  @Test(arguments: [
    (
      ["--swift-access", "private"],
      "the value of '--swift-access' must be public or internal, not 'private'"
    ),
    (["--swift-type", ""], "the value of '--swift-type' must not be empty"),
    (
      ["--sheet-columns", "0"],
      "the value of '--sheet-columns' must be a whole number from 1 to 12, not '0'"
    ),
    (
      ["--sheet-columns", "13"],
      "the value of '--sheet-columns' must be a whole number from 1 to 12, not '13'"
    ),
    (
      ["--sheet-columns", "two"],
      "the value of '--sheet-columns' must be a whole number from 1 to 12, not 'two'"
    ),
  ])
  func badValues(_ extra: [String], _ message: String) {
    let result = palconv(
      ["-", "--to", "swift"] + extra, environment: PalconvEnvironment(standardInput: []),
      registry: .builtIn)
    #expect(result.code == 64)
    #expect(result.errLines.first == "Error: \(message)")
  }
}
