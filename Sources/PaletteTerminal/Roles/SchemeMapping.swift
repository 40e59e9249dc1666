import PaletteCore

/// How a palette of any size fills the slots of a ``SchemeLayout``: the one rule every format
/// of the module writes by.
///
/// 1. A swatch named for a role fills it: by the role's own names first (`red`, `color1`,
///    `Ansi 1 Color`, compared as ``SchemeNames/key(_:)`` keys), then by another scheme's
///    (a terminal's `red` takes base16's `base08`). One swatch may fill several roles (base16's
///    `base00` is a terminal's black and its background); of two swatches with the same role
///    name, the first counts.
/// 2. Swatches whose names are no role's, in palette order, fill the roles still open, in the
///    layout's order.
/// 3. A role still open takes the colour of the first of its fallbacks that steps 1 and 2
///    filled (a bright colour its normal one, the background black), or else the layout's
///    default (xterm's colours for a terminal, base16's "Default Dark" for base16).
///
/// Swatches no role takes (a second swatch of one role name, swatches past the roles, role
/// names the layout has no place for) are not written; the loss report names them, and the
/// roles of step 3.
struct SchemeMapping: Sendable {
  /// For each slot, the ``/PaletteCore/Palette/allSwatches`` position of the swatch that
  /// fills it, or `nil` when the writer fills it (step 3).
  let sources: [Int?]
  /// Each slot's colour.
  let colors: [PaletteColor]
  /// The positions of the swatches no slot takes, in palette order.
  let unwritten: [Int]
  /// The layout.
  let layout: SchemeLayout

  /// Refuses a palette with no swatch: a scheme of nothing but the colours the writer
  /// invents would read back as a palette the user never had.
  static func requireColors(_ palette: Palette, format: String) throws(PaletteError) {
    guard palette.swatchCount == 0 else { return }
    throw PaletteError(
      .unrepresentable,
      "the palette has no colours to make a \(format) scheme of (it needs at least one role)",
      format: format)
  }

  /// Maps `palette` onto `layout`.
  ///
  /// - Complexity: O(*n*) in the number of swatches.
  init(_ palette: Palette, layout: SchemeLayout) {
    self.layout = layout
    let swatches = palette.allSwatches
    var firstByKey: [String: Int] = [:]
    var free: [Int] = []
    for (index, swatch) in swatches.enumerated() where !swatch.isEmptySlot {
      if let name = swatch.name {
        let key = SchemeNames.key(name)
        if SchemeLayout.knownNames.contains(key) {
          if firstByKey[key] == nil { firstByKey[key] = index }
          continue
        }
      }
      free.append(index)
    }
    let slots = layout.slots
    var sources = [Int?](repeating: nil, count: slots.count)
    let tiers = slots.map(\.aliases.count).max() ?? 0
    for tier in 0..<tiers {
      for (place, slot) in slots.enumerated() where sources[place] == nil {
        guard tier < slot.aliases.count else { continue }
        for alias in slot.aliases[tier] {
          if let index = firstByKey[alias] {
            sources[place] = index
            break
          }
        }
      }
    }
    var next = free.startIndex
    for place in slots.indices where sources[place] == nil && next < free.endIndex {
      sources[place] = free[next]
      next += 1
    }
    var colors: [PaletteColor] = []
    colors.reserveCapacity(slots.count)
    for (place, slot) in slots.enumerated() {
      if let index = sources[place] {
        colors.append(swatches[index].color)
        continue
      }
      var filled: PaletteColor?
      for fallback in slot.fallbacks where filled == nil {
        switch fallback {
        case .copy(let other):
          if other < slots.count, let index = sources[other] { filled = swatches[index].color }
        case .mix(let first, let second):
          if first < slots.count, second < slots.count, let one = sources[first],
            let two = sources[second]
          {
            filled = Self.mean(swatches[one].color.rgba8, swatches[two].color.rgba8).paletteColor
          }
        }
      }
      colors.append(filled ?? slot.defaultColor.paletteColor)
    }
    let used = Set(sources.compactMap { $0 })
    self.sources = sources
    self.colors = colors
    self.unwritten = swatches.indices.filter { !used.contains($0) }
  }

  /// The mean of two colours, channel by channel, rounded half up; opaque.
  static func mean(_ one: RGBA8, _ two: RGBA8) -> RGBA8 {
    func mid(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) + Int(b) + 1) / 2) }
    return RGBA8(
      red: mid(one.red, two.red), green: mid(one.green, two.green),
      blue: mid(one.blue, two.blue))
  }

  /// The names of the slots the writer fills.
  var filledSlots: [String] {
    zip(layout.slots, sources).compactMap { $1 == nil ? $0.name : nil }
  }

  /// What the loss report compares: each swatch read back named after the first slot it
  /// fills, in the slots' order, and the swatches and slots the writer leaves out or fills.
  ///
  /// - Parameters:
  ///   - palette: The palette the mapping was made for.
  ///   - paletteName: The palette's name as the format writes it.
  func writtenNames(of palette: Palette, paletteName: String?) -> WrittenNames {
    var names = [String?](repeating: nil, count: palette.swatchCount)
    var order: [Int] = []
    var seen = Set<Int>()
    for (place, source) in sources.enumerated() {
      guard let source, seen.insert(source).inserted else { continue }
      names[source] = layout.slots[place].name
      order.append(source)
    }
    order += names.indices.filter { !seen.contains($0) }
    return WrittenNames(
      palette: paletteName, groups: palette.groups.map { _ in nil }, swatches: names,
      swatchOrder: order, unwritten: unwritten, filledSlots: filledSlots)
  }
}

extension SchemeMapping {
  /// Checks that every colour written is finite.
  ///
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a swatch with a NaN
  ///   or infinite value.
  func checkFinite(_ palette: Palette, format: String) throws(PaletteError) {
    let swatches = palette.allSwatches
    for index in Set(sources.compactMap { $0 }).sorted() {
      _ = try swatches[index].writableColor(
        checkingAlpha: true, position: index + 1, format: format)
    }
  }
}
