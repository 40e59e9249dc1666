import PaletteCore

/// Reads a style sheet's colour custom properties into a palette.
///
/// Steps: check the encoding, scan the block structure for `--name: value` declarations,
/// let later declarations of a name in the same context win, substitute `var()`, read each
/// value as a colour, and assemble groups in order of first appearance.
struct CSSDecoder {
  let bytes: [UInt8]
  var maxDeclarations = 1 << 20
  var maxBlockDepth = 256
  var maxVarDepth = 64
  var maxTokens = 10_000

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func location(_ offset: Int, _ lines: LineTable) -> SourceLocation {
    lines.location(ofOffset: offset)
  }

  func decode() throws(PaletteError) -> DecodedPalette {
    if bytes.count >= 2
      && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE))
    {
      throw PaletteError(
        .invalidEncoding, "UTF-16 style sheets are not supported; save the file as UTF-8",
        format: "css", location: .text(line: 1, column: 1))
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var warnings: [CSSWarning] = []
    if let bad = TextDecoder.firstInvalidUTF8(bytes, start..<bytes.count) {
      warnings.append(
        CSSWarning(
          code: "css.invalid-utf8",
          message: "the file is not valid UTF-8 here; invalid bytes are read as U+FFFD",
          offset: bad))
    }
    var walker = CSSBlockWalker(
      bytes: bytes, start: start, maxDeclarations: maxDeclarations, maxBlockDepth: maxBlockDepth)
    let sheet = try walker.scan()
    warnings += sheet.warnings
    let lines = LineTable(bytes)

    // Later declarations of a name in the same context win, as in the cascade.
    let table = CSSPropertyTable(sheet.declarations, bytes: bytes)
    for (index, declaration) in sheet.declarations.enumerated() where !table.isFirst(index) {
      let first = sheet.declarations[table.first[table.property[index]]]
      warnings.append(
        CSSWarning(
          code: "css.duplicate-property",
          message:
            "--\(declaration.name(in: bytes)) is declared again (first at \(location(first.start, lines))); the later value is used",
          offset: declaration.start))
    }

    // Resolve and read every winning value.
    let resolver = CSSVariableResolver(
      bytes: bytes, declarations: sheet.declarations, table: table, maxDepth: maxVarDepth,
      maxTokens: maxTokens)
    let parser = CSSColorParser(bytes: bytes)
    // Values that may hold var() (they have a '(') are resolved first, in file order, so
    // that cycles are found in that order and every referenced property is known before any
    // warning depends on it. The others cannot refer to anything and cannot fail: they are
    // read where their swatch is assembled, and nothing is stored for them.
    var outcomes: [Int: Result<CSSColorParser.Outcome, CSSVariableResolver.Problem>] = [:]
    var scratch: [CSSToken] = []
    scratch.reserveCapacity(16)
    for index in sheet.declarations.indices
    where table.isWinner(index)
      && sheet.declarations[index].valueHasParen
    {
      outcomes[index] = try resolver.outcome(index, parser: parser, scratch: &scratch)
    }

    // Declarations in appearance blocks (`@media (prefers-color-scheme: dark)`, `.dark`) are
    // variants of the `:root` property of the same name, not swatches of their own.
    var variantWinners: [String: [(appearance: Appearance, declaration: Int)]] = [:]
    for index in sheet.declarations.indices
    where sheet.declarations[index].appearance != 0 && table.isWinner(index) {
      guard let appearance = CSSAppearanceContext.appearance(sheet.declarations[index].appearance)
      else { continue }
      variantWinners[sheet.declarations[index].name(in: bytes), default: []].append(
        (appearance, index))
    }
    var usedVariants: Set<String> = []

    // Assemble groups in order of first appearance; report what was skipped.
    var groups: [PaletteGroup] = []
    var currentSlot: Int?
    var line = 0  // Swatches come in file order: their lines are found walking forward.
    var swatches: [Swatch] = []  // The last group's, moved into it when it is complete.
    var bareCount = 0
    var firstBare = 0
    var nextMarker = 0  // Markers open their groups where they stand among the declarations.
    for index in sheet.declarations.indices {
      if nextMarker < sheet.markers.count && sheet.markers[nextMarker].before <= index {
        openMarkerGroups(
          before: index, sheet, &nextMarker, &groups, &swatches, &currentSlot, lines)
      }
      guard table.isFirst(index), sheet.declarations[index].appearance == 0 else { continue }
      let winner = table.winner[table.property[index]]
      let declaration = sheet.declarations[winner]
      var color: PaletteColor?
      var appearances: [Appearance: PaletteColor] = [:]
      // The commonest value, a lone hex colour, is read straight from its bytes.
      if let hex = CSSColorParser.loneHexColor(bytes, declaration.valueRange) {
        color = hex
      } else {
        let outcome: Result<CSSColorParser.Outcome, CSSVariableResolver.Problem>
        if let stored = outcomes[winner] {
          outcome = stored
        } else {
          outcome = try resolver.outcome(winner, parser: parser, scratch: &scratch)
        }
        let isReferenced = resolver.referenced.contains(winner)
        switch outcome {
        case .success(.color(let value)):
          color = value
        case .success(.themed(let light, let dark)):
          color = light
          appearances[.dark] = dark
        case .success(.bareHSL(let value)):
          if !isReferenced {
            color = value
            if bareCount == 0 { firstBare = declaration.start }
            bareCount += 1
          }
        case .success(.notColor):
          if !isReferenced {
            warnings.append(
              CSSWarning(
                code: "css.not-a-color",
                message:
                  "--\(declaration.name(in: bytes)) is not a colour; the declaration is skipped",
                offset: declaration.start))
          }
        case .success(.invalid(let message, let offset)):
          warnings.append(
            skipped(declaration, "css.invalid-color", message, offset, lines))
        case .success(.unsupported(let message, let offset)):
          warnings.append(
            skipped(declaration, "css.unsupported-color", message, offset, lines))
        case .failure(let problem):
          warnings.append(problemWarning(declaration, problem, lines))
        }
      }
      guard let color else { continue }
      let slot = Int(sheet.declarations[index].slot)
      if groups.isEmpty || currentSlot != slot {
        let name = slot >= 0 ? sheet.slots[slot].name : nil
        let groupLocation =
          slot >= 0 ? lines.location(ofOffset: sheet.slots[slot].offset, from: &line) : nil
        CSSDecoder.close(&groups, &swatches)
        groups.append(PaletteGroup(name: name, location: groupLocation))
        currentSlot = slot
        swatches.reserveCapacity(
          CSSDecoder.runLength(sheet, table, from: index, nextMarker: nextMarker))
      }
      let name = declaration.name(in: bytes)
      if !variantWinners.isEmpty, declaration.context == 0, let variants = variantWinners[name] {
        usedVariants.insert(name)
        for variant in variants {
          let outcome: Result<CSSColorParser.Outcome, CSSVariableResolver.Problem>
          if let stored = outcomes[variant.declaration] {
            outcome = stored
          } else {
            outcome = try resolver.outcome(variant.declaration, parser: parser, scratch: &scratch)
          }
          let variantDeclaration = sheet.declarations[variant.declaration]
          switch outcome {
          case .success(.color(let value)), .success(.bareHSL(let value)):
            appearances[variant.appearance] = value
          case .success(.themed(let light, let dark)):
            // In a block for the light appearance, light-dark() gives the dark one too,
            // unless a block for that one says otherwise.
            switch variant.appearance {
            case .highContrastLight:
              appearances[.highContrastLight] = light
              if !variants.contains(where: { $0.appearance == .highContrastDark }) {
                appearances[.highContrastDark] = dark
              }
            case .dark, .highContrastDark:
              appearances[variant.appearance] = dark
            }
          case .success(.notColor):
            warnings.append(
              CSSWarning(
                code: "css.not-a-color",
                message:
                  "--\(name) for the \(variant.appearance.displayName) appearance is not a "
                  + "colour; the variant is skipped",
                offset: variantDeclaration.start))
          case .success(.invalid(let message, let offset)),
            .success(.unsupported(let message, let offset)):
            warnings.append(
              CSSWarning(
                code: "css.invalid-color",
                message:
                  "--\(name) for the \(variant.appearance.displayName) appearance: \(message); "
                  + "the variant is skipped",
                offset: variantDeclaration.valueRange.contains(offset)
                  ? offset : variantDeclaration.start))
          case .failure(let problem):
            var warning = problemWarning(variantDeclaration, problem, lines)
            warning.message = warning.message.replacing(
              "the declaration is skipped", with: "the variant is skipped")
            warnings.append(warning)
          }
        }
      }
      let swatch = Swatch(
        name: name, color: color, appearances: appearances,
        location: lines.location(ofOffset: declaration.start, from: &line))
      swatches.append(consume swatch)
    }
    openMarkerGroups(
      before: Int.max, sheet, &nextMarker, &groups, &swatches, &currentSlot, lines)
    for (name, variants) in variantWinners where !usedVariants.contains(name) {
      for variant in variants {
        warnings.append(
          CSSWarning(
            code: "css.variant-without-color",
            message:
              "--\(name) is declared for the \(variant.appearance.displayName) appearance but "
              + "has no colour in :root; the variant is skipped",
            offset: sheet.declarations[variant.declaration].start))
      }
    }
    if bareCount > 0 {
      warnings.append(
        CSSWarning(
          code: "css.bare-hsl",
          message:
            "\(bareCount) value\(bareCount == 1 ? " is a bare 'H S% L%' triplet" : "s are bare 'H S% L%' triplets") (no hsl()); read as hsl() colours",
          offset: firstBare))
    }
    CSSDecoder.close(&groups, &swatches)
    let palette = Palette(
      name: sheet.paletteName, description: sheet.paletteDescription, groups: groups)
    let diagnostics = warnings.enumerated()
      .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
      .map {
        Diagnostic(
          $0.element.severity, code: $0.element.code, message: $0.element.message,
          location: location($0.element.offset, lines))
      }
    return DecodedPalette(palette: palette, warnings: diagnostics)
  }

  /// Opens a group for every marker, from `next` on, that stands before declaration
  /// `index`.
  private func openMarkerGroups(
    before index: Int, _ sheet: CSSStyleSheet, _ next: inout Int, _ groups: inout [PaletteGroup],
    _ swatches: inout [Swatch], _ currentSlot: inout Int?, _ lines: LineTable
  ) {
    while next < sheet.markers.count && sheet.markers[next].before <= index {
      let slot = sheet.markers[next].slot
      CSSDecoder.close(&groups, &swatches)
      groups.append(
        PaletteGroup(
          name: sheet.slots[slot].name, location: location(sheet.slots[slot].offset, lines)))
      currentSlot = slot
      next += 1
    }
  }

  /// How many first declarations of their property follow in the same slot from
  /// declaration `start` on, before a marker (the first not yet opened is `nextMarker`) or
  /// a declaration of another slot: the capacity to reserve for a group opened there (its
  /// swatch count when every one of them is a colour).
  private static func runLength(
    _ sheet: CSSStyleSheet, _ table: CSSPropertyTable, from start: Int, nextMarker: Int
  ) -> Int {
    let slot = sheet.declarations[start].slot
    let end = min(
      sheet.declarations.count,
      nextMarker < sheet.markers.count ? sheet.markers[nextMarker].before : Int.max)
    var count = 0
    var index = start
    while index < end && sheet.declarations[index].slot == slot {
      if table.isFirst(index) { count += 1 }
      index += 1
    }
    return count
  }

  /// Moves `swatches` into the last group, if any, leaving `swatches` empty.
  ///
  /// A group whose reserved room went mostly unused (its run held values that are not
  /// colours) gets a copy sized to its swatches, so the palette keeps no more spare room
  /// than appending alone would have left.
  private static func close(_ groups: inout [PaletteGroup], _ swatches: inout [Swatch]) {
    guard !groups.isEmpty, !swatches.isEmpty else { return }
    if swatches.capacity > 2 * swatches.count + 16 {
      var fitted: [Swatch] = []
      fitted.reserveCapacity(swatches.count)
      fitted.append(contentsOf: swatches)
      swatches = fitted
    }
    swap(&groups[groups.count - 1].swatches, &swatches)
  }

  private func skipped(
    _ declaration: CSSRawDeclaration, _ code: String, _ message: String, _ offset: Int,
    _ lines: LineTable
  ) -> CSSWarning {
    let inside = declaration.valueRange.contains(offset)
    var text = "--\(declaration.name(in: bytes)): \(message)"
    if !inside { text += " (in a value substituted from \(location(offset, lines)))" }
    return CSSWarning(
      code: code, message: text + "; the declaration is skipped",
      offset: inside ? offset : declaration.start)
  }

  private func problemWarning(
    _ declaration: CSSRawDeclaration, _ problem: CSSVariableResolver.Problem,
    _ lines: LineTable
  ) -> CSSWarning {
    let code: String
    let message: String
    switch problem {
    case .undefined(let name, let offset):
      code = "css.unresolved-var"
      message =
        "var(--\(MessageFormatting.excerpt(name))) at \(location(offset, lines)) refers to a property this file does not define and has no fallback"
    case .malformed(let offset):
      code = "css.invalid-var"
      message = "malformed var() at \(location(offset, lines))"
    case .tooDeep(let offset):
      code = "css.var-limit"
      message =
        "var() fallbacks nest deeper than \(maxVarDepth) levels at \(location(offset, lines))"
    case .valueTooLong:
      code = "css.value-too-long"
      message = "the value has more than \(maxTokens) tokens, too many for a colour"
    case .tooLong(let offset):
      code = "css.var-limit"
      message =
        "the value grows beyond \(maxTokens) tokens through var() at \(location(offset, lines))"
    case .tooManyInAll:
      code = "css.var-limit"
      message =
        "the values substituted through var() in this file hold more than "
        + "\(CSSVariableResolver.maxStoredTokens) tokens in all"
    case .cycle:
      code = "css.var-cycle"
      message = "the value is on a var() cycle"
    }
    return CSSWarning(
      code: code,
      message: "--\(declaration.name(in: bytes)): \(message); the declaration is skipped",
      offset: declaration.start)
  }

  /// The eight bytes at `index` as one word, the first in the lowest byte.
  @inline(__always)
  static func word(_ bytes: [UInt8], at index: Int) -> UInt64 {
    bytes.withUnsafeBytes {
      UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }
  }
}
