import PaletteArchive

/// A large 16-bit truecolour PNG of a few hundred kilobytes: what a hostile file of small size
/// and large dimensions looks like, for the tests that check memory stays bounded while such
/// an image is read. Made in well under a second, so tests can use images of 4096 × 4096.
///
/// Each sample is two bytes: the high byte `3x + 50c + y`, the low byte `5x + 17c + 2y`
/// (mod 256, `c` the channel), so every colour is known without a decoder
/// (``sample(x:y:channel:)``). Rows 0 to 4 take the filter types in turn (None, Sub, Up,
/// Average, Paeth) and are stored; every later row is filtered Up, which leaves the same bytes
/// on every row, and is written as DEFLATE matches one row back, so the image data stays small
/// however tall the image is.
public enum LargePNG {
  /// The 16-bit value of a channel (0 red, 1 green, 2 blue) of a pixel.
  public static func sample(x: Int, y: Int, channel: Int) -> UInt16 {
    let high = UInt16((x &* 3 &+ channel &* 50 &+ y) & 0xFF)
    let low = UInt16((x &* 5 &+ channel &* 17 &+ 2 &* y) & 0xFF)
    return high << 8 | low
  }

  /// The bytes of row `y` as stored in the file before filtering: two per sample,
  /// high byte first.
  public static func rawRow(_ y: Int, width: Int) -> [UInt8] {
    var row = [UInt8](repeating: 0, count: width * 6)
    for x in 0..<width {
      for channel in 0..<3 {
        let value = sample(x: x, y: y, channel: channel)
        row[x * 6 + channel * 2] = UInt8(value >> 8)
        row[x * 6 + channel * 2 + 1] = UInt8(value & 0xFF)
      }
    }
    return row
  }

  /// The file: signature, `IHDR` (16-bit RGB, not interlaced), the image data in `IDAT`
  /// chunks of at most `chunkSize` bytes, and `IEND`.
  ///
  /// - Parameters:
  ///   - width: The width in pixels, 1 to 5461 (a row and its filter byte within DEFLATE's
  ///     32 KiB window).
  ///   - height: The height in pixels, at least 6.
  ///   - chunkSize: The most bytes of image data in one `IDAT` chunk.
  public static func file(width: Int, height: Int, chunkSize: Int = 1 << 16) -> [UInt8] {
    precondition((1...5461).contains(width) && height >= 6)
    let stream = imageData(width: width, height: height)
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func chunk(_ type: String, _ data: ArraySlice<UInt8>) {
      let typeBytes = Array(type.utf8)
      out += bigEndian(UInt32(data.count)) + typeBytes + data
      out += bigEndian(CRC32.checksum(typeBytes + data))
    }
    chunk("IHDR", (bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [16, 2, 0, 0, 0])[...])
    var start = 0
    while start < stream.count {
      let end = min(start + chunkSize, stream.count)
      chunk("IDAT", stream[start..<end])
      start = end
    }
    chunk("IEND", [])
    return out
  }

  /// The zlib stream of the filtered rows.
  static func imageData(width: Int, height: Int) -> [UInt8] {
    let rowBytes = width * 6
    var filtered: [UInt8] = []
    var previous = [UInt8](repeating: 0, count: rowBytes)
    for y in 0...5 {
      let current = rawRow(y, width: width)
      let filter = y < 5 ? y : 2
      filtered.append(UInt8(filter))
      for index in 0..<rowBytes {
        let left = index >= 6 ? Int(current[index - 6]) : 0
        let up = y > 0 ? Int(previous[index]) : 0
        let corner = index >= 6 && y > 0 ? Int(previous[index - 6]) : 0
        let predictor: Int
        switch filter {
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - corner
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
          predictor = a <= b && a <= c ? left : b <= c ? up : corner
        default: predictor = 0
        }
        filtered.append(current[index] &- UInt8(truncatingIfNeeded: predictor))
      }
      previous = current
    }
    // Rows 0 to 5 stored; rows 6 on repeat row 5's filtered bytes, one row back.
    var bits = BitWriter()
    var at = 0
    while at < filtered.count {
      let length = min(65_535, filtered.count - at)
      bits.bits(0, 3)  // not final, stored
      bits.align()
      bits.bytes([
        UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF),
      ])
      bits.bytes(filtered[at..<(at + length)])
      at += length
    }
    bits.bits(1, 1)  // final
    bits.bits(1, 2)  // fixed Huffman codes
    var remaining = (height - 6) * (rowBytes + 1)
    while remaining > 0 {
      // Lengths of 3 to 258: never leave fewer than 3.
      var length = min(258, remaining)
      if remaining - length > 0 && remaining - length < 3 { length -= 3 }
      bits.match(length: length, distance: rowBytes + 1)
      remaining -= length
    }
    bits.code(0, 7)  // end of block: symbol 256
    let adler = adler32(rows: filtered, repeating: height - 6, rowBytes: rowBytes)
    return [0x78, 0x01] + bits.finish() + bigEndian(adler)
  }

  /// The Adler-32 of `rows` followed by its last row `count` more times, combined row by
  /// row rather than summed byte by byte.
  static func adler32(rows: [UInt8], repeating count: Int, rowBytes: Int) -> UInt32 {
    let modulus: UInt64 = 65_521
    let whole = Adler32.checksum(rows)
    let last = Adler32.checksum(rows[(rows.count - rowBytes - 1)...])
    var (s1, s2) = (UInt64(whole & 0xFFFF), UInt64(whole >> 16))
    let (t1, t2) = (UInt64(last & 0xFFFF), UInt64(last >> 16))
    let length = UInt64(rowBytes + 1)
    for _ in 0..<count {
      // s1(AB) = s1(A) + s1(B) − 1; s2(AB) = s2(A) + s2(B) + len(B)·(s1(A) − 1).
      s2 = (s2 + t2 + length % modulus * ((s1 + modulus - 1) % modulus)) % modulus
      s1 = (s1 + t1 + modulus - 1) % modulus
    }
    return UInt32(s2 << 16 | s1)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// DEFLATE bits, least significant first; Huffman codes most significant first.
  struct BitWriter {
    var out: [UInt8] = []
    var buffer: UInt64 = 0
    var count = 0

    mutating func bits(_ value: Int, _ width: Int) {
      buffer |= UInt64(value) << UInt64(count)
      count += width
      while count >= 8 {
        out.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        count -= 8
      }
    }

    /// A Huffman code of `width` bits, most significant bit first.
    mutating func code(_ value: Int, _ width: Int) {
      var reversed = 0
      for bit in 0..<width where value >> bit & 1 == 1 { reversed |= 1 << (width - 1 - bit) }
      bits(reversed, width)
    }

    mutating func align() {
      if count > 0 { bits(0, 8 - count) }
    }

    mutating func bytes(_ data: some Collection<UInt8>) {
      out += data
    }

    static let lengthBase = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    static let lengthExtra = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase = [
      1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
      2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]

    /// A match with the fixed codes: length symbols 257–279 in 7 bits, 280–285 in 8; distance
    /// symbols in 5 bits.
    mutating func match(length: Int, distance: Int) {
      let index = (Self.lengthBase.lastIndex { $0 <= length })!
      let symbol = 257 + index
      if symbol < 280 { code(symbol - 256, 7) } else { code(0xC0 + symbol - 280, 8) }
      bits(length - Self.lengthBase[index], Self.lengthExtra[index])
      let distanceIndex = (Self.distanceBase.lastIndex { $0 <= distance })!
      code(distanceIndex, 5)
      bits(distance - Self.distanceBase[distanceIndex], max(0, distanceIndex / 2 - 1))
    }

    mutating func finish() -> [UInt8] {
      align()
      return out
    }
  }
}
