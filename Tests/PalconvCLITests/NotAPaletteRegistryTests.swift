import Foundation
import PaletteCore
import PaletteKit
import Testing

@testable import PalconvCLI

/// The rule that a file found in a folder that holds no palette is skipped, never written as
/// an empty output, holds for every format of the registry: each writes an empty palette, and
/// a folder walk over those files converts nothing and names each one.
@Suite struct NotAPaletteRegistryTests {
  @Test func anEmptyFileOfEveryFormatIsSkippedInAFolder() throws {
    let temp = TempFolder()
    var written: [String] = []
    for format in FormatRegistry.builtIn.formats {
      guard let encoder = format as? any PaletteEncoder, format.isReadable,
        let ext = format.fileExtensions.first,
        let bytes = try? encoder.encode(Palette())
      else { continue }
      let name = "empty-\(format.identifier).\(ext)"
      temp.write("in/" + name, bytes)
      written.append(name)
    }
    #expect(written.count > 20)
    let result = palconv(
      [temp.url("in"), "--to", "json", "--out-dir", temp.url("out"), "-v", "-j", "1"],
      registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(!temp.exists("out"), "\(temp.listing())")
    let skipped = Set(
      result.errLines.filter { $0.hasSuffix("[input.skipped]") }.compactMap {
        $0.split(separator: ":").first.map { String($0.split(separator: "/").last ?? "") }
      })
    #expect(skipped == Set(written), "\(result.stderr)")
    #expect(
      result.errLines.last
        == "palconv: 0 converted, 0 unchanged, 0 failed, \(written.count) skipped (0 warnings)")
  }
}
