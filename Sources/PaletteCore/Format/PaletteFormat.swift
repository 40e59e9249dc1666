/// A palette file format: one conforming type per format module.
///
/// A codec is pure: bytes in, bytes out, no file system. Options (alpha order, value syntax,
/// …) are stored properties of the instance, so ``capabilities`` may depend on them.
///
/// Decoding never crashes, hangs or allocates more than the input justifies: malformed input
/// throws a ``PaletteError`` with a ``SourceLocation``; recoverable oddities become warnings
/// in the ``DecodedPalette``. Encoding is deterministic: the same palette gives the same bytes.
/// An encoder converts what its format cannot hold (a Lab colour into an sRGB-only format)
/// without comment; callers report those losses by comparing the palette with
/// ``capabilities``, in one place.
public protocol PaletteFormat: Sendable {
  /// A stable lower-case identifier, used by `--from`/`--to` and in messages, e.g. `"gpl"`.
  var identifier: String { get }
  /// A name for people, e.g. `"GIMP palette"`.
  var displayName: String { get }
  /// Lower-case file name extensions without the dot, the preferred one first.
  var fileExtensions: [String] { get }
  /// What this format, in this configuration, can hold.
  var capabilities: FormatCapabilities { get }

  /// How strongly the first bytes of a file suggest this format.
  ///
  /// - Parameter prefix: The first bytes of the file (up to 4 KiB), a UTF-8 BOM included.
  /// - Returns: The confidence, ``DetectionConfidence/none`` when the content rules it out or
  ///   says nothing.
  func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence

  /// Decodes a palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and any warnings, each with a location.
  /// - Throws: ``PaletteError`` with a location when the input is malformed.
  func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette

  /// Encodes a palette, deterministically.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/unrepresentable`` when the palette
  ///   cannot be written at all (for example, a format that cannot be written).
  func encode(_ palette: Palette) throws(PaletteError) -> [UInt8]

  /// The names ``encode(_:)`` gives `palette`, and the order it writes the swatches in, for a
  /// format that changes names to fit its syntax or cannot keep the palette's order, so the
  /// loss report can list each change.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written and read back; `nil`, the default, when the format writes
  ///   every name it can hold as it is, in the palette's order.
  func writtenNames(of palette: Palette) -> WrittenNames?
}

extension PaletteFormat {
  /// `nil`: every name the format can hold is written as it is, in the palette's order.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: `nil`.
  public func writtenNames(of palette: Palette) -> WrittenNames? { nil }
}

/// How strongly a file's content suggests a format.
public enum DetectionConfidence: Int, Hashable, Sendable, Comparable {
  /// Nothing in the content points to this format.
  case none = 0
  /// The content is plausible (text of the right shape) but has no signature.
  case weak = 1
  /// The content carries the format's signature or header.
  case strong = 2

  /// Orders confidences from none to strong.
  public static func < (lhs: DetectionConfidence, rhs: DetectionConfidence) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// A decoded palette with the warnings its decoder raised.
public struct DecodedPalette: Hashable, Sendable {
  /// The palette.
  public var palette: Palette
  /// Recoverable oddities, each with a location where known.
  public var warnings: [Diagnostic]

  /// Creates a decode result.
  ///
  /// - Parameters:
  ///   - palette: The palette.
  ///   - warnings: The warnings; none by default.
  public init(palette: Palette, warnings: [Diagnostic] = []) {
    self.palette = palette
    self.warnings = warnings
  }
}
