import PaletteArchive
import PaletteCore

/// The zip around a swatch book: `swatchbook.xml` is read; the ICC profiles beside it are not.
enum SwatchBookerArchive {
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let archive = try ZipArchive(bytes, format: SwatchBookerFile.format)
    let xml = try archive.requiredContents(of: SwatchBookerFile.entry, document: "a swatch book")
    return try SwatchBookReader.read(xml)
  }
}
