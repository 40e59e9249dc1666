import PaletteCore

/// Applies `--css-syntax` to the CSS codec. Temporary: the CSS codec with its value-syntax
/// property has not landed yet, so the option is accepted and validated but changes nothing.
enum CSSOptionBridge {
  static func configure(_ format: any PaletteFormat, syntax: String?) -> any PaletteFormat {
    format
  }
}
