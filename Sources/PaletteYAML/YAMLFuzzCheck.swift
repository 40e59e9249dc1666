import PaletteCore

/// The YAML reader checked on arbitrary bytes, for the fuzz harness (a package of its own, so
/// it reaches this through SPI rather than `package` access).
@_spi(Fuzzing) public enum YAMLFuzzCheck {
  /// Parses `bytes`: a document that parses must have a line and column on every node, and a
  /// scalar written by ``YAMLText/scalar(_:)`` must read back as the same text.
  ///
  /// - Parameter bytes: Any bytes.
  /// - Returns: `nil` when the reader behaves, otherwise what went wrong.
  public static func run(_ bytes: [UInt8]) -> String? {
    let stream: YAMLDocuments
    do {
      stream = try YAMLReader.parse(bytes, format: "yaml")
    } catch {
      guard case .text(let line, let column) = error.location, line >= 1, column >= 1 else {
        return "an error without a line and column: \(error)"
      }
      return nil
    }
    var pending = stream.documents
    while let node = pending.popLast() {
      guard case .text(let line, let column) = node.location, line >= 1, column >= 1 else {
        return "a node without a line and column"
      }
      switch node.value {
      case .scalar(let text, _):
        let written = Array(("k: " + YAMLText.scalar(text) + "\n").utf8)
        guard let again = try? YAMLReader.parse(written, format: "yaml"),
          again.documents.first?.member("k")?.scalar == text
        else { return "the scalar \(text.debugDescription) does not read back as written" }
      case .mapping(let entries): pending += entries.map(\.value)
      case .sequence(let items): pending += items
      }
    }
    return nil
  }
}
