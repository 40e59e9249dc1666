import PaletteASE
import PaletteCore
import PaletteGPL

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// `generate DIR`: writes every benchmark palette in every format.
func generate(into directory: String) throws {
  try Files.makeDirectory(directory)
  for count in Generator.sizes {
    let mixed = Generator.palette(count: count, mixedModels: true)
    let rgb = Generator.palette(count: count, mixedModels: false)
    for codec in BenchCodec.all {
      let bytes = try codec.format.encode(codec.mixedModels ? mixed : rgb)
      let path = directory + "/" + codec.fileName(count: count)
      try Files.write(bytes, to: path)
      print("wrote \(path) (\(bytes.count) bytes)")
    }
  }
  // Variants the Python peers can read: colourswatch wants every ASE swatch inside a group
  // and a GPL `Columns:` line; neither changes the work palconv does.
  let count = 100_000
  var grouped = Generator.palette(count: count, mixedModels: true, everyGroupNamed: true)
  try Files.write(try ASEFormat().encode(grouped), to: directory + "/peer-\(count).ase")
  grouped = Generator.palette(count: count, mixedModels: false)
  grouped.columns = 16
  try Files.write(try GPLFormat().encode(grouped), to: directory + "/peer-\(count).gpl")
  print("wrote \(directory)/peer-\(count).ase and .gpl")
}

/// `convert IN OUT`: decodes IN and encodes OUT, each codec chosen by extension, all in
/// process. Whole-process runs of it show the cost of the codecs without the command line.
func convert(_ input: String, _ output: String) throws {
  guard let source = BenchCodec.forFile(input), let target = BenchCodec.forFile(output) else {
    throw BenchError("unknown extension in \(input) or \(output)")
  }
  guard let bytes = Files.read(input) else { throw BenchError("cannot read \(input)") }
  let palette = try source.format.decode(bytes).palette
  try Files.write(try target.format.encode(palette), to: output)
}

/// `decode FILE [TIMES]`: decodes FILE TIMES times (once by default) and prints the swatch
/// count; `encode FILE [TIMES]` decodes once, then encodes TIMES times. For profilers.
func profile(_ mode: String, _ path: String, times: Int) throws {
  guard let codec = BenchCodec.forFile(path), let bytes = Files.read(path) else {
    throw BenchError("cannot read \(path) or unknown extension")
  }
  var palette = try codec.format.decode(bytes).palette
  var size = 0
  for _ in 0..<times {
    if mode == "decode" {
      palette = try codec.format.decode(bytes).palette
    } else {
      size += try codec.format.encode(palette).count
    }
  }
  print("\(palette.swatchCount) swatches, \(size) bytes encoded")
}

let usage = """
  usage: PaletteBench generate DIR
         PaletteBench codecs DIR [RUNS [EXT,EXT...]]
         PaletteBench formats [COUNT [RUNS [ID,ID...]]]
         PaletteBench convert IN OUT
         PaletteBench decode|encode FILE [TIMES]
         PaletteBench check-floats [COUNT]
         PaletteBench containers-data DIR
         PaletteBench containers DIR [RUNS]
         PaletteBench extract [RUNS [PNG]]
         PaletteBench icc PROFILE [COUNT [RUNS]]
  """

let arguments = CommandLine.arguments
do {
  switch arguments.count > 1 ? arguments[1] : "" {
  case "generate" where arguments.count == 3:
    try generate(into: arguments[2])
  case "codecs" where (3...5).contains(arguments.count):
    let runs = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
    let only = arguments.count > 4 ? arguments[4].split(separator: ",").map(String.init) : []
    try Throughput.report(directory: arguments[2], runs: runs, only: only)
  case "formats" where (2...5).contains(arguments.count):
    try EveryFormat.report(
      count: arguments.count > 2 ? Int(arguments[2]) ?? 1_000 : 1_000,
      runs: arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5,
      only: arguments.count > 4 ? arguments[4].split(separator: ",").map(String.init) : [])
  case "containers-data" where arguments.count == 3:
    try Containers.writeInputs(to: arguments[2])
  case "containers" where (3...4).contains(arguments.count):
    try Containers.report(
      directory: arguments[2], runs: arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5)
  case "convert" where arguments.count == 4:
    try convert(arguments[2], arguments[3])
  case "decode" where (3...4).contains(arguments.count),
    "encode" where (3...4).contains(arguments.count):
    try profile(arguments[1], arguments[2], times: arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1)
  case "check-floats" where (2...3).contains(arguments.count):
    try FloatCheck.run(count: arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000)
  case "icc" where (3...5).contains(arguments.count):
    try ProfileConversion.report(
      profilePath: arguments[2],
      count: arguments.count > 3 ? Int(arguments[3]) ?? 1_000_000 : 1_000_000,
      runs: arguments.count > 4 ? Int(arguments[4]) ?? 5 : 5)
  case "extract" where (2...4).contains(arguments.count):
    try Extraction.report(
      runs: arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5,
      png: arguments.count > 3 ? arguments[3] : nil)
  default:
    fputs(usage + "\n", stderr)
    exit(64)
  }
} catch {
  fputs("error: \(error)\n", stderr)
  exit(1)
}
