@_spi(Fuzzing) import PaletteAffinity
import PaletteCore
@_spi(Fuzzing) import PaletteOffice
@_spi(Fuzzing) import PaletteTerminal

/// The documented ways a format changes a palette it writes and reads back, beyond what its
/// capabilities drop: each is a choice of the format's writer, not a loss of data. Applying a
/// normalisation twice changes nothing, so it is applied to both sides of a comparison.
enum FormatNormalization {
  /// Applies the normalisations of `format` to `palette`.
  ///
  /// - Parameters:
  ///   - palette: A palette already stripped of what the format cannot hold.
  ///   - format: The format.
  /// - Returns: The palette as the format reads it back.
  static func apply(_ palette: Palette, for format: any PaletteFormat) -> Palette {
    var result = ControlCharacterNormalization.apply(palette, for: format)
    if FuzzFormats.colorsOnly.contains(format.identifier) {
      let swatches = result.allSwatches.map { Swatch(color: $0.color) }
      return Palette(swatches: swatches)
    }
    if format.capabilities.groups { result.groups = mergedUnnamedRuns(result.groups) }
    switch format.identifier {
    case "gpl":
      // GIMP reads `Columns:` only on line 3, after `Name:`: the writer keeps GIMP's shape
      // and writes the column count only for a named palette.
      if result.name == nil { result.columns = nil }
      // A swatch without a name is written as GIMP writes it, `Untitled`.
      result.mapSwatches { swatch in
        if swatch.name == nil || swatch.name == "" { swatch.name = "Untitled" }
      }
    case "css":
      // Gray is written as sRGB with the same values; names become unique property names
      // (lower case, punctuation runs as `-`, `color-N` when nothing is left).
      result.mapSwatches { swatch in
        if case .gray(let value) = swatch.color.components {
          swatch.color.components = .srgb(red: value, green: value, blue: value)
        }
      }
      result = CSSNames.normalize(result)
      result.name = result.name.map(replacingNUL)
      result.description = result.description.map(replacingNUL)
      result.groups = result.groups.map { group in
        PaletteGroup(name: group.name.map(replacingNUL), swatches: group.swatches)
      }
    case "unity-colors":
      // An empty name is written as Unity writes no name, and reads back as none.
      result.mapSwatches { swatch in
        if swatch.name == "" { swatch.name = nil }
      }
      if result.name == "" { result.name = nil }
    case "png":
      // An indexed PNG holds 8-bit sRGB with 8-bit alpha (a 16-bit image reads finer).
      result.mapSwatches { $0.color = $0.color.rgba8.paletteColor }
    case "color-palette":
      // Linear light and opacity on the format's grid of 1e-5; empty names are not written.
      result = ColorPaletteGrid.normalize(result)
    case "scss", "less", "stylus":
      // Colours are written as 8-bit sRGB hex (names, from the groups, are set by `prepare`);
      // neighbouring groups of one name read back as one.
      result.mapSwatches { $0.color = $0.color.rgba8.paletteColor }
      result.groups = mergedRuns(result.groups)
    case "kpl":
      // Names as XML holds them; Krita's ungrouped swatches (those of every unnamed group)
      // come first, then the named groups; a palette without a column count gets Krita's 16,
      // and the count is 1...4096; an empty comment is no description.
      result = announcedNames(result, for: format)
      let ungrouped = result.groups.filter { $0.name == nil }.flatMap(\.swatches)
      let named = result.groups.filter { $0.name != nil }
      result.groups = (ungrouped.isEmpty ? [] : [PaletteGroup(swatches: ungrouped)]) + named
      result.columns = min(max(result.columns ?? 16, 1), 4096)
      if result.description == "" { result.description = nil }
    case "procreate":
      // Every colour is written as HSB over sRGB; only the first 30 slots are written.
      result.mapSwatches { swatch in
        guard swatch.color.model != .hsb else { return }
        let rgb = swatch.color.srgbInGamut
        swatch.color = PaletteColor.srgb(
          Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: swatch.color.alpha
        ).converted(to: .hsb)
      }
      result = FuzzFormats.fitted(result, for: format)
    case "csv":
      // An empty name or group name is an empty field, read as none; neighbouring groups of
      // one name are one run of rows; models other than sRGB, CMYK and Lab are written as sRGB.
      result.mapSwatches { swatch in
        if swatch.name == "" { swatch.name = nil }
        if ![.srgb, .cmyk, .lab].contains(swatch.color.model) {
          let rgb = swatch.color.srgbInGamut
          swatch.color = .srgb(
            Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: swatch.color.alpha)
        }
      }
      result.groups = mergedRuns(
        result.groups.map {
          PaletteGroup(name: $0.name == "" ? nil : $0.name, swatches: $0.swatches)
        })
    case "x11", "kde", "painter", "skencil":
      // Names are written on one line without blanks around them; an empty one is none.
      result = announcedNames(result, for: format)
      // Painter's `COLS` line is written for a column count of 1 or more, at most 4096.
      if format.identifier == "painter", let columns = result.columns {
        result.columns = columns > 0 ? min(columns, 4096) : nil
      }
      // A description of empty lines only is written as no comment (KDE's lone `#`).
      if let description = result.description,
        description.unicodeScalars.allSatisfy({ $0 == "\n" })
      {
        result.description = nil
      }
    case "afpalette":
      // An empty name is written as an empty string, read as none; HSB is written as HSL and
      // read back as HSB; every other model is written as sRGB in gamut.
      result.mapSwatches { swatch in
        if swatch.name == "" { swatch.name = nil }
        if ![.srgb, .hsb].contains(swatch.color.model) {
          let rgb = swatch.color.srgbInGamut
          swatch.color = .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: swatch.color.alpha)
        }
        swatch.color = AffinityFuzzCheck.hslRoundTrip(swatch.color)
      }
    case "base16", "base24", "iterm", "windows-terminal", "alacritty", "kitty", "ghostty",
      "xresources":
      // Every role the format holds, mapped from the palette by the rule the scheme formats
      // share, named by role; colours as the format stores them.
      result = TerminalFuzzCheck.readBack(result, format: format.identifier) ?? result
    case "aseprite":
      // 8-bit sRGB with 8-bit alpha; other models converted to sRGB in gamut first.
      result.mapSwatches { $0.color = eightBitSRGB($0.color) }
    case "animator-col":
      // 256 opaque 8-bit sRGB colours: black after the palette's own.
      result.mapSwatches { $0.color = eightBitSRGB($0.color) }
      var swatches = result.allSwatches
      if swatches.count < 256 {
        swatches += [Swatch](repeating: Swatch(color: .srgb8(0, 0, 0)), count: 256 - swatches.count)
      }
      result.groups = [PaletteGroup(swatches: swatches)]
    case "pixelorama":
      // Colours in sRGB (an empty slot reads back as one, and compares as its sRGB value); the
      // grid's width is the column count, 8 without a usable one.
      result.mapSwatches { swatch in
        guard swatch.color.model != .srgb else { return }
        let rgb = swatch.color.srgbInGamut
        swatch.color = .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: swatch.color.alpha)
      }
      if let columns = result.columns, columns >= 1 {
        result.columns = min(columns, 65_535)
      } else {
        result.columns = 8
      }
      if result.description == "" { result.description = nil }
    case "figma-variables":
      // An unnamed group is the collection `Colors`, an unnamed swatch `Color N`; a swatch has
      // a value in every mode of its collection, and the collection has a mode for each
      // appearance any of its swatches has: the colour the swatch shows there.
      result = announcedNames(result, for: format)
      for g in result.groups.indices {
        let modes = Set(result.groups[g].swatches.flatMap(\.appearances.keys))
        for s in result.groups[g].swatches.indices {
          let swatch = result.groups[g].swatches[s]
          for appearance in modes {
            result.groups[g].swatches[s].appearances[appearance] = swatch.color(for: appearance)
          }
        }
      }
    case "office-theme", "office-theme-xml":
      // Twelve roles filled from the first twelve swatches by name, luminance and order, the
      // rest with Office's colours; 8-bit opaque sRGB, named by role.
      result = OfficeThemeFuzzCheck.readBack(result)
    case "android", "soc", "scribus", "corel-xml":
      // The XML formats write the names they announce (Android's resource names, case kept;
      // LibreOffice's names, a repeat renamed only when its colour differs; U+FFFD for what
      // XML cannot hold); NameCheck holds each to its announcement.
      result = announcedNames(result, for: format)
    case "autodesk-acb":
      // 8-bit sRGB and the names as announced (U+FFFD for what XML cannot hold, an empty name
      // none); every group is written as a page, and pages have no names: the swatches are
      // compared as one run.
      result = announcedNames(result, for: format)
      result.mapSwatches { $0.color = $0.color.rgba8.paletteColor }
      let swatches = result.allSwatches
      result.groups = swatches.isEmpty ? [] : [PaletteGroup(swatches: swatches)]
    case "jcw":
      // The names as announced (ISO-8859-1); every colour in the model of most of them, in
      // ten-thousandths, the hue as a fraction of a turn.
      result = announcedNames(result, for: format)
      let model = format.capabilities.oneModel(for: result).model
      result.mapSwatches { $0.color = xaraValues($0.color, model: model) }
    case "clr":
      // Colour lists write the unique keys they announce, and models other than sRGB, gray
      // and CMYK (Display P3 read from a list, say) as sRGB.
      result = announcedNames(result, for: format)
      result.mapSwatches { swatch in
        if ![.srgb, .gray, .cmyk].contains(swatch.color.model) {
          swatch.color = swatch.color.converted(to: .srgb)
        }
      }
    default:
      break
    }
    return result
  }

  /// `color` in `model` (sRGB gamut-mapped, CMYK and HSB from sRGB clipped), each value
  /// rounded to ten-thousandths as a Xara palette stores it.
  static func xaraValues(_ color: PaletteColor, model: ColorModel) -> PaletteColor {
    func stored(_ value: Double) -> Float { Float((value * 10000).rounded() / 10000) }
    switch model {
    case .cmyk:
      let cmyk = color.converted(to: .cmyk).components.values
      return PaletteColor(
        .cmyk(
          cyan: stored(Double(cmyk[0])), magenta: stored(Double(cmyk[1])),
          yellow: stored(Double(cmyk[2])), black: stored(Double(cmyk[3]))))
    case .hsb:
      var hsb = color.components.values
      if color.model != .hsb {
        let rgb = color.srgbInGamut
        hsb =
          PaletteColor.srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z))
          .converted(to: .hsb).components.values
      }
      var turn = Double(hsb[0]) / 360
      turn -= turn.rounded(.down)
      var hue = stored(turn)
      if hue == 1 { hue = 0 }
      return PaletteColor(
        .hsb(hue: hue * 360, saturation: stored(Double(hsb[1])), brightness: stored(Double(hsb[2])))
      )
    default:
      let rgb = color.model == .srgb ? color.srgbValues : color.srgbInGamut
      return .srgb(stored(rgb.x), stored(rgb.y), stored(rgb.z))
    }
  }

  /// What must be taken from the palette as written, before the projection drops what the
  /// format cannot hold: Sass, Less and Stylus name a swatch after its group too
  /// (`brand-ocean`), so the names announced for the palette with its groups are the ones read
  /// back, even where the groups are not.
  ///
  /// - Parameters:
  ///   - palette: The palette to be written.
  ///   - format: The format.
  /// - Returns: The palette with the names the format announces, where it matters.
  static func prepare(_ palette: Palette, for format: any PaletteFormat) -> Palette {
    switch format.identifier {
    case "scss", "less", "stylus": announcedNames(palette, for: format)
    default: palette
    }
  }

  /// `palette` with the names its format's writer announces (``PaletteEncoder/writtenNames(of:)``).
  private static func announcedNames(_ palette: Palette, for format: any PaletteFormat) -> Palette {
    guard let names = (format as? any PaletteEncoder)?.writtenNames(of: palette) else {
      return palette
    }
    var result = palette
    if format.capabilities.paletteName { result.name = names.palette }
    for (index, name) in names.groups.enumerated() where index < result.groups.count {
      result.groups[index].name = name
    }
    var position = 0
    result.mapSwatches { swatch in
      if position < names.swatches.count { swatch.name = names.swatches[position] }
      position += 1
    }
    return result
  }

  /// A colour as an 8-bit sRGB writer stores it: sRGB in gamut, then each value and the alpha
  /// rounded to 8 bits.
  private static func eightBitSRGB(_ color: PaletteColor) -> PaletteColor {
    guard color.model != .srgb else { return color.rgba8.paletteColor }
    let rgb = color.srgbInGamut
    return PaletteColor.srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: color.alpha)
      .rgba8.paletteColor
  }

  /// `text` with U+0000 replaced by U+FFFD, as CSS reads it.
  private static func replacingNUL(_ text: String) -> String {
    guard text.utf8.contains(0) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      result.unicodeScalars.append(scalar == "\u{0}" ? "\u{FFFD}" : scalar)
    }
    return result
  }

  /// Groups without the empty ones, and neighbouring groups of one name (or none) joined.
  private static func mergedRuns(_ groups: [PaletteGroup]) -> [PaletteGroup] {
    var result: [PaletteGroup] = []
    for group in groups where !group.swatches.isEmpty {
      if let last = result.last, last.name == group.name {
        result[result.count - 1].swatches += group.swatches
      } else {
        result.append(PaletteGroup(name: group.name, swatches: group.swatches))
      }
    }
    return result
  }

  /// Groups with empty unnamed groups removed and neighbouring unnamed groups joined: a file
  /// cannot tell two unnamed runs apart, nor hold an unnamed run without colours.
  private static func mergedUnnamedRuns(_ groups: [PaletteGroup]) -> [PaletteGroup] {
    var result: [PaletteGroup] = []
    for group in groups {
      if group.name == nil {
        if group.swatches.isEmpty { continue }
        if let last = result.last, last.name == nil {
          result[result.count - 1].swatches += group.swatches
          continue
        }
      }
      result.append(PaletteGroup(name: group.name, swatches: group.swatches))
    }
    return result
  }
}
