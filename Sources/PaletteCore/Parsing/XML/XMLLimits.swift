/// The bounds the XML reader holds a document to, so hostile input fails with an error
/// instead of exhausting the stack or memory.
package struct XMLLimits: Hashable, Sendable {
  /// The deepest nesting of elements accepted.
  package var maximumDepth: Int
  /// The most nodes (elements, text runs, comments, processing instructions) in a document.
  package var maximumNodes: Int
  /// The most attributes on one element.
  package var maximumAttributes: Int

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - maximumDepth: The deepest nesting; 256 by default.
  ///   - maximumNodes: The most nodes; 2,000,000 by default.
  ///   - maximumAttributes: The most attributes on one element; 256 by default.
  package init(maximumDepth: Int = 256, maximumNodes: Int = 2_000_000, maximumAttributes: Int = 256)
  {
    self.maximumDepth = maximumDepth
    self.maximumNodes = maximumNodes
    self.maximumAttributes = maximumAttributes
  }
}
