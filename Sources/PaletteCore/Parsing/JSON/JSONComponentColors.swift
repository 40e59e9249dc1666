/// The colour objects of the JSON dialects that write a colour as `red`, `green`, `blue` and
/// an optional `alpha`, each 0...1 (Sketch, Sip): their components, and the summaries of
/// what a palette's entries held that the format does not (members it does not write,
/// values outside 0...1), each counted and placed at its first occurrence.
package struct JSONComponentColors {
  /// The document's bytes, for the numbers' text.
  private let bytes: [UInt8]
  /// The format identifier, for errors.
  private let format: String
  /// The members a colour object may have.
  private let knownMembers: Set<String>
  /// Components or alpha outside 0...1: how many, and where the first was.
  private var outOfRange: (count: Int, position: JSONPosition)?
  /// Unknown members of colour objects, by name in the order first met: how many, and where
  /// the first was.
  private var unknownMembers: [(key: String, count: Int, position: JSONPosition)] = []
  /// Where each name is in ``unknownMembers``.
  private var unknownIndex: [String: Int] = [:]

  /// Prepares to read the colour objects of one document.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - format: The format identifier, for errors.
  ///   - knownMembers: The members a colour object may have.
  package init(bytes: [UInt8], format: String, knownMembers: Set<String>) {
    self.bytes = bytes
    self.format = format
    self.knownMembers = knownMembers
  }

  /// The colour of an object with `members`: its components (alpha 1 when absent), its
  /// unknown members counted.
  ///
  /// - Parameters:
  ///   - entry: The colour object.
  ///   - members: Its members.
  /// - Returns: The colour, in sRGB.
  /// - Throws: ``PaletteError/Kind/invalidValue`` at a missing component, one that is not a
  ///   number, or one out of `Float`'s range.
  package mutating func color(
    of entry: JSONNode, members: [JSONMember]
  ) throws(PaletteError) -> PaletteColor {
    for member in members where !knownMembers.contains(member.key) {
      if let index = unknownIndex[member.key] {
        unknownMembers[index].count += 1
      } else {
        unknownIndex[member.key] = unknownMembers.count
        unknownMembers.append((member.key, 1, member.keyPosition))
      }
    }
    let red = try component("red", of: entry, required: true)
    let green = try component("green", of: entry, required: true)
    let blue = try component("blue", of: entry, required: true)
    let alpha = try component("alpha", of: entry, required: false)
    return .srgb(red, green, blue, alpha: alpha)
  }

  /// A component of a colour object: a finite number; alpha is 1 when absent. A value outside
  /// 0...1 is kept and counted.
  private mutating func component(
    _ key: String, of entry: JSONNode, required: Bool
  ) throws(PaletteError) -> Float {
    guard let node = entry.member(key) else {
      if !required { return 1 }
      throw error("the colour has no \"\(key)\" component", at: entry.position)
    }
    guard let text = node.numberText(in: bytes) else {
      throw error("\"\(key)\" must be a number, found \(node.typeDescription)", at: node.position)
    }
    guard let value = Float(text), value.isFinite else {
      throw error("\"\(key)\" \(text) is out of range", at: node.position)
    }
    if !(0...1).contains(value) {
      outOfRange = ((outOfRange?.count ?? 0) + 1, outOfRange?.position ?? node.position)
    }
    return value
  }

  /// An error at a position of the document.
  private func error(_ message: String, at position: JSONPosition) -> PaletteError {
    PaletteError(.invalidValue, message, format: format, location: position.location)
  }

  /// The summary warnings, each with its byte offset: unknown members (`FORMAT.unknown-member`)
  /// and values outside 0...1 (`FORMAT.out-of-range`, its message ending with
  /// `outOfRangeNote`).
  ///
  /// - Parameter outOfRangeNote: Added to the out-of-range message, after "kept as read".
  /// - Returns: The warnings, unknown members first.
  package func summaries(outOfRangeNote: String = "") -> [(offset: Int, diagnostic: Diagnostic)] {
    var found: [(offset: Int, diagnostic: Diagnostic)] = []
    for unknown in unknownMembers {
      found.append(
        (
          unknown.position.offset,
          Diagnostic(
            .warning, code: "\(format).unknown-member",
            message: "unknown member '\(unknown.key)' of "
              + "\(MessageFormatting.count(unknown.count, "colour", "colours")) ignored",
            location: unknown.position.location)
        ))
    }
    if let outOfRange {
      found.append(
        (
          outOfRange.position.offset,
          Diagnostic(
            .warning, code: "\(format).out-of-range",
            message: "\(MessageFormatting.count(outOfRange.count, "value", "values")) outside "
              + "0...1 kept as read" + outOfRangeNote,
            location: outOfRange.position.location)
        ))
    }
    return found
  }
}
