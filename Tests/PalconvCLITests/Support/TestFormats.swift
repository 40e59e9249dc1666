import PaletteCore
import PaletteKit

/// A small text format for CLI tests, independent of the real codecs.
///
///     TPAL
///     [Group name]
///     #rrggbb[aa] name
///
/// Upper-case hex digits decode with a warning (`tpal.uppercase`); anything else is a syntax
/// error at its line and column.
struct TextTestFormat: PaletteDecoder, PaletteEncoder {
  var identifier: String { "tpal" }
  var displayName: String { "Test text palette" }
  var fileExtensions: [String] { ["tpal"] }
  var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb])
  }

  func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    prefix.starts(with: Array("TPAL".utf8)) ? .strong : .none
  }

  func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    guard bytes.starts(with: Array("TPAL".utf8)) else {
      throw PaletteError(
        .invalidSignature, "missing TPAL header", format: "tpal",
        location: .text(line: 1, column: 1))
    }
    let text = String(decoding: bytes, as: UTF8.self)
    var palette = Palette()
    var warnings: [Diagnostic] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .dropFirst()
    {
      let number = index + 1
      if line.isEmpty { continue }
      if line.hasPrefix("[") && line.hasSuffix("]") {
        palette.groups.append(PaletteGroup(name: String(line.dropFirst().dropLast())))
        continue
      }
      guard line.hasPrefix("#") else {
        throw PaletteError(
          .syntax, "expected '#'", format: "tpal", location: .text(line: number, column: 1))
      }
      let hex = line.dropFirst().prefix { $0 != " " }
      guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
        throw PaletteError(
          .invalidValue, "bad colour '\(hex)'", format: "tpal",
          location: .text(line: number, column: 2))
      }
      if hex.contains(where: { $0.isUppercase }) {
        warnings.append(
          Diagnostic(
            .warning, code: "tpal.uppercase", message: "upper-case hex digits",
            location: .text(line: number, column: 2)))
      }
      let full = hex.count == 6 ? value << 8 | 0xFF : value
      let color = PaletteColor.srgb8(
        UInt8(full >> 24), UInt8(full >> 16 & 0xFF), UInt8(full >> 8 & 0xFF),
        alpha: UInt8(full & 0xFF))
      let rest = line.dropFirst(1 + hex.count).drop { $0 == " " }
      let swatch = Swatch(name: rest.isEmpty ? nil : String(rest), color: color)
      if palette.groups.isEmpty { palette.groups.append(PaletteGroup()) }
      palette.groups[palette.groups.count - 1].swatches.append(swatch)
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out = "TPAL\n"
    for group in palette.groups {
      if let name = group.name { out += "[\(name)]\n" }
      for swatch in group.swatches {
        let rgba = swatch.color.rgba8
        out += rgba.hexString(includeAlpha: swatch.color.hasAlpha).lowercased()
        if let name = swatch.name { out += " " + name }
        out += "\n"
      }
    }
    return Array(out.utf8)
  }
}

/// A small binary format for CLI tests: `TBIN`, a count byte, then RGB triples. No names, no
/// groups, no alpha; at most 255 swatches.
struct BinaryTestFormat: PaletteDecoder, PaletteEncoder {
  var identifier: String { "tbin" }
  var displayName: String { "Test binary palette" }
  var fileExtensions: [String] { ["tbin"] }
  var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], maxSwatches: 255)
  }

  func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    prefix.starts(with: Array("TBIN".utf8)) ? .strong : .none
  }

  func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    guard bytes.starts(with: Array("TBIN".utf8)) else {
      throw PaletteError(
        .invalidSignature, "missing TBIN signature", format: "tbin", location: .byte(offset: 0))
    }
    guard bytes.count >= 5 else {
      throw PaletteError(
        .unexpectedEndOfInput, "missing count", format: "tbin", location: .byte(offset: bytes.count)
      )
    }
    let count = Int(bytes[4])
    guard bytes.count >= 5 + count * 3 else {
      throw PaletteError(
        .unexpectedEndOfInput, "truncated colours", format: "tbin",
        location: .byte(offset: bytes.count))
    }
    let swatches = (0..<count).map { i in
      Swatch(color: .srgb8(bytes[5 + i * 3], bytes[6 + i * 3], bytes[7 + i * 3]))
    }
    return DecodedPalette(palette: Palette(swatches: swatches))
  }

  func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let swatches = palette.allSwatches
    guard swatches.count <= 255 else {
      throw PaletteError(.unrepresentable, "too many swatches", format: "tbin")
    }
    var out = Array("TBIN".utf8) + [UInt8(swatches.count)]
    for swatch in swatches {
      let rgba = swatch.color.rgba8
      out += [rgba.red, rgba.green, rgba.blue]
    }
    return out
  }
}

/// A format palconv can write but not read: an encoder and nothing else.
struct WriteOnlyTestFormat: PaletteEncoder {
  var identifier: String { "wonly" }
  var displayName: String { "Write-only test format" }
  var fileExtensions: [String] { ["wonly"] }
  var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true,
      columns: true, groups: true, alpha: true, models: Set(ColorModel.allCases))
  }
  func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    Array("\(palette.swatchCount) swatches\n".utf8)
  }
}

enum TestFormats {
  /// The registry the in-process tests use.
  static let registry = FormatRegistry(formats: [
    BinaryTestFormat(), TextTestFormat(), WriteOnlyTestFormat(),
  ])

  /// The test formats and one with options.
  static let configurable = FormatRegistry(
    formats: registry.formats + [PaddedTestFormat() as any PaletteFormat])
}

/// A write-only format with options of its own, for the registry's option handling: one line
/// of stars per swatch, `--tpad-width` stars wide, shouted with `--tpad-shout`.
struct PaddedTestFormat: PaletteEncoder, ConfigurableFormat {
  static let widthOption = FormatOption(
    "tpad-width", value: .integer(1...8, named: "n"), help: "Padded: stars per line.")
  static let shoutOption = FormatOption("tpad-shout", help: "Padded: end each line with '!'.")

  var width = 1
  var shout = false

  var identifier: String { "tpad" }
  var displayName: String { "Padded test output" }
  var fileExtensions: [String] { ["tpad"] }
  var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: Set(ColorModel.allCases))
  }
  var options: [FormatOption] { [Self.widthOption, Self.shoutOption] }

  func configured(with setting: FormatSetting) throws(FormatOptionError) -> PaddedTestFormat {
    var copy = self
    switch setting.option {
    case Self.widthOption.name: copy.width = try setting.integer(in: 1...8)
    case Self.shoutOption.name: copy.shout = true
    default: throw unknownOption(setting)
    }
    return copy
  }

  func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let line = String(repeating: "*", count: width) + (shout ? "!" : "") + "\n"
    return Array(String(repeating: line, count: palette.swatchCount).utf8)
  }
}
