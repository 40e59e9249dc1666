import Foundation
import TestSupport
import Testing

@testable import PaletteArchive

/// The DEFLATE writer: round trips through the inflater, Python's zlib as an independent
/// reader, golden output, and the Huffman code construction.
@Suite struct DeflateWriterTests {
  static let names = SampleData.cases.map(\.0)

  static func sample(_ name: String) -> [UInt8] { SampleData.cases.first { $0.0 == name }!.1 }

  @Test(arguments: names)
  func roundTrip(name: String) throws {
    let data = Self.sample(name)
    let compressed = Deflate.compress(data)
    let (output, consumed) = try Inflate.decompress(compressed[...], format: "test")
    #expect(output == data)
    #expect(consumed == compressed.count)
    #expect(try Zlib.decompress(Zlib.compress(data)[...], format: "test") == data)
    // Never much larger than stored blocks.
    #expect(compressed.count <= data.count + data.count / 1000 + 10)
  }

  @Test func compressesLikeZlib() {
    // Python's zlib level 1 gives 15 830 bytes for this text, level 6 11 273.
    let text = Deflate.compress(ArchiveFixtures.bytes("text.bin"))
    #expect(text.count < 15_830)
    #expect(Deflate.compress([UInt8](repeating: 0, count: 1 << 20)).count < 1100)
    // Repeats at distance 32 768 are found; one byte further they cannot be.
    let block = SampleData.random(32_768, seed: 5)
    #expect(Deflate.compress(block + block).count < 32_768 + 1000)
    let wider = SampleData.random(32_769, seed: 6)
    #expect(Deflate.compress(wider + wider).count > 65_000)
  }

  @Test func emptyInputIsOneFixedBlock() {
    #expect(Deflate.compress([]) == [0x03, 0x00])
    #expect(Zlib.compress([]) == [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
  }

  /// Golden output pins the writer's bytes (deterministic across runs and machines).
  @Test func golden() {
    Golden.check(
      Deflate.compress(ArchiveFixtures.bytes("text.bin")), against: "archive/golden/text.deflate")
    Golden.check(
      Zlib.compress(Self.sample("short repeats")), against: "archive/golden/short-repeats.zlib")
  }

  /// Python's zlib reads every stream, raw and zlib-framed.
  @Test(.enabled(if: PythonOracle.hasPython, "needs python3"))
  func pythonReadsTheOutput() throws {
    let folder = try PythonOracle.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var arguments: [String] = []
    for (index, (_, data)) in SampleData.cases.enumerated() {
      let base = folder.appending(path: "\(index)")
      try Data(data).write(to: base.appendingPathExtension("bin"))
      try Data(Deflate.compress(data)).write(to: base.appendingPathExtension("deflate"))
      try Data(Zlib.compress(data)).write(to: base.appendingPathExtension("zlib"))
      arguments.append(base.path)
    }
    let script = """
      import sys, zlib
      for base in sys.argv[1:]:
          data = open(base + '.bin', 'rb').read()
          raw = open(base + '.deflate', 'rb').read()
          d = zlib.decompressobj(-15)
          assert d.decompress(raw) == data and d.eof and not d.unused_data, base
          assert zlib.decompress(open(base + '.zlib', 'rb').read()) == data, base
      print('ok', len(sys.argv) - 1)
      """
    let (status, output) = try PythonOracle.python(script, arguments)
    #expect(status == 0, "\(output)")
    #expect(output == "ok \(SampleData.cases.count)\n")
  }

  @Test func huffmanLengthsAreLimitedAndComplete() {
    // Fibonacci frequencies give a maximally deep tree (depth n - 1 for n symbols).
    var fibonacci = [1, 1]
    while fibonacci.count < 30 {
      fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2])
    }
    for limit in [7, 15] {
      let lengths = HuffmanCodeBuilder.lengths(fibonacci, limit: limit)
      #expect(lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
      let kraft = lengths.reduce(0) { $0 + (1 << (limit - Int($1))) }
      #expect(kraft == 1 << limit)
      // More frequent symbols never get longer codes.
      for index in 1..<lengths.count { #expect(lengths[index] <= lengths[index - 1]) }
    }
    // One symbol, or none, still gives two 1-bit codes.
    #expect(HuffmanCodeBuilder.lengths([0, 0, 5], limit: 15) == [1, 0, 1])
    #expect(HuffmanCodeBuilder.lengths([0, 0, 0], limit: 15) == [1, 1, 0])
    // Canonical codes (RFC 1951 §3.2.2 example: lengths 3 3 3 3 3 2 4 4).
    let codes = HuffmanCodeBuilder.reversedCodes([3, 3, 3, 3, 3, 2, 4, 4])
    func reversed(_ code: Int, _ width: Int) -> Int {
      (0..<width).reduce(0) { $0 << 1 | (code >> $1 & 1) }
    }
    #expect(
      zip(codes, [3, 3, 3, 3, 3, 2, 4, 4]).map { reversed($0, $1) }
        == [0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111])
  }

  @Test func runLengthsOfCodeLengths() {
    let tokens = DeflateBlockWriter.runLengths(
      [8, 8, 8, 8, 8, 0, 0, 0] + [UInt8](repeating: 0, count: 150) + [3, 3])
    // 153 zeros: 138 and 15 (18 holds 11–138); a run of 2 is sent as it is.
    #expect(tokens.map(\.symbol) == [8, 16, 18, 18, 3, 3])
    #expect(tokens.map(\.extra) == [0, 1, 127, 4, 0, 0])
  }
}
