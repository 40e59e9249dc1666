import PaletteCore

/// Writes a palette as the smallest sprite Aseprite opens: 1×1 pixels, indexed (colour depth
/// 8), one frame holding an sRGB colour profile chunk, the palette chunk (0x2019) with names
/// and alpha, one background layer and one raw cel whose pixel is entry 0.
enum AsepriteWriter {
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let swatches = palette.allSwatches
    guard !swatches.isEmpty else {
      throw PaletteError(
        .unrepresentable,
        "an indexed Aseprite sprite needs at least one palette entry; the palette is empty",
        format: AsepriteReader.format)
    }
    guard swatches.count <= AsepriteLayout.writtenEntries else {
      throw PaletteError(
        .unrepresentable,
        "an indexed Aseprite sprite holds at most 256 colours; this palette has "
          + "\(swatches.count)", format: AsepriteReader.format)
    }
    var chunks: [[UInt8]] = [colorProfileChunk()]
    chunks.append(try paletteChunk(swatches))
    chunks.append(layerChunk())
    chunks.append(celChunk())

    var out = header(colors: swatches.count)
    let frameSize = AsepriteLayout.frameHeaderSize + chunks.reduce(0) { $0 + $1.count }
    ByteOrder.little.append(UInt32(frameSize), to: &out)
    ByteOrder.little.append(AsepriteLayout.frameMagic, to: &out)
    ByteOrder.little.append(UInt16(chunks.count), to: &out)
    ByteOrder.little.append(UInt16(100), to: &out)  // frame duration, milliseconds
    out += [0, 0]
    ByteOrder.little.append(UInt32(chunks.count), to: &out)
    for chunk in chunks { out += chunk }
    out.setLittleEndian(UInt32(out.count), at: 0)
    return out
  }

  /// The 128-byte header; the file size is filled in at the end.
  private static func header(colors: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(AsepriteLayout.headerSize)
    ByteOrder.little.append(UInt32(0), to: &out)
    ByteOrder.little.append(AsepriteLayout.fileMagic, to: &out)
    ByteOrder.little.append(UInt16(1), to: &out)  // frames
    ByteOrder.little.append(UInt16(1), to: &out)  // width
    ByteOrder.little.append(UInt16(1), to: &out)  // height
    ByteOrder.little.append(UInt16(8), to: &out)  // colour depth: indexed
    ByteOrder.little.append(UInt32(1), to: &out)  // flags: layer opacity is valid
    ByteOrder.little.append(UInt16(100), to: &out)  // speed (deprecated)
    ByteOrder.little.append(UInt32(0), to: &out)
    ByteOrder.little.append(UInt32(0), to: &out)
    out += [0, 0, 0, 0]  // transparent index 0, then 3 ignored bytes
    ByteOrder.little.append(UInt16(colors), to: &out)
    out += [1, 1]  // pixel ratio 1:1
    ByteOrder.little.append(UInt16(0), to: &out)  // grid x
    ByteOrder.little.append(UInt16(0), to: &out)  // grid y
    ByteOrder.little.append(UInt16(16), to: &out)  // grid width
    ByteOrder.little.append(UInt16(16), to: &out)  // grid height
    out += [UInt8](repeating: 0, count: AsepriteLayout.headerSize - out.count)
    return out
  }

  /// A chunk: its size (header included), its type, its data.
  private static func chunk(_ type: UInt16, _ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(AsepriteLayout.chunkHeaderSize + data.count)
    ByteOrder.little.append(UInt32(AsepriteLayout.chunkHeaderSize + data.count), to: &out)
    ByteOrder.little.append(type, to: &out)
    return out + data
  }

  /// The colour profile chunk: sRGB, no fixed gamma.
  private static func colorProfileChunk() -> [UInt8] {
    var data: [UInt8] = []
    ByteOrder.little.append(UInt16(1), to: &data)  // sRGB
    ByteOrder.little.append(UInt16(0), to: &data)  // flags
    ByteOrder.little.append(UInt32(0), to: &data)  // gamma
    data += [UInt8](repeating: 0, count: 8)
    return chunk(AsepriteLayout.colorProfileChunk, data)
  }

  /// The palette chunk: every entry, its name when it has one.
  private static func paletteChunk(_ swatches: [Swatch]) throws(PaletteError) -> [UInt8] {
    var data: [UInt8] = []
    ByteOrder.little.append(UInt32(swatches.count), to: &data)
    ByteOrder.little.append(UInt32(0), to: &data)
    ByteOrder.little.append(UInt32(swatches.count - 1), to: &data)
    data += [UInt8](repeating: 0, count: 8)
    for (index, swatch) in swatches.enumerated() {
      let color = try swatch.writableColor(
        in: [.srgb], checkingAlpha: true, position: index + 1, format: AsepriteReader.format)
      let rgba = color.rgba8
      let name = swatch.name.map { Array($0.utf8) }
      ByteOrder.little.append(name == nil ? 0 : AsepriteLayout.hasNameFlag, to: &data)
      data += [rgba.red, rgba.green, rgba.blue, rgba.alpha]
      if let name {
        guard name.count <= Int(UInt16.max) else {
          throw PaletteError(
            .unrepresentable,
            "swatch \(index + 1)'s name is \(name.count) bytes of UTF-8; an Aseprite name "
              + "holds at most 65,535", format: AsepriteReader.format, location: swatch.location)
        }
        ByteOrder.little.append(UInt16(name.count), to: &data)
        data += name
      }
    }
    return chunk(AsepriteLayout.paletteChunk, data)
  }

  /// One visible, editable background layer named "Background".
  private static func layerChunk() -> [UInt8] {
    var data: [UInt8] = []
    // Flags: visible, editable, lock movement, background.
    ByteOrder.little.append(UInt16(0x0F), to: &data)
    ByteOrder.little.append(UInt16(0), to: &data)  // normal image layer
    ByteOrder.little.append(UInt16(0), to: &data)  // child level
    ByteOrder.little.append(UInt16(0), to: &data)  // default width (ignored)
    ByteOrder.little.append(UInt16(0), to: &data)  // default height (ignored)
    ByteOrder.little.append(UInt16(0), to: &data)  // blend mode: normal
    data += [255, 0, 0, 0]  // opacity, then 3 reserved bytes
    let name = Array("Background".utf8)
    ByteOrder.little.append(UInt16(name.count), to: &data)
    return chunk(AsepriteLayout.layerChunk, data + name)
  }

  /// One raw 1×1 cel on layer 0 whose pixel is palette entry 0.
  private static func celChunk() -> [UInt8] {
    var data: [UInt8] = []
    ByteOrder.little.append(UInt16(0), to: &data)  // layer index
    ByteOrder.little.append(UInt16(0), to: &data)  // x
    ByteOrder.little.append(UInt16(0), to: &data)  // y
    data.append(255)  // opacity
    ByteOrder.little.append(UInt16(0), to: &data)  // raw cel
    ByteOrder.little.append(UInt16(0), to: &data)  // z-index
    data += [UInt8](repeating: 0, count: 5)
    ByteOrder.little.append(UInt16(1), to: &data)  // width
    ByteOrder.little.append(UInt16(1), to: &data)  // height
    data.append(0)  // the pixel: entry 0
    return chunk(AsepriteLayout.celChunk, data)
  }
}
