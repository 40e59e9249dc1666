import PaletteCore

/// Sprites made byte by byte for the tests, following Aseprite's file format specification.
enum AsepriteSprites {
  /// A chunk: size, type, data.
  static func chunk(_ type: UInt16, _ data: [UInt8]) -> [UInt8] {
    le32(UInt32(6 + data.count)) + le16(type) + data
  }

  /// A sprite of one frame holding `chunks`, with the header's sizes right.
  static func sprite(_ chunks: [[UInt8]], depth: UInt16 = 8, frames: UInt16 = 1) -> [UInt8] {
    let body = chunks.flatMap { $0 }
    let frame =
      le32(UInt32(16 + body.count)) + le16(0xF1FA) + le16(UInt16(min(chunks.count, 0xFFFF)))
      + le16(100)
      + [0, 0] + le32(UInt32(chunks.count)) + body
    var header =
      le32(UInt32(128 + frame.count)) + le16(0xA5E0) + le16(frames) + le16(1) + le16(1)
      + le16(depth)
    header += [UInt8](repeating: 0, count: 128 - header.count)
    return header + frame
  }

  /// A 0x2019 chunk setting entries `first...` to `entries` in a palette of `size`.
  static func paletteChunk(
    size: UInt32, first: UInt32 = 0, _ entries: [(name: String?, rgba: [UInt8])]
  ) -> [UInt8] {
    var data = le32(size) + le32(first) + le32(first + UInt32(entries.count) - 1)
    data += [UInt8](repeating: 0, count: 8)
    for entry in entries {
      data += le16(entry.name == nil ? 0 : 1) + entry.rgba
      if let name = entry.name { data += le16(UInt16(name.utf8.count)) + Array(name.utf8) }
    }
    return chunk(0x2019, data)
  }

  /// An old palette chunk (0x0004 or 0x0011) of packets `(skip, colours)`.
  static func oldPaletteChunk(
    _ type: UInt16, _ packets: [(skip: UInt8, rgb: [[UInt8]])]
  )
    -> [UInt8]
  {
    var data = le16(UInt16(packets.count))
    for packet in packets {
      data += [packet.skip, UInt8(truncatingIfNeeded: packet.rgb.count)]
      data += packet.rgb.flatMap { $0 }
    }
    return chunk(type, data)
  }

  static func le16(_ value: UInt16) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
  }

  static func le32(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
  }
}
