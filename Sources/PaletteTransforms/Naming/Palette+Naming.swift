public import PaletteCore

extension Palette {
  /// Gives every unnamed swatch (no name, or an empty one) the nearest name of a dictionary,
  /// made unique within its group with a number (`Dusty Rose 2`), and reports what was named
  /// in one warning (`name.assigned`) listing the first 20.
  ///
  ///     let result = palette.namingUnnamed()
  ///     result.palette        // every swatch named
  ///     result.diagnostics    // [warning: named 2 unnamed swatches: #C0737A "Dusty Rose", …]
  ///
  /// - Parameter dictionary: The names; the built-in CSS and xkcd list by default.
  /// - Returns: The palette and the warning (none when every swatch had a name).
  /// - Complexity: O(*n* · *k*) for *n* swatches and *k* dictionary entries; names are made
  ///   unique with a hash table per group.
  public func namingUnnamed(with dictionary: ColorNameDictionary = .builtIn) -> TransformResult {
    var result = self
    var named: [String] = []
    var count = 0
    for g in result.groups.indices {
      var names = UniqueNames(
        separator: " ", reserved: result.groups[g].swatches.compactMap(\.name))
      for s in result.groups[g].swatches.indices {
        let swatch = result.groups[g].swatches[s]
        guard swatch.name?.isEmpty ?? true else { continue }
        let base = dictionary.nearest(to: swatch.color)?.entry.name ?? Self.hexName(swatch.color)
        let name = names.claim(base)
        result.groups[g].swatches[s].name = name
        count += 1
        if named.count < FindingLimits.defaultPerCode {
          named.append("\(Self.hexName(swatch.color)) \(MessageFormatting.quoted(name))")
        }
      }
    }
    guard count > 0 else { return TransformResult(palette: result) }
    var message =
      "named \(count) unnamed \(count == 1 ? "swatch" : "swatches"): "
      + named.joined(separator: ", ")
    if count > named.count { message += ", and \(count - named.count) more" }
    return TransformResult(
      palette: result, diagnostics: [Diagnostic(.warning, code: "name.assigned", message: message)])
  }

  /// Replaces every swatch's name: by its hex value or by the nearest dictionary name, made
  /// unique within its group with a number (`Dusty Rose 2`), and reports it in one note
  /// (`name.renamed`).
  ///
  ///     palette.renamed(.hex).palette      // "#E63946", "#1D3557", …
  ///
  /// - Parameters:
  ///   - scheme: Hex values or nearest names.
  ///   - dictionary: The names for ``RenameScheme/nearest``; the built-in list by default.
  /// - Returns: The palette and the note (none for an empty palette).
  /// - Complexity: O(*n* · *k*) for nearest names, O(*n*) for hex values.
  public func renamed(
    _ scheme: RenameScheme, dictionary: ColorNameDictionary = .builtIn
  ) -> TransformResult {
    var result = self
    var count = 0
    for g in result.groups.indices {
      var names = UniqueNames(separator: " ")
      for s in result.groups[g].swatches.indices {
        let color = result.groups[g].swatches[s].color
        let base =
          switch scheme {
          case .hex: Self.hexName(color)
          case .nearest: dictionary.nearest(to: color)?.entry.name ?? Self.hexName(color)
          }
        result.groups[g].swatches[s].name = names.claim(base)
        count += 1
      }
    }
    guard count > 0 else { return TransformResult(palette: result) }
    let how = scheme == .hex ? "its hex value" : "the nearest colour name"
    return TransformResult(
      palette: result,
      diagnostics: [
        Diagnostic(
          .note, code: "name.renamed",
          message: "renamed \(count) \(count == 1 ? "swatch" : "swatches") to \(how)")
      ])
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
  static func hexName(_ color: PaletteColor) -> String {
    color.rgba8.hexString(includeAlpha: color.hasAlpha)
  }
}
