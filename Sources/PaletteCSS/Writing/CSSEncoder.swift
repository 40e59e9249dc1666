import PaletteCore

/// Writes a palette as one `:root` block of custom properties.
///
/// Layout: optional `/* palette: … */` and `/* description: … */` comments, then
/// `:root {`, one `  --name: value;` line per swatch, named groups introduced by
/// `/* group: … */` and ungrouped runs after a group by `/* end group */`, then `}` and a
/// newline. Values follow ``CSSVariablesFormat/ValueSyntax``.
///
/// Appearance variants: with ``CSSVariablesFormat/DarkSyntax/lightDark`` a swatch with a dark
/// variant is written `light-dark(<light>, <dark>)` and `:root` starts with
/// `color-scheme: light dark;`; with ``CSSVariablesFormat/DarkSyntax/media`` the dark colours
/// follow in `@media (prefers-color-scheme: dark) { :root { … } }`; with
/// ``CSSVariablesFormat/DarkSyntax/dataTheme`` in `:root[data-theme="dark"] { … }`, and the
/// high-contrast ones in `:root[data-theme="light"][data-contrast="more"]` and
/// `:root[data-theme="dark"][data-contrast="more"]` blocks. Otherwise high-contrast variants
/// follow in `@media (prefers-contrast: more) and (prefers-color-scheme: light)` and
/// `@media (prefers-contrast: more) and (prefers-color-scheme: dark)` blocks, so each applies
/// in its appearance only and a missing one falls back as ``PaletteCore/Appearance`` says.
struct CSSEncoder {
  let syntax: CSSVariablesFormat.ValueSyntax
  var darkSyntax: CSSVariablesFormat.DarkSyntax = .lightDark

  func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(64 + palette.swatchCount * 32)
    if let name = palette.name {
      out += (CSSMarkerComment.paletteName(name).commentText + "\n").utf8
    }
    if let description = palette.description {
      out += (CSSMarkerComment.paletteDescription(description).commentText + "\n").utf8
    }
    out += ":root {\n".utf8
    let swatches = palette.allSwatches
    let names = CSSPropertyName.uniqueNames(swatches.map(\.name))
    let hasVariants = swatches.contains { !$0.appearances.isEmpty }
    let inlineDark = darkSyntax == .lightDark
    if inlineDark && swatches.contains(where: { $0.appearances[.dark] != nil }) {
      out += "  color-scheme: light dark;\n".utf8
    }
    var index = 0
    var inNamedGroup = false
    var wroteLine = false
    for group in palette.groups {
      if let name = group.name {
        if wroteLine { out.append(CSSBytes.newline) }
        out += ("  " + CSSMarkerComment.group(name).commentText + "\n").utf8
        inNamedGroup = true
        wroteLine = true
      } else if inNamedGroup && !group.swatches.isEmpty {
        out += ("\n  " + CSSMarkerComment.endGroup.commentText + "\n").utf8
        inNamedGroup = false
      }
      for swatch in group.swatches {
        CSSEncoder.append("  --", to: &out)
        var name = names[index]
        name.withUTF8 { out.append(contentsOf: $0) }  // One copy, not a byte at a time.
        CSSEncoder.append(": ", to: &out)
        if inlineDark, let dark = swatch.appearances[.dark] {
          CSSEncoder.append("light-dark(", to: &out)
          try write(swatch.color, name: name, to: &out)
          CSSEncoder.append(", ", to: &out)
          try write(dark, name: name, to: &out)
          CSSEncoder.append(")", to: &out)
        } else {
          try write(swatch.color, name: name, to: &out)
        }
        CSSEncoder.append(";\n", to: &out)
        index += 1
        wroteLine = true
      }
    }
    out += "}\n".utf8
    guard hasVariants else { return out }
    // A media query around a `:root` block, or (data-theme) a `:root` selector of its own.
    let blocks: [(Appearance, String)] =
      darkSyntax == .dataTheme
      ? [
        (.dark, ":root[data-theme=\"dark\"]"),
        (.highContrastLight, ":root[data-theme=\"light\"][data-contrast=\"more\"]"),
        (.highContrastDark, ":root[data-theme=\"dark\"][data-contrast=\"more\"]"),
      ]
      : [
        (.dark, "@media (prefers-color-scheme: dark)"),
        (.highContrastLight, "@media (prefers-contrast: more) and (prefers-color-scheme: light)"),
        (.highContrastDark, "@media (prefers-contrast: more) and (prefers-color-scheme: dark)"),
      ]
    let nested = darkSyntax != .dataTheme
    for (appearance, query) in blocks where !(appearance == .dark && inlineDark) {
      var opened = false
      for (swatch, name) in zip(swatches, names) {
        guard let variant = swatch.appearances[appearance] else { continue }
        if !opened {
          out += (nested ? "\n\(query) {\n  :root {\n" : "\n\(query) {\n").utf8
          opened = true
        }
        CSSEncoder.append(nested ? "    --" : "  --", to: &out)
        out += name.utf8
        CSSEncoder.append(": ", to: &out)
        try write(variant, name: name, to: &out)
        CSSEncoder.append(";\n", to: &out)
      }
      if opened { out += (nested ? "  }\n}\n" : "}\n").utf8 }
    }
    return out
  }

  /// Appends the CSS value of a colour; 8-bit sRGB in the hex and native syntaxes is written
  /// straight as bytes, everything else through ``value(_:name:)``.
  private func write(
    _ color: PaletteColor, name: String, to out: inout [UInt8]
  ) throws(PaletteError) {
    if syntax == .native, color.alpha.isFinite, case .srgb(let r, let g, let b) = color.components,
      let red = PaletteColor.exactByte(of: r), let green = PaletteColor.exactByte(of: g),
      let blue = PaletteColor.exactByte(of: b),
      let opacity = PaletteColor.exactByte(of: min(max(color.alpha, 0), 1))
    {
      // Exact bytes are finite and so is the alpha: value(_:name:) would not throw.
      CSSEncoder.appendHex(RGBA8(red: red, green: green, blue: blue, alpha: opacity), to: &out)
      return
    }
    out += try value(color, name: name).utf8
  }

  /// Appends a literal's bytes.
  @inline(__always)
  static func append(_ text: StaticString, to out: inout [UInt8]) {
    text.withUTF8Buffer { out.append(contentsOf: $0) }
  }

  /// Appends `#rrggbb`, or `#rrggbbaa` when the alpha is not 255, in lower case.
  static func appendHex(_ rgba: RGBA8, to out: inout [UInt8]) {
    out.append(CSSBytes.hashSign)
    rgba.appendHexDigits(to: &out, includeAlpha: rgba.alpha != 255, uppercase: false)
  }

  /// The CSS value of a colour in the configured syntax.
  func value(_ color: PaletteColor, name: String) throws(PaletteError) -> String {
    guard color.components.values.allSatisfy(\.isFinite), color.alpha.isFinite else {
      throw PaletteError(
        .unrepresentable,
        "--\(MessageFormatting.excerpt(name)) has a component that is not a finite number",
        format: "css")
    }
    switch syntax {
    case .hex:
      return CSSEncoder.hex(color.rgba8)
    case .rgb:
      return rgb(color)
    case .oklch:
      return oklch(color)
    case .native:
      return native(color)
    }
  }

  // MARK: Syntaxes

  /// `#rrggbb`, or `#rrggbbaa` when the alpha is not 255, in lower case.
  static func hex(_ rgba: RGBA8) -> String {
    String(
      decoding: rgba.hexBytes(includeAlpha: rgba.alpha != 255, uppercase: false), as: UTF8.self)
  }

  /// ` / alpha` when the colour is not opaque, printed so it reads back bit-exact.
  private func alphaSuffix(_ color: PaletteColor) -> String {
    guard color.hasAlpha else { return "" }
    let clamped = min(max(color.alpha, 0), 1)
    return " / " + CSSEncoder.unit(clamped)
  }

  /// A component read back unscaled (`Float(Double(text))`), printed bit-exact.
  static func unit(_ value: Float) -> String {
    CSSNumberFormatter.exact(value) { Float($0) }
  }

  /// The sRGB components a colour is written with when it has no exact sRGB form of its own:
  /// sRGB and gray as stored, anything else converted and gamut-mapped.
  private func storedSRGB(_ color: PaletteColor) -> (Float, Float, Float)? {
    switch color.components {
    case .srgb(let r, let g, let b): return (r, g, b)
    case .gray(let g): return (g, g, g)
    case .hsb:
      let rgb = color.converted(to: .srgb).components.values
      return (rgb[0], rgb[1], rgb[2])
    default: return nil
    }
  }

  private func rgb(_ color: PaletteColor) -> String {
    var channels: [String]
    if let (r, g, b) = storedSRGB(color) {
      channels = [r, g, b].map { v in
        CSSNumberFormatter.exact(v, scale: 255) { Float($0 / 255) }
      }
    } else {
      let rgb = color.srgbInGamut * 255
      channels = [rgb.x, rgb.y, rgb.z].map { CSSNumberFormatter.fixed($0, decimals: 3) }
    }
    return "rgb(" + channels.joined(separator: " ") + alphaSuffix(color) + ")"
  }

  private func oklch(_ color: PaletteColor) -> String {
    let parts: [String]
    if case .oklch(let l, let c, let h) = color.components {
      parts = [
        CSSEncoder.unit(min(max(l, 0), 1)), CSSEncoder.unit(max(c, 0)),
        CSSEncoder.hue(h),
      ]
    } else {
      let lch = color.oklchValues
      let chroma = CSSNumberFormatter.fixed(max(lch.y, 0), decimals: 4)
      parts = [
        CSSNumberFormatter.fixed(min(max(lch.x, 0), 1), decimals: 4), chroma,
        chroma == "0" ? "0" : CSSNumberFormatter.fixed(ColorMath.normalizedHue(lch.z), decimals: 2),
      ]
    }
    return "oklch(" + parts.joined(separator: " ") + alphaSuffix(color) + ")"
  }

  /// A hue in 0..<360, printed so it reads back bit-exact.
  static func hue(_ value: Float) -> String {
    let normalized = Float(ColorMath.normalizedHue(Double(value)))
    return CSSNumberFormatter.exact(normalized) { Float(ColorMath.normalizedHue($0)) }
  }

  private func native(_ color: PaletteColor) -> String {
    var alpha: String { alphaSuffix(color) }
    switch color.components {
    case .displayP3(let r, let g, let b):
      return
        "color(display-p3 \(CSSEncoder.unit(r)) \(CSSEncoder.unit(g)) \(CSSEncoder.unit(b))\(alpha))"
    case .lab(let l, let a, let b):
      let lightness = CSSNumberFormatter.exact(min(max(l, 0), 100)) { Float(min(max($0, 0), 100)) }
      return "lab(\(lightness) \(CSSEncoder.unit(a)) \(CSSEncoder.unit(b))\(alpha))"
    case .oklch:
      return oklch(color)
    case .cmyk(let c, let m, let y, let k):
      let inks = [c, m, y, k].map(CSSEncoder.unit).joined(separator: " ")
      return "device-cmyk(\(inks)\(alpha))"
    case .srgb, .gray, .hsb:
      let (r, g, b) = storedSRGB(color) ?? (0, 0, 0)
      if let red = PaletteColor.exactByte(of: r), let green = PaletteColor.exactByte(of: g),
        let blue = PaletteColor.exactByte(of: b),
        let opacity = PaletteColor.exactByte(of: min(max(color.alpha, 0), 1))
      {
        return CSSEncoder.hex(RGBA8(red: red, green: green, blue: blue, alpha: opacity))
      }
      return "color(srgb \(CSSEncoder.unit(r)) \(CSSEncoder.unit(g)) \(CSSEncoder.unit(b))\(alpha))"
    }
  }
}
