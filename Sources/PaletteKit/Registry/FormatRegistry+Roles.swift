public import PaletteCore

extension FormatRegistry {
  /// The formats read from single files, in detection priority order: the ones detection
  /// asks to sniff.
  public var decoders: [any PaletteDecoder] {
    formats.compactMap(\.asDecoder)
  }

  /// The formats read from folders (asset catalogs), in list order.
  public var folderDecoders: [any FolderPaletteDecoder] {
    formats.compactMap(\.asFolderDecoder)
  }

  /// The formats that can be read, from files or folders, in list order.
  public var readableFormats: [any PaletteFormat] {
    formats.filter(\.isReadable)
  }
}
