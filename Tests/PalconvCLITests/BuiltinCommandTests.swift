import Foundation
import PaletteBuiltins
import PaletteCore
import PaletteKit
import Testing

@testable import PalconvCLI

@Suite struct BuiltinCommandTests {
  @Test func listsEveryPaletteWithSourceAndLicence() {
    let result = palconv(["builtin"], registry: .builtIn)
    #expect(result.code == 0)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == BuiltinPalette.all.count + 1)
    for (line, builtin) in zip(lines.dropFirst(), BuiltinPalette.all) {
      #expect(line.hasPrefix("builtin:\(builtin.identifier) "))
      #expect(line.hasSuffix(builtin.licence))
      #expect(line.contains(builtin.source))
    }
    #expect(result.out.contains("builtin:radix/blue "))
  }

  @Test func aBuiltinIsAnInputLikeAFile() throws {
    let temp = TempFolder()
    let result = palconv(["builtin:okabe-ito", "--to", "hex", "-q"], registry: .builtIn)
    #expect(result.code == 0)
    #expect(
      result.out == "000000\ne69f00\n56b4e9\n009e73\nf0e442\n0072b2\nd55e00\ncc79a7\n")
    let batch = palconv(
      ["builtin:radix/blue", "builtin:tol-muted", "--to", "json", "--out-dir", temp.path, "-q"],
      registry: .builtIn)
    #expect(batch.code == 0, "\(batch.stderr)")
    #expect(temp.read("radix/blue.json") != nil)
    #expect(temp.read("tol-muted.json") != nil)
    // Dark colours become dark appearances of an asset catalog.
    let catalog = palconv(
      ["builtin:radix/blue", "-o", temp.url("Blue.xcassets"), "-q"], registry: .builtIn)
    #expect(catalog.code == 0)
    let contents = try #require(temp.read("Blue.xcassets/blue9.colorset/Contents.json"))
    #expect(String(decoding: contents, as: UTF8.self).contains("\"value\" : \"dark\""))
    // Steps apply.
    let sky = palconv(
      ["builtin:tailwind-v3", "--select", "group:sky", "--to", "hex", "-q"], registry: .builtIn)
    #expect(sky.out.split(separator: "\n").count == 11)
  }

  @Test func anUnknownBuiltinSaysWhatThereIs() {
    let result = palconv(["builtin:okabe", "--to", "hex"], registry: .builtIn)
    #expect(result.code == 2)
    #expect(
      result.errLines.first
        == "builtin:okabe: error: there is no built-in palette 'okabe' (did you mean "
        + "okabe-ito?); 'palconv builtin' lists them [error.io]")
    let opened = FormatRegistry.builtIn.attemptOpen(.path("builtin:css-named"))
    guard case .success(let palette) = opened else {
      Issue.record("builtin:css-named did not open")
      return
    }
    #expect(palette.decoded.palette.swatchCount == 148)
    #expect(palette.detection.method == .builtin)
  }
}
