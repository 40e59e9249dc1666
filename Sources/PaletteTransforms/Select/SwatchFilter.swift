public import PaletteCore

/// Which swatches a `--select` or `--drop` step means: one or more terms, any of which may
/// match.
///
/// A term is `FIELD:VALUE`: `group:PATTERN` and `name:PATTERN` match the group's or the
/// swatch's name against a shell-style pattern (the `--exclude` syntax: `*`, `?`, `[a-z]`,
/// `\` to quote; `*` does not cross `/`, `**` does; case matters), `kind:process|global|spot`
/// and `model:srgb|display-p3|cmyk|lab|gray|oklch|hsb` match exactly. Terms are separated by
/// commas (`kind:spot,kind:global`; `\,` is a literal comma in a pattern). A swatch outside
/// any named group matches no `group:` term; an unnamed swatch matches no `name:` term.
///
///     let spot = try SwatchFilter(parsing: "kind:spot")
///     let brand = try SwatchFilter(parsing: "group:Brand*,name:*Blue*")
public struct SwatchFilter: Sendable, Equatable {
  /// Why a selector cannot be used; shown as a usage error.
  public struct SyntaxError: Error, Sendable, Equatable {
    /// One sentence for people.
    public var message: String
  }

  /// One term.
  enum Term: Sendable, Equatable {
    case group(Glob)
    case name(Glob)
    case kind(SwatchKind)
    case model(ColorModel)
  }

  /// The fields a term can name, in the order help lists them.
  public static let fields = ["group", "name", "kind", "model"]

  /// The selector as written.
  public let text: String
  /// The terms, any of which may match.
  let terms: [Term]

  /// Parses a selector.
  ///
  /// - Parameter text: Terms such as `group:Brand*` or `kind:spot,model:cmyk`.
  /// - Throws: ``SyntaxError`` for an empty term, an unknown field, an unknown kind or model,
  ///   or a pattern that cannot be used.
  public init(parsing text: String) throws(SyntaxError) {
    self.text = text
    var terms: [Term] = []
    for written in Self.splitTerms(text) {
      guard let colon = written.firstIndex(of: ":") else {
        throw SyntaxError(
          message: "'\(written)' is not FIELD:VALUE; fields are "
            + Self.fields.joined(separator: ", "))
      }
      let field = String(written[..<colon])
      let value = String(written[written.index(after: colon)...])
      switch field {
      case "group", "name":
        let glob: Glob
        do {
          glob = try Glob(value)
        } catch {
          throw SyntaxError(message: "'\(written)': \(error.message)")
        }
        terms.append(field == "group" ? .group(glob) : .name(glob))
      case "kind":
        guard let kind = SwatchKind(rawValue: value) else {
          throw SyntaxError(
            message: "unknown kind '\(value)'; kinds are "
              + SwatchKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        terms.append(.kind(kind))
      case "model":
        guard let model = ColorModel(rawValue: value) else {
          throw SyntaxError(
            message: "unknown model '\(value)'; models are "
              + ColorModel.allCases.map(\.rawValue).joined(separator: ", "))
        }
        terms.append(.model(model))
      default:
        throw SyntaxError(
          message: "unknown field '\(field)' in '\(written)'; fields are "
            + Self.fields.joined(separator: ", "))
      }
    }
    self.terms = terms
  }

  /// Whether a swatch in a group of the given name matches any term.
  ///
  /// - Parameters:
  ///   - swatch: The swatch.
  ///   - groupName: Its group's name; `nil` outside any named group.
  /// - Returns: `true` when a term matches.
  public func matches(_ swatch: Swatch, groupName: String?) -> Bool {
    terms.contains { term in
      switch term {
      case .group(let glob): groupName.map(glob.matches) ?? false
      case .name(let glob): swatch.name.map(glob.matches) ?? false
      case .kind(let kind): swatch.kind == kind
      case .model(let model): swatch.color.model == model
      }
    }
  }

  /// The terms of `text`: split at commas not preceded by a backslash, which is removed
  /// before a comma (and kept before anything else, for the pattern).
  static func splitTerms(_ text: String) -> [String] {
    var terms: [String] = []
    var current = ""
    var escaped = false
    for character in text {
      if escaped {
        if character != "," { current.append("\\") }
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "," {
        terms.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaped { current.append("\\") }
    terms.append(current)
    return terms
  }
}
