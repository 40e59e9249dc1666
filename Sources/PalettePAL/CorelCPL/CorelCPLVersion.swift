/// The two bytes that start a Corel `.cpl` palette and say how the rest is laid out.
///
/// Three layouts are known (facts from SwatchBooker's reader and the files themselves):
/// - `CC BC`, `CC DC`: a 16-bit colour count, then the colours.
/// - `DC DC` (custom palettes): the palette's name as a Pascal string, then the count.
/// - `CD BC`, `CD DC`, `DD DC`, `CD DD`: a table of sections (a 32-bit count, then a 32-bit
///   identifier and a 32-bit offset for each): 0 the name, 1 the palette type, 2 the colour
///   count (the colours follow it), 3 the custom inks, 5 the columns and rows.
enum CorelCPLVersion: UInt16, CaseIterable {
  /// `CC BC`.
  case ccbc = 0xCCBC
  /// `CC DC`.
  case ccdc = 0xCCDC
  /// `DC DC`, a custom palette with its name before the count.
  case dcdc = 0xDCDC
  /// `CD BC`.
  case cdbc = 0xCDBC
  /// `CD DC`, with single-byte names.
  case cddc = 0xCDDC
  /// `DD DC`.
  case dddc = 0xDDDC
  /// `CD DD`, whose colours end with their row and column.
  case cddd = 0xCDDD

  /// The version of the first two bytes, if they are one.
  ///
  /// - Parameter bytes: The file's first bytes.
  init?(_ bytes: ArraySlice<UInt8>) {
    guard bytes.count >= 2 else { return nil }
    let start = bytes.startIndex
    self.init(rawValue: UInt16(bytes[start]) << 8 | UInt16(bytes[start + 1]))
  }

  /// The two bytes as written, such as `CD DC`.
  var text: String {
    let high = String(rawValue >> 8, radix: 16, uppercase: true)
    let low = String(rawValue & 0xFF, radix: 16, uppercase: true)
    return high + " " + low
  }

  /// Whether the file has a table of sections.
  var hasSections: Bool {
    switch self {
    case .ccbc, .ccdc, .dcdc: false
    case .cdbc, .cddc, .dddc, .cddd: true
    }
  }

  /// Whether each colour ends with its row, column and four more bytes.
  var hasPositions: Bool { self == .cddd }

  /// Whether the palette's name is single-byte text; the others are UTF-16 little-endian, a
  /// length in code units.
  var hasSingleBytePaletteName: Bool { self == .dcdc || self == .cddc }

  /// Whether colour names are single-byte text in a palette of `type`; the others are UTF-16
  /// little-endian.
  func hasSingleByteColorNames(type: UInt16?) -> Bool {
    switch self {
    case .dcdc, .ccdc: true
    case .cddc: type != 16
    default: false
    }
  }

  /// Whether each colour has an identifier and a second colour value, in a palette of `type`.
  func hasLongEntries(type: UInt16?) -> Bool {
    guard let type, self == .cdbc || self == .cddc || self == .cddd else { return false }
    return type < 38 && type != 5 && type != 16
  }

  /// Whether palettes of `type` hold spot colours (Pantone, Toyo, DIC, Focoltone and other
  /// named inks, as SwatchBooker lists them).
  static func isSpot(type: UInt16) -> Bool {
    [3, 8, 9, 10, 11, 16, 17, 18, 20, 21, 22, 23, 26, 27, 28, 29, 30, 31, 32, 35, 36, 37]
      .contains(type)
  }
}
