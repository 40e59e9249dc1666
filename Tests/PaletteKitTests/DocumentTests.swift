import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteKit

/// The document layer a library user calls: open by path, standard input or bytes, and save
/// with the same safety as palconv.
@Suite struct DocumentTests {
  let registry = FormatRegistry.builtIn
  let gpl = "GIMP Palette\nName: Brand\n#\n255   0   0\tRed\n  0 128 255\tSea\n"

  func write(_ text: String, to path: String) throws {
    try PaletteFile.write(Array(text.utf8), to: path)
  }

  @Test func opensAFileByPathAndTellsItsFormat() throws {
    let scratch = Scratch()
    try write(gpl, to: scratch.url("brand.gpl"))
    let opened = try registry.open(.path(scratch.url("brand.gpl")))
    #expect(opened.detection.identifier == "gpl")
    #expect(opened.path == scratch.url("brand.gpl"))
    #expect(opened.palette.allSwatches.map(\.name) == ["Red", "Sea"])
    #expect(
      opened.palette.allSwatches.map { $0.color.rgba8.hexString() } == ["#FF0000", "#0080FF"])
    #expect(!opened.isFolder && !opened.hasErrors)
    #expect(opened.detectionNote.code == "detect.format")
    #expect(opened.detectionNote.path == scratch.url("brand.gpl"))
  }

  @Test func opensBytesByContentOrByTheirName() throws {
    let unnamed = try registry.open(.bytes(Array(gpl.utf8), name: nil))
    #expect(unnamed.path == "<stdin>")
    #expect(unnamed.detection.identifier == "gpl")
    // A hex list is told by its extension when its content says nothing more.
    let hex = try registry.open(.bytes(Array("#112233\n".utf8), name: "colours.hex"))
    #expect(hex.detection.identifier == "hex")
    #expect(hex.palette.allSwatches.first?.color.rgba8.hexString() == "#112233")
    // The format named by the caller wins.
    let named = try registry.open(.bytes(Array(gpl.utf8), name: "x.txt"), as: "gpl")
    #expect(named.detection.method == .override)
  }

  @Test func emptyOrUnknownContentSaysHowToNameTheFormat() {
    let empty = #expect(throws: PaletteError.self) {
      try registry.open(.bytes([], name: nil))
    }
    #expect(empty?.kind == .unknownFormat)
    #expect(empty?.path == "<stdin>")
    #expect(empty?.message.hasPrefix("standard input is empty") == true)
    let unknown = #expect(throws: PaletteError.self) {
      try registry.open(.bytes(Array("hello".utf8), name: nil))
    }
    #expect(unknown?.kind == .unknownFormat)
    #expect(unknown?.message.contains("--from FORMAT") == true)
  }

  @Test func aMissingFileAndTheSizeLimitAreErrorsWithThePath() throws {
    let scratch = Scratch()
    let missing = #expect(throws: PaletteError.self) {
      try registry.open(.path(scratch.url("none.gpl")))
    }
    #expect(missing?.kind == .io)
    #expect(missing?.path == scratch.url("none.gpl"))
    try write(gpl, to: scratch.url("brand.gpl"))
    let large = #expect(throws: PaletteError.self) {
      try registry.open(.path(scratch.url("brand.gpl")), sizeLimit: 10)
    }
    #expect(large?.kind == .limitExceeded)
    #expect(large?.path == scratch.url("brand.gpl"))
    let bytes = #expect(throws: PaletteError.self) {
      try registry.open(.bytes(Array(gpl.utf8), name: "b.gpl"), sizeLimit: 10)
    }
    #expect(bytes?.kind == .limitExceeded)
  }

  @Test func opensAFolderDocumentAndReportsLinksThatHideColours() throws {
    let scratch = Scratch()
    let catalog = scratch.url("Colors.xcassets")
    let palette = Palette(swatches: [Swatch(name: "Brand", color: .srgb8(1, 2, 3))])
    _ = try registry.save(palette, as: "xcassets", to: catalog)
    try FileManager.default.createSymbolicLink(
      atPath: catalog + "/Linked.colorset", withDestinationPath: catalog + "/Brand.colorset")
    let opened = try registry.open(.path(catalog))
    #expect(opened.isFolder)
    #expect(opened.detection.identifier == "xcassets")
    #expect(opened.palette.allSwatches.map(\.name) == ["Brand"])
    #expect(opened.warnings.map(\.code) == ["input.link-skipped"])
    #expect(opened.warnings.first?.path == catalog + "/Linked.colorset")
  }

  @Test func savesAtomicallyAndLeavesAnUnchangedFileAlone() throws {
    let scratch = Scratch()
    let palette = try registry.open(.bytes(Array(gpl.utf8), name: nil)).palette
    let first = try registry.save(palette, as: "hex", to: scratch.url("out.hex"))
    #expect(first.outcome == .written)
    #expect(first.path == scratch.url("out.hex"))
    #expect(try PaletteFile.read(at: scratch.url("out.hex")) == Array("ff0000\n0080ff\n".utf8))
    let inode = scratch.inode("out.hex")
    #expect(try registry.save(palette, as: "hex", to: scratch.url("out.hex")).outcome == .unchanged)
    #expect(scratch.inode("out.hex") == inode)
    #expect(scratch.names() == ["out.hex"])
  }

  @Test func theReportListsTheLosses() throws {
    var palette = Palette(swatches: [Swatch(name: "Glass", color: .srgb8(1, 2, 3))])
    palette.mapSwatches { $0.color.alpha = 0.5 }
    let scratch = Scratch()
    let report = try registry.save(palette, as: "gpl", to: scratch.url("a.gpl"))
    #expect(report.losses.map(\.code).contains("loss.alpha"))
  }

  @Test func aSaveRefusesToOverwriteAProtectedInput() throws {
    let scratch = Scratch()
    try write(gpl, to: scratch.url("brand.gpl"))
    let opened = try registry.open(.path(scratch.url("brand.gpl")))
    var policy = WritePolicy()
    policy.protectedInputs.insert(opened.path)
    // Another spelling of the same file is the same input.
    let other = scratch.path + "/./brand.gpl"
    let refusal = #expect(throws: PaletteError.self) {
      try registry.save(opened.palette, as: "gpl", to: other, policy: policy)
    }
    #expect(refusal?.code == "output.overwrites-input")
    #expect(refusal?.diagnostic.code == "output.overwrites-input")
    #expect(refusal?.message.contains("the input") == true)
    #expect(try PaletteFile.read(at: scratch.url("brand.gpl")) == Array(gpl.utf8))
    policy.overwritesInputs = true
    #expect(try registry.save(opened.palette, as: "gpl", to: other, policy: policy).path == other)
  }

  @Test func checkingOnlyWritesNothing() throws {
    let scratch = Scratch()
    let palette = Palette(swatches: [Swatch(name: "A", color: .srgb8(1, 2, 3))])
    let check = WritePolicy(checkOnly: true)
    #expect(
      try registry.save(palette, as: "hex", to: scratch.url("a.hex"), policy: check).outcome
        == .missing)
    #expect(scratch.names().isEmpty)
    try write("000000\n", to: scratch.url("a.hex"))
    #expect(
      try registry.save(palette, as: "hex", to: scratch.url("a.hex"), policy: check).outcome
        == .wouldChange)
    try write("010203\n", to: scratch.url("a.hex"))
    #expect(
      try registry.save(palette, as: "hex", to: scratch.url("a.hex"), policy: check).outcome
        == .unchanged)
  }

  @Test func aCatalogSaveKeepsWhatItDidNotWriteAndRefusesItsInput() throws {
    let scratch = Scratch()
    let catalog = scratch.url("Assets.xcassets")
    let v1 = Palette(swatches: [Swatch(name: "Brand", color: .srgb8(1, 2, 3))])
    _ = try registry.save(v1, as: "xcassets", to: catalog)
    // The user's own image set and a colour set palconv did not write.
    try FileManager.default.createDirectory(
      atPath: catalog + "/AppIcon.appiconset", withIntermediateDirectories: true)
    try write("{\"images\":[]}\n", to: catalog + "/AppIcon.appiconset/Contents.json")
    let v2 = Palette(swatches: [Swatch(name: "Accent", color: .srgb8(9, 9, 9))])
    #expect(try registry.save(v2, as: "xcassets", to: catalog).outcome == .written)
    let names = try FileManager.default.contentsOfDirectory(atPath: catalog).sorted()
    #expect(names == ["Accent.colorset", "AppIcon.appiconset", "Contents.json"])
    #expect(
      try PaletteFile.read(at: catalog + "/AppIcon.appiconset/Contents.json")
        == Array("{\"images\":[]}\n".utf8))
    // A catalog that is (or holds) an input is not replaced.
    var policy = WritePolicy()
    policy.protectedInputs.insert(catalog)
    let refusal = #expect(throws: PaletteError.self) {
      try registry.save(v1, as: "xcassets", to: catalog, policy: policy)
    }
    #expect(refusal?.code == "output.overwrites-input")
    #expect(try FileManager.default.contentsOfDirectory(atPath: catalog).sorted() == names)
  }

  @Test func anUnknownOrReadOnlyFormatCannotBeSaved() throws {
    let scratch = Scratch()
    for format in ["no-such-format", "acb"] {
      let error = #expect(throws: PaletteError.self) {
        try registry.save(Palette(), as: format, to: scratch.url("x"))
      }
      #expect(error?.kind == .unknownFormat)
    }
    #expect(scratch.names().isEmpty)
  }

  @Test func extractsTheMainColoursOfAnImage() throws {
    let image = ImagePalette.self
    let path = Fixtures.root.appending(path: "png/picture/gradient-64.png").path
    let opened = try image.extract(from: .path(path), count: 4)
    #expect(opened.palette.swatchCount == 4)
    #expect(opened.warnings.map(\.code) == ["extract.colors"])
    let notPNG = #expect(throws: PaletteError.self) {
      try image.extract(from: .bytes(Array(gpl.utf8), name: "x.gpl"), count: 4)
    }
    #expect(notPNG?.location == .byte(offset: 0))
    #expect(notPNG?.path == "x.gpl")
  }
}
