import PaletteCore
import PaletteKit

/// Everything a conversion worker needs besides the job itself; shared, read-only.
struct ConversionSettings: Sendable {
  /// The formats, configured with the format options.
  var registry: FormatRegistry
  /// `--from`, if given.
  var sourceFormat: String?
  /// The format options given (`--gpl-alpha`, …), already applied to ``registry``; kept so the
  /// planner can check that each applies to the conversion.
  var formatSettings: [FormatSetting] = []
  /// The steps in order.
  var steps: [Step] = []
  /// `--extract N`: each input is a PNG image, and the palette is its N main colours
  /// (``StepOptions/extract``), made before the steps run; `nil` without it.
  var extractCount: Int?
  /// Step modifiers.
  var stepSettings = StepSettings()
  /// `--strict` and `--allow`: which warnings become errors (and then nothing is written).
  var strict = StrictPolicy.off
  /// `--check`: nothing is written; a change is exit code 1.
  var check = false
  /// `--force`: an input may be overwritten, binary may go to a terminal.
  var force = false
  /// The input size limit in bytes.
  var sizeLimit = PaletteFile.defaultSizeLimit
  /// `--cmyk-profile` and the other profile options: colours the output cannot hold are
  /// converted through these profiles; `nil` without a profile.
  var profiles: ProfileSettings?
  /// Every input, so none is overwritten (or replaced, or held by a folder output) without
  /// `--force`, and a refusal names it.
  var protectedInputs = ProtectedInputs()
  /// Whether the conversion's palettes are left to the process's exit (``ExitRelease``): set
  /// for a single file, whose process ends when it is written.
  var leavesPalettesToExit = false

  /// What a save may do under these settings.
  var writePolicy: WritePolicy {
    WritePolicy(
      protectedInputs: protectedInputs, overwritesInputs: force, writesBinaryToTerminals: force,
      replacesForeignFiles: force, checkOnly: check)
  }
}
