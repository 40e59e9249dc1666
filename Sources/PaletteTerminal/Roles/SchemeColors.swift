import PaletteCore

/// The colours a reader finds for the slots of a layout, gathered in file order and returned
/// as a palette in the layout's order, each swatch named after its slot.
struct SchemeColors {
  /// The layout.
  let layout: SchemeLayout
  /// The format identifier, for warnings.
  let format: String
  private var found: [(color: PaletteColor, location: SourceLocation?)?]
  /// The first role given twice, where, and how many roles were given twice.
  private var repeated: (name: String, location: SourceLocation?, roles: Set<Int>)?

  /// Starts with no colour.
  init(_ layout: SchemeLayout, format: String) {
    self.layout = layout
    self.format = format
    found = Array(repeating: nil, count: layout.slots.count)
  }

  /// Sets a slot's colour; a slot set twice keeps the later colour, as the applications do,
  /// with a warning.
  mutating func set(_ slot: Int, _ color: PaletteColor, at location: SourceLocation?) {
    if found[slot] != nil {
      var record = repeated ?? (layout.slots[slot].name, location, [])
      record.roles.insert(slot)
      repeated = record
    }
    found[slot] = (color, location)
  }

  /// Whether a slot has a colour.
  func has(_ slot: Int) -> Bool { found[slot] != nil }

  /// The warning for repeated roles, if any.
  var warnings: [Diagnostic] {
    guard let repeated else { return [] }
    let others = repeated.roles.count - 1
    return [
      Diagnostic(
        .warning, code: "\(format).repeated-role",
        message: "\(MessageFormatting.quoted(repeated.name)) is given more than once"
          + (others > 0
            ? " (and \(MessageFormatting.count(others, "other role", "other roles")))" : "")
          + "; the last colour is used",
        location: repeated.location)
    ]
  }

  /// The swatches in the layout's order.
  var swatches: [Swatch] {
    zip(layout.slots, found).compactMap { slot, entry in
      entry.map { Swatch(name: slot.name, color: $0.color, location: $0.location) }
    }
  }

  /// The names of the slots among the first `count` without a colour.
  func missing(among count: Int) -> [String] {
    zip(layout.slots.prefix(count), found).compactMap { $1 == nil ? $0.name : nil }
  }
}

/// Colour text the scheme formats share.
enum SchemeHex {
  /// An 8-bit sRGB colour from `#RRGGBB` (or `RRGGBB` when `hashOptional`, `0xRRGGBB` when
  /// `zeroX`); `nil` for anything else.
  static func color(
    _ text: some StringProtocol, hashOptional: Bool = false, zeroX: Bool = false
  )
    -> RGBA8?
  {
    var digits = Substring(text)
    if digits.hasPrefix("#") {
      digits = digits.dropFirst()
    } else if zeroX, digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      digits = digits.dropFirst(2)
    } else if !hashOptional {
      return nil
    }
    guard digits.utf8.count == 6 else { return nil }
    return HexDigits.color(ArraySlice(digits.utf8), alphaFirst: false)
  }

  /// `#rrggbb` in lower-case digits: the colour gamut-mapped to 8-bit sRGB, alpha dropped.
  static func text(_ color: PaletteColor) -> String {
    String(decoding: color.rgba8.hexBytes(includeAlpha: false, uppercase: false), as: UTF8.self)
  }
}
