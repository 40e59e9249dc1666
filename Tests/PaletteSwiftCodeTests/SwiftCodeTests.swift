import Foundation
import PaletteCore
import PaletteSwiftCode
import TestSupport
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#endif

@Suite struct SwiftCodeTests {
  @Test func encodesGoldenFile() throws {
    let bytes = try SwiftCodeFormat().encode(GoldenPalette.palette)
    Golden.check(bytes, against: "swift/BrandBook.swift")
  }

  @Test func internalAccessWritesNoModifiers() throws {
    let text = String(
      decoding: try SwiftCodeFormat(typeName: "Brand", accessLevel: .internal).encode(
        GoldenPalette.palette),
      as: UTF8.self)
    #expect(!text.contains("public "))
    #expect(text.contains("\nenum Brand {\n"))
    #expect(text.contains("  import SwiftUI\n"))
  }

  @Test func keepsSRGBAndDisplayP3AndConvertsTheRest() throws {
    let text = String(decoding: try SwiftCodeFormat().encode(GoldenPalette.palette), as: UTF8.self)
    #expect(
      text.contains(
        "static let vivid = RGBA(.displayP3, red: 1, green: 0.2, blue: 0.1, opacity: 1)\n"))
    #expect(
      text.contains(
        "static let seaGlass = RGBA(.sRGB, red: 0.2, green: 0.6, blue: 0.55, opacity: 0.5)\n"))
    #expect(
      text.contains(
        "static let vivid = SwiftUI.Color(.displayP3, red: 1, green: 0.2, blue: 0.1, opacity: 1)\n")
    )
    #expect(
      text.contains("static let magenta = RGBA(.sRGB, red: 1, green: 0, blue: 1, opacity: 1)\n"))
  }

  /// Swift source is an encoder and nothing else: there is no decoder role to call.
  @Test func isWriteOnly() {
    let format: any PaletteFormat = SwiftCodeFormat()
    #expect(!(format is any PaletteDecoder))
    #expect(!format.isReadable && format.isWritable)
  }

  @Test(.enabled(if: SwiftCompiler.isAvailable))
  func goldenFileTypeChecksWithoutSwiftUI() throws {
    let source = String(
      decoding: try SwiftCodeFormat().encode(GoldenPalette.palette), as: UTF8.self)
    let run = try SwiftCompiler.typecheck(source)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.isEmpty, "\(run.output)")
  }

  @Test(.enabled(if: SwiftCompiler.isAvailable))
  func goldenFileTypeChecksAgainstTheSwiftUIStandIn() throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let build = try SwiftCompiler.buildStandIn(in: folder)
    #expect(build.status == 0, "\(build.output)")
    let source = String(
      decoding: try SwiftCodeFormat().encode(GoldenPalette.palette), as: UTF8.self)
    let run = try SwiftCompiler.typecheck(source, standIn: folder)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.isEmpty, "\(run.output)")
    // The SwiftUI part really is checked: a wrong label in it fails only against the stand-in.
    let parts = source.split(separator: "#if canImport(SwiftUI)", omittingEmptySubsequences: false)
    #expect(parts.count == 2)
    let broken =
      parts[0] + "#if canImport(SwiftUI)" + parts[1].replacing("opacity: 1)", with: "alpha: 1)")
    #expect(try SwiftCompiler.typecheck(String(broken)).status == 0)
    #expect(try SwiftCompiler.typecheck(String(broken), standIn: folder).status != 0)
  }

  @Test(
    .enabled(if: SwiftCompiler.isAvailable),
    arguments: [SwiftCodeFormat.AccessLevel.public, .internal])
  func trickyNamesTypeCheck(access: SwiftCodeFormat.AccessLevel) throws {
    let names: [String?] = SwiftIdentifierTests.table.map(\.name) + [nil, "", "Color 1"]
    let swatches = names.enumerated().map { Swatch(name: $1, color: .srgb8(UInt8($0), 0, 0)) }
    let palette = Palette(
      name: "default",
      groups: [
        PaletteGroup(swatches: swatches),
        PaletteGroup(name: "RGBA", swatches: swatches),
        PaletteGroup(name: "Values", swatches: swatches),
        PaletteGroup(name: "Color", swatches: swatches),
        PaletteGroup(name: "class", swatches: swatches),
        PaletteGroup(name: "Type", swatches: swatches),
        PaletteGroup(name: "墨", swatches: swatches),
        PaletteGroup(name: "Values", swatches: swatches),
      ])
    let source = String(
      decoding: try SwiftCodeFormat(accessLevel: access).encode(palette), as: UTF8.self)
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try SwiftCompiler.buildStandIn(in: folder).status == 0)
    for standIn in [nil, folder] {
      let run = try SwiftCompiler.typecheck(source, standIn: standIn)
      #expect(run.status == 0, "\(run.output)\n\(source)")
      #expect(run.output.isEmpty, "\(run.output)")
    }
    #expect(source.contains("enum Default {"))
    #expect(source.contains("enum Rgba {"))
    #expect(source.contains("static let `default` = "))
    #expect(source.contains("static let self_ = "))
    #expect(source.contains("(\"Self\", self_2),"))
    #expect(source.contains("enum Values2 {"))
    #expect(source.contains("enum Values3 {"))
    #expect(source.contains("enum Color2 {"))
    #expect(source.contains("enum Class {"))
    #expect(source.contains("enum Type_ {"))
    #expect(source.contains("enum Group1 {"))
  }
}
