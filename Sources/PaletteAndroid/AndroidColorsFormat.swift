public import PaletteCore

/// Android colour resources: the `<color>` entries of a `res/values/colors.xml` file.
///
/// Reading takes `<color name="…">` and `<item name="…" type="color">` in document order, with
/// values `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha first, unlike CSS). `@color/NAME`
/// references are resolved within the file (a missing target or a cycle is an error at the
/// reference); `@android:color/…`, theme attributes and `@null` cannot be resolved from one
/// file, so those colours are skipped with a warning. Other resource types in the file are
/// skipped with a note. Marker comments written by palconv (`<!-- group: … -->`,
/// `<!-- end group -->`, `<!-- palette: … -->`, `<!-- description: … -->`) give groups, the
/// palette's name and its description.
///
/// Writing produces the layout Android Studio uses, with names made valid resource names:
/// kept as written, case included, but for the characters a resource name cannot hold
/// (`Ocean Blue` is `Ocean_Blue`; ``writtenNames(of:)`` lists the changes for the loss
/// report). See `docs/formats/android.md`.
public struct AndroidColorsFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"android"`.
  public var identifier: String { "android" }
  /// `"Android colour resources"`.
  public var displayName: String { "Android colour resources" }
  /// `["xml"]`: the extension is shared with other formats, so detection reads the content.
  public var fileExtensions: [String] { ["xml"] }

  /// Names, the palette's name and description and groups (as comments), alpha; 8-bit sRGB.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: false,
      groups: true, alpha: true, models: [.srgb])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for an XML document whose root is `<resources>`
  /// and whose first bytes hold a `<color` or `type="color"` element,
  /// ``/PaletteCore/DetectionConfidence/weak`` for a `<resources>` root without one in the first
  /// bytes, ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard let root = XMLRootSniffer(prefix), root.name == "resources" else { return .none }
    return root.restContains("<color") || root.restContains("type=\"color\"") ? .strong : .weak
  }

  /// Decodes the colours of a resource file.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and warnings, each with a line and column.
  /// - Throws: ``/PaletteCore/PaletteError`` for malformed XML, a root other than `<resources>`
  ///   (``/PaletteCore/PaletteError/Kind/invalidSignature``), a value that is not a colour, a
  ///   reference to a colour the file does not define, or a reference cycle
  ///   (``/PaletteCore/PaletteError/Kind/invalidValue``), each with a line and column.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = try AndroidResourcesReader(bytes: bytes)
    return try reader.read()
  }

  /// The resource names the writer gives the swatches (`LightYellow` is kept, `Ocean Blue` is
  /// `Ocean_Blue`, a repeated name gets `_2`); the palette's and groups' names are written in
  /// comments, which keep any text.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    func readBack(_ marker: AndroidMarkerComment) -> String? {
      switch marker.readBack {
      case .paletteName(let name), .group(let name): name
      default: nil
      }
    }
    return WrittenNames(
      palette: palette.name.flatMap { readBack(.paletteName($0)) },
      groups: palette.groups.map { $0.name.flatMap { readBack(.group($0)) } },
      swatches: AndroidResourceName.uniqueNames(palette.allSwatches.map(\.name)))
  }

  /// Encodes the palette as a `colors.xml` file.
  ///
  /// Colours are written as 8-bit sRGB (``/PaletteCore/PaletteColor/rgba8``: converted and
  /// gamut-mapped).
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 XML ending with a line break.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    AndroidResourcesWriter.write(palette)
  }
}
