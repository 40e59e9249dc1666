import PaletteCore
import PaletteXcassets
import Testing

@testable import PaletteKit

/// A folder format with nothing but the two folder roles: one `swatches.txt` per folder, a
/// `STUB` line, then `rrggbb name` lines.
struct FolderStub: FolderPaletteDecoder, FolderPaletteEncoder {
  var identifier: String { "stub" }
  var displayName: String { "Folder stub" }
  var fileExtensions: [String] { ["stubs"] }
  var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb])
  }
  var folderFileName: String? { "swatches.txt" }

  func encodeFolder(_ palette: Palette) throws(PaletteError) -> FileTree {
    var text = "STUB\n"
    for swatch in palette.allSwatches {
      text += swatch.color.rgba8.hexString(includeAlpha: false).lowercased().filter { $0 != "#" }
      text += " " + (swatch.name ?? "") + "\n"
    }
    return FileTree(files: ["swatches.txt": Array(text.utf8)])
  }

  func decodeFolder(_ tree: FileTree) throws(PaletteError) -> DecodedPalette {
    guard let bytes = tree.files["swatches.txt"], isMarkedAsWritten(bytes) else {
      throw PaletteError(.invalidSignature, "no STUB file", format: identifier)
    }
    var swatches: [Swatch] = []
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n").dropFirst() {
      let hex = line.prefix(6)
      guard let value = UInt32(hex, radix: 16) else {
        throw PaletteError(.syntax, "bad colour", format: identifier)
      }
      let name = line.dropFirst(7)
      swatches.append(
        Swatch(
          name: name.isEmpty ? nil : String(name),
          color: .srgb8(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))))
    }
    return DecodedPalette(palette: Palette(swatches: swatches))
  }

  func isMarkedAsWritten(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("STUB\n".utf8)) }
}

/// What a format can do is the roles it has, never a flag: the registry, detection and the
/// folder I/O go by type.
@Suite struct FormatRolesTests {
  let palette = Palette(swatches: [
    Swatch(name: "Red", color: .srgb8(255, 0, 0)), Swatch(name: "Sky", color: .srgb8(0, 128, 255)),
  ])

  @Test func theBuiltInFormatsHaveTheirRoles() {
    let registry = FormatRegistry.builtIn
    #expect(
      registry.decoders.map(\.identifier) == [
        "ase", "aseprite", "acb", "icc-named", "clr", "kpl", "procreate", "afpalette",
        "office-theme", "gpa",
        "cpl", "jcw", "sbz",
        "dtcg-resolver", "dtcg",
        "tokens-studio",
        "json", "material-theme", "xcassets", "sketch", "color-palette", "sip", "windows-terminal",
        "pixelorama", "lospec", "figma-variables", "vscode-theme", "gpl", "css",
        "paintnet",
        "x11", "hex", "coolors",
        "csv", "aco", "act", "animator-col", "jasc", "riff",
        "corel-pal", "vdi-pal", "vga-pal", "png", "gif", "bmp", "pcx", "ilbm", "android", "scribus",
        "soc", "corel-xml",
        "autodesk-acb", "acbl", "office-theme-xml", "iterm", "kde", "painter", "homesite",
        "skencil", "skp", "clf", "unity-colors", "base16", "base24", "alacritty", "kitty",
        "ghostty", "xresources", "scss", "less", "stylus",
      ])
    #expect(registry.folderDecoders.map(\.identifier) == ["xcassets", "android-res"])
    var readable = registry.decoders.map(\.identifier)
    readable.insert("android-res", at: readable.firstIndex(of: "android")! + 1)
    #expect(registry.readableFormats.map(\.identifier) == readable)
    let fileWriters = registry.formats.filter { $0 is any PaletteEncoder }.map(\.identifier)
    #expect(!fileWriters.contains("xcassets"))
    let readOnly = registry.formats.filter { !$0.isWritable }.map(\.identifier)
    #expect(
      readOnly == [
        "acb", "icc-named", "gpa", "cpl", "sbz", "tokens-studio", "lospec", "vscode-theme",
        "coolors", "corel-pal", "vdi-pal", "vga-pal", "gif", "bmp", "pcx", "ilbm", "acbl", "skp",
        "clf",
      ])
    #expect(!fileWriters.contains("android-res"))
    #expect(fileWriters.count == registry.formats.count - 2 - readOnly.count)
    #expect(
      registry.formats.filter(\.isFolderFormat).map(\.identifier) == ["xcassets", "android-res"])
  }

  /// The role accessors answer from the conformance: each agrees with a runtime cast, for every
  /// built-in format and for a format defined outside palconv's modules.
  @Test func roleAccessorsAgreeWithTheConformances() {
    var formats = FormatRegistry.builtIn.formats
    formats.append(FolderStub())
    for format in formats {
      let name = format.identifier
      #expect((format.asDecoder != nil) == (format is any PaletteDecoder), "\(name)")
      #expect((format.asEncoder != nil) == (format is any PaletteEncoder), "\(name)")
      #expect((format.asFolderDecoder != nil) == (format is any FolderPaletteDecoder), "\(name)")
      #expect((format.asFolderEncoder != nil) == (format is any FolderPaletteEncoder), "\(name)")
      #expect((format.asConfigurable != nil) == (format is any ConfigurableFormat), "\(name)")
      #expect((format.asSniffExplaining != nil) == (format is any SniffExplaining), "\(name)")
      #expect(format.asDecoder.map { $0.identifier == name } ?? true)
    }
  }

  @Test func aWriteOnlyFormatIsNeverDetectedNorNamedAsAnInput() {
    let registry = FormatRegistry.builtIn
    let bytes = Array("import SwiftUI\n".utf8)
    let detection = registry.detect(bytes: bytes, pathExtension: "swift")
    #expect(detection.format == nil)
    #expect(
      detection.reason == "no format recognised the content and no readable format claims .swift")
    let named = registry.detect(bytes: bytes, pathExtension: nil, override: "swift")
    #expect(named.format == nil && named.decoder == nil)
    #expect(named.reason == "swift cannot be read")
    #expect(
      registry.detect(bytes: [], pathExtension: nil, override: "html").reason
        == "html cannot be read")
  }

  @Test func aFolderOnlyFormatIsNotAFileDecoder() {
    let registry = FormatRegistry(formats: [FolderStub()])
    #expect(registry.decoders.isEmpty)
    #expect(registry.readableFormats.map(\.identifier) == ["stub"])
    let named = registry.detect(bytes: [], pathExtension: nil, override: "stub")
    #expect(named.format == nil)
    #expect(named.reason == "stub is read from folders, not from files")
  }

  @Test(arguments: [
    FolderStub() as any FolderPaletteDecoder & FolderPaletteEncoder, XcassetsFormat(),
  ])
  func aFolderFormatIsWrittenAndReadThroughItsRoles(
    _ format: any FolderPaletteDecoder & FolderPaletteEncoder
  ) throws {
    let registry = FormatRegistry(formats: [format])
    let scratch = Scratch()
    let ext = format.fileExtensions[0]
    let path = scratch.url("Brand.\(ext)")
    #expect(registry.isFolderExtension(ext))
    try PaletteFolder.write(try format.encodeFolder(palette), to: path, format: format)
    let reader = try #require(registry.folderFormat(forFolder: path))
    #expect(reader.identifier == format.identifier)
    #expect(registry.detect(folder: path).method == .fileExtension)
    let read = try PaletteFolder.read(at: path, format: reader)
    #expect(read.palette.allSwatches.map(\.name) == ["Red", "Sky"])
    #expect(read.palette.allSwatches.map(\.color) == palette.allSwatches.map(\.color))
    #expect(format.losses(writing: palette).isEmpty)
    // The same folder is unchanged when written again.
    #expect(
      try PaletteFolder.write(try format.encodeFolder(read.palette), to: path, format: format)
        == .unchanged)
  }
}
