import PaletteCore

/// Reads the `<COLOR>` elements of a `<SCRIBUSCOLORS>` document.
enum ScribusReader {
  static let format = "scribus"

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let document = try XMLReader.parse(bytes, format: format)
    let root = document.root
    guard ASCII.lowercased(root.name) == "scribuscolors" else {
      throw PaletteError(
        .invalidSignature,
        "not a Scribus colour set: the root element is <\(root.name)>, not <SCRIBUSCOLORS>",
        format: format, location: document.location(root.offset))
    }
    var warnings: [Diagnostic] = []
    var swatches: [Swatch] = []
    var skipped: [String: (count: Int, location: SourceLocation)] = [:]
    var skippedOrder: [String] = []
    var firstByName: [String: Int] = [:]
    for element in root.elements {
      let location = document.location(element.offset)
      guard ASCII.lowercased(element.name) == "color" else {
        if skipped[element.name] == nil { skippedOrder.append(element.name) }
        skipped[element.name, default: (0, location)].count += 1
        continue
      }
      let color = try self.color(element, in: document)
      var kind = SwatchKind.process
      if flag(element, "Spot") { kind = .spot }
      let name = element.attribute(caseInsensitive: "NAME")?.value
      if let name, let first = firstByName[name] {
        // Scribus keeps its colours in a map from name to colour, so a name written twice is
        // one colour there: the same colour again is read once, as Scribus shows it.
        let earlier = swatches[first]
        let same = earlier.color == color && earlier.kind == kind
        let quoted = MessageFormatting.quoted(name, mark: "'")
        let place = Self.place(earlier.location)
        warnings.append(
          Diagnostic(
            .warning, code: "scribus.duplicate",
            message: same
              ? "\(quoted) repeats the colour \(place); read once, as Scribus does"
              : "\(quoted) is defined again with another colour (first \(place)); both are kept, where Scribus keeps only this later one",
            location: location))
        if same { continue }
      } else if let name {
        firstByName[name] = swatches.count
      }
      if flag(element, "Register") {
        warnings.append(
          Diagnostic(
            .warning, code: "scribus.registration",
            message:
              "'\(name ?? "unnamed")' is the registration colour (printed on every plate), read as an ordinary colour",
            location: location))
      }
      swatches.append(Swatch(name: name, color: color, kind: kind, location: location))
    }
    for name in skippedOrder {
      let item = skipped[name]!
      warnings.append(
        Diagnostic(
          .warning, code: "scribus.skipped",
          message:
            "skipped \(MessageFormatting.count(item.count, "<\(name)> element", "<\(name)> elements")): only <COLOR> is read",
          location: item.location))
    }
    let palette = Palette(name: root.attribute(caseInsensitive: "Name")?.value, swatches: swatches)
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// Where an earlier colour was written, for a message: `at line 4`.
  private static func place(_ location: SourceLocation?) -> String {
    guard case .text(let line, _) = location else { return "read before" }
    return "at line \(line)"
  }

  /// Whether `element` has none of the component attributes of `space` (`R`, `G`, `B` for
  /// RGB; `C`, `M`, `Y`, `K` for CMYK; `L`, `A`, `B` for Lab).
  private static func hasNoComponents(_ element: XMLElement, space: String) -> Bool {
    let names: [String] =
      switch ASCII.lowercased(space) {
      case "rgb": ["R", "G", "B"]
      case "cmyk": ["C", "M", "Y", "K"]
      case "lab": ["L", "A", "B"]
      default: []
      }
    return !names.isEmpty && names.allSatisfy { element.attribute(caseInsensitive: $0) == nil }
  }

  /// Whether a `0`/`1` flag attribute is set.
  private static func flag(_ element: XMLElement, _ name: String) -> Bool {
    guard let value = element.attribute(caseInsensitive: name)?.value else { return false }
    return value == "1" || ASCII.lowercased(value) == "true"
  }

  /// The colour of one `<COLOR>`: the 1.5 form when it has `SPACE`, the old hex form otherwise.
  private static func color(
    _ element: XMLElement, in document: XMLDocument
  ) throws(PaletteError) -> PaletteColor {
    // A SPACE with none of its components but the old hex form beside it (Scribus's own
    // `Shades_of_K.xml` writes `Registration` so) is read from the hex form.
    if let space = element.attribute(caseInsensitive: "SPACE"),
      !Self.hasNoComponents(element, space: space.value)
        || (element.attribute(caseInsensitive: "RGB") == nil
          && element.attribute(caseInsensitive: "CMYK") == nil)
    {
      func component(_ name: String, scale: Double) throws(PaletteError) -> Float {
        // Scribus reads a component it does not find as 0, and its own colour sets rely on
        // it (`Shades_of_K.xml` gives only K).
        guard let attribute = element.attribute(caseInsensitive: name) else { return 0 }
        let text = attribute.value.utf8.filter { !whitespace.contains($0) }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite,
          Float(value / scale).isFinite
        else {
          throw PaletteError(
            .invalidValue,
            "\(name)=\"\(TextDecoder.excerpt(Array(attribute.value.utf8), 0..<attribute.value.utf8.count))\" is not a number",
            format: format, location: document.location(attribute.valueOffset))
        }
        return Float(value / scale)
      }
      switch ASCII.lowercased(space.value) {
      case "rgb":
        return PaletteColor(
          .srgb(
            red: try component("R", scale: 255), green: try component("G", scale: 255),
            blue: try component("B", scale: 255)))
      case "cmyk":
        return PaletteColor(
          .cmyk(
            cyan: try component("C", scale: 100), magenta: try component("M", scale: 100),
            yellow: try component("Y", scale: 100), black: try component("K", scale: 100)))
      case "lab":
        return PaletteColor(
          .lab(
            l: try component("L", scale: 1), a: try component("A", scale: 1),
            b: try component("B", scale: 1)))
      default:
        throw PaletteError(
          .invalidValue,
          "SPACE=\"\(space.value)\" is not a colour space Scribus writes; expected RGB, CMYK or Lab",
          format: format, location: document.location(space.valueOffset))
      }
    }
    if let rgb = element.attribute(caseInsensitive: "RGB") {
      let digits = Array(rgb.value.utf8)
      guard digits.count == 7, digits.first == ASCII.hash,
        let color = HexDigits.color(digits[1...], alphaFirst: false)
      else {
        throw PaletteError(
          .invalidValue, "RGB=\"\(rgb.value)\" is not a colour; expected #rrggbb", format: format,
          location: document.location(rgb.valueOffset))
      }
      return PaletteColor.srgb8(color.red, color.green, color.blue)
    }
    if let cmyk = element.attribute(caseInsensitive: "CMYK") {
      let digits = Array(cmyk.value.utf8)
      guard digits.count == 9, digits.first == ASCII.hash,
        let inks = HexDigits.color(digits[1...], alphaFirst: false)
      else {
        throw PaletteError(
          .invalidValue, "CMYK=\"\(cmyk.value)\" is not a colour; expected #ccmmyykk",
          format: format, location: document.location(cmyk.valueOffset))
      }
      return PaletteColor(
        .cmyk(
          cyan: PaletteColor.unitValue(byte: inks.red),
          magenta: PaletteColor.unitValue(byte: inks.green),
          yellow: PaletteColor.unitValue(byte: inks.blue),
          black: PaletteColor.unitValue(byte: inks.alpha)))
    }
    throw PaletteError(
      .invalidValue, "a <\(element.name)> needs SPACE, RGB or CMYK to say its colour",
      format: format, location: document.location(element.offset))
  }

  /// XML whitespace, allowed around a number.
  private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
}
