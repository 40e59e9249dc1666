extension FormatCapabilities {
  /// The model and kind a file of a format with ``oneModelPerFile`` holds `palette`'s colours
  /// in: the model most of its colours have among ``models`` (on a tie, or when none has one
  /// of them, the first of sRGB, Display P3, Lab, OKLCH, HSB, CMYK and gray the format holds),
  /// and spot when every swatch is a spot colour and the format marks spot colours.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The model and whether the file marks its colours as spot colours.
  /// - Complexity: O(*n*) in the number of swatches.
  public func oneModel(for palette: Palette) -> (model: ColorModel, spot: Bool) {
    var counts: [ColorModel: Int] = [:]
    var allSpot = true
    var any = false
    for swatch in palette.allSwatches where !swatch.isEmptySlot {
      any = true
      counts[swatch.color.model, default: 0] += 1
      if swatch.kind != .spot { allSpot = false }
    }
    let preference: [ColorModel] = [.srgb, .displayP3, .lab, .oklch, .hsb, .cmyk, .gray]
    let held = preference.filter { models.contains($0) }
    var model = LossReport.destinationModel(for: self)
    var most = 0
    for candidate in held where counts[candidate, default: 0] > most {
      model = candidate
      most = counts[candidate, default: 0]
    }
    return (model, any && allSpot && kinds.contains(.spot))
  }

  /// What a file of a format with ``oneModelPerFile`` can hold of `palette`: the one model
  /// and kind of ``oneModel(for:)``; these capabilities unchanged for any other format.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The capabilities the loss report checks the palette against.
  public func narrowed(for palette: Palette) -> FormatCapabilities {
    guard oneModelPerFile else { return self }
    let chosen = oneModel(for: palette)
    var narrowed = self
    narrowed.models = [chosen.model]
    narrowed.kinds = chosen.spot ? [.process, .spot] : [.process]
    return narrowed
  }
}
