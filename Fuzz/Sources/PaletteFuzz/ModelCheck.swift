import PaletteCore

/// Structure-aware: a palette built from the bytes is written, read back and written again.
///
/// Every palette, however hostile, must give a file the format's own reader accepts, the same
/// number of swatches, and the same bytes when what was read is written again. A tame palette
/// (plain names, exact 8-bit sRGB colours) must also read back equal to what the format can
/// hold of it.
enum ModelCheck {
  /// Runs the check on one input.
  ///
  /// - Parameters:
  ///   - format: The format under test.
  ///   - bytes: The input.
  static func run(_ format: any PaletteFormat, _ bytes: [UInt8]) {
    guard format.isWritable else { return }
    var generator = PaletteGenerator(bytes)
    let palette = FuzzFormats.fitted(generator.palette(), for: format)
    if let folder = format as? any FolderPaletteEncoder & FolderPaletteDecoder,
      FuzzFormats.folderFormats.contains(format.identifier)
    {
      FolderRoundTripCheck.run(folder, palette, mustWrite: generator.isTame)
      return
    }
    let id = format.identifier
    guard let format = format as? any PaletteDecoder & PaletteEncoder else {
      // Write-only outputs (code, sheets): writing never fails on a tame palette and is
      // deterministic on every palette.
      guard let encoder = format as? any PaletteEncoder else { return }
      let first = try? encoder.encode(palette)
      if first == nil && generator.isTame { fail("\(id): a tame palette could not be written") }
      if first != (try? encoder.encode(palette)) { fail("\(id): two writes of one palette differ") }
      return
    }
    let written: [UInt8]
    do {
      written = try format.encode(palette)
    } catch {
      if generator.isTame && !FuzzFormats.mayRefuseEmpty(format, palette) {
        fail("\(id): a tame palette could not be written: \(error)")
      }
      return
    }
    let read: Palette
    do {
      read = try format.decode(written).palette
    } catch {
      fail(
        "\(id): the writer's output does not read back: \(error)\n--- written:\n"
          + String(decoding: written.prefix(2000), as: UTF8.self))
    }
    DecodeCheck.checkDecoded(read, format: format)
    let fixed = FuzzFormats.fixedRoles.contains(id)
    if !fixed { NameCheck.check(format, written: palette, read: read) }
    if read.swatchCount != palette.swatchCount && !fixed {
      fail("\(id): wrote \(palette.swatchCount) swatches, read back \(read.swatchCount)")
    }
    if generator.isTame {
      let expected = PaletteProjection.project(palette, for: format)
      if let difference = PaletteProjection.difference(
        expected: expected, actual: read, format: format)
      {
        fail("\(id): a tame palette read back differently: \(difference)")
      }
    }
    let rewritten: [UInt8]
    do {
      rewritten = try format.encode(read)
    } catch {
      fail("\(id): what was read back could not be written: \(error)")
    }
    FixedPoint.check(format, first: written, second: rewritten)
  }
}
