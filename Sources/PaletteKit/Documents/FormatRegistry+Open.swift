import PaletteBuiltins
public import PaletteCore

extension FormatRegistry {
  /// Opens a palette document: reads it, tells its format and decodes it, as `palconv` does.
  ///
  /// A path that is a folder is read as a folder document when a folder format claims its
  /// extension (`Colors.xcassets`) or `format` names one; the links inside it that hide colours
  /// are reported (`input.link-skipped`). A file, standard input or bytes are read up to
  /// `sizeLimit`, and their format is told by content and extension (``detect(bytes:pathExtension:override:)``)
  /// unless `format` names it. A path that starts with `builtin:` names a palette compiled into
  /// palconv (``/PaletteBuiltins/BuiltinPalette``), `builtin:okabe-ito`; no file is read (write
  /// `./builtin:x` for a file of that name).
  ///
  /// - Parameters:
  ///   - source: Where the document is.
  ///   - format: The format's identifier, to read the document as that format; `nil` tells it.
  ///   - sizeLimit: The largest file read, in bytes.
  /// - Returns: The palette, its warnings (each naming the document) and the detection.
  /// - Throws: ``/PaletteCore/PaletteError`` with the path set: the file cannot be read, no
  ///   format recognises it (``/PaletteCore/PaletteError/Kind/unknownFormat``, saying how to name
  ///   the format), or the decoder's error.
  public func open(
    _ source: DocumentSource, as format: String? = nil,
    sizeLimit: Int = PaletteFile.defaultSizeLimit
  ) throws(PaletteError) -> OpenedPalette {
    switch attemptOpen(source, as: format, sizeLimit: sizeLimit) {
    case .success(let opened): return opened
    case .failure(let failure): throw failure.error
    }
  }

  /// ``open(_:as:sizeLimit:)``, with the detection kept when it fails.
  package func attemptOpen(
    _ source: DocumentSource, as format: String? = nil,
    sizeLimit: Int = PaletteFile.defaultSizeLimit
  ) -> Result<OpenedPalette, OpenFailure> {
    let path = source.displayName
    if case .path(let reference) = source, reference.hasPrefix(BuiltinPalette.prefix) {
      return Self.openBuiltin(reference)
    }
    if case .path(let folder) = source, let folderFormat = folderDocumentFormat(folder, as: format)
    {
      let detection = detect(folder: folder, override: format)
      do {
        var decoded = try PaletteFolder.read(at: folder, format: folderFormat)
        decoded.warnings += CatalogLinks.warnings(in: folder)
        return .success(
          OpenedPalette(path: path, detection: detection, decoded: decoded, isFolder: true))
      } catch {
        return .failure(OpenFailure(error: error, detection: detection, isFolder: true))
      }
    }
    let bytes: [UInt8]
    do {
      bytes = try source.contents(limit: sizeLimit)
    } catch {
      return .failure(OpenFailure(error: error.path == nil ? error.with(path: path) : error))
    }
    let detection = detect(bytes, named: source.isUnnamed ? nil : path, as: format)
    guard let decoder = detection.decoder else {
      let error = Self.unknownFormat(
        detection, bytes: bytes, path: path, isUnnamed: source.isUnnamed)
      return .failure(OpenFailure(error: error, detection: detection))
    }
    do {
      let decoded = try PaletteFile.decode(bytes, path: path, format: decoder)
      return .success(OpenedPalette(path: path, detection: detection, decoded: decoded))
    } catch {
      return .failure(OpenFailure(error: error, detection: detection))
    }
  }

  /// A built-in palette as an opened document, or the error naming the ones there are.
  static func openBuiltin(_ reference: String) -> Result<OpenedPalette, OpenFailure> {
    let detection = Detection(
      format: nil, method: .builtin, reason: "a palette compiled into palconv")
    guard let builtin = BuiltinPalette.named(reference) else {
      let name = String(reference.dropFirst(BuiltinPalette.prefix.count))
      let close = BuiltinPalette.all.map(\.identifier).filter {
        $0.hasPrefix(name.prefix(3)) || name.hasPrefix($0.prefix(3))
      }.prefix(5)
      let hint = close.isEmpty ? "" : " (did you mean \(close.joined(separator: ", "))?)"
      return .failure(
        OpenFailure(
          error: PaletteError(
            .io, "there is no built-in palette '\(name)'\(hint); 'palconv builtin' lists them",
            path: reference),
          detection: detection))
    }
    return .success(
      OpenedPalette(
        path: reference, detection: detection, decoded: DecodedPalette(palette: builtin.palette)))
  }

  /// The folder format that reads `path`, or `nil` when it is not a folder document: a folder
  /// whose extension a folder format claims (`Colors.xcassets`), or any folder when `format`
  /// names a folder format.
  ///
  /// - Parameters:
  ///   - path: A path.
  ///   - format: The format named by the caller, if any.
  /// - Returns: The format, or `nil` for a file, a missing path, or a plain folder.
  public func folderDocumentFormat(
    _ path: String, as format: String? = nil
  ) -> (any FolderPaletteDecoder)? {
    guard FileSystem.isDirectory(path) else { return nil }
    return folderFormat(forFolder: path, override: format)
  }

  /// Whether `path` is a folder that holds documents (one to walk), rather than a folder
  /// document or a file.
  ///
  /// - Parameters:
  ///   - path: A path.
  ///   - format: The format named by the caller, if any.
  /// - Returns: `true` for a plain folder.
  public func isFolderOfDocuments(_ path: String, as format: String? = nil) -> Bool {
    FileSystem.isDirectory(path) && folderFormat(forFolder: path, override: format) == nil
  }

  /// Detection of a document's bytes, with the extension of `name` as the formats see it
  /// (`brand.tokens.json` has `tokens.json`).
  ///
  /// - Parameters:
  ///   - bytes: The content.
  ///   - name: The file's name or path, or `nil` when it has none (standard input).
  ///   - format: The format named by the caller, if any.
  /// - Returns: The decision.
  public func detect(_ bytes: [UInt8], named name: String?, as format: String? = nil) -> Detection {
    let pathExtension = name.flatMap { fileExtension(ofFileName: PathText.lastComponent(of: $0)) }
    return detect(bytes: bytes, pathExtension: pathExtension, override: format)
  }

  /// The error for a document whose format could not be told: empty standard input, or
  /// content no format recognises; both say how to name the format.
  static func unknownFormat(
    _ detection: Detection, bytes: [UInt8], path: String, isUnnamed: Bool
  ) -> PaletteError {
    if isUnnamed && bytes.isEmpty {
      return PaletteError(
        .unknownFormat,
        "standard input is empty; give palconv a palette there (palconv - --to json < "
          + "brand.gpl) or name a file as the input", path: path)
    }
    var message = "cannot tell the format: \(detection.reason)"
    if detection.method != .ambiguous {
      message +=
        isUnnamed
        ? "; name it with --from FORMAT ('palconv formats' lists them)"
        : "; if it is a palette, name its format with --from FORMAT ('palconv formats' lists them)"
    }
    return PaletteError(.unknownFormat, message, path: path)
  }
}
