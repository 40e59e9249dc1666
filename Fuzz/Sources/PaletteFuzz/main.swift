import FuzzDriver
@_spi(Fuzzing) import PaletteAppleColorList
@_spi(Fuzzing) import PaletteArchive
@_spi(Fuzzing) import PaletteCore
@_spi(Fuzzing) import PaletteICC
@_spi(Fuzzing) import PaletteTerminal
@_spi(Fuzzing) import PaletteYAML

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

// The target a fuzzing process runs, chosen once from `PALCONV_FUZZ_TARGET`.
let target: FuzzTargetKind = {
  let name = getenv("PALCONV_FUZZ_TARGET").map { String(cString: $0) } ?? "ase"
  guard let kind = FuzzTargetKind(name) else {
    fputs(
      "unknown PALCONV_FUZZ_TARGET '\(name)'; expected xml, yaml, inflate, zip, deflate-roundtrip, bplist, icc, "
        + "FORMAT, roundtrip-FORMAT or model-FORMAT with FORMAT one of \(FuzzFormats.names.joined(separator: " "))\n",
      stderr)
    exit(2)
  }
  return kind
}()

// libFuzzer parses its flags from the command line and calls back once per input.
var argumentCount = CommandLine.argc
var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
  LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    switch target {
    case .decode(let format):
      DecodeCheck.run(format, bytes)
    case .roundTrip(let format):
      RoundTripCheck.run(format, bytes)
    case .model(let format):
      ModelCheck.run(format, bytes)
    case .xml:
      if let failure = XMLFuzzCheck.run(bytes) { fail("xml: \(failure)") }
    case .yaml:
      if let failure = YAMLFuzzCheck.run(bytes) { fail("yaml: \(failure)") }
    case .toml:
      if let failure = TOMLFuzzCheck.run(bytes) { fail("toml: \(failure)") }
    case .inflate:
      if let failure = ArchiveFuzzCheck.inflate(bytes) { fail("inflate: \(failure)") }
    case .zip:
      if let failure = ArchiveFuzzCheck.zip(bytes) { fail("zip: \(failure)") }
    case .deflateRoundTrip:
      if let failure = ArchiveFuzzCheck.deflateRoundTrip(bytes) {
        fail("deflate-roundtrip: \(failure)")
      }
    case .bplist:
      if let failure = PropertyListFuzzCheck.run(bytes) { fail("bplist: \(failure)") }
    case .icc:
      if let failure = ICCFuzzCheck.run(bytes) { fail("icc: \(failure)") }
    }
    return 0
  })
