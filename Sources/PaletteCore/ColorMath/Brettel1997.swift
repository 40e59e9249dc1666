/// Brettel, Viénot and Mollon, "Computerized simulation of color appearance for dichromats",
/// JOSA A 14(10), 1997, for tritanopia, as linear-RGB matrices.
///
/// The constants are computed (not measured) from Smith and Pokorny's 1975 cone fundamentals
/// for sRGB primaries, the CIE 1931 2° colour-matching functions at 485 and 660 nm, and sRGB
/// white as the neutral axis: the projection onto each half-plane, moved into linear RGB, and
/// the normal of the plane that separates them (through the neutral axis and the S axis).
package enum Brettel1997 {
  /// The projection onto the half-plane through 485 nm.
  static let tritanPlane1 = CVDMatrix(
    SIMD3(1.0135416153, 0.1426823107, -0.156223926),
    SIMD3(-0.0118053648, 0.8756118317, 0.1361935331),
    SIMD3(0.0770725345, 0.8120809125, 0.110846553))
  /// The projection onto the half-plane through 660 nm.
  static let tritanPlane2 = CVDMatrix(
    SIMD3(0.9333697629, 0.1999900499, -0.1333598129),
    SIMD3(0.0580871806, 0.8256518564, 0.1162609631),
    SIMD3(-0.3792281148, 1.1382497342, 0.2409783807))
  /// The separation plane's normal in linear RGB: plane 1 where the dot product is 0 or more.
  static let tritanSeparation = SIMD3(0.0396009507, -0.0283072037, -0.011293747)

  /// A linear-RGB colour as a tritanope sees it.
  package static func tritan(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    (tritanSeparation * rgb).sum() >= 0 ? tritanPlane1 * rgb : tritanPlane2 * rgb
  }
}
