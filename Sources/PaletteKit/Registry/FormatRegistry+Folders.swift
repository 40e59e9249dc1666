public import PaletteCore

extension FormatRegistry {
  /// The folder format a folder is read with: the one `override` names, else the one that
  /// claims the folder name's extension (`Colors.xcassets`).
  ///
  /// - Parameters:
  ///   - folderName: The folder's path or name.
  ///   - override: A format identifier chosen by the caller (`--from`), if any.
  /// - Returns: The readable folder format, or `nil` when the folder is not a document.
  public func folderFormat(
    forFolder folderName: String, override: String? = nil
  ) -> (any FolderPaletteDecoder)? {
    if let override {
      return format(named: override)?.asFolderDecoder
    }
    guard let ext = fileExtension(ofFileName: folderName) else { return nil }
    return folderDecoders.first { $0.fileExtensions.contains(ext) }
  }

  /// What ``folderFormat(forFolder:override:)`` decided, as a ``Detection``.
  ///
  /// - Parameters:
  ///   - folderName: The folder's path or name.
  ///   - override: A format identifier chosen by the caller (`--from`), if any.
  /// - Returns: The decision; `format` is `nil` when the folder is not a document.
  public func detect(folder folderName: String, override: String? = nil) -> Detection {
    guard let format = folderFormat(forFolder: folderName, override: override) else {
      let reason =
        override.map { "\($0) is not a format whose documents are folders" }
        ?? "no format reads folders named like this one"
      return Detection(format: nil, method: .undetermined, reason: reason)
    }
    if override != nil {
      return Detection(
        format: format, method: .override,
        reason: "the format was given as \(format.identifier)")
    }
    let ext = fileExtension(ofFileName: folderName) ?? format.identifier
    return Detection(
      format: format, method: .fileExtension,
      reason: "a folder whose name ends in .\(ext) is read as \(format.identifier)")
  }

  /// Whether some format writes folders and claims `fileExtension`.
  ///
  /// - Parameter fileExtension: An extension, without the dot.
  /// - Returns: `true` for `xcassets`.
  public func isFolderExtension(_ fileExtension: String) -> Bool {
    let wanted = Self.normalizedExtension(fileExtension)
    return formats.contains { $0.asFolderEncoder != nil && $0.fileExtensions.contains(wanted) }
  }
}
