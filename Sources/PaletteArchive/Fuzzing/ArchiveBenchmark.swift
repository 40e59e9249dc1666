public import PaletteCore

/// The containers' entry points for the benchmark harness (a package of its own, so it
/// reaches them through SPI rather than `package` access).
@_spi(Benchmarking) public enum ArchiveBenchmark {
  /// Inflates a raw DEFLATE stream with the standard limits.
  ///
  /// - Parameter stream: The stream.
  /// - Returns: The output.
  public static func inflate(_ stream: [UInt8]) throws(PaletteError) -> [UInt8] {
    try Inflate.decompress(stream[...], format: "bench").output
  }

  /// Decompresses a zlib stream with the standard limits.
  ///
  /// - Parameter stream: The stream.
  /// - Returns: The output.
  public static func zlibDecompress(_ stream: [UInt8]) throws(PaletteError) -> [UInt8] {
    try Zlib.decompress(stream[...], format: "bench")
  }

  /// Compresses with ``Deflate``.
  ///
  /// - Parameter bytes: The data.
  /// - Returns: The raw DEFLATE stream.
  public static func deflate(_ bytes: [UInt8]) -> [UInt8] { Deflate.compress(bytes) }
}
