import PaletteCore

/// The two ways `swatchbook.xml` has laid out its colours, and the versions of each.
///
/// SwatchBooker's first releases (format `0.1`, 2008, and `0.2`, 2009) wrote the colours inside
/// the book itself: `<color id="…">` and `<group id="…">` are children of `<SwatchBook>`, with
/// the book's name, description and column count beside them. Format `0.7` (2010) separates the
/// colours (first in `<swatches>`, then in `<materials>`) from the `<book>` that places them.
enum SwatchBookLayout: Equatable {
  /// Versions `0.1` and `0.2`: colours and groups inside the book.
  case inline
  /// Version `0.7`: `<materials>` (or the early `<swatches>`) and a `<book>` that refers to them.
  case materials

  /// The versions SwatchBooker wrote, each with its layout.
  static let known: [String: SwatchBookLayout] = [
    "0.1": .inline, "0.2": .inline, "0.7": .materials,
  ]

  /// The layout of a book whose root declares no known version: `materials` when the root has a
  /// `<materials>`, `<swatches>`, `<book>` or `<metadata>` child, `inline` otherwise.
  ///
  /// - Parameter root: The `<SwatchBook>` element.
  /// - Returns: The layout its children suggest.
  static func guessed(from root: XMLElement) -> SwatchBookLayout {
    let separate: Set<String> = ["materials", "swatches", "book", "metadata"]
    return root.elements.contains { separate.contains(String($0.localName)) } ? .materials : .inline
  }
}
