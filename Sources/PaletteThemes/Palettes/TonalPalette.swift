public import PaletteCore

/// The colours of one hue and chroma at every tone: Material's tonal palette.
///
/// Each tone is ``HCT/init(hue:chroma:tone:)`` of the palette's hue and chroma, so chroma is
/// reduced where sRGB cannot hold it (near black and white, and for most hues at high chroma)
/// while hue and tone stay.
///
///     let blue = TonalPalette(of: RGBA8(hex: "#0000FF")!)
///     print(blue.tone(90).hexString())  // Prints "#E0E0FF"
public struct TonalPalette: Hashable, Sendable {
  /// The HCT hue in degrees.
  public let hue: Double
  /// The chroma asked for; tones that sRGB cannot hold at it have less.
  public let chroma: Double
  /// The colour that stands for the palette: the tone nearest T50 whose chroma reaches
  /// ``chroma`` (or the most chroma the hue has, at the tone where it peaks).
  public let keyColor: HCT

  /// The palette's colour at its key colour's tone: what Material's palette key-colour roles
  /// (`primary_palette_key_color` and the others) and its published key colours are.
  ///
  /// The key colour is solved at a whole tone, and its 8-bit colour has a tone slightly off
  /// it; solving the palette again at that tone can move a channel by one step. For pure
  /// blue's hue at chroma 36 the key colour is #6E72AD (tone 49.94) and this #6E72AC.
  public var keyColorRole: RGBA8 {
    tone(keyColor.tone)
  }

  /// The tones Material Theme Builder lists for each palette.
  public static let themeBuilderTones: [Int] = [
    0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99, 100,
  ]

  /// The palette of a hue and chroma.
  ///
  /// - Parameters:
  ///   - hue: The HCT hue in degrees.
  ///   - chroma: The HCT chroma.
  public init(hue: Double, chroma: Double) {
    self.hue = hue
    self.chroma = chroma
    self.keyColor = Self.keyColor(hue: hue, chroma: chroma)
  }

  /// The palette of a colour's hue and chroma, the colour itself its key colour.
  ///
  /// - Parameter hct: The colour.
  public init(of hct: HCT) {
    self.hue = hct.hue
    self.chroma = hct.chroma
    self.keyColor = hct
  }

  /// The palette of an sRGB colour's hue and chroma.
  ///
  /// - Parameter color: The colour.
  public init(of color: RGBA8) {
    self.init(of: HCT(color))
  }

  /// The colour at `tone`.
  ///
  /// - Parameter tone: The tone, 0 (black) to 100 (white).
  /// - Returns: The opaque sRGB colour.
  public func tone(_ tone: Double) -> RGBA8 {
    HCTSolver.solve(hue: hue, chroma: chroma, tone: tone)
  }

  /// The colour at `tone`, as HCT.
  ///
  /// - Parameter tone: The tone, 0 (black) to 100 (white).
  /// - Returns: The colour's actual hue, chroma and tone.
  public func hct(tone: Double) -> HCT {
    HCT(hue: hue, chroma: chroma, tone: tone)
  }

  /// The key colour: a binary search over whole tones for the one nearest T50 whose largest
  /// chroma reaches the request (within 0.01), following the rise of chroma where it does not.
  private static func keyColor(hue: Double, chroma requested: Double) -> HCT {
    var cache: [Int: Double] = [:]
    func maximumChroma(_ tone: Int) -> Double {
      if let known = cache[tone] { return known }
      let value = HCT(hue: hue, chroma: 200.0, tone: Double(tone)).chroma
      cache[tone] = value
      return value
    }
    let pivot = 50
    var lower = 0
    var upper = 100
    while lower < upper {
      let mid = (lower + upper) / 2
      let ascending = maximumChroma(mid) < maximumChroma(mid + 1)
      if maximumChroma(mid) >= requested - 0.01 {
        if abs(lower - pivot) < abs(upper - pivot) {
          upper = mid
        } else {
          if lower == mid { return HCT(hue: hue, chroma: requested, tone: Double(lower)) }
          lower = mid
        }
      } else if ascending {
        lower = mid + 1
      } else {
        upper = mid
      }
    }
    return HCT(hue: hue, chroma: requested, tone: Double(lower))
  }
}
