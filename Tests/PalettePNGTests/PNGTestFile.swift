import PaletteArchive
import PaletteCore

/// Builds PNG files byte by byte for tests, with correct CRCs unless asked otherwise.
enum PNGTestFile {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func u32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
  }

  /// A chunk with its length and CRC.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return u32(data.count) + body + u32(Int(CRC32.checksum(body)))
  }

  /// `IHDR` data.
  static func header(
    width: Int, height: Int, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0
  ) -> [UInt8] {
    u32(width) + u32(height) + [depth, colorType, 0, 0, interlace]
  }

  /// A zlib stream of stored blocks holding `data`.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let length = min(65_535, data.count - start)
      let final: UInt8 = start + length == data.count ? 1 : 0
      out.append(final)
      out += [
        UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
        UInt8((~length >> 8) & 0xFF),
      ]
      out += data[start..<(start + length)]
      start += length
    } while start < data.count
    return out + u32(Int(Adler32.checksum(data)))
  }

  /// A whole file: signature, `IHDR`, the chunks in between, `IDAT` of `raw` and `IEND`.
  static func file(
    _ header: [UInt8], before: [UInt8] = [], raw: [UInt8], after: [UInt8] = []
  ) -> [UInt8] {
    signature + chunk("IHDR", header) + before + chunk("IDAT", zlibStored(raw)) + after
      + chunk("IEND", [])
  }

  /// An 8-bit indexed image of one row holding `indices`, with `palette` as RGB triples.
  static func indexed(_ indices: [UInt8], palette: [UInt8], trns: [UInt8]? = nil) -> [UInt8] {
    file(
      header(width: indices.count, height: 1, depth: 8, colorType: 3),
      before: chunk("PLTE", palette) + (trns.map { chunk("tRNS", $0) } ?? []),
      raw: [0] + indices)
  }

  /// The colours of a palette as `rrggbbaa`.
  static func hex(_ palette: Palette) -> [String] {
    palette.allSwatches.map {
      String($0.color.rgba8.hexString(includeAlpha: true).dropFirst()).lowercased()
    }
  }
}
