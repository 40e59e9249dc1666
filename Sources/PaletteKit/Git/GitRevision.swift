package import PaletteCore

/// A revision of a git repository (`origin/main`, `HEAD~2`, a commit), whose files palconv
/// reads without checking them out, as `git show REV:path` prints them.
///
/// Git runs with an argument vector, never a shell, in the folder of the path asked for, and
/// paths are given to it relative to that folder (`REV:./name`), so a path with spaces, quotes
/// or a leading dash is read as named.
package struct GitRevision: Sendable {
  /// The revision as the user named it.
  package let name: String
  /// The commit it names, in full.
  package let commit: String
  /// The process that runs git.
  let git: GitProcess

  /// Resolves `name` to a commit in the repository that holds `directory`.
  ///
  /// - Parameters:
  ///   - name: A revision git understands.
  ///   - directory: A folder inside the work tree.
  /// - Throws: ``PaletteCore/PaletteError`` when `directory` is not in a git repository
  ///   (`git.not-a-repository`), the revision is unknown (`git.unknown-revision`), or git
  ///   cannot be run.
  package init(_ name: String, in directory: String) throws(PaletteError) {
    try self.init(name, in: directory, git: GitProcess())
  }

  init(_ name: String, in directory: String, git: GitProcess) throws(PaletteError) {
    self.name = name
    self.git = git
    let inside = try git.run(["rev-parse", "--is-inside-work-tree"], in: directory)
    guard inside.status == 0, Self.text(inside.output) == "true" else {
      if inside.errorText.contains("cannot change to") {
        throw PaletteError(.io, "cannot open the folder", path: directory, code: "git.no-folder")
      }
      throw PaletteError(
        .io, "not in a git repository (--base compares with a revision of one)",
        path: directory, code: "git.not-a-repository")
    }
    guard !name.isEmpty, !name.hasPrefix("-"),
      !name.contains(where: { $0.isNewline || $0 == "\0" })
    else {
      throw PaletteError(
        .invalidValue, "'\(name)' is not a revision", code: "git.unknown-revision")
    }
    let resolved = try git.run(
      ["rev-parse", "--verify", "--quiet", name + "^{commit}"], in: directory)
    guard resolved.status == 0, let commit = Self.text(resolved.output), !commit.isEmpty else {
      throw PaletteError(
        .invalidValue, "unknown revision '\(name)' (no commit of that name in the repository)",
        code: "git.unknown-revision")
    }
    self.commit = commit
  }

  /// The content of a file at this revision, or `nil` when the revision has no file there.
  ///
  /// - Parameters:
  ///   - path: The file, relative to `directory`.
  ///   - directory: A folder of the work tree that exists.
  ///   - sizeLimit: The largest content read.
  /// - Returns: The bytes, or `nil` for a path the revision has no file at.
  /// - Throws: ``PaletteCore/PaletteError`` when git fails or the file is over the limit.
  package func contents(
    of path: String, in directory: String, sizeLimit: Int
  ) throws(PaletteError) -> [UInt8]? {
    let listed = try git.run(["ls-tree", "-z", "-l", commit, "--", "./" + path], in: directory)
    guard listed.status == 0 else { throw failure(listed, path: path) }
    // `MODE TYPE OBJECT SIZE\tNAME\0`: one entry, or none when the path is absent.
    guard let entry = listed.output.split(separator: 0).first,
      let tab = entry.firstIndex(of: UInt8(ascii: "\t"))
    else { return nil }
    let fields = entry[..<tab].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
    guard fields.count == 4, String(decoding: fields[1], as: UTF8.self) == "blob" else {
      return nil
    }
    let object = String(decoding: fields[2], as: UTF8.self)
    if let size = Int(String(decoding: fields[3], as: UTF8.self)), size > sizeLimit {
      throw PaletteError(
        .limitExceeded, "at \(name), \(size) bytes, over the input size limit of \(sizeLimit)",
        path: path, code: "input.too-large")
    }
    let shown = try git.run(["cat-file", "blob", object], in: directory)
    guard shown.status == 0 else { throw failure(shown, path: path) }
    return shown.output
  }

  /// Every file under `folder` at this revision, relative to it, in byte order.
  ///
  /// - Parameter folder: A folder of the work tree that exists.
  /// - Returns: The relative paths (`brand.gpl`, `web/site.css`); empty when the revision
  ///   has no such folder.
  /// - Throws: ``PaletteCore/PaletteError`` when git fails.
  package func files(under folder: String) throws(PaletteError) -> [String] {
    let listed = try git.run(["ls-tree", "-r", "-z", "--name-only", commit, "--", "."], in: folder)
    guard listed.status == 0 else { throw failure(listed, path: folder) }
    return listed.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// An error for a git run that failed, with git's first line.
  private func failure(_ result: GitProcess.Result, path: String) -> PaletteError {
    let line = result.errorText.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    return PaletteError(
      .io,
      "git could not read it at \(name): \(line.isEmpty ? "exit status \(result.status)" : line)",
      path: path, code: "git.failed")
  }

  /// The output as one line of text, without its line feed.
  private static func text(_ output: [UInt8]) -> String? {
    var text = String(decoding: output, as: UTF8.self)
    while text.last?.isNewline == true { text.removeLast() }
    return text
  }
}
