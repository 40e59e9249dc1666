/// Builds small ICC profiles byte by byte for tests, following ICC.1:2010 (header, tag table,
/// tag types), so that the reader meets layouts the real profiles do not have.
struct ICCBuilder {
  /// The tags, in table order.
  var tags: [(signature: String, data: [UInt8])] = []
  /// Header fields.
  var version: UInt8 = 4
  var deviceClass = "mntr"
  var colorSpace = "RGB "
  var pcs = "Lab "

  /// Four ASCII characters as bytes.
  static func fourCC(_ text: String) -> [UInt8] { Array(text.utf8.prefix(4)) }

  /// A big-endian 32-bit value.
  static func u32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// A big-endian 16-bit value.
  static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

  /// An `s15Fixed16Number`.
  static func s15(_ value: Double) -> [UInt8] {
    u32(UInt32(bitPattern: Int32((value * 65536).rounded())))
  }

  /// A `curv` with the given 16-bit entries (none: identity; one: gamma × 256).
  static func curv(_ entries: [UInt16]) -> [UInt8] {
    fourCC("curv") + u32(0) + u32(UInt32(entries.count)) + entries.flatMap(u16)
  }

  /// A `para` of `type` with its parameters.
  static func para(_ type: UInt16, _ parameters: [Double]) -> [UInt8] {
    fourCC("para") + u32(0) + u16(type) + u16(0) + parameters.flatMap(s15)
  }

  /// An `XYZ ` tag.
  static func xyz(_ x: Double, _ y: Double, _ z: Double) -> [UInt8] {
    fourCC("XYZ ") + u32(0) + s15(x) + s15(y) + s15(z)
  }

  /// Pads to a multiple of four bytes.
  static func padded(_ bytes: [UInt8]) -> [UInt8] {
    bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
  }

  /// The whole profile.
  var bytes: [UInt8] {
    let tableSize = 4 + 12 * tags.count
    var offset = 128 + tableSize
    var table = ICCBuilder.u32(UInt32(tags.count))
    var body: [UInt8] = []
    for tag in tags {
      let data = ICCBuilder.padded(tag.data)
      table +=
        ICCBuilder.fourCC(tag.signature) + ICCBuilder.u32(UInt32(offset))
        + ICCBuilder.u32(UInt32(tag.data.count))
      body += data
      offset += data.count
    }
    var header = [UInt8](repeating: 0, count: 128)
    header.replaceSubrange(0..<4, with: ICCBuilder.u32(UInt32(offset)))
    header[8] = version
    header[9] = 0x30
    header.replaceSubrange(12..<16, with: ICCBuilder.fourCC(deviceClass))
    header.replaceSubrange(16..<20, with: ICCBuilder.fourCC(colorSpace))
    header.replaceSubrange(20..<24, with: ICCBuilder.fourCC(pcs))
    header.replaceSubrange(36..<40, with: ICCBuilder.fourCC("acsp"))
    header.replaceSubrange(
      68..<80, with: ICCBuilder.s15(0.9642) + ICCBuilder.s15(1) + ICCBuilder.s15(0.8249))
    return header + table + body
  }
}
