public import PaletteCore

/// A Kotlin source file with a palette's colours for Jetpack Compose (write only).
///
/// The file declares one `object` named after the palette (`Palette` when it has none) with a
/// `val` per swatch, `val OceanBlue = Color(0xFF1E90FF)` (ARGB, alpha first, as Compose's
/// `Color(Long)` takes it), one nested `object` per named group, and `all`, every colour in
/// palette order as `name to colour` pairs, ready for a swatch grid. Colours are written as
/// 8-bit sRGB (``/PaletteCore/PaletteColor/rgba8``). When a swatch has a dark variant, a nested
/// `object Dark` repeats every name (groups too) with the dark colours, a swatch without one
/// keeping its light colour, and a nested `object Current` repeats them once more as composable
/// getters that follow the system appearance (`Palette.Current.Ink` is `Palette.Dark.Ink` when
/// `isSystemInDarkTheme()`, else `Palette.Ink`); high-contrast variants are not written. See
/// `docs/formats/android.md`.
public struct ComposeCodeFormat: PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"compose"`.
  public var identifier: String { "compose" }
  /// `"Kotlin source (Jetpack Compose colours)"`.
  public var displayName: String { "Kotlin source (Jetpack Compose colours)" }
  /// `["kt"]`.
  public var fileExtensions: [String] { ["kt"] }

  /// Write only: names, the palette's name (the object's name) and description (its KDoc),
  /// groups (nested objects), alpha, dark variants (the `Dark` object); 8-bit sRGB.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: false,
      groups: true, alpha: true, models: [.srgb], appearances: [.dark],
      controlCharacters: ControlCharacterLimit(.all, in: [.description, .groupNames]))
  }

  /// Generates the Kotlin file.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 Kotlin source ending with a line break.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    Array(ComposeCodeGenerator.generate(palette).utf8)
  }
}
