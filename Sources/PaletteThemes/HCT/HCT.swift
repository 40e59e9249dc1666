public import PaletteCore

/// A colour as hue, chroma and tone: Material's HCT colour space.
///
/// Hue and chroma are CAM16's (``CAM16``, under the standard viewing conditions); tone is CIE
/// L\*, so that a difference in tone is a difference in contrast. Creating an `HCT` from hue,
/// chroma and tone finds the sRGB colour closest to them: the colour itself when sRGB holds
/// it, else the colour with that hue and tone and the most chroma sRGB allows. The properties
/// are those of the resulting 8-bit colour.
///
///     let blue = HCT(RGBA8(hex: "#0000FF")!)
///     let pale = HCT(hue: blue.hue, chroma: blue.chroma, tone: 90)
///     print(pale.rgba8.hexString())  // Prints "#E0E0FF": chroma falls to what sRGB holds
public struct HCT: Hashable, Sendable {
  /// The CAM16 hue angle in degrees, 0..<360.
  public let hue: Double
  /// The CAM16 chroma.
  public let chroma: Double
  /// The tone: CIE L\*, 0 (black) to 100 (white).
  public let tone: Double
  /// The 8-bit sRGB colour, opaque.
  public let rgba8: RGBA8

  /// The HCT of an 8-bit sRGB colour; alpha is ignored.
  ///
  /// - Parameter color: The colour.
  public init(_ color: RGBA8) {
    let opaque = RGBA8(red: color.red, green: color.green, blue: color.blue)
    let cam = CAM16(opaque)
    self.hue = cam.hue
    self.chroma = cam.chroma
    self.tone = ColorScience.lstar(opaque)
    self.rgba8 = opaque
  }

  /// The sRGB colour nearest to a hue, chroma and tone, with chroma reduced until sRGB holds
  /// it.
  ///
  /// - Parameters:
  ///   - hue: The hue angle in degrees; any value, taken modulo 360.
  ///   - chroma: The wanted chroma.
  ///   - tone: The tone, 0...100.
  public init(hue: Double, chroma: Double, tone: Double) {
    self.init(HCTSolver.solve(hue: hue, chroma: chroma, tone: tone))
  }

  /// The colour as a ``/PaletteCore/PaletteColor`` in sRGB.
  public var paletteColor: PaletteColor { rgba8.paletteColor }
}
