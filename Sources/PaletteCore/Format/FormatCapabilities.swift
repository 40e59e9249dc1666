/// What a format can hold, so a writer's losses can be reported before they happen.
///
/// The loss report compares a palette with these capabilities; an encoder with options (such
/// as GPL with alpha) reports the capabilities of its current configuration. Whether a format
/// can be read or written at all is a matter of its roles (``PaletteDecoder``,
/// ``PaletteEncoder``, …), not of these capabilities.
public struct FormatCapabilities: Hashable, Sendable {
  /// Whether each swatch can have its own name.
  public var swatchNames: Bool
  /// Whether the palette itself can have a name.
  public var paletteName: Bool
  /// Whether the palette can carry a description or comments.
  public var paletteDescription: Bool
  /// Whether a display column count can be stored.
  public var columns: Bool
  /// The largest column count stored as it is, if limited; larger counts are clamped.
  public var maxColumns: Int?
  /// Whether the column count is stored only when the palette has a name (GIMP reads
  /// `Columns:` only right after `Name:`).
  public var columnsNeedPaletteName: Bool
  /// Whether, without ``columns``, the writer still lays the swatches out in the palette's
  /// column count (a PNG's rows), so only reading the file back loses the count.
  public var columnsLaidOutOnly: Bool
  /// Whether named groups can be stored.
  public var groups: Bool
  /// Whether colours can be partly transparent.
  public var alpha: Bool
  /// Whether, without ``alpha``, one fully transparent colour can still be marked (the
  /// transparent index of an Adobe colour table): the first colour with alpha 0 keeps it.
  public var singleTransparentColor: Bool
  /// The colour models stored without conversion.
  public var models: Set<ColorModel>
  /// The swatch kinds that can be told apart (process is always implied).
  public var kinds: Set<SwatchKind>
  /// The most swatches a file can hold, if limited.
  public var maxSwatches: Int?
  /// The appearance variants (``Swatch/appearances``) the format keeps; variants for other
  /// appearances are dropped and the light colour is kept. None by default.
  public var appearances: Set<Appearance>
  /// The control characters the format cannot write as they are, and in which texts; `nil`
  /// (the default) when it keeps every one it writes (escaped, or in a binary field).
  public var controlCharacters: ControlCharacterLimit?
  /// Whether the format keeps empty slots (``/PaletteCore/Swatch/isEmptySlot``) in place, as
  /// Procreate's grid does; elsewhere they are left out with a note. `false` by default.
  public var emptySlots = false
  /// The number of swatches every file of the format holds, when it is fixed (an Office
  /// theme's twelve colour roles): a palette with fewer has the rest filled in by the writer,
  /// which the loss report says (`loss.filled`). `nil` for most formats.
  public var requiredSwatches: Int?
  /// Whether all the colours of one file share one model and one kind (a Xara palette's type
  /// byte): the writer picks them per palette (``oneModel(for:)``) and converts the rest,
  /// which the loss report says. `false` by default.
  public var oneModelPerFile = false

  /// Creates a capability description.
  ///
  /// - Parameters:
  ///   - swatchNames: Per-swatch names.
  ///   - paletteName: A palette name.
  ///   - paletteDescription: A description or comments.
  ///   - columns: A column hint.
  ///   - maxColumns: The largest column count stored as it is, if limited.
  ///   - columnsNeedPaletteName: The column count is stored only with a palette name.
  ///   - columnsLaidOutOnly: Without `columns`, the count still lays the swatches out.
  ///   - groups: Named groups.
  ///   - alpha: Transparency.
  ///   - singleTransparentColor: One fully transparent colour, when `alpha` is false.
  ///   - models: Models stored natively.
  ///   - kinds: Distinguished swatch kinds.
  ///   - maxSwatches: A limit on the number of swatches, if any.
  ///   - appearances: The appearance variants kept; none by default.
  ///   - controlCharacters: The control characters replaced, and where; none by default.
  public init(
    swatchNames: Bool, paletteName: Bool, paletteDescription: Bool, columns: Bool,
    maxColumns: Int? = nil,
    columnsNeedPaletteName: Bool = false, columnsLaidOutOnly: Bool = false, groups: Bool,
    alpha: Bool,
    singleTransparentColor: Bool = false, models: Set<ColorModel>,
    kinds: Set<SwatchKind> = [.process], maxSwatches: Int? = nil,
    appearances: Set<Appearance> = [], controlCharacters: ControlCharacterLimit? = nil
  ) {
    self.swatchNames = swatchNames
    self.paletteName = paletteName
    self.paletteDescription = paletteDescription
    self.columns = columns
    self.maxColumns = maxColumns
    self.columnsNeedPaletteName = columnsNeedPaletteName
    self.columnsLaidOutOnly = columnsLaidOutOnly
    self.groups = groups
    self.alpha = alpha
    self.singleTransparentColor = singleTransparentColor
    self.models = models
    self.kinds = kinds
    self.maxSwatches = maxSwatches
    self.appearances = appearances
    self.controlCharacters = controlCharacters
  }
}
