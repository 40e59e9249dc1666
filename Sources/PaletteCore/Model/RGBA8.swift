/// An 8-bit sRGB colour with 8-bit alpha, as hex lists and GPL files store it.
public struct RGBA8: Hashable, Sendable {
  /// Red, 0...255.
  public var red: UInt8
  /// Green, 0...255.
  public var green: UInt8
  /// Blue, 0...255.
  public var blue: UInt8
  /// Alpha, 0 transparent ... 255 opaque.
  public var alpha: UInt8

  /// Creates an 8-bit colour.
  ///
  /// - Parameters:
  ///   - red: Red, 0...255.
  ///   - green: Green, 0...255.
  ///   - blue: Blue, 0...255.
  ///   - alpha: Alpha, 0...255; opaque by default.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when `includeAlpha` is set, in upper-case hex digits.
  ///
  /// - Parameter includeAlpha: Whether to append the alpha byte.
  /// - Returns: The hex string with a leading `#`.
  public func hexString(includeAlpha: Bool = false) -> String {
    let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    for value in includeAlpha ? [red, green, blue, alpha] : [red, green, blue] {
      bytes.append(digits[Int(value >> 4)])
      bytes.append(digits[Int(value & 0xF)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The colour as an sRGB ``PaletteColor`` (each channel through ``PaletteColor/unitValue(byte:)``).
  public var paletteColor: PaletteColor {
    .srgb8(red, green, blue, alpha: alpha)
  }
}
