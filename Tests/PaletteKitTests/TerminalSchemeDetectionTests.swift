import PaletteCore
import TestSupport
import Testing

@testable import PaletteKit

/// Every real terminal scheme fixture is detected as its format, by content, with or without
/// its extension; and the formats' written files are detected as theirs.
@Suite struct TerminalSchemeDetectionTests {
  static let folders = [
    "base16", "iterm", "windows-terminal", "alacritty", "kitty", "ghostty", "xresources",
  ]

  @Test(arguments: folders)
  func realFilesAreDetectedAsTheirFormat(_ folder: String) {
    let registry = FormatRegistry.builtIn
    #expect(Fixtures.files(in: "\(folder)/real").count >= 2)
    for path in Fixtures.files(in: "\(folder)/real") {
      let bytes = Fixtures.bytes(path)
      let name = String(path.split(separator: "/").last ?? "")
      let ext = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : ""
      for pathExtension in [ext, ""] {
        let detection = registry.detect(bytes: bytes, pathExtension: pathExtension)
        #expect(detection.format?.identifier == folder, "\(name) as .\(pathExtension)")
      }
    }
  }

  @Test func writtenFilesAreDetectedAsTheirFormat() throws {
    let registry = FormatRegistry.builtIn
    for identifier in Self.folders + ["base24"] {
      let format = try #require(registry.format(named: identifier) as? any PaletteEncoder)
      let bytes = try format.encode(GoldenPalette.palette)
      let detection = registry.detect(bytes: bytes, pathExtension: nil)
      #expect(detection.format?.identifier == identifier)
    }
  }
}
