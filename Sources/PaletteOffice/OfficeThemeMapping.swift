import PaletteCore

/// How a palette of any size fills the twelve roles of an Office colour scheme.
///
/// Only the first twelve swatches (in ``/PaletteCore/Palette/allSwatches`` order) are used;
/// the rest do not fit. Among them:
///
/// 1. A swatch named for a role (`accent1`, "Dark 2", "Hyperlink"; see
///    ``OfficeThemeRole/named(_:)``) takes it; a second swatch with the same role name is
///    treated as unnamed.
/// 2. Of the text and background roles still open, `dk1` and then `dk2` take the darkest
///    swatches left whose relative luminance (WCAG 2) is at most 0.05 (about `#3E3E3E` and
///    darker), `lt1` and then `lt2` the lightest left whose luminance is at least 0.75 (about
///    `#E1E1E1` and lighter): text must stay readable on the background.
/// 3. The swatches left take the roles left in order: `accent1` to `accent6`, `hlink`,
///    `folHlink`, then any text or background role still open.
/// 4. A role left without a swatch (only when the palette has fewer than twelve) gets the
///    colour Office's own theme gives it (``OfficeThemeRole/defaultColor``).
struct OfficeThemeMapping: Sendable {
  /// For each role in schema order, the ``/PaletteCore/Palette/allSwatches`` position of the
  /// swatch that fills it, or `nil` for Office's default colour.
  var sources: [OfficeThemeRole: Int]

  /// The luminance at or below which a colour may be a dark text or background colour.
  static let darkLuminance = 0.05
  /// The luminance at or above which a colour may be a light text or background colour.
  static let lightLuminance = 0.75

  /// Assigns the swatches of `palette` to roles.
  ///
  /// - Parameter palette: The palette.
  /// - Complexity: O(*n*) in the number of swatches.
  init(_ palette: Palette) {
    let swatches = Array(palette.allSwatches.prefix(OfficeThemeRole.allCases.count))
    var sources: [OfficeThemeRole: Int] = [:]
    var free = Array(swatches.indices)
    for (index, swatch) in swatches.enumerated() {
      guard let name = swatch.name, let role = OfficeThemeRole.named(name), sources[role] == nil
      else { continue }
      sources[role] = index
      free.removeAll { $0 == index }
    }
    let luminance = swatches.map { ColorMath.relativeLuminance($0.color.srgbInGamut) }
    for role in [OfficeThemeRole.dk1, .dk2] where sources[role] == nil {
      let dark = free.filter { luminance[$0] <= Self.darkLuminance }
      guard let darkest = dark.min(by: { luminance[$0] < luminance[$1] }) else { break }
      sources[role] = darkest
      free.removeAll { $0 == darkest }
    }
    for role in [OfficeThemeRole.lt1, .lt2] where sources[role] == nil {
      let light = free.filter { luminance[$0] >= Self.lightLuminance }
      guard let lightest = light.max(by: { luminance[$0] < luminance[$1] }) else { break }
      sources[role] = lightest
      free.removeAll { $0 == lightest }
    }
    let rest =
      OfficeThemeRole.allCases.filter { !$0.isTextOrBackground }
      + OfficeThemeRole.allCases.filter(\.isTextOrBackground)
    for role in rest where sources[role] == nil {
      guard !free.isEmpty else { break }
      sources[role] = free.removeFirst()
    }
    self.sources = sources
  }

  /// The colour of each role in schema order: the swatch's, as 8-bit sRGB (gamut-mapped,
  /// alpha dropped), or the default.
  ///
  /// - Parameter palette: The palette the mapping was made for.
  /// - Returns: Twelve colours.
  func colors(of palette: Palette) -> [(role: OfficeThemeRole, color: RGBA8)] {
    let swatches = palette.allSwatches
    return OfficeThemeRole.allCases.map { role in
      guard let index = sources[role] else { return (role, role.defaultColor) }
      var color = swatches[index].color.rgba8
      color.alpha = 255
      return (role, color)
    }
  }

  /// The swatches' positions in the order the file holds them.
  var order: [Int] { OfficeThemeRole.allCases.compactMap { sources[$0] } }
}
