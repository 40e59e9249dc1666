import PaletteCore
import TestSupport
import Testing

@testable import PaletteAffinity

/// Affinity palettes with one thing wrong, made from the real `nord.afpalette` (whose layout
/// is: the name's length at byte 97, the swatch count at 110, the first fill at 114, its class
/// mode at 119, its colour's value type at 155 and red at 160).
@Suite struct AffinityPaletteBadInputTests {
  static let nord = Fixtures.bytes("afpalette/real/nord.afpalette")

  static func nord(_ change: (inout [UInt8]) -> Void) -> [UInt8] {
    var bytes = nord
    change(&bytes)
    return bytes
  }

  static func put(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
    for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "wrong signature", bytes: nord { $0[1] = 0xFE }, kind: .invalidSignature,
      message: "not an Affinity file: it does not start with 00 FF 4B 41",
      location: .byte(offset: 0)),
    BadInputCase(
      name: "version 12", bytes: nord { $0[4] = 12 }, kind: .unsupportedVersion,
      message: "Affinity file version 12; palconv reads versions 10 and 11",
      location: .byte(offset: 4)),
    BadInputCase(
      name: "a document, not a palette",
      bytes: nord { $0.replaceSubrange(8..<12, with: Array("ngsD".utf8)) },
      kind: .invalidSignature,
      message: "an Affinity file of the kind 'Dsgn', not a palette ('Swth')",
      location: .byte(offset: 8)),
    BadInputCase(
      name: "cut inside the header", bytes: Array(nord.prefix(40)), kind: .unexpectedEndOfInput,
      location: .byte(offset: 16)),
    BadInputCase(
      name: "cut inside the palette data", bytes: Array(nord.prefix(300)),
      kind: .unexpectedEndOfInput,
      message:
        "the header declares 986 bytes of palette data from byte 76, but the file has 224 "
        + "bytes there", location: .byte(offset: 32)),
    BadInputCase(
      name: "declared data ends inside a fill", bytes: nord { put(60, at: 32, in: &$0) },
      kind: .unexpectedEndOfInput,
      message: "the palette data ends inside a field type at byte 136: 1 byte is needed, 0 left",
      location: .byte(offset: 136)),
    BadInputCase(
      name: "compressed data", bytes: nord { $0[76] = 0x78 }, kind: .unsupportedVersion,
      location: .byte(offset: 76)),
    BadInputCase(
      name: "invalid UTF-8 name", bytes: nord { $0[101] = 0xFF }, kind: .invalidEncoding,
      message: "the string 'PlCN' is not valid UTF-8 at byte 101", location: .byte(offset: 101)),
    BadInputCase(
      name: "huge name length", bytes: nord { put(0x7FFF_FFFF, at: 97, in: &$0) },
      kind: .invalidValue, location: .byte(offset: 97)),
    BadInputCase(
      name: "huge swatch count", bytes: nord { put(0xFFFF_FFFF, at: 110, in: &$0) },
      kind: .invalidValue,
      message: "the object count of 'PalV' is 4294967295, more than the 948 bytes left can hold",
      location: .byte(offset: 110)),
    BadInputCase(
      name: "unknown reference flag", bytes: nord { $0[114] = 7 }, kind: .invalidValue,
      location: .byte(offset: 114)),
    BadInputCase(
      name: "back reference to nothing",
      bytes: nord {
        $0[114] = 2
        put(99, at: 115, in: &$0)
      }, kind: .invalidValue,
      message: "a back reference to object 99, which is not read yet",
      location: .byte(offset: 114)),
    BadInputCase(
      name: "undefined class", bytes: nord { $0[119] = 1 }, kind: .invalidValue,
      message: "an object of class 'FilS', which has not been defined",
      location: .byte(offset: 119)),
    BadInputCase(
      name: "unknown field type", bytes: nord { $0[155] = 0x45 }, kind: .invalidValue,
      message:
        "field '_col' has the type 0x45, which palconv does not know, so the rest of the file "
        + "cannot be read", location: .byte(offset: 155)),
    BadInputCase(
      name: "NaN component", bytes: nord { put(0x7FC0_0000, at: 160, in: &$0) },
      kind: .invalidValue, message: "component 1 of a colour is nan",
      location: .byte(offset: 160)),
    BadInputCase(
      name: "empty file", bytes: [], kind: .unexpectedEndOfInput, location: .byte(offset: 0)),
  ]

  @Test(arguments: cases)
  func aFileWithOneThingWrongIsAnError(_ item: BadInputCase) {
    item.expectRefused(format: "afpalette") { _ = try AffinityPaletteFormat().decode($0) }
  }

  @Test func objectsNestedTooDeepAreRefused() {
    // A palette whose first fill holds a chain of 40 objects, each in the one before.
    var body: [UInt8] = [0x00, 0xFF, 0x4B, 0x53, 2, 0] + Array("VlaP".utf8) + [1, 0, 26, 0, 0, 0]
    body += [0x31] + Array("Xtxe".utf8)
    for index in 0..<40 {
      body += [1, UInt8(index), 0, 0, 0, index == 0 ? 0 : 1] + Array("tseN".utf8)
      if index == 0 { body += [1, 0, 0, 2] }
      body += [0x31] + Array("Xtxe".utf8)
    }
    var file = Array(Self.nord.prefix(76))
    Self.put(UInt32(body.count), at: 32, in: &file)
    file += body
    let error = #expect(throws: PaletteError.self) { _ = try AffinityPaletteFormat().decode(file) }
    #expect(error?.kind == .limitExceeded)
  }

  @Test func aWrongChecksumIsAWarning() throws {
    // Red of the first swatch changed: still a colour, but not the bytes the checksum covers.
    let bytes = Self.nord { $0[163] ^= 0x01 }
    let decoded = try AffinityPaletteFormat().decode(bytes)
    #expect(decoded.warnings.map(\.code) == ["afpalette.checksum"])
    #expect(decoded.warnings.first?.location == .byte(offset: 1066 + 88))
  }

  @Test func otherAffinityFilesDoNotSniffAsPalettes() {
    #expect(
      AffinityPaletteFormat().sniff(
        Self.nord(
          { $0.replaceSubrange(8..<12, with: Array("ngsD".utf8)) })[...]) == .none)
    #expect(AffinityPaletteFormat().sniff(Fixtures.bytes("ase/valid/sample.ase")[...]) == .none)
    #expect(AffinityPaletteFormat().sniff(Self.nord.prefix(8)) == .none)
  }

  @Test func everyPrefixAndFlippedByteIsHandled() {
    let bytes = Self.nord
    for length in 0..<bytes.count {
      do {
        _ = try AffinityPaletteFormat().decode(Array(bytes[..<length]))
        // A file cut after its palette data (bytes 76 to 1062) still has all of it.
        #expect(length >= 1062, "a prefix of \(length) bytes decoded")
      } catch {
        #expect(error.location != nil)
      }
    }
    for index in bytes.indices {
      var copy = bytes
      copy[index] ^= 0xA5
      do {
        _ = try AffinityPaletteFormat().decode(copy)
      } catch {
        #expect(error.location != nil, "byte \(index)")
      }
    }
  }
}
