import PaletteCore

/// ASE name fields: a 16-bit unit count that includes the terminating NUL, then UTF-16BE
/// units (decoded with ``PaletteCore/UTF16BigEndian``).
enum ASEText {
  /// Appends a name field: the unit count (NUL included), the units, and the NUL.
  ///
  /// - Parameters:
  ///   - name: The name; `nil` writes a zero count and no units.
  ///   - units: The name's UTF-16 count, already checked to fit.
  ///   - out: The output.
  static func appendName(_ name: String?, units: Int, to out: inout [UInt8]) {
    guard let name else {
      out.append(0)
      out.append(0)
      return
    }
    let count = UInt16(units + 1)
    out.append(UInt8(truncatingIfNeeded: count >> 8))
    out.append(UInt8(truncatingIfNeeded: count))
    UTF16BigEndian.append(name, to: &out)
    out.append(0)
    out.append(0)
  }
}
