import PaletteArchive
import PaletteCore

extension KritaArchive {
  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let colorSet = try KritaColorSetWriter.colorSet(palette)
    var writer = ZipWriter()
    writer.add(KritaFile.mimetypeEntry, Array(KritaFile.mimetype.utf8), method: .stored)
    writer.add(KritaFile.colorSetEntry, colorSet)
    writer.add(KritaFile.profilesEntry, KritaColorSetWriter.profiles())
    return writer.finish()
  }
}
