import PaletteASE
import PaletteCSS
public import PaletteCore
import PaletteGPL
import PaletteHex
import PaletteJSON

/// The formats palconv knows, as one explicit, ordered list.
///
/// The order is the detection priority: when two formats sniff the same content equally
/// strongly and the file's extension does not decide, the earlier one wins. A registry is a
/// value; to configure a format (for example GPL with alpha), replace its instance with
/// ``replacing(_:)``.
///
///     let registry = FormatRegistry.builtIn
///     let gpl = registry.format(named: "gpl")
///     let detection = registry.detect(bytes: bytes, pathExtension: "gpl")
public struct FormatRegistry: Sendable {
  /// The formats in detection priority order.
  public var formats: [any PaletteFormat]

  /// The built-in formats, with their default options.
  ///
  /// Signature formats come first; Paint.NET (whose `;` header is a strong signature) comes
  /// before the plain hex list, which only ever answers weakly.
  public static let builtIn = FormatRegistry(formats: [
    ASEFormat(), JSONPaletteFormat(), GPLFormat(), CSSVariablesFormat(), PaintNetFormat(),
    HexListFormat(),
  ])

  /// Creates a registry.
  ///
  /// - Parameter formats: The formats in detection priority order.
  public init(formats: [any PaletteFormat]) {
    self.formats = formats
  }

  /// The format with an identifier, compared without regard to ASCII case.
  ///
  /// - Parameter name: An identifier such as `"gpl"`.
  /// - Returns: The format, or `nil` when no format has that identifier.
  /// - Complexity: O(*n*) in the number of formats.
  public func format(named name: String) -> (any PaletteFormat)? {
    let wanted = Self.lowercasedASCII(name)
    return formats.first { $0.identifier == wanted }
  }

  /// The first format, in list order, that claims a file name extension.
  ///
  /// - Parameter pathExtension: An extension with or without the leading dot, in any case.
  /// - Returns: The format, or `nil` when no format claims the extension.
  /// - Complexity: O(*n*) in the number of formats.
  public func format(forExtension pathExtension: String) -> (any PaletteFormat)? {
    let wanted = Self.normalizedExtension(pathExtension)
    guard !wanted.isEmpty else { return nil }
    return formats.first { $0.fileExtensions.contains(wanted) }
  }

  /// A copy in which the format with the same identifier as `format` is replaced by it, so a
  /// configured instance takes the default one's place (and its position in the list).
  ///
  /// - Parameter format: The configured format; appended when no format has its identifier.
  /// - Returns: The new registry.
  public func replacing(_ format: any PaletteFormat) -> FormatRegistry {
    var copy = self
    if let index = copy.formats.firstIndex(where: { $0.identifier == format.identifier }) {
      copy.formats[index] = format
    } else {
      copy.formats.append(format)
    }
    return copy
  }

  /// Every extension that some format claims, sorted, without duplicates.
  public var allExtensions: [String] {
    Array(Set(formats.flatMap(\.fileExtensions))).sorted()
  }

  /// `text` with ASCII letters lowered; other characters are kept as they are.
  static func lowercasedASCII(_ text: String) -> String {
    String(
      decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// An extension without a leading dot, lowercased.
  static func normalizedExtension(_ pathExtension: String) -> String {
    let lowered = lowercasedASCII(pathExtension)
    return lowered.hasPrefix(".") ? String(lowered.dropFirst()) : lowered
  }
}
