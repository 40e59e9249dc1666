import PaletteCore

/// What one fuzzing process checks, and for which format.
enum FuzzTargetKind {
  /// `FORMAT`: decoding arbitrary bytes returns or throws a ``PaletteError``.
  case decode(any PaletteDecoder)
  /// `roundtrip-FORMAT`: whatever decodes re-encodes to bytes that decode to the same palette.
  case roundTrip(any PaletteFormat)
  /// `model-FORMAT`: a palette built from the bytes encodes to a file its reader accepts and
  /// reads back with everything the format can hold.
  case model(any PaletteFormat)
  /// `xml`: the XML reader every XML format shares, and its writer (``XMLFuzzCheck``).
  case xml
  /// `yaml`: the YAML subset reader the YAML formats share (``YAMLFuzzCheck``).
  case yaml
  /// `toml`: the TOML subset reader of Alacritty themes (``TOMLFuzzCheck``).
  case toml
  /// `inflate`: raw DEFLATE and zlib over arbitrary bytes; any output compressed again and
  /// inflated back equal (``ArchiveFuzzCheck/inflate(_:)``).
  case inflate
  /// `zip`: the zip reader over arbitrary bytes, every entry's contents read and rewritten
  /// (``ArchiveFuzzCheck/zip(_:)``).
  case zip
  /// `deflate-roundtrip`: arbitrary bytes compressed and inflated back equal
  /// (``ArchiveFuzzCheck/deflateRoundTrip(_:)``).
  case deflateRoundTrip
  /// `bplist`: the binary property list reader and writer (``PropertyListFuzzCheck``).
  case bplist
  /// `icc`: the ICC profile reader and its transforms (``ICCFuzzCheck``).
  case icc

  /// Parses a target name such as `gpl`, `roundtrip-gpl`, `model-gpl`, `xml` or `zip`.
  ///
  /// - Parameter name: The name.
  init?(_ name: String) {
    if name == "xml" {
      self = .xml
    } else if name == "yaml" {
      self = .yaml
    } else if name == "toml" {
      self = .toml
    } else if name == "inflate" {
      self = .inflate
    } else if name == "zip" {
      self = .zip
    } else if name == "deflate-roundtrip" {
      self = .deflateRoundTrip
    } else if name == "bplist" {
      self = .bplist
    } else if name == "icc" {
      self = .icc
    } else if name.hasPrefix("roundtrip-"),
      let format = FuzzFormats.named(String(name.dropFirst(10)))
    {
      self = .roundTrip(format)
    } else if name.hasPrefix("model-"), let format = FuzzFormats.named(String(name.dropFirst(6))) {
      self = .model(format)
    } else if let format = FuzzFormats.named(name) as? any PaletteDecoder {
      self = .decode(format)
    } else {
      return nil
    }
  }
}
