import Foundation
import PaletteCore
import PaletteKit
import TestSupport
import Testing

/// Every real palette file the tests hold (written by other applications: the shared corpus
/// and `Fixtures/*/real/`) read by palconv and by an independent reader,
/// `Tests/Oracle/real/read_real.py`, which must agree swatch by swatch: names, colour models,
/// components and alpha. `python3 Tests/Oracle/real/count_real_files.py` counts the files per
/// format (docs/robustness.md, "Real files").
@Suite struct RealFileTests {
  /// Every format palconv reads that another application writes.
  static let formats = [
    "ase", "aco", "act", "acb", "gpl", "css", "hex", "paintnet", "dtcg", "dtcg-resolver",
    "xcassets", "sketch", "color-palette", "sip", "tokens-studio", "coolors", "jasc", "riff",
    "corel-pal",
    "vdi-pal", "vga-pal", "android", "android-res", "scribus", "soc", "corel-xml", "clr", "kpl",
    "autodesk-acb", "acbl", "procreate", "sbz", "scss", "less", "stylus", "png", "gif", "bmp",
    "pcx", "ilbm", "csv", "x11",
    "kde", "painter", "homesite", "skencil", "clf", "unity-colors", "material-theme", "icc-named",
    "afpalette", "office-theme", "office-theme-xml", "gpa", "skp", "cpl", "jcw", "windows-terminal",
    "iterm", "base16", "base24", "alacritty", "kitty", "ghostty", "xresources", "aseprite",
    "animator-col", "pixelorama", "lospec", "figma-variables", "vscode-theme",
  ]

  /// Files where palconv and the independent reader disagree for a reason that is a real
  /// limitation, by path: each is listed in docs/robustness.md. A file listed here that agrees
  /// fails the test, so the list stays true.
  static let knownGaps: [String: String] = [:]

  @Test func theListNamesEveryReadableFormatButPalconvsOwn() {
    let readable = FormatRegistry.builtIn.formats.filter {
      $0 is any PaletteDecoder || $0 is any FolderPaletteDecoder
    }.map(\.identifier)
    #expect(Set(Self.formats) == Set(readable).subtracting(["json"]))
  }

  @Test(.enabled(if: RealFileOracle.isAvailable), arguments: formats)
  func palconvReadsWhatAnIndependentReaderReads(format identifier: String) throws {
    let format = try Formats.named(identifier)
    for record in try RealFileOracle.records(format: identifier) {
      #expect(
        record.error == nil, "\(record): the independent reader failed: \(record.error ?? "")")
      guard let url = record.url else { continue }
      let read = Result { () throws(PaletteError) -> DecodedPalette in
        if let folder = format as? any FolderPaletteDecoder {
          return try PaletteFolder.read(at: url.path, format: folder)
        }
        let bytes = try PaletteFile.read(at: url.path)
        guard let file = format as? any PaletteDecoder else {
          throw PaletteError(.unknownFormat, "\(identifier) reads no files")
        }
        return try file.decode(bytes)
      }
      // No independent reader here: the format's own tests check these files.
      guard let expected = record.swatches else { continue }
      let check = {
        let decoded: DecodedPalette
        do {
          decoded = try read.get()
        } catch {
          // A file with no colours (the corpus has one) may be refused as holding no palette.
          #expect(expected.isEmpty, "\(record): palconv could not read it: \(error)")
          return
        }
        let swatches = decoded.palette.allSwatches.filter { !$0.isEmptySlot }
        let differences = Self.differences(swatches, expected)
        #expect(differences.isEmpty, "\(record): \(differences.joined(separator: "; "))")
      }
      if let gap = Self.knownGaps[record.path] {
        withKnownIssue(Comment(rawValue: gap)) { check() }
      } else {
        check()
      }
    }
  }

  /// How palconv's swatches differ from the independent reader's: the first few differences,
  /// each naming the swatch.
  static func differences(_ swatches: [Swatch], _ expected: [RealFileOracle.Swatch]) -> [String] {
    var found: [String] = []
    if swatches.count != expected.count {
      found.append("palconv read \(swatches.count) swatches, the oracle \(expected.count)")
    }
    for (index, (swatch, oracle)) in zip(swatches, expected).enumerated() {
      let values = swatch.color.components.values.map(Double.init)
      let same =
        swatch.name == oracle.name && swatch.color.model.rawValue == oracle.model
        && values.count == oracle.values.count
        && zip(values, oracle.values).allSatisfy { close($0, $1) }
        && close(Double(swatch.color.alpha), oracle.alpha)
      if !same {
        found.append(
          "swatch \(index + 1): palconv '\(swatch.name ?? "unnamed")' "
            + "\(swatch.color.model.rawValue) \(values) alpha \(swatch.color.alpha), "
            + "the oracle \(oracle)")
      }
      if found.count >= 4 { break }
    }
    return found
  }

  /// Equal within what a `Float` holds of a decimal or 16-bit value.
  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-5 * max(1, abs(b))
  }
}
