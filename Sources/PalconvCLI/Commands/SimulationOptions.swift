import PaletteCore
import PaletteTransforms

/// `--simulate` and `--severity`, shared by `convert` (a step) and `show` (a preview).
enum SimulationOptions {
  static let simulate = OptionSpec(
    "simulate", value: .required("deficiency"), section: .steps, repeatable: true,
    completion: .words(ColorVisionDeficiency.allCases.map(\.rawValue)),
    help: "Show every colour as seen with a colour-vision deficiency: "
      + ColorVisionDeficiency.allCases.map(\.rawValue).joined(separator: ", ")
      + " (Machado 2009 for protan and deutan, Brettel 1997 for tritan).")
  static let severity = OptionSpec(
    "severity", value: .required("amount"), section: .steps,
    help: "How strong --simulate's deficiency is, 0...1 (default 1, the dichromacy; below 1 "
      + "the anomalous trichromacy, such as deuteranomaly). Not for achromatopsia.")

  static let cvd = OptionSpec(
    "cvd", value: .required("deficiencies"),
    completion: .words(["all"] + ColorVisionDeficiency.allCases.map(\.rawValue)),
    help: "Also report pairs of clearly different colours (ΔE00 >= 10) that fall below ΔE00 5 "
      + "with these deficiencies (comma-separated, or all) [lint.cvd-confusable].")

  /// The simulations named by `validate --cvd`: a comma-separated list, or `all`.
  static func checks(_ text: String) throws(UsageError) -> [CVDSimulation] {
    if text == "all" { return ColorVisionDeficiency.allCases.map { CVDSimulation($0) } }
    var checks: [CVDSimulation] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      checks.append(CVDSimulation(try deficiency(String(word), option: "--cvd")))
    }
    return checks
  }

  /// The deficiency named by `--simulate`.
  static func deficiency(
    _ text: String, option: String = "--simulate"
  ) throws(UsageError) -> ColorVisionDeficiency {
    guard let deficiency = ColorVisionDeficiency(rawValue: text) else {
      let names = ColorVisionDeficiency.allCases.map(\.rawValue)
      var message = "unknown deficiency '\(text)' for '\(option)'"
      if let close = Suggestion.closest(to: text, among: names) {
        message += ", did you mean '\(close)'?"
      } else {
        message += "; use one of: " + names.joined(separator: ", ")
      }
      throw UsageError(message)
    }
    return deficiency
  }

  /// The value of `--severity`.
  static func severity(_ text: String) throws(UsageError) -> Double {
    guard let value = Double(text), (0...1).contains(value),
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
    else {
      throw UsageError("the value of '--severity' must be between 0 and 1, not '\(text)'")
    }
    return value
  }

  /// Refuses `--severity` without a deficiency it applies to.
  static func checkSeverity(
    _ parsed: ParsedArguments, deficiencies: [ColorVisionDeficiency]
  ) throws(UsageError) {
    guard parsed.has("severity") else { return }
    guard !deficiencies.isEmpty else {
      throw UsageError("'--severity' modifies '--simulate', which is missing")
    }
    guard deficiencies.contains(where: \.hasSeverity) else {
      throw UsageError("'--severity' does not apply to achromatopsia, which has no partial form")
    }
  }
}
