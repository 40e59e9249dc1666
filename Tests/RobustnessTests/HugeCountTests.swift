import PaletteCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Counts, lengths and nesting that promise far more than the bytes hold: every format fails
/// (or reads what is there) without reserving memory for what was promised.
///
/// The allocation bound itself is checked two ways: here by the process's peak virtual size
/// (`VmPeak` in `/proc/self/status`), which a reservation of gigabytes would raise even
/// untouched, and by `Fuzz/run.sh stress`, which replays 1 MiB worst cases under libFuzzer's
/// `-malloc_limit_mb=64`.
@Suite(.serialized) struct HugeCountTests {
  /// The peak virtual memory size of this process in KiB, or `nil` off Linux.
  static func peakVirtualKiB() -> Int? {
    guard let data = FileManager.default.contents(atPath: "/proc/self/status") else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix("VmPeak:") {
      return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
    }
    return nil
  }

  @Test func aseBlockClaiming4GiBFailsWithoutReservingIt() throws {
    // 12-byte header (1 block), a colour block declaring 0xFFFFFFFF bytes, 2 bytes of body.
    let bytes: [UInt8] =
      Array("ASEF".utf8) + [0, 1, 0, 0, 0, 0, 0, 1] + [0, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0]
    #expect(bytes.count == 20)
    let before = Self.peakVirtualKiB()
    let error = #expect(throws: PaletteError.self) { try Formats.codec("ase").decode(bytes) }
    #expect(error?.kind == .unexpectedEndOfInput)
    #expect(error?.location == .byte(offset: 12))
    if let before, let after = Self.peakVirtualKiB() {
      // A 4 GiB reservation would add 4,194,304 KiB; allow 256 MiB for the test runner.
      #expect(after - before < 262_144)
    }
  }

  @Test func aseBlockCountOfFourBillionWithNoBlocks() throws {
    let bytes: [UInt8] = Array("ASEF".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]
    let decoded = try Formats.codec("ase").decode(bytes)
    #expect(decoded.palette.swatchCount == 0)
    #expect(decoded.warnings.contains { $0.code.hasSuffix("block-count") })
  }

  @Test func aseNameLengthBeyondItsBlock() {
    let bytes: [UInt8] =
      Array("ASEF".utf8) + [0, 1, 0, 0, 0, 0, 0, 1] + [0, 1, 0, 0, 0, 10]
      + [0xFF, 0xFF, 0, 0x41, 0, 0x42, 0, 0, 0, 0]
    let error = #expect(throws: PaletteError.self) { try Formats.codec("ase").decode(bytes) }
    #expect(error?.kind == .invalidValue)
    #expect(error?.location == .byte(offset: 18))
    #expect(error?.message.contains("name length 65535") == true)
  }

  @Test func gplNumbersPastIntAreClampedWithWarnings() throws {
    let text =
      "GIMP Palette\nName: n\nColumns: 99999999999999999999999\n"
      + "99999999999999999999 -99999999999999 0 big\n"
    let decoded = try Formats.codec("gpl").decode(Array(text.utf8))
    #expect(decoded.palette.columns == nil)
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb8(255, 0, 0)])
    #expect(
      decoded.warnings.map(\.code) == ["gpl.columns-range", "gpl.out-of-range", "gpl.out-of-range"])
    #expect(decoded.warnings.first?.location == .text(line: 3, column: 10))
  }

  @Test(arguments: ["json", "dtcg", "xcassets"])
  func jsonNestingPastTheLimit(_ identifier: String) {
    let depth = 100_000
    let bytes = Array(repeating: UInt8(ascii: "["), count: depth)
    let error = #expect(throws: PaletteError.self) { try Formats.decoder(identifier).decode(bytes) }
    #expect(error?.kind == .limitExceeded)
    #expect(error?.location != nil)
  }

  @Test func cssNestingPastTheLimits() throws {
    let blocks = String(repeating: "{", count: 100_000)
    let error = #expect(throws: PaletteError.self) {
      try Formats.codec("css").decode(Array((":root { --a: #fff; }" + blocks).utf8))
    }
    #expect(error?.kind == .limitExceeded)
    let vars =
      ":root { --a: " + String(repeating: "var(--b, ", count: 100_000) + "red"
      + String(repeating: ")", count: 100_000) + "; }"
    let css = try Formats.codec("css")
    let decoded = try? css.decode(Array(vars.utf8))
    #expect(decoded == nil || decoded?.warnings.isEmpty == false)
  }

  @Test(arguments: ["hex", "paintnet"])
  func hexDigitRunOfOneMebibyte(_ identifier: String) {
    let bytes = Array(repeating: UInt8(ascii: "f"), count: 1 << 20)
    let error = #expect(throws: PaletteError.self) { try Formats.decoder(identifier).decode(bytes) }
    #expect(error?.kind == .syntax)
    #expect(error?.location == .text(line: 1, column: 1))
  }
}
