import PaletteArchive
import PaletteCore

/// The zip around a swatch book: `swatchbook.xml` is read; the ICC profiles beside it are not.
enum SwatchBookerArchive {
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let archive = try ZipArchive(bytes, format: SwatchBookerFile.format)
    guard let xml = try archive.contents(of: SwatchBookerFile.entry) else {
      throw PaletteError(
        .invalidSignature,
        "not a swatch book: the zip has no \(SwatchBookerFile.entry) entry (it has \(MessageFormatting.list(archive.entries.map { "'\($0.name)'" }, limit: 5)))",
        format: SwatchBookerFile.format, location: .byte(offset: 0))
    }
    return try SwatchBookReader.read(xml)
  }
}
