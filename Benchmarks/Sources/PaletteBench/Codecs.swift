import PaletteASE
import PaletteCSS
import PaletteCore
import PaletteGPL
import PaletteHex
import PaletteJSON

/// One codec under test: the configured format, the file extension its benchmark files use,
/// and whether its files get mixed colour models (only formats that can hold them do).
struct BenchCodec {
  /// The format, configured as the benchmark writes and reads it.
  let format: any PaletteDecoder & PaletteEncoder
  /// The extension of the generated files.
  let fileExtension: String
  /// Whether the generated palette mixes sRGB, CMYK, Lab and gray colours.
  let mixedModels: Bool

  /// The benchmark file for `count` swatches.
  func fileName(count: Int) -> String {
    "palette-\(count).\(fileExtension)"
  }

  /// Every codec that both encodes and decodes single files, in a fixed order.
  ///
  /// Hex lists are written with `#` and names, the heavier of their shapes.
  static var all: [BenchCodec] {
    [
      BenchCodec(format: ASEFormat(), fileExtension: "ase", mixedModels: true),
      BenchCodec(format: JSONPaletteFormat(), fileExtension: "json", mixedModels: true),
      BenchCodec(format: GPLFormat(), fileExtension: "gpl", mixedModels: false),
      BenchCodec(format: CSSVariablesFormat(), fileExtension: "css", mixedModels: false),
      BenchCodec(
        format: HexListFormat(hashPrefix: true, includeNames: true), fileExtension: "hex",
        mixedModels: false),
      BenchCodec(format: PaintNetFormat(), fileExtension: "txt", mixedModels: false),
    ]
  }

  /// The codec whose files end in `path`'s extension.
  static func forFile(_ path: String) -> BenchCodec? {
    guard let dot = path.lastIndex(of: ".") else { return nil }
    let ext = String(path[path.index(after: dot)...])
    return all.first { $0.fileExtension == ext }
  }
}
