/// A JSON Pointer (RFC 6901) naming a place in the document, for messages.
struct JSONPointer: Sendable, CustomStringConvertible {
  /// The encoded pointer; empty for the whole document.
  private var text: String

  /// The pointer to the whole document.
  static let root = JSONPointer(text: "")

  private init(text: String) {
    self.text = text
  }

  /// The pointer to a member of the object this pointer names, with `~` and `/` escaped.
  ///
  /// - Parameter key: The member name.
  /// - Returns: The longer pointer.
  func appending(_ key: String) -> JSONPointer {
    var escaped = ""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "~": escaped += "~0"
      case "/": escaped += "~1"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return JSONPointer(text: text + "/" + escaped)
  }

  /// The pointer to an element of the array this pointer names.
  ///
  /// - Parameter index: The element index.
  /// - Returns: The longer pointer.
  func appending(_ index: Int) -> JSONPointer {
    JSONPointer(text: text + "/" + String(index))
  }

  /// Whether the pointer names the whole document.
  var isRoot: Bool { text.isEmpty }

  /// The pointer text; `(document)` for the whole document, so messages never show an empty
  /// name.
  var description: String { text.isEmpty ? "(document)" : text }
}
