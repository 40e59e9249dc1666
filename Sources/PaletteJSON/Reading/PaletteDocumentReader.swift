import PaletteCore

/// Turns a parsed JSON tape into a ``PaletteCore/Palette``, checking it against the version 1
/// document schema.
///
/// Type errors name the member with a JSON Pointer (`/groups/0/swatches/3/values`) and point
/// at the offending token. Members the schema does not know become warnings, so files written
/// by a newer minor revision still read. The reader walks the tape once, in document order:
/// member names are matched as bytes, and only the text the palette keeps becomes a `String`.
struct PaletteDocumentReader {
  typealias Keys = PaletteDocumentSchema

  /// The parsed document.
  let tape: JSONTape
  /// The line of the last group or swatch located, so locations are found walking forward.
  private var lineHint = 0
  /// The warnings raised so far with their positions, in traversal order.
  var collected: [(position: JSONPosition, diagnostic: Diagnostic)] = []

  /// The warnings raised so far, in document order.
  var warnings: [Diagnostic] {
    collected.sorted { $0.position.offset < $1.position.offset }.map(\.diagnostic)
  }

  /// The document's bytes; number tokens are read from them.
  var bytes: [UInt8] { tape.bytes }

  /// Creates a reader for a parsed document.
  ///
  /// - Parameter tape: The document, as the parser recorded it.
  init(tape: JSONTape) {
    self.tape = tape
  }

  /// Reads the palette from the document's root value.
  ///
  /// - Returns: The palette, with the location of each group and swatch.
  /// - Throws: ``PaletteError`` of kind `invalidSignature` when the document is not a palconv
  ///   palette, `unsupportedVersion` for a missing or newer version, and `invalidValue` for
  ///   members of the wrong type or shape.
  /// - Complexity: O(*n*) in the number of values.
  mutating func palette() throws(PaletteError) -> Palette {
    let root = tape.root
    guard tape.kind(root) == .object else {
      throw error(
        .invalidSignature,
        "not a palconv palette: the document is \(tape.typeDescription(root)), not an object "
          + "with \"format\": \"\(Keys.formatMarker)\"",
        at: root)
    }
    let fields = members(of: root, named: Names.document, at: { .root })
    guard let format = fields[Names.documentFormat] else {
      throw error(
        .invalidSignature,
        "not a palconv palette: the top-level object has no \"format\": "
          + "\"\(Keys.formatMarker)\" member; \(memberList(of: root))",
        at: root)
    }
    guard tape.isString(format + 1), tape.text(format + 1, equals: Names.formatMarker)
    else {
      throw error(
        .invalidSignature,
        "not a palconv palette: \"format\" is \(describe(format + 1)), expected "
          + "\"\(Keys.formatMarker)\"",
        at: format + 1)
    }
    try checkVersion(fields[Names.documentVersion], root: root)

    var palette = Palette()
    palette.name = try optionalString(fields, Names.documentName, at: { .root })
    palette.description = try optionalString(fields, Names.documentDescription, at: { .root })
    if let columns = fields[Names.documentColumns] {
      palette.columns = try integer(
        columns + 1, at: { JSONPointer.root.appending(Keys.Document.columns) })
    }
    func groupsPointer() -> JSONPointer { JSONPointer.root.appending(Keys.Document.groups) }
    let groups = try array(
      try required(fields, Names.documentGroups, in: root, at: { .root }), at: groupsPointer)
    palette.groups.reserveCapacity(tape.count(groups))
    var node = groups + 1
    let end = tape.end(of: groups)
    var index = 0
    while node < end {
      let place = index
      palette.groups.append(try group(node, at: { groupsPointer().appending(place) }))
      node = tape.end(of: node)
      index += 1
    }
    return palette
  }

  // MARK: - Document parts

  private func checkVersion(_ key: Int?, root: Int) throws(PaletteError) {
    let supported = Keys.version
    guard let key else {
      throw error(
        .unsupportedVersion,
        "the palette has no \"version\" member; this reader reads version \(supported)",
        at: root)
    }
    let node = key + 1
    guard tape.kind(node) == .number else {
      throw error(
        .invalidValue, "/version must be an integer, found \(tape.typeDescription(node))",
        at: node)
    }
    let range = tape.numberRange(node)
    let token = bytes[range]
    if let version = Int(String(decoding: token, as: UTF8.self)) {
      if version == supported { return }
      throw error(
        .unsupportedVersion,
        version > supported
          ? "palette version \(version) is newer than this reader, which reads version "
            + "\(supported)"
          : "palette version \(version) does not exist; the first version is 1",
        at: node)
    }
    if token.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
      throw error(
        .unsupportedVersion,
        "palette version \(shortToken(range)) is newer than this reader, which reads version "
          + "\(supported)",
        at: node)
    }
    throw error(
      .invalidValue, "/version must be an integer, found \(shortToken(range))", at: node)
  }

  private mutating func group(
    _ node: Int, at pointer: () -> JSONPointer
  ) throws(PaletteError)
    -> PaletteGroup
  {
    try object(node, at: pointer)
    let fields = members(of: node, named: Names.group, at: pointer)
    var group = PaletteGroup(
      name: try optionalString(fields, Names.groupName, at: pointer),
      location: tape.position(node, from: &lineHint).location)
    func swatchesPointer() -> JSONPointer { pointer().appending(Keys.Group.swatches) }
    let swatches = try array(
      try required(fields, Names.groupSwatches, in: node, at: pointer), at: swatchesPointer)
    group.swatches.reserveCapacity(tape.count(swatches))
    var swatchNode = swatches + 1
    let end = tape.end(of: swatches)
    var index = 0
    while swatchNode < end {
      let place = index
      let swatch = try swatch(swatchNode, at: { swatchesPointer().appending(place) })
      group.swatches.append(consume swatch)
      swatchNode = tape.end(of: swatchNode)
      index += 1
    }
    return group
  }

  private mutating func swatch(
    _ node: Int, at pointer: () -> JSONPointer
  ) throws(PaletteError)
    -> Swatch
  {
    try object(node, at: pointer)
    let fields = members(of: node, named: Names.swatch, at: pointer)
    let name = try optionalString(fields, Names.swatchName, at: pointer)
    var kind = SwatchKind.process
    if let key = fields[Names.swatchKind] {
      func kindPointer() -> JSONPointer { pointer().appending(Keys.Swatch.kind) }
      try checkString(key + 1, at: kindPointer)
      guard let parsed = named(key + 1, in: Self.kindCodes) else {
        throw error(
          .invalidValue,
          "\(kindPointer()) is \(describe(key + 1)); expected \"process\", \"global\" or \"spot\"",
          at: key + 1)
      }
      kind = parsed
    }
    var color = try color(fields, node: node, at: pointer)
    if let key = fields[Names.swatchAlpha] {
      color.alpha = try float(key + 1, at: { pointer().appending(Keys.Swatch.alpha) })
    }
    var appearances: [Appearance: PaletteColor] = [:]
    if let key = fields[Names.swatchAppearances] {
      appearances = try variants(
        key + 1, at: { pointer().appending(Keys.Swatch.appearances) })
    }
    let location = tape.position(node, from: &lineHint).location
    return Swatch(
      name: name, color: color, kind: kind, appearances: appearances, location: location)
  }

  /// The variant colours of the `appearances` object at `node`. Each member is named after an
  /// ``PaletteCore/Appearance`` and holds a colour as a swatch does (`hex`, or `model` and
  /// `values`, and `alpha`) and nothing else; an unknown appearance is a warning.
  private mutating func variants(
    _ node: Int, at pointer: () -> JSONPointer
  ) throws(PaletteError) -> [Appearance: PaletteColor] {
    try object(node, at: pointer)
    var result: [Appearance: PaletteColor] = [:]
    var key = node + 1
    let end = tape.end(of: node)
    while key < end {
      let value = key + 1
      guard let appearance = named(key, in: Self.appearanceCodes) else {
        let position = tape.position(key)
        let diagnostic = Diagnostic(
          .warning, code: "json.unknown-appearance",
          message:
            "unknown appearance \(DiagnosticRenderer.jsonString(tape.string(key))) in "
            + "\(pointer()) is ignored; expected dark, high-contrast or high-contrast-dark",
          location: position.location)
        collected.append((position, diagnostic))
        key = tape.end(of: value)
        continue
      }
      func variantPointer() -> JSONPointer { pointer().appending(appearance.rawValue) }
      try object(value, at: variantPointer)
      let fields = members(of: value, named: Names.swatch, at: variantPointer)
      for other in [Names.swatchName, Names.swatchKind, Names.swatchAppearances] {
        if let extra = fields[other] {
          throw error(
            .invalidValue,
            "\(variantPointer()) is a colour and cannot have \"\(other.text)\"", at: extra)
        }
      }
      var color = try color(fields, node: value, at: variantPointer)
      if let alpha = fields[Names.swatchAlpha] {
        color.alpha = try float(alpha + 1, at: { variantPointer().appending(Keys.Swatch.alpha) })
      }
      result[appearance] = color
      key = tape.end(of: value)
    }
    return result
  }

  /// What an object holds, for an error about a document of another kind: "it has 'name',
  /// 'author', 'colors'" (the first five names), or "it is empty".
  private func memberList(of object: Int) -> String {
    var names: [String] = []
    var more = 0
    var key = object + 1
    let end = tape.end(of: object)
    while key < end {
      if names.count < 5 { names.append("'\(tape.string(key))'") } else { more += 1 }
      key = tape.end(of: key + 1)
    }
    if names.isEmpty { return "it is empty" }
    return "it has " + names.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
  }
}
