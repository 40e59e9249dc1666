/// The XML reader and writer checked on arbitrary bytes, for the fuzz harness (a package of its
/// own, so it reaches this through SPI rather than `package` access).
@_spi(Fuzzing) public enum XMLFuzzCheck {
  /// Parses `bytes`; a document that parses is written and parsed again, and must come back
  /// with the same elements and attributes.
  ///
  /// - Parameter bytes: Any bytes.
  /// - Returns: `nil` when the reader and writer behave, otherwise what went wrong.
  public static func run(_ bytes: [UInt8]) -> String? {
    let document: XMLDocument
    do {
      document = try XMLReader.parse(bytes, format: "xml", limits: XMLLimits())
    } catch {
      guard case .text(let line, let column) = error.location, line >= 1, column >= 1 else {
        return "an error without a line and column: \(error)"
      }
      return nil
    }
    let written = XMLWriter().write(document.root, prologue: document.prologue)
    let again: XMLDocument
    do {
      again = try XMLReader.parse(written, format: "xml")
    } catch {
      return "the writer's output does not parse: \(error)"
    }
    return shape(document.root) == shape(again.root)
      ? nil : "the written document reads back with other elements or attributes"
  }

  /// The element names and attributes of a tree, in order.
  private static func shape(_ element: XMLElement) -> [String] {
    var out = ["<" + element.name]
    for attribute in element.attributes { out.append(attribute.name + "=" + attribute.value) }
    for child in element.elements { out += shape(child) }
    out.append(">")
    return out
  }
}
