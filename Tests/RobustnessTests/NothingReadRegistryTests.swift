import PaletteCore
import PaletteKit
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The rule for every reader of the registry, not for each format apart: a file that yields no
/// swatch while its reader warned (it left an element aside, or met a version it does not
/// know) is an error with a position, never an empty palette with exit status 0; a valid empty
/// file still reads as an empty palette.
@Suite struct NothingReadRegistryTests {
  /// The identifiers of every format the registry reads: single files and folders.
  static let readers: [String] = FormatRegistry.builtIn.formats.filter {
    $0 is any PaletteDecoder || $0 is any FolderPaletteDecoder
  }.map(\.identifier)

  @Test func everyReaderHasASample() {
    #expect(Set(Self.readers) == Set(NothingReadSamples.byFormat.keys))
    #expect(Self.readers.count == NothingReadSamples.byFormat.count)
  }

  @Test(arguments: readers)
  func aFileThatYieldsNoColourWhileItsReaderWarnsIsAnError(identifier: String) throws {
    let format = try Formats.named(identifier)
    let sample = try #require(NothingReadSamples.byFormat[identifier])
    let scratch = try Scratch()
    defer { scratch.remove() }
    switch sample {
    case .files(let skipped, let empty):
      let decoder = try #require(format as? any PaletteDecoder)
      // The format's own reading warns and reads no colour.
      let raw = try decoder.decode(skipped)
      #expect(raw.palette.swatchCount == 0, "\(identifier)")
      #expect(raw.warnings.contains { $0.severity == .warning }, "\(identifier)")
      let error = #expect(throws: PaletteError.self, "\(identifier)") {
        try PaletteFile.decode(skipped, path: "in", format: decoder)
      }
      #expect(error?.kind == .nothingRead, "\(identifier)")
      #expect(error?.format == identifier)
      #expect(error?.path == "in")
      #expect(error?.location != nil, "\(identifier): no position")
      #expect(
        error?.message.hasPrefix("no colour was read, and the reader left something aside: ")
          == true)
      if let empty {
        let decoded = try PaletteFile.decode(empty, path: "in", format: decoder)
        #expect(decoded.palette.swatchCount == 0, "\(identifier)")
      }
    case .folders(let skipped, let empty):
      let decoder = try #require(format as? any FolderPaletteDecoder)
      for (name, files) in [("skipped", skipped), ("empty", empty)] {
        for (path, bytes) in files {
          let file = scratch.file("\(name)/\(path)")
          try FileManager.default.createDirectory(
            atPath: String(file[..<file.lastIndex(of: "/")!]), withIntermediateDirectories: true)
          try scratch.write(bytes: bytes, to: "\(name)/\(path)")
        }
      }
      let error = #expect(throws: PaletteError.self, "\(identifier)") {
        try PaletteFolder.read(at: scratch.file("skipped"), format: decoder)
      }
      #expect(error?.kind == .nothingRead, "\(identifier)")
      #expect(error?.location != nil, "\(identifier): no position")
      #expect(error?.path?.hasPrefix(scratch.file("skipped/")) == true, "\(error?.path ?? "")")
      let decoded = try PaletteFolder.read(at: scratch.file("empty"), format: decoder)
      #expect(decoded.palette.swatchCount == 0)
    case .cannotSkip(let reason):
      #expect(!reason.isEmpty)
    }
  }
}
