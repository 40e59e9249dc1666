import PaletteCore
import PaletteYAML

/// Reads an `.itermcolors` file: an XML property list whose root dictionary maps iTerm2's
/// colour keys (`Ansi 0 Color`, `Background Color`) to colour dictionaries.
struct ITermColorsReader {
  private static let format = "iterm"
  private let document: XMLDocument
  private var notes: [String] = []
  private var noteLocation: SourceLocation?
  private var generic: (count: Int, location: SourceLocation?) = (0, nil)

  init(_ bytes: [UInt8]) throws(PaletteError) {
    document = try XMLReader.parse(bytes, format: Self.format)
  }

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: Self.format, location: document.location(offset))
  }

  /// A dictionary's entries: its `<key>` elements each with the element after it.
  private func entries(
    of dict: XMLElement
  ) throws(PaletteError) -> [(
    key: String, keyOffset: Int, value: XMLElement
  )] {
    let elements = dict.elements
    var result: [(String, Int, XMLElement)] = []
    var index = 0
    while index < elements.count {
      let key = elements[index]
      guard key.name == "key" else {
        throw error(
          .invalidValue, "a <dict> holds <key> and value pairs; found <\(key.name)> for a key",
          at: key.offset)
      }
      guard index + 1 < elements.count else {
        throw error(.invalidValue, "the key '\(key.text)' has no value", at: key.offset)
      }
      result.append((key.text, key.offset, elements[index + 1]))
      index += 2
    }
    return result
  }

  mutating func read() throws(PaletteError) -> DecodedPalette {
    let root = document.root
    guard root.name == "plist" else {
      throw error(
        .invalidSignature,
        "not an iTerm2 colour preset: the root element is <\(root.name)>, not <plist>",
        at: root.offset)
    }
    guard let dict = root.elements.first, dict.name == "dict", root.elements.count == 1 else {
      throw error(
        .invalidSignature, "not an iTerm2 colour preset: the property list is not one <dict>",
        at: root.offset)
    }
    let layout = SchemeLayout.terminal(count: 22)
    var colors = SchemeColors(layout, format: Self.format)
    var light: [Int: (PaletteColor, SourceLocation)] = [:]
    var dark: [Int: PaletteColor] = [:]
    for entry in try entries(of: dict) {
      let (key, mode) = ITermColorKeys.split(entry.key)
      guard let slot = ITermColorKeys.slots[key] else {
        notes.append(entry.key)
        if noteLocation == nil { noteLocation = document.location(entry.keyOffset) }
        continue
      }
      let value = try color(entry.value)
      let location = document.location(entry.value.offset)
      switch mode {
      case .none: colors.set(slot, value, at: location)
      case .light: light[slot] = (value, location)
      case .dark: dark[slot] = value
      }
    }
    // A preset with separate light and dark colours (iTerm2 3.5) keeps its plain keys too; the
    // light ones fill any role the plain keys leave out.
    for (slot, entry) in light.sorted(by: { $0.key < $1.key }) where !colors.has(slot) {
      colors.set(slot, entry.0, at: entry.1)
    }
    var swatches = colors.swatches
    for index in swatches.indices {
      guard let name = swatches[index].name, let slot = layout.slot(forKey: SchemeNames.key(name)),
        let variant = dark[slot], variant != swatches[index].color
      else { continue }
      swatches[index].appearances[.dark] = variant
    }
    var warnings = colors.warnings
    if !notes.isEmpty {
      warnings.append(
        Diagnostic(
          .note, code: "iterm.other-key",
          message: "\(MessageFormatting.count(notes.count, "key", "keys")) for colours "
            + "palconv has no terminal role for passed over: " + MessageFormatting.list(notes),
          location: noteLocation))
    }
    if generic.count > 0 {
      warnings.append(
        Diagnostic(
          .note, code: "iterm.calibrated",
          message: "\(MessageFormatting.count(generic.count, "colour", "colours")) without "
            + "the sRGB or P3 colour space read as Apple's Generic RGB (calibrated RGB, as "
            + "iTerm2 reads them) and converted to sRGB",
          location: generic.location))
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: warnings)
  }

  /// A colour dictionary.
  private mutating func color(_ value: XMLElement) throws(PaletteError) -> PaletteColor {
    guard value.name == "dict" else {
      throw error(
        .invalidValue, "a colour must be a <dict>, found <\(value.name)>", at: value.offset)
    }
    var components: [String: Float] = [:]
    var space: String?
    for entry in try entries(of: value) {
      switch entry.key {
      case ITermColorKeys.colorSpace:
        guard entry.value.name == "string" else {
          throw error(
            .invalidValue, "`Color Space` must be a <string>, found <\(entry.value.name)>",
            at: entry.value.offset)
        }
        space = entry.value.text
      case ITermColorKeys.red, ITermColorKeys.green, ITermColorKeys.blue, ITermColorKeys.alpha:
        components[entry.key] = try number(entry.value, key: entry.key)
      default: continue
      }
    }
    var values: [Float] = []
    for key in [ITermColorKeys.red, ITermColorKeys.green, ITermColorKeys.blue] {
      guard let component = components[key] else {
        throw error(.invalidValue, "the colour has no `\(key)`", at: value.offset)
      }
      values.append(component)
    }
    let alpha = components[ITermColorKeys.alpha] ?? 1
    switch space {
    case "sRGB":
      return .srgb(values[0], values[1], values[2], alpha: alpha)
    case "P3":
      return PaletteColor(
        .displayP3(red: values[0], green: values[1], blue: values[2]), alpha: alpha)
    case nil, "Calibrated":
      generic = (generic.count + 1, generic.location ?? document.location(value.offset))
      let rgb = ColorMath.genericRGBToSRGB(
        SIMD3(Double(values[0]), Double(values[1]), Double(values[2])))
      return .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: alpha)
    case let other?:
      throw error(
        .invalidValue,
        "the colour space \(MessageFormatting.quoted(other)) is not one iTerm2 writes (sRGB, "
          + "P3, Calibrated)", at: value.offset)
    }
  }

  /// A component: a `<real>` or `<integer>` holding a finite decimal number.
  private func number(_ element: XMLElement, key: String) throws(PaletteError) -> Float {
    guard element.name == "real" || element.name == "integer" else {
      throw error(
        .invalidValue, "`\(key)` must be a <real>, found <\(element.name)>", at: element.offset)
    }
    let text = XMLWhitespace.trimmed(element.text)
    guard YAMLText.isDecimal(text), let value = Float(text), value.isFinite else {
      throw error(
        .invalidValue,
        "`\(key)` must be a finite number, found \(MessageFormatting.quoted(text))",
        at: element.textOffset)
    }
    return value
  }
}
