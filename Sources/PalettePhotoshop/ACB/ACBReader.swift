import PaletteCore

/// Decodes Adobe colour books (`.acb`): the header and its four texts, then each colour's name,
/// six-character catalog key and 8-bit components, then an optional `spflspot` or `spflproc`
/// mark.
///
/// Every count and length is checked against the bytes left before anything is allocated;
/// the file ending inside a field is an error naming the field and its offset.
struct ACBReader {
  /// The file.
  private let bytes: [UInt8]

  /// The colour models of a book, by id, with the bytes each colour stores.
  private static let models: [UInt16: (name: String, size: Int)] = [
    0: ("RGB", 3), 2: ("CMYK", 4), 7: ("Lab", 3), 8: ("gray", 1),
  ]

  /// Creates a reader.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Decodes the whole file.
  func decode() throws(PaletteError) -> DecodedPalette {
    var reader = ByteCursor(bytes, format: "acb")
    if bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: [0xEF, 0xBB, 0xBF, 0x3C]) {
      throw PaletteError(
        .invalidSignature,
        "this is an XML colour book (AutoCAD's, read as autodesk-acb, or Adobe's newer .acbl, "
          + "read as acbl), not an Adobe colour book with the 8BCB signature", format: "acb",
        location: .byte(offset: 0))
    }
    let signature = try reader.bytes(4, "the signature")
    guard signature.elementsEqual(ACBFormat.signature) else {
      throw PaletteError(
        .invalidSignature, "not an Adobe colour book: no '8BCB' signature", format: "acb",
        location: .byte(offset: 0))
    }
    let version = try reader.u16("the version")
    guard version == 1 else {
      throw PaletteError(
        .unsupportedVersion, "Adobe colour book version \(version); palconv reads version 1",
        format: "acb", location: .byte(offset: 4))
    }
    let bookID = try reader.u16("the book id")
    let title = ACBText.display(try text(&reader, "the title"))
    let prefix = ACBText.display(try text(&reader, "the name prefix"))
    let postfix = ACBText.display(try text(&reader, "the name postfix"))
    let description = ACBText.display(try text(&reader, "the description"))
    let countOffset = reader.offset
    let count = Int(try reader.u16("the colour count"))
    _ = try reader.u16("the page size")
    _ = try reader.u16("the page key offset")
    let modelOffset = reader.offset
    let modelID = try reader.u16("the colour model")
    guard let model = Self.models[modelID] else {
      throw PaletteError(
        .invalidValue,
        "colour model \(modelID) is not one of the book models (0 RGB, 2 CMYK, 7 Lab, 8 gray)",
        format: "acb", location: .byte(offset: modelOffset))
    }
    // Each colour takes at least a 4-byte name length, the key and its components.
    guard count <= reader.remaining / (4 + 6 + model.size) else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "the book declares \(count) colours but \(reader.remaining) bytes cannot hold them",
        format: "acb", location: .byte(offset: countOffset))
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(count)
    var placeholders = 0
    var firstPlaceholder: Int?
    for index in 0..<count {
      let start = reader.offset
      let name = ACBText.display(try text(&reader, "the name of colour \(index + 1)"))
      _ = try reader.bytes(6, "the catalog key of colour \(index + 1)")
      let values = try reader.bytes(model.size, "the components of colour \(index + 1)")
      guard !name.isEmpty else {
        placeholders += 1
        firstPlaceholder = firstPlaceholder ?? start
        continue
      }
      swatches.append(
        Swatch(
          name: prefix + name + postfix, color: Self.color(modelID, Array(values)), kind: .spot,
          location: .byte(offset: start)))
    }
    var warnings: [Diagnostic] = []
    var process = false
    if reader.remaining >= 8 {
      let mark = String(decoding: bytes[reader.offset..<reader.offset + 8], as: UTF8.self)
      if mark == "spflproc" {
        process = true
        reader.offset += 8
      } else if mark == "spflspot" {
        reader.offset += 8
      }
    }
    if !reader.isAtEnd {
      warnings.append(
        Diagnostic(
          .warning, code: "acb.trailing-bytes",
          message: "\(reader.remaining) bytes after the colours, from byte \(reader.offset), "
            + "are not part of the book and are ignored", location: .byte(offset: reader.offset)))
    }
    if process {
      for index in swatches.indices { swatches[index].kind = .process }
    }
    if let firstPlaceholder {
      warnings.append(
        Diagnostic(
          .note, code: "acb.placeholders",
          message: "\(MessageFormatting.count(placeholders, "entry has", "entries have")) no "
            + "name: colour books use them as empty places on a page, and they are skipped",
          location: .byte(offset: firstPlaceholder)))
    }
    var palette = Palette(name: title.isEmpty ? nil : title, swatches: swatches)
    var about = ["Adobe colour book \(bookID)"]
    if !description.isEmpty { about.insert(description, at: 0) }
    palette.description = about.joined(separator: "\n")
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// A text field: a count of UTF-16 units, then the units; trailing NULs removed.
  private func text(_ reader: inout ByteCursor, _ field: String) throws(PaletteError) -> String {
    let units = Int(try reader.u32("the length of \(field)"))
    var text = try reader.utf16(units: units, field: field)
    while text.utf8.last == 0 { text.removeLast() }
    return text
  }

  /// The colour of a book entry's components.
  private static func color(_ model: UInt16, _ values: [UInt8]) -> PaletteColor {
    func unit(_ byte: UInt8) -> Float { PaletteColor.unitValue(byte: byte) }
    switch model {
    case 0:
      return .srgb8(values[0], values[1], values[2])
    case 2:
      // 255 is no ink, 0 full ink.
      return PaletteColor(
        .cmyk(
          cyan: unit(255 - values[0]), magenta: unit(255 - values[1]),
          yellow: unit(255 - values[2]), black: unit(255 - values[3])))
    case 7:
      return PaletteColor(
        .lab(
          l: Float(Double(values[0]) * 100 / 255), a: Float(Int(values[1]) - 128),
          b: Float(Int(values[2]) - 128)))
    default:
      return PaletteColor(.gray(unit(values[0])))
    }
  }
}
