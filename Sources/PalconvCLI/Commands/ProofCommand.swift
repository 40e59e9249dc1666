import PaletteCore
import PaletteICC
import PaletteKit

/// `palconv proof`: a press proof of a palette through an ICC profile, as text, JSON or a
/// swatch sheet, and as a CI check.
enum ProofCommand: Subcommand {
  static let profile = Option<String>.text(
    "profile", named: "file",
    help: "The press's ICC profile (an output profile: CMYK, RGB or gray). Required.")
  static let maxDeltaE = Option<Double>.decimal(
    "max-delta-e", in: 0...100, named: "delta-e",
    help: "Fail (exit code 1) when a swatch prints more than this ΔE00 away from its colour, "
      + "such as 2; each failing swatch is listed.")
  static let format = Option<Style>.choice(
    "format", named: "format",
    help: "text (a table, default), json (documented keys) or html (a swatch sheet with the "
      + "printed colours, out-of-gamut swatches marked).")

  /// How the proof is printed.
  enum Style: String, CaseIterable {
    case text, json, html
  }

  static let spec = CommandSpec(
    name: "proof",
    abstract: "Check how a palette's swatches print through a press profile.",
    discussion:
      "Sends every swatch through the --profile (colour → device values → the colour the press "
      + "prints) and lists, per swatch, whether it is inside the press gamut, the ΔE00 between "
      + "its colour and what prints, and what it prints as: the device values and the sRGB of "
      + "the printed colour. CMYK swatches are the press's own values unless --cmyk-profile "
      + "names another profile; --rgb-profile and --gray-profile say what RGB and gray values "
      + "are in. --intent and --black-point-compensation apply to the colour → device step; "
      + "what prints is measured colorimetrically. With --max-delta-e the command is a check: "
      + "every swatch over it is reported as an error and the exit code is 1. The maths is in "
      + "docs/color-math.md.",
    usage: "proof <input> --profile <file> [<options>]",
    arguments: [
      .init(
        label: "<input>", help: "A palette file or asset catalog folder; '-' reads standard input.")
    ],
    options: [
      profile.spec, ProfileOptions.intent.spec, ProfileOptions.blackPointCompensation.spec,
      maxDeltaE.spec, format.spec, ProfileOptions.cmykProfile.spec,
      ProfileOptions.rgbProfile.spec, ProfileOptions.grayProfile.spec, CommonOptions.from.spec,
      CommonOptions.maxInputSize.spec,
    ] + CommonOptions.output,
    examples: [
      ("palconv proof brand.ase --profile press.icc", "Gamut, ΔE00 and printed colour per swatch."),
      (
        "palconv proof brand.ase --profile press.icc --intent relative --max-delta-e 4",
        "CI: exit 1, naming the swatches, if one prints more than ΔE00 4 away."
      ),
      (
        "palconv proof brand.ase --profile press.icc --format html > proof.html",
        "A swatch sheet with each printed colour; out-of-gamut swatches are flagged."
      ),
      ("palconv proof brand.ase --profile press.icc --format json", "The proof for scripts."),
    ],
    extraSections: [
      (
        "EXIT CODES",
        [
          .init(label: "0", help: "Success: every swatch is within --max-delta-e."),
          .init(
            label: "1",
            help: "A swatch prints more than --max-delta-e away, or the decoder reported an "
              + "error."),
          .init(label: "2", help: "The input could not be read or parsed."),
          .init(
            label: "64",
            help: "Usage error: an unknown option, a missing or bad value, a profile that "
              + "cannot be read or cannot serve as a press."),
        ]
      )
    ])

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let sizeLimit = try CommonOptions.sizeLimit(parsed)
    guard let (press, path) = try ProfileOptions.load(profile, parsed, sizeLimit: sizeLimit) else {
      throw UsageError("missing expected option '--profile <file>': the press's ICC profile")
    }
    let style = try parsed.value(format) ?? .text
    let maximum = try parsed.value(maxDeltaE)
    let intentChoice = try parsed.value(ProfileOptions.intent) ?? .perceptual
    let compensating = parsed.has(ProfileOptions.blackPointCompensation)
    let sources = try ProfileOptions.read(parsed, sizeLimit: sizeLimit, intentNeedsProfile: false)
    do {
      // The press is checked before the input is read: a profile that cannot be one is a
      // usage error.
      _ = try PressProof(
        Palette(), profile: press, intent: intentChoice.intent,
        blackPointCompensation: compensating, sources: sources?.profiles)
    } catch {
      throw UsageError("'--profile \(path)': \(error.message)")
    }
    var failed = false
    let code = try InputReader.runOnOneInput("proof", parsed, context: context) {
      (loaded, console) throws(PaletteError) in
      let palette = loaded.decoded.palette
      let proof = try PressProof(
        palette, profile: press, intent: intentChoice.intent,
        blackPointCompensation: compensating, sources: sources?.profiles)
      let report = ProofReport(
        proof: proof, palette: palette, profilePath: path, intentName: intentChoice.rawValue,
        maximumDeltaE: maximum)
      if let maximum {
        let failing = proof.failing(maximumDeltaE: maximum)
        var limit = FindingLimit(perKind: FindingLimits.defaultPerCode, kinds: 1)
        for entry in failing where limit.admit(0, code: "proof.max-delta-e", severity: .error) {
          console.emit(
            Diagnostic(
              .error, code: "proof.max-delta-e",
              message: "\(entry.swatch.listLabel) prints ΔE00 "
                + "\(NumberText.fixed(entry.deltaE, digits: 2)) away, over \(NumberText.short(maximum))"
                + (entry.isInGamut ? "" : " (out of gamut)"),
              path: loaded.path))
        }
        for summary in limit.summaries {
          console.emit(
            Diagnostic(
              summary.severity, code: summary.code, message: summary.message, path: loaded.path))
        }
        if !failing.isEmpty { failed = true }
      }
      switch style {
      case .text: return report.text()
      case .json: return report.json()
      case .html:
        return String(decoding: try report.sheet(), as: UTF8.self)
      }
    }
    return failed ? ExitCode.worse(code, ExitCode.failure) : code
  }
}
