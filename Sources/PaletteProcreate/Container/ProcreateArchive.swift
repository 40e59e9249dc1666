import PaletteArchive
import PaletteCore

/// The zip around Procreate swatches: one entry, `Swatches.json`.
enum ProcreateArchive {
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let archive = try ZipArchive(bytes, format: ProcreateFile.format)
    let json = try archive.requiredContents(
      of: ProcreateFile.entry, document: "Procreate swatches")
    return try ProcreateSwatchesReader.read(json)
  }
}
