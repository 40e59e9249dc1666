package import PaletteCore

/// Writes binary property lists (`bplist00`), deterministically.
///
/// Only the objects reachable from the top are written, in depth-first order from the top
/// (a dictionary's keys before its values), so the top object is object 0. Equal scalars
/// (strings, numbers, data, UIDs, …) are written once and shared; a container shared in the
/// document stays shared. Offsets and references use the smallest of 1, 2, 4 or 8 bytes that
/// holds them, as CoreFoundation and Python's `plistlib` do; integers are written in the
/// smallest of 1, 2, 4 or 8 bytes (negative ones in 8, those above `Int64.max` in 16), reals
/// as 8-byte doubles, strings as ASCII when they can be and as UTF-16 otherwise.
package enum BinaryPropertyListWriter {
  /// Writes a document.
  ///
  /// - Parameters:
  ///   - document: The document; it must pass ``PropertyListDocument/validate(maximumDepth:)``.
  ///   - format: The format identifier for errors.
  /// - Returns: The file's bytes.
  /// - Throws: ``PaletteError/Kind/unrepresentable`` when the graph is invalid (a reference
  ///   out of range, a cycle, a key that is not a string, nesting too deep).
  package static func write(
    _ document: PropertyListDocument, format: String
  ) throws(PaletteError)
    -> [UInt8]
  {
    if let problem = document.validate(maximumDepth: BinaryPropertyListReader.maximumDepth) {
      throw PaletteError(
        .unrepresentable,
        "cannot write the property list: object \(problem.object): "
          + problem.message, format: format)
    }
    let objects = document.objects
    // Depth-first order from the top; scalars uniqued by value, containers by identity.
    var newIndex = [Int](repeating: -1, count: objects.count)
    var scalarIndex: [PropertyListObject: Int] = [:]
    var order: [Int] = []
    var stack = [document.top]
    while let old = stack.popLast() {
      guard newIndex[old] < 0 else { continue }
      let object = objects[old]
      if object.isContainer {
        newIndex[old] = order.count
        order.append(old)
        for position in stride(from: object.referenceCount - 1, through: 0, by: -1) {
          stack.append(object.reference(at: position))
        }
      } else if let shared = scalarIndex[object] {
        newIndex[old] = shared
      } else {
        scalarIndex[object] = order.count
        newIndex[old] = order.count
        order.append(old)
      }
    }
    let referenceSize = byteWidth(UInt64(order.count - 1))
    var out = BinaryPropertyListReader.magic
    var offsets: [Int] = []
    offsets.reserveCapacity(order.count)
    func appendReference(_ old: Int) {
      appendUnsigned(UInt64(newIndex[old]), size: referenceSize, to: &out)
    }
    for old in order {
      offsets.append(out.count)
      switch objects[old] {
      case .null: out.append(0x00)
      case .bool(let value): out.append(value ? 0x09 : 0x08)
      case .integer(let value): appendInteger(value, to: &out)
      case .unsignedInteger(let value):
        out.append(0x14)
        appendUnsigned(0, size: 8, to: &out)
        appendUnsigned(value, size: 8, to: &out)
      case .real(let value):
        out.append(0x23)
        appendUnsigned(value.bitPattern, size: 8, to: &out)
      case .date(let value):
        out.append(0x33)
        appendUnsigned(value.bitPattern, size: 8, to: &out)
      case .data(let value):
        appendMarker(0x40, count: value.count, to: &out)
        out += value
      case .string(let value):
        if value.utf8.allSatisfy({ $0 < 0x80 }) {
          appendMarker(0x50, count: value.utf8.count, to: &out)
          out += value.utf8
        } else {
          appendMarker(0x60, count: value.utf16.count, to: &out)
          for unit in value.utf16 { appendUnsigned(UInt64(unit), size: 2, to: &out) }
        }
      case .uid(let value):
        let size = byteWidth(value)
        out.append(0x80 | UInt8(size - 1))
        appendUnsigned(value, size: size, to: &out)
      case .array(let members):
        appendMarker(0xA0, count: members.count, to: &out)
        for member in members { appendReference(member) }
      case .set(let members):
        appendMarker(0xC0, count: members.count, to: &out)
        for member in members { appendReference(member) }
      case .dictionary(let keys, let values):
        appendMarker(0xD0, count: keys.count, to: &out)
        for key in keys { appendReference(key) }
        for value in values { appendReference(value) }
      }
    }
    let tableStart = out.count
    let offsetSize = byteWidth(UInt64(offsets.last ?? 0))
    for offset in offsets { appendUnsigned(UInt64(offset), size: offsetSize, to: &out) }
    out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    appendUnsigned(UInt64(order.count), size: 8, to: &out)
    appendUnsigned(0, size: 8, to: &out)
    appendUnsigned(UInt64(tableStart), size: 8, to: &out)
    return out
  }

  /// The smallest of 1, 2, 4 and 8 bytes that holds `value`.
  private static func byteWidth(_ value: UInt64) -> Int {
    value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
  }

  /// Appends `value` as `size` big-endian bytes.
  private static func appendUnsigned(_ value: UInt64, size: Int, to out: inout [UInt8]) {
    for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
      out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  /// Appends an integer object: the smallest unsigned size for non-negative values, 8 bytes
  /// for negative ones.
  private static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
    let size = value < 0 ? 8 : byteWidth(UInt64(value))
    out.append(0x10 | UInt8(size.trailingZeroBitCount))
    appendUnsigned(UInt64(bitPattern: value), size: size, to: &out)
  }

  /// Appends a marker with a count: in the low nibble below 15, otherwise as an integer
  /// object after a nibble of `F`.
  private static func appendMarker(_ type: UInt8, count: Int, to out: inout [UInt8]) {
    if count < 15 {
      out.append(type | UInt8(count))
    } else {
      out.append(type | 0x0F)
      appendInteger(Int64(count), to: &out)
    }
  }
}
