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
  /// (``ImageExtraction``), made before the steps run; `nil` without it.
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
  /// Every input file by identity, with the path it is shown as, so none is overwritten
  /// without `--force` and a refusal names it.
  var inputs: [FileIdentity: String] = [:]
  /// The canonical paths of every input, with the paths they are shown as, so no folder
  /// output replaces or holds one.
  var inputRealPaths: [String: String] = [:]

  /// The refusal to overwrite (or replace) `output`, naming the input it is, or holds.
  ///
  /// - Parameters:
  ///   - output: The output path as given.
  ///   - input: The input as it is shown.
  ///   - verb: `overwrite` for a file, `replace` for a folder.
  ///   - holds: Whether `output` is a folder that holds the input, rather than the input.
  static func overwriteRefusal(
    _ output: String, input: String, verb: String = "overwrite", holds: Bool = false
  ) -> String {
    let what =
      holds
      ? "\(output), which holds the input \(input)"
      : PathText.same(output, input)
        ? "the input \(input)" : "\(output), which is the input \(input)"
    return "refusing to \(verb) \(what); use --force to allow it"
  }
}
