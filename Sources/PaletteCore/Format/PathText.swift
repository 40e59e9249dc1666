/// Paths as the file system sees them: byte strings in which every `/` separates two
/// components.
///
/// `String` compares, searches and splits by characters (extended grapheme clusters) and
/// treats canonically equivalent spellings as equal; a file system does neither. `"a/\u{301}b"`
/// is a folder `a` holding `\u{301}b`, although `/` and the combining accent form one
/// character; `"x\u{600}.gpl"` has the extension `gpl`, although U+0600 joins the `.` that
/// follows it; and `café` spelled with `é` and with `e` + U+0301 are two names. Every path
/// operation goes through these functions, which work on UTF-8 bytes.
package enum PathText {
  /// The components of `path` between `/` bytes.
  ///
  /// - Parameters:
  ///   - path: A path.
  ///   - omittingEmpty: Whether empty components (from `//`, or a leading or trailing `/`)
  ///     are left out; `true` by default.
  /// - Returns: The components, in order.
  package static func components(of path: String, omittingEmpty: Bool = true) -> [String] {
    path.utf8.split(separator: slash, omittingEmptySubsequences: omittingEmpty).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The last component of `path`, trailing `/`s ignored; `path` itself when it has no `/`
  /// (or is only `/`s).
  ///
  /// - Parameter path: A path.
  /// - Returns: The last component.
  package static func lastComponent(of path: String) -> String {
    var trimmed = path.utf8[...]
    while trimmed.count > 1, trimmed.last == slash { trimmed = trimmed.dropLast() }
    guard trimmed.count > 1, let last = trimmed.lastIndex(of: slash) else {
      return String(decoding: trimmed, as: UTF8.self)
    }
    return String(decoding: trimmed[trimmed.index(after: last)...], as: UTF8.self)
  }

  /// Whether `text` starts with the bytes of `prefix`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - prefix: The prefix.
  /// - Returns: `true` when the first bytes of `text` are those of `prefix`.
  package static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
    text.utf8.starts(with: prefix.utf8)
  }

  /// Whether `text` ends with the bytes of `suffix`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - suffix: The suffix.
  /// - Returns: `true` when the last bytes of `text` are those of `suffix`.
  package static func hasSuffix(_ text: String, _ suffix: String) -> Bool {
    text.utf8.count >= suffix.utf8.count
      && text.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
  }

  /// `text` without its last `count` bytes; the caller has checked (with
  /// ``hasSuffix(_:_:)``) that they are a whole suffix such as `.colorset`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - count: How many bytes to drop.
  /// - Returns: The rest.
  package static func droppingLast(_ text: String, bytes count: Int) -> String {
    String(decoding: text.utf8.dropLast(count), as: UTF8.self)
  }

  /// Whether two paths are the same bytes (not merely canonically equivalent).
  ///
  /// - Parameters:
  ///   - first: A path.
  ///   - second: Another path.
  /// - Returns: `true` when their bytes are equal.
  package static func same(_ first: String, _ second: String) -> Bool {
    first.utf8.elementsEqual(second.utf8)
  }

  /// `folder/relative`, with one `/` between them.
  ///
  /// - Parameters:
  ///   - folder: A folder.
  ///   - relative: A path relative to it.
  /// - Returns: The joined path.
  package static func join(_ folder: String, _ relative: String) -> String {
    folder.utf8.last == slash ? folder + relative : folder + "/" + relative
  }

  /// Whether the canonical path `path` is `root` or inside it, comparing bytes.
  ///
  /// - Parameters:
  ///   - path: An absolute path with links resolved.
  ///   - root: An absolute folder path with links resolved.
  /// - Returns: `true` when `path` is `root` or below it.
  package static func isInside(_ path: String, _ root: String) -> Bool {
    same(path, root) || hasPrefix(path, root.utf8.last == slash ? root : root + "/")
  }

  /// The `/` byte.
  private static let slash = UInt8(ascii: "/")

  /// The extension of the last component, without the dot, or `nil`.
  package static func pathExtension(of path: String) -> String? {
    let name = lastComponent(of: path).utf8
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else {
      return nil
    }
    let ext = name[name.index(after: dot)...]
    return ext.isEmpty ? nil : String(decoding: ext, as: UTF8.self)
  }

  /// `path` without the bytes of its last component `name`, when it ends with them.
  private static func folderPrefix(of path: String, name: String) -> String {
    hasSuffix(path, name) ? droppingLast(path, bytes: name.utf8.count) : ""
  }

  /// `path` with its extension replaced (or added); `oldExtension` is the extension to remove
  /// (lower-case, possibly of two parts such as `tokens.json`), else the part after the last
  /// dot.
  package static func replacingExtension(
    of path: String, removing oldExtension: String?, with newExtension: String
  ) -> String {
    let name = lastComponent(of: path)
    let prefix = folderPrefix(of: path, name: name)
    if let oldExtension, name.utf8.count > oldExtension.utf8.count + 1 {
      let stemCount = name.utf8.count - oldExtension.utf8.count - 1
      let stem = name.utf8.prefix(stemCount)
      if name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: stemCount)] == UInt8(ascii: ".")
      {
        return prefix + String(decoding: stem, as: UTF8.self) + "." + newExtension
      }
    }
    return replacingExtension(of: path, with: newExtension)
  }

  /// `path` with the part after its last dot replaced (or an extension added).
  package static func replacingExtension(of path: String, with newExtension: String) -> String {
    let name = lastComponent(of: path)
    let prefix = folderPrefix(of: path, name: name)
    let bytes = name.utf8
    if let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex {
      return prefix + String(decoding: bytes[..<dot], as: UTF8.self) + "." + newExtension
    }
    return prefix + name + "." + newExtension
  }

  /// Whether a relative output path stays inside its folder: not absolute, no `..`, `.` or
  /// empty components.
  package static func isSafeRelative(_ path: String) -> Bool {
    guard !path.isEmpty else { return false }
    return components(of: path, omittingEmpty: false).allSatisfy {
      !$0.isEmpty && $0 != "." && $0 != ".."
    }
  }
}
