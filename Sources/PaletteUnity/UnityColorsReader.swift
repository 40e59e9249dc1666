import PaletteCore
import PaletteYAML

/// Reads a colour preset library from its YAML document.
enum UnityColorsReader {
  private static let format = "unity-colors"
  /// The members of a preset Unity writes.
  private static let presetMembers: Set<String> = ["m_Name", "m_Color"]

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let stream = try YAMLReader.parse(bytes, format: format)
    guard let document = stream.documents.first else {
      throw PaletteError(
        .invalidSignature, "not a Unity colour preset library: the file holds no YAML document",
        format: format, location: .text(line: 1, column: 1))
    }
    var warnings: [Diagnostic] = []
    if stream.documents.count > 1 {
      warnings.append(
        Diagnostic(
          .warning, code: "unity-colors.extra-document",
          message:
            "\(MessageFormatting.count(stream.documents.count - 1, "document", "documents")) "
            + "after the first ignored; a colour preset library is one",
          location: stream.documents[1].location))
    }
    guard let library = document.member("MonoBehaviour"), library.entries != nil else {
      throw PaletteError(
        .invalidSignature,
        "not a Unity colour preset library: the document has no `MonoBehaviour` mapping",
        format: format, location: document.location)
    }
    guard let presets = library.member("m_Presets") else {
      throw PaletteError(
        .invalidSignature,
        "not a Unity colour preset library: the `MonoBehaviour` has no `m_Presets`",
        format: format, location: library.location)
    }
    let items: [YAMLNode]
    if let list = presets.items {
      items = list
    } else if presets.scalar == "" {
      items = []
    } else {
      throw PaletteError(
        .invalidValue, "`m_Presets` must be a sequence, found \(presets.typeDescription)",
        format: format, location: presets.location)
    }
    var outOfRange: (count: Int, location: SourceLocation)?
    var unknown: [(key: String, count: Int, location: SourceLocation)] = []
    var swatches: [Swatch] = []
    swatches.reserveCapacity(items.count)
    for item in items {
      guard let entries = item.entries else {
        throw PaletteError(
          .invalidValue, "a preset must be a mapping, found \(item.typeDescription)",
          format: format, location: item.location)
      }
      for entry in entries where !presetMembers.contains(entry.key) {
        if let index = unknown.firstIndex(where: { $0.key == entry.key }) {
          unknown[index].count += 1
        } else {
          unknown.append((entry.key, 1, entry.keyLocation))
        }
      }
      let name = try text(item.member("m_Name"), what: "a preset's `m_Name`")
      guard let color = item.member("m_Color") else {
        throw PaletteError(
          .invalidValue, "the preset has no `m_Color`", format: format, location: item.location)
      }
      guard color.entries != nil else {
        throw PaletteError(
          .invalidValue, "`m_Color` must be a mapping, found \(color.typeDescription)",
          format: format, location: color.location)
      }
      var values: [Float] = []
      for key in ["r", "g", "b", "a"] {
        guard let node = color.member(key) else {
          if key == "a" {
            values.append(1)
            continue
          }
          throw PaletteError(
            .invalidValue, "`m_Color` has no `\(key)`", format: format, location: color.location)
        }
        let value = try number(node, key: key)
        if !(0...1).contains(value) {
          outOfRange = ((outOfRange?.count ?? 0) + 1, outOfRange?.location ?? node.location)
        }
        values.append(value)
      }
      swatches.append(
        Swatch(
          name: name, color: .srgb(values[0], values[1], values[2], alpha: values[3]),
          location: item.location))
    }
    for member in unknown {
      warnings.append(
        Diagnostic(
          .warning, code: "unity-colors.unknown-member",
          message: "unknown member '\(member.key)' of "
            + "\(MessageFormatting.count(member.count, "preset", "presets")) ignored",
          location: member.location))
    }
    if let outOfRange {
      warnings.append(
        Diagnostic(
          .warning, code: "unity-colors.out-of-range",
          message: "\(MessageFormatting.count(outOfRange.count, "value", "values")) outside "
            + "0...1 kept as read (HDR colours)",
          location: outOfRange.location))
    }
    var palette = Palette(swatches: swatches)
    palette.name = try text(library.member("m_Name"), what: "the library's `m_Name`")
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// A name: a scalar, none when empty or absent.
  private static func text(_ node: YAMLNode?, what: String) throws(PaletteError) -> String? {
    guard let node else { return nil }
    guard let text = node.scalar else {
      throw PaletteError(
        .invalidValue, "\(what) must be a scalar, found \(node.typeDescription)", format: format,
        location: node.location)
    }
    return text.isEmpty ? nil : text
  }

  /// A component: a finite YAML number (digits, an optional fraction and exponent).
  private static func number(_ node: YAMLNode, key: String) throws(PaletteError) -> Float {
    guard let text = node.scalar else {
      throw PaletteError(
        .invalidValue, "`\(key)` must be a number, found \(node.typeDescription)",
        format: format, location: node.location)
    }
    guard YAMLText.isDecimal(text), let value = Float(text) else {
      throw PaletteError(
        .invalidValue,
        "`\(key)` must be a number, found '\(String(text.prefix(40)))'", format: format,
        location: node.location)
    }
    guard value.isFinite else {
      throw PaletteError(
        .invalidValue, "`\(key)` \(text) is out of range; palconv holds finite colours",
        format: format, location: node.location)
    }
    return value
  }
}
