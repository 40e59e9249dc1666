import PaletteCore
import PaletteKit
import TestSupport
import Testing

/// The rule for every writer in the registry, not for each format apart: a name is data. No
/// control character reaches a text file raw (it is escaped where the syntax allows, else
/// replaced, and the loss report says so), and palconv reading its own output gets the names
/// back as the writer announces them, or exactly. The real consumers (Node, compilers, XML and
/// HTML parsers) are in ``HostileNameConsumerTests``.
@Suite struct HostileNameRegistryTests {
  /// The registry with the hex list writing names, so its names are tested too.
  static let registry: FormatRegistry = {
    let names = FormatRegistry.builtIn.options.first { $0.option.name == "hex-names" }
    guard let setting = try? names?.option.setting(nil),
      let registry = try? FormatRegistry.builtIn.configured(with: [setting])
    else { return .builtIn }
    return registry
  }()

  static func format(_ identifier: String) throws -> any PaletteFormat {
    try #require(registry.format(named: identifier), "no format \(identifier)")
  }

  static var writerIdentifiers: [String] { HostileNames.writers.map(\.identifier) }

  @Test func everyWriterHasAConsumer() {
    #expect(Set(Self.writerIdentifiers) == Set(HostileConsumer.byFormat.keys))
    #expect(Self.writerIdentifiers.count == HostileConsumer.byFormat.count)
  }

  /// Issue: a name holding every C0 control, DEL and C1 control, and the separators and
  /// bidirectional controls, in every text a format writes. In a text file, none is left but
  /// the line feeds, carriage returns and tabs of the format's own layout (as many as the same
  /// palette without them gives); a format that replaces some says so.
  @Test(arguments: writerIdentifiers)
  func noControlCharacterReachesATextFileRaw(identifier: String) throws {
    let format = try Self.format(identifier)
    let palette = HostileNames.controlPalette
    let files = try HostileNames.written(palette, as: format)
    let clean = try HostileNames.written(HostileNames.cleaned(palette), as: format)
    #expect(!files.isEmpty)
    #expect(files.count == clean.count, "\(identifier): the same files")
    let isText = HostileConsumer.byFormat[identifier]?.isText == true
    // The line feeds, carriage returns and tabs of all files (a folder's files are named
    // after the swatches, so they pair up only as a whole).
    func layout(_ files: [(path: String, bytes: [UInt8])]) -> [Int] {
      let scalars = files.flatMap { String(decoding: $0.bytes, as: UTF8.self).unicodeScalars }
      return (["\n", "\r", "\t"] as [Unicode.Scalar]).map { mark in scalars.count { $0 == mark } }
    }
    for file in files {
      #expect(
        !file.path.unicodeScalars.contains { HostileNames.controls.contains($0) },
        "\(identifier): a file name holds a control character")
      guard isText else { continue }
      let text = try #require(
        String(validating: file.bytes, as: UTF8.self), "\(identifier) \(file.path): not UTF-8")
      let raw = text.unicodeScalars.filter {
        HostileNames.controls.contains($0) && !["\n", "\r", "\t"].contains($0)
      }
      #expect(
        raw.isEmpty,
        "\(identifier) \(file.path): raw \(raw.map { "U+" + String($0.value, radix: 16) })")
    }
    if isText {
      #expect(layout(files) == layout(clean), "\(identifier): a line break or tab from a name")
    }
    // What the file cannot keep is reported: read back, the names differ only with a warning.
    let codes = Set(Self.losses(format, palette).map(\.code))
    if let read = try Self.readBack(format, palette) {
      let capabilities = format.capabilities
      let kept =
        (!capabilities.swatchNames
          || read.allSwatches.map(\.name) == palette.allSwatches.map(\.name))
        && (!capabilities.paletteName || read.name == palette.name)
        && (!capabilities.groups
          || read.groups.compactMap(\.name) == palette.groups.compactMap(\.name))
      if !kept {
        #expect(
          !codes.isDisjoint(with: ["loss.control-characters", "loss.renamed", "loss.names"]),
          "\(identifier): names change without a warning: \(codes)")
      }
    } else if format.capabilities.controlCharacters != nil {
      #expect(codes.contains("loss.control-characters"), "\(identifier): \(codes)")
    }
  }

  /// palconv reading its own output gets back the hostile names as the writer announced them
  /// (`writtenNames(of:)`), or, when it announces nothing, exactly.
  @Test(arguments: writerIdentifiers)
  func hostileNamesReadBackAsAnnounced(identifier: String) throws {
    let format = try Self.format(identifier)
    // A format of fixed roles (an Office theme's twelve) reads its swatches back named for
    // their roles, whatever the palette called them, and fills the roles a palette leaves
    // open: its own tests check the roles (PaletteOfficeTests).
    if format.capabilities.requiredSwatches != nil { return }
    for palette in [HostileNames.palette, HostileNames.controlPalette] {
      guard let read = try Self.readBack(format, palette) else { return }
      if WrittenNamesCheck.announced(format, palette) != nil {
        let dotted = identifier == "dtcg" || identifier == "dtcg-resolver"
        let mismatch = try WrittenNamesCheck.mismatch(format, palette, dotted: dotted)
        #expect(mismatch == nil, "\(identifier): \(mismatch ?? "")")
        continue
      }
      let capabilities = format.capabilities
      let written = min(palette.swatchCount, capabilities.maxSwatches ?? .max)
      if capabilities.swatchNames {
        #expect(
          read.allSwatches.prefix(written).map(\.name)
            == palette.allSwatches.prefix(written).map(\.name), "\(identifier)")
      }
      if capabilities.paletteName { #expect(read.name == palette.name, "\(identifier)") }
      if capabilities.groups {
        #expect(
          read.groups.compactMap(\.name) == palette.groups.compactMap(\.name), "\(identifier)")
      }
    }
  }

  /// The formats that keep names as they are but for control characters read them back with
  /// the documented replacement: a tab or line break as a space, any other U+FFFD (in XML, only
  /// the C0 controls it cannot hold).
  @Test(arguments: [
    ("gpl", false), ("paintnet", false), ("scribus", true), ("soc", true), ("corel-xml", true),
    ("kpl", true),
  ])
  func replacedNamesAreTheDocumentedReplacement(identifier: String, xml: Bool) throws {
    let format = try Self.format(identifier)
    for palette in [HostileNames.palette, HostileNames.controlPalette] {
      let read = try #require(try Self.readBack(format, palette))
      // The first group's names, each written once (LibreOffice's table numbers the others).
      let first = palette.groups[0].swatches
      #expect(
        read.allSwatches.prefix(first.count).map(\.name)
          == first.map { $0.name.map { HostileNames.replaced($0, xml: xml) } }, "\(identifier)")
      let codes = Self.losses(format, palette).map(\.code)
      #expect(codes.contains("loss.control-characters"), "\(identifier): \(codes)")
    }
  }

  /// CSS keeps every control character in its marker comments as an escape, but NUL, which
  /// CSS reads as U+FFFD.
  @Test func cssMarkersKeepEveryControlButNUL() throws {
    let palette = HostileNames.controlPalette
    let read = try #require(try Self.readBack(try Self.format("css"), palette))
    func nul(_ text: String?) -> String? {
      text.map {
        String(String.UnicodeScalarView($0.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }))
      }
    }
    #expect(read.name == nul(palette.name))
    #expect(read.description == nul(palette.description))
    #expect(read.groups.map(\.name) == palette.groups.map { nul($0.name) })
  }

  /// The loss report of `format` for `palette`.
  static func losses(_ format: any PaletteFormat, _ palette: Palette) -> [Diagnostic] {
    if let folder = format as? any FolderPaletteEncoder { return folder.losses(writing: palette) }
    return (format as? any PaletteEncoder)?.losses(writing: palette) ?? []
  }

  /// `palette` written by `format` and read back by palconv, or `nil` for a format it cannot
  /// read.
  static func readBack(_ format: any PaletteFormat, _ palette: Palette) throws -> Palette? {
    if let folder = format as? any FolderPaletteEncoder & FolderPaletteDecoder {
      return try folder.decodeFolder(try folder.encodeFolder(palette)).palette
    }
    if let file = format as? any PaletteEncoder & PaletteDecoder {
      return try file.decode(try file.encode(palette)).palette
    }
    return nil
  }
}
