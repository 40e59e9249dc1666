import PaletteArchive
import PaletteCore

/// A PNG file's chunks, walked and checked: the header, the palette and transparency, and the
/// image data still compressed.
///
/// Every chunk's length is compared with the bytes that remain and its CRC-32 is checked
/// before its data is used. The chunk order rules are enforced for the critical chunks
/// (`IHDR` first, one `PLTE` before the image data, consecutive `IDAT`s, `IEND` last);
/// ancillary chunks palconv does not use are skipped with one note, and an unknown critical
/// chunk is an error, as the PNG specification requires.
struct PNGContainer {
  /// The validated header.
  var header: PNGHeader
  /// The `PLTE` entries, as red, green, blue bytes, with the offset of each entry.
  var palette: [(red: UInt8, green: UInt8, blue: UInt8, offset: Int)] = []
  /// The `tRNS` data, if the chunk is present and applies to the colour type.
  var transparency: [UInt8]?
  /// The offset of the `tRNS` data.
  var transparencyOffset = 0
  /// The `IDAT` data: the chunks' data read as one, without copying it.
  var imageData = SplitBytes([])
  /// Where each `IDAT` chunk's data is in the file.
  private var imageDataPieces: [Range<Int>] = []
  /// The offset of the first `IDAT` chunk.
  var imageDataOffset = 0
  /// Notes and warnings about the chunks.
  var warnings: [Diagnostic] = []
  /// The first `iCCP` chunk's data, its offset in the file and the chunk's offset, if the
  /// image has one.
  var iccProfile: (data: [UInt8], dataOffset: Int, offset: Int)?

  /// Walks the chunks of `bytes`.
  ///
  /// - Throws: ``PaletteError`` with the byte offset of the chunk or field at fault.
  init(_ bytes: [UInt8]) throws(PaletteError) {
    var walker = Walker(bytes: bytes)
    self = try walker.walk()
  }

  private init(header: PNGHeader) {
    self.header = header
  }

  /// The state of one walk.
  private struct Walker {
    let bytes: [UInt8]

    func u32(_ offset: Int) -> UInt32 {
      UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
        | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    func failure(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
      PaletteError(kind, message, format: "png", location: .byte(offset: offset))
    }

    /// Reads the chunk at `offset`, checking its length, type letters and CRC.
    func chunk(at offset: Int) throws(PaletteError) -> PNGChunk {
      let remaining = bytes.count - offset
      guard remaining >= PNGLayout.chunkHeaderSize else {
        throw failure(
          .unexpectedEndOfInput,
          "the file ends inside a chunk header (\(remaining) of 8 bytes at byte \(offset))",
          at: offset)
      }
      let length = Int(u32(offset))
      let type = u32(offset + 4)
      let name = PNGChunk.name(of: type)
      guard length <= PNGLayout.maxChunkLength else {
        throw failure(
          .invalidValue,
          "the chunk '\(name)' at byte \(offset) declares \(length) bytes; PNG allows at most "
            + "2147483647", at: offset)
      }
      guard (offset + 4..<offset + 8).allSatisfy({ PNGChunk.isLetter(bytes[$0]) }) else {
        throw failure(
          .invalidValue,
          "the chunk type at byte \(offset + 4) is not four ASCII letters ('\(name)')",
          at: offset + 4)
      }
      let start = offset + PNGLayout.chunkHeaderSize
      guard length + PNGLayout.crcSize <= bytes.count - start else {
        throw failure(
          .unexpectedEndOfInput,
          "the chunk '\(name)' at byte \(offset) declares \(length) bytes of data and a CRC "
            + "but only \(bytes.count - start) bytes remain", at: offset)
      }
      let stored = u32(start + length)
      let computed = CRC32.checksum(bytes[(offset + 4)..<(start + length)])
      guard stored == computed else {
        throw failure(
          .invalidValue,
          "the CRC of the chunk '\(name)' at byte \(offset) is \(Self.hex(stored)) but its "
            + "type and data give \(Self.hex(computed)): the file is damaged", at: offset)
      }
      return PNGChunk(type: type, offset: offset, data: start..<(start + length))
    }

    static func hex(_ value: UInt32) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    mutating func walk() throws(PaletteError) -> PNGContainer {
      let signatureBytes = min(bytes.count, PNGLayout.signature.count)
      guard bytes[0..<signatureBytes].elementsEqual(PNGLayout.signature[0..<signatureBytes])
      else {
        throw failure(.invalidSignature, "not a PNG file: no PNG signature at byte 0", at: 0)
      }
      guard bytes.count > PNGLayout.signature.count else {
        throw failure(
          .unexpectedEndOfInput, "the file ends after \(bytes.count) bytes of the PNG signature",
          at: bytes.count)
      }
      let first = try chunk(at: PNGLayout.signature.count)
      guard first.type == PNGChunk.header else {
        throw failure(
          .invalidValue, "the first chunk is '\(first.name)'; a PNG must start with 'IHDR'",
          at: first.offset)
      }
      guard first.data.count == PNGLayout.headerSize else {
        throw failure(
          .invalidValue, "the 'IHDR' chunk holds \(first.data.count) bytes instead of 13",
          at: first.offset)
      }
      var container = PNGContainer(header: try PNGHeader(bytes, at: first.data.lowerBound))
      var offset = first.data.upperBound + PNGLayout.crcSize
      var sawPalette = false
      var idatState = 0  // 0 before any IDAT, 1 inside the run, 2 after it
      var sawEnd = false
      var skipped: [(name: String, offset: Int)] = []
      var skippedNames: Set<UInt32> = []
      var colourSpace: (name: String, offset: Int)?
      while offset < bytes.count {
        let chunk = try chunk(at: offset)
        offset = chunk.data.upperBound + PNGLayout.crcSize
        if idatState == 1 && chunk.type != PNGChunk.imageData { idatState = 2 }
        switch chunk.type {
        case PNGChunk.header:
          throw failure(
            .invalidValue, "a second 'IHDR' chunk at byte \(chunk.offset)", at: chunk.offset)
        case PNGChunk.palette:
          guard idatState == 0 else {
            throw failure(
              .invalidValue, "the 'PLTE' chunk at byte \(chunk.offset) comes after the image data",
              at: chunk.offset)
          }
          guard !sawPalette else {
            throw failure(
              .invalidValue, "a second 'PLTE' chunk at byte \(chunk.offset)", at: chunk.offset)
          }
          sawPalette = true
          try readPalette(chunk, into: &container)
        case PNGChunk.transparency:
          guard idatState == 0 else {
            throw failure(
              .invalidValue, "the 'tRNS' chunk at byte \(chunk.offset) comes after the image data",
              at: chunk.offset)
          }
          try readTransparency(chunk, sawPalette: sawPalette, into: &container)
        case PNGChunk.imageData:
          guard idatState != 2 else {
            throw failure(
              .invalidValue,
              "the 'IDAT' chunk at byte \(chunk.offset) is separated from the earlier ones by "
                + "other chunks; PNG requires them to be consecutive", at: chunk.offset)
          }
          if idatState == 0 {
            guard container.header.colorType != .indexed || sawPalette else {
              throw failure(
                .invalidValue,
                "the indexed-colour image has no 'PLTE' chunk before its image data at byte "
                  + "\(chunk.offset)", at: chunk.offset)
            }
            container.imageDataOffset = chunk.offset
          }
          idatState = 1
          container.imageDataPieces.append(chunk.data)
        case PNGChunk.end:
          sawEnd = true
        default:
          if chunk.isCritical {
            throw PaletteError(
              .unsupportedVersion,
              "the critical chunk '\(chunk.name)' at byte \(chunk.offset) is not one palconv "
                + "knows, so the image cannot be read", format: "png",
              location: .byte(offset: chunk.offset))
          }
          if chunk.type == PNGChunk.iccProfile {
            // Applied by the reader (PNGEmbeddedProfile); the first one counts.
            if container.iccProfile == nil {
              container.iccProfile = (Array(bytes[chunk.data]), chunk.data.lowerBound, chunk.offset)
            }
            continue
          }
          if chunk.type == PNGChunk.codePoints {
            colourSpace = colourSpace ?? (chunk.name, chunk.offset)
          }
          if skippedNames.insert(chunk.type).inserted { skipped.append((chunk.name, chunk.offset)) }
        }
        if sawEnd { break }
      }
      guard idatState != 0 || sawEnd else {
        throw failure(
          .unexpectedEndOfInput,
          "the file ends after \(bytes.count) bytes, before any image data ('IDAT')",
          at: bytes.count)
      }
      guard idatState != 0 else {
        throw failure(
          .invalidValue, "the PNG has no 'IDAT' chunk: it holds no image data", at: offset)
      }
      container.imageData = SplitBytes(bytes, pieces: container.imageDataPieces)
      if container.header.colorType == .indexed && !sawPalette {
        throw failure(.invalidValue, "the indexed-colour image has no 'PLTE' chunk", at: 8)
      }
      if !sawEnd {
        container.warnings.append(
          Diagnostic(
            .warning, code: "png.end",
            message: "the file ends without an 'IEND' chunk; the image data before it is read",
            location: .byte(offset: bytes.count)))
      } else if offset < bytes.count {
        container.warnings.append(
          Diagnostic(
            .note, code: "png.trailing",
            message: "the \(bytes.count - offset) bytes after the 'IEND' chunk are ignored",
            location: .byte(offset: offset)))
      }
      if let colourSpace {
        container.warnings.append(
          Diagnostic(
            .warning, code: "png.colorspace",
            message: "the image declares its colour space in a '\(colourSpace.name)' chunk at "
              + "byte \(colourSpace.offset); palconv reads its samples as sRGB without "
              + "converting them",
            location: .byte(offset: colourSpace.offset)))
      }
      if !skipped.isEmpty {
        let animated = skippedNames.contains(PNGChunk.animationControl)
        let names = MessageFormatting.list(skipped.map { "'\($0.name)'" }, limit: 6)
        container.warnings.append(
          Diagnostic(
            .note, code: "png.chunk",
            message: (animated ? "an animated PNG: only its default image is read; " : "")
              + "the ancillary chunks \(names) are skipped",
            location: .byte(offset: skipped[0].offset)))
      }
      return container
    }

    func readPalette(_ chunk: PNGChunk, into container: inout PNGContainer) throws(PaletteError) {
      let header = container.header
      guard header.colorType != .grey && header.colorType != .greyAlpha else {
        throw failure(
          .invalidValue,
          "a \(header.colorType.name) image may not have a 'PLTE' chunk (byte \(chunk.offset))",
          at: chunk.offset)
      }
      let length = chunk.data.count
      guard length > 0, length % 3 == 0, length / 3 <= PNGLayout.maxPaletteEntries else {
        throw failure(
          .invalidValue,
          "the 'PLTE' chunk holds \(length) bytes; it must hold 1 to 256 entries of 3 bytes",
          at: chunk.offset)
      }
      let entries = length / 3
      if header.colorType == .indexed && entries > 1 << header.bitDepth {
        throw failure(
          .invalidValue,
          "the 'PLTE' chunk has \(entries) entries but a \(header.bitDepth)-bit index reaches "
            + "only \(1 << header.bitDepth)", at: chunk.offset)
      }
      guard header.colorType == .indexed else { return }  // a suggested palette: not the colours
      container.palette.reserveCapacity(entries)
      for entry in 0..<entries {
        let at = chunk.data.lowerBound + 3 * entry
        container.palette.append((bytes[at], bytes[at + 1], bytes[at + 2], at))
      }
    }

    func readTransparency(
      _ chunk: PNGChunk, sawPalette: Bool, into container: inout PNGContainer
    ) throws(PaletteError) {
      let data = Array(bytes[chunk.data])
      func ignore(_ why: String) {
        container.warnings.append(
          Diagnostic(
            .warning, code: "png.trns",
            message: "the 'tRNS' chunk at byte \(chunk.offset) is ignored: \(why)",
            location: .byte(offset: chunk.offset)))
      }
      switch container.header.colorType {
      case .indexed:
        guard sawPalette else {
          throw failure(
            .invalidValue, "the 'tRNS' chunk at byte \(chunk.offset) comes before 'PLTE'",
            at: chunk.offset)
        }
        var alphas = data
        if alphas.count > container.palette.count {
          container.warnings.append(
            Diagnostic(
              .warning, code: "png.trns",
              message: "the 'tRNS' chunk at byte \(chunk.offset) has \(alphas.count) entries "
                + "for a palette of \(container.palette.count); the extra ones are ignored",
              location: .byte(offset: chunk.offset)))
          alphas.removeLast(alphas.count - container.palette.count)
        }
        container.transparency = alphas
      case .grey, .rgb:
        let expected = container.header.colorType == .grey ? 2 : 6
        guard data.count == expected else {
          ignore("it holds \(data.count) bytes instead of \(expected)")
          return
        }
        container.transparency = data
      case .greyAlpha, .rgba:
        ignore("an image with an alpha channel may not have one")
        return
      }
      container.transparencyOffset = chunk.data.lowerBound
    }
  }
}
