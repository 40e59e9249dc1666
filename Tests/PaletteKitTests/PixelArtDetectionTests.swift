import PaletteCore
import TestSupport
import Testing

@testable import PaletteKit

/// Detection of the pixel-art palettes among the built-in formats: Aseprite sprites beside Adobe
/// Swatch Exchange on `.ase`, Pixelorama's and Lospec's JSON, Animator's headerless tables.
@Suite struct PixelArtDetectionTests {
  @Test func asepriteSpriteGoesToTheAsepriteReader() {
    // An Aseprite header: file size (4 bytes LE), then magic 0xA5E0 LE, then a '#' that a
    // weak text sniffer would otherwise take. `.ase` is Adobe Swatch Exchange's extension too.
    var sprite: [UInt8] = [0x80, 0, 0, 0, 0xE0, 0xA5]
    sprite += Array("#!".utf8)
    let detection = FormatRegistry.builtIn.detect(bytes: sprite, pathExtension: "ase")
    #expect(detection.identifier == "aseprite")
    #expect(detection.method == .content)
    #expect(detection.reason.contains("0xA5E0 at byte 4"))
    // A whole sprite is recognised strongly, by its file and frame magic, whatever its name.
    let real = Fixtures.bytes("aseprite/real/Catppuccin.aseprite")
    for name in ["ase", "aseprite", nil] {
      let whole = FormatRegistry.builtIn.detect(bytes: real, pathExtension: name)
      #expect(whole.identifier == "aseprite")
      #expect(whole.confidence == .strong)
    }
  }

  @Test func pixelArtJSONIsToldApart() {
    let pixelorama = Fixtures.bytes("pixelorama/real/Default.json")
    #expect(
      FormatRegistry.builtIn.detect(bytes: pixelorama, pathExtension: "json").identifier
        == "pixelorama")
    let lospec = Fixtures.bytes("lospec/sweetie-16.json")
    #expect(
      FormatRegistry.builtIn.detect(bytes: lospec, pathExtension: "json").identifier == "lospec")
  }

  @Test func animatorPalettesNeedTheirExtensionOrTheirHeader() {
    var table = [UInt8](repeating: 0, count: 768)
    table[0] = 63
    #expect(
      FormatRegistry.builtIn.detect(bytes: table, pathExtension: "col").identifier == "animator-col"
    )
    // Without a name, 768 bytes could be several headerless tables.
    #expect(FormatRegistry.builtIn.detect(bytes: table, pathExtension: nil).method == .ambiguous)
    let pro = [0x08, 0x03, 0, 0, 0x23, 0xB1, 0, 0] + table
    #expect(
      FormatRegistry.builtIn.detect(bytes: pro, pathExtension: "col").identifier == "animator-col")
  }
}
