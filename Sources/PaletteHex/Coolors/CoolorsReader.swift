import PaletteCore

/// Reads Coolors' exports and links: the shape is told first (``Kind``), then read.
enum CoolorsReader {
  static let format = "coolors"

  /// The shapes of Coolors text.
  enum Kind {
    /// The XML export.
    case xml
    /// The code export: blocks under `/* Title */` lines.
    case code
    /// One or more `coolors.co` links, one a line.
    case link
    /// Colours joined by `-`, one list a line.
    case list

    var confidence: DetectionConfidence { self == .list ? .weak : .strong }

    var evidence: String {
      switch self {
      case .xml: "a <palette> of hex= colours"
      case .code: "a Coolors code export"
      case .link: "a coolors.co link"
      case .list: "colours joined by '-'"
      }
    }
  }

  /// The block titles of the code export.
  static let blockTitles = ["CSV", "With #", "Array", "Object", "Extended Array", "XML"]

  /// The shape of `prefix`, or `nil` when it is none of Coolors'.
  static func kind(of prefix: ArraySlice<UInt8>) -> Kind? {
    let bytes = Array(prefix)
    var start = 0
    if ASCII.hasByteOrderMark(bytes[...]) { start = ASCII.byteOrderMark.count }
    while start < bytes.count && (ASCII.isBlank(bytes[start]) || isLineBreak(bytes[start])) {
      start += 1
    }
    guard start < bytes.count else { return nil }
    if bytes[start] == UInt8(ascii: "<") {
      guard let root = XMLRootSniffer(prefix), root.name == "palette", root.restContains("hex="),
        !root.restContains("tints=")
      else { return nil }
      return .xml
    }
    var cursor = LineCursor(bytes)
    var kind: Kind?
    while let line = cursor.next() {
      let content = trimmed(bytes, line, from: max(line.start, start))
      if content.isEmpty { continue }
      if kind == nil, let title = blockTitle(bytes, content), blockTitles.contains(title) {
        return .code
      }
      // A last line without a line break may be cut off: the lines before it decide.
      if line.end == bytes.count && kind != nil { break }
      if linkPath(bytes, content) != nil {
        // A link whose colours are wrong is still a link: reading says where.
        guard kind != .list else { return nil }
        kind = .link
      } else if let run = hexRun(bytes, content), run >= 2, kind != .link {
        kind = .list
      } else {
        return nil
      }
    }
    return kind
  }

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var first = ASCII.hasByteOrderMark(bytes[...]) ? ASCII.byteOrderMark.count : 0
    while first < bytes.count && (ASCII.isBlank(bytes[first]) || isLineBreak(bytes[first])) {
      first += 1
    }
    // XML is read as XML: the reader names a root or colour it does not take.
    if first < bytes.count && bytes[first] == UInt8(ascii: "<") {
      return try CoolorsXMLReader.read(bytes)
    }
    guard let kind = kind(of: bytes[...]) else {
      throw PaletteError(
        .invalidSignature,
        "not a Coolors palette: expected its XML export, its code export, a coolors.co link or "
          + "colours joined by '-'", format: format, location: .text(line: 1, column: 1))
    }
    switch kind {
    case .xml: return try CoolorsXMLReader.read(bytes)
    case .code: return try CoolorsCodeReader.read(bytes)
    case .link, .list: return try readLines(bytes)
    }
  }

  /// Links or lists, one a line: a group for each when there are several.
  private static func readLines(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    var groups: [PaletteGroup] = []
    while var line = cursor.next() {
      if line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        line.start += ASCII.byteOrderMark.count
      }
      let content = trimmed(bytes, line, from: line.start)
      if content.isEmpty { continue }
      let colours = linkPath(bytes, content) ?? content
      var swatches: [Swatch] = []
      var tokenStart = colours.lowerBound
      for index in colours.lowerBound...colours.upperBound
      where index == colours.upperBound || bytes[index] == UInt8(ascii: "-") {
        let token = tokenStart..<index
        guard token.count == 6, bytes[token].allSatisfy(HexDigits.isDigit),
          let rgba = RGBA8(hex: String(decoding: bytes[token], as: UTF8.self))
        else {
          throw PaletteError(
            .syntax,
            "'\(TextDecoder.excerpt(bytes, token))' is not a colour; Coolors joins six-digit hex "
              + "colours with '-'", format: format, location: line.location(at: token.lowerBound))
        }
        swatches.append(
          Swatch(color: rgba.paletteColor, location: line.location(at: token.lowerBound)))
        tokenStart = index + 1
      }
      groups.append(
        PaletteGroup(swatches: swatches, location: line.location(at: content.lowerBound)))
    }
    var palette = Palette()
    palette.groups = groups
    return DecodedPalette(palette: palette, warnings: [])
  }

  // MARK: Lexing

  private static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == ASCII.lineFeed || byte == UInt8(ascii: "\r")
  }

  /// The line's content from `start`, without blanks around it.
  static func trimmed(_ bytes: [UInt8], _ line: TextLine, from start: Int) -> Range<Int> {
    var lower = min(start, line.end)
    var upper = line.end
    while lower < upper && ASCII.isBlank(bytes[lower]) { lower += 1 }
    while upper > lower && ASCII.isBlank(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// The title of a `/* Title */` line.
  static func blockTitle(_ bytes: [UInt8], _ content: Range<Int>) -> String? {
    let text = bytes[content]
    guard text.count >= 4, text.starts(with: Array("/*".utf8)),
      text.reversed().starts(with: Array("/*".utf8))
    else { return nil }
    var inner = (content.lowerBound + 2)..<(content.upperBound - 2)
    while !inner.isEmpty && ASCII.isBlank(bytes[inner.lowerBound]) {
      inner = (inner.lowerBound + 1)..<inner.upperBound
    }
    while !inner.isEmpty && ASCII.isBlank(bytes[inner.upperBound - 1]) {
      inner = inner.lowerBound..<(inner.upperBound - 1)
    }
    return String(decoding: bytes[inner], as: UTF8.self)
  }

  /// The colours part of a `coolors.co` palette link (`[https://][www.]coolors.co/[palette/]…`),
  /// without a query or fragment; `nil` when the line is no such link.
  static func linkPath(_ bytes: [UInt8], _ content: Range<Int>) -> Range<Int>? {
    var position = content.lowerBound
    func skip(_ text: String) -> Bool {
      let utf8 = Array(text.utf8)
      guard position + utf8.count <= content.upperBound,
        bytes[position..<position + utf8.count].lazy.map(lowercased).elementsEqual(utf8)
      else { return false }
      position += utf8.count
      return true
    }
    if !skip("https://") { _ = skip("http://") }
    _ = skip("www.")
    guard skip("coolors.co/") else { return nil }
    _ = skip("palette/")
    var end = position
    while end < content.upperBound && bytes[end] != UInt8(ascii: "?")
      && bytes[end] != UInt8(ascii: "#") && bytes[end] != UInt8(ascii: "/")
    {
      end += 1
    }
    return position..<end
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  /// How many six-digit colours `range` joins with `-`, or `nil` when it is not such a run.
  static func hexRun(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    guard !range.isEmpty, (range.count + 1) % 7 == 0 else { return nil }
    for (index, offset) in range.enumerated() {
      let byte = bytes[offset]
      if index % 7 == 6 {
        guard byte == UInt8(ascii: "-") else { return nil }
      } else {
        guard HexDigits.isDigit(byte) else { return nil }
      }
    }
    return (range.count + 1) / 7
  }
}
