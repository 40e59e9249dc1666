import TestSupport

/// Deterministic inputs for round trips: text, noise, runs and the edge cases of the format.
enum SampleData {
  /// `count` random bytes from `seed`.
  static func random(_ count: Int, seed: UInt64) -> [UInt8] {
    var generator = SplitMix64(seed: seed)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count + 8)
    while bytes.count < count {
      let word = generator.next()
      for shift in stride(from: 0, to: 64, by: 8) {
        bytes.append(UInt8(word >> UInt64(shift) & 0xFF))
      }
    }
    return Array(bytes.prefix(count))
  }

  /// Named inputs.
  static let cases: [(String, [UInt8])] = {
    let block = random(32_768, seed: 5)
    let wider = random(32_769, seed: 6)
    var runs: [UInt8] = []
    var generator = SplitMix64(seed: 9)
    while runs.count < 200_000 {
      let word = generator.next()
      runs += [UInt8](repeating: UInt8(word & 3), count: Int(word >> 8 % 700) % 700 + 1)
    }
    return [
      ("empty", []),
      ("one byte", [0x41]),
      ("two bytes", [0, 0]),
      ("all byte values", (0...255).map { UInt8($0) }),
      ("text", ArchiveFixtures.bytes("text.bin")),
      ("random 100 KiB", random(100_000, seed: 1)),
      ("runs", runs),
      ("zeros 1 MiB", [UInt8](repeating: 0, count: 1 << 20)),
      ("repeat at distance 32768", block + block + block),
      ("repeat at distance 32769", wider + wider),
      ("short repeats", Array(String(repeating: "abcabcabd", count: 10_000).utf8)),
    ]
  }()
}
