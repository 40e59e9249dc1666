import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The inputs a save must not overwrite: files by identity (device and inode, so another
/// spelling of the same file is caught) and folders by canonical path (so no folder document is
/// written over one, or over a folder that holds one).
public struct ProtectedInputs: Sendable {
  /// Files by identity, with the path each is shown as.
  private var files: [FileIdentity: String] = [:]
  /// Canonical paths, with the path each is shown as.
  private var realPaths: [String: String] = [:]

  /// No protected input.
  public init() {}

  /// Protects the file or folder at `path`, shown as `shownAs` in refusals. A path that does
  /// not exist is ignored; the first spelling of a file protected twice is kept.
  ///
  /// - Parameters:
  ///   - path: The input.
  ///   - shownAs: How refusals name it; `path` by default.
  public mutating func insert(_ path: String, shownAs: String? = nil) {
    let shown = shownAs ?? path
    if let identity = FileIdentity(path: path), files[identity] == nil { files[identity] = shown }
    if let real = FileSystem.realPath(path), realPaths[real] == nil { realPaths[real] = shown }
  }

  /// Whether nothing is protected.
  public var isEmpty: Bool { files.isEmpty && realPaths.isEmpty }

  /// The protected input that is the regular file at `path`, as it is shown.
  func input(atFile path: String) -> String? {
    guard let identity = FileIdentity(path: path), identity.isRegularFile else { return nil }
    return files[identity]
  }

  /// The protected input that the open descriptor writes to, when it is a regular file (a
  /// standard output redirected into an input, `>> input.gpl`).
  ///
  /// - Parameter descriptor: An open descriptor.
  /// - Returns: The input as it is shown, or `nil`.
  public func input(writtenThrough descriptor: Int32) -> String? {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return files[FileIdentity(info)]
  }

  /// The first protected input (by canonical path) that the folder at `path` is or holds.
  func input(inFolder path: String) -> (shown: String, isHeld: Bool)? {
    guard let real = FileSystem.realPath(path) else { return nil }
    let match = realPaths.sorted { $0.key < $1.key }.first {
      $0.key == real || $0.key.hasPrefix(real + "/")
    }
    return match.map { ($0.value, $0.key != real) }
  }

  /// The refusal to overwrite (or replace) `output`, naming the input it is, or holds.
  ///
  /// - Parameters:
  ///   - output: The output path as given.
  ///   - input: The input as it is shown.
  ///   - verb: `overwrite` for a file, `replace` for a folder.
  ///   - holds: Whether `output` is a folder that holds the input, rather than the input.
  /// - Returns: One sentence, saying how to allow it.
  package static func refusal(
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
