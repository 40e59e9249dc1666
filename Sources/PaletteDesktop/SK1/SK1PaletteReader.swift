import PaletteCore

/// Reads an sK1 palette: the `##sK1 palette` line, then one call per line, each with one
/// literal argument (or none).
enum SK1PaletteReader {
  /// The start of line 1.
  static let magic = Array("##sK1 palette".utf8)
  static let format = "skp"

  /// Reads the palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and its warnings.
  /// - Throws: ``PaletteError`` with the line and column of the problem.
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    guard var first = cursor.next() else { throw signatureError() }
    if ASCII.hasByteOrderMark(bytes[first.start..<first.end]) {
      first.start += ASCII.byteOrderMark.count
    }
    guard bytes[first.start..<first.end].starts(with: magic) else { throw signatureError() }
    var palette = Palette()
    var comments: [String] = []
    var swatches: [Swatch] = []
    var warnings: [Diagnostic] = []
    while let line = cursor.next() {
      var reader = SK1LiteralReader(bytes, line, from: line.start, format: format)
      reader.skipBlanks()
      guard let byte = reader.current, byte != ASCII.hash else { continue }
      let nameStart = reader.position
      while let byte = reader.current, ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "_") {
        reader.position += 1
      }
      guard reader.position > nameStart else {
        throw reader.syntax(
          "expected a call such as `color([...])` but found \(reader.found)", at: nameStart)
      }
      let call = String(decoding: bytes[nameStart..<reader.position], as: UTF8.self)
      try reader.expect(UInt8(ascii: "("))
      reader.skipBlanks()
      var argument: SK1Literal?
      if reader.current != UInt8(ascii: ")") { argument = try reader.literal() }
      try reader.expect(UInt8(ascii: ")"))
      reader.skipBlanks()
      guard reader.current == nil || reader.current == ASCII.hash else {
        throw reader.syntax(
          "expected the end of the line but found \(reader.found)", at: reader.position)
      }
      func text() throws(PaletteError) -> String {
        guard let argument, case .text(let value) = argument.value else {
          throw shape("\(call) takes a string", argument, line, nameStart)
        }
        return value
      }
      switch call {
      case "palette", "palette_end":
        continue
      case "set_name":
        palette.name = try text()
      case "set_source":
        _ = try text()
      case "add_comments":
        comments.append(try text())
      case "set_columns":
        guard let argument, case .number(let value) = argument.value, value >= 0,
          value <= 4096, value == value.rounded()
        else {
          throw shape("set_columns takes a whole number from 0 to 4096", argument, line, nameStart)
        }
        palette.columns = Int(value)
      case "color":
        guard let argument else { throw shape("color takes a list", nil, line, nameStart) }
        if let swatch = try swatch(argument, line: line, warnings: &warnings) {
          swatches.append(swatch)
        }
      default:
        warnings.append(
          Diagnostic(
            .warning, code: "skp.skipped", message: "the call `\(call)` is not read; skipped",
            location: line.location(at: nameStart)))
      }
    }
    palette.description = comments.isEmpty ? nil : comments.joined(separator: "\n")
    if let firstSwatch = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: firstSwatch.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// A colour, `[model, values, alpha, name]`; `nil`, with a warning, in a model palconv
  /// does not read.
  private static func swatch(
    _ literal: SK1Literal, line: TextLine, warnings: inout [Diagnostic]
  ) throws(PaletteError) -> Swatch? {
    let expected = "a colour is [model, values, alpha, name]"
    guard case .list(let items) = literal.value, items.count == 4,
      case .text(let model) = items[0].value, case .list(let values) = items[1].value,
      case .number(let alpha) = items[2].value, case .text(let name) = items[3].value
    else { throw shape(expected, literal, line, literal.offset) }
    func numbers(_ list: [SK1Literal], _ count: Int) throws(PaletteError) -> [Float] {
      var result: [Float] = []
      for item in list {
        guard case .number(let value) = item.value else {
          throw shape("\(model) values are numbers", item, line, item.offset)
        }
        result.append(Float(value))
      }
      guard result.count == count else {
        throw PaletteError(
          .invalidValue, "\(model) takes \(count) values, not \(result.count)", format: format,
          location: line.location(at: items[1].offset))
      }
      return result
    }
    var kind = SwatchKind.process
    let components: ColorComponents
    switch model {
    case "RGB":
      let v = try numbers(values, 3)
      components = .srgb(red: v[0], green: v[1], blue: v[2])
    case "CMYK":
      let v = try numbers(values, 4)
      components = .cmyk(cyan: v[0], magenta: v[1], yellow: v[2], black: v[3])
    case "Gray":
      components = .gray(try numbers(values, 1)[0])
    case "SPOT":
      // [[r, g, b], [c, m, y, k]]: the ink's CMYK values, or its RGB ones without them.
      guard values.count == 2, case .list(let rgb) = values[0].value,
        case .list(let cmyk) = values[1].value
      else {
        throw shape("SPOT values are [[r, g, b], [c, m, y, k]]", items[1], line, items[1].offset)
      }
      kind = .spot
      if cmyk.isEmpty {
        let v = try numbers(rgb, 3)
        components = .srgb(red: v[0], green: v[1], blue: v[2])
      } else {
        let v = try numbers(cmyk, 4)
        components = .cmyk(cyan: v[0], magenta: v[1], yellow: v[2], black: v[3])
      }
    default:
      warnings.append(
        Diagnostic(
          .warning, code: "skp.model",
          message: "'\(name)' is in the model '\(model)', which palconv does not read; skipped",
          location: line.location(at: literal.offset)))
      return nil
    }
    return Swatch(
      name: name, color: PaletteColor(components, alpha: Float(alpha)), kind: kind,
      location: line.location(at: literal.offset))
  }

  /// An error for an argument of the wrong shape.
  private static func shape(
    _ message: String, _ literal: SK1Literal?, _ line: TextLine, _ offset: Int
  ) -> PaletteError {
    let found = literal.map { ", not \($0.kind)" } ?? ""
    return PaletteError(
      .invalidValue, message + found, format: format,
      location: line.location(at: literal?.offset ?? offset))
  }

  private static func signatureError() -> PaletteError {
    PaletteError(
      .invalidSignature, "the first line is not `##sK1 palette`; this is not an sK1 palette",
      format: format, location: .text(line: 1, column: 1))
  }
}
