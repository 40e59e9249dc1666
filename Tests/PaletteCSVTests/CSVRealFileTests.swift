import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PaletteCSV

/// Real CSV palettes (Fixtures/csv/real) and detection.
@Suite struct CSVRealFileTests {
  let format = CSVFormat()

  @Test func pastelExtendedHasHexThenName() throws {
    let decoded = try format.decode(Fixtures.bytes("csv/real/pastel-extended.csv"))
    #expect(decoded.warnings.isEmpty)
    #expect(
      decoded.palette.allSwatches.map(\.name) == [
        "Black olive", "Vivid sky blue", "Maya blue", "Alice Blue", "Orchid pink",
      ])
    #expect(
      decoded.palette.allSwatches.map { $0.color.rgba8.hexString() } == [
        "#363732", "#53D8FB", "#66C3FF", "#DCE1E9", "#D4AFB9",
      ])
  }

  @Test func pastelIsOneRowOfColours() throws {
    let decoded = try format.decode(Fixtures.bytes("csv/real/pastel.csv"))
    #expect(decoded.palette.swatchCount == 5)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.name == nil })
    #expect(decoded.palette.allSwatches.last?.color == .srgb8(0xD4, 0xAF, 0xB9))
  }

  @Test func detectionByHeaderByRowsAndByExtension() {
    let registry = FormatRegistry.builtIn
    func detected(_ text: String, _ ext: String?) -> String? {
      registry.detect(bytes: Array(text.utf8), pathExtension: ext).format?.identifier
    }
    #expect(detected("Name,Hex\nRed,#FF0000\n", nil) == "csv")
    #expect(detected("name;c;m;y;k\nX;0;0;0;100\n", "txt") == "csv")
    #expect(detected("363732, Black olive\n", "csv") == "csv")
    #expect(detected("#FF0000,Red\n#00FF00,Green\n", nil) == "csv")
    // Lines without commas stay hex lists; Paint.NET and GIMP keep their files.
    #expect(detected("#FF0000 Red\n#00FF00\n", nil) == "hex")
    #expect(detected("; paint.net Palette File\nFFFF0000\n", "txt") == "paintnet")
    #expect(detected("GIMP Palette\nName: a,b\n255 0 0 x\n", nil) == "gpl")
    #expect(detected("key,value\nalpha,beta\n", nil) == nil)
  }
}
