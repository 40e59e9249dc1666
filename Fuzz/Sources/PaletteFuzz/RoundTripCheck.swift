import PaletteCore

/// Decode, encode, decode: anything a reader accepts, its writer writes back in a form the
/// reader accepts, with every part the format holds unchanged, and the bytes are a fixed
/// point from the first re-encoding on.
enum RoundTripCheck {
  /// Runs the check on one input.
  ///
  /// - Parameters:
  ///   - format: The format under test.
  ///   - bytes: The input.
  static func run(_ format: any PaletteFormat, _ bytes: [UInt8]) {
    guard let decoder = format as? any PaletteDecoder,
      let decoded = try? decoder.decode(bytes).palette
    else { return }
    let first = FuzzFormats.fitted(decoded, for: format)
    if let folder = format as? any FolderPaletteEncoder & FolderPaletteDecoder,
      FuzzFormats.folderFormats.contains(format.identifier)
    {
      FolderRoundTripCheck.run(folder, first, mustWrite: true)
      return
    }
    guard FuzzFormats.roundTrips(format),
      let format = format as? any PaletteDecoder & PaletteEncoder
    else { return }
    let id = format.identifier
    let firstBytes: [UInt8]
    do {
      firstBytes = try format.encode(first)
    } catch {
      if FuzzFormats.mayRefuseEmpty(format, first) { return }
      fail("\(id): a palette this format read could not be written: \(error)")
    }
    let second: Palette
    do {
      second = try format.decode(firstBytes).palette
    } catch {
      fail("\(id): the writer's output does not read back: \(error)")
    }
    if !FuzzFormats.fixedRoles.contains(id) {
      NameCheck.check(format, written: first, read: second)
    }
    let expected = PaletteProjection.project(first, for: format)
    if let difference = PaletteProjection.difference(
      expected: expected, actual: second, format: format)
    {
      fail("\(id): read back differently: \(difference)")
    }
    let secondBytes: [UInt8]
    do {
      secondBytes = try format.encode(second)
    } catch {
      fail("\(id): re-encoding failed: \(error)")
    }
    FixedPoint.check(format, first: firstBytes, second: secondBytes)
  }
}
