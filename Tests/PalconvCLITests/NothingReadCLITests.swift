import Foundation
import PaletteArchive
import PaletteKit
import TestSupport
import Testing

@testable import PalconvCLI

/// A file that yields no colour while its reader left something aside is an error with a
/// position, so a batch never writes an empty file for it with exit status 0; SwatchBooker's
/// old samples, which once read as empty palettes, convert with their 47 colours.
@Suite struct NothingReadCLITests {
  /// A SwatchBooker book of a layout palconv does not know: version 3.0, a `<palette>`.
  static let unknownBook: [UInt8] = {
    var zip = ZipWriter()
    zip.add(
      "swatchbook.xml",
      Array(
        #"<SwatchBook version="3.0"><palette><entry rgb="1 0 0"/></palette></SwatchBook>"#.utf8),
      method: .stored)
    return zip.finish()
  }()

  @Test func oldSwatchBookerSamplesConvertWithTheirColours() {
    let temp = TempFolder()
    let names = ["sample-0.1.sbz", "sample-0.2.sbz", "sample-0.7-swatches.sbz"]
    for name in names { temp.write("in/\(name)", Fixtures.bytes("sbz/real/\(name)")) }
    let result = palconv(
      names.map { temp.url("in/\($0)") } + ["--to", "gpl", "--out-dir", temp.url("out"), "-q"],
      registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    for name in names {
      let gpl = String(
        decoding: temp.read("out/\(name.replacing(".sbz", with: ".gpl"))") ?? [], as: UTF8.self)
      let colours = gpl.split(separator: "\n").filter {
        $0.drop { $0 == " " }.first?.isNumber == true
      }
      #expect(colours.count == 47, "\(name)")
      #expect(gpl.contains("Name: Sample swatch book"), "\(name)")
    }
  }

  @Test func aBatchWritesNoEmptyFileForABookItCannotRead() {
    let temp = TempFolder()
    temp.write("in/next.sbz", Self.unknownBook)
    temp.write("in/old.sbz", Fixtures.bytes("sbz/real/sample-0.2.sbz"))
    let result = palconv(
      [
        temp.url("in/next.sbz"), temp.url("in/old.sbz"), "--to", "gpl", "--out-dir",
        temp.url("out"),
      ],
      registry: .builtIn)
    #expect(result.code != 0)
    #expect(!temp.exists("out/next.gpl"))
    #expect(temp.exists("out/old.gpl"))
    let unreadBook: String =
      "\(temp.url("in/next.sbz")):1:22: error: no colour was read, and the reader left "
      + "something aside: swatchbook.xml: version=\"3.0\" is not a version SwatchBooker wrote "
      + "(0.1, 0.2 or 0.7); read as 0.2 by its elements [sbz.version] (and 1 more warning) "
      + "[error.nothing-read]"
    #expect(result.errLines.contains(unreadBook), "\(result.stderr)")
    #expect(result.errLines.last?.contains("1 converted") == true, "\(result.stderr)")
    #expect(result.errLines.last?.contains("1 failed") == true, "\(result.stderr)")
  }

  /// Found by walking a folder, a style sheet that holds only other variables is not a palette
  /// (skipped with the reason), while a book palconv cannot read stays an error.
  @Test func aWalkSkipsAStyleSheetOfOtherVariablesButNotABook() {
    let temp = TempFolder()
    temp.write("in/brand.gpl", "GIMP Palette\nName: Brand\n255 0 0 Red\n")
    temp.write("in/spacing.css", ":root { --space: 4px; }\n")
    temp.write("in/next.sbz", Self.unknownBook)
    let result = palconv(
      [temp.url("in"), "--to", "json", "--out-dir", temp.url("out"), "-v"], registry: .builtIn)
    #expect(result.code != 0)
    #expect(
      result.errLines.contains(
        "\(temp.url("in/spacing.css")): note: skipped: it holds no colours (read as css: no "
          + "colour was read, and the reader left something aside: --space is not a colour; the "
          + "declaration is skipped [css.not-a-color]) [input.skipped]"), "\(result.stderr)")
    #expect(
      result.errLines.contains { $0.hasPrefix("\(temp.url("in/next.sbz")):1:22: error: ") },
      "\(result.stderr)")
    #expect(temp.exists("out/brand.json"))
    #expect(!temp.exists("out/next.json"))
    #expect(!temp.exists("out/spacing.json"))

    // Named on the command line, the style sheet is an error at its first skipped variable.
    let named = palconv(
      [temp.url("in/spacing.css"), "-o", temp.url("spacing.json")], registry: .builtIn)
    #expect(named.code != 0)
    let nothingRead: String =
      "\(temp.url("in/spacing.css")):1:9: error: no colour was read, and the reader left "
      + "something aside: --space is not a colour; the declaration is skipped "
      + "[css.not-a-color] [error.nothing-read]"
    #expect(named.errLines.last == nothingRead)
    #expect(!temp.exists("spacing.json"))
  }
}
