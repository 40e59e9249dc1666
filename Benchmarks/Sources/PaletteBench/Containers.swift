import PaletteASE
@_spi(Benchmarking) import PaletteArchive
import PaletteCore
import PaletteGPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// In-process DEFLATE throughput: palconv's inflater and compressor beside Python's zlib
/// (figures measured by `peers/zlib_peer.py` on the same bytes and streams). Both count
/// processor time, not wall time.
enum Containers {
  /// The inputs: palette files (text and binary), noise and one long run.
  static func inputs() throws -> [(String, [UInt8])] {
    let rgb = Generator.palette(count: 100_000, mixedModels: false)
    let mixed = Generator.palette(count: 100_000, mixedModels: true)
    var generator = SplitMix(seed: 2026)
    let noise = (0..<(4 << 20)).map { _ in UInt8(truncatingIfNeeded: generator.next() >> 56) }
    return [
      ("gpl-100000", try GPLFormat().encode(rgb)),
      ("ase-100000", try ASEFormat().encode(mixed)),
      ("random-4MiB", noise),
      ("zeros-16MiB", [UInt8](repeating: 0, count: 16 << 20)),
    ]
  }

  /// `containers-data DIR`: writes each input as `NAME.bin`.
  static func writeInputs(to directory: String) throws {
    try Files.makeDirectory(directory)
    for (name, bytes) in try inputs() {
      try Files.write(bytes, to: "\(directory)/\(name).bin")
      print("wrote \(directory)/\(name).bin (\(bytes.count) bytes)")
    }
  }

  /// `containers DIR [RUNS]`: inflates `NAME.zlib6.deflate` (Python's zlib, level 6) and
  /// palconv's own stream, compresses `NAME.bin`, and prints a Markdown table with the peer's
  /// figures from `peer.tsv`.
  static func report(directory: String, runs: Int) throws {
    var peer: [String: [String]] = [:]
    if let table = Files.read("\(directory)/peer.tsv") {
      for line in String(decoding: table, as: UTF8.self).split(separator: "\n") {
        let fields = line.split(separator: "\t").map(String.init)
        if fields.count == 4 { peer[fields[0]] = Array(fields[1...]) }
      }
    }
    print(
      "| input | bytes | inflate zlib's stream MB/s | inflate own stream MB/s | zlib inflate MB/s"
        + " | deflate MB/s | zlib -6 deflate MB/s | deflate size | zlib -6 size |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for (name, _) in try inputs() {
      guard let data = Files.read("\(directory)/\(name).bin"),
        let stream = Files.read("\(directory)/\(name).zlib6.deflate")
      else { throw BenchError("run peers/zlib_peer.py on \(directory) first") }
      var output: [UInt8] = []
      let inflateTheirs = try median(runs) { () throws(PaletteError) in
        output = try ArchiveBenchmark.inflate(stream)
      }
      guard output == data else { throw BenchError("\(name): inflated bytes differ") }
      var own: [UInt8] = []
      let deflate = try median(runs) { () throws(PaletteError) in
        own = ArchiveBenchmark.deflate(data)
      }
      let inflateOwn = try median(runs) { () throws(PaletteError) in
        output = try ArchiveBenchmark.inflate(own)
      }
      guard output == data else { throw BenchError("\(name): own stream inflates differently") }
      let megabytes = Double(data.count) / 1e6
      let theirs = peer[name] ?? ["–", "–", "–"]
      let row = [
        name, String(data.count), Throughput.figure(megabytes / inflateTheirs),
        Throughput.figure(megabytes / inflateOwn), theirs[0],
        Throughput.figure(megabytes / deflate), theirs[1], String(own.count), theirs[2],
      ]
      print("| " + row.joined(separator: " | ") + " |")
    }
  }

  /// The median processor time of `runs` calls, in seconds: the time the thread ran, so the
  /// figure holds on a machine shared with other work (wall time would count the waits).
  private static func median(_ runs: Int, _ body: () throws(PaletteError) -> Void)
    throws(PaletteError) -> Double
  {
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
      let start = threadTime()
      try body()
      times.append(threadTime() - start)
    }
    times.sort()
    return times[times.count / 2]
  }

  /// The calling thread's processor time, in seconds.
  private static func threadTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  /// SplitMix64, for seeded noise.
  struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
