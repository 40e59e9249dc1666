import PaletteCore

/// Writes a ``PaletteCore/Palette`` as a version 1 palconv palette document.
///
/// The layout is fixed: members in schema order, two-space indentation, one swatch per line,
/// a final newline. sRGB colours whose channels are all exact 8-bit values are written as
/// `"hex"` (`#RRGGBBAA` when alpha is an exact 8-bit value below 255 too); every other colour
/// as `"model"` and `"values"`. Alpha is written only when it is not exactly 1.
struct PaletteDocumentWriter {
  private typealias Keys = PaletteDocumentSchema

  private var output: JSONOutput

  /// Encodes `palette`.
  ///
  /// The document is written straight into the returned array's storage, sized from an
  /// estimate that exceeds the usual document (memory that is never written costs nothing);
  /// should it not fit, the document is written again into twice the room.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The document's bytes.
  /// - Throws: ``PaletteError`` of kind `unrepresentable` when a colour value is NaN or
  ///   infinite, which JSON cannot hold.
  /// - Complexity: O(*n*) in the number of swatches.
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var capacity = estimatedSize(of: palette)
    while true {
      var failure: PaletteError?
      var overflowed = false
      let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        var writer = PaletteDocumentWriter(output: JSONOutput(buffer))
        do throws(PaletteError) {
          try writer.write(palette)
        } catch {
          failure = error
        }
        overflowed = writer.output.overflowed
        count = failure == nil && !overflowed ? writer.output.count : 0
      }
      if let failure { throw failure }
      if !overflowed { return bytes }
      capacity *= 2
    }
  }

  /// More room than the document usually needs: 192 bytes per swatch and 64 per group (a
  /// swatch line with four values and alpha stays under 192 bytes) and six per byte of text
  /// (the longest escape, `\u00XX`, is six bytes).
  private static func estimatedSize(of palette: Palette) -> Int {
    var size = 4096 + 6 * ((palette.name?.utf8.count ?? 0) + (palette.description?.utf8.count ?? 0))
    for group in palette.groups {
      size += 64 + 6 * (group.name?.utf8.count ?? 0)
      for swatch in group.swatches {
        size += 192 + 192 * swatch.appearances.count + 6 * (swatch.name?.utf8.count ?? 0)
      }
    }
    return size
  }

  private mutating func write(_ palette: Palette) throws(PaletteError) {
    output.raw("{\n  ")
    member("\"format\": ")
    output.plainString(Keys.formatMarker)
    output.raw(",\n  ")
    member("\"version\": ")
    output.integer(Keys.version)
    if let name = palette.name {
      output.raw(",\n  ")
      member("\"name\": ")
      output.string(name)
    }
    if let description = palette.description {
      output.raw(",\n  ")
      member("\"description\": ")
      output.string(description)
    }
    if let columns = palette.columns {
      output.raw(",\n  ")
      member("\"columns\": ")
      output.integer(columns)
    }
    output.raw(",\n  ")
    member("\"groups\": ")
    if palette.groups.isEmpty {
      output.raw("[]\n}\n")
      return
    }
    output.raw("[")
    for (groupIndex, group) in palette.groups.enumerated() {
      output.raw(groupIndex == 0 ? "\n    {" : ",\n    {")
      if let name = group.name {
        output.raw("\n      ")
        member("\"name\": ")
        output.string(name)
        output.raw(",")
      }
      output.raw("\n      ")
      member("\"swatches\": ")
      if group.swatches.isEmpty {
        output.raw("[]")
      } else {
        output.raw("[")
        try group.swatches.withUnsafeBufferPointer { swatches throws(PaletteError) in
          guard let first = swatches.baseAddress else { return }
          for swatchIndex in swatches.indices {
            output.raw(swatchIndex == 0 ? "\n        " : ",\n        ")
            try write(first + swatchIndex, groupIndex: groupIndex, swatchIndex: swatchIndex)
          }
        }
        output.raw("\n      ]")
      }
      output.raw("\n    }")
    }
    output.raw("\n  ]\n}\n")
  }

  /// Writes one swatch as a one-line object: name, kind, colour, alpha, appearances.
  ///
  /// The swatch is read through a pointer so that it is not copied (with its name and
  /// location) for every swatch.
  private mutating func write(
    _ swatch: UnsafePointer<Swatch>, groupIndex: Int, swatchIndex: Int
  )
    throws(PaletteError)
  {
    let color = swatch.pointee.color
    // The components without an array per swatch: `count` values, in model order.
    let (values, count) = Self.components(of: color.components)
    var allFinite = color.alpha.isFinite
    for index in 0..<count where !values[index].isFinite { allFinite = false }
    guard allFinite else {
      throw PaletteError(
        .unrepresentable,
        "swatch \(swatchIndex) of group \(groupIndex) has a NaN or infinite value, which JSON "
          + "cannot hold",
        format: JSONPaletteFormat.formatIdentifier)
    }
    output.raw("{ ")
    var first = true
    func separate(_ output: inout JSONOutput) {
      if !first { output.raw(", ") }
      first = false
    }
    if let name = swatch.pointee.name {
      separate(&output)
      member("\"name\": ")
      output.string(name)
    }
    if swatch.pointee.kind != .process {
      separate(&output)
      member("\"kind\": ")
      output.raw(Self.quoted(swatch.pointee.kind))
    }
    separate(&output)
    writeColor(color)
    // The stored dictionary is tested in place: the computed `sortedAppearances` would copy
    // the whole swatch out of the pointer first, for the few that have variants.
    if !swatch.pointee.appearances.isEmpty {
      let variants = swatch.pointee.sortedAppearances
      output.raw(", ")
      member("\"appearances\": ")
      output.raw("{ ")
      for (index, variant) in variants.enumerated() {
        if index > 0 { output.raw(", ") }
        let (values, count) = Self.components(of: variant.color.components)
        var finite = variant.color.alpha.isFinite
        for index in 0..<count where !values[index].isFinite { finite = false }
        guard finite else {
          throw PaletteError(
            .unrepresentable,
            "the \(variant.appearance.displayName) variant of swatch \(swatchIndex) of group "
              + "\(groupIndex) has a NaN or infinite value, which JSON cannot hold",
            format: JSONPaletteFormat.formatIdentifier)
        }
        output.raw(Self.quoted(variant.appearance))
        output.raw(": { ")
        writeColor(variant.color)
        output.raw(" }")
      }
      output.raw(" }")
    }
    output.raw(" }")
  }

  /// Writes a colour's members: `hex`, or `model` and `values`, then `alpha` when needed.
  private mutating func writeColor(_ color: PaletteColor) {
    let (values, count) = Self.components(of: color.components)
    var alphaWritten = !color.hasAlpha
    if case .srgb(let red, let green, let blue) = color.components,
      let redByte = PaletteColor.exactByte(of: red),
      let greenByte = PaletteColor.exactByte(of: green),
      let blueByte = PaletteColor.exactByte(of: blue)
    {
      member("\"hex\": ")
      var channels = RGBA8(red: redByte, green: greenByte, blue: blueByte)
      let alphaByte = alphaWritten ? nil : PaletteColor.exactByte(of: color.alpha)
      if let alphaByte { channels.alpha = alphaByte }
      output.hexString(channels, includeAlpha: alphaByte != nil)
      if alphaByte != nil { alphaWritten = true }
    } else {
      member("\"model\": ")
      output.raw(Self.quoted(color.model))
      output.raw(", ")
      member("\"values\": ")
      output.raw("[")
      for index in 0..<count {
        if index > 0 { output.raw(", ") }
        output.number(values[index])
      }
      output.raw("]")
    }
    if !alphaWritten {
      output.raw(", ")
      member("\"alpha\": ")
      output.number(color.alpha)
    }
  }

  /// The component values in model order, padded with zeros, and how many there are.
  private static func components(of components: ColorComponents) -> (SIMD4<Float>, Int) {
    switch components {
    case .srgb(let r, let g, let b), .displayP3(let r, let g, let b): (SIMD4(r, g, b, 0), 3)
    case .cmyk(let c, let m, let y, let k): (SIMD4(c, m, y, k), 4)
    case .lab(let l, let a, let b): (SIMD4(l, a, b, 0), 3)
    case .gray(let g): (SIMD4(g, 0, 0, 0), 1)
    case .oklch(let l, let c, let h): (SIMD4(l, c, h, 0), 3)
    case .hsb(let h, let s, let b): (SIMD4(h, s, b, 0), 3)
    }
  }

  /// Writes a member's name and colon, `"key": `, as one literal. The names are those of
  /// ``PaletteDocumentSchema``; literals cost no look-up of a global and no reference count.
  /// The kind's raw value as a JSON string literal.
  private static func quoted(_ kind: SwatchKind) -> StaticString {
    switch kind {
    case .process: "\"process\""
    case .global: "\"global\""
    case .spot: "\"spot\""
    }
  }

  /// The appearance's raw value as a JSON string literal.
  private static func quoted(_ appearance: Appearance) -> StaticString {
    switch appearance {
    case .dark: "\"dark\""
    case .highContrastLight: "\"high-contrast\""
    case .highContrastDark: "\"high-contrast-dark\""
    }
  }

  /// The model's raw value as a JSON string literal.
  private static func quoted(_ model: ColorModel) -> StaticString {
    switch model {
    case .srgb: "\"srgb\""
    case .displayP3: "\"display-p3\""
    case .cmyk: "\"cmyk\""
    case .lab: "\"lab\""
    case .gray: "\"gray\""
    case .oklch: "\"oklch\""
    case .hsb: "\"hsb\""
    }
  }

  private mutating func member(_ nameAndColon: StaticString) {
    output.raw(nameAndColon)
  }
}
