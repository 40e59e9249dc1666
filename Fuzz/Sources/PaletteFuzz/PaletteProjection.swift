import PaletteCore

/// What a format can keep of a palette: the palette as it should read back after a write.
enum PaletteProjection {
  /// Drops what `capabilities` cannot hold, and applies the normalisations a format
  /// documents, so the result can be compared with `==` to what the format reads back.
  ///
  /// - Parameters:
  ///   - palette: A palette.
  ///   - format: The format it is written to.
  /// - Returns: The palette the format should read back.
  static func project(_ palette: Palette, for format: any PaletteFormat) -> Palette {
    // A format whose files hold one model and kind (Xara) can keep those of this palette.
    let capabilities = format.capabilities.narrowed(for: palette)
    var result = FormatNormalization.prepare(palette, for: format)
    if !capabilities.paletteName { result.name = nil }
    if !capabilities.paletteDescription { result.description = nil }
    if !capabilities.columns { result.columns = nil }
    if !capabilities.groups {
      // The prepared swatches: Less and Stylus name a swatch after the group it leaves.
      let swatches = result.allSwatches
      result.groups = swatches.isEmpty ? [] : [PaletteGroup(swatches: swatches)]
    }
    // A format with one transparent colour (ACT) keeps the first fully transparent one.
    var transparentKept = !capabilities.singleTransparentColor
    result.mapSwatches { swatch in
      if !capabilities.swatchNames { swatch.name = nil }
      if !capabilities.kinds.contains(swatch.kind) { swatch.kind = .process }
      if !swatch.appearances.isEmpty {
        swatch.appearances = swatch.appearances.filter { capabilities.appearances.contains($0.key) }
      }
      if !capabilities.alpha {
        if !transparentKept && swatch.color.alpha == 0 {
          transparentKept = true
        } else {
          swatch.color.alpha = 1
        }
      }
    }
    return FormatNormalization.apply(result, for: format)
  }

  /// The first difference between two palettes, for a failure message; `nil` when equal.
  ///
  /// - Parameters:
  ///   - expected: The palette expected.
  ///   - unnormalized: The palette read; the format's normalisations are applied to it.
  ///   - format: The format.
  /// - Returns: A description of the first difference.
  static func difference(
    expected: Palette, actual unnormalized: Palette, format: any PaletteFormat
  ) -> String? {
    var actual = FormatNormalization.apply(unnormalized, for: format)
    if format.identifier == "css" && CSSNames.droppedNames(of: expected) {
      // The writer's names for non-ASCII text are not restated, so the expected side has no
      // names; the names read back (the writer's, perhaps ASCII now) are not compared either.
      actual.mapSwatches { $0.name = nil }
    }
    if expected == actual { return nil }
    if expected.name != actual.name {
      return "name \(String(reflecting: expected.name)) != \(String(reflecting: actual.name))"
    }
    if expected.description != actual.description {
      return
        "description \(String(reflecting: expected.description)) != \(String(reflecting: actual.description))"
    }
    if expected.columns != actual.columns {
      return
        "columns \(String(describing: expected.columns)) != \(String(describing: actual.columns))"
    }
    if expected.groups.count != actual.groups.count {
      return "group count \(expected.groups.count) != \(actual.groups.count)"
    }
    for (index, (left, right)) in zip(expected.groups, actual.groups).enumerated() {
      if left.name != right.name {
        return
          "group \(index) name \(String(reflecting: left.name)) != \(String(reflecting: right.name))"
      }
      if left.swatches.count != right.swatches.count {
        return "group \(index) swatch count \(left.swatches.count) != \(right.swatches.count)"
      }
      for (position, (a, b)) in zip(left.swatches, right.swatches).enumerated() where a != b {
        return "group \(index) swatch \(position): \(a) != \(b)"
      }
    }
    return "palettes differ"
  }
}
