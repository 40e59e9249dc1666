/// IBM code page 437, the encoding zip names use when flag bit 11 (UTF-8) is clear.
enum CodePage437 {
  /// The characters of bytes 0x80–0xFF (the lower half is ASCII).
  private static let upperHalf: [Character] = Array(
    "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀"
      + "αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{A0}")

  /// Decodes bytes as code page 437.
  ///
  /// - Parameter bytes: The name's bytes.
  /// - Returns: The text.
  static func decode(_ bytes: ArraySlice<UInt8>) -> String {
    var text = ""
    text.reserveCapacity(bytes.count)
    for byte in bytes {
      if byte < 0x80 {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        text.append(upperHalf[Int(byte - 0x80)])
      }
    }
    return text
  }
}
