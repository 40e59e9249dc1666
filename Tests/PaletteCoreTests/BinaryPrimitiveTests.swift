import Testing

@testable import PaletteCore

/// `ByteOrder` and `ByteCursor`, the one way binary loaders read their integers: both byte
/// orders, reads that run past the end reporting the field and its offset, and the writers'
/// appends that the reads undo.
@Suite struct BinaryPrimitiveTests {
  let bytes: [UInt8] = [0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC, 0xDE, 0xF0]

  @Test func integersReadInEitherOrder() {
    #expect(ByteOrder.big.u16(bytes, at: 0) == 0x1234)
    #expect(ByteOrder.little.u16(bytes, at: 0) == 0x3412)
    #expect(ByteOrder.big.u16(bytes, at: 1) == 0x3456)
    #expect(ByteOrder.big.u32(bytes, at: 0) == 0x1234_5678)
    #expect(ByteOrder.little.u32(bytes, at: 0) == 0x7856_3412)
    #expect(ByteOrder.big.u32(bytes, at: 4) == 0x9ABC_DEF0)
    #expect(ByteOrder.big.u64(bytes, at: 0) == 0x1234_5678_9ABC_DEF0)
    #expect(ByteOrder.little.u64(bytes, at: 0) == 0xF0DE_BC9A_7856_3412)
  }

  @Test func appendsAreUndoneByReads() {
    for order in [ByteOrder.big, .little] {
      var out: [UInt8] = []
      order.append(UInt16(0xBEEF), to: &out)
      order.append(UInt32(0xDEAD_BEEF), to: &out)
      #expect(out.count == 6)
      #expect(order.u16(out, at: 0) == 0xBEEF)
      #expect(order.u32(out, at: 2) == 0xDEAD_BEEF)
    }
    var big: [UInt8] = []
    big.appendBigEndian(UInt16(0x0102))
    big.appendBigEndian(UInt32(0x0304_0506))
    #expect(big == [1, 2, 3, 4, 5, 6])
    var little: [UInt8] = []
    ByteOrder.little.append(UInt32(0x0304_0506), to: &little)
    #expect(little == [6, 5, 4, 3])
  }

  @Test func cursorReadsInItsOrder() throws {
    var big = ByteCursor(bytes, format: "t")
    #expect(try big.u8("a byte") == 0x12)
    #expect(try big.u16("a word") == 0x3456)
    #expect(try big.u32("a long") == 0x789A_BCDE)
    #expect(big.offset == 7)
    #expect(big.remaining == 1)
    var little = ByteCursor(bytes, format: "t", order: .little, offset: 2)
    #expect(try little.u16("a word") == 0x7856)
    #expect(try little.u32("a long") == 0xF0DE_BC9A)
    #expect(little.isAtEnd)
  }

  @Test func readPastTheEndReportsTheFieldAndItsOffset() {
    var cursor = ByteCursor(bytes, format: "t", order: .little, offset: 6)
    #expect(throws: PaletteError.self) { try cursor.u32("the colour count") }
    do {
      _ = try cursor.u32("the colour count")
      Issue.record("read past the end")
    } catch {
      #expect(error.kind == .unexpectedEndOfInput)
      #expect(error.location == .byte(offset: 6))
      #expect(
        error.message
          == "the file ends inside the colour count at byte 6: 4 bytes are needed, 2 left")
    }
    // Nothing was consumed by the failed read.
    #expect(cursor.offset == 6)
    #expect(throws: PaletteError.self) { try cursor.bytes(3, "a name") }
    #expect((try? cursor.u16("a word")) == 0xF0DE)
  }

  @Test func utf16UnitsAreCheckedBeforeReading() {
    var cursor = ByteCursor([0x00, 0x41, 0x00], format: "t")
    do {
      _ = try cursor.utf16(units: 2, field: "the name")
      Issue.record("read past the end")
    } catch {
      #expect(error.kind == .unexpectedEndOfInput)
      #expect(error.location == .byte(offset: 0))
    }
    #expect((try? cursor.utf16(units: 1, field: "the name")) == "A")
  }
}
