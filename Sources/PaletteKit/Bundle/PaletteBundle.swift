public import PaletteCore

/// A palette written in many formats at once, for a release: one file (or folder) per format,
/// a `README.md` that says which application each file is for and how to install it there,
/// and a `manifest.json` with each file's size, SHA-256 and the losses of its format.
///
/// Making a bundle encodes everything in memory; ``save(to:policy:)`` writes it. The same
/// palette, name and formats always give the same bytes, in the same order.
///
///     let bundle = try PaletteBundle(palette, name: "brand", source: "brand.json")
///     for report in try bundle.save(to: "dist") { print(report.outcome, report.path) }
public struct PaletteBundle: Sendable {
  /// One format's part of a bundle.
  public struct Output: Sendable {
    /// The format.
    public var format: OutputFormat
    /// The file or folder the format writes, relative to the bundle's folder
    /// (`brand.ase`, `brand.xcassets`).
    public var path: String
    /// What the format could not hold of the palette, without paths or positions.
    public var losses: [Diagnostic]
    /// What is written.
    var content: Content

    /// The files written, relative to the bundle's folder, sorted; one for a file format,
    /// each file of the document for a folder format.
    public var files: [BundleFile] {
      switch content {
      case .file(let bytes):
        [BundleFile(path: path, bytes: bytes)]
      case .folder(let tree):
        tree.paths.map { BundleFile(path: path + "/" + $0, bytes: tree.files[$0] ?? []) }
      }
    }
  }

  /// What a format writes: bytes, or a folder document.
  enum Content: Sendable {
    /// One file's bytes.
    case file([UInt8])
    /// A folder document's files.
    case folder(FileTree)
  }

  /// A format that was not written, and why.
  public struct LeftOut: Hashable, Sendable {
    /// The format's identifier.
    public var format: String
    /// Why: the palette does not fit (`loss.too-many`), or the encoder's error.
    public var reason: String
  }

  /// The name of the bundle's guide.
  public static let readmeName = "README.md"
  /// The name of the bundle's manifest.
  public static let manifestName = "manifest.json"
  /// The identifier of the format of the swatch sheet every bundle has.
  public static let sheetFormat = "html"

  /// The palette.
  public var palette: Palette
  /// The start of every file name (`brand` for `brand.ase`).
  public var name: String
  /// The palette's file name, as the README and the manifest name it.
  public var source: String
  /// The formats written, sorted by path.
  public var outputs: [Output]
  /// The formats that could not hold the palette, by identifier.
  public var leftOut: [LeftOut]

  /// Encodes a palette in every format that can hold it, or in the formats given.
  ///
  /// Without `formats`, every writable format of `registry` is tried, and one that would drop
  /// swatches (over its limit, `loss.too-many`), invent colours for roles the palette leaves
  /// open (a terminal scheme's or an Office theme's, `loss.filled`) or cannot encode the
  /// palette is left out (``leftOut``). Formats given are all written, whatever they lose; one that cannot encode
  /// the palette is an error. The swatch sheet (``sheetFormat``) is always written.
  ///
  /// A file is named after `name` and its format's first extension (`brand.ase`); where two
  /// writable formats of `registry` share that extension, the identifier comes between
  /// (`brand.jasc.pal`, `brand.riff.pal`), so every format has a name of its own whatever
  /// formats are chosen.
  ///
  /// - Parameters:
  ///   - palette: The palette.
  ///   - name: The start of every file name: not empty, no `/`, no leading `.`.
  ///   - source: The palette's file name, for the README and the manifest.
  ///   - formats: The formats' identifiers or aliases, or `nil` for every one that fits.
  ///   - registry: The formats.
  /// - Throws: ``/PaletteCore/PaletteError``: a bad name, an unknown or read-only format, or
  ///   the encoder's error for a format given.
  public init(
    _ palette: Palette, name: String, source: String, formats: [String]? = nil,
    registry: FormatRegistry = .builtIn
  ) throws(PaletteError) {
    try Self.checkName(name)
    self.palette = palette
    self.name = name
    self.source = source
    var chosen: [OutputFormat] = []
    var explicit = Set<String>()
    if let formats {
      for identifier in formats {
        let format = try OutputFormat(identifier, in: registry)
        if explicit.insert(format.identifier).inserted { chosen.append(format) }
      }
      if !explicit.contains(Self.sheetFormat),
        let sheet = try? OutputFormat(Self.sheetFormat, in: registry)
      {
        chosen.append(sheet)
        explicit.insert(sheet.identifier)
      }
    } else {
      chosen = registry.formats.compactMap(OutputFormat.init)
    }
    let names = Self.fileNames(registry: registry, name: name)
    var outputs: [Output] = []
    var leftOut: [LeftOut] = []
    for format in chosen {
      let losses = format.losses(writing: palette).map {
        Diagnostic($0.severity, code: $0.code, message: $0.message)
      }
      let isExplicit = explicit.contains(format.identifier)
      let dropsOrInvents = [LossKind.tooMany.code, LossKind.filled.code]
      if !isExplicit, let reason = losses.first(where: { dropsOrInvents.contains($0.code) }) {
        leftOut.append(LeftOut(format: format.identifier, reason: reason.message))
        continue
      }
      let content: Content
      do {
        switch format {
        case .file(let encoder): content = .file(try encoder.encode(palette))
        case .folder(let encoder): content = .folder(try encoder.encodeFolder(palette))
        }
      } catch {
        if isExplicit { throw error }
        leftOut.append(LeftOut(format: format.identifier, reason: error.message))
        continue
      }
      let path = names[format.identifier] ?? "\(name).\(format.identifier)"
      outputs.append(Output(format: format, path: path, losses: losses, content: content))
    }
    for output in outputs
    where [Self.readmeName, Self.manifestName].contains(where: {
      PathText.same($0.lowercased(), output.path.lowercased())
    }) {
      throw PaletteError(
        .io,
        "the \(output.format.identifier) file of '\(name)' would be \(output.path), "
          + "the bundle's own; choose another name")
    }
    self.outputs = outputs.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    self.leftOut = leftOut.sorted { $0.format.utf8.lexicographicallyPrecedes($1.format.utf8) }
  }

  /// The file name of each writable format of `registry`, by identifier.
  static func fileNames(registry: FormatRegistry, name: String) -> [String: String] {
    let writable = registry.formats.filter(\.isWritable)
    var claims: [String: Int] = [:]
    for format in writable {
      claims[format.fileExtensions.first ?? format.identifier, default: 0] += 1
    }
    var names: [String: String] = [:]
    for format in writable {
      let ext = format.fileExtensions.first ?? format.identifier
      names[format.identifier] =
        claims[ext, default: 0] > 1 ? "\(name).\(format.identifier).\(ext)" : "\(name).\(ext)"
    }
    return names
  }

  /// Refuses a name that is not one plain file name.
  static func checkName(_ name: String) throws(PaletteError) {
    let bad =
      name.isEmpty || name.hasPrefix(".") || name.contains("/")
      || name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    if bad {
      throw PaletteError(
        .io,
        "'\(DiagnosticRenderer.escapingControls(name))' cannot start the bundle's file names: "
          + "give a name without '/', control characters or a leading '.'")
    }
  }

  /// The swatch sheet, when it was written.
  public var sheet: Output? { outputs.first { $0.format.identifier == Self.sheetFormat } }
}

/// One file of a bundle: its path relative to the bundle's folder, and its bytes.
public struct BundleFile: Hashable, Sendable {
  /// The path, relative to the bundle's folder, `/` between folders.
  public var path: String
  /// The content.
  public var bytes: [UInt8]

  /// The SHA-256 of the content, in lower-case hexadecimal.
  public var sha256: String { SHA256.hexDigest(bytes) }
}
