import PaletteCore
import TestSupport
import Testing

@testable import PaletteAffinity

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What palconv writes: real files reproduced byte for byte, golden files, round trips and the
/// independent Python reader's view of the output.
@Suite struct AffinityPaletteWritingTests {
  /// The byte ranges of the two time stamps (header and entry table), which palconv writes as a
  /// fixed value.
  static func timestampRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    let footer = Int(ByteOrder.little.u64(bytes, at: 16))
    return [48..<52, footer + 12..<footer + 16]
  }

  static func differingOffsets(_ lhs: [UInt8], _ rhs: [UInt8]) -> [Int] {
    zip(lhs, rhs).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
  }

  /// A NaN or infinite component is refused, as the reader would refuse the file it made
  /// (a fuzzing finding: the writer wrote the NaN).
  @Test func aNonFiniteComponentIsRefused() {
    for value in [Float.nan, .infinity] {
      let palette = Palette(swatches: [
        Swatch(name: "Odd", color: PaletteColor(.srgb(red: 0.2, green: value, blue: 0.4)))
      ])
      #expect {
        try AffinityPaletteFormat().encode(palette)
      } throws: { error in
        let error = error as? PaletteError
        return error?.kind == .unrepresentable
          && error?.message == "the swatch 'Odd' has a value that is NaN or infinite"
      }
    }
  }

  /// HSB colours whose HSL is hard to get back exactly: a negative hue and minus zero, a
  /// saturation out of range, a denormal brightness, and near-white colours whose HSL saturation
  /// many HSB saturations round to (fuzzing findings: the second write differed in a last bit).
  /// What palconv writes reads back as a colour that writes the same bytes again.
  @Test func hardHSBColoursWriteTheSameBytesTwice() throws {
    let colours: [(Float, Float, Float)] = [
      (-0.85298586, 0.5567867, Float(bitPattern: 0x0075_2425)),
      (-4.0785704e-05, 0.88422287, 1.0000001),
      (-0.0, 0.29609036, 0.7088938),
      (-1.4058349, -623166.94, 1.7257657),
      (0.40648693, 1.3542509e-08, 0.99999994),
      (199.50049, 2.270111e-11, 0.99999994),
      (0.99497277, 8.226365e-08, 0.99999994),
      (649.37134, 6.988684e-10, 0.99999994),
      (-104.6051, 0.000105950465, 0.96712774),
      (359.99997, 0.5, 0.5),
    ]
    let palette = Palette(
      swatches: colours.enumerated().map { index, hsb in
        Swatch(
          name: "Colour \(index)",
          color: PaletteColor(.hsb(hue: hsb.0, saturation: hsb.1, brightness: hsb.2)))
      })
    let format = AffinityPaletteFormat()
    let first = try format.encode(palette)
    let second = try format.encode(format.decode(first).palette)
    #expect(first == second)
    // The hue is written from its Float in 0..<360: -0.0 and 359.99997 as turns below one.
    let hues = try format.decode(first).palette.allSwatches.map { swatch in
      guard case .hsb(let hue, _, _) = swatch.color.components else { return Float.nan }
      return hue
    }
    #expect(hues.allSatisfy { $0 >= 0 && $0 < 360 })
  }

  /// Files Affinity 2 wrote with the same header constants palconv writes (protocol 4, root
  /// number 26, entry table `#FT4`): re-encoding the palette read from them gives the same
  /// bytes, except the time stamps.
  @Test(arguments: ["Flexoki Dark.afpalette", "Flexoki Light.afpalette"])
  func reencodingARealFileGivesItsBytes(_ name: String) throws {
    let original = Fixtures.bytes("afpalette/real/\(name)")
    let decoded = try AffinityPaletteFormat().decode(original)
    let written = try AffinityPaletteFormat().encode(decoded.palette)
    #expect(written.count == original.count)
    let stamps = Self.timestampRanges(original)
    let differing = Self.differingOffsets(written, original)
    #expect(differing.allSatisfy { offset in stamps.contains { $0.contains(offset) } })
  }

  /// The same for the corpus's `basicrgb.afpalette`.
  @Test(.enabled(if: Fixtures.hasCorpus))
  func reencodingTheCorpusFileGivesItsBytes() throws {
    guard
      let entry = Corpus.entries(in: "other/afpalette").first(where: {
        $0.path.hasSuffix("basicrgb.afpalette")
      })
    else { return }
    let decoded = try AffinityPaletteFormat().decode(entry.bytes)
    let written = try AffinityPaletteFormat().encode(decoded.palette)
    let stamps = Self.timestampRanges(entry.bytes)
    #expect(written.count == entry.bytes.count)
    #expect(
      Self.differingOffsets(written, entry.bytes).allSatisfy { offset in
        stamps.contains { $0.contains(offset) }
      })
  }

  /// Flexoki's full palette has two HSL colours, which palconv holds as HSB: written back they
  /// differ from the file in the last bits of their floats, and so do the checksums. Nothing
  /// else differs.
  @Test func reencodingHSLDiffersOnlyInThoseFloatsAndTheChecksums() throws {
    let original = Fixtures.bytes("afpalette/real/Flexoki.afpalette")
    let decoded = try AffinityPaletteFormat().decode(original)
    let written = try AffinityPaletteFormat().encode(decoded.palette)
    #expect(written.count == original.count)
    let footer = Int(ByteOrder.little.u64(original, at: 16))
    var allowed = Self.timestampRanges(original)
    allowed += [footer + 88..<footer + 92, footer + 97..<footer + 101]
    for swatch in decoded.palette.allSwatches where swatch.color.model == .hsb {
      guard case .byte(let offset)? = swatch.location else { continue }
      // The fill's colour value: the 16 bytes after the first "_col" key of the fill.
      let key: [UInt8] = Array("loc_".utf8)
      var start = offset
      while !original[start..<start + 4].elementsEqual(key) { start += 1 }
      allowed.append(start + 4..<start + 4 + 16)
    }
    let differing = Self.differingOffsets(written, original)
    #expect(!differing.isEmpty)
    #expect(differing.allSatisfy { offset in allowed.contains { $0.contains(offset) } })
  }

  @Test(arguments: AffinityPaletteReadingTests.realFiles)
  func realFilesRoundTrip(_ name: String) throws {
    let decoded = try AffinityPaletteFormat().decode(Fixtures.bytes("afpalette/real/\(name)"))
    let again = try AffinityPaletteFormat().decode(
      try AffinityPaletteFormat().encode(decoded.palette))
    #expect(again.warnings.isEmpty)
    #expect(again.palette.name == decoded.palette.name)
    let before = decoded.palette.allSwatches
    let after = again.palette.allSwatches
    #expect(after.map(\.name) == before.map(\.name))
    for (a, b) in zip(after, before) where b.color.model == .srgb {
      #expect(a.color == b.color)
    }
    for (a, b) in zip(after, before) where b.color.model == .hsb {
      #expect(a.color.rgba8 == b.color.rgba8)
    }
  }

  @Test func goldenFile() throws {
    let bytes = try AffinityPaletteFormat().encode(GoldenPalette.palette)
    Golden.check(bytes, against: "afpalette/golden/golden.afpalette")
  }

  @Test func theLossReportNamesWhatAffinityCannotHold() {
    let losses = AffinityPaletteFormat().losses(writing: GoldenPalette.palette)
    let codes = Set(losses.map(\.code))
    #expect(codes.contains("loss.groups"))
    #expect(codes.contains("loss.description"))
    #expect(codes.contains("loss.model"))
    #expect(!codes.contains("loss.alpha"))
    #expect(!codes.contains("loss.names"))
  }

  @Test func sRGBAlphaAndNamesRoundTripExactly() throws {
    let palette = Palette(
      name: "Harbour",
      swatches: [
        Swatch(name: "Deep", color: .srgb(0.05, 0.23, 0.4)),
        Swatch(name: "Foam", color: .srgb(0.87, 0.92, 0.93, alpha: 0.25)),
        Swatch(name: "Deep again", color: .srgb(0.05, 0.23, 0.4)),
        Swatch(name: "Ünïcødé ✓", color: .srgb(1, 0, 0)),
        Swatch(color: .srgb(0, 0, 0)),
      ])
    let bytes = try AffinityPaletteFormat().encode(palette)
    let decoded = try AffinityPaletteFormat().decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == "Harbour")
    #expect(decoded.palette.allSwatches.map(\.name) == palette.allSwatches.map(\.name))
    #expect(decoded.palette.allSwatches.map(\.color) == palette.allSwatches.map(\.color))
    // The repeated colour is a back reference ("02" and the first fill's id 0), as Affinity
    // writes one.
    let backReference: [UInt8] = [2, 0, 0, 0, 0]
    #expect(
      (0..<bytes.count - 5).contains { bytes[$0..<$0 + 5].elementsEqual(backReference) })
  }

  /// The writer's output as the independent Python reader sees it: the container's sizes and
  /// both checksums right, the names and values as written.
  @Test(.enabled(if: ExternalTool.path("python3") != nil, "needs python3"))
  func theIndependentReaderReadsTheOutput() throws {
    let bytes = try AffinityPaletteFormat().encode(GoldenPalette.palette)
    let url = FileManager.default.temporaryDirectory.appending(
      path: "afpalette-oracle-\(ProcessInfo.processInfo.processIdentifier).afpalette")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let script = Fixtures.packageRoot.appending(path: "Tests/Oracle/afpalette/read_afpalette.py")
    let result = try #require(try ExternalTool.run("python3", [script.path, url.path]))
    #expect(result.code == 0, "\(result.stderr)")
    struct Reading: Decodable {
      var name: String?
      var swatches: [[Value]]
      var version: Int
      var table: String
      var crcOK: Bool
      var sizesOK: Bool
      enum CodingKeys: String, CodingKey {
        case name, swatches, version, table
        case crcOK = "crc_ok"
        case sizesOK = "sizes_ok"
      }
    }
    enum Value: Decodable {
      case text(String?)
      case number(Double)
      case numbers([Double])
      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
          self = .text(nil)
        } else if let number = try? container.decode(Double.self) {
          self = .number(number)
        } else if let numbers = try? container.decode([Double].self) {
          self = .numbers(numbers)
        } else {
          self = .text(try container.decode(String.self))
        }
      }
    }
    let reading = try JSONDecoder().decode(Reading.self, from: Data(result.output))
    #expect(reading.name == "Brand Book")
    #expect(reading.version == 11)
    #expect(reading.table == "#FT4")
    #expect(reading.crcOK)
    #expect(reading.sizesOK)
    let swatches = GoldenPalette.palette.allSwatches
    #expect(reading.swatches.count == swatches.count)
    for (row, swatch) in zip(reading.swatches, swatches) {
      guard case .text(let name) = row[0], case .text(let model?) = row[1],
        case .numbers(let values) = row[2], case .number(let alpha) = row[3]
      else {
        Issue.record("unexpected row \(row)")
        continue
      }
      #expect(name == swatch.name)
      #expect(model == "srgb")
      let expected =
        swatch.color.model == .srgb ? swatch.color.srgbValues : swatch.color.srgbInGamut
      #expect(abs(values[0] - expected.x) < 1e-6)
      #expect(abs(values[1] - expected.y) < 1e-6)
      #expect(abs(values[2] - expected.z) < 1e-6)
      #expect(abs(alpha - Double(swatch.color.alpha)) < 1e-7)
    }
  }
}
