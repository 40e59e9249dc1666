import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteAppleColorList

/// The two colour lists of the shared corpus (skipped when it is absent): a keyed archive
/// written by macOS and a typedstream.
@Suite(.enabled(if: Fixtures.hasCorpus)) struct AppleColorListCorpusTests {
  static let keyedPath = "other/clr/gh-dagronf-ColorPaletteCodable/DarkMailTopBar.clr"
  static let streamPath = "other/clr/gh-dagronf-ColorPaletteCodable/apple-ii.clr"

  static func bytes(_ path: String) -> [UInt8] {
    Corpus.entries.first { $0.path == path }?.bytes ?? []
  }

  @Test func theKeyedArchiveReadsAsTwelveSRGBColours() throws {
    let decoded = try AppleColorListFormat().decode(Self.bytes(Self.keyedPath))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == (0..<12).map { "0 \($0)" })
    #expect(decoded.warnings.isEmpty)
    // NSComponents of the first colour: "1 0.1058823529 0.09803921569 1" in NSID 7 (sRGB).
    #expect(swatches[0].color == .srgb(1, Float("0.1058823529")!, Float("0.09803921569")!))
    #expect(swatches[0].color.rgba8 == RGBA8(red: 255, green: 27, blue: 25, alpha: 255))
    #expect(swatches[9].color.rgba8 == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(swatches[10].color.rgba8 == RGBA8(red: 154, green: 154, blue: 154, alpha: 255))
    #expect(swatches.allSatisfy { $0.kind == .process && $0.color.model == .srgb })
  }

  /// Python's `plistlib` reads the same keys and `NSComponents` texts, so the reader's walk
  /// through the archive (UIDs, arrays, classes) agrees with an independent one.
  @Test(.enabled(if: AppleColorListEncodeTests.hasPython, "needs python3"))
  func plistlibFindsTheSameColours() throws {
    let program = """
      import sys, plistlib
      p = plistlib.loads(sys.stdin.buffer.read()); o = p['$objects']
      keys = [o[u.data] for u in o[p['$top']['NSKeys'].data]['NS.objects']]
      cols = [o[u.data] for u in o[p['$top']['NSColors'].data]['NS.objects']]
      for k, c in zip(keys, cols): print(k + '=' + c['NSComponents'].decode())
      """
    let output = try ExternalTool.pythonOutput(program, input: Self.bytes(Self.keyedPath))
    let swatches = try AppleColorListFormat().decode(Self.bytes(Self.keyedPath)).palette
      .allSwatches
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == swatches.count)
    for (line, swatch) in zip(lines, swatches) {
      let parts = line.split(separator: "=")
      #expect(String(parts[0]) == swatch.name)
      let values = parts[1].split(separator: " ").map { Float(String($0))! }
      #expect(swatch.color == .srgb(values[0], values[1], values[2], alpha: values[3]))
    }
  }

  /// The typedstream's keys spell the colours in hex, and every colour, grey or chromatic,
  /// reads as its key through Generic RGB's primaries and gamma.
  @Test func theTypedStreamReadsWithItsHexKeys() throws {
    let decoded = try AppleColorListFormat().decode(Self.bytes(Self.streamPath))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 15)
    #expect(swatches.prefix(4).map(\.name) == ["#000", "#808080", "#fff", "#d968ff"])
    #expect(swatches[0].color.rgba8 == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(swatches[1].color.rgba8 == RGBA8(red: 128, green: 128, blue: 128, alpha: 255))
    #expect(swatches[2].color.rgba8 == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    // Three keys misspell their blue digits: the stored colours are the Apple II palette's
    // orange #D9680F, brown #404B07 and green #26C30F, and red and green match the keys.
    let misspelt = ["#d968ff": "#d9680f", "#404b77": "#404b07", "#26c3ff": "#26c30f"]
    for swatch in swatches {
      let name = try #require(swatch.name)
      var key = String(name.dropFirst())
      if key.count == 3 { key = key.map { "\($0)\($0)" }.joined() }
      #expect(
        swatch.color.rgba8.hexString(includeAlpha: false).lowercased()
          == misspelt[name, default: "#" + key])
    }
    #expect(decoded.warnings.map(\.code) == ["clr.generic-rgb"])
    // At the first colour object, byte 0x1E.
    #expect(decoded.warnings.first?.location == .byte(offset: 0x1E))
    // Read as plain values instead, the gray is the stored 0.42667 (109/255).
    let plain = try AppleColorListFormat(calibrated: .srgb).decode(Self.bytes(Self.streamPath))
    #expect(plain.palette.allSwatches[1].color.rgba8.red == 109)
    #expect(plain.warnings.map(\.code) == ["clr.calibrated-as-srgb"])
  }

  @Test(arguments: [keyedPath, streamPath])
  func everyPrefixIsAnErrorWithAnOffset(_ path: String) {
    let bytes = Self.bytes(path)
    for length in 0..<bytes.count {
      do {
        _ = try AppleColorListFormat().decode(Array(bytes.prefix(length)))
        Issue.record("\(path): \(length) bytes decoded")
      } catch {
        guard case .byte(let offset)? = error.location, offset <= length else {
          Issue.record("\(path): \(length) bytes: \(error)")
          continue
        }
      }
    }
  }

  @Test(arguments: [keyedPath, streamPath])
  func roundTripsExactly(_ path: String) throws {
    let format = AppleColorListFormat()
    let palette = try format.decode(Self.bytes(path)).palette
    let written = try format.encode(palette)
    let again = try format.decode(written)
    #expect(again.palette == palette)
    #expect(again.warnings.isEmpty)
    #expect(try format.encode(again.palette) == written)
  }

  @Test func sniffsBoth() {
    #expect(AppleColorListFormat().sniff(Self.bytes(Self.keyedPath)[...].prefix(4096)) == .strong)
    #expect(AppleColorListFormat().sniff(Self.bytes(Self.streamPath)[...].prefix(4096)) == .strong)
  }
}
