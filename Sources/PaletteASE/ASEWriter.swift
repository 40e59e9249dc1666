import PaletteCore

/// Encodes a ``Palette`` as Adobe Swatch Exchange 1.0, in the form Adobe applications write.
///
/// - Named groups become `C001 name … C002`; swatches of unnamed groups are written at the top
///   level, so groups are one level deep.
/// - sRGB, CMYK, Lab and gray values are written bit for bit (Lab L through
///   ``ASELabLightness``). Display P3 and OKLCH colours are converted: to sRGB when inside the
///   sRGB gamut, otherwise to Lab, which holds any colour. Alpha is dropped.
/// - Gray is tagged `Gray`, as Adobe writes it. A `nil` name is a zero-length name field; an
///   empty name is a lone NUL, so the two stay distinct.
/// - The header's block count counts every block written.
enum ASEWriter {
  /// Encodes the palette.
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(estimatedSize(palette))
    out.append(contentsOf: ASELayout.signature)
    out.append(contentsOf: [0, 1, 0, 0, 0, 0, 0, 0])
    var blocks = 0
    for group in palette.groups {
      if let name = group.name {
        let units = try nameUnits(name, what: "group")
        appendHeader(ASELayout.groupStart, length: 2 + nameFieldBytes(units), to: &out)
        ASEText.appendName(name, units: units, to: &out)
        blocks += 1
      }
      for swatch in group.swatches {
        try appendColor(swatch, to: &out)
        blocks += 1
      }
      if group.name != nil {
        appendHeader(ASELayout.groupEnd, length: 0, to: &out)
        blocks += 1
      }
    }
    guard blocks <= Int(UInt32.max) else {
      throw PaletteError(
        .unrepresentable, "an ASE file holds at most \(UInt32.max) blocks", format: "ase")
    }
    out[8] = UInt8(truncatingIfNeeded: blocks >> 24)
    out[9] = UInt8(truncatingIfNeeded: blocks >> 16)
    out[10] = UInt8(truncatingIfNeeded: blocks >> 8)
    out[11] = UInt8(truncatingIfNeeded: blocks)
    return out
  }

  /// An upper bound of the encoded size, so the output is allocated once.
  private static func estimatedSize(_ palette: Palette) -> Int {
    var size = ASELayout.headerSize
    for group in palette.groups {
      if let name = group.name { size += 2 * ASELayout.blockHeaderSize + 4 + 2 * name.utf8.count }
      for swatch in group.swatches {
        size +=
          ASELayout.blockHeaderSize + 2 + 2 * ((swatch.name?.utf8.count ?? 0) + 1) + 4 + 16 + 2
      }
    }
    return size
  }

  /// The UTF-16 length of a name, checked against the 16-bit count (which includes the NUL).
  private static func nameUnits(_ name: String, what: String) throws(PaletteError) -> Int {
    let units = name.utf16.count
    guard units < ASELayout.maxNameUnits else {
      throw PaletteError(
        .unrepresentable,
        "the \(what) name '\(name.prefix(20))…' has \(units) UTF-16 units; ASE allows "
          + "\(ASELayout.maxNameUnits - 1)", format: "ase")
    }
    return units
  }

  /// The bytes of a name's units and NUL (not its count), or 0 for no name.
  @inline(__always)
  private static func nameFieldBytes(_ units: Int?) -> Int {
    guard let units else { return 0 }
    return 2 * (units + 1)
  }

  /// Appends a block header.
  private static func appendHeader(_ type: UInt16, length: Int, to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: type >> 8))
    out.append(UInt8(truncatingIfNeeded: type))
    appendU32(UInt32(truncatingIfNeeded: length), to: &out)
  }

  @inline(__always)
  private static func appendU32(_ value: UInt32, to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: value >> 24))
    out.append(UInt8(truncatingIfNeeded: value >> 16))
    out.append(UInt8(truncatingIfNeeded: value >> 8))
    out.append(UInt8(truncatingIfNeeded: value))
  }

  /// Appends one colour entry.
  private static func appendColor(_ swatch: Swatch, to out: inout [UInt8]) throws(PaletteError) {
    let units: Int? =
      if let name = swatch.name { try nameUnits(name, what: "swatch") } else { nil }
    let (tag, values, count) = storedValues(swatch.color)
    for index in 0..<count where !values[index].isFinite {
      throw PaletteError(
        .unrepresentable,
        "the swatch '\(swatch.name ?? "")' has a value that is NaN or infinite", format: "ase")
    }
    // The reader multiplies a stored lightness by 100: one that overflows would not read back.
    if tag == ASELayout.tagLab && !ASELabLightness.modelValue(stored: values[0]).isFinite {
      throw PaletteError(
        .unrepresentable,
        "the swatch '\(swatch.name ?? "")' has a Lab lightness too large to store", format: "ase")
    }
    let length = 2 + nameFieldBytes(units) + 4 + 4 * count + 2
    appendHeader(ASELayout.colorEntry, length: length, to: &out)
    ASEText.appendName(swatch.name, units: units ?? 0, to: &out)
    out.append(contentsOf: tag)
    for index in 0..<count { appendU32(values[index].bitPattern, to: &out) }
    let type: UInt16 =
      switch swatch.kind {
      case .global: ASELayout.typeGlobal
      case .spot: ASELayout.typeSpot
      case .process: ASELayout.typeNormal
      }
    out.append(UInt8(truncatingIfNeeded: type >> 8))
    out.append(UInt8(truncatingIfNeeded: type))
  }

  /// The model tag and the values to store for a colour, converting models ASE lacks.
  static func storedValues(
    _ color: PaletteColor
  ) -> (tag: [UInt8], values: SIMD4<Float>, count: Int) {
    switch color.components {
    case .srgb(let r, let g, let b):
      return (ASELayout.tagRGB, SIMD4(r, g, b, 0), 3)
    case .cmyk(let c, let m, let y, let k):
      return (ASELayout.tagCMYK, SIMD4(c, m, y, k), 4)
    case .lab(let l, let a, let b):
      return (ASELayout.tagLab, SIMD4(ASELabLightness.storedValue(model: l), a, b, 0), 3)
    case .gray(let g):
      return (ASELayout.tagGray, SIMD4(g, 0, 0, 0), 1)
    case .displayP3, .oklch, .hsb:
      let rgb = color.srgbValues
      if ColorMath.isInGamut(rgb) {
        let clipped = ColorMath.clip(rgb)
        return (ASELayout.tagRGB, SIMD4(Float(clipped.x), Float(clipped.y), Float(clipped.z), 0), 3)
      }
      let lab = color.labValues
      let l = Float(lab.x)
      return (
        ASELayout.tagLab,
        SIMD4(ASELabLightness.storedValue(model: l), Float(lab.y), Float(lab.z), 0),
        3
      )
    }
  }
}
