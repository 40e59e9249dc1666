/// A palette file format's identity: what it is called and what it can hold.
///
/// A format does something through its roles, each a protocol of its own, as image codecs
/// split decoders from encoders:
///
/// | Role | Adds | For |
/// |---|---|---|
/// | ``PaletteDecoder`` | `sniff`, `decode` bytes | a format that is read from one file |
/// | ``PaletteEncoder`` | `encode` bytes, `writtenNames` | a format that is written as one file |
/// | ``FolderPaletteDecoder`` | `decodeFolder` a ``FileTree`` | a format whose documents are folders |
/// | ``FolderPaletteEncoder`` | `encodeFolder` a ``FileTree`` | the same, written |
/// | ``ConfigurableFormat`` | `options`, `configured(with:)` | a format with options |
///
/// A format takes only the roles it can fill: a write-only output (Swift source, a swatch
/// sheet) is an encoder and nothing else, so whether a format can be read is a question of its
/// type (``isReadable``), never a member that always throws.
///
/// A codec is pure: bytes (or a file tree) in, bytes out, no file system. Options are stored
/// properties of the instance, so ``capabilities`` may depend on them.
public protocol PaletteFormat: Sendable {
  /// A stable lower-case identifier, used by `--from`/`--to` and in messages, e.g. `"gpl"`.
  var identifier: String { get }
  /// A name for people, e.g. `"GIMP palette"`.
  var displayName: String { get }
  /// Lower-case file name extensions without the dot, the preferred one first.
  var fileExtensions: [String] { get }
  /// What this format, in this configuration, can hold when it is written (the loss report
  /// compares palettes with it).
  var capabilities: FormatCapabilities { get }
  /// The applications that use this format's files and how to install a file in each, for
  /// people (the `README.md` of `palconv bundle`); empty by default.
  var installationGuides: [InstallationGuide] { get }

  /// The format as a ``PaletteDecoder``, or `nil` when it is not one.
  ///
  /// The role accessors answer from the conformance itself (``PaletteDecoder`` and the other
  /// role protocols fill them in): no runtime cast, which for a registry of dozens of formats
  /// costs a search of every conformance the program holds the first time each pair is asked.
  /// A format never implements them.
  var asDecoder: (any PaletteDecoder)? { get }
  /// The format as a ``PaletteEncoder``, or `nil` when it is not one.
  var asEncoder: (any PaletteEncoder)? { get }
  /// The format as a ``FolderPaletteDecoder``, or `nil` when it is not one.
  var asFolderDecoder: (any FolderPaletteDecoder)? { get }
  /// The format as a ``FolderPaletteEncoder``, or `nil` when it is not one.
  var asFolderEncoder: (any FolderPaletteEncoder)? { get }
  /// The format as a ``ConfigurableFormat``, or `nil` when it has no options.
  var asConfigurable: (any ConfigurableFormat)? { get }
  /// The format as a ``SniffExplaining`` decoder, or `nil` when it is not one.
  var asSniffExplaining: (any SniffExplaining)? { get }
}
