import PaletteCore
import PaletteDiffSheet
import PaletteTransforms

extension DiffReport {
  /// The report as a JSON array with one object per change, keys in a fixed order:
  /// `change`, `old` and `new` (the names, `null` for an unnamed or absent swatch), then for
  /// each side present `oldGroup`/`newGroup` (`null` outside a named group),
  /// `oldPosition`/`newPosition` (from 1 within the group) and `oldColor`/`newColor`
  /// (`#RRGGBB[AA]`) and `oldValue`/`newValue` (the native value, `cmyk(0 0.5 1 0)`), then
  /// `deltaE` for a recolouring and `properties` (with `oldKind`, `newKind`, `oldModel`,
  /// `newModel`, `oldAlpha`, `newAlpha` for those listed) for a change.
  func writeJSON(to output: inout ChunkedOutput) {
    guard !isEmpty else {
      output.write("[]\n")
      return
    }
    var first = true
    for file in files {
      writeJSON(file, first: &first, to: &output)
    }
    output.write("\n]\n")
  }

  /// The objects of one file's changes; `first` says whether one was written before.
  private func writeJSON(_ file: File, first: inout Bool, to output: inout ChunkedOutput) {
    file.comparison.forEachChange { change in
      var fields: [(String, String)] = namesFiles ? [("file", Self.string(file.path))] : []
      fields += [
        ("change", Self.string(change.kind.rawValue)),
        ("old", Self.nameJSON(change.old)),
        ("new", Self.nameJSON(change.new)),
      ]
      for (side, place) in [("old", change.old), ("new", change.new)] {
        guard let place else { continue }
        fields.append((side + "Group", place.groupName.map(Self.string) ?? "null"))
        fields.append((side + "Position", String(place.position + 1)))
        fields.append((side + "Color", Self.string(Self.hex(place.swatch.color))))
        fields.append((side + "Value", Self.string(SwatchRenderer.native(place.swatch.color))))
      }
      if let deltaE = change.deltaE {
        fields.append(("deltaE", deltaE.isFinite ? NumberText.short(deltaE, digits: 4) : "null"))
      }
      if !change.properties.isEmpty {
        fields.append(
          (
            "properties",
            "["
              + change.properties.map { Self.string($0.rawValue) }.joined(
                separator: ", ") + "]"
          ))
        for property in change.properties {
          let (old, new) = Self.jsonValues(of: property, change)
          let suffix = property.rawValue.prefix(1).uppercased() + property.rawValue.dropFirst()
          fields.append(("old" + suffix, old))
          fields.append(("new" + suffix, new))
        }
      }
      output.write(
        (first ? "[\n" : ",\n") + "  {"
          + fields.map { "\(Self.string($0.0)): \($0.1)" }.joined(separator: ", ") + "}")
      first = false
    }
  }

  /// A JSON string literal.
  private static func string(_ text: String) -> String {
    DiagnosticRenderer.jsonString(text)
  }

  /// The name as JSON: a string, or `null`.
  private static func nameJSON(_ place: SwatchPlace?) -> String {
    place?.swatch.name.map(string) ?? "null"
  }

  /// A property's old and new value as JSON: kinds and model identifiers as strings
  /// (`"srgb"`, `"cmyk"`), alpha as a number.
  private static func jsonValues(
    of property: PaletteChange.Property, _ change: PaletteChange
  ) -> (String, String) {
    guard let old = change.old?.swatch, let new = change.new?.swatch else { return ("", "") }
    switch property {
    case .kind: return (string(old.kind.rawValue), string(new.kind.rawValue))
    case .model: return (string(old.color.model.rawValue), string(new.color.model.rawValue))
    case .alpha:
      return (
        NumberText.short(Double(old.color.alpha), digits: 4),
        NumberText.short(Double(new.color.alpha), digits: 4)
      )
    case .appearances:
      return (string(DiffWording.variants(old)), string(DiffWording.variants(new)))
    }
  }
}
