import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PalettePNG

@Suite struct PNGWriterTests {
  static let five = Palette(swatches: [
    Swatch(name: "Red", color: .srgb8(255, 0, 0)),
    Swatch(color: .srgb8(0, 128, 255, alpha: 128)),
    Swatch(color: .srgb8(18, 52, 86)),
    Swatch(color: .srgb8(1, 2, 3, alpha: 0)),
    Swatch(color: .srgb8(250, 250, 250)),
  ])

  /// The IHDR fields: width, height, bit depth, colour type, interlace.
  static func header(_ bytes: [UInt8]) -> [Int] {
    func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return [u32(16), u32(20), Int(bytes[24]), Int(bytes[25]), Int(bytes[28])]
  }

  /// The chunk types in order.
  static func chunkTypes(_ bytes: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  @Test func goldenStrip() throws {
    let bytes = try PNGFormat().encode(Self.five)
    Golden.check(bytes, against: "png/golden/five-strip.png")
    #expect(Self.header(bytes) == [5, 1, 4, 3, 0])
    #expect(Self.chunkTypes(bytes) == ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
  }

  @Test func goldenGrid() throws {
    let format = try PNGFormat()
      .configured(with: PNGFormat.swatchSizeOption.setting("4"))
      .configured(with: PNGFormat.columnsOption.setting("2"))
    let bytes = try format.encode(Self.five)
    Golden.check(bytes, against: "png/golden/five-grid-4px-2-columns.png")
    #expect(Self.header(bytes) == [8, 12, 4, 3, 0])
  }

  @Test func roundTripsColoursAndAlphaExactly() throws {
    let decoded = try PNGFormat().decode(try PNGFormat().encode(Self.five))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.allSwatches.map(\.color) == Self.five.allSwatches.map(\.color))
  }

  @Test func gridCellsHoldTheirSwatch() throws {
    let bytes = try PNGFormat(swatchSize: 3, columns: 2).encode(Self.five)
    let image = try PNGImage(decoding: bytes)
    #expect(image.width == 6 && image.height == 9)
    let colors = Self.five.allSwatches.map(\.color.rgba8)
    for y in 0..<9 {
      for x in 0..<6 {
        // The last row's empty cell repeats the last swatch.
        let index = min((y / 3) * 2 + x / 3, 4)
        #expect(image.pixels[y * 6 + x] == colors[index], "(\(x), \(y))")
      }
    }
  }

  @Test func usesThePaletteColumnsByDefault() throws {
    var palette = Self.five
    palette.columns = 3
    #expect(Self.header(try PNGFormat().encode(palette))[0...1] == [3, 2])
    #expect(Self.header(try PNGFormat(columns: 5).encode(palette))[0...1] == [5, 1])
  }

  @Test(arguments: [(1, 1), (2, 1), (3, 2), (4, 2), (5, 4), (16, 4), (17, 8), (256, 8)])
  func choosesTheSmallestDepth(count: Int, depth: Int) throws {
    let palette = Palette(
      swatches: (0..<count).map { Swatch(color: .srgb8(UInt8($0), UInt8(255 - $0), 7)) })
    let bytes = try PNGFormat().encode(palette)
    #expect(Self.header(bytes)[2] == depth)
    #expect(!Self.chunkTypes(bytes).contains("tRNS"))
    let decoded = try PNGFormat().decode(bytes)
    #expect(decoded.palette.allSwatches.map(\.color) == palette.allSwatches.map(\.color))
  }

  @Test func trimsTransparencyAfterTheLastTranslucentEntry() throws {
    let palette = Palette(swatches: [
      Swatch(color: .srgb8(1, 1, 1, alpha: 10)), Swatch(color: .srgb8(2, 2, 2)),
      Swatch(color: .srgb8(3, 3, 3)),
    ])
    let bytes = try PNGFormat().encode(palette)
    // IHDR at 8 (25 bytes), PLTE at 33 (12 + 9 bytes), tRNS at 54 with one entry.
    #expect(Array(bytes[54..<63]) == [0, 0, 0, 1] + Array("tRNS".utf8) + [10])
  }

  @Test func refusesWhatItCannotHold() {
    #expect(throws: PaletteError.self) { try PNGFormat().encode(Palette()) }
    let big = Palette(swatches: (0..<257).map { _ in Swatch(color: .srgb8(0, 0, 0)) })
    #expect {
      try PNGFormat().encode(big)
    } throws: { error in
      (error as? PaletteError)?.kind == .unrepresentable
        && (error as? PaletteError)?.message
          == "an indexed PNG holds at most 256 colours; this palette has 257"
    }
  }

  @Test func isDeterministic() throws {
    #expect(try PNGFormat().encode(Self.five) == PNGFormat().encode(Self.five))
  }

  @Test func declaresWhatItLoses() {
    let capabilities = PNGFormat().capabilities
    #expect(!capabilities.swatchNames && !capabilities.paletteName && !capabilities.groups)
    #expect(capabilities.alpha)
    #expect(capabilities.maxSwatches == 256)
  }

  // MARK: - Pillow as the oracle

  static func hex(_ pixel: RGBA8) -> String {
    String(pixel.hexString(includeAlpha: true).dropFirst()).lowercased()
  }

  static let hasPillow = ExternalTool.pythonImports("PIL")

  /// Pillow's reading of a file: its size, then every pixel as RGBA, one line each.
  static func pillowPixels(_ bytes: [UInt8]) throws -> [String] {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "palconv-png-oracle-\(UUID().uuidString).png")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let program =
      "import sys; from PIL import Image; im = Image.open(sys.argv[1]); im.load(); "
      + "print(im.mode, im.size[0], im.size[1]); rgba = im.convert('RGBA'); "
      + "[print('%02x%02x%02x%02x' % rgba.getpixel((x, y))) for y in range(im.size[1]) "
      + "for x in range(im.size[0])]"
    let text = String(
      decoding: try ExternalTool.pythonOutput(program, [url.path]), as: UTF8.self)
    return text.split(separator: "\n").map(String.init)
  }

  @Test(.enabled(if: hasPillow, "needs Python's Pillow (pip install pillow)"))
  func pillowReadsTheSameColours() throws {
    var swatches: [Swatch] = []
    for i in 0..<40 {
      let alpha: UInt8 = i % 7 == 0 ? UInt8(i * 3) : 255
      swatches.append(
        Swatch(color: .srgb8(UInt8(i * 6), UInt8(255 - i * 5), UInt8((i * 37) % 256), alpha: alpha))
      )
    }
    let palette = Palette(swatches: swatches)
    for format in [PNGFormat(), PNGFormat(swatchSize: 5, columns: 8), PNGFormat(columns: 3)] {
      let bytes = try format.encode(palette)
      let lines = try Self.pillowPixels(bytes)
      let image = try PNGImage(decoding: bytes)
      #expect(lines.first == "P \(image.width) \(image.height)")
      let ours: [String] = image.pixels.map(Self.hex)
      #expect(Array(lines.dropFirst()) == ours)
      // Every swatch appears in Pillow's pixels, in cell order.
      var cells: [String] = []
      for y in stride(from: 0, to: image.height, by: format.swatchSize) {
        for x in stride(from: 0, to: image.width, by: format.swatchSize) {
          cells.append(lines[1 + y * image.width + x])
        }
      }
      #expect(Array(cells.prefix(40)) == PNGTestFile.hex(palette))
    }
  }

  @Test(.enabled(if: hasPillow, "needs Python's Pillow (pip install pillow)"))
  func pillowReadsTinyPalettesAtLowDepths() throws {
    for count in [1, 2, 3, 4, 9] {
      let palette = Palette(
        swatches: (0..<count).map { Swatch(color: .srgb8(UInt8($0 * 20), 3, 250)) })
      let bytes = try PNGFormat().encode(palette)
      #expect(Array(try Self.pillowPixels(bytes).dropFirst()) == PNGTestFile.hex(palette))
    }
  }
}
