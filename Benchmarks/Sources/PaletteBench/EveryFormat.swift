import PaletteCore
import PaletteKit

/// In-process decode and encode time of every registered format, on one generated palette.
///
/// Each format encodes the generated mixed-model palette of `count` swatches (fewer when it
/// cannot hold that many: 256, then 16), decodes its own output and encodes the decoded
/// palette again; write-only formats are only encoded. Folder formats are timed through their
/// folder roles. The figures are microseconds per call (median of `runs` samples, each
/// repeating the call until it covers about 200,000 swatches), so a before/after comparison on
/// one machine reads directly.
enum EveryFormat {
  /// Prints one Markdown row per format.
  ///
  /// - Parameters:
  ///   - count: The swatch count to try first.
  ///   - runs: Samples per figure.
  ///   - only: Measure only these format identifiers, when not empty.
  static func report(count: Int, runs: Int, only: [String]) throws {
    print("| format | swatches | bytes | decode µs | encode µs |")
    print("|---|---:|---:|---:|---:|")
    for format in FormatRegistry.builtIn.formats
    where only.isEmpty || only.contains(format.identifier) {
      guard let row = try measure(format, count: count, runs: runs) else { continue }
      print("| " + row.joined(separator: " | ") + " |")
    }
  }

  /// One format's row, or `nil` when it neither encodes a file nor a folder.
  private static func measure(
    _ format: any PaletteFormat, count: Int, runs: Int
  ) throws
    -> [String]?
  {
    if let codec = format as? any PaletteEncoder {
      for size in [count, 256, 16] {
        let generated = Generator.palette(count: size, mixedModels: true)
        guard let bytes = try? codec.encode(generated) else { continue }
        let repetitions = max(1, 200_000 / size)
        var decodeTime: Double?
        var palette = generated
        if let decoder = format as? any PaletteDecoder {
          decodeTime = try Throughput.median(samples: runs) { () throws(PaletteError) in
            for _ in 0..<repetitions { palette = try decoder.decode(bytes).palette }
          }
        }
        let encodeTime = try Throughput.median(samples: runs) { () throws(PaletteError) in
          for _ in 0..<repetitions { _ = try codec.encode(palette) }
        }
        return [
          format.identifier, String(size), String(bytes.count),
          decodeTime.map { micro($0 / Double(repetitions)) } ?? "–",
          micro(encodeTime / Double(repetitions)),
        ]
      }
      throw BenchError("\(format.identifier): encodes none of the sizes")
    }
    if let codec = format as? any FolderPaletteEncoder {
      for size in [count, 256, 16] {
        let generated = Generator.palette(count: size, mixedModels: true)
        guard let tree = try? codec.encodeFolder(generated) else { continue }
        let repetitions = max(1, 200_000 / size)
        var decodeTime: Double?
        var palette = generated
        if let decoder = format as? any FolderPaletteDecoder {
          decodeTime = try Throughput.median(samples: runs) { () throws(PaletteError) in
            for _ in 0..<repetitions { palette = try decoder.decodeFolder(tree).palette }
          }
        }
        let encodeTime = try Throughput.median(samples: runs) { () throws(PaletteError) in
          for _ in 0..<repetitions { _ = try codec.encodeFolder(palette) }
        }
        let size = tree.files.values.reduce(0) { $0 + $1.count }
        return [
          format.identifier, String(palette.swatchCount), String(size),
          decodeTime.map { micro($0 / Double(repetitions)) } ?? "–",
          micro(encodeTime / Double(repetitions)),
        ]
      }
      throw BenchError("\(format.identifier): encodes none of the sizes")
    }
    return nil
  }

  /// Seconds as microseconds, three significant digits at most.
  private static func micro(_ seconds: Double) -> String {
    Throughput.figure(seconds * 1e6)
  }
}
