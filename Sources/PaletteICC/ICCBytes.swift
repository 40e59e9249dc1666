import PaletteCore

/// Bounds-checked reads at absolute offsets of a profile, each limited to a region (the whole
/// profile, or one tag) so that a field running past its tag is an error at its offset.
struct ICCBytes: Sendable {
  /// The whole profile.
  let bytes: [UInt8]
  /// The first byte of the region.
  let start: Int
  /// One past the last byte of the region.
  let end: Int
  /// What the region is, for errors (`"the A2B0 tag"`).
  let what: String

  /// A reader over the whole of `bytes`.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    start = 0
    end = bytes.count
    what = "the profile"
  }

  /// A reader over `start..<end` of `bytes`.
  init(_ bytes: [UInt8], start: Int, end: Int, what: String) {
    self.bytes = bytes
    self.start = start
    self.end = end
    self.what = what
  }

  /// The number of bytes in the region.
  var count: Int { end - start }

  /// The error for a field that does not fit in the region.
  func truncated(_ field: String, at offset: Int, needing count: Int) -> PaletteError {
    PaletteError(
      .unexpectedEndOfInput,
      "\(what) ends inside \(field) at byte \(offset): \(count) bytes are needed, "
        + "\(max(end - offset, 0)) left",
      format: ICCProfile.formatIdentifier, location: .byte(offset: offset))
  }

  /// An error of `kind` at `offset`.
  func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(
      kind, "\(what): \(message)", format: ICCProfile.formatIdentifier,
      location: .byte(offset: offset))
  }

  /// Checks that `count` bytes from `offset` lie inside the region.
  func require(
    _ offset: Int, _ count: Int, _ field: @autoclosure () -> String
  )
    throws(PaletteError)
  {
    guard offset >= start, count >= 0, offset <= end, count <= end - offset else {
      throw truncated(field(), at: max(offset, start), needing: count)
    }
  }

  /// The byte at `offset`.
  func u8(_ offset: Int, _ field: @autoclosure () -> String) throws(PaletteError) -> UInt8 {
    try require(offset, 1, field())
    return bytes[offset]
  }

  /// The big-endian 16-bit integer at `offset`.
  func u16(_ offset: Int, _ field: @autoclosure () -> String) throws(PaletteError) -> UInt16 {
    try require(offset, 2, field())
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  /// The big-endian 32-bit integer at `offset`.
  func u32(_ offset: Int, _ field: @autoclosure () -> String) throws(PaletteError) -> UInt32 {
    try require(offset, 4, field())
    return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
      | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }

  /// The `s15Fixed16Number` at `offset`.
  func s15Fixed16(
    _ offset: Int, _ field: @autoclosure () -> String
  ) throws(PaletteError)
    -> Double
  {
    Double(Int32(bitPattern: try u32(offset, field()))) / 65536
  }

  /// The `XYZNumber` (three `s15Fixed16Number`s) at `offset`.
  func xyz(
    _ offset: Int, _ field: @autoclosure () -> String
  ) throws(PaletteError)
    -> SIMD3<Double>
  {
    try require(offset, 12, field())
    return SIMD3(
      try s15Fixed16(offset, field()), try s15Fixed16(offset + 4, field()),
      try s15Fixed16(offset + 8, field()))
  }

  /// The type signature that starts a tag at `offset`, as four characters.
  func signature(
    _ offset: Int, _ field: @autoclosure () -> String
  ) throws(PaletteError)
    -> ICCSignature
  {
    ICCSignature(try u32(offset, field()))
  }

  /// A region of `count` bytes at `offset` inside this one.
  func region(_ offset: Int, _ count: Int, what: String) throws(PaletteError) -> ICCBytes {
    try require(offset, count, what)
    return ICCBytes(bytes, start: offset, end: offset + count, what: what)
  }
}
