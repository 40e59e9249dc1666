import PaletteCore

/// The constants of an Affinity palette file: its header, the serialised object stream of its
/// one entry (`Swatches.dat`) and the table of entries at its end.
///
/// Every number is little-endian. Four-character tags are stored with their bytes reversed
/// (the tag `Swth` is the bytes `htwS`); ``tag(_:)`` gives the bytes of a tag as stored.
enum AffinityLayout {
  /// The file signature: `00 FF 4B 41`.
  static let signature: [UInt8] = [0x00, 0xFF, 0x4B, 0x41]
  /// The signature of the serialised object stream at the start of the body: `00 FF 4B 53`.
  static let streamSignature: [UInt8] = [0x00, 0xFF, 0x4B, 0x53]
  /// The file versions read: 10 (Affinity 1) and 11 (Affinity 1.10 and 2).
  static let versions: ClosedRange<UInt32> = 10...11
  /// The version written.
  static let writtenVersion: UInt32 = 11
  /// Where the body (the object stream) starts: after the 76-byte header.
  static let bodyOffset = 76
  /// The offset of the `#Fil` tag, which the entry table names as the entry's start.
  static let entryTagOffset: UInt32 = 72
  /// The value after `Prot` in the header, as the newest files have it.
  static let writtenProtocol: UInt32 = 4
  /// The number after the root class in the stream and in the entry table, as the newest
  /// files have it; its meaning is unknown.
  static let writtenRootValue: UInt32 = 26
  /// The time stamp written in the header and the footer: 2024-01-01T00:00:00Z, fixed so that
  /// the same palette always gives the same bytes.
  static let writtenTimestamp: UInt32 = 1_704_067_200
  /// The name of the one entry.
  static let entryName = Array("Swatches.dat".utf8)
  /// The bytes between the body and the footer.
  static let bodyTerminator: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF]
  /// How deep objects may nest before the file is refused (real files nest four deep).
  static let maximumDepth = 32

  /// Field types of the object stream: the byte before each field's key.
  enum FieldType {
    /// A UTF-8 string: a 32-bit byte count, then the bytes.
    static let string: UInt8 = 0x2B
    /// One object (or none).
    static let object: UInt8 = 0x31
    /// A 32-bit count, then that many objects.
    static let objects: UInt8 = 0xB1
    /// A 32-bit byte size, a 32-bit count, then that many strings.
    static let strings: UInt8 = 0xAB
    /// A 32-bit count, then that many pairs of 64-bit floats (gradient stops).
    static let pairs: UInt8 = 0xA4
    /// Values of a fixed size: the type byte gives the size.
    static let fixedSizes: [UInt8: Int] = [0x2A: 4, 0x3C: 8, 0x44: 16, 0x48: 20]
    /// Four 32-bit floats (RGBA and HSLA colours).
    static let fourFloats: UInt8 = 0x44
  }

  /// The bytes of a four-character tag as the file stores it (reversed).
  ///
  /// - Parameter text: Four ASCII characters.
  /// - Returns: The four bytes, last character first.
  static func tag(_ text: String) -> [UInt8] { Array(text.utf8.reversed()) }

  /// A tag as text, from its stored bytes.
  ///
  /// - Parameter bytes: Four bytes as stored.
  /// - Returns: The tag, its characters in reading order (non-ASCII bytes as `?`).
  static func tagText(_ bytes: some Collection<UInt8>) -> String {
    String(
      decoding: bytes.reversed().map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") },
      as: UTF8.self)
  }
}
