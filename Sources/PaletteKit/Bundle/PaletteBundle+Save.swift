public import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension PaletteBundle {
  /// What saving a bundle did, or with ``WritePolicy/checkOnly`` would do, to one path.
  public struct FileReport: Hashable, Sendable {
    /// What happened to a path.
    public enum Outcome: String, Hashable, Sendable {
      /// Created or changed.
      case written
      /// It already held exactly this.
      case unchanged
      /// ``WritePolicy/checkOnly``: it would change.
      case wouldChange = "would-change"
      /// ``WritePolicy/checkOnly``: it does not exist.
      case missing
      /// A file an earlier bundle wrote and this one does not: removed.
      case removed
      /// ``WritePolicy/checkOnly``: such a file would be removed.
      case wouldBeRemoved = "would-be-removed"
      /// Such a file, changed since the earlier bundle wrote it: kept.
      case kept
    }

    /// The path: the bundle's folder joined with the file or folder.
    public var path: String
    /// What happened.
    public var outcome: Outcome
  }

  /// Writes the bundle into a folder: each format's file (a folder document merged into its
  /// folder, as ``OutputFormat/save(_:to:policy:)`` does), then `README.md`, then
  /// `manifest.json`, each atomically and only when its bytes change.
  ///
  /// A file that the folder's previous manifest lists and this bundle no longer writes (a
  /// format dropped from the list) is removed when it still holds what that manifest
  /// recorded, and kept when it was changed since; nothing else is ever removed. The folder
  /// and its missing subfolders are made. With ``WritePolicy/checkOnly`` nothing is written
  /// or removed, and the reports say what would be.
  ///
  /// - Parameters:
  ///   - folder: The bundle's folder (`dist`).
  ///   - policy: What the save may do; its ``WritePolicy/containingFolder`` is set to
  ///     `folder`.
  /// - Returns: One report per path, outputs sorted by path, then the README, the manifest
  ///   and the files removed.
  /// - Throws: ``/PaletteCore/PaletteError``: a refusal or an I/O error; what was written
  ///   before it stays.
  public func save(
    to folder: String, policy: WritePolicy = WritePolicy()
  ) throws(PaletteError) -> [FileReport] {
    var policy = policy
    policy.containingFolder = folder
    var reports: [FileReport] = []
    func report(_ path: String, _ outcome: SaveReport.Outcome) {
      let mapped: FileReport.Outcome =
        switch outcome {
        case .written: .written
        case .unchanged: .unchanged
        case .wouldChange: .wouldChange
        case .missing: .missing
        }
      reports.append(FileReport(path: path, outcome: mapped))
    }
    for output in outputs {
      let path = PathText.join(folder, output.path)
      switch (output.format, output.content) {
      case (.folder(let encoder), .folder(let tree)):
        report(path, try OutputFormat.saveFolder(tree, format: encoder, to: path, policy: policy))
      case (_, .file(let bytes)):
        report(
          path,
          try OutputFormat.saveFile(
            bytes, format: output.format.identifier, to: path, policy: policy))
      case (.file, .folder):
        continue
      }
    }
    let manifestPath = PathText.join(folder, Self.manifestName)
    let previous = (try? PaletteFile.read(at: manifestPath)).map(Self.listedFiles) ?? [:]
    for (name, bytes) in [(Self.readmeName, readme), (Self.manifestName, manifest)] {
      let path = PathText.join(folder, name)
      report(path, try OutputFormat.saveFile(bytes, format: "text", to: path, policy: policy))
    }
    var current = Set([Self.readmeName])
    for output in outputs { current.formUnion(output.files.map(\.path)) }
    let stale = previous.keys.filter { !current.contains($0) && PathText.isSafeRelative($0) }
    for relative in stale.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let path = PathText.join(folder, relative)
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      guard let bytes = try? PaletteFile.read(at: path),
        SHA256.hexDigest(bytes) == previous[relative]
      else {
        reports.append(FileReport(path: path, outcome: .kept))
        continue
      }
      if policy.checkOnly {
        reports.append(FileReport(path: path, outcome: .wouldBeRemoved))
        continue
      }
      guard unlink(path) == 0 else {
        throw PaletteError(
          .io, "cannot remove \(path): \(SystemError.describe(errno))", path: path)
      }
      reports.append(FileReport(path: path, outcome: .removed))
      // Folders the file leaves empty (an asset catalog's colour sets) go too, up to the
      // bundle's folder; a folder holding anything else stays.
      var components = PathText.components(of: relative)
      components.removeLast()
      while !components.isEmpty {
        guard rmdir(PathText.join(folder, components.joined(separator: "/"))) == 0 else { break }
        components.removeLast()
      }
    }
    return reports
  }
}
