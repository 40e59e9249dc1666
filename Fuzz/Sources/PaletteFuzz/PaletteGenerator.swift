import PaletteCore

/// Builds a palette from fuzzer bytes: names that are plain or hostile (line breaks, quotes,
/// comment markers, control characters), every colour model, exact 8-bit colours, ordinary
/// and extreme values, every kind of swatch and appearance variants (dark, high contrast), in
/// up to eight groups.
struct PaletteGenerator {
  /// Names that break naive writers: markers of every format's syntax.
  private static let hostileNames = [
    "", " ", "a\nb", "a\r\nb", "\t", "# not a comment", "; nor this", "// nor this",
    "\"quoted\" \\ back", "*/ }{ ;", "--x: red;", "<tag>&amp;", "\u{0}\u{1}\u{7F}", "\u{FEFF}",
    "ünïcødé 🎨", "Name: x", "GIMP Palette", "Columns: 4", "  padded  ", "255 0 0",
  ]

  /// Values outside the ordinary ranges.
  private static let extremeValues: [Float] = [
    0, 1, -0, 0.5, -0.25, 1.5, 100, -128, 127, 360, 720, 1e-9, 1e9, .greatestFiniteMagnitude,
    .leastNonzeroMagnitude, 0.1, 1 / 3,
  ]

  /// Whether the palette holds only what every format must round-trip exactly: plain names,
  /// exact 8-bit or in-range values, finite numbers.
  private(set) var isTame = true

  private var input: FuzzInput

  /// Creates a generator over fuzzer bytes.
  ///
  /// - Parameter bytes: The bytes.
  init(_ bytes: [UInt8]) {
    input = FuzzInput(bytes)
  }

  /// The palette the bytes describe.
  mutating func palette() -> Palette {
    let flags = input.byte()
    var palette = Palette()
    if flags & 1 != 0 { palette.name = name() }
    if flags & 2 != 0 { palette.description = description() }
    if flags & 4 != 0 { palette.columns = input.below(20) }
    let groupCount = input.below(4) + (flags & 8 != 0 ? 4 : 1)
    for _ in 0..<groupCount where !input.isExhausted {
      var group = PaletteGroup()
      if input.below(2) == 1 { group.name = name() }
      let swatchCount = input.below(17)
      for _ in 0..<swatchCount where !input.isExhausted {
        group.swatches.append(swatch())
      }
      palette.groups.append(group)
    }
    return palette
  }

  private mutating func swatch() -> Swatch {
    let choice = input.byte()
    let kind: SwatchKind = [.process, .global, .spot][Int(choice & 3) % 3]
    let swatchName: String? = choice & 4 != 0 ? name() : nil
    var swatch = Swatch(name: swatchName, color: color(), kind: kind)
    if choice & 8 != 0 {
      let mask = input.byte()
      for (bit, appearance) in Appearance.allCases.enumerated() where mask >> bit & 1 != 0 {
        swatch.appearances[appearance] = color()
      }
    }
    return swatch
  }

  private mutating func name() -> String {
    switch input.below(8) {
    case 0:
      isTame = false
      return Self.hostileNames[input.below(Self.hostileNames.count)]
    case 1:
      let text = input.text(limit: 24)
      if !Self.isPlain(text) { isTame = false }
      return text
    default:
      // A plain name: letters, digits and inner spaces.
      let alphabet = Array("abcXYZ019 -_".utf8)
      var bytes: [UInt8] = [UInt8(ascii: "n")]
      for _ in 0..<input.below(12) { bytes.append(alphabet[input.below(alphabet.count)]) }
      if bytes.last == UInt8(ascii: " ") { bytes.append(UInt8(ascii: "z")) }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  private mutating func description() -> String {
    if input.below(4) == 0 {
      isTame = false
      return input.text(limit: 64)
    }
    return "Made by n\(input.byte())"
  }

  private mutating func color() -> PaletteColor {
    let choice = input.byte()
    let model = ColorModel.allCases[Int(choice & 7) % ColorModel.allCases.count]
    let alpha: Float
    switch choice >> 6 {
    case 0: alpha = 1
    case 1: alpha = Self.unit(byte: input.byte())
    case 2: alpha = value(unit: true)
    default: alpha = Self.unit(byte: 255)
    }
    if model == .srgb && choice & 0x38 == 0 {
      return .srgb8(input.byte(), input.byte(), input.byte(), alpha: input.byte())
    }
    if model != .srgb { isTame = false }
    let unit = model == .srgb || model == .displayP3 || model == .cmyk || model == .gray
    var values: [Float] = []
    for _ in 0..<model.componentCount { values.append(value(unit: unit)) }
    let components = ColorComponents(model: model, values: values) ?? .gray(0)
    return PaletteColor(components, alpha: alpha)
  }

  /// The component an 8-bit value reads as in every codec (through the public model).
  private static func unit(byte: UInt8) -> Float {
    PaletteColor.srgb8(0, 0, 0, alpha: byte).alpha
  }

  private mutating func value(unit: Bool) -> Float {
    switch input.below(4) {
    case 0:
      isTame = false
      return Self.extremeValues[input.below(Self.extremeValues.count)]
    case 1:
      isTame = false
      return input.rawFloat()
    default:
      let value = Self.unit(byte: input.byte())
      if !unit { isTame = false }
      return value
    }
  }

  /// Whether `text` is a plain name: non-empty, printable ASCII without syntax characters,
  /// and no surrounding spaces.
  static func isPlain(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else {
      return false
    }
    return bytes.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == 0x20 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
  }
}
