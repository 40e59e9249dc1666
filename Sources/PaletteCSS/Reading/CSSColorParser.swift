import PaletteCore

/// Reads one CSS Color 4/5 colour value into the palette model.
///
/// Accepts hex colours, the named colours, `transparent`, `rgb()`/`rgba()`, `hsl()`/`hsla()`
/// (both in legacy comma and modern space syntax), `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()`, `color()` with every predefined space, `device-cmyk()`, and numeric `calc()`
/// in channels. `var()` must already be substituted.
///
/// Mapping to the model: hex, named colours, `rgb()`, `hsl()`, `hwb()`, `color(srgb)` and
/// `color(srgb-linear)` give sRGB; `color(display-p3)` Display P3; `lab()`, `lch()`,
/// `color(xyz-d50)` and `color(prophoto-rgb)` Lab (D50); `oklab()`, `oklch()`,
/// `color(xyz-d65)`/`color(xyz)`, `color(a98-rgb)` and `color(rec2020)` OKLCH;
/// `device-cmyk()` CMYK.
struct CSSColorParser {
  let bytes: [UInt8]

  /// What a value turned out to be.
  enum Outcome {
    /// A colour.
    case color(PaletteColor)
    /// `light-dark(a, b)`: a colour for the light and one for the dark appearance.
    case themed(light: PaletteColor, dark: PaletteColor)
    /// A bare `H S% L%` channel triplet read as `hsl()`.
    case bareHSL(PaletteColor)
    /// Not a colour at all (a length, a keyword, a list).
    case notColor
    /// Looks like a colour but is malformed; the message says why.
    case invalid(String, offset: Int)
    /// A valid colour palconv cannot resolve (`currentcolor`, `color-mix()`, …).
    case unsupported(String, offset: Int)
  }

  private enum Arg {
    case number(Double)
    case percentage(Double)
    case angle(Double)
    case none
    case slash
    case comma
  }

  private struct Item {
    var arg: Arg
    var offset: Int
  }

  private struct Shape {
    var channels: [Item]
    var alpha: Item?
    var legacy: Bool
  }

  private struct Failure: Error {
    var message: String
    var offset: Int
    var unsupported = false
  }

  /// Parses a value whose leading and trailing whitespace tokens are already removed.
  func parse(_ tokens: [CSSToken]) -> Outcome {
    guard let first = tokens.first else { return .notColor }
    if tokens.count == 1 {
      switch first.kind {
      case .hash: return hexColor(first)
      case .ident: return keywordColor(first)
      default: return .notColor
      }
    }
    if first.kind == .function {
      guard let close = CSSColorParser.matchingClose(tokens, 0), close == tokens.count - 1 else {
        return .notColor
      }
      let name = CSSEscapes.keyword(bytes, first.start..<(first.end - 1))
      if name == "light-dark" { return lightDark(tokens, 1..<close, at: first.start) }
      do {
        guard let color = try functionColor(name, tokens, 1..<close, at: first.start) else {
          return .notColor
        }
        // Finite numbers can still convert to components past `Float`'s range.
        guard Self.isFinite(color) else {
          return .invalid("number out of range", offset: first.start)
        }
        return .color(Self.withoutNegativeZeros(color))
      } catch {
        return error.unsupported
          ? .unsupported(error.message, offset: error.offset)
          : .invalid(error.message, offset: error.offset)
      }
    }
    if let color = bareHSL(tokens), Self.isFinite(color) {
      return .bareHSL(Self.withoutNegativeZeros(color))
    }
    return .notColor
  }

  /// `light-dark(<color>, <color>)`: exactly two plain colours separated by a comma at the
  /// top level (a nested `light-dark()` is invalid, as in CSS).
  private func lightDark(_ tokens: [CSSToken], _ range: Range<Int>, at offset: Int) -> Outcome {
    var depth = 0
    var comma: Int?
    for index in range {
      switch tokens[index].kind {
      case .function, .openParen: depth += 1
      case .closeParen: depth -= 1
      case .comma where depth == 0:
        guard comma == nil else {
          return .invalid("light-dark() takes exactly two colours", offset: tokens[index].start)
        }
        comma = index
      default: break
      }
    }
    guard let comma else {
      return .invalid("light-dark() takes two colours separated by a comma", offset: offset)
    }
    func trimmed(_ part: Range<Int>) -> [CSSToken] {
      var slice = tokens[part]
      while slice.first?.kind == .whitespace { slice = slice.dropFirst() }
      while slice.last?.kind == .whitespace { slice = slice.dropLast() }
      return Array(slice)
    }
    var colors: [PaletteColor] = []
    for part in [range.lowerBound..<comma, (comma + 1)..<range.upperBound] {
      let side = trimmed(part)
      let start = side.first?.start ?? offset
      switch parse(side) {
      case .color(let color): colors.append(color)
      case .invalid(let message, let at): return .invalid(message, offset: at)
      case .unsupported(let message, let at): return .unsupported(message, offset: at)
      case .themed:
        return .invalid("light-dark() cannot be nested in light-dark()", offset: start)
      case .bareHSL, .notColor:
        return .invalid("light-dark() takes colours, not other values", offset: start)
      }
    }
    return .themed(light: colors[0], dark: colors[1])
  }

  /// `color` with every negative zero made +0.
  ///
  /// CSS has no negative zero: `-0` and `0` are the same number, and the writer prints both
  /// as `0`. Reading them as the same bits keeps decode, encode, decode stable.
  private static func withoutNegativeZeros(_ color: PaletteColor) -> PaletteColor {
    let components: ColorComponents =
      switch color.components {
      case .srgb(let r, let g, let b): .srgb(red: r + 0, green: g + 0, blue: b + 0)
      case .displayP3(let r, let g, let b): .displayP3(red: r + 0, green: g + 0, blue: b + 0)
      case .cmyk(let c, let m, let y, let k):
        .cmyk(cyan: c + 0, magenta: m + 0, yellow: y + 0, black: k + 0)
      case .lab(let l, let a, let b): .lab(l: l + 0, a: a + 0, b: b + 0)
      case .gray(let g): .gray(g + 0)
      case .oklch(let l, let c, let h): .oklch(l: l + 0, c: c + 0, h: h + 0)
      case .hsb(let h, let s, let b): .hsb(hue: h + 0, saturation: s + 0, brightness: b + 0)
      }
    return PaletteColor(components, alpha: color.alpha + 0)
  }

  /// Whether every component and the alpha of `color` are finite.
  private static func isFinite(_ color: PaletteColor) -> Bool {
    color.alpha.isFinite && color.components.values.allSatisfy { $0.isFinite }
  }

  /// The index of the `)` closing the function or parenthesis at `open`.
  static func matchingClose(_ tokens: [CSSToken], _ open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < tokens.count {
      switch tokens[index].kind {
      case .function, .openParen: depth += 1
      case .closeParen:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return nil
  }

  // MARK: Hex and keywords

  private func hexColor(_ token: CSSToken) -> Outcome {
    if let color = CSSColorParser.hexDigitsColor(bytes, (token.start + 1)..<token.end) {
      return .color(color)
    }
    return .invalid(
      "'\(String(decoding: bytes[token.start..<token.end], as: UTF8.self))' is not a hex colour (3, 4, 6 or 8 hex digits)",
      offset: token.start)
  }

  /// The colour of a value that is one `#` hex colour and nothing else but whitespace around
  /// it, or `nil` for any other value (which the tokenizer and ``parse(_:)`` then read, with
  /// the same result for a valid hex colour).
  ///
  /// One pass over the bytes: the hash token is the `#` and the name bytes after it, as in
  /// ``CSSVariableResolver/loneHash(_:_:)``; any name byte that is not a hex digit, or a
  /// digit count other than 3, 4, 6 or 8, gives `nil`.
  static func loneHexColor(_ bytes: [UInt8], _ range: Range<Int>) -> PaletteColor? {
    bytes.withUnsafeBufferPointer { buffer -> PaletteColor? in
      guard range.lowerBound >= 0, range.upperBound <= buffer.count else { return nil }
      var index = range.lowerBound
      let end = range.upperBound
      while index < end && CSSBytes.isWhitespace(buffer[index]) { index += 1 }
      guard index < end, buffer[index] == CSSBytes.hashSign else { return nil }
      index += 1
      let first = index
      var packed: UInt32 = 0
      while index < end {
        let digit = CSSColorParser.hexDigit(buffer[index])
        if digit > 15 { break }
        guard index - first < 8 else { return nil }
        packed = packed << 4 | digit
        index += 1
      }
      let length = index - first
      guard index == end || !CSSBytes.isName(buffer[index]) else { return nil }
      while index < end && CSSBytes.isWhitespace(buffer[index]) { index += 1 }
      guard index == end else { return nil }
      return CSSColorParser.packedHexColor(packed, length: length)
    }
  }

  /// The sRGB colour of the hex digits in `bytes[digits]`, or `nil` unless they are 3, 4, 6
  /// or 8 hex digits.
  private static func hexDigitsColor(_ bytes: [UInt8], _ digits: Range<Int>) -> PaletteColor? {
    let length = digits.count
    guard length == 3 || length == 4 || length == 6 || length == 8 else { return nil }
    // The digits into one integer, four bits each; 16 marks a byte that is not a digit.
    var packed: UInt32 = 0
    for index in digits {
      let digit = CSSColorParser.hexDigit(bytes[index])
      if digit > 15 { return nil }
      packed = packed << 4 | digit
    }
    return packedHexColor(packed, length: length)
  }

  /// The sRGB colour of `length` hex digits packed four bits each into `packed`, or `nil`
  /// unless `length` is 3, 4, 6 or 8.
  @inline(__always)
  private static func packedHexColor(_ packed: UInt32, length: Int) -> PaletteColor? {
    // Alpha stays 255 unless given; short forms repeat each digit (x * 17).
    let red: UInt32
    let green: UInt32
    let blue: UInt32
    var alpha: UInt32 = 255
    switch length {
    case 3:
      (red, green, blue) = ((packed >> 8) * 17, (packed >> 4 & 15) * 17, (packed & 15) * 17)
    case 4:
      (red, green, blue) = ((packed >> 12) * 17, (packed >> 8 & 15) * 17, (packed >> 4 & 15) * 17)
      alpha = (packed & 15) * 17
    case 6:
      (red, green, blue) = (packed >> 16, packed >> 8 & 255, packed & 255)
    case 8:
      (red, green, blue) = (packed >> 24, packed >> 16 & 255, packed >> 8 & 255)
      alpha = packed & 255
    default:
      return nil
    }
    return .srgb8(
      UInt8(truncatingIfNeeded: red), UInt8(truncatingIfNeeded: green),
      UInt8(truncatingIfNeeded: blue), alpha: UInt8(truncatingIfNeeded: alpha))
  }

  /// The value of a hexadecimal digit, or 16 for any other byte.
  @inline(__always)
  private static func hexDigit(_ byte: UInt8) -> UInt32 {
    HexDigits.value(byte).map(UInt32.init) ?? 16
  }

  private func keywordColor(_ token: CSSToken) -> Outcome {
    let word = CSSEscapes.keyword(bytes, token.start..<token.end)
    if let rgb = CSSNamedColors.table[word] {
      return .color(
        .srgb8(UInt8(rgb >> 16), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF)))
    }
    if word == "transparent" { return .color(.srgb8(0, 0, 0, alpha: 0)) }
    if CSSNamedColors.contextual.contains(word) {
      return .unsupported(
        "'\(word)' depends on the page or the user agent and cannot be a palette colour",
        offset: token.start)
    }
    return .notColor
  }

  // MARK: Functions

  private func functionColor(
    _ name: String, _ tokens: [CSSToken], _ range: Range<Int>, at offset: Int
  ) throws(Failure) -> PaletteColor? {
    switch name {
    case "rgb", "rgba":
      return try rgb(try shape(tokens, range, name, count: 3, legacy: true), offset)
    case "hsl", "hsla": return try hsl(try shape(tokens, range, name, count: 3, legacy: true))
    case "hwb": return try hwb(try shape(tokens, range, name, count: 3, legacy: false))
    case "lab", "lch":
      return try lab(try shape(tokens, range, name, count: 3, legacy: false), polar: name == "lch")
    case "oklab", "oklch":
      return try oklab(
        try shape(tokens, range, name, count: 3, legacy: false), polar: name == "oklch")
    case "color": return try predefined(tokens, range, at: offset)
    case "device-cmyk": return try cmyk(try shape(tokens, range, name, count: 4, legacy: true))
    case "color-mix", "contrast-color", "color-contrast":
      throw Failure(
        message: "\(name)() is not resolved into a palette colour", offset: offset,
        unsupported: true)
    default:
      return nil
    }
  }

  private func arguments(_ tokens: [CSSToken], _ range: Range<Int>) throws(Failure) -> [Item] {
    var items: [Item] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let token = tokens[index]
      switch token.kind {
      case .whitespace:
        break
      case .number:
        items.append(Item(arg: .number(token.number), offset: token.start))
      case .percentage:
        items.append(Item(arg: .percentage(token.number), offset: token.start))
      case .dimension:
        guard let degrees = CSSCalc.degrees(token, bytes: bytes) else {
          throw Failure(
            message: "unexpected unit '\(text(token.unitStart..<token.end))'", offset: token.start)
        }
        items.append(Item(arg: .angle(degrees), offset: token.start))
      case .ident:
        let word = CSSEscapes.keyword(bytes, token.start..<token.end)
        if word == "none" {
          items.append(Item(arg: .none, offset: token.start))
        } else if word == "from" {
          throw Failure(
            message: "relative colour syntax ('from') is not resolved", offset: token.start,
            unsupported: true)
        } else {
          throw Failure(message: "unexpected '\(word)'", offset: token.start)
        }
      case .delim where token.delim == CSSBytes.slash:
        items.append(Item(arg: .slash, offset: token.start))
      case .comma:
        items.append(Item(arg: .comma, offset: token.start))
      case .function:
        let name = CSSEscapes.keyword(bytes, token.start..<(token.end - 1))
        guard let close = CSSColorParser.matchingClose(tokens, index) else {
          throw Failure(message: "unclosed \(name)(", offset: token.start)
        }
        guard name == "calc" else {
          throw Failure(
            message: "\(name)() is not evaluated in a colour channel", offset: token.start,
            unsupported: true)
        }
        guard let value = CSSCalc.evaluate(tokens, (index + 1)..<close, bytes: bytes, depth: 0)
        else {
          throw Failure(
            message: "calc() could not be evaluated (only numbers, percentages and angles)",
            offset: token.start, unsupported: true)
        }
        switch value {
        case .number(let v): items.append(Item(arg: .number(v), offset: token.start))
        case .percentage(let v): items.append(Item(arg: .percentage(v), offset: token.start))
        case .angle(let v): items.append(Item(arg: .angle(v), offset: token.start))
        }
        index = close
      default:
        throw Failure(message: "unexpected '\(text(token.start..<token.end))'", offset: token.start)
      }
      index += 1
    }
    for item in items {
      switch item.arg {
      case .number(let v), .percentage(let v), .angle(let v):
        guard v.isFinite else { throw Failure(message: "number out of range", offset: item.offset) }
      default: break
      }
    }
    return items
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Splits arguments into channels and alpha, in legacy (`a, b, c[, alpha]`) or modern
  /// (`a b c [/ alpha]`) form.
  private func shape(
    _ tokens: [CSSToken], _ range: Range<Int>, _ name: String, count: Int, legacy: Bool
  ) throws(Failure) -> Shape {
    let items = try arguments(tokens, range)
    let start = tokens[range.lowerBound - 1].start
    if items.contains(where: { if case .comma = $0.arg { true } else { false } }) {
      guard legacy else {
        throw Failure(message: "\(name)() does not take commas", offset: start)
      }
      var values: [Item] = []
      for (index, item) in items.enumerated() {
        let isComma: Bool
        switch item.arg {
        case .comma: isComma = true
        case .none:
          throw Failure(
            message: "'none' is not allowed in the comma syntax of \(name)()", offset: item.offset)
        case .slash:
          throw Failure(
            message: "'/' is not allowed in the comma syntax of \(name)()", offset: item.offset)
        default: isComma = false
        }
        guard isComma == (index % 2 == 1) else {
          throw Failure(message: "\(name)() mixes commas and spaces", offset: item.offset)
        }
        if !isComma { values.append(item) }
      }
      guard items.count % 2 == 1, values.count == count || values.count == count + 1 else {
        throw Failure(
          message: "\(name)() takes \(count) channels and an optional alpha", offset: start)
      }
      return Shape(
        channels: Array(values.prefix(count)), alpha: values.count > count ? values[count] : nil,
        legacy: true)
    }
    var channels: [Item] = []
    var alpha: Item?
    var afterSlash = false
    for item in items {
      if case .slash = item.arg {
        guard !afterSlash, channels.count == count else {
          throw Failure(message: "misplaced '/' in \(name)()", offset: item.offset)
        }
        afterSlash = true
      } else if afterSlash {
        guard alpha == nil else {
          throw Failure(message: "\(name)() has more than one alpha value", offset: item.offset)
        }
        alpha = item
      } else {
        channels.append(item)
      }
    }
    guard channels.count == count, !afterSlash || alpha != nil else {
      throw Failure(
        message: "\(name)() takes \(count) channels, then optionally '/' and alpha", offset: start)
    }
    return Shape(channels: channels, alpha: alpha, legacy: false)
  }

  /// A channel's value: numbers as they are, percentages times `percentScale / 100`,
  /// angles in degrees when `angle` is set, `none` as 0.
  private func value(
    _ item: Item, percentScale: Double?, number: Bool = true, angle: Bool = false,
    what: String
  ) throws(Failure) -> Double {
    switch item.arg {
    case .none: return 0
    case .number(let v) where number: return v
    case .percentage(let v):
      if let percentScale { return v * percentScale / 100 }
    case .angle(let v) where angle: return v
    default: break
    }
    throw Failure(message: "invalid \(what)", offset: item.offset)
  }

  private func alphaValue(_ item: Item?) throws(Failure) -> Float {
    guard let item else { return 1 }
    let v = try value(item, percentScale: 1, what: "alpha")
    return Float(min(max(v, 0), 1))
  }

  private func hue(_ item: Item) throws(Failure) -> Double {
    try value(item, percentScale: nil, angle: true, what: "hue")
  }

  private func rgb(_ shape: Shape, _ offset: Int) throws(Failure) -> PaletteColor {
    if shape.legacy {
      let percentages = shape.channels.filter {
        if case .percentage = $0.arg { true } else { false }
      }
      guard percentages.isEmpty || percentages.count == 3 else {
        throw Failure(
          message: "the comma syntax of rgb() needs all numbers or all percentages",
          offset: offset)
      }
    }
    var rgb: [Float] = []
    for item in shape.channels {
      if case .percentage(let v) = item.arg {
        rgb.append(Float(v / 100))
      } else {
        rgb.append(Float(try value(item, percentScale: nil, what: "rgb() channel") / 255))
      }
    }
    return PaletteColor(
      .srgb(red: rgb[0], green: rgb[1], blue: rgb[2]), alpha: try alphaValue(shape.alpha))
  }

  private func hsl(_ shape: Shape) throws(Failure) -> PaletteColor {
    let h = try hue(shape.channels[0])
    let s = try value(
      shape.channels[1], percentScale: 100, number: !shape.legacy, what: "saturation")
    let l = try value(
      shape.channels[2], percentScale: 100, number: !shape.legacy, what: "lightness")
    let rgb = ColorMath.hslToSRGB(SIMD3(h, max(s, 0) / 100, l / 100))
    return PaletteColor(
      .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z)),
      alpha: try alphaValue(shape.alpha))
  }

  private func hwb(_ shape: Shape) throws(Failure) -> PaletteColor {
    let h = try hue(shape.channels[0])
    let w = try value(shape.channels[1], percentScale: 100, what: "whiteness")
    let b = try value(shape.channels[2], percentScale: 100, what: "blackness")
    let rgb = ColorMath.hwbToSRGB(SIMD3(h, w / 100, b / 100))
    return PaletteColor(
      .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z)),
      alpha: try alphaValue(shape.alpha))
  }

  private func lab(_ shape: Shape, polar: Bool) throws(Failure) -> PaletteColor {
    let l = min(max(try value(shape.channels[0], percentScale: 100, what: "lightness"), 0), 100)
    let alpha = try alphaValue(shape.alpha)
    if polar {
      let c = max(try value(shape.channels[1], percentScale: 150, what: "chroma"), 0)
      let h = try hue(shape.channels[2])
      let lab = ColorMath.polarToRectangular(SIMD3(l, c, ColorMath.normalizedHue(h)))
      return PaletteColor(.lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z)), alpha: alpha)
    }
    let a = try value(shape.channels[1], percentScale: 125, what: "a")
    let b = try value(shape.channels[2], percentScale: 125, what: "b")
    return PaletteColor(.lab(l: Float(l), a: Float(a), b: Float(b)), alpha: alpha)
  }

  private func oklab(_ shape: Shape, polar: Bool) throws(Failure) -> PaletteColor {
    let l = min(max(try value(shape.channels[0], percentScale: 1, what: "lightness"), 0), 1)
    let alpha = try alphaValue(shape.alpha)
    if polar {
      let c = max(try value(shape.channels[1], percentScale: 0.4, what: "chroma"), 0)
      let h = ColorMath.normalizedHue(try hue(shape.channels[2]))
      return PaletteColor(.oklch(l: Float(l), c: Float(c), h: Float(h)), alpha: alpha)
    }
    let a = try value(shape.channels[1], percentScale: 0.4, what: "a")
    let b = try value(shape.channels[2], percentScale: 0.4, what: "b")
    let lch = ColorMath.rectangularToPolar(SIMD3(l, a, b))
    return PaletteColor(.oklch(l: Float(lch.x), c: Float(lch.y), h: Float(lch.z)), alpha: alpha)
  }

  private func cmyk(_ shape: Shape) throws(Failure) -> PaletteColor {
    var inks: [Float] = []
    for item in shape.channels {
      if shape.legacy, case .percentage = item.arg {
        throw Failure(
          message: "the comma syntax of device-cmyk() takes numbers", offset: item.offset)
      }
      inks.append(Float(try value(item, percentScale: 1, what: "ink value")))
    }
    return PaletteColor(
      .cmyk(cyan: inks[0], magenta: inks[1], yellow: inks[2], black: inks[3]),
      alpha: try alphaValue(shape.alpha))
  }

  private func predefined(
    _ tokens: [CSSToken], _ range: Range<Int>, at offset: Int
  ) throws(Failure)
    -> PaletteColor
  {
    var index = range.lowerBound
    while index < range.upperBound && tokens[index].kind == .whitespace { index += 1 }
    guard index < range.upperBound, tokens[index].kind == .ident else {
      throw Failure(message: "color() needs a colour space first", offset: offset)
    }
    let spaceToken = tokens[index]
    let space = CSSEscapes.keyword(bytes, spaceToken.start..<spaceToken.end)
    let known = [
      "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz",
      "xyz-d50", "xyz-d65",
    ]
    guard known.contains(space) else {
      throw Failure(
        message: "unknown colour space '\(space)' in color()", offset: spaceToken.start,
        unsupported: true)
    }
    let shape = try shape(tokens, (index + 1)..<range.upperBound, "color", count: 3, legacy: false)
    var values = SIMD3<Double>()
    for (i, item) in shape.channels.enumerated() {
      values[i] = try value(item, percentScale: 1, what: "color() channel")
    }
    let alpha = try alphaValue(shape.alpha)
    func float(_ v: SIMD3<Double>) -> (Float, Float, Float) { (Float(v.x), Float(v.y), Float(v.z)) }
    func oklch(fromXYZD65 xyz: SIMD3<Double>) -> PaletteColor {
      let lch = ColorMath.rectangularToPolar(
        ColorMath.linearSRGBToOKLab(ColorMath.xyzD65ToLinearSRGB(xyz)))
      let (l, c, h) = float(lch)
      return PaletteColor(.oklch(l: l, c: c, h: h), alpha: alpha)
    }
    func lab(fromXYZD50 xyz: SIMD3<Double>) -> PaletteColor {
      let (l, a, b) = float(ColorMath.xyzD50ToLab(xyz))
      return PaletteColor(.lab(l: l, a: a, b: b), alpha: alpha)
    }
    switch space {
    case "srgb":
      let (r, g, b) = float(values)
      return PaletteColor(.srgb(red: r, green: g, blue: b), alpha: alpha)
    case "display-p3":
      let (r, g, b) = float(values)
      return PaletteColor(.displayP3(red: r, green: g, blue: b), alpha: alpha)
    case "srgb-linear":
      let (r, g, b) = float(ColorMath.linearToSRGB(values))
      return PaletteColor(.srgb(red: r, green: g, blue: b), alpha: alpha)
    case "xyz-d50":
      return lab(fromXYZD50: values)
    case "prophoto-rgb":
      return lab(fromXYZD50: CSSPredefinedSpaces.proPhotoToXYZ(values))
    case "a98-rgb":
      return oklch(fromXYZD65: CSSPredefinedSpaces.a98ToXYZ(values))
    case "rec2020":
      return oklch(fromXYZD65: CSSPredefinedSpaces.rec2020ToXYZ(values))
    default:  // xyz, xyz-d65
      return oklch(fromXYZD65: values)
    }
  }

  // MARK: Bare channels

  /// `H S% L%` without a function: the channel-triplet convention of shadcn/ui and Open Props.
  private func bareHSL(_ tokens: [CSSToken]) -> PaletteColor? {
    guard tokens.count == 5 else { return nil }
    let significant = tokens.filter { $0.kind != .whitespace }
    guard significant.count == 3,
      significant[1].kind == .percentage, significant[2].kind == .percentage
    else { return nil }
    let hue: Double
    switch significant[0].kind {
    case .number: hue = significant[0].number
    case .dimension:
      guard let degrees = CSSCalc.degrees(significant[0], bytes: bytes) else { return nil }
      hue = degrees
    default: return nil
    }
    let s = significant[1].number
    let l = significant[2].number
    guard hue.isFinite, s.isFinite, l.isFinite else { return nil }
    let rgb = ColorMath.hslToSRGB(SIMD3(hue, max(s, 0) / 100, l / 100))
    return .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z))
  }
}
