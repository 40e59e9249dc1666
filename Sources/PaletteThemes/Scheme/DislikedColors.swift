/// The colours people widely dislike (dark yellow-greens, "bile"), and their fix.
///
/// After Palmer and Schloss (2010): hues 90°...111° (rounded), chroma above 16 and tone below
/// 65 read as unpleasant; lightening them to tone 70 keeps the hue and removes the effect.
enum DislikedColors {
  /// Whether `hct` is in the disliked region.
  static func isDisliked(_ hct: HCT) -> Bool {
    let hue = hct.hue.rounded(.toNearestOrAwayFromZero)
    return hue >= 90.0 && hue <= 111.0 && hct.chroma.rounded(.toNearestOrAwayFromZero) > 16.0
      && hct.tone.rounded(.toNearestOrAwayFromZero) < 65.0
  }

  /// `hct` lightened to tone 70 when it is disliked, else `hct`.
  static func fixed(_ hct: HCT) -> HCT {
    isDisliked(hct) ? HCT(hue: hct.hue, chroma: hct.chroma, tone: 70.0) : hct
  }
}
