/// The colour type of a PNG image (`IHDR` byte 9) and what it allows.
enum PNGColorType: UInt8 {
  /// Grey samples.
  case grey = 0
  /// Red, green and blue samples.
  case rgb = 2
  /// Palette indices.
  case indexed = 3
  /// Grey and alpha samples.
  case greyAlpha = 4
  /// Red, green, blue and alpha samples.
  case rgba = 6

  /// The number of samples per pixel.
  var channels: Int {
    switch self {
    case .grey, .indexed: 1
    case .greyAlpha: 2
    case .rgb: 3
    case .rgba: 4
    }
  }

  /// The bit depths the type allows.
  var allowedDepths: [Int] {
    switch self {
    case .grey: [1, 2, 4, 8, 16]
    case .indexed: [1, 2, 4, 8]
    case .rgb, .greyAlpha, .rgba: [8, 16]
    }
  }

  /// A name for messages.
  var name: String {
    switch self {
    case .grey: "greyscale"
    case .rgb: "truecolour"
    case .indexed: "indexed-colour"
    case .greyAlpha: "greyscale with alpha"
    case .rgba: "truecolour with alpha"
    }
  }
}
