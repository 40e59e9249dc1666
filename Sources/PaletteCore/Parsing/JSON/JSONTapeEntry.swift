/// One value of a ``JSONTape``: where its token starts, what kind it is and, packed into one
/// word with the kind, where it ends.
///
/// Sixteen bytes, stored inline in the tape's one array, so parsing allocates nothing per
/// value. Member names are entries too: an object's entries are its names and values in
/// turn.
@frozen package struct JSONTapeEntry: Sendable {
  /// What a tape entry holds.
  package enum Kind: UInt8, Sendable {
    /// An object; its members follow it on the tape.
    case object
    /// An array; its elements follow it on the tape.
    case array
    /// A string without escapes: its text is the bytes between its quotes.
    case string
    /// A string with at least one escape, resolved into the tape's side table.
    case escapedString
    /// A number token.
    case number
    /// `true`.
    case `true`
    /// `false`.
    case `false`
    /// `null`.
    case null
  }

  /// The byte offset of the token's first byte (`{`, `[`, the opening quote, the number's
  /// first byte or the literal's first letter).
  package let offset: Int
  /// The kind in the top 8 bits; below them the payload: for an object or array the index of
  /// the entry after its last descendant, for a plain string the offset of its closing quote,
  /// for an escaped string its index in the side table, for a number the offset after its
  /// last byte.
  @usableFromInline var word: UInt64

  /// The number of bits the payload may use.
  @usableFromInline static var payloadBits: UInt64 { 56 }

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - kind: The kind of value.
  ///   - offset: Where its token starts.
  ///   - payload: What ``payload`` returns; below 2^56.
  @inlinable init(_ kind: Kind, offset: Int, payload: Int = 0) {
    self.offset = offset
    self.word = UInt64(kind.rawValue) << Self.payloadBits | UInt64(payload)
  }

  /// The kind of value.
  @inlinable @inline(__always) package var kind: Kind {
    // The top byte was written from a `Kind`, so it is always a valid raw value.
    unsafeBitCast(UInt8(truncatingIfNeeded: word >> Self.payloadBits), to: Kind.self)
  }

  /// The payload (see ``JSONTapeEntry``).
  @inlinable @inline(__always) package var payload: Int {
    get { Int(truncatingIfNeeded: word & (1 << Self.payloadBits - 1)) }
    set { word = word & ~(1 << Self.payloadBits - 1) | UInt64(newValue) }
  }
}
