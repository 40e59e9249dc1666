import PaletteCore

/// Writes a ``PaletteCore/Palette`` as a version 1 palconv palette document.
///
/// The layout is fixed: members in schema order, two-space indentation, one swatch per line,
/// a final newline. sRGB colours whose channels are all exact 8-bit values are written as
/// `"hex"` (`#RRGGBBAA` when alpha is an exact 8-bit value below 255 too); every other colour
/// as `"model"` and `"values"`. Alpha is written only when it is not exactly 1.
struct PaletteDocumentWriter {
  private typealias Keys = PaletteDocumentSchema

  private var output = JSONOutput()

  /// Encodes `palette`.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The document's bytes.
  /// - Throws: ``PaletteError`` of kind `unrepresentable` when a colour value is NaN or
  ///   infinite, which JSON cannot hold.
  /// - Complexity: O(*n*) in the number of swatches.
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var writer = PaletteDocumentWriter()
    try writer.write(palette)
    return writer.output.bytes
  }

  private mutating func write(_ palette: Palette) throws(PaletteError) {
    output.raw("{\n  ")
    member(Keys.Document.format)
    output.string(Keys.formatMarker)
    output.raw(",\n  ")
    member(Keys.Document.version)
    output.integer(Keys.version)
    if let name = palette.name {
      output.raw(",\n  ")
      member(Keys.Document.name)
      output.string(name)
    }
    if let description = palette.description {
      output.raw(",\n  ")
      member(Keys.Document.description)
      output.string(description)
    }
    if let columns = palette.columns {
      output.raw(",\n  ")
      member(Keys.Document.columns)
      output.integer(columns)
    }
    output.raw(",\n  ")
    member(Keys.Document.groups)
    if palette.groups.isEmpty {
      output.raw("[]\n}\n")
      return
    }
    output.raw("[")
    for (groupIndex, group) in palette.groups.enumerated() {
      output.raw(groupIndex == 0 ? "\n    {" : ",\n    {")
      if let name = group.name {
        output.raw("\n      ")
        member(Keys.Group.name)
        output.string(name)
        output.raw(",")
      }
      output.raw("\n      ")
      member(Keys.Group.swatches)
      if group.swatches.isEmpty {
        output.raw("[]")
      } else {
        output.raw("[")
        for (swatchIndex, swatch) in group.swatches.enumerated() {
          output.raw(swatchIndex == 0 ? "\n        " : ",\n        ")
          try write(swatch, groupIndex: groupIndex, swatchIndex: swatchIndex)
        }
        output.raw("\n      ]")
      }
      output.raw("\n    }")
    }
    output.raw("\n  ]\n}\n")
  }

  /// Writes one swatch as a one-line object: name, kind, colour, alpha.
  private mutating func write(
    _ swatch: Swatch, groupIndex: Int, swatchIndex: Int
  )
    throws(PaletteError)
  {
    let color = swatch.color
    let values = color.components.values
    guard values.allSatisfy(\.isFinite), color.alpha.isFinite else {
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
    if let name = swatch.name {
      separate(&output)
      member(Keys.Swatch.name)
      output.string(name)
    }
    if swatch.kind != .process {
      separate(&output)
      member(Keys.Swatch.kind)
      output.string(swatch.kind.rawValue)
    }
    separate(&output)
    var alphaWritten = !color.hasAlpha
    if color.model == .srgb, let rgb = exactBytes(values) {
      member(Keys.Swatch.hex)
      var channels = RGBA8(red: rgb[0], green: rgb[1], blue: rgb[2])
      let alphaByte = alphaWritten ? nil : PaletteColor.exactByte(of: color.alpha)
      if let alphaByte { channels.alpha = alphaByte }
      output.string(channels.hexString(includeAlpha: alphaByte != nil))
      if alphaByte != nil { alphaWritten = true }
    } else {
      member(Keys.Swatch.model)
      output.string(color.model.rawValue)
      output.raw(", ")
      member(Keys.Swatch.values)
      output.raw("[")
      for (index, value) in values.enumerated() {
        if index > 0 { output.raw(", ") }
        output.number(value)
      }
      output.raw("]")
    }
    if !alphaWritten {
      output.raw(", ")
      member(Keys.Swatch.alpha)
      output.number(color.alpha)
    }
    output.raw(" }")
  }

  /// The 8-bit values of `values` when every one is exactly ``PaletteColor/unitValue(byte:)``
  /// of a byte.
  private func exactBytes(_ values: [Float]) -> [UInt8]? {
    var bytes: [UInt8] = []
    for value in values {
      guard let byte = PaletteColor.exactByte(of: value) else { return nil }
      bytes.append(byte)
    }
    return bytes
  }

  /// Writes `"key": `.
  private mutating func member(_ key: String) {
    output.string(key)
    output.raw(": ")
  }
}
