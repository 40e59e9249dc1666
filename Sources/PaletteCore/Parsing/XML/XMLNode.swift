/// One item of an element's content, in document order.
package enum XMLNode: Hashable, Sendable {
  /// A child element.
  case element(XMLElement)
  /// Character data: text (references replaced, line breaks normalised to `\n`) or a CDATA
  /// section.
  case text(XMLText)
  /// A comment, its text between `<!--` and `-->`.
  case comment(XMLComment)
  /// A processing instruction `<?target data?>`.
  case processingInstruction(XMLProcessingInstruction)
}

/// A run of character data.
package struct XMLText: Hashable, Sendable {
  /// The text: references replaced, `\r\n` and `\r` turned into `\n`.
  package var value: String
  /// Whether it was a CDATA section.
  package var isCDATA: Bool
  /// The byte offset of its first byte (of `<![CDATA[` for a section).
  package var offset: Int

  /// Creates a text node.
  ///
  /// - Parameters:
  ///   - value: The text.
  ///   - isCDATA: Whether it is written as a CDATA section; `false` by default.
  ///   - offset: Where it starts; 0 for text made to be written.
  package init(_ value: String, isCDATA: Bool = false, offset: Int = 0) {
    self.value = value
    self.isCDATA = isCDATA
    self.offset = offset
  }
}

/// A comment.
package struct XMLComment: Hashable, Sendable {
  /// The text between `<!--` and `-->`, as written (line breaks normalised to `\n`).
  package var text: String
  /// The byte offset of `<!--`.
  package var offset: Int

  /// Creates a comment.
  ///
  /// - Parameters:
  ///   - text: The text, which must not contain `--` nor end with `-` (``XMLWriter`` checks).
  ///   - offset: Where it starts; 0 for a comment made to be written.
  package init(_ text: String, offset: Int = 0) {
    self.text = text
    self.offset = offset
  }
}

/// A processing instruction.
package struct XMLProcessingInstruction: Hashable, Sendable {
  /// The target name (`xml-stylesheet`).
  package var target: String
  /// Everything after the target and its whitespace, up to `?>`.
  package var data: String
  /// The byte offset of `<?`.
  package var offset: Int
}
