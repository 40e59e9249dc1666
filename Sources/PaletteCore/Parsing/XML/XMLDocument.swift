/// A parsed XML document: the root element, what surrounds it, and a way back from byte
/// offsets to lines and columns.
package struct XMLDocument: Hashable, Sendable {
  /// The root element.
  package var root: XMLElement
  /// Comments and processing instructions before the root element (the XML declaration is not
  /// one).
  package var prologue: [XMLNode]
  /// The offset of a `<!DOCTYPE` declaration, which the reader skips without reading anything
  /// it declares; `nil` when there is none.
  package var doctypeOffset: Int?
  /// The encoding the bytes were in: UTF-8, UTF-16BE or UTF-16LE.
  package var encoding: XMLTextEncoding
  /// Lines and columns for the offsets of the document's UTF-8 text.
  package var locator: XMLLocator

  /// The line and column of a byte offset of the document.
  ///
  /// Offsets count bytes of the UTF-8 text (for a UTF-16 or ISO-8859-1 document, the text after
  /// transcoding); columns count the units of the file as stored (``XMLLocator``).
  ///
  /// - Parameter offset: An offset from a node of this document.
  /// - Returns: The location.
  package func location(_ offset: Int) -> SourceLocation {
    locator.location(ofOffset: offset)
  }
}
