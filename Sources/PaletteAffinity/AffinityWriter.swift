import PaletteArchive
import PaletteCore

/// Writes an Affinity palette as Affinity 2 does: version 11, one entry `Swatches.dat` whose
/// object stream holds the palette name, one solid fill per swatch (a colour equal to an
/// earlier swatch's is a back reference to that swatch's fill, as Affinity writes it) and the
/// names, then the entry table with the stream's CRC-32.
enum AffinityWriter {
  /// The object stream's bytes being built, with the object ids and classes used so far.
  private struct Stream {
    var bytes: [UInt8] = []
    var nextID: UInt32 = 0
    var definedClasses: Set<String> = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }
    mutating func u16(_ value: UInt16) { ByteOrder.little.append(value, to: &bytes) }
    mutating func u32(_ value: UInt32) { ByteOrder.little.append(value, to: &bytes) }
    mutating func tag(_ text: String) { bytes += AffinityLayout.tag(text) }

    mutating func string(_ text: String) {
      u32(UInt32(text.utf8.count))
      bytes += text.utf8
    }

    /// A new object's reference: `1`, its id, and its class (defined on first use).
    mutating func beginObject(_ tag: String, baseClass: String? = nil) -> UInt32 {
      let id = nextID
      nextID += 1
      u8(1)
      u32(id)
      if definedClasses.insert(tag).inserted {
        u8(0)
        self.tag(tag)
        u8(1)
        u16(0)
        if let baseClass {
          u8(0)
          self.tag(baseClass)
          u8(0)
          u16(0)
        }
        u8(2)
      } else {
        u8(1)
        self.tag(tag)
      }
      return id
    }
  }

  /// The bytes of a palette.
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let swatches = palette.allSwatches
    guard swatches.count <= Int(UInt32.max / 4) else {
      throw PaletteError(.unrepresentable, "too many swatches", format: "afpalette")
    }
    var stream = Stream()
    stream.bytes += AffinityLayout.streamSignature
    stream.u16(2)
    stream.tag("PalV")
    stream.u16(1)
    stream.u32(AffinityLayout.writtenRootValue)
    stream.u8(AffinityLayout.FieldType.string)
    stream.tag("PlCN")
    stream.string(palette.name ?? "")
    stream.u8(AffinityLayout.FieldType.objects)
    stream.tag("PalV")
    stream.u32(UInt32(swatches.count))
    var fillByColor: [[UInt32]: UInt32] = [:]
    for swatch in swatches {
      let (tag, values) = colorValues(swatch.color)
      guard values.allSatisfy(\.isFinite) else {
        throw PaletteError(
          .unrepresentable,
          "the swatch '\(swatch.name ?? "")' has a value that is NaN or infinite",
          format: "afpalette")
      }
      let key = [tag == "RGBA" ? 0 : 1] + values.map(\.bitPattern)
      if let earlier = fillByColor[key] {
        stream.u8(2)
        stream.u32(earlier)
        continue
      }
      let fillID = stream.beginObject("FilS", baseClass: "Fill")
      fillByColor[key] = fillID
      stream.u8(AffinityLayout.FieldType.object)
      stream.tag("Colr")
      _ = stream.beginObject(tag)
      stream.u8(AffinityLayout.FieldType.fourFloats)
      stream.tag("_col")
      for value in values { stream.u32(value.bitPattern) }
      stream.u8(0)
      stream.u8(0)
    }
    stream.u8(AffinityLayout.FieldType.strings)
    stream.tag("PaNV")
    let names = swatches.map { $0.name ?? "" }
    stream.u32(UInt32(names.reduce(0) { $0 + 4 + $1.utf8.count }))
    stream.u32(UInt32(names.count))
    for name in names { stream.string(name) }
    stream.u8(0)
    return file(body: stream.bytes)
  }

  /// The class and the four floats of a colour: HSB as `HSLA`, everything else as sRGB
  /// `RGBA` (in gamut), each with its alpha.
  private static func colorValues(_ color: PaletteColor) -> (String, [Float]) {
    if case .hsb(let hue, let saturation, let brightness) = color.components {
      let hsl = AffinityHSL.hsl(hue: hue, saturation: saturation, brightness: brightness)
      return ("HSLA", [hsl.hue, hsl.saturation, hsl.lightness, color.alpha])
    }
    if case .srgb(let red, let green, let blue) = color.components {
      return ("RGBA", [red, green, blue, color.alpha])
    }
    let rgb = color.srgbInGamut
    return ("RGBA", [Float(rgb.x), Float(rgb.y), Float(rgb.z), color.alpha])
  }

  /// The whole file around the object stream: header, stream, terminator, entry table.
  private static func file(body: [UInt8]) -> [UInt8] {
    let bodySize = UInt64(body.count)
    let footerOffset = UInt64(AffinityLayout.bodyOffset) + bodySize + 4
    let footerSize: UInt64 = 103 + UInt64(AffinityLayout.entryName.count)
    let fileSize = footerOffset + footerSize
    let crc = CRC32.checksum(body)
    var out: [UInt8] = []
    out.reserveCapacity(Int(fileSize))
    func u32(_ value: UInt32) { ByteOrder.little.append(value, to: &out) }
    func u64(_ value: UInt64) {
      u32(UInt32(truncatingIfNeeded: value))
      u32(UInt32(truncatingIfNeeded: value >> 32))
    }
    out += AffinityLayout.signature
    u32(AffinityLayout.writtenVersion)
    out += AffinityLayout.tag("Swth")
    out += Array("#Inf".utf8)
    u64(footerOffset)
    u64(fileSize)
    u64(bodySize)
    u64(0)
    u64(UInt64(AffinityLayout.writtenTimestamp))
    u32(2)
    u32(2)
    out += Array("Prot".utf8)
    u32(AffinityLayout.writtenProtocol)
    out += Array("#Fil".utf8)
    out += body
    out += AffinityLayout.bodyTerminator
    out += Array("#FT4".utf8)
    u64(0)
    u64(UInt64(AffinityLayout.writtenTimestamp))
    u64(fileSize)
    u64(bodySize)
    u64(0)
    u32(1)
    u32(0)
    u32(56)
    out += [0, 0, 0, 1]
    u32(0)
    u32(AffinityLayout.entryTagOffset)
    u32(0)
    u64(bodySize)
    u64(bodySize)
    u32(crc)
    out.append(0)
    u32(AffinityLayout.writtenRootValue)
    u32(crc)
    ByteOrder.little.append(UInt16(AffinityLayout.entryName.count), to: &out)
    out += AffinityLayout.entryName
    return out
  }
}
