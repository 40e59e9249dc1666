import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PalettePNG

/// A small file of large dimensions (4096 × 4096 pixels of 16-bit RGB: 96 MiB of samples in a
/// file of about 1.3 MB) is read row by row: every row right, with buffers the size of a few
/// rows, not of the image.
@Suite struct PNGLargeImageTests {
  static let side = 4096
  static let hasPillow = ExternalTool.pythonImports("PIL")

  /// The columns compared on every row (all of them on the rows in ``fullRows``).
  static let columns = [0, 1, 2, 3, 1000, 2047, 4093, 4094, 4095]
  /// The rows compared in full: every filter type, and rows far down the image.
  static let fullRows: Set<Int> = [0, 1, 2, 3, 4, 5, 6, 7, 1024, 2049, 4094, 4095]

  @Test func aLargeImageDecodesRowByRowWithinAFewRowsOfMemory() throws {
    let file = LargePNG.file(width: Self.side, height: Self.side)
    #expect(file.count < 2 << 20)
    let reader = try PNGRowReader(decoding: file)
    #expect(reader.width == Self.side && reader.height == Self.side)
    var rows = 0
    var wrong: [String] = []
    var seen: [String: [UInt8]] = [:]
    let held = try reader.decoding.forEachRow { (pass, row, bytes) throws(PaletteError) in
      #expect(pass.stepX == 1 && pass.stepY == 1 && bytes.count == 6 * Self.side)
      let columns = Self.fullRows.contains(row) ? Array(0..<Self.side) : Self.columns
      for x in columns {
        for channel in 0..<3 {
          let value = LargePNG.sample(x: x, y: row, channel: channel)
          let at = 6 * x + 2 * channel
          if bytes[at] != UInt8(value >> 8) || bytes[at + 1] != UInt8(value & 0xFF),
            wrong.count < 5
          {
            wrong.append("(\(x), \(row)) channel \(channel)")
          }
        }
      }
      if row % 1021 == 0 {
        seen["\(row)"] = Self.columns.map { bytes[6 * $0] }
      }
      rows += 1
    }
    #expect(rows == Self.side)
    #expect(wrong.isEmpty, "wrong samples at \(wrong)")
    // Two rows of 24,577 bytes and the inflater's window and input buffer: under 1 MiB,
    // against 96 MiB of samples (and 64 MiB as 8-bit RGBA).
    #expect(held < 1 << 20, "\(held) bytes held")

    // Pillow reads the same file to the same pixels (keeping the high byte of each sample).
    guard Self.hasPillow else { return }
    let path = FileManager.default.temporaryDirectory.appending(
      path: "palconv-large-\(ProcessInfo.processInfo.processIdentifier).png"
    ).path
    try Data(file).write(to: URL(filePath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let rowsText = seen.keys.sorted().joined(separator: ",")
    let columnsText = Self.columns.map(String.init).joined(separator: ",")
    let output = try #require(
      try ExternalTool.python(
        "import sys; from PIL import Image; im = Image.open(sys.argv[1]); im.load(); "
          + "print(im.mode, *im.size); "
          + "[print(y, *[im.getpixel((x, y))[0] for x in (\(columnsText))]) "
          + "for y in (\(rowsText))]", [path]))
    #expect(output.code == 0, "\(output.stderr)")
    let expected =
      "RGB \(Self.side) \(Self.side)\n"
      + seen.keys.sorted().map { key in
        ([key] + seen[key, default: []].map(String.init)).joined(separator: " ") + "\n"
      }.joined()
    #expect(output.stdout == expected)
  }

  @Test func theRowsArePNGImagesPixels() throws {
    // A smaller image of the same kind, in chunks of 97 bytes: the rows handed over are the
    // whole image's rows.
    let bytes = LargePNG.file(width: 300, height: 41, chunkSize: 97)
    let image = try PNGImage(decoding: bytes)
    var streamed: [RGBA8] = []
    try PNGRowReader(decoding: bytes).forEachRow { row in
      #expect(row.x == 0 && row.step == 1 && row.y * 300 == streamed.count)
      streamed += row.pixels
    }
    #expect(streamed == image.pixels)
    for (x, y) in [(0, 0), (41, 0), (7, 3), (150, 4), (299, 5), (299, 40)] {
      #expect(image.pixels[y * 300 + x] == Self.rgba8(x: x, y: y), "(\(x), \(y))")
    }
  }

  /// The pixel as ``PNGImage`` gives it: each 16-bit channel rounded to 8 bits.
  static func rgba8(x: Int, y: Int) -> RGBA8 {
    func channel(_ index: Int) -> UInt8 {
      UInt8((UInt32(LargePNG.sample(x: x, y: y, channel: index)) * 255 + 32767) / 65535)
    }
    return RGBA8(red: channel(0), green: channel(1), blue: channel(2))
  }

  @Test func anImageWiderThanTheLimitIsRefusedBeforeDecoding() throws {
    typealias File = PNGTestFile
    let widest = File.file(
      File.header(width: 1 << 20, height: 1, depth: 8, colorType: 0),
      raw: [0] + [UInt8](repeating: 0x80, count: 1 << 20))
    #expect(try PNGFormat().decode(widest).palette.swatchCount == 1)
    let wider = File.file(
      File.header(width: 1 << 20 + 1, height: 1, depth: 8, colorType: 0), raw: [0])
    do {
      _ = try PNGFormat().decode(wider)
      Issue.record("an image 2^20 + 1 pixels wide was read")
    } catch {
      #expect(error.kind == .limitExceeded)
      #expect(error.location == .byte(offset: 16))
      #expect(error.message.contains("1048577 pixels wide"), "\(error.message)")
    }
  }
}
