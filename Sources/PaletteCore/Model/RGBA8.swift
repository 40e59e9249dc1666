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

  /// Reads hex colour text: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, digits of either case,
  /// the `#` optional. Alpha comes last, as in CSS; without it the colour is opaque.
  ///
  ///     RGBA8(hex: "#1E90FF")    // red 30, green 144, blue 255, alpha 255
  ///     RGBA8(hex: "f808")       // red 255, green 136, blue 0, alpha 136
  ///
  /// - Parameter text: The text, nothing around it.
  /// - Returns: `nil` when the text is not one of those forms.
  public init?(hex text: some StringProtocol) {
    var utf8 = ArraySlice(Substring(text).utf8)
    if utf8.first == UInt8(ascii: "#") { utf8 = utf8.dropFirst() }
    guard let color = HexDigits.color(utf8, alphaFirst: false) else { return nil }
    self = color
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when `includeAlpha` is set, in upper-case hex digits.
  ///
  /// - Parameter includeAlpha: Whether to append the alpha byte.
  /// - Returns: The hex string with a leading `#`.
  public func hexString(includeAlpha: Bool = false) -> String {
    String(decoding: hexBytes(includeAlpha: includeAlpha, uppercase: true), as: UTF8.self)
  }

  /// The bytes of ``hexString(includeAlpha:)``, in either case.
  ///
  /// - Parameters:
  ///   - includeAlpha: Whether to append the alpha byte.
  ///   - uppercase: Upper-case digits, or lower-case as CSS writes them.
  /// - Returns: `#` and 6 or 8 digits.
  package func hexBytes(includeAlpha: Bool, uppercase: Bool) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    bytes.reserveCapacity(9)
    appendHexDigits(to: &bytes, includeAlpha: includeAlpha, uppercase: uppercase)
    return bytes
  }

  /// Appends the 6 or 8 digits (no `#`) of the colour.
  ///
  /// - Parameters:
  ///   - out: The buffer.
  ///   - includeAlpha: Whether to append the alpha byte.
  ///   - uppercase: Upper-case digits, or lower-case.
  package func appendHexDigits(to out: inout [UInt8], includeAlpha: Bool, uppercase: Bool) {
    HexDigits.append(red, uppercase: uppercase, to: &out)
    HexDigits.append(green, uppercase: uppercase, to: &out)
    HexDigits.append(blue, uppercase: uppercase, to: &out)
    if includeAlpha { HexDigits.append(alpha, uppercase: uppercase, to: &out) }
  }

  /// The colour as an sRGB ``PaletteColor`` (each channel stored as `Float(byte / 255)`).
  public var paletteColor: PaletteColor {
    .srgb8(red, green, blue, alpha: alpha)
  }
}
