/// How one entry of an image's colour table is stored.
enum ColorTableLayout: Sendable {
  /// Red, green, blue: GIF, PCX and IFF `CMAP` entries, and OS/2 1.x bitmaps.
  case rgb
  /// Blue, green, red: the `RGBTRIPLE` of a bitmap with a `BITMAPCOREHEADER`.
  case bgr
  /// Blue, green, red and a reserved byte: the `RGBQUAD` of a bitmap with a
  /// `BITMAPINFOHEADER` or one of its successors.
  case bgrx

  /// The bytes of one entry.
  var entrySize: Int {
    switch self {
    case .rgb, .bgr: 3
    case .bgrx: 4
    }
  }
}
