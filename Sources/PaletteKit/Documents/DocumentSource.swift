public import PaletteCore

/// Where a palette document is read from: a path, standard input, or bytes already in memory.
public enum DocumentSource: Hashable, Sendable {
  /// A file, or a folder document (an asset catalog, an Android `res/` folder), by path.
  /// Links are followed.
  case path(String)
  /// The process's standard input, read to its end.
  case standardInput
  /// Content already in memory. `name` is shown in messages, and its extension helps detection
  /// (`brand.tokens.json`); with `nil` the bytes are read as standard input is, by content
  /// alone, and shown as `<stdin>`.
  case bytes([UInt8], name: String?)

  /// The name shown in messages: the path, the name given with the bytes, or `<stdin>`.
  public var displayName: String {
    switch self {
    case .path(let path): path
    case .standardInput: Self.standardInputName
    case .bytes(_, let name): name ?? Self.standardInputName
    }
  }

  /// How standard input is shown in messages.
  public static let standardInputName = "<stdin>"

  /// Whether the source is content without a file name, whose format is told by its content
  /// alone.
  var isUnnamed: Bool {
    switch self {
    case .path: false
    case .standardInput: true
    case .bytes(_, let name): name == nil
    }
  }

  /// Whether the source is a path naming something that exists (links followed); standard
  /// input and bytes always exist.
  package var exists: Bool {
    guard case .path(let path) = self else { return true }
    return FileIdentity(path: path) != nil
  }

  /// Whether the source is a path naming a regular file (links followed).
  package var isRegularFile: Bool {
    guard case .path(let path) = self else { return false }
    return FileIdentity(path: path)?.isRegularFile == true
  }

  /// The whole content of a file, standard input, or the bytes, refusing more than `limit`
  /// bytes.
  ///
  /// - Parameter limit: The largest size accepted, in bytes.
  /// - Returns: The bytes.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/io`` (a
  ///   folder, a missing or unreadable file) or ``/PaletteCore/PaletteError/Kind/limitExceeded``,
  ///   with the path set.
  /// - Complexity: O(*n*) in the size read.
  public func contents(limit: Int = PaletteFile.defaultSizeLimit) throws(PaletteError) -> [UInt8] {
    switch self {
    case .path(let path):
      return try LongPath.read(at: path, limit: limit)
    case .standardInput:
      return try PaletteFile.read(descriptor: 0, limit: limit, path: Self.standardInputName)
    case .bytes(let bytes, _):
      guard bytes.count <= limit else {
        throw PaletteFile.sizeError(limit: limit, path: displayName)
      }
      return bytes
    }
  }
}
