public import PaletteCore

/// Photoshop swatches (`.aco`): the swatch files of Photoshop and many colour tools.
///
/// Reads version 1 and version 2 sections with RGB, HSB, CMYK (stored inverted), Lab, gray and
/// wide CMYK colours, their UTF-16 names, and the swatch groups Photoshop 2020 and later append.
/// HSB is kept as HSB. Swatches that refer to a colour book (Pantone, HKS and other catalog
/// spaces) store no usable colour: they keep their name, become spot colours with a grey
/// placeholder, and a warning lists them. Oddities that do not stop reading (only one
/// section, counts that disagree, a version 2 section cut short) become warnings or notes with
/// byte offsets; malformed input throws a ``/PaletteCore/PaletteError`` with the offset.
///
/// Writes a version 1 section, then a version 2 section with names, as Photoshop does, and the
/// group block when the palette has named groups. See `docs/formats/photoshop.md`.
///
///     let decoded = try ACOFormat().decode(bytes)
///     let again = try ACOFormat().encode(decoded.palette)
public struct ACOFormat: PaletteDecoder, PaletteEncoder {
  /// How gray values are oriented.
  public enum GrayOrientation: String, Sendable, CaseIterable {
    /// 10000 is 100 % black ink, as Photoshop's gray picker shows it (and GIMP reads it).
    case ink
    /// 10000 is white, as Krita reads it.
    case lightness
  }

  /// How gray values are read and written; ``GrayOrientation/ink`` by default.
  public var gray: GrayOrientation

  /// Creates the format.
  ///
  /// - Parameter gray: How gray values are oriented; ink by default.
  public init(gray: GrayOrientation = .ink) {
    self.gray = gray
  }

  /// `"aco"`.
  public var identifier: String { "aco" }

  /// `"Photoshop swatches"`.
  public var displayName: String { "Photoshop swatches" }

  /// `["aco"]`.
  public var fileExtensions: [String] { ["aco"] }

  /// Swatch names, named groups (one level), sRGB, HSB, CMYK, Lab and gray, up to 65,535
  /// swatches; no palette name, description, columns, alpha or spot marks.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: true, alpha: false, models: [.srgb, .hsb, .cmyk, .lab, .gray], kinds: [.process],
      maxSwatches: ACOWriter.maxSwatches)
  }

  /// ``/PaletteCore/DetectionConfidence/weak`` when the bytes start with version 1 or 2 and a
  /// first swatch whose colour space is one Photoshop writes, otherwise
  /// ``/PaletteCore/DetectionConfidence/none``: the format has no signature.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let bytes = Array(prefix.prefix(6))
    guard bytes.count >= 4, bytes[0] == 0, bytes[1] == 1 || bytes[1] == 2 else { return .none }
    let count = Int(bytes[2]) << 8 | Int(bytes[3])
    if count == 0 { return prefix.count == 4 ? .weak : .none }
    guard bytes.count >= 6, bytes[4] == 0, bytes[5] <= 15 else { return .none }
    return .weak
  }

  /// Decodes a swatches file.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette, with warnings and notes (codes `aco.*`, locations
  ///   `.byte(offset:)`); every swatch carries the offset of its entry.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` (a version other than 1 or 2),
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` (a section cut short with no
  ///   complete section before it), ``/PaletteCore/PaletteError/Kind/invalidEncoding`` (a
  ///   name that is not valid UTF-16).
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = ACOReader(bytes, grayIsInk: gray == .ink)
    return try reader.decode()
  }

  /// The names as the reader gets them back: trailing NULs are removed and an empty name
  /// reads as no name.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as read back, or `nil` when every name survives.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    func readBack(_ name: String?) -> String? {
      guard var scalars = name?.unicodeScalars[...] else { return nil }
      while scalars.last == "\u{0}" { scalars = scalars.dropLast() }
      return scalars.isEmpty ? nil : String(String.UnicodeScalarView(scalars))
    }
    let swatches = palette.allSwatches.map(\.name)
    let written = swatches.map(readBack)
    let groups = palette.groups.map(\.name)
    let writtenGroups = groups.map { name in name.map { readBack($0) ?? "" } }
    guard written != swatches || writtenGroups != groups else { return nil }
    return WrittenNames(palette: nil, groups: writtenGroups, swatches: written)
  }

  /// Encodes a palette as Photoshop swatches.
  ///
  /// - Parameter palette: The palette; its name, description, columns, alpha and swatch kinds
  ///   are not stored.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for more than 65,535
  ///   swatches or a value that is not a finite number.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try ACOWriter.encode(palette, grayIsInk: gray == .ink)
  }
}

extension ACOFormat: ConfigurableFormat {
  /// `--aco-gray ink|lightness`: sets ``gray``, for reading and writing.
  public static let grayOption = FormatOption(
    "aco-gray", value: .choice(GrayOrientation.allCases.map(\.rawValue), named: "orientation"),
    use: .readingAndWriting,
    help: "ACO: gray 100 % means black ink (ink, default, as Photoshop shows it) or white "
      + "(lightness, as Krita reads it).")

  /// ``grayOption``.
  public var options: [FormatOption] { [Self.grayOption] }

  /// A copy configured by ``grayOption``.
  ///
  /// - Parameter setting: A setting of ``grayOption``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option or value.
  public func configured(with setting: FormatSetting) throws(FormatOptionError) -> ACOFormat {
    guard setting.option == Self.grayOption.name else { throw unknownOption(setting) }
    var copy = self
    copy.gray = try setting.choice(GrayOrientation.self)
    return copy
  }
}
