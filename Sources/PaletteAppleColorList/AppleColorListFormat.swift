public import PaletteCore

/// Apple colour lists (`.clr`): the `NSColorList` files of the macOS colour picker, read and
/// written on any platform without AppKit.
///
/// Reads both encodings: the keyed archive (`NSKeyedArchiver` in a binary property list,
/// `bplist00`) that current macOS writes, and the typedstream (`NSArchiver`, `streamtyped`)
/// of older versions. Each colour's key becomes the swatch's name, in list order. Colours are
/// read as their archive stores them: sRGB, Display P3 (kept as Display P3), device RGB (as
/// sRGB), white (gray), CMYK, and component-based colours in their `NSColorSpace`. Calibrated
/// RGB values without component data are Apple's Generic RGB, converted to sRGB through its
/// gamma by default (``CalibratedRGB``). Catalog colours become spot colours with the
/// archive's fallback colour, or a grey placeholder, and a warning names them. Malformed
/// archives (dangling references, cycles, wrong classes, absurd counts) throw a
/// ``/PaletteCore/PaletteError`` with the byte offset.
///
/// Writes a keyed archive as macOS does: sRGB colours as calibrated RGB with sRGB components,
/// gray as white, CMYK natively, all with alpha; other models are converted to sRGB. See
/// `docs/formats/clr.md`.
///
///     let decoded = try AppleColorListFormat().decode(bytes)
///     let again = try AppleColorListFormat().encode(decoded.palette)
public struct AppleColorListFormat: PaletteDecoder, PaletteEncoder {
  /// How calibrated RGB values without component data (an `NSRGB` alone under colour space 1,
  /// or a typedstream's calibrated colour) are read.
  public enum CalibratedRGB: String, Sendable, CaseIterable {
    /// As Apple's Generic RGB (gamma 1.8), converted to sRGB through its gamma: what the
    /// macOS colour picker stores.
    case generic
    /// As sRGB values, unchanged: what some generated lists (X11 colour names) store.
    case srgb
  }

  /// How calibrated RGB values are read; ``CalibratedRGB/generic`` by default.
  public var calibrated: CalibratedRGB

  /// Creates the format.
  ///
  /// - Parameter calibrated: How calibrated RGB values are read; Generic RGB by default.
  public init(calibrated: CalibratedRGB = .generic) {
    self.calibrated = calibrated
  }

  /// `"clr"`.
  public var identifier: String { "clr" }

  /// `"Apple colour list"`.
  public var displayName: String { "Apple colour list" }

  /// `["clr"]`.
  public var fileExtensions: [String] { ["clr"] }

  /// Swatch names (unique keys), alpha, sRGB, gray and CMYK; no palette name (macOS takes it
  /// from the file name), description, columns, groups or spot marks.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb, .gray, .cmyk], kinds: [.process])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a binary property list or a typedstream
  /// whose first bytes name a colour list's parts (`NSColor`, `NSKeys`),
  /// ``/PaletteCore/DetectionConfidence/weak`` for one without them in the prefix, otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard BinaryPropertyListReader.hasMagic(prefix) || TypedStreamReader.hasSignature(prefix)
    else { return .none }
    let marker = Array("NSColor".utf8)
    let keys = Array("NSKeys".utf8)
    let bytes = Array(prefix)
    func contains(_ needle: [UInt8]) -> Bool {
      guard bytes.count >= needle.count else { return false }
      for start in 0...(bytes.count - needle.count)
      where bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle) {
        return true
      }
      return false
    }
    return contains(marker) || contains(keys) ? .strong : .weak
  }

  /// Decodes a colour list.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette, with warnings and notes (codes `clr.*`, locations
  ///   `.byte(offset:)`); every swatch carries the offset of its colour.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` for neither encoding,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a file cut short,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a malformed archive (a dangling
  ///   reference, a cycle, a class or field that does not fit) or a value beyond
  ///   ±1,000,000,
  ///   ``/PaletteCore/PaletteError/Kind/invalidEncoding`` for text that is not valid,
  ///   ``/PaletteCore/PaletteError/Kind/limitExceeded`` for nesting too deep.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let entries: [ColorListEntry]
    if BinaryPropertyListReader.hasMagic(bytes[...]) {
      entries = try KeyedColorListReader.read(
        try BinaryPropertyListReader.read(bytes, format: "clr"))
    } else if TypedStreamReader.hasSignature(bytes[...]) {
      entries = try TypedStreamColorListReader.read(bytes)
    } else {
      throw PaletteError(
        .invalidSignature,
        "not an Apple colour list: it starts with neither 'bplist00' nor 04 0B 'streamtyped'",
        format: "clr", location: .byte(offset: 0))
    }
    var interpreter = ColorInterpreter(calibrated: calibrated)
    var swatches: [Swatch] = []
    swatches.reserveCapacity(entries.count)
    var seen: Set<String> = []
    var duplicates: [String] = []
    var duplicateOffset: Int?
    var terminated = 0
    var terminatedOffset: Int?
    for var entry in entries {
      // Some tools store C strings as keys: the terminating NULs are not part of the name.
      if entry.key.unicodeScalars.last == "\u{0}" {
        entry.key = Self.withoutTerminatingNULs(entry.key)
        terminated += 1
        terminatedOffset = terminatedOffset ?? entry.offset
      }
      let (color, kind) = try interpreter.interpret(entry.color, name: entry.key, at: entry.offset)
      guard WrittenColor.of(color) != nil else {
        throw PaletteError(
          .invalidValue,
          "the colour of '\(entry.key)' has a value beyond ±1,000,000, which no colour has",
          format: "clr", location: .byte(offset: entry.offset))
      }
      if !seen.insert(entry.key).inserted {
        duplicates.append(entry.key)
        duplicateOffset = duplicateOffset ?? entry.offset
      }
      swatches.append(
        Swatch(name: entry.key, color: color, kind: kind, location: .byte(offset: entry.offset)))
    }
    var warnings = interpreter.warnings()
    if let terminatedOffset {
      warnings.append(
        Diagnostic(
          .note, code: "clr.nul-terminated-key",
          message: MessageFormatting.count(terminated, "key ends", "keys end")
            + " in NUL characters, which are not part of the name and are dropped",
          location: .byte(offset: terminatedOffset)))
    }
    if let duplicateOffset {
      warnings.append(
        Diagnostic(
          .warning, code: "clr.duplicate-key",
          message: "the list repeats "
            + MessageFormatting.count(duplicates.count, "key", "keys")
            + " (macOS keeps only the last colour of each): "
            + MessageFormatting.list(duplicates), location: .byte(offset: duplicateOffset)))
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: warnings)
  }

  /// The keys the writer gives the swatches: a colour list needs a unique key per colour, so
  /// an unnamed swatch is called `Color N` (its position) and a repeated name gets ` 2`,
  /// ` 3`, … until it is unique.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The keys, or `nil` when every name is kept.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    let names = palette.allSwatches.map(\.name)
    let keys = Self.keys(for: names.map { $0.map(Self.withoutTerminatingNULs) })
    guard keys != names else { return nil }
    return WrittenNames(palette: nil, groups: palette.groups.map { _ in nil }, swatches: keys)
  }

  /// A key without the NUL characters that end it, which the reader drops as C strings'
  /// terminators, so the writer does not write them either.
  static func withoutTerminatingNULs(_ key: String) -> String {
    guard key.unicodeScalars.last == "\u{0}" else { return key }
    var scalars = key.unicodeScalars[...]
    while scalars.last == "\u{0}" { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }

  /// Unique keys for swatch names, in order.
  static func keys(for names: [String?]) -> [String] {
    // A repeat steps around the names later swatches have, so they keep them.
    var taken = UniqueNames(separator: " ", heldBack: names.lazy.compactMap { $0 })
    var keys: [String] = []
    keys.reserveCapacity(names.count)
    for (index, name) in names.enumerated() {
      keys.append(name.map { taken.claim($0) } ?? taken.claimMadeUp("Color \(index + 1)"))
    }
    return keys
  }

  /// Encodes a palette as a keyed-archive colour list.
  ///
  /// - Parameter palette: The palette; its name, description, columns, groups and swatch
  ///   kinds are not stored, and models other than sRGB, gray and CMYK are converted to sRGB.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a value that is not a
  ///   finite number within ±1,000,000 (after conversion to sRGB).
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let swatches = palette.allSwatches
    let keys = Self.keys(for: swatches.map { $0.name.map(Self.withoutTerminatingNULs) })
    return try KeyedColorListWriter.write(
      zip(keys, swatches).map { (key: $0.0, color: $0.1.color) })
  }
}

extension AppleColorListFormat: ConfigurableFormat {
  /// `--clr-calibrated-as generic|srgb`: sets ``calibrated``, for reading.
  public static let calibratedOption = FormatOption(
    "clr-calibrated-as", value: .choice(CalibratedRGB.allCases.map(\.rawValue), named: "space"),
    use: .reading,
    help: "CLR: calibrated RGB values without component data are Apple's Generic RGB "
      + "(generic, default, converted to sRGB) or plain sRGB values (srgb).")

  /// ``calibratedOption``.
  public var options: [FormatOption] { [Self.calibratedOption] }

  /// A copy configured by ``calibratedOption``.
  ///
  /// - Parameter setting: A setting of ``calibratedOption``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option or value.
  public func configured(
    with setting: FormatSetting
  ) throws(FormatOptionError)
    -> AppleColorListFormat
  {
    guard setting.option == Self.calibratedOption.name else { throw unknownOption(setting) }
    var copy = self
    copy.calibrated = try setting.choice(CalibratedRGB.self)
    return copy
  }
}
