public import PaletteCore

/// A Swift source file with a palette's colours, for app developers (write only).
///
/// The file declares one `enum` named after the palette (or ``typeName``). Inside it:
/// - `RGBA`, a platform-neutral value (colour space plus `Double` components);
/// - `Values`, one `static let` of `RGBA` per swatch, one nested `enum` per named group, and
///   `all`, every colour in palette order as `(name: String, value: RGBA)` pairs;
/// - under `#if canImport(SwiftUI)`, an extension with the same names as `SwiftUI.Color`
///   constants and its own `all` list of `(name: String, color: Color)` pairs, ready for a
///   swatch grid.
///
/// sRGB and Display P3 colours keep their space (`Color(.sRGB, …)`, `Color(.displayP3, …)`).
/// CMYK, gray, Lab and OKLCH are converted to sRGB without clamping: colours outside the sRGB
/// gamut get components outside 0...1, which SwiftUI shows as extended-range sRGB. Swatch kinds
/// and the column hint are not written. Identifier rules are described in `docs/outputs/swift.md`.
/// and the column hint are not written.
///
/// A swatch with appearance variants is a `DynamicRGBA` in `Values` (its `light` value, the
/// `dark`, `highContrast` and `highContrastDark` variants, and `resolved(dark:highContrast:)`),
/// listed in `Values.all` by its light value; in the SwiftUI extension it is a colour that
/// follows the system appearance: a dynamic `UIColor` (trait collection's dark style and
/// increased contrast) where UIKit is available, a dynamic `NSColor` (dark and high-contrast
/// Aqua appearances) with AppKit, else the light value. Files for palettes without variants
/// are unchanged. Identifier rules are described in `SwiftIdentifier`.
public struct SwiftCodeFormat: PaletteEncoder {
  /// The access level of the generated declarations.
  public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// `public`, for a palette in its own module.
    case `public`
    /// `internal` (no modifier written), for a palette inside an app target.
    case `internal`
  }

  /// The name of the generated type; `nil` derives it from the palette name (`Palette` when
  /// there is none). Either way it is made a valid identifier.
  public var typeName: String?
  /// The access level of every generated declaration.
  public var accessLevel: AccessLevel

  /// Creates the format.
  ///
  /// - Parameters:
  ///   - typeName: The generated type's name, or `nil` to derive it from the palette name.
  ///   - accessLevel: `public` (the default) or `internal`.
  public init(typeName: String? = nil, accessLevel: AccessLevel = .public) {
    self.typeName = typeName
    self.accessLevel = accessLevel
  }

  /// `"swift"`.
  public var identifier: String { "swift" }
  /// `"Swift source (SwiftUI colours)"`.
  public var displayName: String { "Swift source (SwiftUI colours)" }
  /// `["swift"]`.
  public var fileExtensions: [String] { ["swift"] }

  /// Write only: names, the palette name (the type name) and description (its doc comment),
  /// groups, alpha, every appearance variant; sRGB and Display P3 natively.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true,
      paletteDescription: true, columns: false, groups: true, alpha: true,
      models: [.srgb, .displayP3], appearances: Set(Appearance.allCases),
      controlCharacters: ControlCharacterLimit(.all, in: [.description, .groupNames]))
  }

  /// Generates the Swift file.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 Swift source ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    Array(SwiftCodeGenerator(format: self).generate(palette).utf8)
  }
}
