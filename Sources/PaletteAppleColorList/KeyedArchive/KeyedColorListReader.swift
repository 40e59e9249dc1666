import PaletteCore

/// Reads the `NSColorList` of a keyed archive: `$top`'s `NSKeys` and `NSColors`, two parallel
/// `NSArray`s of key strings and `NSColor` objects.
///
/// Every colour is checked for its class (`NSColor`), its colour space number and the fields
/// that number needs. A catalog colour's fallback colour is read through the same code, with a
/// guard against a colour that is its own fallback (a cycle) and a bound on how deep fallbacks
/// nest.
struct KeyedColorListReader {
  /// The archive.
  let archive: KeyedArchive

  /// The deepest chain of fallback colours accepted.
  static let maximumFallbackDepth = 8

  /// Reads the entries.
  ///
  /// - Parameter document: The property list.
  /// - Returns: The keys and colours, in list order.
  /// - Throws: ``PaletteCore/PaletteError`` with the byte offset of the object at fault.
  static func read(_ document: PropertyListDocument) throws(PaletteError) -> [ColorListEntry] {
    let reader = KeyedColorListReader(archive: try KeyedArchive(document))
    return try reader.entries()
  }

  private func entries() throws(PaletteError) -> [ColorListEntry] {
    let top = archive.document.top
    guard let keysUID = archive.top["NSKeys"], let colorsUID = archive.top["NSColors"] else {
      throw archive.error(
        top, "the keyed archive's $top has no NSKeys and NSColors: not a colour list")
    }
    let keys = try archive.arrayElements(keysUID, from: top, "the NSKeys array")
    let colors = try archive.arrayElements(colorsUID, from: top, "the NSColors array")
    guard keys.count == colors.count else {
      throw archive.error(
        top,
        "the colour list has \(keys.count) keys but \(colors.count) colours; they must pair up")
    }
    var result: [ColorListEntry] = []
    result.reserveCapacity(keys.count)
    for (key, color) in zip(keys, colors) {
      let name = try archive.string(key.index, "the key of colour \(result.count + 1)")
      var path: Set<UInt64> = []
      let object = try archive.object(color.uid, from: color.index, "colour \(result.count + 1)")
      result.append(
        ColorListEntry(key: name, color: try self.color(object, path: &path), offset: object.offset)
      )
    }
    return result
  }

  /// Reads an `NSColor` object.
  private func color(
    _ object: KeyedArchive.Object, path: inout Set<UInt64>
  ) throws(PaletteError) -> ArchivedColor {
    try archive.expect(object, ["NSColor"], "a colour")
    guard path.insert(object.uid).inserted else {
      throw PaletteError(
        .invalidValue, "the colour is its own fallback colour, a cycle", format: "clr",
        location: .byte(offset: object.offset))
    }
    guard path.count <= Self.maximumFallbackDepth else {
      throw PaletteError(
        .limitExceeded,
        "catalog colours' fallback colours nest more than \(Self.maximumFallbackDepth) deep",
        format: "clr", location: .byte(offset: object.offset))
    }
    defer { path.remove(object.uid) }
    let fields = object.fields
    guard let spaceField = fields["NSColorSpace"] else {
      throw PaletteError(
        .invalidValue, "the colour has no NSColorSpace", format: "clr",
        location: .byte(offset: object.offset))
    }
    let space = try archive.integer(spaceField, "the colour's NSColorSpace")
    func text(_ key: String) throws(PaletteError) -> [Float]? {
      guard let field = fields[key] else { return nil }
      return try ComponentText.parse(
        try archive.data(field, "the colour's \(key)"), at: archive.offset(of: field), key)
    }
    if space != 6, let components = try text("NSComponents"),
      let spaceField = fields["NSCustomColorSpace"]
    {
      let colorSpace = try self.colorSpace(spaceField)
      return .components(components, space: colorSpace)
    }
    func required(_ key: String) throws(PaletteError) -> [Float] {
      guard let values = try text(key) else {
        throw PaletteError(
          .invalidValue, "the colour in space \(space) has no \(key)", format: "clr",
          location: .byte(offset: object.offset))
      }
      return values
    }
    switch space {
    case 1, 2: return .rgb(try required("NSRGB"), calibrated: space == 1)
    case 3, 4: return .white(try required("NSWhite"), isCalibrated: space == 3)
    case 5: return .cmyk(try required("NSCMYK"))
    case 6:
      let list = try fields["NSCatalogName"].map { i throws(PaletteError) in
        try archive.string(i, "the catalog name")
      }
      let name = try fields["NSColorName"].map { i throws(PaletteError) in
        try archive.string(i, "the colour name")
      }
      var fallback: ArchivedColor?
      if let field = fields["NSColor"] {
        let uid = try archive.uid(field, "the fallback colour")
        let inner = try archive.object(uid, from: field, "the fallback colour")
        fallback = try color(inner, path: &path)
      }
      return .catalog(list: list ?? "?", name: name ?? "?", fallback: fallback)
    default:
      return .unsupported(space: space)
    }
  }

  /// Reads an `NSColorSpace` object.
  private func colorSpace(_ field: Int) throws(PaletteError) -> ArchivedColorSpace {
    let uid = try archive.uid(field, "the colour's NSCustomColorSpace")
    let object = try archive.object(uid, from: field, "the colour space")
    try archive.expect(object, ["NSColorSpace"], "the colour space")
    for key in ["NSID", "NSSpaceID"] {
      if let idField = object.fields[key] {
        let id = try archive.integer(idField, "the colour space's \(key)")
        if let space = ArchivedColorSpace.named(id) { return space }
      }
    }
    if let iccField = object.fields["NSICC"],
      let space = ArchivedColorSpace.profile(try archive.data(iccField, "the colour space's NSICC"))
    {
      return space
    }
    if let modelField = object.fields["NSModel"] {
      // NSColorSpaceModel: 0 gray, 1 RGB, 2 CMYK.
      switch try archive.integer(modelField, "the colour space's NSModel") {
      case 0: return .gray
      case 1: return .otherRGB("an RGB colour space without a known id")
      case 2: return .cmyk
      default: break
      }
    }
    throw PaletteError(
      .invalidValue,
      "the colour space has no NSID, NSSpaceID, ICC profile or model palconv knows",
      format: "clr", location: .byte(offset: object.offset))
  }
}
