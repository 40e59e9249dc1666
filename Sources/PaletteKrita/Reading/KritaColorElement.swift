import PaletteCore

/// The colour element of a `<ColorSetEntry>` (Krita's `KoColor` XML).
///
/// | Element | Attributes | Read as |
/// |---|---|---|
/// | `<RGB>`, `<sRGB>` | `r` `g` `b`, 0...1 | sRGB (the values as they are, whatever the profile) |
/// | `<CMYK>` | `c` `m` `y` `k`, 0...1 | CMYK |
/// | `<Lab>` | `L` 0...100, `a` `b` -128...127 (version 1.x: all 0...1) | Lab |
/// | `<Gray>` | `g`, 0...1 | gray |
/// | `<XYZ>` | `x` `y` `z`, 0...1, D50 | Lab, converted |
///
/// Every value must be a finite number; values outside the nominal range (which Krita keeps
/// for floating-point colours) are kept as they are.
enum KritaColorElement {
  /// The profile names that are sRGB: Krita's built-in one and the sRGB-curve profiles it ships.
  static func isSRGBProfile(_ name: String) -> Bool {
    let lower = ASCII.lowercased(name)
    return lower.isEmpty || lower.hasPrefix("srgb built-in") || lower.contains("srgbtrc")
      || lower == "srgb" || lower.hasPrefix("srgb-elle-v2-srgbtrc")
      || lower.hasPrefix("srgb iec61966")
  }

  /// The profile of an `<RGB>` element when it is not an sRGB one, so the reader can say its
  /// values were taken as sRGB.
  ///
  /// - Parameter element: A colour element.
  /// - Returns: The profile name, or `nil`.
  static func unknownRGBProfile(_ element: XMLElement) -> String? {
    guard ASCII.lowercased(element.name) == "rgb",
      let space = element.attribute(caseInsensitive: "space")?.value,
      !isSRGBProfile(space)
    else { return nil }
    return space
  }

  /// Reads one colour element.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - unitLab: Whether Lab is stored as fractions (version 1.x).
  ///   - document: The document, for locations.
  /// - Returns: The colour.
  /// - Throws: ``PaletteError/Kind/invalidValue`` for a missing or non-finite value or an
  ///   unknown element.
  static func read(
    _ element: XMLElement, unitLab: Bool, in document: XMLDocument
  ) throws(PaletteError) -> PaletteColor {
    func value(_ name: String, decode: (Double) -> Double = { $0 }) throws(PaletteError) -> Float {
      guard let attribute = element.attribute(caseInsensitive: name) else {
        throw PaletteError(
          .invalidValue,
          "\(KritaColorSetReader.entryName): a <\(element.name)> colour needs the attribute \(name)",
          format: KritaFile.format, location: document.location(element.offset))
      }
      let text = XMLWhitespace.trimmed(attribute.value)
      guard let number = Double(text), number.isFinite, Float(decode(number)).isFinite else {
        throw PaletteError(
          .invalidValue,
          "\(KritaColorSetReader.entryName): \(attribute.name)=\"\(TextDecoder.excerpt(Array(attribute.value.utf8), 0..<attribute.value.utf8.count))\" is not a finite number",
          format: KritaFile.format, location: document.location(attribute.valueOffset))
      }
      return Float(decode(number))
    }
    switch ASCII.lowercased(element.name) {
    case "rgb", "srgb":
      let red = try value("r")
      let green = try value("g")
      let blue = try value("b")
      return PaletteColor(.srgb(red: red, green: green, blue: blue))
    case "cmyk":
      return PaletteColor(
        .cmyk(
          cyan: try value("c"), magenta: try value("m"), yellow: try value("y"),
          black: try value("k")))
    case "lab":
      if unitLab {
        return PaletteColor(
          .lab(
            l: try value("L", decode: KritaLab.lightness),
            a: try value("a", decode: KritaLab.opponent),
            b: try value("b", decode: KritaLab.opponent)))
      }
      return PaletteColor(.lab(l: try value("L"), a: try value("a"), b: try value("b")))
    case "gray":
      return PaletteColor(.gray(try value("g")))
    case "xyz":
      let xyz = SIMD3(Double(try value("x")), Double(try value("y")), Double(try value("z")))
      let lab = ColorMath.xyzD50ToLab(xyz)
      guard lab.x.isFinite, lab.y.isFinite, lab.z.isFinite else {
        throw PaletteError(
          .invalidValue, "\(KritaColorSetReader.entryName): the XYZ colour has no Lab value",
          format: KritaFile.format, location: document.location(element.offset))
      }
      return PaletteColor(.lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z)))
    default:
      throw PaletteError(
        .invalidValue,
        "\(KritaColorSetReader.entryName): <\(element.name)> is not a colour model palconv reads; expected RGB, sRGB, CMYK, Lab, Gray or XYZ",
        format: KritaFile.format, location: document.location(element.offset))
    }
  }
}

/// Lab as version 1.x palettes store it: each channel a fraction of Krita's 8-bit Lab, so
/// L 0...1 is 0...100 and a, b 0...1 are -128...127 with 128/255 as zero.
enum KritaLab {
  /// L from its fraction.
  static func lightness(_ value: Double) -> Double { value * 100 }
  /// a or b from its fraction.
  static func opponent(_ value: Double) -> Double { value * 255 - 128 }
}
