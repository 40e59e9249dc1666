import PaletteArchive
import PaletteCore

/// The zip around Procreate swatches: one entry, `Swatches.json`.
enum ProcreateArchive {
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let archive = try ZipArchive(bytes, format: ProcreateFile.format)
    guard let json = try archive.contents(of: ProcreateFile.entry) else {
      throw PaletteError(
        .invalidSignature,
        "not Procreate swatches: the zip has no \(ProcreateFile.entry) entry (it has \(MessageFormatting.list(archive.entries.map { "'\($0.name)'" }, limit: 5)))",
        format: ProcreateFile.format, location: .byte(offset: 0))
    }
    return try ProcreateSwatchesReader.read(json)
  }
}
