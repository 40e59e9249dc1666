import PaletteCore

/// Turns a parsed JSON tree into a ``PaletteCore/Palette``, checking it against the version 1
/// document schema.
///
/// Type errors name the member with a JSON Pointer (`/groups/0/swatches/3/values`) and point
/// at the offending token. Members the schema does not know become warnings, so files written
/// by a newer minor revision still read.
struct PaletteDocumentReader {
  private typealias Keys = PaletteDocumentSchema

  private let bytes: [UInt8]
  /// The warnings raised so far with their positions, in traversal order.
  private var collected: [(position: JSONPosition, diagnostic: Diagnostic)] = []

  /// The warnings raised so far, in document order.
  var warnings: [Diagnostic] {
    collected.sorted { $0.position.offset < $1.position.offset }.map(\.diagnostic)
  }

  /// Creates a reader for a document parsed from `bytes`.
  ///
  /// - Parameter bytes: The document's bytes; number tokens are read from them.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads the palette from the document's root node.
  ///
  /// - Parameter root: The parsed document.
  /// - Returns: The palette, with the location of each group and swatch.
  /// - Throws: ``PaletteError`` of kind `invalidSignature` when the document is not a palconv
  ///   palette, `unsupportedVersion` for a missing or newer version, and `invalidValue` for
  ///   members of the wrong type or shape.
  /// - Complexity: O(*n*) in the number of nodes.
  mutating func palette(from root: JSONNode) throws(PaletteError) -> Palette {
    guard case .object(let members) = root.value else {
      throw error(
        .invalidSignature,
        "not a palconv palette: the document is \(root.typeDescription), not an object with "
          + "\"format\": \"\(Keys.formatMarker)\"",
        at: root.position)
    }
    let fields = Fields(members: members)
    guard let format = fields[Names.documentFormat] else {
      throw error(
        .invalidSignature,
        "not a palconv palette: the top-level object has no \"format\": "
          + "\"\(Keys.formatMarker)\" member",
        at: root.position)
    }
    guard case .string(let marker) = format.value.value, marker == Keys.formatMarker else {
      throw error(
        .invalidSignature,
        "not a palconv palette: \"format\" is \(describe(format.value)), expected "
          + "\"\(Keys.formatMarker)\"",
        at: format.value.position)
    }
    try checkVersion(fields[Names.documentVersion], root: root)
    warnAboutUnknownMembers(
      members, known: Keys.Document.all, codes: Self.documentCodes, at: { .root })

    var palette = Palette()
    palette.name = try optionalString(fields, Names.documentName, at: { .root })
    palette.description = try optionalString(fields, Names.documentDescription, at: { .root })
    if let columns = fields[Names.documentColumns] {
      palette.columns = try integer(columns.value, at: { JSONPointer.root.appending(columns.key) })
    }
    func groupsPointer() -> JSONPointer { JSONPointer.root.appending(Keys.Document.groups) }
    let groups = try array(
      try required(fields, Names.documentGroups, in: root, at: { .root }), at: groupsPointer)
    palette.groups.reserveCapacity(groups.count)
    for (index, node) in groups.enumerated() {
      palette.groups.append(try group(node, at: { groupsPointer().appending(index) }))
    }
    return palette
  }

  // MARK: - Document parts

  private func checkVersion(_ member: JSONMember?, root: JSONNode) throws(PaletteError) {
    let supported = Keys.version
    guard let member else {
      throw error(
        .unsupportedVersion,
        "the palette has no \"version\" member; this reader reads version \(supported)",
        at: root.position)
    }
    guard case .number(let range) = member.value.value else {
      throw error(
        .invalidValue, "/version must be an integer, found \(member.value.typeDescription)",
        at: member.value.position)
    }
    let token = bytes[range]
    if let version = Int(String(decoding: token, as: UTF8.self)) {
      if version == supported { return }
      throw error(
        .unsupportedVersion,
        version > supported
          ? "palette version \(version) is newer than this reader, which reads version "
            + "\(supported)"
          : "palette version \(version) does not exist; the first version is 1",
        at: member.value.position)
    }
    if token.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
      throw error(
        .unsupportedVersion,
        "palette version \(shortToken(range)) is newer than this reader, which reads version "
          + "\(supported)",
        at: member.value.position)
    }
    throw error(
      .invalidValue, "/version must be an integer, found \(shortToken(range))",
      at: member.value.position)
  }

  private mutating func group(
    _ node: JSONNode, at pointer: () -> JSONPointer
  ) throws(PaletteError)
    -> PaletteGroup
  {
    let members = try object(node, at: pointer)
    let fields = Fields(members: members)
    warnAboutUnknownMembers(members, known: Keys.Group.all, codes: Self.groupCodes, at: pointer)
    var group = PaletteGroup(
      name: try optionalString(fields, Names.groupName, at: pointer),
      location: node.position.location)
    func swatchesPointer() -> JSONPointer { pointer().appending(Keys.Group.swatches) }
    let swatches = try array(
      try required(fields, Names.groupSwatches, in: node, at: pointer), at: swatchesPointer)
    group.swatches.reserveCapacity(swatches.count)
    for (index, swatchNode) in swatches.enumerated() {
      group.swatches.append(try swatch(swatchNode, at: { swatchesPointer().appending(index) }))
    }
    return group
  }

  private mutating func swatch(
    _ node: JSONNode, at pointer: () -> JSONPointer
  ) throws(PaletteError)
    -> Swatch
  {
    let members = try object(node, at: pointer)
    let fields = Fields(members: members)
    warnAboutUnknownMembers(members, known: Keys.Swatch.all, codes: Self.swatchCodes, at: pointer)
    let name = try optionalString(fields, Names.swatchName, at: pointer)
    var kind = SwatchKind.process
    if let member = fields[Names.swatchKind] {
      let text = try string(member.value, at: { pointer().appending(member.key) })
      guard let parsed = Self.named(text, in: Self.kindCodes) else {
        throw error(
          .invalidValue,
          "\(pointer().appending(member.key)) is \(describe(member.value)); expected \"process\", "
            + "\"global\" or \"spot\"",
          at: member.value.position)
      }
      kind = parsed
    }
    var color = try color(fields, node: node, at: pointer)
    if let member = fields[Names.swatchAlpha] {
      color.alpha = try float(member.value, at: { pointer().appending(member.key) })
    }
    return Swatch(name: name, color: color, kind: kind, location: node.position.location)
  }

  /// The colour of a swatch from `hex`, or from `model` and `values`; alpha is set only by an
  /// 8-digit `hex`.
  private func color(
    _ fields: Fields, node: JSONNode, at pointer: () -> JSONPointer
  )
    throws(PaletteError) -> PaletteColor
  {
    let model = fields[Names.swatchModel]
    let values = fields[Names.swatchValues]
    if let hex = fields[Names.swatchHex] {
      if let conflict = model ?? values {
        throw error(
          .invalidValue,
          "\(pointer()) has both \"hex\" and \"\(conflict.key)\"; give either \"hex\" or "
            + "\"model\" with \"values\"",
          at: conflict.keyPosition)
      }
      let channels = try hexChannels(hex.value, at: { pointer().appending(hex.key) })
      if channels.hasAlpha, let alpha = fields[Names.swatchAlpha] {
        throw error(
          .invalidValue,
          "\(pointer()) has an 8-digit \"hex\" and \"alpha\"; give the alpha only once",
          at: alpha.keyPosition)
      }
      return .srgb8(channels.red, channels.green, channels.blue, alpha: channels.alpha)
    }
    guard let model else {
      if let values {
        throw error(
          .invalidValue, "\(pointer()) has \"values\" but no \"model\"", at: values.keyPosition)
      }
      throw error(
        .invalidValue,
        "\(pointer()) has no colour; give \"hex\", or \"model\" with \"values\"",
        at: node.position)
    }
    func modelPointer() -> JSONPointer { pointer().appending(model.key) }
    let modelName = try string(model.value, at: modelPointer)
    guard let colorModel = Self.named(modelName, in: Self.modelCodes) else {
      let known = ColorModel.allCases.map(\.rawValue).joined(separator: ", ")
      throw error(
        .invalidValue,
        "\(modelPointer()) is \(describe(model.value)), an unknown colour model; expected one of "
          + known,
        at: model.value.position)
    }
    guard let values else {
      throw error(
        .invalidValue, "\(pointer()) has \"model\" but no \"values\"", at: model.keyPosition)
    }
    func valuesPointer() -> JSONPointer { pointer().appending(values.key) }
    guard case .array(let elements) = values.value.value else {
      throw error(
        .invalidValue,
        "\(valuesPointer()) must be an array of numbers, found \(values.value.typeDescription)",
        at: values.value.position)
    }
    guard elements.count == colorModel.componentCount else {
      let names = colorModel.componentNames.joined(separator: ", ")
      throw error(
        .invalidValue,
        "\(valuesPointer()) has \(elements.count) value\(elements.count == 1 ? "" : "s"); "
          + "\(colorModel.rawValue) needs \(colorModel.componentCount) (\(names))",
        at: values.value.position)
    }
    // Converted in order, straight into the components: no array per swatch.
    func value(_ index: Int) throws(PaletteError) -> Float {
      try float(elements[index], at: { valuesPointer().appending(index) })
    }
    let components: ColorComponents
    switch colorModel {
    case .srgb: components = .srgb(red: try value(0), green: try value(1), blue: try value(2))
    case .displayP3:
      components = .displayP3(red: try value(0), green: try value(1), blue: try value(2))
    case .cmyk:
      components = .cmyk(
        cyan: try value(0), magenta: try value(1), yellow: try value(2), black: try value(3))
    case .lab: components = .lab(l: try value(0), a: try value(1), b: try value(2))
    case .gray: components = .gray(try value(0))
    case .oklch: components = .oklch(l: try value(0), c: try value(1), h: try value(2))
    }
    return PaletteColor(components)
  }

  /// The channels of `#RRGGBB` or `#RRGGBBAA` (alpha 255 when absent), in either letter case.
  private func hexChannels(
    _ node: JSONNode, at pointer: () -> JSONPointer
  ) throws(PaletteError)
    -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, hasAlpha: Bool)
  {
    var text = try string(node, at: pointer)
    func invalid() -> PaletteError {
      error(
        .invalidValue,
        "\(pointer()) is \(describe(node)); expected \"#RRGGBB\" or \"#RRGGBBAA\"",
        at: node.position)
    }
    // Read the UTF-8 in place (a short string is copied to the stack, not the heap).
    let channels = text.withUTF8 { utf8 -> (UInt8, UInt8, UInt8, UInt8, Bool)? in
      guard utf8.count == 7 || utf8.count == 9, utf8[0] == UInt8(ascii: "#") else { return nil }
      var values: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
      var index = 1
      while index < utf8.count {
        guard let high = HexDigits.value(utf8[index]), let low = HexDigits.value(utf8[index + 1])
        else {
          return nil
        }
        switch index {
        case 1: values.0 = high << 4 | low
        case 3: values.1 = high << 4 | low
        case 5: values.2 = high << 4 | low
        default: values.3 = high << 4 | low
        }
        index += 2
      }
      return (values.0, values.1, values.2, values.3, utf8.count == 9)
    }
    guard let channels else { throw invalid() }
    return channels
  }

  // MARK: - Typed access

  /// The members of an object, looked up by name.
  private struct Fields {
    var members: [JSONMember]

    /// The member called `key`, if any (the parser has rejected duplicates).
    subscript(key: Name) -> JSONMember? {
      // Schema names are ASCII letters and `$`, which no other string is canonically
      // equivalent to, so for short names comparing codes (bytes) is the same as `==`.
      for index in members.indices {
        let code = members[index].keyCode
        if key.code != 0 && code != 0 ? code == key.code : members[index].key == key.text {
          return members[index]
        }
      }
      return nil
    }
  }

  /// A schema member name with its ``JSONMember/code(of:)``, computed once.
  private struct Name {
    /// The name.
    let text: String
    /// Its code.
    let code: UInt64

    init(_ text: String) {
      self.text = text
      self.code = JSONMember.code(of: text)
    }
  }

  /// The schema's names, each with its code.
  private enum Names {
    static let documentColumns = Name(Keys.Document.columns)
    static let documentDescription = Name(Keys.Document.description)
    static let documentFormat = Name(Keys.Document.format)
    static let documentGroups = Name(Keys.Document.groups)
    static let documentName = Name(Keys.Document.name)
    static let documentVersion = Name(Keys.Document.version)
    static let groupName = Name(Keys.Group.name)
    static let groupSwatches = Name(Keys.Group.swatches)
    static let swatchAlpha = Name(Keys.Swatch.alpha)
    static let swatchHex = Name(Keys.Swatch.hex)
    static let swatchKind = Name(Keys.Swatch.kind)
    static let swatchModel = Name(Keys.Swatch.model)
    static let swatchName = Name(Keys.Swatch.name)
    static let swatchValues = Name(Keys.Swatch.values)
  }

  private func object(
    _ node: JSONNode, at pointer: () -> JSONPointer
  ) throws(PaletteError)
    -> [JSONMember]
  {
    guard case .object(let members) = node.value else {
      throw typeError(pointer, expected: "an object", node)
    }
    return members
  }

  private func array(
    _ node: JSONNode, at pointer: () -> JSONPointer
  ) throws(PaletteError)
    -> [JSONNode]
  {
    guard case .array(let elements) = node.value else {
      throw typeError(pointer, expected: "an array", node)
    }
    return elements
  }

  private func string(
    _ node: JSONNode, at pointer: () -> JSONPointer
  ) throws(PaletteError) -> String {
    guard case .string(let text) = node.value else {
      throw typeError(pointer, expected: "a string", node)
    }
    return text
  }

  private func optionalString(
    _ fields: Fields, _ key: Name, at pointer: () -> JSONPointer
  )
    throws(PaletteError) -> String?
  {
    guard let member = fields[key] else { return nil }
    return try string(member.value, at: { pointer().appending(key.text) })
  }

  private func required(
    _ fields: Fields, _ key: Name, in node: JSONNode, at pointer: () -> JSONPointer
  ) throws(PaletteError) -> JSONNode {
    guard let member = fields[key] else {
      throw error(.invalidValue, "\(pointer()) has no \"\(key.text)\" member", at: node.position)
    }
    return member.value
  }

  /// A number as the nearest `Float`; numbers beyond the `Float` range are errors.
  private func float(_ node: JSONNode, at pointer: () -> JSONPointer) throws(PaletteError) -> Float
  {
    guard case .number(let range) = node.value else {
      throw typeError(pointer, expected: "a number", node)
    }
    guard
      let value = Self.exactFloat(bytes, range)
        ?? Float(String(decoding: bytes[range], as: UTF8.self)), value.isFinite
    else {
      throw error(
        .invalidValue,
        "\(pointer()) is \(shortToken(range)), beyond the range of a 32-bit float "
          + "(±3.4028235e+38)",
        at: node.position)
    }
    return value
  }

  /// A number written as a plain integer (no fraction, no exponent) that fits an `Int`.
  private func integer(_ node: JSONNode, at pointer: () -> JSONPointer) throws(PaletteError) -> Int
  {
    guard case .number(let range) = node.value else {
      throw typeError(pointer, expected: "an integer", node)
    }
    guard let value = Int(String(decoding: bytes[range], as: UTF8.self)) else {
      throw error(
        .invalidValue, "\(pointer()) must be an integer, found \(shortToken(range))",
        at: node.position)
    }
    return value
  }

  // MARK: - Diagnostics

  private mutating func warnAboutUnknownMembers(
    _ members: [JSONMember], known: [String], codes: [UInt64], at pointer: () -> JSONPointer
  ) {
    for member in members where !Self.isKnown(member, in: known, codes: codes) {
      let place = pointer().isRoot ? "at the top level" : "in \(pointer())"
      let diagnostic = Diagnostic(
        .warning, code: "json.unknown-member",
        message: "unknown member \(DiagnosticRenderer.jsonString(member.key)) \(place) is ignored",
        location: member.keyPosition.location)
      collected.append((member.keyPosition, diagnostic))
    }
  }

  /// Whether `member`'s name is one of `known`, a schema name list whose
  /// ``JSONMember/code(of:)`` values are `codes`.
  private static func isKnown(_ member: JSONMember, in known: [String], codes: [UInt64]) -> Bool {
    // As in `Fields`: a short schema name matches exactly the members with its code.
    member.keyCode != 0 ? codes.contains(member.keyCode) : known.contains(member.key)
  }

  /// The case of `Value` whose raw value is `text`, as `Value(rawValue:)` finds it, but
  /// comparing ``JSONMember/code(of:)`` values for short names (the raw values are ASCII).
  private static func named<Value: RawRepresentable<String>>(
    _ text: String, in codes: [(code: UInt64, value: Value)]
  ) -> Value? {
    let code = JSONMember.code(of: text)
    if code == 0 { return Value(rawValue: text) }
    return codes.first { $0.code == code }?.value
  }

  private static let kindCodes: [(code: UInt64, value: SwatchKind)] = SwatchKind.allCases.map {
    (JSONMember.code(of: $0.rawValue), $0)
  }
  private static let modelCodes: [(code: UInt64, value: ColorModel)] = ColorModel.allCases.map {
    (JSONMember.code(of: $0.rawValue), $0)
  }
  private static let documentCodes = Keys.Document.all.map(JSONMember.code(of:))
  private static let groupCodes = Keys.Group.all.map(JSONMember.code(of:))
  private static let swatchCodes = Keys.Swatch.all.map(JSONMember.code(of:))

  private func typeError(
    _ pointer: () -> JSONPointer, expected: String, _ node: JSONNode
  )
    -> PaletteError
  {
    var message = "\(pointer()) must be \(expected), found \(node.typeDescription)"
    if case .null = node.value { message += "; leave the member out instead" }
    return error(.invalidValue, message, at: node.position)
  }

  /// A value for messages: strings quoted (and shortened), other values by type.
  private func describe(_ node: JSONNode) -> String {
    guard case .string(let text) = node.value else { return node.typeDescription }
    let limit = 40
    let shown = text.unicodeScalars.count > limit ? String(text.prefix(limit)) + "…" : text
    return DiagnosticRenderer.jsonString(shown)
  }

  /// A number token for messages, shortened when long.
  private func shortToken(_ range: Range<Int>) -> String {
    let limit = 40
    if range.count <= limit { return String(decoding: bytes[range], as: UTF8.self) }
    return String(decoding: bytes[range.prefix(limit)], as: UTF8.self) + "…"
  }

  private func error(
    _ kind: PaletteError.Kind, _ message: String, at position: JSONPosition
  )
    -> PaletteError
  {
    PaletteError(
      kind, message, format: JSONPaletteFormat.formatIdentifier, location: position.location)
  }
}
