import PaletteCore

/// Reads the colour list of a typedstream: a group `i` (the list's version), a group `@i` (an
/// object, nil in the files seen, and the colour count), then one group `@@` per colour with
/// the `NSColor` and its `NSString` key.
enum TypedStreamColorListReader {
  /// Reads the entries.
  ///
  /// - Parameter bytes: The file.
  /// - Returns: The keys and colours, in list order.
  /// - Throws: ``PaletteCore/PaletteError`` with the byte offset of the part at fault.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> [ColorListEntry] {
    var reader = TypedStreamReader(bytes)
    try reader.header()
    let versionStart = reader.offset
    let version = try reader.group()
    guard version.count == 1, case .integer = version[0] else {
      throw reader.error(
        .invalidValue, "the colour list does not start with its version (a group 'i')",
        at: versionStart)
    }
    let countStart = reader.offset
    let header = try reader.group()
    guard header.count == 2, case .integer(let count) = header[1] else {
      throw reader.error(
        .invalidValue, "the colour list's count (a group '@i') is missing", at: countStart)
    }
    guard count >= 0 else {
      var why = ""
      if count >= -110 {
        // A literal byte: the writer of the file took the signed byte for an unsigned one.
        let byte = String(count + 256, radix: 16, uppercase: true)
        why =
          " (a signed number, in which the byte \(byte) is \(count); \(count + 256) is written "
          + "81 \(byte) 00)"
      }
      throw reader.error(
        .invalidValue, "the colour list's count is \(count)\(why): a count cannot be negative",
        at: countStart)
    }
    // Each colour takes at least a few bytes: a count beyond the bytes left is a lie.
    guard count <= Int64(bytes.count - reader.offset) else {
      throw reader.error(
        .invalidValue,
        "the colour list declares \(count) colours, more than the \(bytes.count - reader.offset) "
          + "bytes left could hold", at: countStart)
    }
    var entries: [ColorListEntry] = []
    for number in stride(from: 1, through: Int(count), by: 1) {
      let start = reader.offset
      guard !reader.isAtEnd else {
        throw reader.error(
          .unexpectedEndOfInput,
          "the stream ends after \(number - 1) of the \(count) colours it declares", at: start)
      }
      let pair = try reader.group()
      guard pair.count == 2, case .object(let colorIndex?) = pair[0],
        case .object(let keyIndex?) = pair[1],
        case .color(let color, let offset) = reader.objects[colorIndex],
        case .string(let key) = reader.objects[keyIndex]
      else {
        throw reader.error(
          .invalidValue, "colour \(number) is not a colour and its key (a group '@@')", at: start)
      }
      entries.append(ColorListEntry(key: key, color: color, offset: offset))
    }
    guard reader.isAtEnd else {
      throw reader.error(
        .invalidValue,
        "\(bytes.count - reader.offset) bytes follow the \(count) colours the list declares",
        at: reader.offset)
    }
    return entries
  }
}
