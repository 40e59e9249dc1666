/// The bounds every container read is held to, so hostile input costs an error, never memory.
///
/// A declared or actual uncompressed size above ``maxOutputBytes``, an output more than
/// ``maxCompressionRatio`` times its compressed input, or more zip entries than ``maxEntries``
/// is a ``PaletteError/Kind/limitExceeded`` error.
package struct ArchiveLimits: Hashable, Sendable {
  /// The most bytes one inflated stream or zip entry may hold (default 64 MiB).
  package var maxOutputBytes: Int
  /// The largest output-to-input ratio accepted (default 1032, DEFLATE's own maximum is about
  /// 1032:1, so only streams that no honest compressor writes are refused).
  package var maxCompressionRatio: Int
  /// The most entries a zip's central directory may list (default 65 536).
  package var maxEntries: Int

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - maxOutputBytes: The most bytes one stream or entry may inflate to.
  ///   - maxCompressionRatio: The largest output-to-input ratio.
  ///   - maxEntries: The most zip entries.
  package init(
    maxOutputBytes: Int = 64 << 20, maxCompressionRatio: Int = 1032, maxEntries: Int = 65_536
  ) {
    self.maxOutputBytes = max(0, maxOutputBytes)
    self.maxCompressionRatio = max(1, maxCompressionRatio)
    self.maxEntries = max(0, maxEntries)
  }

  /// The defaults: 64 MiB, 1032:1 and 65 536 entries.
  package static let standard = ArchiveLimits()

  /// The most output `inputCount` compressed bytes may produce under both the size and the
  /// ratio limit.
  func outputCeiling(forInput inputCount: Int) -> Int {
    let (ratioBound, overflow) = max(inputCount, 1).multipliedReportingOverflow(
      by: maxCompressionRatio)
    return overflow ? maxOutputBytes : min(maxOutputBytes, ratioBound)
  }
}
