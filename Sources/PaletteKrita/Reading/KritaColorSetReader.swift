import PaletteCore

/// Reads Krita's `colorset.xml`: the `<ColorSet>` root with its ungrouped `<ColorSetEntry>`
/// children and its `<Group>`s, each entry with one colour element and a `<Position>`.
///
/// Entries are put in grid order (row, then column) within their group, as Krita shows them;
/// entries without a position follow in file order. Element and attribute names are compared
/// without regard to ASCII case, since Krita's documentation spells the root `Colorset`.
struct KritaColorSetReader {
  /// The entry name errors and warnings carry in their messages.
  static let entryName = "colorset.xml"
  /// Krita caps the column count at 4096 when it loads a palette.
  static let maxColumns = 4096

  private let document: XMLDocument
  /// Whether Lab values are stored as unit fractions (version 1.x files).
  private let unitLab: Bool
  private var warnings: [Diagnostic] = []
  /// Entries whose `id` was dropped: how many, and where the first was.
  private var droppedIDs: (count: Int, location: SourceLocation)?
  /// RGB entries whose profile is not one palconv knows as sRGB, by profile name.
  private var unknownProfiles: [(name: String, count: Int, location: SourceLocation)] = []
  /// XYZ colours converted to Lab: how many, and where the first was.
  private var convertedXYZ: (count: Int, location: SourceLocation)?
  /// The palette's column count, which places a position in the grid.
  private var columns: Int?

  private init(document: XMLDocument, unitLab: Bool) {
    self.document = document
    self.unitLab = unitLab
  }

  /// Decodes the bytes of `colorset.xml`.
  ///
  /// - Parameter bytes: The entry's bytes.
  /// - Returns: The palette and warnings, each with the line and column in the entry.
  /// - Throws: ``PaletteError`` with a line and column in the entry.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let document: XMLDocument
    do {
      document = try XMLReader.parse(bytes, format: KritaFile.format)
    } catch {
      throw KritaFile.inEntry(entryName, error)
    }
    let root = document.root
    guard ASCII.lowercased(root.name) == "colorset" else {
      throw PaletteError(
        .invalidSignature,
        "\(entryName): the root element is <\(root.name)>, not <ColorSet>",
        format: KritaFile.format, location: document.location(root.offset))
    }
    var version = 1.0
    var unknownVersion: XMLAttribute?
    if let attribute = root.attribute(caseInsensitive: "version") {
      guard let value = Double(attribute.value), value.isFinite, value > 0 else {
        throw PaletteError(
          .unsupportedVersion,
          "\(entryName): version=\(MessageFormatting.quoted(attribute.value, mark: "\"")) is not a version number",
          format: KritaFile.format, location: document.location(attribute.valueOffset))
      }
      version = value
      // Krita has written versions 1.0 and 2.0.
      if value >= 3 { unknownVersion = attribute }
    }
    var reader = KritaColorSetReader(document: document, unitLab: version < 2)
    if let unknownVersion {
      reader.warn(
        "kpl.version",
        "\(entryName): version=\(MessageFormatting.quoted(unknownVersion.value, mark: "\"")) is newer than the versions Krita has written (1.0 and 2.0); read as 2.0",
        at: unknownVersion.valueOffset)
    }
    return try reader.readRoot(root)
  }

  private mutating func readRoot(_ root: XMLElement) throws(PaletteError) -> DecodedPalette {
    var palette = Palette(name: root.attribute(caseInsensitive: "name")?.value)
    if let comment = root.attribute(caseInsensitive: "comment")?.value, !comment.isEmpty {
      palette.description = comment
    }
    if let attribute = root.attribute(caseInsensitive: "columns") {
      var columns = try integer(attribute)
      if columns > Self.maxColumns {
        warn(
          "kpl.columns",
          "columns=\"\(columns)\" is more than Krita's \(Self.maxColumns); "
            + "read as \(Self.maxColumns)", at: attribute.valueOffset)
        columns = Self.maxColumns
      }
      palette.columns = columns
      self.columns = columns
    }
    var ungrouped: [KritaGridEntry] = []
    var groups: [PaletteGroup] = []
    var skipped: [String: (count: Int, offset: Int)] = [:]
    var skippedOrder: [String] = []
    for element in root.elements {
      switch ASCII.lowercased(element.name) {
      case "colorsetentry":
        ungrouped.append(try entry(element))
      case "group":
        var entries: [KritaGridEntry] = []
        for child in element.elements {
          guard ASCII.lowercased(child.name) == "colorsetentry" else {
            if skipped[child.name] == nil { skippedOrder.append(child.name) }
            skipped[child.name, default: (0, child.offset)].count += 1
            continue
          }
          entries.append(try entry(child))
        }
        let name = element.attribute(caseInsensitive: "name")?.value ?? ""
        groups.append(
          PaletteGroup(
            name: name, swatches: ordered(entries, group: name),
            location: document.location(element.offset)))
      default:
        if skipped[element.name] == nil { skippedOrder.append(element.name) }
        skipped[element.name, default: (0, element.offset)].count += 1
      }
    }
    let global = ordered(ungrouped, group: nil)
    if !global.isEmpty { palette.groups.append(PaletteGroup(swatches: global)) }
    palette.groups += groups
    for name in skippedOrder {
      let item = skipped[name]!
      warn(
        "kpl.skipped",
        "\(Self.entryName): skipped \(MessageFormatting.count(item.count, "<\(name)> element", "<\(name)> elements")): only <ColorSetEntry> and <Group> are read",
        at: item.offset)
    }
    for profile in unknownProfiles {
      warnings.append(
        Diagnostic(
          .warning, code: "kpl.profile",
          message:
            "\(MessageFormatting.count(profile.count, "RGB colour", "RGB colours")) in the profile \(MessageFormatting.quoted(profile.name, mark: "'")) read as sRGB values",
          location: profile.location))
    }
    if let convertedXYZ {
      warnings.append(
        Diagnostic(
          .warning, code: "kpl.xyz",
          message:
            "\(MessageFormatting.count(convertedXYZ.count, "XYZ colour", "XYZ colours")) converted to Lab (D50)",
          location: convertedXYZ.location))
    }
    if let droppedIDs {
      warnings.append(
        Diagnostic(
          .warning, code: "kpl.id",
          message:
            "\(MessageFormatting.count(droppedIDs.count, "swatch id", "swatch ids")) that differ from the names are not kept",
          location: droppedIDs.location))
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// Puts a group's entries in grid order and warns about shared cells and empty cells.
  private mutating func ordered(_ entries: [KritaGridEntry], group: String?) -> [Swatch] {
    let grid = KritaGrid(entries, columns: columns)
    let label = group.map { "group '\($0)'" } ?? "the ungrouped swatches"
    if let collision = grid.firstCollision {
      warn(
        "kpl.position-collision",
        "\(MessageFormatting.count(grid.collisions, "swatch shares", "swatches share")) a grid cell with another in \(label) (row \(collision.row), column \(collision.column)); kept in file order",
        at: collision.offset)
    }
    if let gap = grid.firstGap {
      warn(
        "kpl.empty-cells",
        "the grid of \(label) has empty cells (the first before row \(gap.row), column \(gap.column)); the swatches are read in grid order without them",
        at: gap.offset)
    }
    return grid.swatches
  }

  /// One `<ColorSetEntry>`.
  private mutating func entry(_ element: XMLElement) throws(PaletteError) -> KritaGridEntry {
    let location = document.location(element.offset)
    let name = element.attribute(caseInsensitive: "name")?.value
    if let id = element.attribute(caseInsensitive: "id")?.value, !id.isEmpty, id != name {
      if droppedIDs == nil {
        droppedIDs = (1, location)
      } else {
        droppedIDs!.count += 1
      }
    }
    var kind = SwatchKind.process
    if let spot = element.attribute(caseInsensitive: "spot"), ASCII.lowercased(spot.value) == "true"
    {
      kind = .spot
    }
    var position: (row: Int, column: Int)?
    var color: PaletteColor?
    for child in element.elements {
      if ASCII.lowercased(child.name) == "position" {
        guard let row = child.attribute(caseInsensitive: "row"),
          let column = child.attribute(caseInsensitive: "column")
        else {
          throw error(.invalidValue, "a <Position> needs both row and column", at: child.offset)
        }
        position = (try integer(row), try integer(column))
      } else if color == nil {
        color = try KritaColorElement.read(child, unitLab: unitLab, in: document)
        if ASCII.lowercased(child.name) == "xyz" {
          if convertedXYZ == nil {
            convertedXYZ = (1, document.location(child.offset))
          } else {
            convertedXYZ!.count += 1
          }
        }
        if let profile = KritaColorElement.unknownRGBProfile(child) {
          if let index = unknownProfiles.firstIndex(where: { $0.name == profile }) {
            unknownProfiles[index].count += 1
          } else {
            unknownProfiles.append((profile, 1, document.location(child.offset)))
          }
        }
      }
    }
    guard let color else {
      throw error(
        .invalidValue, "the entry '\(name ?? "unnamed")' has no colour element", at: element.offset)
    }
    return KritaGridEntry(
      swatch: Swatch(name: name, color: color, kind: kind, location: location),
      row: position?.row, column: position?.column, offset: element.offset)
  }

  /// A non-negative decimal integer attribute.
  private func integer(_ attribute: XMLAttribute) throws(PaletteError) -> Int {
    let text = XMLWhitespace.trimmed(attribute.value)
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), text.utf8.count <= 9,
      let value = Int(text)
    else {
      throw error(
        .invalidValue,
        "\(attribute.name)=\"\(attribute.value)\" is not a whole number from 0 to 999999999",
        at: attribute.valueOffset)
    }
    return value
  }

  private mutating func warn(_ code: String, _ message: String, at offset: Int) {
    warnings.append(
      Diagnostic(.warning, code: code, message: message, location: document.location(offset)))
  }

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(
      kind, "\(Self.entryName): \(message)", format: KritaFile.format,
      location: document.location(offset))
  }
}
