import PaletteArchive
import PaletteCore

extension ProcreateArchive {
  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var writer = ZipWriter()
    writer.add(ProcreateFile.entry, try ProcreateSwatchesWriter.write(palette))
    return writer.finish()
  }
}
