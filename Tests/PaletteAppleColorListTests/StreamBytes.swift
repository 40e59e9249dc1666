/// Hand-made typedstreams for tests, in the layout macOS's `NSArchiver` gives a colour list.
enum StreamBytes {
  /// The header: version 4, `streamtyped`, system version 1000.
  static let header: [UInt8] = [4, 11] + Array("streamtyped".utf8) + [0x81, 0xE8, 0x03]

  /// A new shared string.
  static func string(_ text: String) -> [UInt8] {
    [0x84, UInt8(text.utf8.count)] + Array(text.utf8)
  }

  /// A signed integer as `NSArchiver` writes it: one byte when it is not a tag (-128 to
  /// -111), else `81` and two little-endian bytes, else `82` and four.
  static func integer(_ value: Int) -> [UInt8] {
    if (-110...127).contains(value) { return [UInt8(bitPattern: Int8(value))] }
    if let short = Int16(exactly: value) {
      return [0x81] + [0, 8].map { UInt8(truncatingIfNeeded: short >> $0) }
    }
    return [0x82] + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: Int32(value) >> $0) }
  }

  /// A float value as the stream writes it: a small integer when integral, else `83` and the
  /// little-endian IEEE bytes.
  static func real(_ value: Float) -> [UInt8] {
    if value == value.rounded(), abs(value) < 100 { return [UInt8(bitPattern: Int8(value))] }
    let bits = value.bitPattern
    return [0x83] + (0..<4).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt32($0))) }
  }

  /// A colour list of `colors` (kind and values) keyed by `keys`. The first colour and key
  /// define the classes and type strings; later ones refer back to them, as `NSArchiver`
  /// does.
  ///
  /// Shared strings: 0 `i`, 1 `@i`, 2 `@@`, 3 `NSColor`, 4 `NSObject`, 5 `c`, 6 the first
  /// colour's value types, 7 `NSString`, 8 `+`. Objects: 0 the first colour, 1 class NSColor,
  /// 2 class NSObject, 3 the first key, 4 class NSString, then a colour and a key for each.
  ///
  /// The count is written as a signed `i` (``integer(_:)``) unless `countBytes` gives its
  /// bytes and `countType` another type.
  static func list(
    _ colors: [(kind: UInt8, values: [Float])], keys: [String], count: Int? = nil,
    countType: String = "i", countBytes: [UInt8]? = nil
  )
    -> [UInt8]
  {
    var out = header + string("i") + [1] + string("@" + countType) + [0x85]
    out += countBytes ?? integer(count ?? colors.count)
    for (index, (color, key)) in zip(colors, keys).enumerated() {
      let types = String(repeating: "f", count: color.values.count)
      out += index == 0 ? string("@@") : [0x94]
      if index == 0 {
        out += [0x84, 0x84] + string("NSColor") + [0] + [0x84] + string("NSObject") + [0, 0x85]
        out += string("c") + [color.kind] + string(types)
      } else {
        out += [0x84, 0x93, 0x97, color.kind, 0x98]
      }
      for value in color.values { out += real(value) }
      out.append(0x86)
      if index == 0 {
        out += [0x84, 0x84] + string("NSString") + [1, 0x94] + string("+")
      } else {
        out += [0x84, 0x96, 0x9A]
      }
      out += [UInt8(key.utf8.count)] + Array(key.utf8) + [0x86]
    }
    return out
  }
}
