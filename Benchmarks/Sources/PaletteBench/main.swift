import PaletteASE
import PaletteCSS
import PaletteCore
import PaletteGPL
import PaletteHex
import PaletteJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The codecs measured, with whether their files get mixed colour models.
let codecs: [(format: any PaletteFormat, mixed: Bool)] = [
  (ASEFormat(), true), (JSONPaletteFormat(), true), (GPLFormat(), false),
  (CSSVariablesFormat(), false), (HexListFormat(), false),
]

func fileName(_ format: any PaletteFormat, count: Int) -> String {
  "palette-\(count).\(format.fileExtensions.first ?? format.identifier)"
}

/// `generate DIR`: writes every benchmark palette in every format.
func generate(into directory: String) throws {
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  for count in Generator.sizes {
    let mixed = Generator.palette(count: count, mixedModels: true)
    let rgb = Generator.palette(count: count, mixedModels: false)
    for (format, useMixed) in codecs {
      let bytes = try format.encode(useMixed ? mixed : rgb)
      let path = directory + "/" + fileName(format, count: count)
      FileManager.default.createFile(atPath: path, contents: Data(bytes))
      print("wrote \(path) (\(bytes.count) bytes)")
    }
  }
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

func seconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

/// `codecs DIR [RUNS]`: decode and encode throughput per codec and size, median of RUNS.
func measure(directory: String, runs: Int) throws {
  let clock = ContinuousClock()
  print("| codec | swatches | bytes | decode MB/s | decode swatches/s | encode MB/s | encode swatches/s |")
  print("|---|---:|---:|---:|---:|---:|---:|")
  for (format, _) in codecs {
    for count in Generator.sizes {
      let path = directory + "/" + fileName(format, count: count)
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let bytes = [UInt8](data)
      let repeats = count >= 1_000_000 ? max(1, runs / 2) : runs
      var decodeTimes: [Double] = []
      var encodeTimes: [Double] = []
      var palette = Palette()
      for _ in 0..<repeats {
        let start = clock.now
        palette = try format.decode(bytes).palette
        decodeTimes.append(seconds(clock.now - start))
      }
      for _ in 0..<repeats {
        let start = clock.now
        let out = try format.encode(palette)
        encodeTimes.append(seconds(clock.now - start))
        precondition(!out.isEmpty)
      }
      let decode = median(decodeTimes)
      let encode = median(encodeTimes)
      let megabytes = Double(bytes.count) / 1_000_000
      func fmt(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String(Double(Int(value * 10)) / 10)
      }
      print(
        "| \(format.identifier) | \(count) | \(bytes.count) | \(fmt(megabytes / decode)) | "
          + "\(fmt(Double(count) / decode)) | \(fmt(megabytes / encode)) | "
          + "\(fmt(Double(count) / encode)) |")
    }
  }
}

let arguments = CommandLine.arguments
do {
  switch arguments.count > 1 ? arguments[1] : "" {
  case "generate" where arguments.count == 3:
    try generate(into: arguments[2])
  case "codecs" where arguments.count >= 3:
    try measure(directory: arguments[2], runs: arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5)
  default:
    print("usage: PaletteBench generate DIR | codecs DIR [RUNS]")
    exit(64)
  }
} catch {
  print("error: \(error)")
  exit(1)
}
