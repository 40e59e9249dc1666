import PaletteCore

/// Reads Coolors' code export: blocks under `/* Title */` lines. The first block palconv
/// reads, in this order, gives the palette: `Extended Array` (names and hex), `Object` (names
/// and hex), `XML`, `Array`, `CSV`, `With #`.
enum CoolorsCodeReader {
  private static let format = CoolorsReader.format
  private static let order = ["Extended Array", "Object", "XML", "Array", "CSV", "With #"]

  /// A block: its title and its lines' content.
  private struct Block {
    var title: String
    var lines: [(line: TextLine, content: Range<Int>)]
  }

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    var blocks: [Block] = []
    while var line = cursor.next() {
      if line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        line.start += ASCII.byteOrderMark.count
      }
      let content = CoolorsReader.trimmed(bytes, line, from: line.start)
      if content.isEmpty { continue }
      if let title = CoolorsReader.blockTitle(bytes, content) {
        blocks.append(Block(title: title, lines: []))
      } else if !blocks.isEmpty {
        blocks[blocks.count - 1].lines.append((line, content))
      }
    }
    for title in order {
      guard let block = blocks.first(where: { $0.title == title }), !block.lines.isEmpty else {
        continue
      }
      switch title {
      case "Extended Array", "Object", "Array":
        return try json(bytes, block)
      case "XML":
        let start = block.lines[0].line.start
        let end = block.lines[block.lines.count - 1].line.end
        var decoded = try CoolorsXMLReader.read(Array(bytes[start..<end]))
        let offset = block.lines[0].line.number - 1
        decoded.palette.mapSwatches { swatch in
          if case .text(let line, let column) = swatch.location {
            swatch.location = .text(line: line + offset, column: column)
          }
        }
        return decoded
      default:
        return try list(bytes, block)
      }
    }
    throw PaletteError(
      .invalidSignature,
      "the Coolors code export has no block palconv reads (Extended Array, Object, XML, Array, "
        + "CSV or With #)", format: format, location: .text(line: 1, column: 1))
  }

  /// A JSON block on one line: an array of `{"name", "hex"}` objects or hex strings, or an
  /// object of names to hex.
  private static func json(_ bytes: [UInt8], _ block: Block) throws(PaletteError) -> DecodedPalette
  {
    let (line, content) = block.lines[0]
    func located(_ position: JSONPosition) -> SourceLocation {
      .text(
        line: line.number + position.line - 1,
        column: position.line == 1
          ? position.column + content.lowerBound - line.start : position.column)
    }
    var parser = JSONParser(bytes: Array(bytes[content]), format: format, duplicateKeys: .keep)
    let root: JSONNode
    do {
      root = try parser.parseDocument()
    } catch {
      var moved = error
      if case .text(let errorLine, let column) = error.location, errorLine == 1 {
        moved.location = .text(line: line.number, column: column + content.lowerBound - line.start)
      }
      throw moved
    }
    func colour(_ node: JSONNode) throws(PaletteError) -> PaletteColor {
      guard let text = node.string, text.utf8.count == 6, text.utf8.allSatisfy(HexDigits.isDigit),
        let rgba = RGBA8(hex: text)
      else {
        throw PaletteError(
          .invalidValue,
          "a colour must be a string of six hex digits, found \(node.typeDescription)",
          format: format, location: located(node.position))
      }
      return rgba.paletteColor
    }
    var swatches: [Swatch] = []
    if let members = root.members {
      for member in members {
        swatches.append(
          Swatch(
            name: member.key, color: try colour(member.value), location: located(member.keyPosition)
          ))
      }
    } else if let elements = root.elements {
      for element in elements {
        if element.string != nil {
          swatches.append(Swatch(color: try colour(element), location: located(element.position)))
          continue
        }
        guard let hex = element.member("hex") else {
          throw PaletteError(
            .invalidValue, "an entry must be a hex string or an object with \"hex\"",
            format: format, location: located(element.position))
        }
        var name: String?
        if let node = element.member("name") {
          guard let text = node.string else {
            throw PaletteError(
              .invalidValue, "\"name\" must be a string, found \(node.typeDescription)",
              format: format, location: located(node.position))
          }
          name = text
        }
        swatches.append(
          Swatch(name: name, color: try colour(hex), location: located(element.position)))
      }
    } else {
      throw PaletteError(
        .invalidValue, "the \(block.title) block must be an array or an object",
        format: format, location: located(root.position))
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: [])
  }

  /// A CSV or `With #` block: colours separated by commas (and blanks), `#` optional.
  private static func list(_ bytes: [UInt8], _ block: Block) throws(PaletteError) -> DecodedPalette
  {
    var swatches: [Swatch] = []
    for (line, content) in block.lines {
      var start = content.lowerBound
      for index in content.lowerBound...content.upperBound
      where index == content.upperBound || bytes[index] == UInt8(ascii: ",") {
        var token = start..<index
        while !token.isEmpty && ASCII.isBlank(bytes[token.lowerBound]) {
          token = (token.lowerBound + 1)..<token.upperBound
        }
        while !token.isEmpty && ASCII.isBlank(bytes[token.upperBound - 1]) {
          token = token.lowerBound..<(token.upperBound - 1)
        }
        var digits = token
        if !digits.isEmpty && bytes[digits.lowerBound] == ASCII.hash {
          digits = (digits.lowerBound + 1)..<digits.upperBound
        }
        guard digits.count == 6, bytes[digits].allSatisfy(HexDigits.isDigit),
          let rgba = RGBA8(hex: String(decoding: bytes[digits], as: UTF8.self))
        else {
          throw PaletteError(
            .syntax, "'\(TextDecoder.excerpt(bytes, token))' is not a six-digit hex colour",
            format: format, location: line.location(at: token.lowerBound))
        }
        swatches.append(
          Swatch(color: rgba.paletteColor, location: line.location(at: token.lowerBound)))
        start = index + 1
      }
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: [])
  }
}
