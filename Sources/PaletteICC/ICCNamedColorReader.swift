import PaletteCore

/// Reads an `ncl2` (namedColor2Type) tag.
enum ICCNamedColorReader {
  /// The size of a colour's root name field.
  static let nameSize = 32
  /// The most device coordinates a colour may have.
  static let maximumDeviceCoordinates = 15

  /// Reads the tag in `data`.
  ///
  /// - Parameters:
  ///   - data: The tag's region.
  ///   - pcsIsLab: Whether the PCS is Lab (else XYZ).
  ///   - legacyLab: Whether Lab is in the version 2 encoding (`0xFF00` is L* 100).
  static func read(
    _ data: ICCBytes, pcsIsLab: Bool, legacyLab: Bool
  ) throws(PaletteError)
    -> [ICCNamedColor]
  {
    let base = data.start
    let type = try data.signature(base, "the tag type")
    guard type == ICCSignature("ncl2") else {
      throw data.error(.invalidValue, "type '\(type)' is not namedColor2 ('ncl2')", at: base)
    }
    let count = Int(try data.u32(base + 12, "the colour count"))
    let coordinates = Int(try data.u32(base + 16, "the device coordinate count"))
    guard coordinates <= maximumDeviceCoordinates else {
      throw data.error(
        .invalidValue,
        "\(coordinates) device coordinates (at most \(maximumDeviceCoordinates))", at: base + 16)
    }
    let prefix = try text(data, at: base + 20, "the name prefix")
    let suffix = try text(data, at: base + 52, "the name suffix")
    let entrySize = nameSize + 6 + 2 * coordinates
    let first = base + 84
    guard count <= (data.end - first) / entrySize else {
      throw data.error(
        .unexpectedEndOfInput,
        "\(count) colours of \(entrySize) bytes do not fit in the tag's "
          + "\(max(data.end - first, 0)) bytes after the header",
        at: base + 12)
    }
    var colors: [ICCNamedColor] = []
    colors.reserveCapacity(count)
    for index in 0..<count {
      let entry = first + index * entrySize
      let root = try text(data, at: entry, "a colour's name")
      var raw = SIMD3<Double>()
      for channel in 0..<3 {
        raw[channel] = Double(try data.u16(entry + nameSize + 2 * channel, "a PCS value"))
      }
      var device: [Double] = []
      for channel in 0..<coordinates {
        device.append(
          Double(try data.u16(entry + nameSize + 6 + 2 * channel, "a device value")) / 65535)
      }
      colors.append(
        ICCNamedColor(
          name: prefix + root + suffix,
          pcs: ICCEncoding.decodePCS16(raw, lab: pcsIsLab, legacy: legacyLab), device: device))
    }
    return colors
  }

  /// A 32-byte NUL-terminated name field (7-bit ASCII by the format; other bytes are read as
  /// Latin-1 so that no name is lost).
  private static func text(
    _ data: ICCBytes, at offset: Int, _ field: String
  )
    throws(PaletteError) -> String
  {
    try data.require(offset, nameSize, field)
    var scalars = String.UnicodeScalarView()
    for byte in data.bytes[offset..<offset + nameSize] {
      if byte == 0 { break }
      scalars.append(Unicode.Scalar(byte))
    }
    return String(scalars)
  }
}
