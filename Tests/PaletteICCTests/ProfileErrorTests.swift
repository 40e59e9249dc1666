import PaletteCore
import TestSupport
import Testing

@testable import PaletteICC

/// Damaged and crafted profiles are errors with the offset of the field at fault, never a
/// crash, a hang or a huge allocation.
@Suite struct ProfileErrorTests {
  /// The offset of an error, or `nil`.
  static func offset(_ bytes: [UInt8]) -> (PaletteError.Kind, Int?)? {
    do {
      _ = try ICCProfile(bytes: bytes)
      return nil
    } catch {
      if case .byte(let offset) = error.location { return (error.kind, offset) }
      return (error.kind, nil)
    }
  }

  @Test(arguments: [
    "icc/colord-sRGB.icc", "icc/icc-profiles-free-Gray.icc", "icc/colord-Crayons.icc",
  ])
  func everyPrefixFailsWithAnOffset(_ path: String) throws {
    let bytes = Fixtures.bytes(path)
    try #require(!bytes.isEmpty)
    _ = try ICCProfile(bytes: bytes)
    for length in stride(from: 0, to: bytes.count, by: 7) {
      let found = try #require(ProfileErrorTests.offset(Array(bytes[..<length])))
      #expect(found.1 != nil, "prefix \(length): \(found)")
    }
  }

  @Test func headerFields() {
    var builder = ICCBuilder()
    builder.tags = [("wtpt", ICCBuilder.xyz(0.9642, 1, 0.8249))]
    var bytes = builder.bytes
    bytes[36] = 0x41
    #expect(ProfileErrorTests.offset(bytes)! == (.invalidSignature, 36))
    bytes = builder.bytes
    bytes[8] = 5
    #expect(ProfileErrorTests.offset(bytes)! == (.unsupportedVersion, 8))
    bytes = builder.bytes
    bytes[3] = bytes[3] &+ 8  // a declared size past the data
    #expect(ProfileErrorTests.offset(bytes)!.0 == .unexpectedEndOfInput)
    bytes = builder.bytes
    bytes.replaceSubrange(128..<132, with: ICCBuilder.u32(0x7FFF_FFFF))  // tag count
    #expect(ProfileErrorTests.offset(bytes)! == (.unexpectedEndOfInput, 128))
    bytes = builder.bytes
    bytes.replaceSubrange(136..<140, with: ICCBuilder.u32(0xFFFF_FFF0))  // tag offset
    #expect(ProfileErrorTests.offset(bytes)! == (.unexpectedEndOfInput, 136))
  }

  @Test func hugeCountsAreRefusedBeforeAllocating() {
    // A curve claiming 2³² − 1 entries.
    var builder = ICCBuilder()
    builder.tags = [
      ("kTRC", ICCBuilder.fourCC("curv") + ICCBuilder.u32(0) + ICCBuilder.u32(0xFFFF_FFFF))
    ]
    builder.colorSpace = "GRAY"
    let curve = ProfileErrorTests.offset(builder.bytes)!
    #expect(curve.0 == .limitExceeded && curve.1 == 144 + 8)
    // A lut8 of 8 inputs and 255 grid points: 255⁸ × 3 values.
    var tag = ICCBuilder.fourCC("mft1") + ICCBuilder.u32(0) + [8, 3, 255, 0]
    tag += [1.0, 0, 0, 0, 1, 0, 0, 0, 1].flatMap(ICCBuilder.s15)
    tag += [UInt8](repeating: 0, count: 8 * 256)
    builder = ICCBuilder()
    builder.tags = [("A2B0", tag)]
    let grid = ProfileErrorTests.offset(builder.bytes)!
    #expect(grid.0 == .limitExceeded && grid.1 == 144 + 10)
    // An mAB whose colour table offset lies past the tag.
    var mab = ICCBuilder.fourCC("mAB ") + ICCBuilder.u32(0) + [3, 3, 0, 0]
    mab +=
      ICCBuilder.u32(32) + ICCBuilder.u32(0) + ICCBuilder.u32(0) + ICCBuilder.u32(9999)
      + ICCBuilder.u32(0)
    mab += ICCBuilder.curv([]) + ICCBuilder.curv([]) + ICCBuilder.curv([])
    builder.tags = [("A2B0", mab)]
    #expect(ProfileErrorTests.offset(builder.bytes)! == (.unexpectedEndOfInput, 144 + 24))
  }

  @Test func aParametricTypeOutOfRange() {
    var builder = ICCBuilder()
    builder.colorSpace = "GRAY"
    builder.tags = [("kTRC", ICCBuilder.para(9, [1]))]
    #expect(ProfileErrorTests.offset(builder.bytes)! == (.invalidValue, 144 + 8))
  }
}
