import PaletteCore

/// Writes a Xara palette: the eight-byte header, then one record of four 16-bit values in
/// ten-thousandths and a NUL-padded ISO-8859-1 name per colour.
///
/// A file holds one model and one kind (``/PaletteCore/FormatCapabilities/oneModel(for:)``):
/// the model of most of the palette's colours, spot when every swatch is a spot colour. The
/// type byte sets bit 3 as the one real file palconv knows that is not a Pantone library does
/// (type 10 for RGB); the names take the size of the longest one.
enum XaraJCWWriter {
  /// The most colours a file holds: its count is 16 bits.
  static let maxColours = Int(UInt16.max)
  /// The longest name, in bytes: its size is one byte.
  static let maxNameSize = Int(UInt8.max)

  /// Writes `palette`.
  ///
  /// - Parameters:
  ///   - palette: The palette.
  ///   - capabilities: The format's capabilities, for the model and kind.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` at the swatch's location for
  ///   a value that is NaN or infinite, or outside 0...6.5535 (the file's 16 bits).
  /// - Complexity: O(*n*) in the number of swatches.
  static func write(
    _ palette: Palette, capabilities: FormatCapabilities
  ) throws(PaletteError) -> [UInt8] {
    let swatches = Array(palette.allSwatches.prefix(maxColours))
    let chosen = capabilities.oneModel(for: palette)
    let names = swatches.map { Self.nameBytes($0.name) }
    let nameSize = names.map(\.count).max() ?? 0
    let typeModel: UInt8 =
      switch chosen.model {
      case .cmyk: 0
      case .hsb: 4
      default: 2
      }
    var out: [UInt8] = []
    out.reserveCapacity(8 + swatches.count * (8 + nameSize))
    out.append(contentsOf: XaraJCWReader.magic)
    out.append(1)
    ByteOrder.little.append(UInt16(swatches.count), to: &out)
    out.append(0x08 | typeModel | (chosen.spot ? 1 : 0))
    out.append(UInt8(nameSize))
    for (index, swatch) in swatches.enumerated() {
      let values = try values(of: swatch, model: chosen.model, position: index + 1)
      for value in values { ByteOrder.little.append(value, to: &out) }
      out.append(contentsOf: names[index])
      out.append(contentsOf: repeatElement(0, count: nameSize - names[index].count))
    }
    return out
  }

  /// The name as the file holds it: ISO-8859-1, `?` for a character outside it, up to the
  /// first NUL (where a reader stops), at most 255 bytes.
  ///
  /// - Parameter name: The swatch's name.
  /// - Returns: The bytes written.
  static func nameBytes(_ name: String?) -> [UInt8] {
    var bytes: [UInt8] = []
    for scalar in (name ?? "").unicodeScalars {
      guard scalar.value != 0, bytes.count < maxNameSize else { break }
      bytes.append(scalar.value < 0x100 ? UInt8(scalar.value) : UInt8(ascii: "?"))
    }
    return bytes
  }

  /// The name a reader gets back from ``nameBytes(_:)``: `nil` when it is empty.
  ///
  /// - Parameter name: The swatch's name.
  /// - Returns: The name as read back.
  static func writtenName(_ name: String?) -> String? {
    let bytes = nameBytes(name)
    guard !bytes.isEmpty else { return nil }
    var text = ""
    text.unicodeScalars.append(contentsOf: bytes.lazy.map { Unicode.Scalar($0) })
    return text
  }

  /// The four values of a record, in ten-thousandths: C M Y K, R G B 0, or H (a fraction of a
  /// turn) S B 0.
  private static func values(
    of swatch: Swatch, model: ColorModel, position: Int
  ) throws(PaletteError) -> [UInt16] {
    let color = try swatch.writableColor(position: position, format: XaraJCWReader.format)
    var fractions: [Double]
    switch model {
    case .cmyk:
      let cmyk = color.converted(to: .cmyk).components.values
      fractions = cmyk.map(Double.init)
    case .hsb:
      let hsb = color.held(in: [.hsb]).converted(to: .hsb).components.values
      var turn = Double(hsb[0]) / 360
      turn -= turn.rounded(.down)
      fractions = [turn, Double(hsb[1]), Double(hsb[2]), 0]
    default:
      let rgb = color.held(in: [.srgb]).components.values
      fractions = rgb.map(Double.init) + [0]
    }
    var result: [UInt16] = []
    for fraction in fractions {
      // Compared once rounded: 65,535 reads as a `Float` a little above 6.5535.
      let scaled = (fraction * 10000).rounded()
      guard scaled >= 0, scaled <= Double(UInt16.max) else {
        throw PaletteError(
          .unrepresentable,
          "swatch \(position) (\(swatch.quotedLabel)) has a value of \(fraction), outside the "
            + "0...6.5535 a Xara palette holds",
          format: XaraJCWReader.format, location: swatch.location)
      }
      result.append(UInt16(scaled))
    }
    // A hue that rounds to a full turn is written as none.
    if model == .hsb && result[0] == 10000 { result[0] = 0 }
    return result
  }
}
