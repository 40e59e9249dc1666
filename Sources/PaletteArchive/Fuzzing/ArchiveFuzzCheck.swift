import PaletteCore

/// The containers checked on arbitrary bytes, for the fuzz harness (a package of its own, so
/// it reaches this through SPI rather than `package` access). Each check returns `nil` when
/// the code behaves, otherwise what went wrong; a crash, hang or leak is libFuzzer's to find.
@_spi(Fuzzing) public enum ArchiveFuzzCheck {
  /// Limits small enough that a fuzz input cannot allocate much.
  static let limits = ArchiveLimits(maxOutputBytes: 1 << 18, maxEntries: 4096)
  /// The most entry bytes one `zip` input reads and rewrites, so an input stays within
  /// libFuzzer's one-second timeout (the reader's own bound is the ratio limit).
  static let zipBudget = 1 << 20

  /// Raw DEFLATE and zlib over `bytes`: an error must carry a byte offset inside the input;
  /// any output, compressed again with ``Deflate`` and inflated, must come back equal; the
  /// same bytes cut into pieces and inflated with the output streamed must give the same
  /// output, or the same error.
  ///
  /// - Parameter bytes: Any bytes.
  /// - Returns: `nil`, or the problem.
  public static func inflate(_ bytes: [UInt8]) -> String? {
    let whole: Result<(output: [UInt8], consumed: Int), PaletteError>
    do {
      let (output, consumed) = try Inflate.decompress(bytes[...], limits: limits, format: "fuzz")
      whole = .success((output, consumed))
      guard consumed <= bytes.count else { return "consumed \(consumed) of \(bytes.count) bytes" }
      if let problem = deflateRoundTrip(output) { return "inflated output: " + problem }
    } catch {
      whole = .failure(error)
      if let problem = located(error, within: bytes.count) { return problem }
    }
    if let problem = streamed(bytes, matching: whole) { return problem }
    do {
      let output = try Zlib.decompress(bytes[...], limits: limits, format: "fuzz")
      if let problem = deflateRoundTrip(output) { return "zlib output: " + problem }
    } catch {
      if let problem = located(error, within: bytes.count) { return problem }
    }
    return nil
  }

  /// `bytes` in pieces of 1, 7, 9 and 64 bytes in turn, inflated with the output handed over
  /// as it is made: the same output and consumed count as `whole`, or the same error.
  static func streamed(
    _ bytes: [UInt8], matching whole: Result<(output: [UInt8], consumed: Int), PaletteError>
  ) -> String? {
    var pieces: [Range<Int>] = []
    var start = 0
    var turn = 0
    while start < bytes.count {
      let end = min(bytes.count, start + [1, 7, 9, 64][turn % 4])
      pieces.append(start..<end)
      start = end
      turn += 1
    }
    var output: [UInt8] = []
    let result: Result<(output: [UInt8], consumed: Int), PaletteError>
    do {
      let (count, consumed) = try Inflate.decompress(
        SplitBytes(bytes, pieces: pieces), from: 0, limits: limits, format: "fuzz"
      ) { output += $0 }
      guard count == output.count else {
        return "streamed \(count) bytes, handed over \(output.count)"
      }
      result = .success((output, consumed))
    } catch {
      result = .failure(error)
    }
    switch (whole, result) {
    case (.success(let a), .success(let b)):
      return a.output == b.output && a.consumed == b.consumed
        ? nil : "inflating in pieces gives other output"
    case (.failure(let a), .failure(let b)):
      return a == b ? nil : "inflating in pieces fails otherwise: \(a) against \(b)"
    default:
      return "inflating in pieces and whole disagree: \(whole) against \(result)"
    }
  }

  /// `bytes` through ``Deflate/compress(_:)`` and ``Zlib/compress(_:)`` must inflate back
  /// to `bytes`.
  ///
  /// - Parameter bytes: Any bytes.
  /// - Returns: `nil`, or the problem.
  public static func deflateRoundTrip(_ bytes: [UInt8]) -> String? {
    let generous = ArchiveLimits(maxOutputBytes: max(bytes.count, 1), maxCompressionRatio: 1 << 20)
    do {
      let compressed = Deflate.compress(bytes)
      let (output, consumed) = try Inflate.decompress(
        compressed[...], limits: generous, format: "fuzz")
      guard output == bytes else { return "Deflate output inflates to other bytes" }
      guard consumed == compressed.count else { return "Deflate output has trailing bytes" }
      // Zlib adds only framing to the same stream: checked on short inputs, to keep the
      // target fast.
      if bytes.count <= 4096 {
        let framed = Zlib.compress(bytes)
        guard framed.dropFirst(2).dropLast(4).elementsEqual(compressed),
          try Zlib.decompress(framed[...], limits: generous, format: "fuzz") == bytes
        else { return "Zlib output inflates to other bytes" }
      }
    } catch {
      return "the writer's output does not inflate: \(error)"
    }
    return nil
  }

  /// ``ZipArchive`` over `bytes`, every entry's contents read: errors must carry a byte offset
  /// inside the input, and contents must have the declared size. An archive that opens is
  /// written again with ``ZipWriter`` and must read back with the same contents.
  ///
  /// - Parameter bytes: Any bytes.
  /// - Returns: `nil`, or the problem.
  public static func zip(_ bytes: [UInt8]) -> String? {
    let archive: ZipArchive
    do {
      archive = try ZipArchive(bytes, limits: limits, format: "fuzz")
    } catch {
      return located(error, within: bytes.count)
    }
    var writer = ZipWriter()
    var expected: [(String, [UInt8])] = []
    // Each name's first entry: later duplicates are not reachable by name.
    var total = 0
    for entry in archive.entries where archive.entry(named: entry.name) == entry {
      total += entry.uncompressedSize
      if total > zipBudget { break }
      do {
        guard let contents = try archive.contents(of: entry.name) else {
          return "the listed entry '\(entry.name)' has no contents"
        }
        guard contents.count == entry.uncompressedSize else {
          return "the entry '\(entry.name)' read \(contents.count) bytes, not its declared size"
        }
        writer.add(entry.name, contents, method: entry.method)
        expected.append((entry.name, contents))
      } catch {
        if let problem = located(error, within: bytes.count) { return problem }
      }
    }
    do {
      let again = try ZipArchive(writer.finish(), limits: limits, format: "fuzz")
      for (name, contents) in expected where try again.contents(of: name) != contents {
        return "the rewritten archive reads '\(name)' back differently"
      }
    } catch {
      return "the rewritten archive does not read: \(error)"
    }
    return nil
  }

  /// `nil` when the error has a byte offset within the input.
  private static func located(_ error: PaletteError, within count: Int) -> String? {
    guard case .byte(let offset) = error.location, offset >= 0, offset <= count else {
      return "an error without a byte offset in the input: \(error)"
    }
    return nil
  }
}
