import PaletteCore
import PaletteKit

/// Writes (or, with `--check`, compares) a folder document such as an asset catalog.
///
/// The document is merged into an existing folder (see ``PaletteKit/FolderWritePlan``):
/// palconv's own entries are rewritten or removed, everything else is kept. Before anything
/// changes it refuses: a folder that is an input or holds one (unless `--force`), a folder
/// that is not a document of the format, something in the way of a path it writes, and, unless
/// `--force`, a file it did not write at a path it writes (`output.conflict`).
enum FolderOutput {
  static func write(
    _ tree: FileTree, format: any FolderPaletteEncoder, to outputPath: String, root: String?,
    settings: ConversionSettings, path: String, diagnostics: [Diagnostic]
  ) -> FileOutcome {
    func refuse(_ message: String, code: String) -> FileOutcome {
      .failure(
        ExitCode.inputOutput,
        diagnostics + [Diagnostic(.error, code: code, message: message, path: path)])
    }
    if !settings.force, let real = FileSystem.realPath(outputPath) {
      if let (input, shown) = settings.inputRealPaths.sorted(by: { $0.key < $1.key }).first(
        where: { $0.key == real || $0.key.hasPrefix(real + "/") })
      {
        return refuse(
          ConversionSettings.overwriteRefusal(
            outputPath, input: shown, verb: "replace", holds: input != real),
          code: "output.overwrites-input")
      }
    }
    let plan = PaletteFolder.plan(tree, at: outputPath, format: format)
    if let refusal = PaletteFolder.refusal(
      plan, path: outputPath, replacingConflicts: settings.force, format: format)
    {
      let code =
        plan.isForeignFolder
        ? "output.not-a-catalog" : plan.blocked.isEmpty ? "output.conflict" : "output.blocked"
      return refuse("\(outputPath): \(refusal.message)", code: code)
    }
    if settings.check {
      return .checked(
        wouldChange: plan.wouldChange(replacingConflicts: settings.force),
        outputPath: outputPath, path: path, diagnostics: diagnostics)
    }
    do {
      if let root {
        try FileSystem.createParentFolders(of: outputPath, inside: root)
      }
      let outcome = try PaletteFolder.write(
        tree, to: outputPath, format: format, replacingConflicts: settings.force, planned: plan
      ) {}
      return .written(outcome, outputPath: outputPath, path: path, diagnostics: diagnostics)
    } catch {
      return .failure(ExitCode.inputOutput, diagnostics + [error.diagnostic])
    }
  }
}
