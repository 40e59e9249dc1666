import PaletteKit

/// Everything a conversion worker needs besides the job itself; shared, read-only.
struct ConversionSettings: Sendable {
  /// The formats, configured with the format options.
  var registry: FormatRegistry
  /// `--from`, if given.
  var sourceFormat: String?
  /// The steps in order.
  var steps: [Step] = []
  /// Step modifiers.
  var stepSettings = StepSettings()
  /// `--strict`: warnings become errors and nothing is written.
  var strict = false
  /// `--check`: nothing is written; a change is exit code 1.
  var check = false
  /// `--force`: an input may be overwritten, binary may go to a terminal.
  var force = false
  /// The input size limit in bytes.
  var sizeLimit = PaletteFile.defaultSizeLimit
  /// The identities of every input file, so none is overwritten without `--force`.
  var inputIdentities: Set<FileIdentity> = []
  /// The canonical paths of every input, so no folder output replaces or holds one.
  var inputRealPaths: [String] = []
}
