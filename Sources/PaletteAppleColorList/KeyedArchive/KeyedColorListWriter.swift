import PaletteCore

/// Writes a palette as the keyed archive of an `NSColorList`, laid out as macOS writes one:
/// `$top` holds `NSKeys` and `NSColors`, two `NSMutableArray`s of key strings and `NSColor`
/// objects.
///
/// * sRGB colours are written as macOS writes them: colour space 1 with `NSComponents` (the
///   sRGB values and alpha) in an `NSColorSpace` with `NSID` 7 (sRGB), plus `NSRGB`, the
///   colour in Generic RGB for readers that ignore the components (converted through Generic
///   RGB's primaries and gamma, ``/PaletteCore/ColorMath/srgbToGenericRGB(_:)``).
/// * Gray colours are written as colour space 4 (device white) with `NSWhite`, the value as it
///   is; colour space 3 would be Generic Gray (γ 1.8), which palconv's sRGB-encoded gray is
///   not. CMYK colours are written as colour space 5 with `NSCMYK`.
/// * Every other model is converted to sRGB first (the loss report says so).
/// * `NSRGB`, the fallback for old readers, holds the sRGB values clamped to 0...1; the
///   components keep values outside that range exactly.
///
/// Alpha is written in `NSComponents` always and in the other fields when it is not 1.
enum KeyedColorListWriter {
  /// Writes the entries.
  ///
  /// - Parameter entries: Keys (unique) and colours, in list order.
  /// - Returns: The file's bytes.
  /// - Throws: ``PaletteCore/PaletteError/Kind/unrepresentable`` for a colour
  ///   ``WrittenColor/of(_:)`` cannot write.
  static func write(
    _ entries: [(key: String, color: PaletteColor)]
  ) throws(PaletteError)
    -> [UInt8]
  {
    var archive = KeyedArchiveBuilder()
    let arrayClasses = ["NSMutableArray", "NSArray", "NSObject"]
    let keysUID = archive.reserve()
    let keyUIDs = entries.map { archive.string($0.key) }
    archive.fill(keysUID, fields: [("NS.objects", .references(keyUIDs))], classes: arrayClasses)
    let colorsUID = archive.reserve()
    var colorUIDs: [UInt64] = []
    colorUIDs.reserveCapacity(entries.count)
    var srgbSpace: UInt64?
    for entry in entries {
      let uid = archive.reserve()
      colorUIDs.append(uid)
      guard let color = WrittenColor.of(entry.color) else {
        throw PaletteError(
          .unrepresentable,
          "the colour of '\(entry.key)' has a value that is not a finite number within "
            + "±1,000,000", format: "clr")
      }
      let alpha = color.alpha
      func withAlpha(_ values: [Float]) -> [Float] { alpha == 1 ? values : values + [alpha] }
      var fields: [(String, KeyedArchiveBuilder.Field)]
      switch color.components {
      case .gray(let white):
        fields = [
          ("NSWhite", .data(ComponentText.write(withAlpha([white]), terminated: true))),
          ("NSColorSpace", .integer(4)),
        ]
      case .cmyk(let c, let m, let y, let k):
        fields = [
          ("NSCMYK", .data(ComponentText.write(withAlpha([c, m, y, k]), terminated: true))),
          ("NSColorSpace", .integer(5)),
        ]
      default:
        guard case .srgb(let r, let g, let b) = color.components else {
          preconditionFailure("WrittenColor gives sRGB, gray or CMYK")
        }
        let space: UInt64
        if let srgbSpace {
          space = srgbSpace
        } else {
          space = archive.reserve()
          archive.fill(
            space, fields: [("NSID", .integer(7))], classes: ["NSColorSpace", "NSObject"])
          srgbSpace = space
        }
        // The Generic RGB fallback is for old readers, which know only 0...1.
        let generic = ColorInterpreter.toGenericRGB([r, g, b]).map { min(max($0, 0), 1) }
        fields = [
          ("NSComponents", .data(ComponentText.write([r, g, b, alpha], terminated: false))),
          ("NSRGB", .data(ComponentText.write(withAlpha(generic), terminated: true))),
          ("NSColorSpace", .integer(1)),
          ("NSCustomColorSpace", .reference(space)),
        ]
      }
      archive.fill(uid, fields: fields, classes: ["NSColor", "NSObject"])
    }
    archive.fill(colorsUID, fields: [("NS.objects", .references(colorUIDs))], classes: arrayClasses)
    let document = archive.document(top: [("NSColors", colorsUID), ("NSKeys", keysUID)])
    return try BinaryPropertyListWriter.write(document, format: "clr")
  }
}
