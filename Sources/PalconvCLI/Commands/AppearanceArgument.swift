import PaletteCore

/// The value of `--appearance`: `light` (the base colours) or an ``PaletteCore/Appearance``.
enum AppearanceArgument {
  /// The words `--appearance` takes.
  static let names = ["light"] + Appearance.allCases.map(\.rawValue)

  /// `--appearance <appearance>`, read as `nil` for `light`, with a command's help.
  static func option(
    section: HelpSection = .options, repeatable: Bool = false, help: String
  ) -> Option<Appearance?> {
    .choice(
      OptionSpec(
        "appearance", kind: .choice(names, named: "appearance", noun: "appearance"),
        section: section, repeatable: repeatable, help: help),
      values: [nil] + Appearance.allCases.map { $0 })
  }
}
