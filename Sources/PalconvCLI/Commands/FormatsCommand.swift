import PaletteCore
import PaletteKit

/// `palconv formats`: the formats and what each can hold.
enum FormatsCommand: Subcommand {
  static let spec = CommandSpec(
    name: "formats",
    abstract: "List the formats, their extensions and what each can hold.",
    discussion:
      "One row per format, in detection order, from the formats' roles and their own capability "
      + "declarations: whether palconv reads and writes it, and whether it keeps swatch names, "
      + "the palette name, groups, alpha and spot/global kinds, which colour models it stores "
      + "without conversion, and how many swatches a file may hold.",
    usage: "formats",
    arguments: [],
    options: [],
    positionals: .none)

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    guard parsed.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(parsed.positionals[0])'")
    }
    context.console.write(table(context.registry))
    return ExitCode.success
  }

  /// The table, columns padded to their widest cell.
  static func table(_ registry: FormatRegistry) -> String {
    func mark(_ flag: Bool) -> String { flag ? "yes" : "-" }
    var rows: [[String]] = [
      [
        "FORMAT", "NAME", "EXTENSIONS", "READ", "WRITE", "NAMES", "TITLE", "GROUPS", "ALPHA",
        "KINDS", "MODELS", "MAX",
      ]
    ]
    for format in registry.formats {
      let c = format.capabilities
      let kinds = SwatchKind.allCases.filter { c.kinds.contains($0) }.map(\.rawValue)
      let models = ColorModel.allCases.filter { c.models.contains($0) }.map(\.rawValue)
      rows.append([
        format.identifier, format.displayName,
        format.fileExtensions.map { "." + $0 }.joined(separator: " "),
        mark(format.isReadable), mark(format.isWritable), mark(c.swatchNames), mark(c.paletteName),
        mark(c.groups), c.alpha ? "yes" : c.singleTransparentColor ? "one" : "-",
        kinds.isEmpty ? "-" : kinds.joined(separator: ","),
        models.isEmpty ? "-" : models.joined(separator: ","),
        c.maxSwatches.map(String.init) ?? "-",
      ])
    }
    var out = TextTable.render(rows)
    out += "\nTITLE: the palette's own name. KINDS: process, global and spot swatches kept apart.\n"
    out += "ALPHA one: a single fully transparent colour, no partial alpha.\n"
    // Which formats keep appearance variants, from their capabilities.
    var kept: [(appearances: Set<Appearance>, identifiers: [String])] = []
    for format in registry.formats
    where format.isWritable && !format.capabilities.appearances.isEmpty {
      let appearances = format.capabilities.appearances
      if let index = kept.firstIndex(where: { $0.appearances == appearances }) {
        kept[index].identifiers.append(format.identifier)
      } else {
        kept.append((appearances, [format.identifier]))
      }
    }
    if !kept.isEmpty {
      let parts = kept.map { entry in
        let which =
          entry.appearances.count == Appearance.allCases.count
          ? "dark and high-contrast variants"
          : Appearance.allCases.filter(entry.appearances.contains).map(\.displayName).joined(
            separator: " and ") + " variants only"
        return "\(which) in \(entry.identifiers.joined(separator: ", "))"
      }
      out +=
        "Appearances: \(parts.joined(separator: "; ")); the others write the light colours "
        + "(loss.appearances).\n"
    }
    let folders = registry.formats.filter(\.isFolderFormat).map(\.identifier)
    if !folders.isEmpty {
      out +=
        "Read and written as folders, not single files: \(folders.joined(separator: ", ")).\n"
    }
    // Application names that --from and --to take too, grouped by the format they name.
    let aliased = registry.formats.compactMap { format -> String? in
      let names = FormatRegistry.aliases.filter { $0.value == format.identifier }.keys.sorted()
      return names.isEmpty ? nil : "\(names.joined(separator: ", ")) (\(format.identifier))"
    }
    if !aliased.isEmpty {
      out += "--from and --to also take: \(aliased.joined(separator: "; ")).\n"
    }
    return out
  }
}
