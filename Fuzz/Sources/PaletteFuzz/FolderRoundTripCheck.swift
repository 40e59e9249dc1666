import PaletteCore

/// Round trips of a folder format (an asset catalog): the palette is written as a file tree,
/// read back from it and written again.
///
/// A catalog sorts colours by name, rewrites names into folder names and keeps components to
/// the precision it prints, so the palette read back is not compared with the one written;
/// instead the first tree must read back with the same number of swatches, and the tree
/// written from what was read must be the first tree again (for a format in
/// ``FuzzFormats/settlesAtSecondWrite``, the third tree the second): every choice the writer
/// makes is already made in its own output.
enum FolderRoundTripCheck {
  /// Writes `palette`, reads it back and writes it again.
  ///
  /// - Parameters:
  ///   - format: The folder format.
  ///   - palette: A palette: one a decoder read, or one built from fuzz bytes.
  ///   - mustWrite: Whether failing to write `palette` at all is a finding (a tame palette).
  static func run(
    _ format: any FolderPaletteEncoder & FolderPaletteDecoder, _ palette: Palette,
    mustWrite: Bool
  ) {
    let id = format.identifier
    let first: FileTree
    do {
      first = try format.encodeFolder(palette)
    } catch {
      if mustWrite { fail("\(id): a palette could not be written: \(error)") }
      return
    }
    let read: Palette
    do {
      read = try format.decodeFolder(first).palette
    } catch {
      fail("\(id): the written catalog does not read back: \(error)\n" + show(first))
    }
    DecodeCheck.checkDecoded(read, format: format)
    NameCheck.check(format, written: palette, read: read)
    if read.swatchCount != palette.swatchCount {
      fail(
        "\(id): wrote \(palette.swatchCount) swatches, read back \(read.swatchCount)\n"
          + "--- palette:\n\(palette)\n--- written:\n" + show(first))
    }
    let second: FileTree
    do {
      second = try format.encodeFolder(read)
    } catch {
      fail("\(id): what was read back could not be written: \(error)")
    }
    if second != first && FuzzFormats.settlesAtSecondWrite[id] != nil {
      let third: FileTree
      do {
        third = try format.encodeFolder(try format.decodeFolder(second).palette)
      } catch {
        fail("\(id): the second write does not read back and write again: \(error)")
      }
      if third != second {
        fail(
          "\(id): the third write differs from the second\n--- second:\n" + show(second)
            + "\n--- third:\n" + show(third))
      }
    } else if second != first {
      fail(
        "\(id): writing what was read back changed the catalog\n--- first:\n" + show(first)
          + "\n--- second:\n" + show(second))
    }
  }

  /// The tree's paths and the start of each file, for a failure message.
  private static func show(_ tree: FileTree) -> String {
    tree.paths.prefix(20).map { path in
      path + ":\n" + String(decoding: (tree.files[path] ?? []).prefix(400), as: UTF8.self)
    }.joined(separator: "\n")
  }
}
