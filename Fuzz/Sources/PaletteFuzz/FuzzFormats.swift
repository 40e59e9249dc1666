import PaletteCore
import PaletteKit

/// The formats under test: palconv's built-in list, by identifier.
enum FuzzFormats {
  /// Every built-in format, each in its default configuration.
  static let all: [any PaletteFormat] = FormatRegistry.builtIn.formats

  /// Formats written as folders (an asset catalog), not single files: their round trips go
  /// through a file tree (``FolderRoundTripCheck``).
  static let folderFormats: Set<String> = ["xcassets", "android-res"]

  /// Formats whose writer's output settles only at the second write, with the reason: the
  /// first write holds something the reader turns into something else.
  static let settlesAtSecondWrite: [String: String] = [
    "ase": "a name loses its trailing NULs when read",
    "aco": "a name loses its trailing NULs when read, and an empty name reads as none",
    "css": "a NUL written as the escape \\0 reads back as U+FFFD",
    "dtcg": "an empty group is written as {} and reads back as nothing",
    "dtcg-resolver": "an empty group is written as {} and reads back as nothing",
    "png": "the column count lays the image out but is not read back from it",
    "xcassets": "an empty group is written as a folder, which reads back as nothing",
  ]

  /// Formats whose names and groups follow rules not restated by the harness (DTCG token
  /// paths, in a token file or a resolver document: dots nest, `{` `}` `.` are replaced): only
  /// the colours, in order, are compared.
  static let colorsOnly: Set<String> = ["dtcg", "dtcg-resolver"]

  /// Formats that cannot hold a palette without swatches (Simple Color Palette requires one
  /// colour, a PNG image or an indexed Aseprite sprite one pixel; an Office theme, a
  /// terminal scheme or an Animator palette would be only invented colours): writing an empty
  /// palette is refused, whatever else it holds.
  static let needSwatches: Set<String> = [
    "color-palette", "png", "aseprite", "animator-col", "office-theme", "office-theme-xml",
    "base16", "base24",
    "iterm",
    "windows-terminal", "alacritty", "kitty", "ghostty", "xresources",
  ]

  /// Whether `format` may refuse to write `palette` for having no swatches.
  static func mayRefuseEmpty(_ format: any PaletteFormat, _ palette: Palette) -> Bool {
    needSwatches.contains(format.identifier) && palette.swatchCount == 0
  }

  /// Formats that write only their first so many swatches (Procreate's 30 slots, an Adobe
  /// colour table's 256 of a longer file, an indexed Aseprite sprite's or an Animator
  /// palette's 256, a Xara palette's 65,535), as their capabilities' `maxSwatches` says.
  static let truncating: Set<String> = [
    "procreate", "act", "aseprite", "animator-col", "jcw",
  ]

  /// Formats whose grid marks an empty slot only by the colours after it (Pixelorama's
  /// sparse indices): empty slots at the end are not written, and not read back.
  static let dropsTrailingEmptySlots: Set<String> = ["pixelorama"]

  /// `palette` as a truncating format can write it: its first `maxSwatches` swatches, in one
  /// group (such a format holds no groups); for a format that drops trailing empty slots, the
  /// palette without them; any other palette as it is.
  static func fitted(_ palette: Palette, for format: any PaletteFormat) -> Palette {
    if dropsTrailingEmptySlots.contains(format.identifier) {
      var swatches = palette.allSwatches
      guard swatches.last?.isEmptySlot == true else { return palette }
      while swatches.last?.isEmptySlot == true { swatches.removeLast() }
      var result = palette
      result.groups = swatches.isEmpty ? [] : [PaletteGroup(swatches: swatches)]
      return result
    }
    guard truncating.contains(format.identifier), let limit = format.capabilities.maxSwatches,
      palette.swatchCount > limit
    else { return palette }
    var result = palette
    result.groups = [PaletteGroup(swatches: Array(palette.allSwatches.prefix(limit)))]
    return result
  }

  /// Formats whose files hold a fixed number of colours whatever the palette (an Office
  /// theme's twelve roles, an Animator palette's 256), in their own order and named by role: the swatch count and the
  /// names are restated by ``FormatNormalization`` instead of checked one by one.
  static let fixedRoles: Set<String> = [
    "office-theme", "office-theme-xml", "base16", "base24", "iterm", "windows-terminal",
    "alacritty", "kitty", "ghostty", "xresources", "animator-col",
  ]

  /// The names of the formats.
  static var names: [String] { all.map(\.identifier) }

  /// The format called `name`, if any.
  ///
  /// - Parameter name: A format identifier.
  /// - Returns: The format.
  static func named(_ name: String) -> (any PaletteFormat)? {
    all.first { $0.identifier == name }
  }

  /// Whether `format` writes single files that its own reader reads.
  static func roundTrips(_ format: any PaletteFormat) -> Bool {
    format is any PaletteDecoder & PaletteEncoder && !folderFormats.contains(format.identifier)
  }
}
