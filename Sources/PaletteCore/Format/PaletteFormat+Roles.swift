extension PaletteFormat {
  /// Whether the format can be read: it is a ``PaletteDecoder`` or a ``FolderPaletteDecoder``.
  public var isReadable: Bool { self is any PaletteDecoder || self is any FolderPaletteDecoder }

  /// Whether the format can be written: it is a ``PaletteEncoder`` or a
  /// ``FolderPaletteEncoder``.
  public var isWritable: Bool { self is any PaletteEncoder || self is any FolderPaletteEncoder }

  /// Whether the format's documents are folders (it reads or writes a ``FileTree``).
  public var isFolderFormat: Bool {
    self is any FolderPaletteDecoder || self is any FolderPaletteEncoder
  }
}
