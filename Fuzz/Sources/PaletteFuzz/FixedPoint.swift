import PaletteCore

/// Writing what was read back gives the same bytes: the writer's output is a fixed point.
enum FixedPoint {
  /// Checks that `second` (the write of what `first` read back as) equals `first`; for a
  /// format in ``FuzzFormats/settlesAtSecondWrite``, that a third write equals the second.
  ///
  /// - Parameters:
  ///   - format: The format.
  ///   - first: The first write.
  ///   - second: The write of what the first read back as.
  static func check(
    _ format: any PaletteDecoder & PaletteEncoder, first: [UInt8], second: [UInt8]
  ) {
    if second == first { return }
    let id = format.identifier
    guard FuzzFormats.settlesAtSecondWrite[id] != nil else {
      fail("\(id): writing what was read back changed the bytes\n" + show(first, second))
    }
    let third: [UInt8]
    do {
      third = try format.encode(try format.decode(second).palette)
    } catch {
      fail("\(id): the second write does not read back and write again: \(error)")
    }
    if third != second {
      fail("\(id): the third write differs from the second\n" + show(second, third))
    }
  }

  /// The two outputs as text, or around their first difference in hex when they are binary.
  private static func show(_ first: [UInt8], _ second: [UInt8]) -> String {
    guard first.contains(0) || second.contains(0) else {
      return "--- first:\n" + String(decoding: first.prefix(2000), as: UTF8.self)
        + "\n--- second:\n" + String(decoding: second.prefix(2000), as: UTF8.self)
    }
    let offset =
      zip(first, second).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(first.count, second.count)
    func hex(_ bytes: [UInt8]) -> String {
      bytes[max(0, offset - 16)..<min(bytes.count, offset + 48)].map {
        String($0, radix: 16)
      }.joined(separator: " ")
    }
    return "first difference at byte \(offset) (sizes \(first.count), \(second.count))\n"
      + "--- first:\n" + hex(first) + "\n--- second:\n" + hex(second)
  }
}
