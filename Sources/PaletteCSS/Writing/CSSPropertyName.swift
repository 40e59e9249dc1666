import PaletteCore

/// Turns swatch names into unique custom-property names, the inverse of how the reader
/// names swatches (the property name without `--`).
///
/// A name is lower-cased, with other characters trimmed from both ends; ASCII letters, digits, `-`, `_` and the non-ASCII
/// characters CSS allows in identifiers are kept; every run of other characters (spaces,
/// punctuation, controls) becomes one `-`. A swatch without a usable name is called
/// `color-N` (N its 1-based position in the palette); a name already taken gets `-2`, `-3`, ….
enum CSSPropertyName {
  /// The slug of `name`, or `nil` when nothing usable is left.
  static func slug(_ name: String) -> String? {
    // Most names are slugs already (kept characters only, none that lower-casing changes):
    // they are returned as they are, without building a new string.
    if !name.isEmpty && isSlug(name) { return name }
    // Separators are dropped at both ends: a pending dash is written only before a kept
    // character and after one; a run of separators becomes one `-`.
    var out = String.UnicodeScalarView()
    var pendingDash = false
    for scalar in name.lowercased().unicodeScalars {
      if isKept(scalar) {
        if pendingDash && !out.isEmpty { out.append("-") }
        pendingDash = false
        out.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return out.isEmpty ? nil : String(out)
  }

  /// Whether `slug(name)` is `name`: every character kept and unchanged by lower-casing.
  private static func isSlug(_ name: String) -> Bool {
    for byte in name.utf8 {
      switch byte {
      case 0x61...0x7A, 0x30...0x39, 0x2D, 0x5F: continue
      case 0x80...: return name.unicodeScalars.allSatisfy(isKeptLowercase)
      default: return false
      }
    }
    return true
  }

  private static func isKeptLowercase(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let v = scalar.value
      return (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) || v == 0x2D || v == 0x5F
    }
    return isKept(scalar) && !scalar.properties.changesWhenLowercased
  }

  /// Letters, digits, `-`, `_` and the non-ASCII identifier code points of CSS Syntax 3.
  static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    switch v {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F: return true
    case 0xB7, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x37D, 0x37F...0x1FFF, 0x200C, 0x200D, 0x203F,
      0x2040, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
      0xFDF0...0xFFFD, 0x10000...:
      return true
    default: return false
    }
  }

  /// Unique property names (without `--`) for swatches in palette order.
  static func uniqueNames(_ names: [String?]) -> [String] {
    var used = UniqueNames(separator: "-")
    var result: [String] = []
    result.reserveCapacity(names.count)
    for (index, name) in names.enumerated() {
      result.append(used.claim(name.flatMap(slug) ?? "color-\(index + 1)"))
    }
    return result
  }
}
