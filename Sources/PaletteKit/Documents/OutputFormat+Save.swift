public import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension OutputFormat {
  /// Saves a palette, as `palconv` does: encoded, checked against the policy, and written
  /// atomically (or merged into a folder document, keeping what palconv did not write).
  ///
  /// Before anything is written it refuses (``/PaletteCore/PaletteError`` with a `code`):
  /// writing over a protected input (`output.overwrites-input`), binary data to a terminal
  /// (`output.binary-terminal`), a path too long for the system (`output.path-too-long`), and,
  /// for a folder document, a folder that is not one of the format's (`output.not-a-catalog`),
  /// something in the way (`output.blocked`) or a file it did not write (`output.conflict`).
  /// An output that already holds these bytes is left alone.
  ///
  /// - Parameters:
  ///   - palette: The palette.
  ///   - path: The output file or folder.
  ///   - policy: What the save may do.
  /// - Returns: What happened, and what the format could not hold.
  /// - Throws: ``/PaletteCore/PaletteError``: a refusal (without a path; its message names
  ///   the output), the encoder's error, or an I/O error with the path set.
  public func save(
    _ palette: Palette, to path: String, policy: WritePolicy = WritePolicy()
  ) throws(PaletteError) -> SaveReport {
    try save(palette, to: path, policy: policy, losses: losses(writing: palette))
  }

  /// ``save(_:to:policy:)`` with the losses already worked out.
  package func save(
    _ palette: Palette, to path: String, policy: WritePolicy, losses: [Diagnostic]
  ) throws(PaletteError) -> SaveReport {
    // A file deeper than the system's path limit is written through a descriptor of its
    // folder; a folder document there, or a file outside a containing folder, is not.
    if LongPath.isTooLongForOutput(path),
      isFolder || policy.containingFolder == nil || !LongPath.canWriteThroughDescriptors
    {
      throw PaletteError(.io, LongPath.tooLongMessage(path), code: "output.path-too-long")
    }
    let outcome: SaveReport.Outcome
    switch self {
    case .file(let encoder):
      let bytes = try encoder.encode(palette)
      outcome = try Self.saveFile(bytes, format: identifier, to: path, policy: policy)
    case .folder(let encoder):
      let tree = try encoder.encodeFolder(palette)
      outcome = try Self.saveFolder(tree, format: encoder, to: path, policy: policy)
    }
    return SaveReport(outcome: outcome, path: path, losses: losses)
  }

  /// Whether `bytes` are text a terminal shows as such: UTF-8 without control characters
  /// other than tab, line feed, form feed and carriage return.
  ///
  /// - Parameter bytes: Encoded output.
  /// - Returns: `false` for binary data.
  public static func isText(_ bytes: [UInt8]) -> Bool {
    guard String(validating: bytes, as: UTF8.self) != nil else { return false }
    return !bytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C }
  }

  /// Checks the output path and writes one file (or, checking only, compares), as
  /// ``save(_:to:policy:)`` does with a file format's bytes; for text palconv makes without a
  /// format (the plugin's placeholder for a skipped palette).
  ///
  /// - Parameters:
  ///   - bytes: The encoded file.
  ///   - format: The identifier of the format the bytes are in, for messages.
  ///   - path: The output file.
  ///   - policy: What the save may do.
  /// - Returns: Whether it was written, unchanged, or would change.
  /// - Throws: ``/PaletteCore/PaletteError``: a refusal, or an I/O error with the path set.
  package static func saveFile(
    _ bytes: [UInt8], format: String, to path: String, policy: WritePolicy
  ) throws(PaletteError) -> SaveReport.Outcome {
    // Only a regular file can be an input overwritten: a terminal or a pipe named as both
    // input and output (`/dev/stdin`, `/dev/stdout`) is not one file.
    if !policy.overwritesInputs, let input = policy.protectedInputs.input(atFile: path) {
      throw PaletteError(
        .io, ProtectedInputs.refusal(path, input: input), code: "output.overwrites-input")
    }
    let target = try? WriteTarget(path: path)
    if !policy.writesBinaryToTerminals, !policy.checkOnly, let target, target.isTerminal,
      !isText(bytes)
    {
      throw PaletteError(
        .io,
        "refusing to write binary \(format) data to the terminal \(path); "
          + "use --force to allow it", code: "output.binary-terminal")
    }
    if let root = policy.containingFolder, LongPath.isTooLongForOutput(path) {
      do {
        return try LongPath.withOutputFolder(of: path, inside: root) {
          shortPath throws(PaletteError) in
          policy.checkOnly
            ? checked(PaletteFile.wouldChange(bytes, at: shortPath), path: path)
            : outcome(try PaletteFile.write(bytes, to: shortPath))
        }
      } catch {
        throw error.with(path: path)
      }
    }
    if policy.checkOnly {
      // Only a file can be compared: a descriptor, a device or a FIFO is written, not read.
      switch target {
      case .descriptor, .special:
        throw PaletteError(
          .io, "--check compares files, and \(path) is not a regular file",
          code: "check.not-a-file")
      case .file, nil:
        return checked(PaletteFile.wouldChange(bytes, at: path), path: path)
      }
    }
    if let root = policy.containingFolder {
      try FileSystem.createParentFolders(of: path, inside: root)
    }
    return outcome(try PaletteFile.write(bytes, to: path))
  }

  /// Checks the output folder and merges a folder document into it (or, checking only,
  /// compares).
  static func saveFolder(
    _ tree: FileTree, format: any FolderPaletteEncoder, to path: String, policy: WritePolicy
  ) throws(PaletteError) -> SaveReport.Outcome {
    if !policy.overwritesInputs, let input = policy.protectedInputs.input(inFolder: path) {
      throw PaletteError(
        .io,
        ProtectedInputs.refusal(path, input: input.shown, verb: "replace", holds: input.isHeld),
        code: "output.overwrites-input")
    }
    let plan = PaletteFolder.plan(tree, at: path, format: format)
    if let refusal = PaletteFolder.refusal(
      plan, path: path, replacingConflicts: policy.replacesForeignFiles, format: format)
    {
      let code =
        plan.isForeignFolder
        ? "output.not-a-catalog" : plan.blocked.isEmpty ? "output.conflict" : "output.blocked"
      throw PaletteError(.io, "\(path): \(refusal.message)", code: code)
    }
    if policy.checkOnly {
      return checked(plan.wouldChange(replacingConflicts: policy.replacesForeignFiles), path: path)
    }
    if let root = policy.containingFolder {
      try FileSystem.createParentFolders(of: path, inside: root)
    }
    let written = try PaletteFolder.write(
      tree, to: path, format: format, replacingConflicts: policy.replacesForeignFiles,
      planned: plan
    ) {}
    return outcome(written)
  }

  /// The outcome of a comparison: missing when the output does not exist.
  private static func checked(_ wouldChange: Bool, path: String) -> SaveReport.Outcome {
    guard wouldChange else { return .unchanged }
    return LongPath.status(path, followingLinks: false) == nil && errno == ENOENT
      ? .missing : .wouldChange
  }

  /// The outcome of a write.
  private static func outcome(_ written: WriteOutcome) -> SaveReport.Outcome {
    written == .written ? .written : .unchanged
  }
}
