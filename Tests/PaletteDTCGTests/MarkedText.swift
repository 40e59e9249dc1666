import PaletteCore

/// Text with numbered position markers (`1️⃣`, `2️⃣`, …) that are removed before parsing.
struct MarkedText {
  /// The text without markers, as UTF-8.
  var bytes: [UInt8]
  /// The location of each marker, by its number.
  var markers: [Int: SourceLocation]

  init(_ text: String) {
    var bytes: [UInt8] = []
    var offsets: [Int: Int] = [:]
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.first {
      if ("1"..."9").contains(scalar), scalars.dropFirst().first == "\u{FE0F}",
        scalars.dropFirst(2).first == "\u{20E3}"
      {
        offsets[Int(scalar.value) - 0x30] = bytes.count
        scalars = scalars.dropFirst(3)
        continue
      }
      bytes.append(contentsOf: Array(String(scalar).utf8))
      scalars = scalars.dropFirst()
    }
    self.bytes = bytes
    self.markers = offsets.mapValues { SourceLocation.text(offset: $0, in: bytes) }
  }
}
