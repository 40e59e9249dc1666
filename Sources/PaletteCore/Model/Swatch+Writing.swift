/// What a writer does before it writes a swatch's colour: convert it to a model the format
/// holds, and refuse a value no file can hold.
extension PaletteColor {
  /// This colour in one of `models`: itself when its model is one of them, else its sRGB
  /// values, gamut-mapped (as the loss report says), with the same alpha.
  ///
  /// - Parameter models: The models the format holds; `.srgb` among them.
  /// - Returns: The colour to write.
  package func held(in models: [ColorModel]) -> PaletteColor {
    if models.contains(model) { return self }
    let rgb = srgbInGamut
    return .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: alpha)
  }
}

extension Swatch {
  /// The swatch's colour in one of `models` (``PaletteColor/held(in:)``), checked to be finite.
  ///
  ///     try swatch.writableColor(in: [.srgb, .cmyk], position: 3, format: "scribus")
  ///
  /// - Parameters:
  ///   - models: The models the format holds, or `nil` to keep the colour's own model.
  ///   - checkingAlpha: Whether the alpha is written too, and so must be finite.
  ///   - position: The swatch's position among those written, from 1, for the error.
  ///   - format: The format identifier, for the error.
  /// - Returns: The colour to write.
  /// - Throws: ``PaletteError/Kind/unrepresentable`` at the swatch's location when a
  ///   component (or the alpha, when it is written) is NaN or infinite.
  package func writableColor(
    in models: [ColorModel]? = nil, checkingAlpha: Bool = false, position: Int, format: String
  ) throws(PaletteError) -> PaletteColor {
    let written = models.map { color.held(in: $0) } ?? color
    guard written.components.values.allSatisfy(\.isFinite), !checkingAlpha || written.alpha.isFinite
    else {
      throw PaletteError(
        .unrepresentable,
        "swatch \(position) (\(quotedLabel)) has a value that is NaN or infinite, which the "
          + "format cannot hold",
        format: format, location: location)
    }
    return written
  }
}
