public import PaletteCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension FileTree {
  /// The most files read from one folder.
  public static let maxFileCount = 100_000
  /// The most bytes read from one file.
  public static let maxFileSize = 1 << 20

  /// Reads a folder's files, recursively, in sorted order.
  ///
  /// - Parameters:
  ///   - directory: The folder; paths in the tree are relative to it.
  ///   - fileName: Read only files with this exact name (for example `"Contents.json"`), or
  ///     every file when `nil`.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/io`` when the
  ///   folder cannot be listed or a file cannot be read, or
  ///   ``/PaletteCore/PaletteError/Kind/limitExceeded`` past ``maxFileCount`` files or
  ///   ``maxFileSize`` bytes in one file.
  public init(contentsOf directory: URL, fileNamed fileName: String? = nil) throws(PaletteError) {
    let manager = FileManager.default
    let subpaths: [String]
    do {
      subpaths = try manager.subpathsOfDirectory(atPath: directory.path).sorted()
    } catch {
      throw PaletteError(.io, "cannot list the folder", path: directory.path)
    }
    var files: [String: [UInt8]] = [:]
    for subpath in subpaths {
      let name = PathText.lastComponent(of: subpath)
      if let fileName, !PathText.same(name, fileName) { continue }
      let url = directory.appending(path: subpath)
      guard let attributes = try? manager.attributesOfItem(atPath: url.path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      if files.count >= Self.maxFileCount {
        throw PaletteError(
          .limitExceeded, "more than \(Self.maxFileCount) files", path: directory.path)
      }
      let size = (attributes[.size] as? Int) ?? 0
      if size > Self.maxFileSize {
        throw PaletteError(
          .limitExceeded, "file larger than \(Self.maxFileSize) bytes", path: url.path)
      }
      guard let data = manager.contents(atPath: url.path) else {
        throw PaletteError(.io, "cannot read the file", path: url.path)
      }
      files[subpath] = Array(data)
    }
    self.init(files: files)
  }

  /// Writes every file under `directory`, creating folders as needed and replacing files with
  /// the same paths; other files in the folder are left alone.
  ///
  /// - Parameter directory: The folder to write into (created if missing).
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/io`` when a
  ///   folder or file cannot be written, or ``/PaletteCore/PaletteError/Kind/invalidValue`` for a
  ///   path that would leave the folder.
  public func write(to directory: URL) throws(PaletteError) {
    let manager = FileManager.default
    for path in paths {
      // Checked by bytes: a `/` that joins the character next to it still separates folders.
      let components = PathText.components(of: path, omittingEmpty: false)
      if components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
        throw PaletteError(.invalidValue, "unsafe path in a file tree: \(path)")
      }
      let url = directory.appending(path: path)
      do {
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(files[path] ?? []).write(to: url)
      } catch {
        throw PaletteError(.io, "cannot write the file", path: url.path)
      }
    }
  }
}
