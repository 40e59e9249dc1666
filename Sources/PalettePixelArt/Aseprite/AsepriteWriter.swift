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
    out.appendLittleEndian(UInt32(frameSize))
    out.appendLittleEndian(AsepriteLayout.frameMagic)
    out.appendLittleEndian(UInt16(chunks.count))
    out.appendLittleEndian(UInt16(100))  // frame duration, milliseconds
    out += [0, 0]
    out.appendLittleEndian(UInt32(chunks.count))
    for chunk in chunks { out += chunk }
    out.setLittleEndian(UInt32(out.count), at: 0)
    return out
  }

  /// The 128-byte header; the file size is filled in at the end.
  private static func header(colors: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(AsepriteLayout.headerSize)
    out.appendLittleEndian(UInt32(0))
    out.appendLittleEndian(AsepriteLayout.fileMagic)
    out.appendLittleEndian(UInt16(1))  // frames
    out.appendLittleEndian(UInt16(1))  // width
    out.appendLittleEndian(UInt16(1))  // height
    out.appendLittleEndian(UInt16(8))  // colour depth: indexed
    out.appendLittleEndian(UInt32(1))  // flags: layer opacity is valid
    out.appendLittleEndian(UInt16(100))  // speed (deprecated)
    out.appendLittleEndian(UInt32(0))
    out.appendLittleEndian(UInt32(0))
    out += [0, 0, 0, 0]  // transparent index 0, then 3 ignored bytes
    out.appendLittleEndian(UInt16(colors))
    out += [1, 1]  // pixel ratio 1:1
    out.appendLittleEndian(UInt16(0))  // grid x
    out.appendLittleEndian(UInt16(0))  // grid y
    out.appendLittleEndian(UInt16(16))  // grid width
    out.appendLittleEndian(UInt16(16))  // grid height
    out += [UInt8](repeating: 0, count: AsepriteLayout.headerSize - out.count)
    return out
  }

  /// A chunk: its size (header included), its type, its data.
  private static func chunk(_ type: UInt16, _ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(AsepriteLayout.chunkHeaderSize + data.count)
    out.appendLittleEndian(UInt32(AsepriteLayout.chunkHeaderSize + data.count))
    out.appendLittleEndian(type)
    return out + data
  }

  /// The colour profile chunk: sRGB, no fixed gamma.
  private static func colorProfileChunk() -> [UInt8] {
    var data: [UInt8] = []
    data.appendLittleEndian(UInt16(1))  // sRGB
    data.appendLittleEndian(UInt16(0))  // flags
    data.appendLittleEndian(UInt32(0))  // gamma
    data += [UInt8](repeating: 0, count: 8)
    return chunk(AsepriteLayout.colorProfileChunk, data)
  }

  /// The palette chunk: every entry, its name when it has one.
  private static func paletteChunk(_ swatches: [Swatch]) throws(PaletteError) -> [UInt8] {
    var data: [UInt8] = []
    data.appendLittleEndian(UInt32(swatches.count))
    data.appendLittleEndian(UInt32(0))
    data.appendLittleEndian(UInt32(swatches.count - 1))
    data += [UInt8](repeating: 0, count: 8)
    for (index, swatch) in swatches.enumerated() {
      let color = try swatch.writableColor(
        in: [.srgb], checkingAlpha: true, position: index + 1, format: AsepriteReader.format)
      let rgba = color.rgba8
      let name = swatch.name.map { Array($0.utf8) }
      data.appendLittleEndian(name == nil ? 0 : AsepriteLayout.hasNameFlag)
      data += [rgba.red, rgba.green, rgba.blue, rgba.alpha]
      if let name {
        guard name.count <= Int(UInt16.max) else {
          throw PaletteError(
            .unrepresentable,
            "swatch \(index + 1)'s name is \(name.count) bytes of UTF-8; an Aseprite name "
              + "holds at most 65,535", format: AsepriteReader.format, location: swatch.location)
        }
        data.appendLittleEndian(UInt16(name.count))
        data += name
      }
    }
    return chunk(AsepriteLayout.paletteChunk, data)
  }

  /// One visible, editable background layer named "Background".
  private static func layerChunk() -> [UInt8] {
    var data: [UInt8] = []
    data.appendLittleEndian(UInt16(0x0F))  // visible, editable, lock movement, background
    data.appendLittleEndian(UInt16(0))  // normal image layer
    data.appendLittleEndian(UInt16(0))  // child level
    data.appendLittleEndian(UInt16(0))  // default width (ignored)
    data.appendLittleEndian(UInt16(0))  // default height (ignored)
    data.appendLittleEndian(UInt16(0))  // blend mode: normal
    data += [255, 0, 0, 0]  // opacity, then 3 reserved bytes
    let name = Array("Background".utf8)
    data.appendLittleEndian(UInt16(name.count))
    return chunk(AsepriteLayout.layerChunk, data + name)
  }

  /// One raw 1×1 cel on layer 0 whose pixel is palette entry 0.
  private static func celChunk() -> [UInt8] {
    var data: [UInt8] = []
    data.appendLittleEndian(UInt16(0))  // layer index
    data.appendLittleEndian(UInt16(0))  // x
    data.appendLittleEndian(UInt16(0))  // y
    data.append(255)  // opacity
    data.appendLittleEndian(UInt16(0))  // raw cel
    data.appendLittleEndian(UInt16(0))  // z-index
    data += [UInt8](repeating: 0, count: 5)
    data.appendLittleEndian(UInt16(1))  // width
    data.appendLittleEndian(UInt16(1))  // height
    data.append(0)  // the pixel: entry 0
    return chunk(AsepriteLayout.celChunk, data)
  }
}
