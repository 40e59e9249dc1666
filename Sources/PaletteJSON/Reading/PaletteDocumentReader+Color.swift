import PaletteCore

extension PaletteDocumentReader {
  /// The colour of a swatch from `hex`, or from `model` and `values`; alpha is set only by an
  /// 8-digit `hex`.
  func color(
    _ fields: Fields, node: Int, at pointer: () -> JSONPointer
  )
    throws(PaletteError) -> PaletteColor
  {
    let model = fields[Names.swatchModel]
    let values = fields[Names.swatchValues]
    if let hex = fields[Names.swatchHex] {
      if let conflict = model ?? values {
        throw error(
          .invalidValue,
          "\(pointer()) has both \"hex\" and \"\(tape.string(conflict))\"; give either \"hex\" "
            + "or \"model\" with \"values\"",
          at: conflict)
      }
      let channels = try hexChannels(hex + 1, at: { pointer().appending(Keys.Swatch.hex) })
      if channels.hasAlpha, let alpha = fields[Names.swatchAlpha] {
        throw error(
          .invalidValue,
          "\(pointer()) has an 8-digit \"hex\" and \"alpha\"; give the alpha only once",
          at: alpha)
      }
      return .srgb8(channels.red, channels.green, channels.blue, alpha: channels.alpha)
    }
    guard let model else {
      if let values {
        throw error(.invalidValue, "\(pointer()) has \"values\" but no \"model\"", at: values)
      }
      throw error(
        .invalidValue,
        "\(pointer()) has no colour; give \"hex\", or \"model\" with \"values\"",
        at: node)
    }
    func modelPointer() -> JSONPointer { pointer().appending(Keys.Swatch.model) }
    try checkString(model + 1, at: modelPointer)
    guard let colorModel = named(model + 1, in: Self.modelCodes) else {
      let known = ColorModel.allCases.map(\.rawValue).joined(separator: ", ")
      throw error(
        .invalidValue,
        "\(modelPointer()) is \(describe(model + 1)), an unknown colour model; expected one of "
          + known,
        at: model + 1)
    }
    guard let values else {
      throw error(.invalidValue, "\(pointer()) has \"model\" but no \"values\"", at: model)
    }
    func valuesPointer() -> JSONPointer { pointer().appending(Keys.Swatch.values) }
    let array = values + 1
    guard tape.kind(array) == .array else {
      throw error(
        .invalidValue,
        "\(valuesPointer()) must be an array of numbers, found \(tape.typeDescription(array))",
        at: array)
    }
    // The elements' tape indices, found in one walk (a model has at most 4 components).
    var elements = InlineArray<4, Int>(repeating: 0)
    var count = 0
    var element = array + 1
    let end = tape.end(of: array)
    while element < end {
      if count < 4 { elements[count] = element }
      element = tape.end(of: element)
      count += 1
    }
    guard count == colorModel.componentCount else {
      let names = colorModel.componentNames.joined(separator: ", ")
      throw error(
        .invalidValue,
        "\(valuesPointer()) has \(count) value\(count == 1 ? "" : "s"); "
          + "\(colorModel.rawValue) needs \(colorModel.componentCount) (\(names))",
        at: array)
    }
    // Converted in order, straight into the components: no array per swatch.
    func value(_ index: Int) throws(PaletteError) -> Float {
      try float(elements[index], at: { valuesPointer().appending(index) })
    }
    let components: ColorComponents
    switch colorModel {
    case .srgb: components = .srgb(red: try value(0), green: try value(1), blue: try value(2))
    case .displayP3:
      components = .displayP3(red: try value(0), green: try value(1), blue: try value(2))
    case .cmyk:
      components = .cmyk(
        cyan: try value(0), magenta: try value(1), yellow: try value(2), black: try value(3))
    case .lab: components = .lab(l: try value(0), a: try value(1), b: try value(2))
    case .gray: components = .gray(try value(0))
    case .oklch: components = .oklch(l: try value(0), c: try value(1), h: try value(2))
    case .hsb:
      components = .hsb(hue: try value(0), saturation: try value(1), brightness: try value(2))
    }
    return PaletteColor(components)
  }

  /// The channels of `#RRGGBB` or `#RRGGBBAA` (alpha 255 when absent), in either letter case,
  /// read from the string's bytes.
  private func hexChannels(
    _ node: Int, at pointer: () -> JSONPointer
  ) throws(PaletteError)
    -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, hasAlpha: Bool)
  {
    try checkString(node, at: pointer)
    guard let range = tape.textRange(node) else {
      // Escapes in a hex colour: read the resolved text.
      return try Array(tape.utf8(node)).withUnsafeBufferPointer { text throws(PaletteError) in
        try hexChannels(of: text, node, at: pointer)
      }
    }
    return try bytes.withUnsafeBufferPointer { buffer throws(PaletteError) in
      try hexChannels(of: UnsafeBufferPointer(rebasing: buffer[range]), node, at: pointer)
    }
  }

  /// The channels of `#RRGGBB` or `#RRGGBBAA` in `utf8`, the text of the string at `node`.
  private func hexChannels(
    of utf8: UnsafeBufferPointer<UInt8>, _ node: Int, at pointer: () -> JSONPointer
  ) throws(PaletteError)
    -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, hasAlpha: Bool)
  {
    guard utf8.count == 7 || utf8.count == 9, utf8.first == UInt8(ascii: "#") else {
      throw invalidHex(node, at: pointer)
    }
    var values: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
    var index = utf8.startIndex + 1
    while index < utf8.endIndex {
      guard let high = HexDigits.value(utf8[index]), let low = HexDigits.value(utf8[index + 1])
      else {
        throw invalidHex(node, at: pointer)
      }
      switch index - utf8.startIndex {
      case 1: values.0 = high << 4 | low
      case 3: values.1 = high << 4 | low
      case 5: values.2 = high << 4 | low
      default: values.3 = high << 4 | low
      }
      index += 2
    }
    return (values.0, values.1, values.2, values.3, utf8.count == 9)
  }

  /// The error for a `hex` value that is not `#RRGGBB` or `#RRGGBBAA`.
  private func invalidHex(_ node: Int, at pointer: () -> JSONPointer) -> PaletteError {
    error(
      .invalidValue,
      "\(pointer()) is \(describe(node)); expected \"#RRGGBB\" or \"#RRGGBBAA\"",
      at: node)
  }
}
