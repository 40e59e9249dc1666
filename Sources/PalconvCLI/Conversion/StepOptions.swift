import PaletteCore
import PaletteKit
import PaletteTransforms

/// One step option of `convert` and `extract`: its declaration and what it adds, at its
/// place on the command line, to the steps or to their settings.
struct StepOption: Sendable {
  /// The steps and settings read so far.
  struct Reading: Sendable {
    var steps: [Step] = []
    var settings = StepSettings()
  }

  /// The declaration.
  let spec: OptionSpec
  /// Adds the option's checked value to the steps or their settings.
  let apply: @Sendable (OptionValue, inout Reading) throws(UsageError) -> Void

  /// An option that adds a step made from its value.
  static func step<Value>(
    _ option: Option<Value>, _ make: @escaping @Sendable (Value) -> Step
  ) -> StepOption {
    StepOption(spec: option.spec) { (value, reading) throws(UsageError) in
      reading.steps.append(make(try option.read(value)))
    }
  }

  /// An option that sets one of the steps' settings, wherever it is written.
  static func setting<Value>(
    _ option: Option<Value>, _ set: @escaping @Sendable (Value, inout StepSettings) -> Void
  ) -> StepOption {
    StepOption(spec: option.spec) { (value, reading) throws(UsageError) in
      set(try option.read(value), &reading.settings)
    }
  }
}

/// The steps of `convert` and `extract`, declared as a table: each option, its value and the
/// step or setting it makes. Help, completions and the manual list them from the same table.
enum StepOptions {
  /// `--sort <keys>`.
  static let sort = Option<[SortKey]>(
    OptionSpec(
      "sort", kind: .choices(SortKey.argumentNames, named: "keys", noun: "sort key"),
      section: .steps, repeatable: true,
      help: "Sort swatches within each group by comma-separated keys: "
        + SortKey.argumentNames.joined(separator: ", ")
        + ". Keys read the light colour; a swatch moves with its dark and high-contrast "
        + "variants.")
  ) { value in
    guard case .choices(let indices) = value else { return [] }
    return indices.map { SortKey.allCases[$0] }
  }

  /// `--dedupe [<delta-e>]`.
  static let dedupe = Option<Double?>.optionalDecimal(
    "dedupe", in: 0...Double.infinity, named: "delta-e", section: .steps, repeatable: true,
    help: "Merge swatches closer than DELTA_E (default: just noticeable, 1 for ciede2000, "
      + "0.02 for oklab); a following non-number is not taken. A swatch with appearance "
      + "variants merges only with one that has the same variants.")

  /// What `--scale` asks for: shades by lightness, or colours reaching contrast targets.
  enum ScaleRequest: Sendable, Equatable {
    case shades(ScaleKind)
    case contrast([Double])
  }

  /// `--scale tailwind|<steps>|contrast:<targets>`.
  static let scale = Option<ScaleRequest>.text(
    OptionSpec(
      "scale", kind: .text(named: "steps"), section: .steps, repeatable: true,
      completion: .words(["tailwind", "contrast:"]),
      help: "Turn each swatch into a group of colours in OKLCH: tailwind (shades 50...950, "
        + "named blue-500), N (an even ramp, blue-1...blue-N, 2...100), the swatch at its "
        + "nearest step; or contrast:3,4.5,7 (the colours of its hue that reach each contrast "
        + "against --background, named blue-4.5).")
  ) { (text) throws(UsageError) in
    let message =
      "the value of '--scale' must be tailwind, a whole number from 2 to 100 or "
      + "contrast:TARGET[,TARGET...], not '\(text)'"
    if text == "tailwind" { return .shades(.tailwind) }
    if let count = Int(text) {
      guard (2...100).contains(count) else { throw UsageError(message) }
      return .shades(.even(count))
    }
    guard text.hasPrefix("contrast:") else { throw UsageError(message) }
    let list = text.dropFirst("contrast:".count).split(
      separator: ",", omittingEmptySubsequences: false)
    var targets: [Double] = []
    for item in list {
      guard let value = Double(item), value.isFinite, value >= 1,
        value <= 110
      else {
        throw UsageError(
          "'--scale contrast:': each target must be a number from 1 to 21 (a WCAG ratio) or "
            + "up to 110 (an APCA Lc), not '\(item)'")
      }
      targets.append(value)
    }
    guard !targets.isEmpty, targets.count <= 100 else { throw UsageError(message) }
    return .contrast(targets)
  }

  /// `--background <color>`, modifying the contrast scales.
  static let background = Option<PaletteColor>.text(
    OptionSpec(
      "background", kind: .text(named: "hex"), section: .steps, modifies: ["scale"],
      help: "The background --scale contrast:... measures against, a hex colour (default "
        + "#ffffff).")
  ) { (text) throws(UsageError) in
    guard let rgba = RGBA8(hex: text) else {
      throw UsageError("'--background': expected a hex colour such as '#1a1a1a', not '\(text)'")
    }
    return .srgb8(rgba.red, rgba.green, rgba.blue)
  }

  /// `--select <terms>` and `--drop <terms>`.
  static func filter(_ long: String, help: String) -> Option<SwatchFilter> {
    .text(
      OptionSpec(long, kind: .text(named: "terms"), section: .steps, repeatable: true, help: help)
    ) { (text) throws(UsageError) in
      do throws(SwatchFilter.SyntaxError) {
        return try SwatchFilter(parsing: text)
      } catch {
        throw UsageError("'--\(long)': \(error.message)")
      }
    }
  }

  /// `--simulate <deficiency>`, a step.
  static let simulate = SimulationOptions.simulate(
    section: .steps, repeatable: true,
    help: "Show every colour as seen with a colour-vision deficiency: "
      + SimulationOptions.names.joined(separator: ", ")
      + " (Machado 2009 for protan and deutan, Brettel 1997 for tritan).")

  /// `--severity <amount>`, modifying the `--simulate` steps.
  static let severity = SimulationOptions.severity(
    section: .steps,
    help: "How strong --simulate's deficiency is, 0...1 (default 1, the dichromacy; below 1 "
      + "the anomalous trichromacy, such as deuteranomaly). Not for achromatopsia.")

  /// `--distinct <n>`: add colours until the palette holds N.
  static let distinct = Option<Int>.integer(
    "distinct", in: 1...DistinctOptions.maxCount, named: "n", section: .steps, repeatable: true,
    help: "Add colours until the palette holds N (1...\(DistinctOptions.maxCount)), each as far "
      + "as possible (ΔEOK) from all others under normal vision and protan, deutan and tritan "
      + "simulation; the swatches given are kept.")

  /// `--lightness <low>:<high>`, modifying `--distinct`.
  static let distinctLightness = Option<ClosedRange<Double>>.text(
    OptionSpec(
      "lightness", kind: .text(named: "low:high"), section: .steps, modifies: ["distinct"],
      help: "The OKLab lightness of the colours --distinct adds, two numbers in 0...1 "
        + "(default 0.4:0.85; 0:1 allows black and white).")
  ) { (text) throws(UsageError) in
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]),
      (0...1).contains(low), (0...1).contains(high), low <= high
    else {
      throw UsageError(
        "'--lightness': expected two numbers in 0...1 as LOW:HIGH with LOW <= HIGH, got '\(text)'")
    }
    return low...high
  }

  /// Every step option, in help order.
  static let table: [StepOption] = [
    .step(
      Option<Bool>.flag(
        "validate", section: .steps,
        help: "Check the palette (and the output format's limits); errors stop the file.")
    ) { _ in .validate },
    .step(sort) { .sort($0) },
    .setting(
      Option<Bool>.flag(
        "reverse", section: .steps, modifies: ["sort"],
        help: "Sort steps sort in descending order.")
    ) { _, settings in settings.reversed = true },
    .step(dedupe) { .dedupe(threshold: $0) },
    .setting(
      Option<DifferenceMetric>.choice(
        "metric", named: "metric", section: .steps, modifies: ["dedupe"],
        help: "The colour difference for --dedupe: ciede2000 (default) or oklab.")
    ) { metric, settings in settings.metric = metric },
    .setting(
      Option<Bool>.flag(
        "prefer-named", section: .steps, modifies: ["dedupe"],
        help: "--dedupe keeps a named swatch over an unnamed one.")
    ) { _, settings in settings.preferNamed = true },
    .step(
      Option<Double?>.optionalDecimal(
        "pastelize", in: 0...1, named: "amount", section: .steps, repeatable: true,
        help: "Soften colours towards pastel, AMOUNT 0...1 (default "
          + "\(Palette.defaultPastelAmount)); dark and high-contrast variants are softened too.")
    ) { .pastelize(amount: $0) },
    .step(
      Option<Bool>.flag(
        "flatten", section: .steps, help: "Put every swatch into one unnamed group.")
    ) { _ in .flatten },
    .step(
      Option<Int>.integer(
        "columns", in: 1...Step.maxColumns, named: "n", section: .steps, repeatable: true,
        help: "Set the palette's column count, 1...\(Step.maxColumns): the swatches per row of "
          + "GPL, Krita, PNG (unless --png-columns) and swatch sheets (unless --sheet-columns); "
          + "a format without columns reports it dropped.")
    ) { .columns($0) },
    .step(
      AppearanceArgument.option(
        section: .steps, repeatable: true,
        help: "Use the colours of one appearance and drop the variants: light, dark, "
          + "high-contrast or high-contrast-dark (a missing variant falls back to dark, then "
          + "to light).")
    ) { .appearance($0) },
    .step(
      filter(
        "select",
        help: "Keep only swatches matching any comma-separated term: group:GLOB, name:GLOB, "
          + "kind:process|global|spot, model:srgb|cmyk|lab|... ('group:Brand*', "
          + "'name:*Blue*').")
    ) { .select($0) },
    .step(
      filter(
        "drop",
        help: "Remove swatches matching any term, as --select takes them (--exclude is for "
          + "files of folder inputs).")
    ) { .drop($0) },
    .step(
      Option<Int>.integer(
        "reduce", in: 1...Int.max, named: "n", section: .steps, repeatable: true,
        help: "Keep the N swatches that represent the palette best (median cut in OKLab), "
          + "unchanged and in order.")
    ) { .reduce(count: $0) },
    .step(scale) { request in
      switch request {
      case .shades(let kind): .scale(kind)
      case .contrast(let targets): .contrastScale(targets)
      }
    },
    .setting(background) { color, settings in settings.background = color },
    .step(
      Option<Bool>.flag(
        "material-roles", section: .steps, repeatable: true,
        help: "Turn each swatch into its Material 3 tonal palette: a group named after it with "
          + "the tones Material Theme Builder exports (blue-0, blue-5 ... blue-100), its HCT "
          + "hue and chroma at each tone.")
    ) { _ in .materialTones },
    .setting(
      Option<ContrastMethod>.choice(
        "contrast-method", named: "method", section: .steps, modifies: ["scale"],
        help: "How --scale contrast:... measures: wcag (WCAG 2 ratios, 1...21; default) or "
          + "apca (APCA |Lc|, such as 45, 60, 75).")
    ) { method, settings in settings.contrastMethod = method },
    .step(
      Option<SwatchOrder>.choice(
        "order", named: "order", section: .steps, repeatable: true,
        help: "Reorder each group's swatches: cvd-safe (neighbours stay apart under normal "
          + "vision and protan, deutan and tritan simulation; the first swatch stays first).")
    ) { .order($0) },
    .step(distinct) { .distinct(count: $0) },
    .setting(distinctLightness) { range, settings in settings.distinctLightness = range },
    .step(
      Option<DerivedSet>.choice(
        "derive", named: "set", section: .steps, repeatable: true,
        help: "Add a derived group after each group: pastel ('Brand Pastel', swatches 'Sky "
          + "Pastel').")
    ) { .derive($0) },
    .setting(
      Option<Bool>.flag(
        "allow-empty", section: .steps, modifies: ["select", "drop"],
        help: "--select and --drop may leave no swatch (otherwise an error, exit code 1).")
    ) { _, settings in settings.allowEmpty = true },
    .step(simulate) { .simulate($0) },
    .setting(severity) { amount, settings in settings.severity = amount },
    .step(
      Option<Bool>.flag(
        "name-unnamed", section: .steps, repeatable: true,
        help: "Name every unnamed swatch after the nearest CSS or xkcd colour (Dusty Rose, then "
          + "Dusty Rose 2 in the same group), with a warning listing them.")
    ) { _ in .nameUnnamed },
    .step(
      Option<RenameScheme>.choice(
        "rename", named: "scheme", section: .steps, repeatable: true,
        help: "Replace every name: hex (#RRGGBB) or nearest (the nearest CSS or xkcd colour).")
    ) { .rename($0) },
  ]

  /// The step options' declarations, for a command's options.
  static let specs = table.map(\.spec)

  /// The step options by long name.
  private static let byName = Dictionary(
    uniqueKeysWithValues: table.map { ($0.spec.long, $0) })

  /// `--extract <n>`, a step of `convert` only (`extract` is the subcommand of its own).
  static let extract = Option<Int>.integer(
    "extract", in: 1...ImagePalette.maxCount, named: "n", section: .steps,
    help: "The first step: read each input as a PNG image and make the palette of its N main "
      + "colours (1 to \(ImagePalette.maxCount)), as 'palconv extract -n N' does.")

  /// Reads the steps and their settings, in command-line order.
  ///
  /// - Throws: ``UsageError`` for `--extract` after another step, or `--severity` with only
  ///   achromatopsia (the parser has checked every value, and that each setting has the step
  ///   it modifies).
  static func read(_ parsed: ParsedArguments) throws(UsageError) -> ([Step], StepSettings) {
    var reading = StepOption.Reading()
    for occurrence in parsed.occurrences {
      if occurrence.name == extract.spec.long {
        guard reading.steps.isEmpty else {
          throw UsageError(
            "'--extract' must be the first step: it makes the palette the other steps work on")
        }
        continue
      }
      guard let option = byName[occurrence.name] else { continue }
      try option.apply(occurrence.value, &reading)
    }
    try SimulationOptions.checkSeverity(
      given: parsed.has(severity),
      deficiencies: reading.steps.compactMap {
        if case .simulate(let deficiency) = $0 { deficiency } else { nil }
      })
    return (reading.steps, reading.settings)
  }
}
