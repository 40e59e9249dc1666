public import PaletteCore
public import Testing

/// The truncation check every decoder's tests make: each proper prefix of a file (the empty one
/// included) either decodes or fails with a ``PaletteCore/PaletteError`` that says where, and
/// never crashes or hangs.
public enum EveryPrefix {
  /// What a prefix may do.
  public enum Rule: Sendable {
    /// Decode, or fail with a position.
    case decodesOrFailsWithAPosition
    /// Fail with a position: the format's end is marked, so no prefix is a whole file.
    case failsWithAPosition
  }

  /// Decodes the prefixes of `bytes` of every `step`-th length below `end`, and records an
  /// issue for each that breaks `rule`.
  ///
  /// - Parameters:
  ///   - bytes: A whole file, which must not be empty.
  ///   - rule: What each prefix may do.
  ///   - step: Check every `step`-th length only, for large files.
  ///   - end: The first length not checked; `bytes.count` by default (`bytes.count - 1` for a
  ///     file whose last line break is optional).
  ///   - decode: The decoder.
  ///   - sourceLocation: Where issues are reported.
  /// - Returns: How many prefixes decoded and how many failed.
  @discardableResult
  public static func check(
    _ bytes: [UInt8], _ rule: Rule = .decodesOrFailsWithAPosition, step: Int = 1,
    upTo end: Int? = nil, decode: ([UInt8]) throws(PaletteError) -> DecodedPalette,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> (decoded: Int, failed: Int) {
    #expect(!bytes.isEmpty, "no file to cut", sourceLocation: sourceLocation)
    var decoded = 0
    var failed = 0
    for length in stride(from: 0, to: end ?? bytes.count, by: max(step, 1)) {
      do {
        _ = try decode(Array(bytes[..<length]))
        decoded += 1
        if rule == .failsWithAPosition {
          Issue.record("a prefix of \(length) bytes decoded", sourceLocation: sourceLocation)
        }
      } catch {
        failed += 1
        #expect(
          error.location != nil, "prefix of \(length) bytes: \(error)",
          sourceLocation: sourceLocation)
      }
    }
    return (decoded, failed)
  }

  /// ``check(_:_:step:upTo:decode:sourceLocation:)`` with a format's decoder.
  @discardableResult
  public static func check(
    _ bytes: [UInt8], _ rule: Rule = .decodesOrFailsWithAPosition, step: Int = 1,
    upTo end: Int? = nil, with format: any PaletteDecoder,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> (decoded: Int, failed: Int) {
    check(
      bytes, rule, step: step, upTo: end,
      decode: { bytes throws(PaletteError) in try format.decode(bytes) },
      sourceLocation: sourceLocation)
  }
}
