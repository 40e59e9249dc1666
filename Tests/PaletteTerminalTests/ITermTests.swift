import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteTerminal

/// iTerm2 colour presets.
@Suite struct ITermTests {
  static let roles = SchemeLayout.terminalRoles.slots.map(\.name)

  @Test(arguments: [
    "catppuccin-mocha", "catppuccin-latte", "dracula", "builtin-tango-light", "0x96f",
    "apple-system-colors-light", "tomorrow-night", "solarized-dark-higher-contrast",
  ])
  func realPresetsSniffAndDecode(_ name: String) throws {
    let bytes = Fixtures.bytes("iterm/real/\(name).itermcolors")
    #expect(ITermColorsFormat().sniff(bytes.prefix(4096)) == .strong)
    let decoded = try ITermColorsFormat().decode(bytes)
    #expect(decoded.warnings.allSatisfy { $0.severity == .note })
    #expect(decoded.palette.swatchCount >= 19)
    #expect(
      decoded.palette.allSwatches.map(\.name)
        == Array(Self.roles.prefix(decoded.palette.swatchCount)).map { Optional($0) }
        || decoded.palette.swatchCount < 22)
  }

  /// The same schemes as the iTerm2-Color-Schemes project writes them for Windows Terminal:
  /// every role's components are the scheme's colours, in sRGB and in P3 presets.
  @Test(arguments: ["dracula", "0x96f", "apple-system-colors-light"])
  func srgbPresetsHoldTheWindowsTerminalColours(_ name: String) throws {
    let iterm = try ITermColorsFormat().decode(Fixtures.bytes("iterm/real/\(name).itermcolors"))
    let wt = try WindowsTerminalFormat().decode(
      Fixtures.bytes("windows-terminal/real/\(name).json"))
    for swatch in wt.palette.allSwatches {
      guard let same = iterm.palette.allSwatches.first(where: { $0.name == swatch.name }) else {
        Issue.record("\(name): no \(swatch.name ?? "")")
        continue
      }
      // The project's generator converts a P3 preset's colours to sRGB: palconv's conversion
      // of the Display P3 colour it keeps is the same where the colour lies inside sRGB
      // (outside or on its edge, the generator clips some and scales others).
      let rgb = same.color.srgbValues
      guard [rgb.x, rgb.y, rgb.z].allSatisfy({ $0 > 0.002 && $0 < 0.998 }) else { continue }
      let bytes = [same.color.srgbValues.x, same.color.srgbValues.y, same.color.srgbValues.z].map {
        UInt8((min(max($0, 0), 1) * 255).rounded())
      }
      let written = swatch.color.rgba8
      #expect(bytes == [written.red, written.green, written.blue], "\(name) \(swatch.name ?? "")")
    }
  }

  @Test func p3ColoursStayDisplayP3() throws {
    let decoded = try ITermColorsFormat().decode(
      Fixtures.bytes("iterm/real/apple-system-colors-light.itermcolors"))
    let models = Set(decoded.palette.allSwatches.map(\.color.model))
    #expect(models.contains(.displayP3))
    let again = try ITermColorsFormat().decode(try ITermColorsFormat().encode(decoded.palette))
    #expect(again.palette == decoded.palette)
  }

  @Test func colorsWithoutAColourSpaceAreGenericRGB() throws {
    let decoded = try ITermColorsFormat().decode(
      Fixtures.bytes("iterm/real/tomorrow-night.itermcolors"))
    #expect(decoded.warnings.map(\.code).contains("iterm.calibrated"))
    #expect(decoded.palette.allSwatches.allSatisfy { $0.color.model == .srgb })
  }

  @Test func darkModeColoursAreDarkVariants() throws {
    let decoded = try ITermColorsFormat().decode(Fixtures.bytes("iterm/real/0x96f.itermcolors"))
    // 0x96f's plain colours are Display P3; its dark-mode ones the same numbers in sRGB.
    let black = decoded.palette.allSwatches[0]
    #expect(black.color.model == .displayP3)
    #expect(black.appearances[.dark]?.model == .srgb)
    #expect(black.appearances[.dark]?.components.values == black.color.components.values)
    var palette = decoded.palette
    palette.groups[0].swatches[1].appearances[.dark] = .srgb8(0x80, 0, 0)
    let written = String(decoding: try ITermColorsFormat().encode(palette), as: UTF8.self)
    #expect(written.contains("<key>Ansi 1 Color (Dark)</key>"))
    #expect(written.contains("<key>Ansi 1 Color (Light)</key>"))
    let withDark = try ITermColorsFormat().decode(Array(written.utf8))
    #expect(withDark.palette == palette)
    let again = try ITermColorsFormat().decode(try ITermColorsFormat().encode(decoded.palette))
    #expect(again.palette == decoded.palette)
  }

  @Test func writingReadsBackExactly() throws {
    for name in ["catppuccin-mocha", "dracula", "tomorrow-night"] {
      let read = try ITermColorsFormat().decode(
        Fixtures.bytes("iterm/real/\(name).itermcolors"))
      let bytes = try ITermColorsFormat().encode(read.palette)
      let again = try ITermColorsFormat().decode(bytes)
      #expect(again.palette == read.palette, "\(name)")
      #expect(again.warnings.isEmpty)
    }
  }

  @Test func goldenFile() throws {
    Golden.check(
      try ITermColorsFormat().encode(GoldenPalette.palette),
      against: "iterm/golden/golden.itermcolors")
  }

  static func preset(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>
    """
  }

  static let badCases: [BadInputCase] = [
    BadInputCase(
      name: "not a plist", text: "<dict/>", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "a colour without red",
      text: preset(
        "<key>Ansi 0 Color</key>\n<dict><key>Blue Component</key><real>0</real><key>Green Component</key><real>0</real></dict>"
      ), kind: .invalidValue, message: "the colour has no `Red Component`",
      location: .text(line: 5, column: 1)),
    BadInputCase(
      name: "NaN",
      text: preset(
        "<key>Ansi 0 Color</key>\n<dict><key>Red Component</key><real>nan</real></dict>"),
      kind: .invalidValue, location: .text(line: 5, column: 37)),
    BadInputCase(
      name: "a key without a value", text: preset("<key>Ansi 0 Color</key>"),
      kind: .invalidValue, location: .text(line: 4, column: 1)),
    BadInputCase(
      name: "an unknown colour space",
      text: preset(
        "<key>Ansi 0 Color</key>\n<dict><key>Red Component</key><real>0</real><key>Green Component</key><real>0</real><key>Blue Component</key><real>0</real><key>Color Space</key><string>CMYK</string></dict>"
      ), kind: .invalidValue, location: .text(line: 5, column: 1)),
    BadInputCase(
      name: "cut short", text: String(preset("<key>Ansi 0 Color</key>").prefix(60)),
      kind: .unexpectedEndOfInput),
  ]

  @Test(arguments: badCases)
  func badInputIsRefusedWithAPosition(_ bad: BadInputCase) {
    bad.expectRefused(format: "iterm") { _ = try ITermColorsFormat().decode($0) }
  }
}

extension ITermTests {
  /// A dark variant written as the same colour as its base reads back as none, so it is not
  /// written: a second write equals the first (a fuzzing finding).
  @Test func aDarkVariantEqualToItsBaseIsNotWritten() throws {
    var swatch = Swatch(name: "red", color: .srgb8(205, 0, 0))
    swatch.appearances[.dark] = .srgb8(205, 0, 0)
    let bytes = try ITermColorsFormat().encode(Palette(swatches: [swatch]))
    #expect(!String(decoding: bytes, as: UTF8.self).contains("(Dark)"))
    let read = try ITermColorsFormat().decode(bytes)
    #expect(try ITermColorsFormat().encode(read.palette) == bytes)
  }
}

extension ITermTests {
  /// A dark variant with a NaN component is refused as the base colour would be, not written
  /// as `0` (a fuzzing finding: the second write, of what the first read back as, lost the
  /// variant and differed).
  @Test func aDarkVariantThatIsNotFiniteIsRefused() throws {
    var swatch = Swatch(name: "green", color: .srgb8(0, 205, 0))
    swatch.appearances[.dark] = .srgb(0, .nan, 0)
    var error: PaletteError?
    do {
      _ = try ITermColorsFormat().encode(
        Palette(swatches: [Swatch(name: "black", color: .srgb8(0, 0, 0)), swatch]))
    } catch let caught {
      error = caught
    }
    #expect(error?.kind == .unrepresentable)
    #expect(
      error?.message
        == "swatch 2 (\"green\") has a dark variant with a value that is NaN or infinite, "
        + "which the format cannot hold")
    // An alpha is written too.
    swatch.appearances[.dark] = PaletteColor(
      .srgb(red: 0, green: 0.5, blue: 0), alpha: .infinity)
    #expect(throws: PaletteError.self) {
      _ = try ITermColorsFormat().encode(Palette(swatches: [swatch]))
    }
  }
}
