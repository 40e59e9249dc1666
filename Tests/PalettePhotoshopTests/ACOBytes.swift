/// Photoshop swatches built byte by byte from the format description, independently of the
/// writer under test.
enum ACOBytes {
  /// One entry: colour space, four values and, for version 2, the name units as stored.
  struct Entry {
    var space: UInt16
    var values: [UInt16]
    var name: String?
    var countsNUL = true
  }

  static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
  static func u32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// A section of `version` with `entries`; `count` overrides the declared count.
  static func section(_ version: UInt16, _ entries: [Entry], count: Int? = nil) -> [UInt8] {
    var out = u16(version) + u16(UInt16(count ?? entries.count))
    for entry in entries {
      out += u16(entry.space)
      for value in entry.values { out += u16(value) }
      if version == 2 {
        let units = Array((entry.name ?? "").utf16)
        out += u32(UInt32(units.count + (entry.countsNUL ? 1 : 0)))
        for unit in units { out += u16(unit) }
        if entry.countsNUL { out += [0, 0] }
      }
    }
    return out
  }

  /// Both sections, as Photoshop writes them.
  static func file(_ entries: [Entry]) -> [UInt8] {
    section(1, entries) + section(2, entries)
  }
}
