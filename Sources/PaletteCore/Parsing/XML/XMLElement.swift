/// An XML element: its qualified name as written, its attributes in document order, and its
/// content.
package struct XMLElement: Hashable, Sendable {
  /// The qualified name as written (`ooo:color-table`, `color`).
  package var name: String
  /// The namespace URI of the element's prefix, or of the default namespace for an unprefixed
  /// name; `nil` when none is declared.
  package var namespace: String?
  /// The attributes in document order (namespace declarations included).
  package var attributes: [XMLAttribute]
  /// The content in document order.
  package var children: [XMLNode]
  /// The byte offset of the `<` that opens the element.
  package var offset: Int

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - name: The qualified name.
  ///   - attributes: The attributes in order.
  ///   - children: The content in order.
  ///   - namespace: The namespace URI, if known.
  ///   - offset: Where the element starts; 0 for an element made to be written.
  package init(
    _ name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = [],
    namespace: String? = nil, offset: Int = 0
  ) {
    self.name = name
    self.namespace = namespace
    self.attributes = attributes
    self.children = children
    self.offset = offset
  }

  /// The part of ``name`` after its prefix.
  package var localName: Substring { XMLName.localName(of: name) }

  /// The first attribute with this qualified name, compared exactly.
  ///
  /// - Parameter name: A qualified name as written (`draw:name`).
  /// - Returns: The attribute, or `nil`.
  package func attribute(_ name: String) -> XMLAttribute? {
    attributes.first { $0.name == name }
  }

  /// The first attribute with this local name in one of `namespaces`.
  ///
  /// - Parameters:
  ///   - localName: The name after the prefix.
  ///   - namespaces: The namespace URIs accepted.
  /// - Returns: The attribute, or `nil`.
  package func attribute(localName: String, in namespaces: Set<String>) -> XMLAttribute? {
    attributes.first { attribute in
      attribute.localName == localName && attribute.namespace.map(namespaces.contains) == true
    }
  }

  /// The first attribute whose name equals `name` without regard to ASCII case.
  ///
  /// - Parameter name: A name in any case.
  /// - Returns: The attribute, or `nil`.
  package func attribute(caseInsensitive name: String) -> XMLAttribute? {
    let wanted = ASCII.lowercased(name)
    return attributes.first { ASCII.lowercased($0.name) == wanted }
  }

  /// The child elements, in order.
  package var elements: [XMLElement] {
    children.compactMap { node in
      if case .element(let element) = node { return element }
      return nil
    }
  }

  /// The text and CDATA content joined, child elements and comments left out.
  package var text: String {
    var out = ""
    for case .text(let text) in children { out += text.value }
    return out
  }

  /// The offset of the first text content, or of the element when it has none.
  package var textOffset: Int {
    for case .text(let text) in children { return text.offset }
    return offset
  }
}
