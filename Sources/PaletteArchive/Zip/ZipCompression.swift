/// How a zip entry's bytes are stored: the two methods palette containers use.
package enum ZipCompression: Hashable, Sendable {
  /// Method 0: the bytes as they are.
  case stored
  /// Method 8: a raw DEFLATE stream.
  case deflate
}
