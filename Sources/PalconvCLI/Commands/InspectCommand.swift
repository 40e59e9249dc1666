import PaletteCore
import PaletteKit
import PaletteTransforms

/// `palconv inspect`: the canonical model as JSON, with what detection decided and why.
enum InspectCommand: Subcommand {
  static let spec = CommandSpec(
    name: "inspect",
    abstract: "Print the palette model as JSON, with what detection decided and why.",
    discussion:
      "The output is one JSON object: the input path, the detection (format, method, "
      + "confidence, every candidate and the reason), the decoder's warnings, and the palette "
      + "as palconv JSON.",
    usage: "inspect <input> [<options>]",
    arguments: [
      .init(
        label: "<input>", help: "A palette file or asset catalog folder; '-' reads standard input.")
    ],
    options: [quality.spec, CommonOptions.from.spec, CommonOptions.maxInputSize.spec]
      + CommonOptions.output,
    examples: [
      ("palconv inspect mystery.ase", "The model as JSON, and which format was detected and why."),
      ("palconv inspect colors.txt --from hex", "Read it as a hex list whatever it looks like."),
      (
        "palconv inspect chart.gpl --quality",
        "Also how far apart the closest colours are for each colour vision, the lightness "
          + "spread and the gamut the colours need."
      ),
    ])

  static let quality = Option<Bool>.flag(
    "quality",
    help: "Add a 'quality' member: the closest two colours under normal vision and simulated "
      + "protanopia, deuteranopia and tritanopia (ΔEOK, 0.02 is just noticeable), the OKLab "
      + "lightness range, and how many colours sRGB holds, Display P3 only, or neither.")

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let withQuality = parsed.has(quality)
    return try InputReader.runOnOneInput("inspect", parsed, context: context) {
      loaded, _ throws(PaletteError) in try render(loaded, quality: withQuality)
    }
  }

  /// The JSON document.
  static func render(
    _ loaded: OpenedPalette, quality: Bool = false
  ) throws(PaletteError)
    -> String
  {
    let json = DiagnosticRenderer.jsonString
    let detection = loaded.detection
    var out = "{\n  \"path\": \(json(loaded.path)),\n  \"detection\": {\n"
    out += "    \"format\": \(detection.identifier.map(json) ?? "null"),\n"
    out += "    \"method\": \(json(detection.method.rawValue)),\n"
    out += "    \"confidence\": \(json(detection.confidence.label)),\n"
    out += "    \"candidates\": ["
    out += detection.candidates.map {
      "{\"format\": \(json($0.identifier)), \"confidence\": \(json($0.confidence.label))}"
    }.joined(separator: ", ")
    out += "],\n    \"reason\": \(json(detection.reason))\n  },\n"
    out += "  \"warnings\": ["
    out += loaded.decoded.warnings.map { "\n    " + DiagnosticRenderer.json($0) }.joined(
      separator: ",")
    out += loaded.decoded.warnings.isEmpty ? "],\n" : "\n  ],\n"
    if quality { out += "  \"quality\": " + qualityJSON(loaded.decoded.palette) + ",\n" }
    out += "  \"palette\": " + indented(try paletteJSON(loaded.decoded.palette)) + "\n}\n"
    return out
  }

  /// The palette's ``PaletteQuality`` as a JSON object, indented for its member.
  static func qualityJSON(_ palette: Palette) -> String {
    let json = DiagnosticRenderer.jsonString
    let report = palette.quality()
    let swatches = palette.allSwatches
    func number(_ value: Double) -> String {
      let rounded = (value * 1_000_000).rounded() / 1_000_000
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    func swatch(_ index: Int) -> String {
      "{ \"index\": \(index), \"name\": \(swatches[index].name.map(json) ?? "null") }"
    }
    var out = "{\n    \"colors\": \(report.colorCount),\n    \"closest\": {"
    let visions = VisionType.allCases.compactMap { vision in
      report.closest[vision].map { (vision, $0) }
    }
    out += visions.map { vision, pair in
      "\n      \(json(vision.rawValue)): { \"deltaEOK\": \(number(pair.deltaEOK)), "
        + "\"first\": \(swatch(pair.first)), \"second\": \(swatch(pair.second)) }"
    }.joined(separator: ",")
    out += visions.isEmpty ? "},\n" : "\n    },\n"
    if let lightness = report.lightness {
      out +=
        "    \"lightness\": { \"min\": \(number(lightness.lowerBound)), "
        + "\"max\": \(number(lightness.upperBound)), "
        + "\"spread\": \(number(lightness.upperBound - lightness.lowerBound)) },\n"
    } else {
      out += "    \"lightness\": null,\n"
    }
    out +=
      "    \"gamut\": { \"srgb\": \(report.inSRGB), "
      + "\"displayP3Only\": \(report.inDisplayP3Only), "
      + "\"outsideDisplayP3\": \(report.outsideDisplayP3) }\n  }"
    return out
  }

  /// The palette as palconv JSON.
  static func paletteJSON(_ palette: Palette) throws(PaletteError) -> String {
    guard let json = FormatRegistry.builtIn.format(named: "json")?.asEncoder else {
      throw PaletteError(.unknownFormat, "palconv JSON is not in the registry")
    }
    var text = String(decoding: try json.encode(palette), as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// Every line after the first indented by two spaces, to nest a document.
  static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      $0.offset == 0 || $0.element.isEmpty ? String($0.element) : "  " + $0.element
    }.joined(separator: "\n")
  }
}
