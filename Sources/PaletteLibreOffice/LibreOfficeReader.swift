import PaletteCore

/// Reads the `draw:color` entries of a colour table.
enum LibreOfficeReader {
  static let format = "soc"

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    // StarOffice before 6.0 wrote a binary table: `04 00 'S' 'O' 'C'` and a version letter.
    if bytes.starts(with: [0x04, 0x00, 0x53, 0x4F, 0x43]) {
      throw PaletteError(
        .unsupportedVersion,
        "a binary colour table of StarOffice 5 or earlier, whose layout is not documented; "
          + "open it in LibreOffice and save the palette again", format: format,
        location: .byte(offset: 0))
    }
    let document = try XMLReader.parse(bytes, format: format)
    let root = document.root
    guard root.localName == "color-table", let namespace = root.namespace,
      LibreOfficeNamespaces.office.contains(namespace)
    else {
      let namespace = root.namespace.map { " in the namespace \($0)" } ?? ""
      throw PaletteError(
        .invalidSignature,
        "not a LibreOffice colour table: the root element is <\(root.name)>\(namespace), not "
          + "an office color-table", format: format, location: document.location(root.offset))
    }
    var warnings: [Diagnostic] = []
    var swatches: [Swatch] = []
    var seen: [String: SourceLocation] = [:]
    var skipped: [String: Int] = [:]
    func warn(_ code: String, _ message: String, _ offset: Int) {
      warnings.append(
        Diagnostic(.warning, code: code, message: message, location: document.location(offset)))
    }
    for element in root.elements {
      guard element.localName == "color", let namespace = element.namespace,
        LibreOfficeNamespaces.drawing.contains(namespace)
      else {
        skipped[element.name, default: 0] += 1
        if skipped[element.name] == 1 {
          warn(
            "soc.skipped", "<\(element.name)> is not a colour entry; skipped (and any like it)",
            element.offset)
        }
        continue
      }
      let name = element.attribute(localName: "name", in: LibreOfficeNamespaces.drawing)
      let value = element.attribute(localName: "color", in: LibreOfficeNamespaces.drawing)
      guard let name, !name.value.isEmpty, let value else {
        let what = name == nil || name?.value.isEmpty == true ? "no name" : "no colour"
        warn(
          "soc.incomplete",
          "a colour entry with \(what) is skipped, as LibreOffice drops it", element.offset)
        continue
      }
      let location = document.location(element.offset)
      if let first = seen[name.value] {
        warn(
          "soc.duplicate",
          "the name \(MessageFormatting.quoted(name.value, mark: "'")) is used again (first at \(first)); LibreOffice keeps one "
            + "entry per name", element.offset)
      } else {
        seen[name.value] = location
      }
      let color = self.color(value.value) { message in warn("soc.color", message, value.valueOffset)
      }
      swatches.append(Swatch(name: name.value, color: color.paletteColor, location: location))
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: warnings)
  }

  /// The colour LibreOffice shows for a `draw:color` value: `#rrggbb` as it is, a digit that
  /// is not hex as 0, anything else black; each repair reported through `warn`.
  static func color(_ text: String, warn: (String) -> Void) -> RGBA8 {
    let bytes = Array(text.utf8)
    guard bytes.count == 7, bytes[0] == ASCII.hash else {
      warn(
        "'\(TextDecoder.excerpt(bytes, 0..<bytes.count))' is not #rrggbb; read as black, which "
          + "LibreOffice shows for it")
      return RGBA8(red: 0, green: 0, blue: 0)
    }
    var channels: [UInt8] = []
    var repaired = false
    for pair in stride(from: 1, to: 7, by: 2) {
      let high = HexDigits.value(bytes[pair])
      let low = HexDigits.value(bytes[pair + 1])
      if high == nil || low == nil { repaired = true }
      channels.append((high ?? 0) << 4 | (low ?? 0))
    }
    if repaired {
      warn("'\(text)' has digits that are not hex; each is read as 0, as LibreOffice reads it")
    }
    return RGBA8(red: channels[0], green: channels[1], blue: channels[2])
  }
}
