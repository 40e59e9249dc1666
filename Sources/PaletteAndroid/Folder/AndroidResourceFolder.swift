import PaletteCore

/// Reads and writes a `res/` folder: `values/colors.xml` with the light colours and
/// `values-night/colors.xml` with the dark ones, under the same resource names.
enum AndroidResourceFolder {
  /// The default configuration's file.
  static let defaultFile = "values/colors.xml"
  /// The night configuration's file.
  static let nightFile = "values-night/colors.xml"
  /// The text of the comment that marks a file as palconv's.
  static let mark = " Written by palconv: rewritten on each conversion. "

  /// The paths of `tree` relative to the `res/` folder: as they are when `values/colors.xml`
  /// is at the top, else without a first folder that every path shares (`res/…`).
  static func relativePaths(_ tree: FileTree) -> [(relative: String, original: String)] {
    let paths = tree.paths
    if paths.contains(defaultFile) { return paths.map { ($0, $0) } }
    let split = paths.map { PathText.components(of: $0) }
    if let first = split.first?.first, split.allSatisfy({ $0.count > 1 && $0[0] == first }) {
      return zip(split, paths).map { ($0.dropFirst().joined(separator: "/"), $1) }
    }
    return paths.map { ($0, $0) }
  }

  static func decode(_ tree: FileTree) throws(PaletteError) -> DecodedPalette {
    let paths = relativePaths(tree)
    guard let base = paths.first(where: { $0.relative == defaultFile }) else {
      throw PaletteError(
        .invalidSignature,
        "not an Android resource folder: it has no \(defaultFile)", format: "android-res")
    }
    var warnings: [Diagnostic] = []
    var baseReader: AndroidResourcesReader
    var decoded: DecodedPalette
    do {
      baseReader = try AndroidResourcesReader(bytes: tree.files[base.original] ?? [])
      decoded = try baseReader.read()
    } catch {
      throw error.with(path: base.original)
    }
    warnings += decoded.warnings.map { $0.with(path: base.original) }
    for path in paths
    where path.relative != defaultFile && path.relative != nightFile
      && path.relative.hasPrefix("values") && path.relative.hasSuffix("/colors.xml")
    {
      warnings.append(
        Diagnostic(
          .warning, code: "android.other-qualifier",
          message:
            "\(path.relative) is not read: only values/ and values-night/ are appearances "
            + "(other qualifiers select devices, languages or versions)",
          path: path.original))
    }
    guard let night = paths.first(where: { $0.relative == nightFile }) else {
      return DecodedPalette(palette: decoded.palette, warnings: warnings)
    }
    var nightReader: AndroidResourcesReader
    let nightDecoded: DecodedPalette
    do {
      nightReader = try AndroidResourcesReader(bytes: tree.files[night.original] ?? [])
      nightReader.fallback = baseReader.definitions
      nightDecoded = try nightReader.read()
    } catch {
      throw error.with(path: night.original)
    }
    warnings += nightDecoded.warnings.map { $0.with(path: night.original) }
    let baseDefinitions = baseReader.definitions
    let nightDefinitions = nightReader.definitions
    var palette = decoded.palette
    palette.mapSwatches { swatch in
      guard let name = swatch.name,
        let dark = darkColor(of: name, night: nightDefinitions, base: baseDefinitions)
      else { return }
      swatch.appearances[.dark] = dark.paletteColor
    }
    for swatch in nightDecoded.palette.allSwatches {
      guard let name = swatch.name, baseDefinitions[name] == nil else { continue }
      warnings.append(
        Diagnostic(
          .warning, code: "android.night-only",
          message:
            "the colour \(MessageFormatting.quoted(name, mark: "'")) is defined only in \(nightFile), not in \(defaultFile); skipped",
          location: swatch.location, path: night.original))
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// The colour `name` has in the night configuration, when it differs from the default one
  /// by definition: the night file defines it, or a colour its references go through. Android
  /// resolves `@color/…` in the configuration in use, so a default colour that refers to one
  /// the night file redefines changes too. `nil` when nothing of the night file is involved or
  /// the chain cannot be resolved (the default file's reading has said why).
  private static func darkColor(
    of name: String, night: [String: AndroidColorValue], base: [String: AndroidColorValue]
  ) -> RGBA8? {
    var current = night[name] ?? base[name]
    var touchedNight = night[name] != nil
    var visited: Set<String> = [name]
    while let value = current {
      switch value {
      case .literal(let color): return touchedNight ? color : nil
      case .unresolvable: return nil
      case .reference(let target):
        guard visited.insert(target).inserted else { return nil }
        if let next = night[target] {
          touchedNight = true
          current = next
        } else {
          current = base[target]
        }
      }
    }
    return nil
  }

  static func encode(_ palette: Palette) -> FileTree {
    var files = [defaultFile: AndroidResourcesWriter.write(palette, mark: mark)]
    if let night = AndroidResourcesWriter.writeNight(palette, mark: mark) {
      files[nightFile] = night
    }
    return FileTree(files: files)
  }
}
