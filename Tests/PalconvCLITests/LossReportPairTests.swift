import Foundation
import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PalconvCLI

/// The loss report against what really happens, for every pair of a readable source format
/// and a writable target format.
///
/// For each source, a palette that uses everything the source can hold (its colour models,
/// alpha, spot and global kinds, names, groups, palette name, description, column hint, and
/// more swatches than the smallest swatch limit) is written in that format and read back: that
/// is the input. It is converted through the command line in-process; then the output is read
/// back with the target's own decoder (or, for write-only targets, compared with the target's
/// declared capabilities) and every kind of loss that happened must have exactly its `loss.*`
/// warning, and nothing that was kept may have one.
@Suite struct LossReportPairTests {
  static let registry = FormatRegistry.builtIn
  /// Formats that read and write: a read-only source (an Adobe colour book, Tokens Studio)
  /// cannot be written to make the input, and is tested by its own decoder tests.
  static let sources = registry.formats.filter { $0.isReadable && $0.isWritable }.map(
    \.identifier)
  static let targets = registry.formats.filter(\.isWritable).map(\.identifier)

  /// The smallest swatch limit of any target, so an unlimited source can exceed it.
  static let smallestLimit =
    registry.formats.compactMap { $0.isWritable ? $0.capabilities.maxSwatches : nil }
    .min() ?? 16

  /// One colour of each model, with values every format writes exactly enough to read back
  /// in the same model.
  static func color(_ model: ColorModel) -> PaletteColor {
    switch model {
    case .srgb: .srgb8(32, 64, 128)
    case .displayP3: PaletteColor(.displayP3(red: 1, green: 0.5, blue: 0))
    case .cmyk: PaletteColor(.cmyk(cyan: 0, magenta: 0.5, yellow: 1, black: 0))
    case .lab: PaletteColor(.lab(l: 50, a: 20, b: -30))
    case .gray: PaletteColor(.gray(0.5))
    case .oklch: PaletteColor(.oklch(l: 0.7, c: 0.1, h: 180))
    case .hsb: PaletteColor(.hsb(hue: 120, saturation: 0.6, brightness: 0.8))
    }
  }

  /// A palette that uses everything `capabilities` says a format holds.
  static func richPalette(for capabilities: FormatCapabilities) -> Palette {
    var swatches: [Swatch] = []
    for model in ColorModel.allCases where capabilities.models.contains(model) {
      swatches.append(Swatch(name: "m-\(model.rawValue)", color: color(model)))
    }
    let base = capabilities.models.contains(.srgb) ? ColorModel.srgb : swatches[0].color.model
    if capabilities.alpha {
      var translucent = color(base)
      translucent.alpha = PaletteColor.unitValue(byte: 128)
      swatches.append(Swatch(name: "translucent", color: translucent))
    }
    for kind in [SwatchKind.spot, .global] where capabilities.kinds.contains(kind) {
      swatches.append(Swatch(name: "k-\(kind.rawValue)", color: color(base), kind: kind))
    }
    // A swatch with a variant for every appearance the format keeps.
    if !capabilities.appearances.isEmpty {
      var themed = Swatch(name: "themed", color: .srgb8(16, 32, 48))
      let variants: [Appearance: PaletteColor] = [
        .dark: .srgb8(240, 224, 208), .highContrastLight: .srgb8(0, 0, 0),
        .highContrastDark: .srgb8(255, 255, 255),
      ]
      for appearance in capabilities.appearances {
        themed.appearances[appearance] = variants[appearance]
      }
      swatches.append(themed)
    }
    // Past the smallest target limit, but no further than the source can hold.
    let limit = min(capabilities.maxSwatches ?? .max, smallestLimit + 4)
    var index = 0
    while swatches.count < limit {
      index += 1
      let value = UInt8(truncatingIfNeeded: index * 2)
      // One name CSS must rewrite (`fill-one`), so a renaming is checked too.
      let name = index == 1 ? "Fill One" : "fill-\(index)"
      swatches.append(Swatch(name: name, color: .srgb8(value, 255 - value, 90)))
    }
    if !capabilities.swatchNames {
      swatches = swatches.map { Swatch(color: $0.color, kind: $0.kind) }
    }
    var palette = Palette()
    if capabilities.groups {
      let half = swatches.count / 2
      palette.groups = [
        PaletteGroup(swatches: Array(swatches[..<half])),
        PaletteGroup(name: "Second", swatches: Array(swatches[half...])),
      ]
    } else {
      palette.groups = [PaletteGroup(swatches: swatches)]
    }
    if capabilities.paletteName { palette.name = "Rich" }
    if capabilities.paletteDescription { palette.description = "Everything at once" }
    if capabilities.columns { palette.columns = 8 }
    return palette
  }

  /// Writes `palette` as a document of `format` under `folder`, returning its path.
  static func writeDocument(
    _ palette: Palette, as format: any PaletteFormat, in folder: TempFolder, name: String
  ) throws -> String {
    let ext = format.fileExtensions.first ?? format.identifier
    let path = folder.url("\(name).\(ext)")
    if let folderFormat = format as? any FolderPaletteEncoder {
      try PaletteFolder.write(
        try folderFormat.encodeFolder(palette), to: path, format: folderFormat)
    } else {
      let encoder = try #require(format as? any PaletteEncoder, "\(format.identifier) writes")
      try PaletteFile.write(try encoder.encode(palette), to: path)
    }
    return path
  }

  /// Reads a document of `format`.
  static func readDocument(_ path: String, as format: any PaletteFormat) throws -> DecodedPalette {
    if let folderFormat = format as? any FolderPaletteDecoder {
      return try PaletteFolder.read(at: path, format: folderFormat)
    }
    let decoder = try #require(format as? any PaletteDecoder, "\(format.identifier) reads")
    return try PaletteFile.decode(try PaletteFile.read(at: path), path: path, format: decoder)
  }

  /// The kinds of loss between `input` and what the target read back, except
  /// `loss.too-many` (see ``tooMany(_:_:)``). `invented` holds the group names a writer that
  /// must name every group (Figma's collections) gives the unnamed ones, which is no renaming.
  static func losses(
    from input: Palette, to output: Palette, invented: Set<String> = []
  ) -> Set<String> {
    var lost: Set<String> = []
    let after = output.allSwatches
    // Should a codec drop the swatches past its limit, compare what fits.
    let before = Array(input.allSwatches.prefix(after.count))
    if input.hasNamedGroups && !output.hasNamedGroups { lost.insert("loss.groups") }
    func count(_ swatches: [Swatch], _ predicate: (Swatch) -> Bool) -> Int {
      swatches.filter(predicate).count
    }
    if count(after, { $0.color.hasAlpha }) < count(before, { $0.color.hasAlpha }) {
      lost.insert("loss.alpha")
    }
    for model in ColorModel.allCases
    where count(after, { $0.color.model == model }) < count(before, { $0.color.model == model }) {
      lost.insert("loss.model")
    }
    for kind in [SwatchKind.spot, .global]
    where count(after, { $0.kind == kind }) < count(before, { $0.kind == kind }) {
      lost.insert("loss.kind")
    }
    func named(_ swatch: Swatch) -> Bool { !(swatch.name ?? "").isEmpty }
    if count(after, named) < count(before, named) {
      lost.insert("loss.names")
    } else if before.allSatisfy(named) {
      // Every swatch had a name (a writer names the others itself, which is no renaming).
      let names = { (swatches: [Swatch]) in swatches.compactMap(\.name).sorted() }
      if names(after) != names(before) {
        lost.insert("loss.renamed")
      } else if after.map(\.name) != before.map(\.name) {
        // The same names in another order (when names change too, the order cannot be told).
        lost.insert("loss.order")
      }
    } else {
      // Unnamed swatches (a writer may name them itself): the same colours in another order.
      let colors = { (swatches: [Swatch]) in swatches.map { $0.color.rgba8.hexString() } }
      if colors(after).sorted() == colors(before).sorted() && colors(after) != colors(before) {
        lost.insert("loss.order")
      }
    }
    // A group renamed to fit the format's syntax (a Sass map is named by the group's slug).
    let groupNames = { (palette: Palette) in Set(palette.groups.compactMap(\.name)) }
    if input.hasNamedGroups && output.hasNamedGroups
      && groupNames(input)
        != groupNames(output).subtracting(invented.subtracting(groupNames(input)))
    {
      lost.insert("loss.renamed")
    }
    if input.name != nil && output.name == nil { lost.insert("loss.palette-name") }
    if input.description != nil && output.description == nil { lost.insert("loss.description") }
    if input.columns != nil && output.columns == nil { lost.insert("loss.columns") }
    if effectiveVariants(output) < effectiveVariants(input) { lost.insert("loss.appearances") }
    return lost
  }

  /// How many appearance variants differ from the colour they would fall back to: a variant
  /// equal to its fallback (a theme's high-contrast colour that is its light one) may be left
  /// out by a writer without losing anything.
  static func effectiveVariants(_ palette: Palette) -> Int {
    palette.allSwatches.reduce(0) { total, swatch in
      total
        + Appearance.allCases.count { appearance in
          guard swatch.appearances[appearance] != nil else { return false }
          let fallback = Swatch(
            name: swatch.name, color: swatch.color,
            appearances: swatch.appearances.filter { $0.key != appearance })
          return fallback.color(for: appearance) != swatch.color(for: appearance)
        }
    }
  }

  /// How many variants of `input` a format keeping `kept` drops.
  static func droppedVariants(_ input: Palette, keeping kept: Set<Appearance>) -> Int {
    input.allSwatches.reduce(0) { total, swatch in
      total + swatch.appearances.keys.count { !kept.contains($0) }
    }
  }

  /// Whether the swatch limit is a loss: a limit is the reading application's (Paint.NET shows
  /// 96 colours), and palconv's codec keeps every colour for other tools, so reading the file
  /// back cannot show it; the declared limit decides.
  static func tooMany(_ input: Palette, _ capabilities: FormatCapabilities) -> Bool {
    capabilities.maxSwatches.map { input.swatchCount > $0 } ?? false
  }

  /// Whether a format that always holds a fixed number of colours (an Office theme's twelve)
  /// fills in some: the palette has fewer.
  static func filled(_ input: Palette, _ capabilities: FormatCapabilities) -> Bool {
    capabilities.requiredSwatches.map { input.swatchCount < $0 } ?? false
  }

  /// Whether a format of fixed roles without alpha (an Office theme) reports alpha lost on a
  /// swatch past its roles: the report counts every swatch, the file holds the first ones only.
  static func alphaPastTheRoles(_ input: Palette, _ capabilities: FormatCapabilities) -> Bool {
    capabilities.requiredSwatches != nil && !capabilities.alpha
      && input.allSwatches.contains { $0.color.hasAlpha }
  }

  /// The kinds of loss a write-only target's capabilities imply for `input`.
  static func losses(from input: Palette, into capabilities: FormatCapabilities) -> Set<String> {
    var lost: Set<String> = []
    let swatches = input.allSwatches
    if tooMany(input, capabilities) { lost.insert("loss.too-many") }
    if input.hasNamedGroups && !capabilities.groups { lost.insert("loss.groups") }
    if !capabilities.alpha && swatches.contains(where: { $0.color.hasAlpha }) {
      lost.insert("loss.alpha")
    }
    if swatches.contains(where: { !capabilities.models.contains($0.color.model) }) {
      lost.insert("loss.model")
    }
    if swatches.contains(where: { $0.kind != .process && !capabilities.kinds.contains($0.kind) }) {
      lost.insert("loss.kind")
    }
    if !capabilities.swatchNames && swatches.contains(where: { !($0.name ?? "").isEmpty }) {
      lost.insert("loss.names")
    }
    if input.name != nil && !capabilities.paletteName { lost.insert("loss.palette-name") }
    if input.description != nil && !capabilities.paletteDescription {
      lost.insert("loss.description")
    }
    if input.columns != nil && !capabilities.columns { lost.insert("loss.columns") }
    if droppedVariants(input, keeping: capabilities.appearances) > 0 {
      lost.insert("loss.appearances")
    }
    return lost
  }

  /// The `loss.*` codes in JSON diagnostics.
  static func reportedLosses(_ stderr: String) -> Set<String> {
    var codes: Set<String> = []
    for line in stderr.split(separator: "\n") {
      guard let range = line.range(of: "\"code\": \"loss.") else { continue }
      let rest = line[range.upperBound...]
      codes.insert("loss." + rest.prefix { $0 != "\"" })
    }
    return codes
  }

  @Test(arguments: sources, targets)
  func everyLossIsReportedAndNothingElse(_ source: String, _ target: String) throws {
    let registry = Self.registry
    let sourceFormat = try #require(registry.format(named: source))
    let targetFormat = try #require(registry.format(named: target))
    let temp = TempFolder()
    let inputPath = try Self.writeDocument(
      Self.richPalette(for: sourceFormat.capabilities), as: sourceFormat, in: temp, name: "in")
    let input = try Self.readDocument(inputPath, as: sourceFormat)
    #expect(!input.warnings.contains { $0.severity == .error }, "\(input.warnings)")

    let ext = targetFormat.fileExtensions.first ?? target
    let outputPath = temp.url("out.\(ext)")
    let result = palconv(
      [inputPath, "--from", source, "--to", target, "-o", outputPath, "--diagnostics", "json"],
      registry: registry)
    #expect(result.code == 0, "\(result.stderr)")
    var reported = Self.reportedLosses(result.stderr)

    let expected: Set<String>
    let slots = (targetFormat as? any PaletteEncoder)?.writtenNames(of: input.palette)
    if targetFormat.isReadable, let slots, let unwritten = slots.unwritten,
      let filled = slots.filledSlots
    {
      // A format of fixed roles (a terminal scheme) names what it leaves out and fills: the
      // swatches it writes are compared with what reads back apart from the filled roles.
      let output = try Self.readDocument(outputPath, as: targetFormat)
      let left = Set(unwritten)
      var written = input.palette
      written.groups = [
        PaletteGroup(
          swatches: input.palette.allSwatches.enumerated().filter { !left.contains($0.offset) }
            .map(\.element))
      ]
      var read = output.palette
      read.groups = [
        PaletteGroup(
          swatches: output.palette.allSwatches.filter { !filled.contains($0.name ?? "") })
      ]
      expected = Self.losses(from: written, to: read)
        .union(unwritten.isEmpty ? [] : ["loss.too-many"])
        .union(input.palette.hasNamedGroups ? ["loss.groups"] : [])
        .union(filled.isEmpty ? [] : ["loss.filled"])
        .union(
          input.palette.allSwatches.contains { $0.color.hasAlpha }
            && !targetFormat.capabilities.alpha
            ? ["loss.alpha"] : [])
    } else if targetFormat.isReadable {
      let output = try Self.readDocument(outputPath, as: targetFormat)
      let invented = Set(
        zip(input.palette.groups, slots?.groups ?? []).compactMap { $0.name == nil ? $1 : nil })
      expected = Self.losses(from: input.palette, to: output.palette, invented: invented).union(
        Self.tooMany(input.palette, targetFormat.capabilities) ? ["loss.too-many"] : []
      ).union(Self.filled(input.palette, targetFormat.capabilities) ? ["loss.filled"] : [])
        .union(
          Self.alphaPastTheRoles(input.palette, targetFormat.capabilities) ? ["loss.alpha"] : [])
      // Over the limit, a codec keeps every colour for other tools (Paint.NET) or writes the
      // first ones only (Procreate's thirty slots); loss.too-many says so either way.
      let limit = targetFormat.capabilities.maxSwatches ?? .max
      let kept = output.palette.swatchCount
      #expect(
        kept == input.palette.swatchCount
          || (Self.tooMany(input.palette, targetFormat.capabilities) && kept == limit)
          || kept == targetFormat.capabilities.requiredSwatches,
        "\(kept) of \(input.palette.swatchCount)")
    } else {
      expected = Self.losses(from: input.palette, into: targetFormat.capabilities)
    }
    // Renamed swatches hide their order from this comparison (see losses(from:to:)).
    if expected.contains("loss.renamed") { reported.remove("loss.order") }
    #expect(reported == expected, "\(source) -> \(target): \(result.stderr)")
    // The warning counts the variants it drops.
    let dropped = Self.droppedVariants(
      input.palette, keeping: targetFormat.capabilities.appearances)
    if dropped > 0 {
      let count = dropped == 1 ? "1 appearance variant (" : "\(dropped) appearance variants ("
      #expect(result.stderr.contains(count), "\(source) -> \(target): \(result.stderr)")
    }
  }

  /// Targets configured by options: the report must follow the configured capabilities
  /// (GPL with alpha keeps it, hex lists with names keep them, each CSS syntax keeps its own
  /// models), checked against what the configured output reads back as.
  @Test(arguments: [
    ("gpl", ["--gpl-alpha"]), ("hex", ["--hex-names"]), ("hex", ["--hex-alpha", "never"]),
    ("css", ["--css-syntax", "hex"]), ("css", ["--css-syntax", "rgb"]),
    ("css", ["--css-syntax", "oklch"]), ("css", ["--css-syntax", "native"]),
    ("xcassets", ["--xcassets-namespace"]),
  ])
  func configuredTargets(_ target: String, _ options: [String]) throws {
    let registry = Self.registry
    let json = try #require(registry.format(named: "json"))
    let targetFormat = try #require(registry.format(named: target))
    let temp = TempFolder()
    let inputPath = try Self.writeDocument(
      Self.richPalette(for: json.capabilities), as: json, in: temp, name: "in")
    let input = try Self.readDocument(inputPath, as: json)
    let outputPath = temp.url("out.\(targetFormat.fileExtensions.first ?? target)")
    let result = palconv(
      [inputPath, "--to", target, "-o", outputPath, "--diagnostics", "json"] + options,
      registry: registry)
    #expect(result.code == 0, "\(result.stderr)")
    let output = try Self.readDocument(outputPath, as: targetFormat)
    let expected = Self.losses(from: input.palette, to: output.palette)
    #expect(Self.reportedLosses(result.stderr) == expected, "\(options): \(result.stderr)")
  }

  /// A Material theme (as `palconv theme` makes it) through a Material Theme Builder export
  /// into every target: the losses reported are exactly those that happened.
  @Test(arguments: targets)
  func aMaterialThemeExportReportsEveryLoss(_ target: String) throws {
    let registry = Self.registry
    let source = try #require(registry.format(named: "material-theme"))
    let targetFormat = try #require(registry.format(named: target))
    let temp = TempFolder()
    let inputPath = temp.write(
      "in.material-theme.json", Fixtures.bytes("material-theme/real/life-chest.json"))
    let input = try Self.readDocument(inputPath, as: source)
    let outputPath = temp.url("out.\(targetFormat.fileExtensions.first ?? target)")
    let result = palconv(
      [inputPath, "--to", target, "-o", outputPath, "--diagnostics", "json"], registry: registry)
    #expect(result.code == 0, "\(result.stderr)")
    let expected: Set<String>
    if targetFormat.isReadable {
      let output = try Self.readDocument(outputPath, as: targetFormat)
      expected = Self.losses(from: input.palette, to: output.palette).union(
        Self.tooMany(input.palette, targetFormat.capabilities) ? ["loss.too-many"] : []
      ).union(Self.filled(input.palette, targetFormat.capabilities) ? ["loss.filled"] : [])
    } else {
      expected = Self.losses(from: input.palette, into: targetFormat.capabilities)
    }
    var reported = Self.reportedLosses(result.stderr)
    // Renamed swatches hide their order from this comparison (see losses(from:to:)).
    if expected.contains("loss.renamed") { reported.remove("loss.order") }
    #expect(reported == expected, "\(target): \(result.stderr)")
  }

  /// Into a Material Theme Builder export, a theme keeps every colour in every appearance:
  /// its role names are respelled as Material's keys, its groups become the export's parts
  /// and its roles take Material's order (the seed group first), and the report says so.
  @Test func intoAMaterialThemeExport() throws {
    let temp = TempFolder()
    let theme = palconv(
      ["theme", "--seed", "#6750A4", "-o", temp.url("theme.json"), "-q"], registry: Self.registry)
    #expect(theme.code == 0)
    let result = palconv(
      [
        temp.url("theme.json"), "-o", temp.url("out.material-theme.json"), "--diagnostics",
        "json",
      ], registry: Self.registry)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      Self.reportedLosses(result.stderr) == ["loss.palette-name", "loss.renamed", "loss.order"],
      "\(result.stderr)")
  }

  @Test func everyFormatTakesPart() {
    #expect(Self.sources.count >= 8)
    #expect(Self.targets.count == Self.registry.formats.filter(\.isWritable).count)
    #expect(
      Self.registry.formats.filter { !$0.isWritable }.map(\.identifier) == [
        "acb", "icc-named", "gpa", "cpl", "sbz", "tokens-studio", "lospec", "vscode-theme",
        "coolors", "corel-pal", "vdi-pal", "vga-pal", "gif", "bmp", "pcx", "ilbm", "acbl", "skp",
        "clf",
      ])
    // Formats that keep appearance variants take part with a palette that has them.
    #expect(
      Self.sources.filter { Self.registry.format(named: $0)!.capabilities.appearances.count > 0 }
        == [
          "dtcg-resolver", "json", "material-theme", "xcassets", "figma-variables", "css",
          "android-res", "iterm",
        ])
    // An Office theme's twelve colour roles.
    #expect(Self.smallestLimit == 12)
  }
}
