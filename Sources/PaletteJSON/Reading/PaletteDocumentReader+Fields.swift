import PaletteCore

extension PaletteDocumentReader {
  /// The members of one object that the schema knows, found in one walk over its names.
  struct Fields {
    /// The tape index of each known member's name, by ``Name/slot``; -1 when absent.
    var keys = InlineArray<8, Int>(repeating: -1)

    /// The tape index of the name of the member called `name`, if any (the parser has
    /// rejected duplicates); its value is at the next index.
    subscript(name: Name) -> Int? {
      let key = keys[name.slot]
      return key < 0 ? nil : key
    }
  }

  /// A schema member name with its ``PaletteCore/JSONMember/code(of:)``, computed once.
  struct Name {
    /// The name.
    let text: String
    /// Its UTF-8 bytes.
    let utf8: [UInt8]
    /// Its code: the bytes packed into an integer when there are at most 7, else 0.
    let code: UInt64
    /// Its place in its object's list of names, and in ``Fields/keys``.
    let slot: Int

    /// Creates the name at `slot` of its object's list.
    init(_ text: String, slot: Int) {
      self.text = text
      self.utf8 = Array(text.utf8)
      self.code = JSONMember.code(of: text)
      self.slot = slot
    }

    /// The names of one object, each at its place in `texts`.
    static func list(_ texts: [String]) -> [Name] {
      texts.enumerated().map { Name($0.element, slot: $0.offset) }
    }
  }

  /// The schema's names, each with its code.
  enum Names {
    /// Every member of the top-level object, in ``PaletteDocumentSchema/Document/all`` order.
    static let document = Name.list(Keys.Document.all)
    /// Every member of a group, in ``PaletteDocumentSchema/Group/all`` order.
    static let group = Name.list(Keys.Group.all)
    /// Every member of a swatch, in ``PaletteDocumentSchema/Swatch/all`` order.
    static let swatch = Name.list(Keys.Swatch.all)

    /// `format`.
    static let documentFormat = document[0]
    /// `version`.
    static let documentVersion = document[1]
    /// `name`.
    static let documentName = document[2]
    /// `description`.
    static let documentDescription = document[3]
    /// `columns`.
    static let documentColumns = document[4]
    /// `groups`.
    static let documentGroups = document[5]
    /// A group's `name`.
    static let groupName = group[0]
    /// `swatches`.
    static let groupSwatches = group[1]
    /// A swatch's `name`.
    static let swatchName = swatch[0]
    /// `kind`.
    static let swatchKind = swatch[1]
    /// `hex`.
    static let swatchHex = swatch[2]
    /// `model`.
    static let swatchModel = swatch[3]
    /// `values`.
    static let swatchValues = swatch[4]
    /// `alpha`.
    static let swatchAlpha = swatch[5]
    /// `appearances`.
    static let swatchAppearances = swatch[6]
    /// The bytes of ``PaletteDocumentSchema/formatMarker``.
    static let formatMarker = Array(Keys.formatMarker.utf8)
  }

  /// The known members of the object at `object`, found in one walk over its names; each
  /// name the schema does not know becomes a warning.
  ///
  /// Schema names are ASCII letters and `$`, which no other string is canonically equivalent
  /// to, so comparing bytes (codes for short names) finds what `String` equality would.
  ///
  /// - Parameters:
  ///   - object: The object's tape index.
  ///   - names: The names its schema knows.
  ///   - pointer: The object's place, for warnings.
  mutating func members(
    of object: Int, named names: [Name], at pointer: () -> JSONPointer
  ) -> Fields {
    var fields = Fields()
    var key = object + 1
    let end = tape.end(of: object)
    while key < end {
      let code = tape.code(key)
      // Through the buffer, so that comparing codes copies (and retains) no name.
      let slot = names.withUnsafeBufferPointer { list in
        for index in list.indices {
          let other = list[index].code
          if code != 0 ? other == code : other == 0 && tape.text(key, equals: list[index].utf8) {
            return list[index].slot
          }
        }
        return -1
      }
      if slot >= 0 {
        fields.keys[slot] = key
      } else {
        warnAboutUnknownMember(key, at: pointer)
      }
      key = tape.end(of: key + 1)
    }
    return fields
  }

  /// Records the warning for the unknown member whose name is at tape index `key`.
  private mutating func warnAboutUnknownMember(_ key: Int, at pointer: () -> JSONPointer) {
    let place = pointer().isRoot ? "at the top level" : "in \(pointer())"
    let position = tape.position(key)
    let diagnostic = Diagnostic(
      .warning, code: "json.unknown-member",
      message:
        "unknown member \(DiagnosticRenderer.jsonString(tape.string(key))) \(place) is ignored",
      location: position.location)
    collected.append((position, diagnostic))
  }

  /// The case of `Value` whose raw value is the string at tape index `node`, as
  /// `Value(rawValue:)` finds it, but comparing ``PaletteCore/JSONMember/code(of:)`` values
  /// for short names (the raw values are ASCII).
  func named<Value: RawRepresentable<String>>(
    _ node: Int, in codes: [(code: UInt64, value: Value)]
  ) -> Value? {
    let code = tape.code(node)
    if code == 0 { return Value(rawValue: tape.string(node)) }
    for entry in codes where entry.code == code { return entry.value }
    return nil
  }

  /// Each swatch kind with the code of its raw value.
  static let kindCodes: [(code: UInt64, value: SwatchKind)] = SwatchKind.allCases.map {
    (JSONMember.code(of: $0.rawValue), $0)
  }
  /// Each appearance with the code of its raw value.
  static let appearanceCodes: [(code: UInt64, value: Appearance)] = Appearance.allCases.map {
    (JSONMember.code(of: $0.rawValue), $0)
  }
  /// Each colour model with the code of its raw value.
  static let modelCodes: [(code: UInt64, value: ColorModel)] = ColorModel.allCases.map {
    (JSONMember.code(of: $0.rawValue), $0)
  }
}
