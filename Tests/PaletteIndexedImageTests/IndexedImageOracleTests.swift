import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteIndexedImage

/// palconv's reading of every indexed-image fixture and real file against an independent one:
/// `Tests/Oracle/indexed-images/read_indexed.py` reads GIF, BMP and PCX with Pillow and IFF with
/// its own chunk walk. Skipped when Python or Pillow is missing.
@Suite(.enabled(if: ExternalTool.pythonImports("PIL"), "needs Python with Pillow"))
struct IndexedImageOracleTests {
  /// Files where palconv refuses what Pillow reads, on purpose, with the reason.
  static let deliberateDifferences: [String: String] = [
    // Pillow shows a GIF without a table in greys; palconv has no palette to read.
    "crafted-no-table.gif": "no colour table: Pillow's default greys are not in the file",
    // Pillow reads the header palette of any 16-colour PCX; version 3 says it holds none.
    "crafted-version3.pcx": "version 3 files carry no palette",
    // Pillow takes an 8-bit PCX without the trailer as greyscale.
    "crafted-8bit-no-trailer.pcx": "greyscale, no palette in the file",
  ]

  /// The files compared: the generated fixtures, the real files and the pictures.
  static let paths: [String] = {
    var paths: [String] = []
    for folder in ["indexed-images/generated", "gif/real", "bmp/real", "indexed-images/pictures"] {
      for file in Fixtures.files(in: folder) where !file.hasSuffix(".tsv") && !file.hasSuffix(".md")
      {
        paths.append(Fixtures.root.appending(path: file).path)
      }
    }
    return paths
  }()

  static func format(for path: String) -> any PaletteDecoder {
    switch path.split(separator: ".").last ?? "" {
    case "gif": GIFFormat()
    case "bmp": BMPFormat()
    case "pcx": PCXFormat()
    default: ILBMFormat()
    }
  }

  @Test func palconvAgreesWithTheIndependentReading() throws {
    let script = Fixtures.packageRoot.appending(path: "Tests/Oracle/indexed-images/read_indexed.py")
    let output = try #require(try ExternalTool.run("python3", [script.path] + Self.paths))
    #expect(output.code == 0, "\(output.stderr)")
    let lines = String(decoding: output.output, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == Self.paths.count)
    #expect(Self.paths.count >= 40)
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let path = try #require(object["path"] as? String)
      let name = String(path.split(separator: "/").last ?? "")
      let theirs = object["colours"] as? [String]
      let bytes = [UInt8](try Data(contentsOf: URL(filePath: path)))
      let format = Self.format(for: path)
      if let error = IndexedImageTestSupport.failure(format, bytes) {
        #expect(error.code == "image.no-colour-table", "\(name): \(error)")
        if Self.deliberateDifferences[name] == nil {
          #expect(theirs == nil, "\(name): the oracle reads a palette where palconv refuses one")
        }
        continue
      }
      let ours = IndexedImageTestSupport.hex(try format.decode(bytes).palette)
      let expected = try #require(theirs, "\(name): palconv reads a palette the oracle does not")
      if path.hasSuffix(".pcx") {
        // Pillow gives a 16-colour header palette whole; the depth uses its first entries.
        #expect(Array(expected.prefix(ours.count)) == ours, "\(name)")
      } else {
        #expect(expected == ours, "\(name)")
      }
    }
  }
}
