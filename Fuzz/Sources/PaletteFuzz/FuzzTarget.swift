import PaletteASE
import PaletteCSS
import PaletteCore
import PaletteGPL
import PaletteHex
import PaletteJSON

#if canImport(Glibc)
  import Glibc
#endif

/// The format a fuzzing process exercises, from `PALCONV_FUZZ_FORMAT`
/// (`ase`, `gpl`, `json`, `css`, `hex`, `paintnet`), and whether to check round trips
/// (`PALCONV_FUZZ_ROUNDTRIP=1`).
private let selection: (format: any PaletteFormat, roundTrip: Bool) = {
  let name = getenv("PALCONV_FUZZ_FORMAT").map { String(cString: $0) } ?? "ase"
  let roundTrip = getenv("PALCONV_FUZZ_ROUNDTRIP").map { String(cString: $0) } == "1"
  let formats: [any PaletteFormat] = [
    ASEFormat(), GPLFormat(), JSONPaletteFormat(), CSSVariablesFormat(), HexListFormat(),
    PaintNetFormat(),
  ]
  guard let format = formats.first(where: { $0.identifier == name }) else {
    fputs("unknown PALCONV_FUZZ_FORMAT '\(name)'\n", stderr)
    exit(2)
  }
  return (format, roundTrip)
}()

/// The libFuzzer entry point: decode must return or throw a `PaletteError`, never crash; with
/// round trips on, anything that decodes must re-encode to bytes that decode to a palette that
/// encodes to the same bytes again (the second generation is stable).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let format = selection.format
  guard let decoded = try? format.decode(bytes) else { return 0 }
  guard selection.roundTrip, format.capabilities.canEncode else { return 0 }
  do {
    let first = try format.encode(decoded.palette)
    let second = try format.decode(first)
    let again = try format.encode(second.palette)
    if again != first {
      fputs("round trip not stable for \(format.identifier)\n", stderr)
      abort()
    }
  } catch {
    fputs("re-encoded output failed to decode: \(error)\n", stderr)
    abort()
  }
  return 0
}
