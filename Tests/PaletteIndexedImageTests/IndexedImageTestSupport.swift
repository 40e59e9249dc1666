import PaletteCore
import Testing

@testable import PaletteIndexedImage

/// Helpers the indexed-image tests share: hex colours, failures, little- and big-endian bytes.
enum IndexedImageTestSupport {
  /// The palette's colours as `rrggbb`, in order.
  static func hex(_ palette: Palette) -> [String] {
    palette.allSwatches.map { swatch in
      let color = swatch.color.rgba8
      return [color.red, color.green, color.blue].map { byte in
        let text = String(byte, radix: 16)
        return text.count == 1 ? "0" + text : text
      }.joined()
    }
  }

  /// The error decoding `bytes` throws, if any.
  static func failure(_ format: any PaletteDecoder, _ bytes: [UInt8]) -> PaletteError? {
    do {
      _ = try format.decode(bytes)
      return nil
    } catch {
      return error
    }
  }

  /// Checks that decoding fails with `kind` at `offset`, with a message containing `text`.
  static func expectFailure(
    _ format: any PaletteDecoder, _ bytes: [UInt8], _ kind: PaletteError.Kind, at offset: Int,
    containing text: String, code: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let error = failure(format, bytes)
    #expect(error?.kind == kind, "\(String(describing: error))", sourceLocation: sourceLocation)
    #expect(
      error?.location == .byte(offset: offset), "\(String(describing: error))",
      sourceLocation: sourceLocation)
    #expect(
      error?.message.contains(text) == true, "\(error?.message ?? "no error")",
      sourceLocation: sourceLocation)
    #expect(error?.format == format.identifier, sourceLocation: sourceLocation)
    if let code {
      #expect(error?.code == code, sourceLocation: sourceLocation)
    }
  }

  static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
  static func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16 & 0xFFFF) }
  static func be32(_ value: Int) -> [UInt8] { le32(value).reversed() }
}
