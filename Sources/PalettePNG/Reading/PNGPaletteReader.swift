import PaletteCore

/// Reads a palette from a PNG: an indexed image's `PLTE` (with `tRNS` alpha), or the distinct
/// colours of any other image in scan order when there are at most 256.
enum PNGPaletteReader {
  /// The most distinct colours a truecolour or greyscale image may have to be read as a palette.
  static let maxDistinctColors = 256

  /// Decodes a palette.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let decoding = try PNGDecoding(bytes)
    var warnings = decoding.container.warnings
    var swatches: [Swatch]
    let colorType = decoding.container.header.colorType
    if colorType == .indexed {
      swatches = try indexed(decoding, warnings: &warnings)
    } else {
      swatches = try distinct(decoding, warnings: &warnings)
    }
    if let profile = decoding.container.iccProfile {
      let (converted, note) = PNGEmbeddedProfile.apply(
        to: swatches, chunk: profile, isGray: colorType == .grey || colorType == .greyAlpha)
      swatches = converted
      warnings.append(note)
    }
    var palette = Palette()
    if let first = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: first.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// Every `PLTE` entry in order, with a note when the image uses fewer.
  private static func indexed(
    _ decoding: PNGDecoding, warnings: inout [Diagnostic]
  ) throws(PaletteError) -> [Swatch] {
    let container = decoding.container
    var used = [Bool](repeating: false, count: 256)
    var usedCount = 0
    var samples: [UInt16] = []
    let header = container.header
    let entries = container.palette.count
    try decoding.forEachRow { (pass, row, bytes) throws(PaletteError) in
      PNGScanlines.unpack(bytes, width: pass.width, header: header, into: &samples)
      for column in 0..<pass.width {
        let index = Int(samples[column])
        guard index < entries else {
          let x = pass.startX + column * pass.stepX
          let y = pass.startY + row * pass.stepY
          throw PaletteError(
            .invalidValue,
            "the pixel at (\(x), \(y)) has palette index \(index) but the palette has "
              + "\(entries) entries", format: "png",
            location: .byte(offset: container.imageDataOffset))
        }
        if !used[index] {
          used[index] = true
          usedCount += 1
        }
      }
    }
    let alphas = container.transparency ?? []
    let swatches = container.palette.enumerated().map { index, entry in
      Swatch(
        color: .srgb8(
          entry.red, entry.green, entry.blue, alpha: index < alphas.count ? alphas[index] : 255),
        location: .byte(offset: entry.offset))
    }
    if usedCount < swatches.count {
      let unused = (0..<swatches.count).filter { !used[$0] }
      let list = MessageFormatting.list(unused.map(String.init), limit: 8)
      warnings.append(
        Diagnostic(
          .note, code: "png.unused",
          message: "the image uses \(usedCount) of its \(swatches.count) palette entries; all "
            + "are read, in order (unused: \(list))",
          location: .byte(offset: container.palette[0].offset)))
    }
    return swatches
  }

  /// The distinct colours of the image in scan order, fully transparent pixels left out.
  private static func distinct(
    _ decoding: PNGDecoding, warnings: inout [Diagnostic]
  ) throws(PaletteError) -> [Swatch] {
    let header = decoding.container.header
    var first: [PNGPixelModel.Sample: Int] = [:]
    var transparent = 0
    var last: PNGPixelModel.Sample?
    let width = header.width
    let offset = decoding.container.imageDataOffset
    try decoding.forEachSampleRow { (pass, y, samples) throws(PaletteError) in
      for (column, sample) in samples.enumerated() {
        guard PNGPixelModel.alpha(of: sample) != 0 else {
          transparent += 1
          continue
        }
        if sample == last, !header.interlaced { continue }
        last = sample
        let position = y * width + pass.startX + column * pass.stepX
        if let known = first[sample] {
          if position < known { first[sample] = position }
          continue
        }
        guard first.count < maxDistinctColors else {
          throw PaletteError(
            .limitExceeded,
            "the \(header.colorType.name) image has more than \(maxDistinctColors) distinct "
              + "colours, so it is a picture rather than a palette strip; `palconv extract` "
              + "makes a palette of its main colours", format: "png",
            location: .byte(offset: offset))
        }
        first[sample] = position
      }
    }
    if transparent > 0 {
      warnings.append(
        Diagnostic(
          .note, code: "png.transparent",
          message:
            "\(MessageFormatting.count(transparent, "fully transparent pixel is", "fully transparent pixels are")) not read as colours",
          location: .byte(offset: offset)))
    }
    let model = decoding.model
    return first.sorted { $0.value < $1.value }.map { sample, _ in
      Swatch(color: model.color(sample))
    }
  }
}
