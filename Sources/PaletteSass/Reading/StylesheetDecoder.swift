import PaletteCore

/// Reads the colour variables of a Sass, Less or Stylus style sheet into a palette.
///
/// Steps: prepare the source (encoding, comments, the palette name), find the top-level
/// declarations, read each value, then evaluate them in the language's order: Sass and
/// Stylus in file order (a reference means the value the variable has where the reference
/// stands, and `!default` or `?=` sets only a variable not yet set), Less lazily (a reference
/// means the variable's last value in the file; a cycle is an error). A variable is a swatch
/// at its first declaration, with its last value; a map is a group. Anything that is not a
/// colour, or that palconv cannot evaluate, is skipped with a warning at its line and column.
struct StylesheetDecoder {
  let dialect: StylesheetDialect

  /// What a variable holds once evaluated.
  enum Binding {
    case color(PaletteColor)
    case notColor
    case map
  }

  /// Why a value did not evaluate to a colour.
  enum Failure: Error {
    /// The value itself is not read.
    case skipped(StylesheetSkip)
    /// It refers to a variable that is not defined (before it, in Sass and Stylus).
    case undefined(String, offset: Int)
    /// It refers to a variable that is not a colour.
    case notColorReference(String, offset: Int)
    /// It names an entry (`map-get($map, "key")`) that the map or list does not hold.
    case missingEntry(String, keys: [String], offset: Int)
  }

  /// A swatch in the making.
  struct Slot {
    var name: String
    var group: String?
    var color: PaletteColor
    var offset: Int
    var isAlive = true
    /// Whether a variable that names this map entry has taken it over (its name replaces
    /// the key).
    var isClaimed = false
  }

  /// The state of one decode.
  struct Run {
    let source: StylesheetSource
    let dialect: StylesheetDialect
    let declarations: [StylesheetDeclaration]
    let values: [StylesheetValue]
    var slots: [Slot] = []
    /// The unclaimed swatch of each variable.
    var variableSlot: [String: Int] = [:]
    /// The swatch of each map or list entry, by the map's name and the entry's keys
    /// (``StylesheetDecoder/entryPath(_:keys:)``).
    var entrySlot: [String: Int] = [:]
    /// Sass and Stylus: each variable's value so far.
    var bindings: [String: Binding] = [:]
    /// Less: each variable's last declaration, and what each evaluated to (by the number of
    /// that declaration).
    var lastDeclaration: [String: Int] = [:]
    var lazyResults = ReferenceResolver<Result<PaletteColor, Failure>>(count: 0)
    /// Less: the first cycle of variables found, thrown when its evaluation ends.
    var cycleFound: PaletteError?
    var warnings: [Diagnostic] = []
  }

  /// The key of a map entry in ``Run/entrySlot``: the map's name and the keys, each after a
  /// unit separator (which no name or key read from a style sheet holds unescaped).
  static func entryPath(_ map: String, keys: [String]) -> String {
    var path = map
    for key in keys {
      path += "\u{1F}"
      path += key
    }
    return path
  }

  /// Decodes `input`.
  func decode(_ input: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let source = try StylesheetSource(input, dialect: dialect)
    let scan = try StylesheetScan(source: source, dialect: dialect).scan()
    let parser = StylesheetValueParser(source: source, dialect: dialect)
    var values: [StylesheetValue] = []
    values.reserveCapacity(scan.declarations.count)
    for declaration in scan.declarations { values.append(try parser.parse(declaration.value)) }
    var run = Run(
      source: source, dialect: dialect, declarations: scan.declarations, values: values)
    if let stray = scan.strayBraces.first {
      let more = scan.strayBraces.count - 1
      run.warnings.append(
        Diagnostic(
          .warning, code: "\(dialect.identifier).stray-brace",
          message: "a closing bracket without an opening one is ignored"
            + (more > 0 ? " (and \(more) more)" : ""),
          location: source.location(stray)))
    }
    for (offset, statement) in scan.imports {
      run.warnings.append(
        Diagnostic(
          .note, code: "\(dialect.identifier).\(ImportStatement.code)",
          message: ImportStatement.message(statement), location: source.location(offset)))
    }
    if dialect.isLazy {
      try run.evaluateLazily()
    } else {
      try run.evaluateInOrder()
    }
    return DecodedPalette(palette: run.palette(), warnings: run.warnings)
  }
}
