public import PaletteCore

/// What the fuzz harness needs to restate the format's one conversion: an HSB colour as it
/// reads back after being written as Affinity's HSL.
@_spi(Fuzzing) public enum AffinityFuzzCheck {
  /// `color` as the format writes and reads it: HSB through HSL and back; any other colour
  /// unchanged.
  ///
  /// - Parameter color: A colour.
  /// - Returns: The colour read back.
  public static func hslRoundTrip(_ color: PaletteColor) -> PaletteColor {
    guard case .hsb(let hue, let saturation, let brightness) = color.components else {
      return color
    }
    let hsl = AffinityHSL.hsl(hue: hue, saturation: saturation, brightness: brightness)
    return PaletteColor(
      AffinityHSL.hsb(hue: hsl.hue, saturation: hsl.saturation, lightness: hsl.lightness),
      alpha: color.alpha)
  }
}
