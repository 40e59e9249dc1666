import Foundation
import TestSupport
import Testing

@testable import PalconvCLI
@testable import PaletteKit

/// The colour tables of indexed images through the command line: a folder of pixel art with a
/// photograph among it converts the palettes and skips the picture; a true-colour image named
/// on the command line is an error that says why (docs/formats/indexed-images.md).
@Suite struct IndexedImageFolderTests {
  @Test func aFolderWalkSkipsTrueColourImagesAsPictures() {
    let temp = TempFolder()
    temp.write("in/sprite.gif", Fixtures.bytes("gif/real/sdl-image-rgbrgb.gif"))
    temp.write("in/tiles.lbm", Fixtures.bytes("indexed-images/generated/crafted-odd-cmap.iff"))
    temp.write("in/photo.bmp", Fixtures.bytes("indexed-images/pictures/sdl-image-sample.bmp"))
    temp.write("in/scan.pcx", Fixtures.bytes("indexed-images/pictures/sdl-image-sample.pcx"))

    let result = palconv(
      [temp.url("in"), "--to", "hex", "--out-dir", temp.url("out"), "-v"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      temp.listing().filter { $0.hasPrefix("out") } == ["out", "out/sprite.hex", "out/tiles.hex"])
    #expect(temp.read("out/sprite.hex") == Array("ff0000\n00ff00\n0000ff\n000000\n".utf8))
    let skipped = result.errLines.filter { $0.contains("[input.skipped]") }
    #expect(
      skipped == [
        "\(temp.url("in/photo.bmp")): note: skipped: a picture, not a palette image (a "
          + "true-colour bitmap of 24 bits per pixel has no colour table; a picture without a "
          + "colour table is not a palette) [input.skipped]",
        "\(temp.url("in/scan.pcx")): note: skipped: a picture, not a palette image (a "
          + "true-colour PCX image of 8 bits in 3 planes has no palette; a picture without a "
          + "colour table is not a palette) [input.skipped]",
      ])
    #expect(
      result.errLines.last == "palconv: 2 converted, 0 unchanged, 0 failed, 2 skipped (0 warnings)")

    let validate = palconv(["validate", temp.url("in")], registry: .builtIn)
    #expect(validate.errLines.last == "palconv: 2 checked, 0 failed, 2 skipped (0 warnings)")
  }

  /// `.iff` holds sounds and animations too: one that is no picture is skipped, not a failure.
  @Test func anIFFSoundInAFolderIsSkipped() {
    let temp = TempFolder()
    temp.write("in/tiles.iff", Fixtures.bytes("indexed-images/generated/crafted-odd-cmap.iff"))
    let sound: [UInt8] =
      Array("FORM".utf8) + [0, 0, 0, 12] + Array("8SVXBODY".utf8) + [0, 0, 0, 0]
    temp.write("in/beep.iff", sound)
    let result = palconv(
      [temp.url("in"), "--to", "hex", "--out-dir", temp.url("out"), "-v"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      result.errLines.filter { $0.contains("[input.skipped]") } == [
        "\(temp.url("in/beep.iff")): note: skipped: no format recognises its content (read as "
          + "ilbm by its extension: an IFF FORM of type '8SVX' is not an ILBM or PBM image) "
          + "[input.skipped]"
      ])
    #expect(temp.exists("out/tiles.hex"))
  }

  @Test func aTrueColourImageNamedOnTheCommandLineIsAnError() {
    let temp = TempFolder()
    temp.write("photo.bmp", Fixtures.bytes("indexed-images/pictures/sdl-image-sample.bmp"))
    let result = palconv([temp.url("photo.bmp"), "-o", temp.url("photo.gpl")], registry: .builtIn)
    #expect(result.code != 0)
    let line = result.errLines.first ?? ""
    #expect(line.hasPrefix(temp.url("photo.bmp")), "\(line)")
    #expect(
      line.hasSuffix(
        "byte 28: error: a true-colour bitmap of 24 bits per pixel has no colour table; a "
          + "picture without a colour table is not a palette [image.no-colour-table]"),
      "\(line)")
    #expect(!temp.exists("photo.gpl"))
  }

  @Test func theAliasesNameTheILBMReader() {
    let temp = TempFolder()
    temp.write("art.bin", Fixtures.bytes("indexed-images/generated/crafted-odd-cmap.iff"))
    let result = palconv(
      [temp.url("art.bin"), "--from", "deluxepaint", "--to", "hex", "-o", "-"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.out == "000000\n1d2b53\n7e2553\n")
  }
}
