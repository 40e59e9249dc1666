import PaletteCore

/// Writes a palette as the response of Figma's local variables endpoint: a collection per
/// group, a `COLOR` variable per swatch, a mode for the light colours and one for each
/// appearance the group's swatches have, ids numbered in order.
enum FigmaVariablesEncoder {
  /// The name of the collection an unnamed group is written as.
  static let unnamedGroup = "Colors"

  /// The groups as written: unnamed runs that follow each other are one collection.
  static func collections(of palette: Palette) -> [PaletteGroup] {
    var result: [PaletteGroup] = []
    for group in palette.groups {
      if group.name == nil {
        if group.swatches.isEmpty { continue }
        if let last = result.last, last.name == nil {
          result[result.count - 1].swatches += group.swatches
          continue
        }
      }
      result.append(PaletteGroup(name: group.name, swatches: group.swatches))
    }
    return result
  }

  /// The name a swatch is written with: its own, or `Color N` (its position from 1) when it
  /// has none.
  static func variableName(_ swatch: Swatch, position: Int) -> String {
    swatch.name ?? "Color \(position)"
  }

  /// The names as the file reads back.
  static func writtenNames(of palette: Palette) -> WrittenNames {
    var groups: [String?] = []
    var swatches: [String?] = []
    var position = 0
    for group in palette.groups {
      groups.append(group.name ?? unnamedGroup)
      for swatch in group.swatches {
        position += 1
        swatches.append(variableName(swatch, position: position))
      }
    }
    return WrittenNames(palette: nil, groups: groups, swatches: swatches)
  }

  static func encode(_ palette: Palette, format: String) throws(PaletteError) -> [UInt8] {
    let collections = collections(of: palette)
    var collectionsText: [String] = []
    var variablesText: [String] = []
    var position = 0
    for (index, group) in collections.enumerated() {
      let ordinal = index + 1
      let collectionID = "VariableCollectionId:\(ordinal):0"
      var appearances = Set<Appearance>()
      for swatch in group.swatches { appearances.formUnion(swatch.appearances.keys) }
      let variants = Appearance.allCases.filter(appearances.contains)
      let modes: [(id: String, appearance: Appearance?)] =
        [("\(ordinal):0", nil)]
        + variants.enumerated().map { ("\(ordinal):\($0.offset + 1)", $0.element) }
      var ids: [String] = []
      for (offset, swatch) in group.swatches.enumerated() {
        position += 1
        let id = "VariableID:\(ordinal):\(offset + 1)"
        ids.append(id)
        var values: [String] = []
        for mode in modes {
          let color = try swatch.resolved(for: mode.appearance).writableColor(
            in: [.srgb], checkingAlpha: true, position: position, format: format)
          let v = color.components.values
          values.append(
            "          \(quoted(mode.id)): { \"r\": \(number(v[0])), \"g\": \(number(v[1])), "
              + "\"b\": \(number(v[2])), \"a\": \(number(color.alpha)) }")
        }
        variablesText.append(
          """
                \(quoted(id)): {
                  "id": \(quoted(id)),
                  "name": \(quoted(variableName(swatch, position: position))),
                  "key": \(quoted(key(for: id))),
                  "variableCollectionId": \(quoted(collectionID)),
                  "resolvedType": "COLOR",
                  "valuesByMode": {
          \(values.joined(separator: ",\n"))
                  },
                  "remote": false,
                  "description": "",
                  "hiddenFromPublishing": false,
                  "scopes": ["ALL_SCOPES"],
                  "codeSyntax": {}
                }
          """)
      }
      let modesText = modes.map {
        "          { \"modeId\": \(quoted($0.id)), \"name\": "
          + "\(quoted(FigmaModeRole.writtenName($0.appearance))) }"
      }
      let idsText = ids.isEmpty ? "[]" : "[" + ids.map(quoted).joined(separator: ", ") + "]"
      collectionsText.append(
        """
              \(quoted(collectionID)): {
                "id": \(quoted(collectionID)),
                "name": \(quoted(group.name ?? unnamedGroup)),
                "key": \(quoted(key(for: collectionID))),
                "modes": [
        \(modesText.joined(separator: ",\n"))
                ],
                "defaultModeId": \(quoted(modes[0].id)),
                "remote": false,
                "hiddenFromPublishing": false,
                "variableIds": \(idsText)
              }
        """)
    }
    var out = "{\n  \"status\": 200,\n  \"error\": false,\n  \"meta\": {\n"
    out += "    \"variableCollections\": "
    out +=
      collectionsText.isEmpty
      ? "{},\n" : "{\n" + collectionsText.joined(separator: ",\n") + "\n    },\n"
    out += "    \"variables\": "
    out +=
      variablesText.isEmpty ? "{}\n" : "{\n" + variablesText.joined(separator: ",\n") + "\n    }\n"
    out += "  }\n}\n"
    return Array(out.utf8)
  }

  /// A stable 40-digit key derived from an id (FNV-1a, repeated), as Figma gives every
  /// collection and variable a hex key.
  private static func key(for id: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var digits: [UInt8] = []
    for round in 0..<3 {
      for byte in id.utf8 + [UInt8(round)] {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      for shift in stride(from: 60, through: 0, by: -4) {
        digits.append(HexDigits.digit(UInt8(hash >> UInt64(shift) & 0xF), uppercase: false))
      }
    }
    return String(decoding: digits.prefix(40), as: UTF8.self)
  }

  private static func quoted(_ text: String) -> String {
    DiagnosticRenderer.jsonString(text)
  }

  /// The shortest text that reads back as the same `Float`; whole numbers without `.0`.
  private static func number(_ value: Float) -> String {
    DecimalText.literal(value, negativeZero: "-0")
  }
}
