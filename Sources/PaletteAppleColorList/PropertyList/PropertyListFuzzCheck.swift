import PaletteCore

/// The binary property list reader and writer checked on arbitrary bytes, for the fuzz
/// harness (a package of its own, so it reaches this through SPI rather than `package`
/// access).
@_spi(Fuzzing) public enum PropertyListFuzzCheck {
  /// Reads `bytes`; a list that reads is written, read again and written again: the second
  /// read must describe the same property list and the two writes must give the same bytes.
  ///
  /// - Parameter bytes: Any bytes.
  /// - Returns: `nil` when the reader and writer behave, otherwise what went wrong.
  public static func run(_ bytes: [UInt8]) -> String? {
    let document: PropertyListDocument
    do {
      document = try BinaryPropertyListReader.read(bytes, format: "bplist")
    } catch {
      guard case .byte(let offset) = error.location, offset >= 0, offset <= bytes.count else {
        return "an error without a byte offset in the file: \(error)"
      }
      return nil
    }
    let written: [UInt8]
    let again: PropertyListDocument
    do {
      written = try BinaryPropertyListWriter.write(document, format: "bplist")
      again = try BinaryPropertyListReader.read(written, format: "bplist")
    } catch {
      return "the written property list does not read back: \(error)"
    }
    guard document.isEquivalent(to: again) else {
      return "the written property list reads back with other values"
    }
    guard (try? BinaryPropertyListWriter.write(again, format: "bplist")) == written else {
      return "writing the property list read back gives other bytes"
    }
    return nil
  }
}
