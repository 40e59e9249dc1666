import PaletteCore

/// Reads a Gpick palette: its chunks in order, the type names of `handler_map`, then the
/// records of `color_list`.
///
/// Every size, count and length is checked against the bytes left in its chunk before it is
/// used, so nothing is allocated from a number the file gives.
struct GpickPaletteReader {
  static let format = "gpa"

  /// The start of the first chunk's name: `GPA version`, padded with NULs to 16 bytes, or
  /// followed by the application's version, as Gpick 0.2 wrote it (`GPA version 0.2`).
  static let signature: [UInt8] = Array("GPA version".utf8)

  /// Whether `bytes` start with the first chunk's name: ``signature`` then a NUL or a space.
  static func startsWithSignature(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard bytes.count > signature.count, bytes.starts(with: signature) else { return false }
    let next = bytes[bytes.startIndex + signature.count]
    return next == 0 || next == ASCII.space
  }

  private let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  func read() throws(PaletteError) -> DecodedPalette {
    guard Self.startsWithSignature(bytes[...]) else {
      throw PaletteError(
        .invalidSignature, "not a Gpick palette: no 'GPA version' chunk at the start",
        format: Self.format, location: .byte(offset: 0))
    }
    var cursor = ByteCursor(bytes, format: Self.format, order: .little)
    var types: [String]?
    var swatches: [Swatch] = []
    var warnings: [Diagnostic] = []
    var first = true
    var hasAlpha = false
    var seen: Set<String> = []
    while !cursor.isAtEnd {
      let chunkOffset = cursor.offset
      let nameBytes = try cursor.bytes(16, "a chunk's name")
      var name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
      if first && name.hasPrefix("GPA version ") { name = "GPA version" }
      let sizeOffset = cursor.offset
      let low = UInt64(try cursor.u32("the size of chunk '\(name)'"))
      let high = UInt64(try cursor.u32("the size of chunk '\(name)'"))
      let size = high << 32 | low
      guard size <= UInt64(cursor.remaining) else {
        throw PaletteError(
          .unexpectedEndOfInput,
          "chunk '\(name)' is \(size) bytes, but only \(cursor.remaining) are left",
          format: Self.format, location: .byte(offset: sizeOffset))
      }
      let end = cursor.offset + Int(size)
      // A cursor that ends where the chunk does; made for the first chunk of each kind read,
      // so a file of many chunks is not copied once per chunk.
      var chunk = ByteCursor([], format: Self.format)
      if !seen.contains(name), ["GPA version", "handler_map", "color_list"].contains(name) {
        chunk = ByteCursor(
          Array(bytes[..<end]), format: Self.format, order: .little, offset: cursor.offset)
      }
      switch seen.contains(name) ? "" : name {
      case "GPA version" where first:
        let version = try chunk.u32("the version")
        guard (1...2).contains(version >> 16) else {
          throw PaletteError(
            .unsupportedVersion,
            "Gpick palette version \(version >> 16).\(version & 0xFFFF); palconv reads 1.x "
              + "and 2.x, as Gpick does",
            format: Self.format, location: .byte(offset: chunkOffset + 24))
        }
        // Gpick reads the fourth float of a colour as alpha from file format 2.0 on.
        hasAlpha = version >> 16 >= 2
      case "handler_map":
        types = try typeNames(&chunk)
      case "color_list":
        guard let types else {
          throw PaletteError(
            .invalidValue, "the colour list comes before the 'handler_map' naming its types",
            format: Self.format, location: .byte(offset: chunkOffset))
        }
        while !chunk.isAtEnd {
          if let swatch = try record(
            &chunk, types: types, hasAlpha: hasAlpha, warnings: &warnings)
          {
            swatches.append(swatch)
          }
        }
      case "color_positions" where !seen.contains(name):
        break
      default:
        warnings.append(
          Diagnostic(
            .warning, code: "gpa.skipped",
            message: seen.contains(name)
              ? "chunk '\(name)' is repeated; the first one is read, this one skipped"
              : "chunk '\(name)' (\(size) bytes) is not read; skipped",
            location: .byte(offset: chunkOffset)))
      }
      first = false
      seen.insert(name)
      cursor.offset = end
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: warnings)
  }

  /// The type names of `handler_map`: a count, then each name as a length and its bytes.
  private func typeNames(_ chunk: inout ByteCursor) throws(PaletteError) -> [String] {
    let countOffset = chunk.offset
    let count = Int(try chunk.u32("the number of value types"))
    // Each name takes four bytes at least.
    guard count <= chunk.remaining / 4 else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "\(count) value types do not fit in the \(chunk.remaining) bytes left of 'handler_map'",
        format: Self.format, location: .byte(offset: countOffset))
    }
    var names: [String] = []
    for _ in 0..<count { names.append(try text(&chunk, "a value type's name")) }
    return names
  }

  /// One record of `color_list`: a count of values, then each value's type (an index into
  /// the type names), name and sized payload. `hasAlpha`: the colour's fourth float is its
  /// alpha (file format 2.0 on), otherwise it is not read.
  private func record(
    _ chunk: inout ByteCursor, types: [String], hasAlpha: Bool, warnings: inout [Diagnostic]
  ) throws(PaletteError) -> Swatch? {
    let recordOffset = chunk.offset
    let count = Int(try chunk.u32("the number of a colour's values"))
    // Each value takes nine bytes at least: its type, and the lengths of its name and payload.
    guard count <= chunk.remaining / 9 else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "\(count) values do not fit in the \(chunk.remaining) bytes left of 'color_list'",
        format: Self.format, location: .byte(offset: recordOffset))
    }
    var name: String?
    var color: PaletteColor?
    for _ in 0..<count {
      let typeOffset = chunk.offset
      let typeIndex = Int(try chunk.u8("a value's type"))
      guard typeIndex < types.count else {
        throw PaletteError(
          .invalidValue,
          "value type \(typeIndex) is not one of the \(types.count) types of 'handler_map'",
          format: Self.format, location: .byte(offset: typeOffset))
      }
      let key = try text(&chunk, "a value's name")
      let lengthOffset = chunk.offset
      let length = Int(try chunk.u32("the length of value '\(key)'"))
      let payloadOffset = chunk.offset
      let payload = try chunk.bytes(length, "value '\(key)'")
      switch (types[typeIndex], key) {
      case ("color", "color"):
        guard length == 16 else {
          throw PaletteError(
            .invalidValue, "a colour is four float32 values (16 bytes), not \(length) bytes",
            format: Self.format, location: .byte(offset: lengthOffset))
        }
        var values: [Float] = []
        for index in 0..<(hasAlpha ? 4 : 3) {
          let start = payload.startIndex + 4 * index
          let bits =
            UInt32(payload[start]) | UInt32(payload[start + 1]) << 8
            | UInt32(payload[start + 2]) << 16 | UInt32(payload[start + 3]) << 24
          let value = Float(bitPattern: bits)
          guard value.isFinite else {
            throw PaletteError(
              .invalidValue, "a colour component is \(value), not a number palconv can hold",
              format: Self.format, location: .byte(offset: payloadOffset + 4 * index))
          }
          values.append(value)
        }
        var alpha: Float = 1
        if hasAlpha {
          guard (0...1).contains(values[3]) else {
            throw PaletteError(
              .invalidValue, "a colour's alpha is \(values[3]), outside 0...1",
              format: Self.format, location: .byte(offset: payloadOffset + 12))
          }
          alpha = values[3]
        }
        color = PaletteColor(.srgb(red: values[0], green: values[1], blue: values[2]), alpha: alpha)
      case ("string", "name"):
        name = try utf8(payload, at: payloadOffset, "a colour's name")
      default:
        continue
      }
    }
    guard let color else {
      warnings.append(
        Diagnostic(
          .warning, code: "gpa.skipped",
          message: "a record of \(count) values has no colour; skipped",
          location: .byte(offset: recordOffset)))
      return nil
    }
    return Swatch(name: name, color: color, location: .byte(offset: recordOffset))
  }

  /// A text: a 32-bit length, then that many bytes of UTF-8.
  private func text(_ chunk: inout ByteCursor, _ field: String) throws(PaletteError) -> String {
    let length = Int(try chunk.u32("the length of \(field)"))
    let offset = chunk.offset
    return try utf8(try chunk.bytes(length, field), at: offset, field)
  }

  /// `slice` as UTF-8.
  private func utf8(
    _ slice: ArraySlice<UInt8>, at offset: Int, _ field: String
  ) throws(PaletteError) -> String {
    let array = Array(slice)
    if let invalid = TextDecoder.firstInvalidUTF8(array, 0..<array.count) {
      throw PaletteError(
        .invalidEncoding, "\(field) is not valid UTF-8", format: Self.format,
        location: .byte(offset: offset + invalid))
    }
    return String(decoding: array, as: UTF8.self)
  }
}
