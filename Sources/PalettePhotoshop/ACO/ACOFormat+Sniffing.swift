public import PaletteCore

extension ACOFormat: SniffExplaining {
  /// `false`: the claim rests on the version and colour space fields, not on size alone.
  public var isHeaderless: Bool { false }

  /// The version and colour space the claim rests on.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil` when ``sniff(_:)`` answers none.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    guard sniff(prefix) != .none else { return nil }
    let bytes = Array(prefix.prefix(4))
    let count = Int(bytes[2]) << 8 | Int(bytes[3])
    return "a version \(bytes[1]) swatch section of \(count) swatches at byte 0"
  }
}
