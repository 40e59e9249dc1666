import PaletteArchive
import PaletteCore

/// The zip around a Krita palette: reading finds the entries through the central directory,
/// writing puts `mimetype` first and stored, then `colorset.xml` and `profiles.xml`.
enum KritaArchive {
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let archive = try ZipArchive(bytes, format: KritaFile.format)
    if let entry = archive.entry(named: KritaFile.mimetypeEntry),
      let data = try archive.contents(of: KritaFile.mimetypeEntry)
    {
      let text = XMLWhitespace.trimmed(String(decoding: data, as: UTF8.self))
      guard text == KritaFile.mimetype || text == KritaFile.legacyMimetype else {
        throw PaletteError(
          .invalidSignature,
          "not a Krita palette: the mimetype is '\(TextDecoder.excerpt(data, 0..<min(data.count, 80)))', not \(KritaFile.mimetype)",
          format: KritaFile.format, location: .byte(offset: entry.localHeaderOffset))
      }
    }
    let colorSet = try archive.requiredContents(
      of: KritaFile.colorSetEntry, document: "a Krita palette")
    var decoded = try KritaColorSetReader.read(colorSet)
    if let profiles = try archive.contents(of: KritaFile.profilesEntry) {
      do {
        _ = try XMLReader.parse(profiles, format: KritaFile.format)
      } catch {
        decoded.warnings.append(
          Diagnostic(
            .warning, code: "kpl.profiles",
            message:
              "\(KritaFile.profilesEntry) is not well-formed and was ignored: \(error.message)",
            location: error.location))
      }
    }
    return decoded
  }
}
