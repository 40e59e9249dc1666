import PaletteCore
import PaletteTransforms

/// `--simulate` and `--severity`, shared by `convert` (a step) and `show` (a preview), and
/// `validate --cvd`.
enum SimulationOptions {
  /// The deficiencies' names, as the options take them.
  static let names = ColorVisionDeficiency.allCases.map(\.rawValue)

  /// `--simulate <deficiency>`, with a command's help.
  static func simulate(
    section: HelpSection = .options, repeatable: Bool = false, help: String
  ) -> Option<ColorVisionDeficiency> {
    .choice(
      OptionSpec(
        "simulate", kind: .choice(names, named: "deficiency", noun: "deficiency"),
        section: section, repeatable: repeatable, help: help),
      values: ColorVisionDeficiency.allCases)
  }

  /// `--severity <amount>`, 0...1, with a command's help.
  static func severity(section: HelpSection = .options, help: String) -> Option<Double> {
    .decimal(
      "severity", in: 0...1, named: "amount", section: section, modifies: ["simulate"], help: help)
  }

  static let cvd = Option<[CVDSimulation]>(
    OptionSpec(
      "cvd", kind: .choices(["all"] + names, named: "deficiencies", noun: "deficiency"),
      help: "Also report pairs of clearly different colours (ΔE00 >= 10) that fall below ΔE00 "
        + "5 with these deficiencies (comma-separated: " + names.joined(separator: ", ")
        + "; or all) [lint.cvd-confusable].")
  ) { value in
    guard case .choices(let indices) = value, !indices.contains(0) else {
      return ColorVisionDeficiency.allCases.map { CVDSimulation($0) }
    }
    return indices.map { CVDSimulation(ColorVisionDeficiency.allCases[$0 - 1]) }
  }

  /// Refuses `--severity` with only deficiencies it does not apply to (the parser refuses it
  /// without `--simulate`).
  static func checkSeverity(
    given: Bool, deficiencies: [ColorVisionDeficiency]
  ) throws(UsageError) {
    guard given, !deficiencies.isEmpty, !deficiencies.contains(where: \.hasSeverity) else {
      return
    }
    throw UsageError("'--severity' does not apply to achromatopsia, which has no partial form")
  }
}
