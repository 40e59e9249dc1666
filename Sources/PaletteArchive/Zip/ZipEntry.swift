/// One member of a zip archive, as its central-directory record (and ZIP64 extra field)
/// describes it.
package struct ZipEntry: Hashable, Sendable {
  /// The name as stored: UTF-8 when flag bit 11 is set, otherwise code page 437. A name to
  /// look up, never a path on disk, so `../` in it is just text.
  package var name: String
  /// How the bytes are compressed.
  package var method: ZipCompression
  /// The size of the stored (compressed) bytes.
  package var compressedSize: Int
  /// The size of the entry's contents.
  package var uncompressedSize: Int
  /// The CRC-32 of the contents.
  package var crc32: UInt32
  /// Where the entry's local header starts.
  package var localHeaderOffset: Int
}
