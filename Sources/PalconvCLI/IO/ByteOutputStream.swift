/// An output stream that can take raw bytes as well as text, for binary formats on stdout.
///
/// `palconv`'s standard output is one: ASE data written with `-o -` must reach it byte for
/// byte, which a `String`-based `TextOutputStream` cannot promise.
package protocol ByteOutputStream: TextOutputStream {
  /// Writes bytes as they are.
  ///
  /// - Parameter bytes: The bytes.
  mutating func write(bytes: [UInt8])
}

extension ByteOutputStream {
  /// Writes text as UTF-8 bytes.
  ///
  /// - Parameter string: The text.
  package mutating func write(_ string: String) {
    write(bytes: Array(string.utf8))
  }
}
