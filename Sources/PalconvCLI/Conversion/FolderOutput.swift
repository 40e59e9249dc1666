import PaletteCore
import PaletteKit

/// Writes (or, with `--check`, compares) a folder document such as an asset catalog.
///
/// The folder is replaced as a whole (see ``PaletteKit/PaletteFolder/write(_:to:)``), so
/// before writing it refuses, unless `--force`: a folder that is an input or holds one, and an
/// existing folder with entries palconv would not write again (images, other asset types,
/// hidden files), which replacing it would delete.
enum FolderOutput {
  static func write(
    _ tree: FileTree, to outputPath: String, root: String?, settings: ConversionSettings,
    path: String, diagnostics: [Diagnostic]
  ) -> FileOutcome {
    var diagnostics = diagnostics
    func refuse(_ message: String, code: String) -> FileOutcome {
      .failure(2, diagnostics + [Diagnostic(.error, code: code, message: message, path: path)])
    }
    if !settings.force, let real = PathTools.realPath(outputPath) {
      if settings.inputRealPaths.contains(where: { $0 == real || $0.hasPrefix(real + "/") }) {
        return refuse(
          "refusing to replace \(outputPath), which is or holds an input; use --force to allow it",
          code: "output.overwrites-input")
      }
    }
    if settings.check {
      return .checked(
        wouldChange: PaletteFolder.wouldChange(tree, at: outputPath), outputPath: outputPath,
        path: path, diagnostics: diagnostics)
    }
    if !settings.force, PathTools.isDirectory(outputPath) {
      let others = PaletteFolder.otherEntries(in: outputPath, keeping: tree)
      if !others.isEmpty {
        let shown = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? ", …" : "")
        return refuse(
          "refusing to replace \(outputPath): it holds entries palconv did not write (\(shown)); "
            + "use --force to replace the folder",
          code: "output.foreign-entries")
      }
    }
    do {
      if let root {
        try PathTools.createParentFolders(of: outputPath, inside: root)
      }
      let outcome = try PaletteFolder.write(tree, to: outputPath)
      let message = outcome == .written ? "wrote \(outputPath)" : "\(outputPath) is unchanged"
      diagnostics.append(
        Diagnostic(.note, code: "output.\(outcome.rawValue)", message: message, path: path))
      return FileOutcome(
        status: outcome == .written ? .written : .unchanged, exitCode: 0, diagnostics: diagnostics)
    } catch {
      return .failure(2, diagnostics + [error.diagnostic])
    }
  }
}
