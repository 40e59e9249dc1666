/// Documents whose colours refer to each other in one long chain, in every syntax palconv
/// resolves references in: the stress input for linear alias resolution.
///
/// Link `i` names link `i + 1` and the last link is the colour `#336699` (in Sass and Stylus,
/// which read references as the value so far, link `i` names link `i - 1` and the first is the
/// colour). With `cycle`, the last link names the first instead of giving a colour. Every link
/// stands on a line of its own: link `i` on line `i + 2` (`i + 3` in Android resources, `i + 4`
/// in the resolver's sets).
public enum AliasChain {
  /// The syntaxes with references: format identifiers.
  public static let formats = [
    "dtcg", "dtcg-resolver", "tokens-studio", "css", "scss", "less", "stylus", "android",
  ]

  /// The formats whose references can close a cycle (Sass and Stylus read a reference as the
  /// value so far, so they cannot).
  public static let cyclicFormats = [
    "dtcg", "dtcg-resolver", "tokens-studio", "css", "less", "android",
  ]

  /// The chain's document.
  ///
  /// - Parameters:
  ///   - format: One of ``formats``.
  ///   - links: The number of links; at least 2.
  ///   - cycle: Whether the last link names the first instead of being a colour.
  /// - Returns: The document's text.
  public static func text(_ format: String, links: Int, cycle: Bool = false) -> String {
    var lines: [String] = []
    lines.reserveCapacity(links + 4)
    let last = links - 1
    func next(_ index: Int) -> Int { index == last ? 0 : index + 1 }
    switch format {
    case "dtcg":
      // Curly-brace aliases and whole-token `$ref`s, alternately.
      for index in 0..<links {
        let value: String
        if index == last && !cycle {
          value = "\"$type\": \"color\", \"$value\": \"#336699\""
        } else if index.isMultiple(of: 2) {
          value = "\"$type\": \"color\", \"$value\": \"{t\(next(index))}\""
        } else {
          value = "\"$ref\": \"#/t\(next(index))\""
        }
        lines.append("  \"t\(index)\": { \(value) }" + (index == last ? "" : ","))
      }
      return "{\n" + lines.joined(separator: "\n") + "\n}\n"
    case "dtcg-resolver":
      // Set `s<i>` holds token `t<i>` and names set `s<i+1>`; token `t<i>` aliases `t<i+1>`.
      for index in 0..<links {
        let value =
          index == last && !cycle ? "\"#336699\"" : "\"{t\(next(index))}\""
        let token = "{ \"t\(index)\": { \"$type\": \"color\", \"$value\": \(value) } }"
        let sources =
          index == last && !cycle ? token : token + ", { \"$ref\": \"#/sets/s\(next(index))\" }"
        lines.append(
          "    \"s\(index)\": { \"sources\": [\(sources)] }" + (index == last ? "" : ","))
      }
      return "{\n  \"version\": \"2025.10\",\n  \"sets\": {\n" + lines.joined(separator: "\n")
        + "\n  },\n  \"resolutionOrder\": [{ \"$ref\": \"#/sets/s0\" }]\n}\n"
    case "tokens-studio":
      // The current `{t1}` and the older `$t1` form of a reference, alternately.
      for index in 0..<links {
        let value =
          index == last && !cycle
          ? "#336699" : index.isMultiple(of: 2) ? "{t\(next(index))}" : "$t\(next(index))"
        lines.append(
          "  \"t\(index)\": { \"value\": \"\(value)\", \"type\": \"color\" }"
            + (index == last ? "" : ","))
      }
      return "{\n" + lines.joined(separator: "\n") + "\n}\n"
    case "css":
      for index in 0..<links {
        let value = index == last && !cycle ? "#336699" : "var(--v\(next(index)))"
        lines.append("  --v\(index): \(value);")
      }
      return ":root {\n" + lines.joined(separator: "\n") + "\n}\n"
    case "less":
      for index in 0..<links {
        let value = index == last && !cycle ? "#336699" : "@v\(next(index))"
        lines.append("@v\(index): \(value);")
      }
      return "// chain\n" + lines.joined(separator: "\n") + "\n"
    case "scss":
      for index in 0..<links {
        lines.append("$v\(index): \(index == 0 ? "#336699" : "$v\(index - 1)");")
      }
      return "// chain\n" + lines.joined(separator: "\n") + "\n"
    case "stylus":
      for index in 0..<links {
        lines.append("v\(index) = \(index == 0 ? "#336699" : "v\(index - 1)")")
      }
      return "// chain\n" + lines.joined(separator: "\n") + "\n"
    case "android":
      for index in 0..<links {
        let value = index == last && !cycle ? "#FF336699" : "@color/c\(next(index))"
        lines.append("  <color name=\"c\(index)\">\(value)</color>")
      }
      return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        + lines.joined(separator: "\n") + "\n</resources>\n"
    default:
      preconditionFailure("no alias chain for \(format)")
    }
  }
}
