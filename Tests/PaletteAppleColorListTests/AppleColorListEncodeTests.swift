import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteAppleColorList

/// The keyed-archive writer: a golden file, exact round trips, unique keys, and Python's
/// `plistlib` reading the archive's structure.
@Suite struct AppleColorListEncodeTests {
  static let palette = Palette(
    name: "Writer sample",
    swatches: [
      Swatch(name: "Paper", color: .srgb8(250, 250, 250)),
      Swatch(name: "Glass", color: .srgb(0.2, 0.4, 0.6, alpha: 0.5)),
      Swatch(name: "Ink", color: PaletteColor(.gray(0.125))),
      Swatch(name: "Fog", color: PaletteColor(.gray(0.75), alpha: 0.25)),
      Swatch(
        name: "Process cyan", color: PaletteColor(.cmyk(cyan: 1, magenta: 0, yellow: 0, black: 0))),
      Swatch(name: "Wide red", color: PaletteColor(.displayP3(red: 1, green: 0, blue: 0))),
      Swatch(name: nil, color: .srgb8(1, 2, 3)),
      Swatch(name: "Paper", color: .srgb8(0, 0, 0)),
    ])

  @Test func matchesTheGoldenFile() throws {
    Golden.check(try AppleColorListFormat().encode(Self.palette), against: "clr/golden/sample.clr")
  }

  @Test func isDeterministic() throws {
    let format = AppleColorListFormat()
    #expect(try format.encode(Self.palette) == format.encode(Self.palette))
  }

  @Test func readsBackWithUniqueKeysAndP3AsSRGB() throws {
    let format = AppleColorListFormat()
    let read = try format.decode(try format.encode(Self.palette)).palette.allSwatches
    #expect(
      read.map(\.name) == [
        "Paper", "Glass", "Ink", "Fog", "Process cyan", "Wide red", "Color 7", "Paper 2",
      ])
    let original = Self.palette.allSwatches
    for index in [0, 1, 2, 3, 4, 6, 7] { #expect(read[index].color == original[index].color) }
    #expect(read[5].color == original[5].color.converted(to: .srgb))
    #expect(format.writtenNames(of: Self.palette)?.swatches == read.map(\.name))
  }

  @Test func keysAvoidNamesUsedLater() {
    #expect(
      AppleColorListFormat.keys(for: [nil, "Color 1", "a", "a", "a 2"])
        == ["Color 1 2", "Color 1", "a", "a 3", "a 2"])
    #expect(AppleColorListFormat.keys(for: ["x", "y"]) == ["x", "y"])
  }

  @Test(arguments: 0..<40)
  func randomPalettesRoundTripExactly(_ seed: Int) throws {
    let format = AppleColorListFormat()
    let palette = RandomPalette.make(seed: UInt64(seed), models: [.srgb, .gray, .cmyk])
    let read = try format.decode(try format.encode(palette)).palette.allSwatches
    let original = palette.allSwatches
    #expect(read.count == original.count)
    #expect(read.map(\.color) == original.map(\.color))
    #expect(read.map(\.name) == AppleColorListFormat.keys(for: original.map(\.name)))
  }

  @Test func rejectsNaN() {
    let bad = Palette(swatches: [Swatch(name: "x", color: .srgb(.nan, 0, 0))])
    #expect(throws: PaletteError.self) { try AppleColorListFormat().encode(bad) }
  }

  // MARK: - plistlib

  static let hasPython = ExternalTool.pythonImports("plistlib")

  /// plistlib walks the written archive as macOS's would be walked: `$archiver`, `$top`,
  /// `NSMutableArray`s of keys and `NSColor`s, the sRGB colour space by `NSID` 7.
  @Test(.enabled(if: hasPython, "needs python3"))
  func plistlibReadsTheArchive() throws {
    let program = """
      import sys, plistlib
      # Generic RGB (primaries R .630 .340, G .295 .605, B .155 .077) and sRGB, both D65.
      def inv(m):
          (a, b, c), (d, e, f), (g, h, i) = m
          det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
          return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
                  [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
                  [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
      def mul(m, v): return [sum(m[r][k] * v[k] for k in range(3)) for r in range(3)]
      def mmul(a, b): return [[sum(a[r][k] * b[k][c] for k in range(3)) for c in range(3)] for r in range(3)]
      def to_xyz(primaries):
          cols = [[x / y, 1, (1 - x - y) / y] for x, y in primaries]
          p = [[cols[c][r] for c in range(3)] for r in range(3)]
          s = mul(inv(p), [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290])
          return [[p[r][c] * s[c] for c in range(3)] for r in range(3)]
      srgb_xyz = to_xyz([(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)])
      generic_xyz = to_xyz([(0.630, 0.340), (0.295, 0.605), (0.155, 0.077)])
      to_generic = mmul(inv(generic_xyz), srgb_xyz)
      p = plistlib.loads(sys.stdin.buffer.read()); o = p['$objects']
      print(p['$archiver'], p['$version'], o[0], sorted(p['$top']))
      ks = o[p['$top']['NSKeys'].data]; cs = o[p['$top']['NSColors'].data]
      print(o[ks['$class'].data]['$classes'])
      for k, c in zip(ks['NS.objects'], cs['NS.objects']):
          c = o[c.data]; f = {x: c[x] for x in c if x != '$class'}
          s = f.pop('NSCustomColorSpace', None)
          if 'NSRGB' in f:
              rgb = [float(x) for x in f.pop('NSRGB').rstrip(b'\\0').split()]
              srgb = [float(x) for x in f['NSComponents'].split()]
              lin = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in srgb[:3]]
              gen = [min(max(v, 0), 1) ** (1 / 1.8) for v in mul(to_generic, lin)]
              f['NSRGB'] = all(abs(a - b) < 1e-6 for a, b in zip(rgb, gen))
              f['NSRGB alpha'] = rgb[3:] == srgb[3:] or (srgb[3] == 1 and len(rgb) == 3)
          print(o[k.data], o[c['$class'].data]['$classname'],
                sorted((x, v.decode() if isinstance(v, bytes) else v) for x, v in f.items()),
                s and o[s.data]['NSID'])
      """
    let output = try ExternalTool.pythonOutput(
      program, input: try AppleColorListFormat().encode(Self.palette))
    let expected = """
      NSKeyedArchiver 100000 $null ['NSColors', 'NSKeys']
      ['NSMutableArray', 'NSArray', 'NSObject']
      Paper NSColor [('NSColorSpace', 1), ('NSComponents', '0.98039216 0.98039216 0.98039216 1'), ('NSRGB', True), ('NSRGB alpha', True)] 7
      Glass NSColor [('NSColorSpace', 1), ('NSComponents', '0.2 0.4 0.6 0.5'), ('NSRGB', True), ('NSRGB alpha', True)] 7
      Ink NSColor [('NSColorSpace', 4), ('NSWhite', '0.125\\x00')] None
      Fog NSColor [('NSColorSpace', 4), ('NSWhite', '0.75 0.25\\x00')] None
      Process cyan NSColor [('NSCMYK', '1 0 0 0\\x00'), ('NSColorSpace', 5)] None

      """
    let text = String(decoding: output, as: UTF8.self)
    #expect(text.hasPrefix(expected), "\(text)")
    #expect(text.split(separator: "\n").count == 2 + 8)
  }
}
