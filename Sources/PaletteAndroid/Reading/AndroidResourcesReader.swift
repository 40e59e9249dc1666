import PaletteCore

/// Reads the colours of an Android `<resources>` document.
///
/// `<color name="…">` and `<item name="…" type="color">` are colours, in document order;
/// `@color/…` references are resolved within the file; marker comments
/// (``AndroidMarkerComment``) give the palette's name, description and groups. Other resource
/// types are skipped with one note per element name.
struct AndroidResourcesReader {
  /// One colour resource as read, before references are resolved.
  private struct Entry {
    var name: String
    var value: AndroidColorValue
    /// The group it belongs to, an index into the groups being built.
    var group: Int
    var location: SourceLocation
    var valueLocation: SourceLocation
  }

  static let format = "android"

  let document: XMLDocument
  private var warnings: [Diagnostic] = []
  /// Colours defined elsewhere that references may use when this file does not define them
  /// (the default `values/` file, for a `values-night/` one).
  var fallback: [String: AndroidColorValue] = [:]
  /// Every colour this file defines, as written, by name (the last definition of a name);
  /// filled by ``read()``.
  private(set) var definitions: [String: AndroidColorValue] = [:]

  init(bytes: [UInt8]) throws(PaletteError) {
    document = try XMLReader.parse(bytes, format: Self.format)
  }

  mutating func read() throws(PaletteError) -> DecodedPalette {
    let root = document.root
    guard root.name == "resources" else {
      throw PaletteError(
        .invalidSignature,
        "not an Android resource file: the root element is <\(root.name)>, not <resources>",
        format: Self.format, location: document.location(root.offset))
    }
    if let doctype = document.doctypeOffset {
      warn(
        "android.doctype", "the DOCTYPE is ignored; nothing it declares is used",
        at: document.location(doctype))
    }
    var palette = Palette()
    var groups: [PaletteGroup] = [PaletteGroup()]
    var entries: [Entry] = []
    var skipped: [(name: String, count: Int, location: SourceLocation)] = []
    for case .comment(let comment) in document.prologue {
      apply(
        AndroidMarkerComment(comment: comment.text), to: &palette, groups: &groups,
        at: comment.offset)
    }
    for node in root.children {
      switch node {
      case .comment(let comment):
        apply(
          AndroidMarkerComment(comment: comment.text), to: &palette, groups: &groups,
          at: comment.offset)
      case .element(let element):
        let isColor =
          element.name == "color"
          || (element.name == "item" && element.attribute("type")?.value == "color")
        guard isColor else {
          if let index = skipped.firstIndex(where: { $0.name == element.name }) {
            skipped[index].count += 1
          } else {
            skipped.append((element.name, 1, document.location(element.offset)))
          }
          continue
        }
        if let entry = try entry(element, group: groups.count - 1) { entries.append(entry) }
      case .text(let text):
        if !AndroidMarkerComment.trimmed(text.value).isEmpty {
          warn(
            "android.text", "text outside a resource element is ignored",
            at: document.location(text.offset))
        }
      case .processingInstruction:
        break
      }
    }
    for item in skipped {
      warnings.append(
        Diagnostic(
          .note, code: "android.skipped",
          message:
            "skipped \(MessageFormatting.count(item.count, "<\(item.name)> resource", "<\(item.name)> resources")): only colours are read",
          location: item.location))
    }
    try resolve(entries, into: &groups)
    palette.groups = groups.filter { $0.name != nil || !$0.swatches.isEmpty }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// Applies a marker comment, if the comment is one.
  private mutating func apply(
    _ marker: AndroidMarkerComment?, to palette: inout Palette, groups: inout [PaletteGroup],
    at offset: Int
  ) {
    switch marker {
    case .paletteName(let name): palette.name = name
    case .paletteDescription(let text): palette.description = text
    case .group(let name):
      groups.append(PaletteGroup(name: name, location: document.location(offset)))
    case .endGroup:
      groups.append(PaletteGroup())
    case nil: break
    }
  }

  /// The colour resource an element declares; `nil` (with a warning) for one without a name.
  private mutating func entry(_ element: XMLElement, group: Int) throws(PaletteError) -> Entry? {
    let location = document.location(element.offset)
    guard let name = element.attribute("name")?.value, !name.isEmpty else {
      warn("android.unnamed", "a <\(element.name)> without a name is skipped", at: location)
      return nil
    }
    let raw = element.text
    let value = AndroidMarkerComment.trimmed(raw)
    let leading = raw.utf8.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.count
    let valueLocation = document.location(element.textOffset + leading)
    guard let parsed = AndroidColorValue(value) else {
      let shown =
        value.isEmpty
        ? "an empty value" : "'\(TextDecoder.excerpt(Array(value.utf8), 0..<value.utf8.count))'"
      throw PaletteError(
        .invalidValue,
        "the colour \(MessageFormatting.quoted(name, mark: "'")) has \(shown); expected #RGB, #ARGB, #RRGGBB, #AARRGGBB or @color/NAME",
        format: Self.format, location: valueLocation)
    }
    return Entry(
      name: name, value: parsed, group: group, location: location, valueLocation: valueLocation)
  }

  /// Resolves references and appends each colour to its group; a colour that refers to one
  /// palconv cannot know is skipped with a warning.
  private mutating func resolve(
    _ entries: [Entry], into groups: inout [PaletteGroup]
  ) throws(PaletteError) {
    var byName: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      if let earlier = byName[entry.name] {
        warn(
          "android.duplicate",
          "the colour \(MessageFormatting.quoted(entry.name, mark: "'")) is defined again (first at \(entries[earlier].location)); "
            + "Android refuses duplicate resources, and references use this one",
          at: entry.location)
      }
      byName[entry.name] = index
    }
    for (name, index) in byName { definitions[name] = entries[index].value }
    var graph = AndroidReferences(
      nodes: entries.map {
        AndroidReferences.Node(name: $0.name, value: $0.value, valueLocation: $0.valueLocation)
      }, byName: byName, fallback: fallback)
    var resolver = ReferenceResolver<AndroidReferences.Resolution>(count: entries.count)
    for (index, entry) in entries.enumerated() {
      graph.start = entry.valueLocation
      switch resolver.resolve(index, in: &graph) {
      case .color(let color):
        groups[entry.group].swatches.append(
          Swatch(name: entry.name, color: color.paletteColor, location: entry.location))
      case .unresolvable(let what, let holder):
        let via =
          holder == entry.name ? "" : " (through \(MessageFormatting.quoted(holder, mark: "'")))"
        warn(
          "android.unresolvable",
          "the colour \(MessageFormatting.quoted(entry.name, mark: "'")) refers to \(what)\(via), which palconv cannot resolve; skipped",
          at: entry.valueLocation)
      case .failed(let message, let location):
        throw PaletteError(
          .invalidValue, message, format: Self.format, location: location ?? entry.valueLocation)
      }
    }
  }

  private mutating func warn(_ code: String, _ message: String, at location: SourceLocation) {
    warnings.append(Diagnostic(.warning, code: code, message: message, location: location))
  }
}
