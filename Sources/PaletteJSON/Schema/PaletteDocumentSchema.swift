/// The names and constants of the palconv palette document, version 1.
///
/// `docs/formats/json.md` explains each member; `docs/formats/palconv-palette.schema.json`
/// states the same rules as a JSON Schema. The reader and the writer both take their names
/// from here.
enum PaletteDocumentSchema {
  /// The value of the top-level `format` member that marks a palconv palette.
  static let formatMarker = "palconv-palette"
  /// The document version this codec reads and writes.
  static let version = 1

  /// Members of the top-level object, in the order the writer emits them.
  enum Document {
    /// `"format"`: always ``PaletteDocumentSchema/formatMarker``.
    static let format = "format"
    /// `"version"`: an integer.
    static let version = "version"
    /// `"name"`: the palette's name.
    static let name = "name"
    /// `"description"`: free text.
    static let description = "description"
    /// `"columns"`: the display column hint.
    static let columns = "columns"
    /// `"groups"`: the ordered groups.
    static let groups = "groups"
    /// `"$schema"`: a schema reference, accepted and ignored.
    static let schema = "$schema"
    /// Every member a version 1 reader knows.
    static let all: [String] = [format, version, name, description, columns, groups, schema]
  }

  /// Members of a group object, in writer order.
  enum Group {
    /// `"name"`: absent for a run of ungrouped swatches.
    static let name = "name"
    /// `"swatches"`: the swatches in order.
    static let swatches = "swatches"
    /// Every member a version 1 reader knows.
    static let all: [String] = [name, swatches]
  }

  /// Members of a swatch object, in writer order.
  enum Swatch {
    /// `"name"`: absent for an unnamed swatch.
    static let name = "name"
    /// `"kind"`: `process` (the default, not written), `global` or `spot`.
    static let kind = "kind"
    /// `"hex"`: 8-bit sRGB shorthand, `#RRGGBB` or `#RRGGBBAA`.
    static let hex = "hex"
    /// `"model"`: a ``PaletteCore/ColorModel`` raw value.
    static let model = "model"
    /// `"values"`: the components in model order.
    static let values = "values"
    /// `"alpha"`: opacity, written only when not 1.
    static let alpha = "alpha"
    /// `"appearances"`: an object of variant colours by appearance (`dark`, `high-contrast`,
    /// `high-contrast-dark`), each with `hex`, or `model` and `values`, and `alpha`; written
    /// only when the swatch has variants.
    static let appearances = "appearances"
    /// Every member a version 1 reader knows.
    static let all: [String] = [name, kind, hex, model, values, alpha, appearances]
  }
}
