import PaletteCore

/// Decodes Photoshop swatches (`.aco`) into a ``PaletteCore/Palette``.
///
/// A file holds a version 1 section (colours only), a version 2 section (the same colours with
/// names), or both in that order, as Photoshop writes them; after them, Photoshop 2020 and
/// later append swatch groups (an `8BIM` `phry` block, read by ``ACOGroupTrailer``). The
/// version 2 section is preferred. A version 2 section cut short after a complete version 1
/// section keeps its complete swatches and takes the rest from version 1, with a warning;
/// every other shortfall is an error at the byte where the file ends. Counts are checked
/// against the bytes left before anything is allocated.
struct ACOReader {
  /// The file.
  private let bytes: [UInt8]
  /// Whether gray 10000 is black.
  private let grayIsInk: Bool
  /// Warnings so far, in file order.
  private var warnings: [Diagnostic] = []

  /// One swatch as a section stores it.
  private struct Entry {
    /// The offset of the entry.
    var offset: Int
    /// The colour space id.
    var space: UInt16
    /// The four values.
    var values: (UInt16, UInt16, UInt16, UInt16)
    /// The name (version 2 only), trailing NULs removed; `nil` when empty or absent.
    var name: String?
  }

  /// A section as far as it could be read.
  private struct Section {
    /// The declared swatch count.
    var declared: Int
    /// The complete entries.
    var entries: [Entry]
    /// Where the section ends inside an entry, if it does.
    var truncation: PaletteError?
  }

  /// Creates a reader.
  init(_ bytes: [UInt8], grayIsInk: Bool) {
    self.bytes = bytes
    self.grayIsInk = grayIsInk
  }

  private mutating func warn(
    _ code: String, _ message: String, at offset: Int, severity: Severity = .warning
  ) {
    warnings.append(
      Diagnostic(severity, code: "aco." + code, message: message, location: .byte(offset: offset)))
  }

  /// Decodes the whole file.
  mutating func decode() throws(PaletteError) -> DecodedPalette {
    var reader = ByteCursor(bytes, format: "aco")
    let version = try reader.u16("the version")
    guard version == 1 || version == 2 else {
      throw PaletteError(
        .invalidSignature,
        "not a Photoshop swatches file: it starts with version \(version), not 1 or 2",
        format: "aco", location: .byte(offset: 0))
    }
    var entries: [Entry]
    if version == 1 {
      let first = try section(&reader, named: false)
      if let truncation = first.truncation { throw truncation }
      entries = first.entries
      if reader.isAtEnd {
        warn(
          "version-1-only",
          "the file has only a version 1 section, which holds no names: the "
            + MessageFormatting.count(entries.count, "swatch is", "swatches are") + " unnamed",
          at: 0, severity: .note)
      } else if reader.remaining >= 4, reader.bytes[reader.offset] == 0,
        reader.bytes[reader.offset + 1] == 2
      {
        let start = reader.offset
        reader.offset += 2
        let second = try section(&reader, named: true)
        entries = merge(first: first, second: second, secondStart: start)
        // A section cut short ends the file: what is left is the part of an entry.
        if second.truncation != nil { reader.offset = reader.bytes.count }
      }
    } else {
      let only = try section(&reader, named: true)
      if let truncation = only.truncation { throw truncation }
      entries = only.entries
      warn(
        "version-2-only",
        "the file has no version 1 section: Photoshop 6 and older would see no colours",
        at: 0, severity: .note)
    }
    var trailerGroups: [ACOGroupTrailer.Group]?
    if !reader.isAtEnd {
      let start = reader.offset
      if ACOGroupTrailer.starts(reader.bytes, at: start) {
        switch ACOGroupTrailer.read(reader.bytes, at: start) {
        case .success(let groups):
          let presets = groups.reduce(0) { $0 + $1.count }
          if presets == entries.count {
            trailerGroups = groups
          } else {
            warn(
              "groups-ignored",
              "the swatch groups at byte \(start) list \(presets) swatches but the file has "
                + "\(entries.count); the groups are ignored", at: start)
          }
        case .failure(let problem):
          warn(
            "groups-ignored",
            "the swatch groups at byte \(problem.offset) cannot be read (\(problem.reason)); "
              + "the swatches are read without groups", at: problem.offset)
        }
      } else {
        warn(
          "trailing-bytes",
          "\(MessageFormatting.count(reader.remaining, "byte", "bytes")) after the swatches, "
            + "from byte \(start), are not swatch data and are ignored", at: start)
      }
    }
    return DecodedPalette(palette: palette(entries, groups: trailerGroups), warnings: warnings)
  }

  /// Reads a section's count and entries; stops at the first incomplete entry.
  private func section(
    _ reader: inout ByteCursor, named: Bool
  ) throws(PaletteError) -> Section {
    let countOffset = reader.offset
    let declared = Int(try reader.u16("the swatch count"))
    let fixed = 10
    if !named {
      guard declared * fixed <= reader.remaining else {
        throw PaletteError(
          .unexpectedEndOfInput,
          "the version 1 section declares \(declared) swatches (\(declared * fixed) bytes) but "
            + "only \(reader.remaining) bytes follow the count", format: "aco",
          location: .byte(offset: countOffset))
      }
    }
    var entries: [Entry] = []
    entries.reserveCapacity(min(declared, reader.remaining / fixed))
    for index in 0..<declared {
      let start = reader.offset
      do throws(PaletteError) {
        let space = try reader.u16("the colour space of swatch \(index + 1)")
        let w = try reader.u16("the values of swatch \(index + 1)")
        let x = try reader.u16("the values of swatch \(index + 1)")
        let y = try reader.u16("the values of swatch \(index + 1)")
        let z = try reader.u16("the values of swatch \(index + 1)")
        var name: String?
        if named {
          let units = Int(try reader.u32("the name length of swatch \(index + 1)"))
          var text = try reader.utf16(units: units, field: "the name of swatch \(index + 1)")
          while text.utf8.last == 0 { text.removeLast() }
          name = text.isEmpty ? nil : text
        }
        entries.append(Entry(offset: start, space: space, values: (w, x, y, z), name: name))
      } catch {
        if error.kind != .unexpectedEndOfInput { throw error }
        return Section(declared: declared, entries: entries, truncation: error)
      }
    }
    return Section(declared: declared, entries: entries, truncation: nil)
  }

  /// The entries of a file with both sections: version 2's, completed from version 1 when
  /// version 2 is cut short.
  private mutating func merge(first: Section, second: Section, secondStart: Int) -> [Entry] {
    if let truncation = second.truncation {
      var offset = secondStart
      if case .byte(let end)? = truncation.location { offset = end }
      let kept = second.entries.count
      let rest = max(first.entries.count - kept, 0)
      warn(
        "version-2-truncated",
        "the version 2 section is cut short (\(truncation.message)); "
          + "names are read for the first \(kept) of \(second.declared) swatches"
          + (rest > 0 ? " and the other \(rest) are read from version 1 without names" : ""),
        at: offset)
      return second.entries + first.entries.dropFirst(kept)
    }
    if first.declared != second.declared {
      warn(
        "count-mismatch",
        "the version 1 section has \(first.declared) swatches and the version 2 section "
          + "\(second.declared); the version 2 section is read", at: secondStart + 2)
    }
    return second.entries
  }

  /// The palette of the entries, in the trailer's groups when there are any.
  private mutating func palette(
    _ entries: [Entry], groups: [ACOGroupTrailer.Group]?
  ) -> Palette {
    var catalog: [(name: String, space: String)] = []
    var catalogOffset: Int?
    var swatches: [Swatch] = []
    swatches.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      let (w, x, y, z) = entry.values
      if let components = ACOColorSpace.components(
        id: entry.space, w, x, y, z, grayIsInk: grayIsInk)
      {
        swatches.append(
          Swatch(
            name: entry.name, color: PaletteColor(components),
            location: .byte(offset: entry.offset)))
      } else {
        let space = ACOColorSpace.catalogName(entry.space) ?? "catalog"
        catalog.append((entry.name ?? "swatch \(index + 1)", space))
        catalogOffset = catalogOffset ?? entry.offset
        swatches.append(
          Swatch(
            name: entry.name, color: PaletteColor(.gray(0.5)), kind: .spot,
            location: .byte(offset: entry.offset)))
      }
    }
    if let catalogOffset {
      let spaces = Array(Set(catalog.map(\.space))).sorted()
      warn(
        "catalog-color",
        MessageFormatting.count(catalog.count, "swatch refers", "swatches refer")
          + " to a colour book (\(spaces.joined(separator: ", "))) and "
          + (catalog.count == 1 ? "stores" : "store") + " no colour values "
          + "a program can use; kept by name as spot colours with a 50 % grey placeholder: "
          + MessageFormatting.list(catalog.map(\.name)), at: catalogOffset)
    }
    guard let groups else { return Palette(swatches: swatches) }
    var result: [PaletteGroup] = []
    var next = 0
    for group in groups {
      let members = Array(swatches[next..<next + group.count])
      next += group.count
      if group.name == nil, let last = result.last, last.name == nil {
        result[result.count - 1].swatches += members
      } else if !members.isEmpty || group.name != nil {
        result.append(
          PaletteGroup(name: group.name, swatches: members, location: .byte(offset: group.offset)))
      }
    }
    return Palette(groups: result)
  }
}
