import PaletteCore
import TestSupport
import Testing

@testable import PaletteASE

/// Encoding: exact bytes, the model mapping, conversions, and what cannot be written.
@Suite struct ASEEncodeTests {
  let format = ASEFormat()

  static func hex(_ text: String) -> [UInt8] {
    let digits = Array(text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "|") })
    return stride(from: 0, to: digits.count, by: 2).map {
      UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
    }
  }

  @Test func writesTheDocumentedWhiteFolderExample() throws {
    // One white RGB swatch "White" in group "Whitefolder", as an Adobe application writes it.
    let palette = Palette(groups: [
      PaletteGroup(name: "Whitefolder", swatches: [Swatch(name: "White", color: .srgb(1, 1, 1))])
    ])
    let expected = Self.hex(
      "41534546 0001 0000 00000003"
        + "| C001 0000001A 000C 0057 0068 0069 0074 0065 0066 006F 006C 0064 0065 0072 0000"
        + "| 0001 00000020 0006 0057 0068 0069 0074 0065 0000 52474220 3F800000 3F800000 3F800000 0002"
        + "| C002 00000000")
    #expect(try format.encode(palette) == expected)
  }

  @Test func nilAndEmptyNamesStayDistinct() throws {
    let palette = Palette(swatches: [
      Swatch(name: nil, color: PaletteColor(.gray(0))),
      Swatch(name: "", color: PaletteColor(.gray(1))),
    ])
    let bytes = try format.encode(palette)
    // Header, then a colour block with a zero-length name, then one whose name is a lone NUL.
    #expect(Array(bytes[12..<20]) == [0x00, 0x01, 0, 0, 0, 12, 0x00, 0x00])
    #expect(Array(bytes[30..<40]) == [0x00, 0x01, 0, 0, 0, 14, 0x00, 0x01, 0x00, 0x00])
    #expect(try format.decode(bytes).palette == palette)
  }

  @Test func surrogatePairNamesAreTwoUnits() throws {
    let palette = Palette(swatches: [Swatch(name: "🎨", color: PaletteColor(.gray(0.5)))])
    let bytes = try format.encode(palette)
    #expect(Array(bytes[18..<26]) == [0x00, 0x03, 0xD8, 0x3C, 0xDF, 0xA8, 0x00, 0x00])
    #expect(try format.decode(bytes).palette == palette)
  }

  @Test func modelsTagsAndKinds() throws {
    let palette = Palette(swatches: [
      Swatch(
        name: "c", color: PaletteColor(.cmyk(cyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4)),
        kind: .global),
      Swatch(name: "g", color: PaletteColor(.gray(0.75)), kind: .spot),
      Swatch(name: "l", color: PaletteColor(.lab(l: 52.5, a: -20, b: 30)), kind: .process),
    ])
    let bytes = try format.encode(palette)
    var expected = ASEBytes(blockCount: 3)
    expected.block(
      1, ASEBytes.colorBody(name: "c", tag: "CMYK", values: [0.1, 0.2, 0.3, 0.4], type: 0))
    expected.block(1, ASEBytes.colorBody(name: "g", tag: "Gray", values: [0.75], type: 1))
    expected.block(
      1, ASEBytes.colorBody(name: "l", tag: "LAB ", values: [0.525, -20, 30], type: 2))
    #expect(bytes == expected.bytes)
  }

  @Test func unnamedGroupsAreWrittenAtTopLevelAndEmptyNamedGroupsKept() throws {
    let palette = Palette(groups: [
      PaletteGroup(swatches: [Swatch(name: "a", color: .srgb8(1, 2, 3))]),
      PaletteGroup(name: "G", swatches: [Swatch(name: "b", color: .srgb8(4, 5, 6))]),
      PaletteGroup(name: "Empty"),
      PaletteGroup(swatches: [Swatch(name: "c", color: .srgb8(7, 8, 9))]),
    ])
    let bytes = try format.encode(palette)
    #expect(Array(bytes[8..<12]) == [0, 0, 0, 7])
    #expect(try format.decode(bytes).palette == palette)
  }

  @Test func singleUngroupedSwatchIsNotWrapped() throws {
    // As Adobe writes it (see the "white swatch no folder" fixture): one block, no group.
    let palette = Palette(swatches: [Swatch(name: "White", color: .srgb(1, 1, 1))])
    #expect(
      try format.encode(palette) == Fixtures.bytes("ase/valid/nsfmc-white-swatch-no-folder.ase"))
  }

  @Test func paletteNameAndAlphaAreDropped() throws {
    let palette = Palette(
      name: "Brand", swatches: [Swatch(name: "x", color: .srgb8(10, 20, 30, alpha: 128))])
    let decoded = try format.decode(format.encode(palette)).palette
    #expect(decoded.name == nil)
    #expect(decoded.allSwatches[0].color == .srgb8(10, 20, 30))
  }

  @Test func displayP3InsideSRGBBecomesRGB() throws {
    let p3 = PaletteColor(.displayP3(red: 0.5, green: 0.4, blue: 0.3))
    let decoded = try format.decode(
      format.encode(Palette(swatches: [Swatch(name: "p", color: p3)])))
    let color = decoded.palette.allSwatches[0].color
    #expect(color.model == .srgb)
    let expected = p3.srgbValues
    let values = color.components.values
    #expect(abs(Double(values[0]) - expected.x) < 1e-6)
    #expect(abs(Double(values[1]) - expected.y) < 1e-6)
    #expect(abs(Double(values[2]) - expected.z) < 1e-6)
  }

  @Test func wideGamutColoursBecomeLab() throws {
    let p3Red = PaletteColor(.displayP3(red: 1, green: 0, blue: 0))
    let oklch = PaletteColor(.oklch(l: 0.7, c: 0.35, h: 150))
    #expect(!p3Red.isInSRGBGamut && !oklch.isInSRGBGamut)
    let palette = Palette(swatches: [
      Swatch(name: "r", color: p3Red), Swatch(name: "o", color: oklch),
    ])
    let decoded = try format.decode(format.encode(palette)).palette.allSwatches
    for (swatch, original) in zip(decoded, [p3Red, oklch]) {
      #expect(swatch.color.model == .lab)
      let lab = original.labValues
      let values = swatch.color.components.values
      #expect(abs(Double(values[0]) - lab.x) < 1e-3)
      #expect(abs(Double(values[1]) - lab.y) < 1e-3)
      #expect(abs(Double(values[2]) - lab.z) < 1e-3)
    }
  }

  @Test func capabilities() {
    let capabilities = format.capabilities
    #expect(capabilities.swatchNames && capabilities.groups)
    #expect(!capabilities.paletteName && !capabilities.paletteDescription && !capabilities.columns)
    #expect(!capabilities.alpha)
    #expect(capabilities.models == [.srgb, .cmyk, .lab, .gray])
    #expect(capabilities.kinds == [.process, .global, .spot])
    #expect(capabilities.maxSwatches == nil)
    #expect(format.identifier == "ase")
    #expect(format.fileExtensions == ["ase"])
  }

  @Test func overlongNameIsUnrepresentable() {
    let name = String(repeating: "a", count: 65_535)
    let palette = Palette(swatches: [Swatch(name: name, color: .srgb(0, 0, 0))])
    #expect(throws: PaletteError.self) { try format.encode(palette) }
    let fits = Palette(swatches: [Swatch(name: String(name.dropLast()), color: .srgb(0, 0, 0))])
    #expect(throws: Never.self) { try format.encode(fits) }
  }

  @Test(arguments: [Float.nan, .infinity])
  func nonFiniteValueIsUnrepresentable(_ value: Float) {
    let palette = Palette(swatches: [Swatch(name: "x", color: .srgb(value, 0, 0))])
    do {
      _ = try format.encode(palette)
      Issue.record("encoded a non-finite value")
    } catch {
      #expect(error.kind == .unrepresentable)
    }
  }

  @Test func encodingIsDeterministic() throws {
    let palette = RandomPalette.make(seed: 7)
    #expect(try format.encode(palette) == format.encode(palette))
  }

  /// Random palettes in the models ASE holds come back unchanged, except what the format cannot
  /// store: the palette name, alpha, and Lab L values that no stored float decodes to exactly.
  @Test(arguments: 0..<200)
  func randomPalettesRoundTrip(_ seed: UInt64) throws {
    let palette = RandomPalette.make(seed: seed, models: [.srgb, .cmyk, .lab, .gray], alpha: false)
    var expected = palette
    expected.name = nil
    expected.mapSwatches { swatch in
      if case .lab(let l, let a, let b) = swatch.color.components {
        let l2 = ASELabLightness.modelValue(stored: ASELabLightness.storedValue(model: l))
        swatch.color.components = .lab(l: l2, a: a, b: b)
      }
    }
    let bytes = try format.encode(palette)
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette == expected)
    #expect(try format.encode(decoded.palette) == bytes)
  }
}
