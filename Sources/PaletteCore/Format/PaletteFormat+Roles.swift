extension PaletteFormat {
  /// Not a decoder: the role protocol's own default answers for formats that are.
  public var asDecoder: (any PaletteDecoder)? { nil }
  /// Not an encoder.
  public var asEncoder: (any PaletteEncoder)? { nil }
  /// Not a folder decoder.
  public var asFolderDecoder: (any FolderPaletteDecoder)? { nil }
  /// Not a folder encoder.
  public var asFolderEncoder: (any FolderPaletteEncoder)? { nil }
  /// Without options.
  public var asConfigurable: (any ConfigurableFormat)? { nil }
  /// Without sniff explanations.
  public var asSniffExplaining: (any SniffExplaining)? { nil }

  /// Whether the format can be read: it is a ``PaletteDecoder`` or a ``FolderPaletteDecoder``.
  public var isReadable: Bool { asDecoder != nil || asFolderDecoder != nil }

  /// Whether the format can be written: it is a ``PaletteEncoder`` or a
  /// ``FolderPaletteEncoder``.
  public var isWritable: Bool { asEncoder != nil || asFolderEncoder != nil }

  /// Whether the format's documents are folders (it reads or writes a ``FileTree``).
  public var isFolderFormat: Bool { asFolderDecoder != nil || asFolderEncoder != nil }
}

extension PaletteDecoder {
  /// The format itself.
  public var asDecoder: (any PaletteDecoder)? { self }
}

extension PaletteEncoder {
  /// The format itself.
  public var asEncoder: (any PaletteEncoder)? { self }
}

extension FolderPaletteDecoder {
  /// The format itself.
  public var asFolderDecoder: (any FolderPaletteDecoder)? { self }
}

extension FolderPaletteEncoder {
  /// The format itself.
  public var asFolderEncoder: (any FolderPaletteEncoder)? { self }
}

extension ConfigurableFormat {
  /// The format itself.
  public var asConfigurable: (any ConfigurableFormat)? { self }
}

extension SniffExplaining {
  /// The format itself.
  public var asSniffExplaining: (any SniffExplaining)? { self }
}
