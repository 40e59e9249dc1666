import Foundation
import PaletteCore
import PalettePixelArt
import TestSupport
import Testing

@Suite struct AsepriteTests {
  let format = AsepriteFormat()

  @Test func readsARealSpriteSavedByAseprite() throws {
    let bytes = Fixtures.bytes("aseprite/real/Catppuccin.aseprite")
    #expect(format.sniff(bytes[...]) == .strong)
    let decoded = try format.decode(bytes)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 22)
    #expect(swatches[0].color == .srgb8(0x16, 0x13, 0x20))
    #expect(swatches[9].color == .srgb8(0xC9, 0xCB, 0xFF))
    #expect(swatches[21].color == .srgb8(0x89, 0xDC, 0xEB))
    #expect(swatches.allSatisfy { $0.name == nil })
    #expect(swatches[0].location == .byte(offset: 0xC0))
    #expect(decoded.warnings.isEmpty)
  }

  @Test func readsNamesAndAlphaFromThePaletteChunk() throws {
    let bytes = AsepriteSprites.sprite([
      AsepriteSprites.paletteChunk(
        size: 3,
        [("Ink", [1, 2, 3, 255]), (nil, [10, 20, 30, 128]), ("Ünï", [255, 255, 255, 0])])
    ])
    let swatches = try format.decode(bytes).palette.allSwatches
    #expect(swatches.map(\.name) == ["Ink", nil, "Ünï"])
    #expect(
      swatches.map(\.color) == [
        .srgb8(1, 2, 3), .srgb8(10, 20, 30, alpha: 128), .srgb8(255, 255, 255, alpha: 0),
      ])
  }

  @Test func thePaletteChunkWinsOverTheOldOnes() throws {
    let bytes = AsepriteSprites.sprite([
      AsepriteSprites.oldPaletteChunk(0x0004, [(0, [[9, 9, 9]])]),
      AsepriteSprites.paletteChunk(size: 1, [("New", [1, 2, 3, 255])]),
    ])
    let swatches = try format.decode(bytes).palette.allSwatches
    #expect(swatches.map(\.color) == [.srgb8(1, 2, 3)])
  }

  @Test func readsTheOldChunksWithSkipsAndSixBitValues() throws {
    let eight = AsepriteSprites.sprite([
      AsepriteSprites.oldPaletteChunk(0x0004, [(0, [[255, 0, 0]]), (1, [[0, 0, 255]])])
    ])
    let decoded = try format.decode(eight)
    #expect(
      decoded.palette.allSwatches.map(\.color) == [
        .srgb8(255, 0, 0), .srgb8(0, 0, 0), .srgb8(0, 0, 255),
      ])
    #expect(decoded.warnings.map(\.code) == ["aseprite.unset-entries"])

    let six = AsepriteSprites.sprite([
      AsepriteSprites.oldPaletteChunk(0x0011, [(0, [[63, 32, 0], [1, 62, 16]])])
    ])
    #expect(
      try format.decode(six).palette.allSwatches.map(\.color) == [
        .srgb8(255, 130, 0), .srgb8(4, 251, 65),
      ])
  }

  @Test func anOldChunkOf256ColoursIsCountedAsZero() throws {
    let colours = (0..<256).map { [UInt8($0), 0, 0] }
    let bytes = AsepriteSprites.sprite([AsepriteSprites.oldPaletteChunk(0x0004, [(0, colours)])])
    let swatches = try format.decode(bytes).palette.allSwatches
    #expect(swatches.count == 256)
    #expect(swatches[255].color == .srgb8(255, 0, 0))
  }

  @Test func aSpriteWithoutAPaletteReadsEmptyWithAWarning() throws {
    let decoded = try format.decode(AsepriteSprites.sprite([], depth: 32))
    #expect(decoded.palette.allSwatches.isEmpty)
    #expect(decoded.warnings.map(\.code) == ["aseprite.no-palette"])
  }

  @Test func roundTripsNamesColoursAndAlpha() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Night", color: .srgb8(0x1A, 0x1C, 0x2C)),
      Swatch(name: nil, color: .srgb8(0xFF, 0xCD, 0x75, alpha: 0x80)),
      Swatch(name: "日本", color: .srgb8(0, 0, 0, alpha: 0)),
    ])
    let bytes = try format.encode(palette)
    #expect(try format.decode(bytes).palette == palette)
    #expect(try format.decode(bytes).warnings.isEmpty)
  }

  @Test func writesTheGolden() throws {
    let encoded = try format.encodeReportingLosses(GoldenPalette.palette)
    Golden.check(encoded.bytes, against: "aseprite/golden/golden.aseprite")
    #expect(
      Set(encoded.losses.map(\.code)) == [
        "loss.groups", "loss.model", "loss.kind", "loss.palette-name", "loss.description",
      ])
  }

  @Test func refusesWhatASpriteCannotHold() {
    #expect(throws: PaletteError.self) { try format.encode(Palette(swatches: [])) }
    let many = Palette(swatches: (0..<257).map { _ in Swatch(color: .srgb8(0, 0, 0)) })
    #expect(throws: PaletteError.self) { try format.encode(many) }
  }

  @Test(.enabled(if: ExternalTool.path("python3") != nil, "needs python3"))
  func anIndependentReaderReadsTheWrittenSprite() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Night", color: .srgb8(0x1A, 0x1C, 0x2C)),
      Swatch(name: nil, color: .srgb8(0xFF, 0xCD, 0x75, alpha: 0x80)),
    ])
    let url = FileManager.default.temporaryDirectory.appending(
      path: "aseprite-oracle-\(ProcessInfo.processInfo.processIdentifier).aseprite")
    try Data(try format.encode(palette)).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let script = Fixtures.packageRoot.appending(path: "Tests/Oracle/aseprite/read_aseprite.py")
    let result = try #require(try ExternalTool.run("python3", [script.path, url.path]))
    #expect(result.code == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
    #expect(json["frames"] as? Int == 1)
    #expect(json["depth"] as? Int == 8)
    #expect(json["size_ok"] as? Bool == true)
    #expect(json["chunks"] as? [String] == ["0x2007", "0x2019", "0x2004", "0x2005"])
    #expect(json["layers"] as? [String] == ["Background"])
    let entries = try #require(json["palette"] as? [[Any]])
    #expect(entries.count == 2)
    #expect(entries[0][0] as? String == "Night")
    #expect(entries[0][1] as? [Int] == [0x1A, 0x1C, 0x2C, 255])
    #expect(entries[1][0] is NSNull)
    #expect(entries[1][1] as? [Int] == [0xFF, 0xCD, 0x75, 0x80])
  }

  @Test func everyPrefixFailsWithAPosition() {
    EveryPrefix.check(Fixtures.bytes("aseprite/real/Catppuccin.aseprite"), with: format)
    EveryPrefix.check(try! format.encode(GoldenPalette.palette), with: format)
  }

  @Test func badInputIsRefusedWithAnOffset() throws {
    let good = AsepriteSprites.sprite([
      AsepriteSprites.paletteChunk(size: 1, [("A", [1, 2, 3, 255])])
    ])
    var wrongMagic = good
    wrongMagic[4] = 0x41
    try expectError(wrongMagic, .invalidSignature, at: 4)

    var wrongFrame = good
    wrongFrame[132] = 0
    try expectError(wrongFrame, .invalidSignature, at: 132)

    var depth = good
    depth[12] = 24
    try expectError(depth, .invalidValue, at: 12)

    // A palette size beyond the cap, before anything is allocated.
    let huge = AsepriteSprites.sprite([
      AsepriteSprites.chunk(
        0x2019,
        AsepriteSprites.le32(0xFFFF_FFFF) + AsepriteSprites.le32(0)
          + AsepriteSprites.le32(0xFFFF_FFFE) + [UInt8](repeating: 0, count: 8))
    ])
    try expectError(huge, .limitExceeded, at: 150)

    // A range the chunk's bytes cannot hold.
    let range = AsepriteSprites.sprite([
      AsepriteSprites.chunk(
        0x2019,
        AsepriteSprites.le32(60_000) + AsepriteSprites.le32(0)
          + AsepriteSprites.le32(59_999) + [UInt8](repeating: 0, count: 8))
    ])
    try expectError(range, .unexpectedEndOfInput, at: 170)

    // A chunk whose size runs past its frame.
    var chunkSize = good
    chunkSize[144] = 0xFF
    try expectError(chunkSize, .invalidValue, at: 144)

    // More chunks declared than the frame holds.
    var count = good
    count[140] = 9
    try expectError(count, .unexpectedEndOfInput, at: good.count)

    // A name that is not UTF-8.
    var name = good
    name[name.count - 1] = 0xFF
    try expectError(name, .invalidEncoding, at: name.count - 1)

    // A 6-bit component above 63.
    let six = AsepriteSprites.sprite([
      AsepriteSprites.oldPaletteChunk(0x0011, [(0, [[64, 0, 0]])])
    ])
    try expectError(six, .invalidValue, at: 154)

    // An old packet past entry 255.
    let past = AsepriteSprites.sprite([
      AsepriteSprites.oldPaletteChunk(0x0004, [(255, [[1, 1, 1], [2, 2, 2]])])
    ])
    try expectError(past, .invalidValue, at: 152)

    try expectError(Array(good.prefix(100)), .unexpectedEndOfInput, at: 0)
  }

  @Test func aMebibyteOfChunksDecodesQuickly() throws {
    // 100,000 small unknown chunks in the first frame: linear work.
    let filler = [UInt8](repeating: 0, count: 4)
    let chunks = [[UInt8]](repeating: AsepriteSprites.chunk(0x7777, filler), count: 100_000)
    let bytes = AsepriteSprites.sprite(
      chunks + [AsepriteSprites.paletteChunk(size: 1, [(nil, [1, 2, 3, 255])])])
    let start = ContinuousClock.now
    #expect(try format.decode(bytes).palette.allSwatches.count == 1)
    #expect(ContinuousClock.now - start < .seconds(2))
  }

  private func expectError(
    _ bytes: [UInt8], _ kind: PaletteError.Kind, at offset: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    do {
      _ = try format.decode(bytes)
      Issue.record("decoded", sourceLocation: sourceLocation)
    } catch {
      #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
      #expect(error.location == .byte(offset: offset), "\(error)", sourceLocation: sourceLocation)
    }
  }
}
