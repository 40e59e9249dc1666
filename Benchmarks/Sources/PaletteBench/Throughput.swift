import PaletteCore

/// In-process decode and encode throughput of every codec, as a Markdown table.
enum Throughput {
  /// Measures every codec on every generated size found in `directory`.
  ///
  /// Each sample times enough repetitions to last a measurable while (one for the large
  /// files); the figure is the median sample. Encoding encodes the decoded palette.
  ///
  /// - Parameters:
  ///   - directory: Where `generate` wrote the files.
  ///   - runs: Samples per figure (halved, at least 1, for a million swatches).
  ///   - only: Measure only codecs whose extension is in this list, when not empty.
  static func report(directory: String, runs: Int, only: [String]) throws {
    print(
      "| codec | swatches | file bytes | decode MB/s | decode swatches/s | encode MB/s"
        + " | encode swatches/s |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for codec in BenchCodec.all where only.isEmpty || only.contains(codec.fileExtension) {
      for count in Generator.sizes {
        let path = directory + "/" + codec.fileName(count: count)
        guard let bytes = Files.read(path) else { continue }
        let samples = count >= 1_000_000 ? max(1, runs / 2) : runs
        let repetitions = max(1, 200_000 / max(count, 1))
        var palette = Palette()
        let decode = try median(samples: samples) { () throws(PaletteError) in
          for _ in 0..<repetitions { palette = try codec.format.decode(bytes).palette }
        }
        guard palette.swatchCount == count else {
          throw BenchError("\(path): decoded \(palette.swatchCount) swatches, expected \(count)")
        }
        var encodedSize = 0
        let encode = try median(samples: samples) { () throws(PaletteError) in
          for _ in 0..<repetitions { encodedSize = try codec.format.encode(palette).count }
        }
        let perDecode = decode / Double(repetitions)
        let perEncode = encode / Double(repetitions)
        let row = [
          codec.format.identifier, String(count), String(bytes.count),
          figure(Double(bytes.count) / 1e6 / perDecode), figure(Double(count) / perDecode),
          figure(Double(encodedSize) / 1e6 / perEncode), figure(Double(count) / perEncode),
        ]
        print("| " + row.joined(separator: " | ") + " |")
      }
    }
  }

  /// The median wall time of `samples` calls of `body`, in seconds.
  static func median(
    samples: Int, _ body: () throws(PaletteError) -> Void
  ) throws(PaletteError) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<samples {
      let start = clock.now
      try body()
      let elapsed = (clock.now - start).components
      times.append(Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
    }
    times.sort()
    return times[times.count / 2]
  }

  /// A figure with three significant digits at most, without locale or `String(format:)`.
  static func figure(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    if value >= 10 { return String(Double(Int((value * 10).rounded())) / 10) }
    return String(Double(Int((value * 100).rounded())) / 100)
  }
}
