import PaletteCore
import Testing

@testable import PalettePhotoshop

/// Reading Photoshop swatches: every colour space, both sections and their disagreements, and
/// malformed input.
@Suite struct ACODecodeTests {
  let format = ACOFormat()

  /// One entry of each value space, with values chosen so the expected model values follow
  /// from the format description by hand.
  static let everySpace: [ACOBytes.Entry] = [
    .init(space: 0, values: [0xFFFF, 0x8080, 0x0000, 0], name: "RGB"),
    .init(space: 1, values: [21845, 39321, 52428, 0], name: "HSB"),
    .init(space: 2, values: [0, 0xFFFF, 32767, 0xFFFF], name: "CMYK"),
    .init(space: 7, values: [5000, UInt16(bitPattern: -2050), 3000, 0], name: "Lab"),
    .init(space: 8, values: [2500, 0, 0, 0], name: "Gray"),
    .init(space: 9, values: [10000, 0, 5000, 2500], name: "Wide"),
  ]

  @Test func everyValueSpaceReadsInItsModel() throws {
    let decoded = try format.decode(ACOBytes.file(Self.everySpace))
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["RGB", "HSB", "CMYK", "Lab", "Gray", "Wide"])
    #expect(swatches[0].color.components == .srgb(red: 1, green: Float(0x8080) / 65535, blue: 0))
    // 21845 / 65535 = 1/3 of the circle; 39321 and 52428 are 0.6 and 0.8 of 65535.
    #expect(swatches[1].color.components == .hsb(hue: 120, saturation: 0.6, brightness: 0.8))
    // 0 is full ink, 65535 none; 32767 leaves 32768 of 65535.
    #expect(
      swatches[2].color.components
        == .cmyk(cyan: 1, magenta: 0, yellow: Float(Double(32768) / 65535), black: 0))
    #expect(swatches[3].color.components == .lab(l: 50, a: -20.5, b: 30))
    // Gray is ink by default: 25 % black is 75 % lightness.
    #expect(swatches[4].color.components == .gray(0.75))
    // Wide CMYK: 10000, 0, 5000 and 2500 of 10000 land on 65535, 0, 32768 and 16384 of 65535.
    #expect(
      swatches[5].color.components
        == .cmyk(
          cyan: 1, magenta: 0, yellow: Float(Double(32768) / 65535),
          black: Float(Double(16384) / 65535)))
    // The swatches come from the version 2 section, after the 64 bytes of version 1 and its
    // own 4-byte header; "RGB" takes 10 + 4 + 4 × 2 bytes.
    #expect(swatches[0].location == .byte(offset: 68))
    #expect(swatches[1].location == .byte(offset: 68 + 22))
  }

  @Test func grayCanBeReadAsLightness() throws {
    let bytes = ACOBytes.file([.init(space: 8, values: [2500, 0, 0, 0], name: "G")])
    let palette = try ACOFormat(gray: .lightness).decode(bytes).palette
    #expect(palette.allSwatches[0].color.components == .gray(0.25))
    let again = try ACOFormat(gray: .lightness).encode(palette)
    #expect(again == bytes)
  }

  @Test func versionOneAloneIsUnnamedWithANote() throws {
    let decoded = try format.decode(ACOBytes.section(1, Self.everySpace))
    #expect(decoded.palette.allSwatches.count == 6)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.name == nil })
    #expect(decoded.warnings.map(\.code) == ["aco.version-1-only"])
    #expect(decoded.warnings[0].severity == .note)
  }

  @Test func versionTwoAloneIsReadWithANote() throws {
    let decoded = try format.decode(ACOBytes.section(2, Self.everySpace))
    #expect(decoded.palette.allSwatches.map(\.name) == Self.everySpace.map(\.name))
    #expect(decoded.warnings.map(\.code) == ["aco.version-2-only"])
  }

  @Test func namesWithoutTheirNULAreRead() throws {
    var entries = Self.everySpace
    for index in entries.indices { entries[index].countsNUL = false }
    let decoded = try format.decode(ACOBytes.file(entries))
    #expect(decoded.palette.allSwatches.map(\.name) == Self.everySpace.map(\.name))
  }

  @Test func countsThatDisagreePreferVersionTwo() throws {
    let bytes =
      ACOBytes.section(1, Self.everySpace) + ACOBytes.section(2, Array(Self.everySpace.prefix(4)))
    let decoded = try format.decode(bytes)
    #expect(decoded.palette.allSwatches.map(\.name) == ["RGB", "HSB", "CMYK", "Lab"])
    #expect(decoded.warnings.map(\.code) == ["aco.count-mismatch"])
    #expect(decoded.warnings[0].location == .byte(offset: 64 + 2))
    #expect(
      decoded.warnings[0].message
        == "the version 1 section has 6 swatches and the version 2 section 4; the version 2 "
        + "section is read")
  }

  @Test func aVersionTwoSectionCutShortIsCompletedFromVersionOne() throws {
    let full = ACOBytes.file(Self.everySpace)
    let v1 = ACOBytes.section(1, Self.everySpace).count
    // Cut inside the third named entry: two names survive.
    let secondEntries = ACOBytes.section(2, Array(Self.everySpace.prefix(2))).count
    let cut = Array(full.prefix(v1 + secondEntries + 5))
    let decoded = try format.decode(cut)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 6)
    #expect(swatches.map(\.name) == ["RGB", "HSB", nil, nil, nil, nil])
    #expect(swatches.map(\.color) == (try format.decode(full)).palette.allSwatches.map(\.color))
    #expect(decoded.warnings.map(\.code) == ["aco.version-2-truncated"])
    // The file ends inside the third entry's second value.
    #expect(decoded.warnings[0].location == .byte(offset: v1 + secondEntries + 4))
  }

  @Test func everyTruncationIsAnErrorOrAWarningNeverACrash() {
    let full = ACOBytes.file(Self.everySpace)
    let v1 = ACOBytes.section(1, Self.everySpace).count
    for length in 0..<full.count {
      let prefix = Array(full.prefix(length))
      do {
        let decoded = try format.decode(prefix)
        // Only a complete version 1 section, with or without part of version 2, reads.
        #expect(length >= v1, "\(length)")
        #expect(decoded.palette.allSwatches.count == 6, "\(length)")
        #expect(!decoded.warnings.isEmpty, "\(length)")
      } catch {
        #expect(length < v1, "\(length): \(error)")
        if length >= 2 {
          #expect(error.kind == .unexpectedEndOfInput, "\(length): \(error)")
        }
        if case .byte(let offset)? = error.location {
          #expect(offset <= length, "\(length): \(error)")
        } else {
          Issue.record("no byte offset at \(length)")
        }
      }
    }
  }

  @Test func aHugeCountIsAnErrorWithoutAllocating() throws {
    let bytes: [UInt8] = [0, 1, 0xFF, 0xFF, 0, 0, 0, 0]
    let error = try #require(throws: PaletteError.self) { try format.decode(bytes) }
    #expect(error.kind == .unexpectedEndOfInput)
    #expect(error.location == .byte(offset: 2))
    #expect(
      error.message
        == "the version 1 section declares 65535 swatches (655350 bytes) but only 4 bytes "
        + "follow the count")
  }

  @Test func aHugeNameLengthIsAnError() throws {
    var bytes = ACOBytes.section(1, [Self.everySpace[0]]) + ACOBytes.section(2, [])
    bytes[bytes.count - 1] = 1  // version 2 declares one swatch
    bytes += [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] + [0xFF, 0xFF, 0xFF, 0xFF]
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.map(\.code) == ["aco.version-2-truncated"])
    #expect(decoded.warnings[0].message.contains("the name of swatch 1"))
  }

  @Test func wrongVersionIsNotAco() throws {
    let error = try #require(throws: PaletteError.self) {
      try format.decode(Array("GIMP Palette\n".utf8))
    }
    #expect(error.kind == .invalidSignature)
    #expect(error.location == .byte(offset: 0))
  }

  @Test func anUnpairedSurrogateIsAnEncodingError() throws {
    var entry = Self.everySpace[0]
    entry.name = "ab"
    var bytes = ACOBytes.section(2, [entry])
    // The first unit of the name, after version, count, the 10-byte entry and the length.
    let unit = 4 + 10 + 4
    bytes[unit] = 0xD8
    bytes[unit + 1] = 0x00
    let error = try #require(throws: PaletteError.self) { try format.decode(bytes) }
    #expect(error.kind == .invalidEncoding)
    #expect(error.location == .byte(offset: unit))
  }

  @Test func catalogColoursKeepTheirNamesAsSpotPlaceholders() throws {
    let entries: [ACOBytes.Entry] = [
      .init(space: 3, values: [12, 34, 0, 0], name: "PANTONE 123 C"),
      .init(space: 0, values: [0, 0, 0, 0], name: "Black"),
      .init(space: 10, values: [1, 0, 0, 0], name: "HKS 5 K"),
    ]
    let decoded = try format.decode(ACOBytes.file(entries))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["PANTONE 123 C", "Black", "HKS 5 K"])
    #expect(swatches.map(\.kind) == [.spot, .process, .spot])
    #expect(swatches[0].color == PaletteColor(.gray(0.5)))
    #expect(decoded.warnings.map(\.code) == ["aco.catalog-color"])
    #expect(
      decoded.warnings[0].message
        == "2 swatches refer to a colour book (HKS, Pantone) and store no colour values a "
        + "program can use; kept by name as spot colours with a 50 % grey placeholder: "
        + "PANTONE 123 C, HKS 5 K")
  }

  @Test func bytesAfterTheSwatchesAreReported() throws {
    let bytes = ACOBytes.file(Self.everySpace) + [1, 2, 3]
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.map(\.code) == ["aco.trailing-bytes"])
    #expect(decoded.warnings[0].location == .byte(offset: bytes.count - 3))
  }

  @Test func sniffing() {
    #expect(format.sniff(ACOBytes.file(Self.everySpace)[...]) == .weak)
    #expect(format.sniff(ACOBytes.section(2, Self.everySpace)[...]) == .weak)
    #expect(format.sniff(Array("GIMP Palette".utf8)[...]) == .none)
    #expect(format.sniff([0, 1, 0, 1, 0, 99][...]) == .none)
  }
}
