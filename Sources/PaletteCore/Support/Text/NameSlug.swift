/// Names as slugs for identifiers in generated code and scale names (`Ocean Blue` →
/// `ocean-blue`), stated once for Tailwind, the stylesheet preprocessors and the scale step.
package enum NameSlug {
  /// A name as a slug: ASCII letters lower-cased, letters and digits of any script kept,
  /// every run of anything else one `-`, none at the ends.
  ///
  ///     NameSlug.slug("Ocean Blue 2")   // "ocean-blue-2"
  ///     NameSlug.slug("  Café / Crème") // "café-crème"
  ///
  /// - Parameter name: The name.
  /// - Returns: The slug; empty when the name has no letter or digit.
  /// - Complexity: O(*n*) in the name's scalars.
  package static func slug(_ name: String) -> String {
    var out = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        if pendingDash && !out.isEmpty { out += "-" }
        pendingDash = false
        out.unicodeScalars.append(
          ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 0x20) ?? scalar : scalar)
      } else {
        pendingDash = true
      }
    }
    return out
  }
}
