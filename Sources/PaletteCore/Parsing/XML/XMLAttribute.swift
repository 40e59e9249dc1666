/// One attribute of an XML element, with its name as written and its value with entities and
/// character references replaced.
package struct XMLAttribute: Hashable, Sendable {
  /// The qualified name as written (`draw:name`, `name`).
  package var name: String
  /// The namespace URI its prefix is bound to; `nil` for an unprefixed name (attributes take no
  /// default namespace) or a prefix with no declaration in scope.
  package var namespace: String?
  /// The value: references replaced, line breaks and tabs written literally turned into
  /// spaces, as XML's attribute-value normalisation says.
  package var value: String
  /// The byte offset of the name's first byte in the (UTF-8) document.
  package var offset: Int
  /// The byte offset of the value's first byte, just after the opening quote.
  package var valueOffset: Int

  /// Creates an attribute.
  ///
  /// - Parameters:
  ///   - name: The qualified name.
  ///   - value: The value, as the reader reports it and the writer escapes it.
  ///   - namespace: The namespace URI, if known.
  ///   - offset: Where the name starts; 0 for an attribute made to be written.
  ///   - valueOffset: Where the value starts; 0 for an attribute made to be written.
  package init(
    _ name: String, _ value: String, namespace: String? = nil, offset: Int = 0,
    valueOffset: Int = 0
  ) {
    self.name = name
    self.namespace = namespace
    self.value = value
    self.offset = offset
    self.valueOffset = valueOffset
  }

  /// The part of ``name`` after its prefix (`name` for `draw:name`).
  package var localName: Substring { XMLName.localName(of: name) }
}
