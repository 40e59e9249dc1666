/// Builds ASE files byte by byte for tests, independently of the codec.
///
///     var file = ASEBytes(blockCount: 1)
///     file.block(0x0001, ASEBytes.colorBody(name: "Red", tag: "RGB ", values: [1, 0, 0], type: 2))
///     let bytes = file.bytes
struct ASEBytes {
  /// The file so far.
  var bytes: [UInt8]

  /// Starts a file with a header.
  init(blockCount: UInt32, major: UInt16 = 1, minor: UInt16 = 0) {
    bytes = Array("ASEF".utf8) + Self.u16(major) + Self.u16(minor) + Self.u32(blockCount)
  }

  /// The offset the next block will start at.
  var offset: Int { bytes.count }

  /// Appends a block; `length` overrides the declared length.
  mutating func block(_ type: UInt16, _ body: [UInt8] = [], length: UInt32? = nil) {
    bytes += Self.u16(type) + Self.u32(length ?? UInt32(body.count)) + body
  }

  /// Appends raw bytes.
  mutating func raw(_ more: [UInt8]) {
    bytes += more
  }

  static func u16(_ value: UInt16) -> [UInt8] {
    [UInt8(value >> 8), UInt8(value & 0xFF)]
  }

  static func u32(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  static func f32(_ value: Float) -> [UInt8] {
    u32(value.bitPattern)
  }

  /// A name field: unit count including the NUL, UTF-16BE units, NUL. `nil` is a zero count.
  static func name(_ text: String?) -> [UInt8] {
    guard let text else { return u16(0) }
    let units = Array(text.utf16) + [0]
    return u16(UInt16(units.count)) + units.flatMap { u16($0) }
  }

  /// A name field from raw code units, with the count given separately.
  static func name(units: [UInt16], count: UInt16? = nil) -> [UInt8] {
    u16(count ?? UInt16(units.count)) + units.flatMap { u16($0) }
  }

  /// A colour body.
  static func colorBody(name: String?, tag: String, values: [Float], type: UInt16) -> [UInt8] {
    Self.name(name) + Array(tag.utf8) + values.flatMap { f32($0) } + u16(type)
  }

  /// A colour body whose values are given as raw bit patterns.
  static func colorBody(name: String?, tag: String, bits: [UInt32], type: UInt16) -> [UInt8] {
    Self.name(name) + Array(tag.utf8) + bits.flatMap { u32($0) } + u16(type)
  }
}
