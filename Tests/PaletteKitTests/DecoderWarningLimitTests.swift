import PaletteCore
import Testing

@testable import PaletteKit

/// A file that repeats one oddity on every line yields the first warnings of each code and a
/// count of the rest, not one warning object per line.
@Suite struct DecoderWarningLimitTests {
  @Test func repeatedWarningsAreListedUpToTheLimitThenCounted() throws {
    // 50 lines with a red of 300 (clamped, with a warning each) and one odd header line.
    let text = "GIMP Palette\n" + String(repeating: "300 0 0 Hot\n", count: 50)
    let gpl = try #require(FormatRegistry.builtIn.format(named: "gpl") as? any PaletteDecoder)
    let decoded = try PaletteFile.decode(Array(text.utf8), path: "hot.gpl", format: gpl)
    #expect(decoded.palette.swatchCount == 50)
    let codes = Set(decoded.warnings.map(\.code))
    #expect(codes.count == 1)
    #expect(decoded.warnings.count == 21)
    #expect(decoded.warnings[0].location == .text(line: 2, column: 1))
    #expect(decoded.warnings[19].location == .text(line: 21, column: 1))
    let summary = decoded.warnings[20]
    #expect(summary.message == "and 30 more like these (50 in all; the first 20 are listed)")
    #expect(summary.path == "hot.gpl")
    #expect(summary.location == nil)
    #expect(summary.severity == decoded.warnings[0].severity)
  }

  @Test func fewWarningsAreKeptAsTheyAre() {
    let warnings = (1...3).map {
      Diagnostic(.warning, code: "x.\($0 % 2)", message: "w\($0)")
    }
    #expect(FindingLimits.limited(warnings) == warnings)
    let many = (1...30).map { Diagnostic(.note, code: $0 < 26 ? "a" : "b", message: "\($0)") }
    let limited = FindingLimits.limited(many, perCode: 2)
    #expect(
      limited.map(\.message) == [
        "1", "2", "26", "27", "and 23 more like these (25 in all; the first 2 are listed)",
        "and 3 more like these (5 in all; the first 2 are listed)",
      ])
    #expect(limited.map(\.code) == ["a", "a", "b", "b", "a", "b"])
  }
}
