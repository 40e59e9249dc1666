import PaletteCore
import PaletteKit
import PaletteTransforms

/// `palconv contrast`: WCAG 2 and APCA contrast of a palette's swatches used as text on
/// backgrounds, as a table, JSON or an HTML page, and as a CI check.
enum ContrastCommand: Subcommand {
  static let text = selector(
    "text",
    help: "Use only these swatches as text: a glob matched against swatch names and group "
      + "names ('Ink*', 'Text'). Repeatable. Default: every swatch.")
  static let background = selector(
    "background",
    help: "Use only these swatches as backgrounds, chosen as for --text. Default: every "
      + "swatch.")
  static let format = Option<Style>.choice(
    "format", named: "format",
    help: "table (aligned, with colour samples on a terminal), json (an array of pairs) or "
      + "html (a standalone page). Default: table.")
  static let minRatio = Option<Double>.decimal(
    "min-ratio", in: 1...21, named: "ratio",
    help: "Fail (exit code 1) when a pair's WCAG ratio is below this, such as 4.5 (AA) or 7 "
      + "(AAA); each failing pair is listed.")
  static let minAPCA = Option<Double>.decimal(
    "min-apca", in: 0...110, named: "lc",
    help: "Fail (exit code 1) when a pair's APCA |Lc| is below this, such as 60 or 75; each "
      + "failing pair is listed.")
  static let suggest = Option<Bool>.flag(
    "suggest",
    help: "With --min-ratio or --min-apca, name for each failing pair listed the nearest text "
      + "colour (CIEDE2000) of the same hue that passes.")
  static let maxPairs = Option<Int>.integer(
    "max-pairs", in: 1...Int.max, named: "count",
    help: "Print at most this many pairs, the first ones in order (default 10000); the "
      + "rest are counted in a warning.")
  static let allPairs = Option<Bool>.flag(
    "all-pairs", excludes: ["max-pairs"], help: "Print every pair, however many there are.")
  static let appearance = AppearanceArgument.option(
    help: "Check the colours of one appearance: light (default), dark, high-contrast or "
      + "high-contrast-dark; swatches without that variant use the one they fall back to.")

  /// `--text` or `--background`: swatches picked by a glob.
  static func selector(_ long: String, help: String) -> Option<SwatchSelector> {
    .text(
      OptionSpec(long, kind: .text(named: "swatches"), repeatable: true, help: help)
    ) { (text) throws(UsageError) in try SwatchSelector(text) }
  }

  static let spec = CommandSpec(
    name: "contrast",
    abstract: "Measure how readable a palette's swatches are as text on one another.",
    discussion:
      "For every pair of swatches (or the --text swatches on the --background swatches), prints "
      + "the WCAG 2 contrast ratio with its AA and AAA verdicts for normal and large text, and "
      + "the APCA lightness contrast (Lc, APCA-W3 0.0.98G-4g constants; negative for light text "
      + "on a dark background) with the most demanding APCA use case it meets. A translucent "
      + "text colour is blended over the background as a browser does, a translucent background "
      + "over white. Ratios are rounded down, so a pair shown as 4.50:1 passes 4.5. With "
      + "--min-ratio or --min-apca the command is a check: every pair below the minimum is "
      + "reported as an error and the exit code is 1. The light colours are checked; dark and "
      + "high-contrast variants only with --appearance. At most 10000 pairs are printed (every "
      + "pair of 100 swatches); a warning says how many were left out, and --max-pairs or "
      + "--all-pairs prints more. The checks always cover every pair. With --cmyk-profile, "
      + "--rgb-profile or --gray-profile, colours of those models are measured through the "
      + "profile.",
    usage: "contrast <input> [--text <swatches>] [--background <swatches>] [<options>]",
    arguments: [
      .init(
        label: "<input>", help: "A palette file or asset catalog folder; '-' reads standard input.")
    ],
    options: [
      text.spec, background.spec, format.spec, minRatio.spec, minAPCA.spec, suggest.spec,
      maxPairs.spec,
      allPairs.spec, appearance.spec, CommonOptions.from.spec, CommonOptions.maxInputSize.spec,
    ] + ProfileOptions.specs + CommonOptions.output,
    examples: [
      ("palconv contrast brand.ase", "Every pair of swatches, both ways round."),
      (
        "palconv contrast brand.ase --text navy --background 'c*' --background mint",
        "Only navy text, on the swatches named c… and on mint."
      ),
      (
        "palconv contrast brand.ase --text navy --background cream --min-ratio 7",
        "CI: exit 1, listing the pairs, if navy on cream falls below AAA (7:1)."
      ),
      (
        "palconv contrast brand.ase --text navy --background cream --min-apca 75",
        "The same check with APCA: body text needs Lc 75."
      ),
      ("palconv contrast brand.ase --format json", "The pairs as JSON for scripts."),
      ("palconv contrast brand.ase --format html > contrast.html", "A page with colour samples."),
      (
        "palconv contrast brand.ase --all-pairs --format json > pairs.json",
        "Every pair, even of a palette of more than 100 swatches (10000 are printed by default)."
      ),
    ],
    extraSections: [
      (
        "APCA LEVELS",
        APCAUseCase.allCases.map {
          CommandSpec.Argument(
            label: $0.rawValue, help: "Lc \(Int($0.minimumLc)): \(Self.summary($0))")
        }
      ),
      (
        "EXIT CODES",
        [
          .init(label: "0", help: "Success: every pair reaches the minimums given."),
          .init(
            label: "1",
            help: "A pair is below --min-ratio or --min-apca, no swatch matches --text or "
              + "--background, or the decoder reported an error."),
          .init(label: "2", help: "The input could not be read or parsed."),
          .init(label: "64", help: "Usage error: an unknown option, a missing or bad value."),
        ]
      ),
    ])

  /// What each APCA level is for, in help.
  static func summary(_ level: APCAUseCase) -> String {
    switch level {
    case .preferredBodyText: "preferred for body text."
    case .bodyText: "the minimum for body text."
    case .contentText: "the minimum for other content text (24 px, or 16 px bold)."
    case .largeText: "the minimum for large or heavy text (36 px, or 24 px bold)."
    case .spotText: "the minimum for spot text (placeholders, captions) and icons."
    case .nonText: "the minimum for non-text elements (dividers, outlines)."
    }
  }

  /// How the pairs are printed.
  enum Style: String, CaseIterable {
    case table, json, html
  }

  /// The most pairs printed without `--max-pairs` or `--all-pairs`: every ordered pair of
  /// 100 swatches (9,900) fits, and a table of that many rows is already more than anyone
  /// reads; a palette of 4,000 swatches has 16 million pairs, a gigabyte of table.
  static let defaultMaxPairs = 10_000

  /// The most pairs to print: `--max-pairs`, `nil` for `--all-pairs`, else the default.
  static func pairLimit(_ parsed: ParsedArguments) throws(UsageError) -> Int? {
    if parsed.has(allPairs) { return nil }
    return try parsed.value(maxPairs) ?? defaultMaxPairs
  }

  /// Thrown to stop visiting pairs once the last one printed is past and nothing checks the
  /// rest.
  private struct Enough: Error {}

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let style = try parsed.value(format) ?? .table
    let minimumRatio = try parsed.value(minRatio)
    let minimumLc = try parsed.value(minAPCA)
    let suggesting = parsed.has(suggest)
    if suggesting && minimumRatio == nil && minimumLc == nil {
      throw UsageError("'--suggest' needs '--min-ratio' or '--min-apca': what should pass")
    }
    let appearance = try parsed.value(Self.appearance) ?? nil
    let profiles = try ProfileOptions.read(
      parsed, sizeLimit: try CommonOptions.sizeLimit(parsed))
    let pairLimit = try pairLimit(parsed)
    let texts = try parsed.values(text)
    let backgrounds = try parsed.values(background)
    var failed = false
    let code = try InputReader.runOnOneInput("contrast", parsed, context: context) {
      loaded, console in
      // Through the profiles, when given: CMYK, RGB and gray as they print or show.
      let palette = loaded.decoded.palette.resolved(for: appearance)
        .resolved(through: profiles?.profiles)
      let path = loaded.path
      let textSwatches = SwatchSelector.swatches(of: palette, pickedBy: texts)
      let backgroundSwatches = SwatchSelector.swatches(of: palette, pickedBy: backgrounds)
      for (option, selectors, found) in [
        ("--text", texts, textSwatches), ("--background", backgrounds, backgroundSwatches),
      ] where found.isEmpty && !selectors.isEmpty {
        failed = true
        let patterns = selectors.map { "'\($0.pattern.text)'" }.joined(separator: ", ")
        console.emit(
          Diagnostic(
            .error, code: "contrast.no-match",
            message: "no swatch or group name matches \(option) \(patterns)", path: path))
      }
      var check = Check(
        minimumRatio: minimumRatio, minimumLc: minimumLc, path: path, suggest: suggesting)
      let table = ContrastTable(
        useColor: console.colorsOutput, texts: textSwatches, backgrounds: backgroundSwatches)
      // Rows are printed as they are measured, in chunks, so memory stays that of the swatches.
      var out: String
      switch style {
      case .table: out = table.header
      case .json: out = ""
      case .html: out = ContrastPage.header(title: palette.name ?? PathText.lastComponent(of: path))
      }
      let total = ContrastPair.pairCount(texts: textSwatches, backgrounds: backgroundSwatches)
      let shown = min(total, pairLimit ?? total)
      var count = 0
      do throws(Enough) {
        try ContrastPair.forEachPair(texts: textSwatches, backgrounds: backgroundSwatches) {
          (pair) throws(Enough) in
          check.record(pair, console: console)
          guard count < shown else {
            // Past the last pair printed, only a check needs the rest.
            if check.isChecking { return }
            throw Enough()
          }
          switch style {
          case .table: out += table.row(pair)
          case .json: out += ContrastJSON.separator(before: count) + ContrastJSON.object(pair)
          case .html: out += ContrastPage.row(pair)
          }
          count += 1
          if out.utf8.count >= 1 << 16 {
            console.write(out)
            out = ""
          }
        }
      } catch {}
      let leftOut = total - shown
      switch style {
      case .table:
        if leftOut > 0 { out += Self.leftOutText(shown: shown, total: total) + "\n" }
      case .json: out += ContrastJSON.end(count: count)
      case .html:
        out += ContrastPage.footer(
          note: leftOut > 0 ? Self.leftOutText(shown: shown, total: total) : nil)
      }
      if leftOut > 0 {
        console.emit(
          Diagnostic(
            .warning, code: "contrast.pairs-left-out",
            message: Self.leftOutText(shown: shown, total: total), path: path))
      }
      if check.finish(console: console) { failed = true }
      return out
    }
    return failed ? ExitCode.worse(code, ExitCode.failure) : code
  }

  /// What the output says, and the warning, when pairs are left out.
  static func leftOutText(shown: Int, total: Int) -> String {
    "\(total - shown) of the \(total) pairs are left out (the first \(shown) are printed): "
      + "--max-pairs N prints more, --all-pairs every one"
  }

  /// The `--min-ratio` and `--min-apca` check: reports every pair below a minimum as an error,
  /// the first of each kind in full and the rest counted.
  struct Check {
    var minimumRatio: Double?
    var minimumLc: Double?
    var path: String
    /// Whether each failing pair listed names the nearest passing text colour.
    var suggest = false
    var limit = FindingLimit(perKind: FindingLimits.defaultPerCode, kinds: 2)
    var failed = false

    /// Whether any minimum was given, so every pair must be measured.
    var isChecking: Bool { minimumRatio != nil || minimumLc != nil }

    /// Checks one pair.
    mutating func record(_ pair: ContrastPair, console: Console) {
      if let minimumRatio, pair.ratio < minimumRatio {
        failed = true
        if limit.admit(0, code: "contrast.min-ratio", severity: .error) {
          console.emit(
            Diagnostic(
              .error, code: "contrast.min-ratio",
              message: "\(label(pair)): contrast \(ContrastTable.ratioText(pair.ratio)) is below "
                + "\(NumberText.short(minimumRatio)):1" + suggestion(pair), path: path))
        }
      }
      if let minimumLc, abs(pair.apca) < minimumLc {
        failed = true
        if limit.admit(1, code: "contrast.min-apca", severity: .error) {
          console.emit(
            Diagnostic(
              .error, code: "contrast.min-apca",
              message: "\(label(pair)): APCA Lc \(ContrastTable.lcText(pair.apca)) is below "
                + "\(NumberText.short(minimumLc))" + suggestion(pair), path: path))
        }
      }
    }

    /// Prints the counts of the pairs not listed and says whether any pair failed.
    func finish(console: Console) -> Bool {
      for summary in limit.summaries {
        console.emit(
          Diagnostic(summary.severity, code: summary.code, message: summary.message, path: path))
      }
      return failed
    }

    /// `; nearest passing text colour #RRGGBB (ΔE00 2.3, 4.52:1, Lc 61.2)`, with `--suggest`.
    private func suggestion(_ pair: ContrastPair) -> String {
      guard suggest else { return "" }
      guard
        let color = pair.text.color.nearestPassing(
          on: pair.background.color, minimumRatio: minimumRatio, minimumLc: minimumLc)
      else { return "; no colour of its hue passes" }
      let reached = ContrastPair(
        text: Swatch(color: color), background: pair.background)
      let distance = (pair.text.color.deltaE2000(to: color) * 10).rounded() / 10
      return "; nearest passing text colour \(color.rgba8.hexString()) (ΔE00 "
        + "\(NumberText.short(distance)), \(ContrastTable.ratioText(reached.ratio)), Lc "
        + "\(ContrastTable.lcText(reached.apca)))"
    }

    private func label(_ pair: ContrastPair) -> String {
      "\(pair.text.quotedLabel) on \(pair.background.quotedLabel)"
    }
  }
}
