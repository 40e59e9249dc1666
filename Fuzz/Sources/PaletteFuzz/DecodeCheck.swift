import PaletteCore

/// Decoding arbitrary bytes: the codec returns a palette of finite values or throws a
/// ``PaletteError`` that says where; it never crashes, hangs or over-allocates (the sanitizer
/// and libFuzzer's limits catch those).
enum DecodeCheck {
  /// Runs the check on one input.
  ///
  /// - Parameters:
  ///   - format: The format under test.
  ///   - bytes: The input.
  static func run(_ format: any PaletteDecoder, _ bytes: [UInt8]) {
    _ = format.sniff(bytes.prefix(4096))
    let decoded: DecodedPalette
    do {
      decoded = try format.decode(bytes)
    } catch {
      checkError(error, format: format, input: bytes)
      return
    }
    checkDecoded(decoded.palette, format: format)
  }

  /// An error names a location inside the input, unless it is about the whole document
  /// (``PaletteError/Kind/unrepresentable``: valid, but holding nothing this format reads).
  static func checkError(_ error: PaletteError, format: any PaletteFormat, input: [UInt8]) {
    if error.kind == .unrepresentable && error.location == nil { return }
    guard let location = error.location else {
      fail("\(format.identifier): error without a location: \(error)")
    }
    switch location {
    case .byte(let offset):
      guard offset >= 0 && offset <= input.count else {
        fail("\(format.identifier): error offset \(offset) outside 0...\(input.count): \(error)")
      }
    case .text(let line, let column):
      guard line >= 1 && column >= 1 && line <= input.count + 1 && column <= input.count + 1
      else {
        fail("\(format.identifier): error position \(line):\(column) outside the input: \(error)")
      }
    }
  }

  /// Every value a decoder produces is finite.
  static func checkDecoded(_ palette: Palette, format: any PaletteFormat) {
    for swatch in palette.allSwatches {
      let color = swatch.color
      guard color.alpha.isFinite, color.components.values.allSatisfy(\.isFinite) else {
        fail("\(format.identifier): decoded a non-finite colour \(color)")
      }
    }
  }
}
