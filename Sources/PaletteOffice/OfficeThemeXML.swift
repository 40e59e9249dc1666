import PaletteCore

/// The DrawingML names an Office theme uses.
enum OfficeThemeXML {
  /// DrawingML's namespace (ECMA-376 Transitional).
  static let drawingML = "http://schemas.openxmlformats.org/drawingml/2006/main"
  /// DrawingML's namespace in ISO/IEC 29500 Strict documents.
  static let drawingMLStrict = "http://purl.oclc.org/ooxml/drawingml/main"
  /// Both namespaces.
  static let namespaces: Set<String> = [drawingML, drawingMLStrict]
}

/// Reads the colour scheme of a theme part (`a:theme`) or of a bare `a:clrScheme` document
/// (the "Theme Colors" files Office keeps) into a palette: one swatch per role, named by the
/// role's element (`dk1`, `accent1`), in the file's order; the scheme's `name` is the palette
/// name.
struct OfficeThemeReader {
  private let format: String
  private let document: XMLDocument
  /// A prefix for error messages: the zip entry the part came from.
  private let entry: String?
  private var warnings: [Diagnostic] = []
  private var systemColors: [String] = []
  private var transformed: [String] = []

  /// Parses `bytes` as a theme part or colour scheme.
  ///
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column for malformed XML.
  init(_ bytes: [UInt8], format: String, entry: String? = nil) throws(PaletteError) {
    self.format = format
    self.entry = entry
    do {
      document = try XMLReader.parse(bytes, format: format)
    } catch {
      throw Self.prefixed(error, entry)
    }
  }

  private static func prefixed(_ error: PaletteError, _ entry: String?) -> PaletteError {
    guard let entry else { return error }
    var copy = error
    copy.message = "\(entry): \(error.message)"
    return copy
  }

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    Self.prefixed(
      PaletteError(kind, message, format: format, location: document.location(offset)), entry)
  }

  private func isDrawingML(_ element: XMLElement, _ name: String) -> Bool {
    element.localName == name && OfficeThemeXML.namespaces.contains(element.namespace ?? "")
  }

  /// The colour scheme element: the root, or `a:themeElements/a:clrScheme` of a theme.
  private func scheme() throws(PaletteError) -> XMLElement {
    let root = document.root
    if isDrawingML(root, "clrScheme") { return root }
    guard isDrawingML(root, "theme") else {
      throw error(
        .invalidSignature,
        "not an Office theme: the root element is <\(root.name)>, not a DrawingML <a:theme> "
          + "or <a:clrScheme>", at: root.offset)
    }
    guard let elements = root.elements.first(where: { isDrawingML($0, "themeElements") }) else {
      throw error(.invalidValue, "the theme has no <a:themeElements>", at: root.offset)
    }
    guard let scheme = elements.elements.first(where: { isDrawingML($0, "clrScheme") }) else {
      throw error(
        .invalidValue, "the theme has no colour scheme (<a:clrScheme>)", at: elements.offset)
    }
    return scheme
  }

  /// Reads the scheme.
  ///
  /// - Returns: The palette and the warnings: system colours read as their last value
  ///   (`office-theme.system-color`), colour changes not applied (`office-theme.transform`),
  ///   elements not read (`office-theme.skipped`).
  /// - Throws: ``/PaletteCore/PaletteError`` at the line and column of a bad colour.
  mutating func read() throws(PaletteError) -> DecodedPalette {
    let scheme = try scheme()
    var swatches: [Swatch] = []
    var skipped: [String] = []
    var seen: Set<String> = []
    for element in scheme.elements {
      guard OfficeThemeXML.namespaces.contains(element.namespace ?? ""),
        let role = OfficeThemeRole(rawValue: String(element.localName))
      else {
        if element.localName != "extLst" { skipped.append("<\(element.name)>") }
        continue
      }
      guard seen.insert(role.rawValue).inserted else {
        skipped.append("a second <\(element.name)>")
        continue
      }
      guard let colorElement = element.elements.first else {
        throw error(.invalidValue, "<\(element.name)> holds no colour", at: element.offset)
      }
      let color = try color(colorElement, role: role)
      swatches.append(
        Swatch(name: role.rawValue, color: color, location: document.location(element.offset)))
    }
    if !systemColors.isEmpty {
      warnings.append(
        Diagnostic(
          .warning, code: "office-theme.system-color",
          message: "\(systemColors.joined(separator: ", ")) "
            + (systemColors.count == 1 ? "is a system colour" : "are system colours")
            + "; read as the colour the file last saw (lastClr), written back as that fixed colour")
      )
    }
    if !transformed.isEmpty {
      warnings.append(
        Diagnostic(
          .warning, code: "office-theme.transform",
          message: "the colour changes of \(transformed.joined(separator: ", ")) (such as "
            + "lumMod or tint) are not applied; the base colour is read"))
    }
    if !skipped.isEmpty {
      warnings.append(
        Diagnostic(
          .warning, code: "office-theme.skipped",
          message: "\(skipped.count) element\(skipped.count == 1 ? " is" : "s are") not read: "
            + skipped.prefix(3).joined(separator: ", "),
          location: document.location(scheme.offset)))
    }
    if let entry, !warnings.isEmpty {
      warnings = warnings.map { warning in
        var copy = warning
        copy.message = "\(entry): \(warning.message)"
        return copy
      }
    }
    let name = scheme.attribute("name")?.value
    return DecodedPalette(
      palette: Palette(name: name?.isEmpty == false ? name : nil, swatches: swatches),
      warnings: warnings)
  }

  /// A hex attribute of six digits.
  private func hex(_ element: XMLElement, _ attribute: String) throws(PaletteError) -> RGBA8 {
    guard let value = element.attribute(attribute) else {
      throw error(
        .invalidValue, "<\(element.name)> has no \(attribute) attribute", at: element.offset)
    }
    guard value.value.utf8.count == 6, !value.value.hasPrefix("#"),
      let color = RGBA8(hex: value.value)
    else {
      throw error(
        .invalidValue,
        "\(attribute)=\"\(value.value)\" of <\(element.name)> is not six hex digits",
        at: value.valueOffset)
    }
    return color
  }

  /// A whole-number attribute (DrawingML's percentages are thousandths of a percent, angles
  /// sixty-thousandths of a degree); the Strict form `50%` is read too.
  private func number(_ element: XMLElement, _ attribute: String) throws(PaletteError) -> Double {
    guard let value = element.attribute(attribute) else {
      throw error(
        .invalidValue, "<\(element.name)> has no \(attribute) attribute", at: element.offset)
    }
    var text = Substring(value.value)
    var scale = 1.0
    if text.hasSuffix("%") {
      text = text.dropLast()
      scale = 1000
    }
    guard let number = Double(text), number.isFinite, abs(number) <= 1e9 else {
      throw error(
        .invalidValue, "\(attribute)=\"\(value.value)\" of <\(element.name)> is not a number",
        at: value.valueOffset)
    }
    return number * scale
  }

  private mutating func color(
    _ element: XMLElement, role: OfficeThemeRole
  ) throws(PaletteError) -> PaletteColor {
    guard OfficeThemeXML.namespaces.contains(element.namespace ?? "") else {
      throw error(.invalidValue, "<\(element.name)> is not a DrawingML colour", at: element.offset)
    }
    var color: PaletteColor
    switch element.localName {
    case "srgbClr":
      color = try hex(element, "val").paletteColor
    case "sysClr":
      if element.attribute("lastClr") != nil {
        color = try hex(element, "lastClr").paletteColor
      } else {
        switch element.attribute("val")?.value {
        case "windowText": color = RGBA8(red: 0, green: 0, blue: 0).paletteColor
        case "window": color = RGBA8(red: 255, green: 255, blue: 255).paletteColor
        default:
          throw error(
            .invalidValue,
            "<\(element.name)> names a system colour without its last value (lastClr)",
            at: element.offset)
        }
      }
      systemColors.append(role.rawValue)
    case "scrgbClr":
      let linear =
        SIMD3(
          try number(element, "r"), try number(element, "g"), try number(element, "b")) / 100_000
      let rgb = ColorMath.linearToSRGB(linear)
      color = .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z))
    case "hslClr":
      let hsl = SIMD3(
        try number(element, "hue") / 60_000, try number(element, "sat") / 100_000,
        try number(element, "lum") / 100_000)
      let rgb = ColorMath.hslToSRGB(hsl)
      color = .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z))
    default:
      throw error(
        .invalidValue,
        "<\(element.name)> is a colour palconv does not read (it reads srgbClr, sysClr, "
          + "scrgbClr and hslClr)", at: element.offset)
    }
    for change in element.elements {
      if change.localName == "alpha" {
        color.alpha = Float(min(max(try number(change, "val") / 100_000, 0), 1))
      } else if !transformed.contains(role.rawValue) {
        transformed.append(role.rawValue)
      }
    }
    return color
  }
}
