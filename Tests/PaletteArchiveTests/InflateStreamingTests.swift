import PaletteCore
import TestSupport
import Testing

@testable import PaletteArchive

/// Inflating input split into pieces, with the output handed over as it is made: the same
/// bytes, the same consumed count and the same errors at the same offsets as inflating one
/// array, whatever the split, while only a window of the output is held.
@Suite struct InflateStreamingTests {
  /// `bytes` cut into pieces of the given sizes in turn, each piece apart from the next in
  /// one buffer (with a gap byte between, so a read across a boundary would show).
  static func split(_ bytes: [UInt8], sizes: [Int]) -> SplitBytes {
    var storage: [UInt8] = [0xEE]
    var pieces: [Range<Int>] = []
    var at = 0
    var turn = 0
    while at < bytes.count {
      let size = min(sizes[turn % sizes.count], bytes.count - at)
      pieces.append(storage.count..<(storage.count + size))
      storage += bytes[at..<(at + size)]
      storage.append(0xEE)
      at += size
      turn += 1
    }
    return SplitBytes(storage, pieces: pieces)
  }

  /// The ways the input is cut: one piece, single bytes, sizes around the bit buffer's eight
  /// bytes, and sizes around a stored block.
  static let splits: [[Int]] = [[1 << 30], [1], [7, 8, 9], [3, 65_536, 5], [4_096, 13]]

  /// Streams: palette-like text at several levels (stored blocks included), runs, noise,
  /// and an output of 900 KB, far more than the output buffer, with matches throughout.
  static let streams: [(String, [UInt8])] = {
    var long: [UInt8] = []
    var generator = SplitMix64(seed: 3)
    let text = ArchiveFixtures.bytes("text.bin")
    while long.count < 900_000 {
      let start = Int(generator.next() % UInt64(text.count - 600))
      long += text[start..<(start + 300 + Int(generator.next() % 300))]
    }
    return ["text-0.deflate", "text-6.deflate", "runs-9.deflate", "random-6.deflate"].map {
      ($0, ArchiveFixtures.bytes($0))
    } + [("long", Deflate.compress(long)), ("long stored", Self.stored(long))]
  }()

  /// `bytes` as stored blocks of at most 65,535 bytes.
  static func stored(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var at = 0
    repeat {
      let length = min(65_535, bytes.count - at)
      let final: UInt8 = at + length == bytes.count ? 1 : 0
      out += [
        final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
        UInt8((~length >> 8) & 0xFF),
      ]
      out += bytes[at..<(at + length)]
      at += length
    } while at < bytes.count
    return out
  }

  @Test func theOutputIsTheSameWhateverTheSplit() throws {
    for (name, stream) in Self.streams {
      let whole = try Inflate.decompress(stream[...], format: "test")
      for sizes in Self.splits {
        var output: [UInt8] = []
        var largest = 0
        let (count, consumed) = try Inflate.decompress(
          Self.split(stream, sizes: sizes), from: 0, format: "test"
        ) { piece in
          output += piece
          largest = max(largest, piece.count)
        }
        #expect(output == whole.output, "\(name) split \(sizes)")
        #expect(count == whole.output.count && consumed == whole.consumed, "\(name) \(sizes)")
        #expect(largest <= Inflate.streamingOutputBytes)
      }
    }
  }

  @Test func errorsAreTheSameWhateverTheSplit() {
    for (name, stream) in Self.streams.prefix(3) {
      for cut in stride(from: 0, to: stream.count, by: max(1, stream.count / 40)) {
        let expected = Self.error { () throws(PaletteError) in
          _ = try Inflate.decompress(stream[..<cut], format: "test")
        }
        for sizes in Self.splits {
          let actual = Self.error { () throws(PaletteError) in
            _ = try Inflate.decompress(
              Self.split(Array(stream[..<cut]), sizes: sizes), from: 0, format: "test"
            ) { _ in }
          }
          #expect(actual == expected, "\(name) cut at \(cut), split \(sizes)")
          #expect(actual != nil)
        }
      }
    }
  }

  @Test func theSinkEndsTheDecode() {
    let stream = Self.streams[4].1
    var calls = 0
    let error = Self.error { () throws(PaletteError) in
      _ = try Inflate.decompress(Self.split(stream, sizes: [100]), from: 0, format: "test") {
        _ throws(PaletteError) in
        calls += 1
        throw PaletteError(.invalidValue, "enough", format: "test")
      }
    }
    #expect(error?.message == "enough" && calls == 1)
  }

  @Test func zlibInPiecesChecksHeaderAndChecksum() throws {
    let data = ArchiveFixtures.bytes("text.bin")
    let stream = ArchiveFixtures.bytes("text-6.zlib")
    var output: [UInt8] = []
    let count = try Zlib.decompress(Self.split(stream, sizes: [5, 1]), format: "test") {
      output += $0
    }
    #expect(output == data && count == data.count)
    var damaged = stream
    damaged[damaged.count - 1] ^= 1
    let expected = Self.error { () throws(PaletteError) in
      _ = try Zlib.decompress(damaged[...], format: "test")
    }
    let actual = Self.error { () throws(PaletteError) in
      _ = try Zlib.decompress(Self.split(damaged, sizes: [5, 1]), format: "test") { _ in }
    }
    #expect(actual == expected && actual?.message.contains("Adler-32") == true)
    let trailing = Self.error { () throws(PaletteError) in
      _ = try Zlib.decompress(Self.split(stream + [0], sizes: [9]), format: "test") { _ in }
    }
    #expect(trailing?.location == .byte(offset: stream.count))
  }

  /// The error `body` throws, if any.
  static func error(_ body: () throws(PaletteError) -> Void) -> PaletteError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }
}
