import PaletteCore

extension PaletteDocumentReader {
  /// Checks that the value at `node` is an object.
  func object(_ node: Int, at pointer: () -> JSONPointer) throws(PaletteError) {
    guard tape.kind(node) == .object else {
      throw typeError(pointer, expected: "an object", node)
    }
  }

  /// The value at `node`, checked to be an array.
  func array(_ node: Int, at pointer: () -> JSONPointer) throws(PaletteError) -> Int {
    guard tape.kind(node) == .array else {
      throw typeError(pointer, expected: "an array", node)
    }
    return node
  }

  /// The text of the string at `node`.
  func string(_ node: Int, at pointer: () -> JSONPointer) throws(PaletteError) -> String {
    guard tape.isString(node) else {
      throw typeError(pointer, expected: "a string", node)
    }
    return tape.string(node)
  }

  /// Checks that the value at `node` is a string, without building a `String`.
  func checkString(_ node: Int, at pointer: () -> JSONPointer) throws(PaletteError) {
    guard tape.isString(node) else {
      throw typeError(pointer, expected: "a string", node)
    }
  }

  /// The text of the member `key` of an object, when it has one.
  func optionalString(
    _ fields: Fields, _ key: Name, at pointer: () -> JSONPointer
  )
    throws(PaletteError) -> String?
  {
    guard let member = fields[key] else { return nil }
    return try string(member + 1, at: { pointer().appending(key.text) })
  }

  /// The value of the member `key` of the object at `node`, which must have it.
  func required(
    _ fields: Fields, _ key: Name, in node: Int, at pointer: () -> JSONPointer
  ) throws(PaletteError) -> Int {
    guard let member = fields[key] else {
      throw error(.invalidValue, "\(pointer()) has no \"\(key.text)\" member", at: node)
    }
    return member + 1
  }

  /// A number as the nearest `Float`; numbers beyond the `Float` range are errors.
  func float(_ node: Int, at pointer: () -> JSONPointer) throws(PaletteError) -> Float {
    guard tape.kind(node) == .number else {
      throw typeError(pointer, expected: "a number", node)
    }
    let range = tape.numberRange(node)
    guard
      let value = Self.exactFloat(bytes, range)
        ?? Float(String(decoding: bytes[range], as: UTF8.self)), value.isFinite
    else {
      throw error(
        .invalidValue,
        "\(pointer()) is \(shortToken(range)), beyond the range of a 32-bit float "
          + "(±3.4028235e+38)",
        at: node)
    }
    return value
  }

  /// A number written as a plain integer (no fraction, no exponent) that fits an `Int`.
  func integer(_ node: Int, at pointer: () -> JSONPointer) throws(PaletteError) -> Int {
    guard tape.kind(node) == .number else {
      throw typeError(pointer, expected: "an integer", node)
    }
    let range = tape.numberRange(node)
    guard let value = Int(String(decoding: bytes[range], as: UTF8.self)) else {
      throw error(
        .invalidValue, "\(pointer()) must be an integer, found \(shortToken(range))", at: node)
    }
    return value
  }

  // MARK: - Diagnostics

  /// The error for a value of the wrong type.
  func typeError(
    _ pointer: () -> JSONPointer, expected: String, _ node: Int
  )
    -> PaletteError
  {
    var message = "\(pointer()) must be \(expected), found \(tape.typeDescription(node))"
    if tape.kind(node) == .null { message += "; leave the member out instead" }
    return error(.invalidValue, message, at: node)
  }

  /// A value for messages: strings quoted (and shortened), other values by type.
  func describe(_ node: Int) -> String {
    guard tape.isString(node) else { return tape.typeDescription(node) }
    let text = tape.string(node)
    let limit = 40
    let shown = text.unicodeScalars.count > limit ? String(text.prefix(limit)) + "…" : text
    return DiagnosticRenderer.jsonString(shown)
  }

  /// A number token for messages, shortened when long.
  func shortToken(_ range: Range<Int>) -> String {
    let limit = 40
    if range.count <= limit { return String(decoding: bytes[range], as: UTF8.self) }
    return String(decoding: bytes[range.prefix(limit)], as: UTF8.self) + "…"
  }

  /// An error at the start of the value (or member name) at tape index `node`.
  func error(_ kind: PaletteError.Kind, _ message: String, at node: Int) -> PaletteError {
    PaletteError(
      kind, message, format: JSONPaletteFormat.formatIdentifier,
      location: tape.position(node).location)
  }
}
