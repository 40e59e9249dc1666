import PaletteCore
import TestSupport
import Testing

/// The codec defects the fuzz targets found, each pinned by the property that failed.
@Suite struct CodecFixTests {
  /// The GPL writer wrote empty description lines at the ends as `#` lines, which the reader
  /// drops, so a second write differed from the first.
  @Test func gplDescriptionWithBlankEndsIsAFixedPointAfterOneWrite() throws {
    let gpl = try Formats.codec("gpl")
    let palette = Palette(
      description: "\nfirst\n\nsecond\n\n",
      groups: [PaletteGroup(swatches: [Swatch(color: .srgb8(1, 2, 3))])])
    let first = try gpl.encode(palette)
    let reread = try gpl.decode(first).palette
    #expect(reread.description == "first\n\nsecond")
    #expect(try gpl.encode(reread) == first)
    #expect(
      String(decoding: first, as: UTF8.self).hasPrefix("GIMP Palette\n#\n# first\n#\n# second\n  1")
    )
  }

  /// The ASE writer stored a Lab lightness whose reading (stored × 100) overflows `Float`, so
  /// its own reader rejected the file; such a colour is now unrepresentable.
  @Test func aseLabLightnessTooLargeToReadBackIsUnrepresentable() throws {
    let ase = try Formats.codec("ase")
    let huge = Palette(swatches: [
      Swatch(name: "L", color: PaletteColor(.lab(l: .greatestFiniteMagnitude, a: 0, b: 0)))
    ])
    let error = #expect(throws: PaletteError.self) { try ase.encode(huge) }
    #expect(error?.kind == .unrepresentable)
    // An ordinary lightness still writes and reads back bit for bit.
    let ordinary = Palette(swatches: [
      Swatch(name: "L", color: PaletteColor(.lab(l: 50, a: -12.5, b: 7)))
    ])
    #expect(try ase.decode(try ase.encode(ordinary)).palette == ordinary)
  }

  /// The HTML and SVG sheets converted a component to `Int`, which traps past 9.2e18.
  @Test(arguments: ["html", "svg"])
  func sheetsWriteHugeComponentsWithoutTrapping(_ identifier: String) throws {
    let palette = Palette(swatches: [
      Swatch(name: "lab", color: PaletteColor(.lab(l: 50, a: 1e30, b: -3e38))),
      Swatch(name: "p3", color: PaletteColor(.displayP3(red: 1e20, green: 0, blue: 0))),
      Swatch(name: "oklch", color: PaletteColor(.oklch(l: 1e25, c: 1e25, h: -1e25))),
    ])
    let text = String(decoding: try Formats.encoder(identifier).encode(palette), as: UTF8.self)
    #expect(text.contains("lab(50, 1.0000000150474662e+30"))
  }
}

/// The CSS reader turned finite but huge numbers (`hsl()` lightness of 1e40%, a bare
/// `H S% L%` triplet with a 50-digit saturation) into infinite components.
@Suite struct CSSFiniteComponentTests {
  @Test func componentsPastFloatAreNeverInfinite() throws {
    let bytes = Fixtures.bytes("fuzz/css/components-past-float.css")
    let decoded = try Formats.codec("css").decode(bytes)
    for swatch in decoded.palette.allSwatches {
      #expect(swatch.color.components.values.allSatisfy { $0.isFinite }, "\(swatch)")
    }
    // hsl() and lab() clamp lightness into range; the bare triplet is not read as a colour.
    #expect(decoded.palette.allSwatches.map(\.name) == ["b", "c", "ok"])
    #expect(decoded.warnings.map(\.code) == ["css.not-a-color"])
    #expect(decoded.warnings.first?.location == .text(line: 2, column: 3))
  }
}

/// The CSS reader kept an `oklch()` hue of `-0` as -0.0, which the writer writes as `0`: the
/// round trip changed the colour's bits.
@Suite struct CSSNegativeZeroHueTests {
  @Test func aHueOfMinusZeroReadsAsZeroAndRoundTrips() throws {
    let css = try Formats.codec("css")
    let palette = try css.decode(Fixtures.bytes("fuzz/css/negative-zero-hue.css")).palette
    let hues = palette.allSwatches.map { swatch -> UInt32? in
      guard case .oklch(_, _, let h) = swatch.color.components else { return nil }
      return h.bitPattern
    }
    #expect(hues == [Float(0).bitPattern, Float(0).bitPattern])
    #expect(try css.decode(try css.encode(palette)).palette == palette)
  }
}
