import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads one colour set's `Contents.json` into a swatch without a name.
///
/// The base colour is the universal entry: the one without `appearances` or `display-gamut`
/// (preferring idiom `universal`), else one whose appearances are all `light`, else the first.
/// Entries whose `appearances` are luminosity `dark` and/or contrast `high` (and which have no
/// `display-gamut` and a universal idiom) become the swatch's ``Swatch/appearances``: dark,
/// high contrast (with luminosity `light` or none) and high contrast dark. Other entries
/// (per-idiom, per-gamut, repeated or unknown appearances) are dropped with a warning. A colour
/// set whose base entry has no colour or refers to a system colour gives `nil` with a warning;
/// a variant like that is dropped with a warning.
enum XcassetsColorSetReader {
  static func read(
    _ bytes: [UInt8], path: String?, warnings: inout [Diagnostic]
  ) throws(PaletteError) -> Swatch? {
    var reader = JSONParser(
      bytes: bytes, format: "xcassets", maximumDepth: 200, duplicateKeys: .keep)
    let root: JSONNode
    do {
      root = try reader.parseDocument()
    } catch {
      throw error.with(path: path)
    }
    var context = Context(bytes: bytes, path: path)
    defer { warnings += context.warnings }
    guard root.members != nil else {
      throw PaletteError(
        .syntax, "Contents.json must be a JSON object, found \(root.typeDescription)",
        format: "xcassets",
        location: .text(offset: root.offset, in: bytes), path: path)
    }
    guard let entries = root.member("colors")?.elements, !entries.isEmpty else {
      context.warn("no-color", "the colour set has no colours; skipped", at: root.offset)
      return nil
    }
    func isPlain(_ entry: JSONNode) -> Bool {
      (entry.member("appearances")?.elements ?? []).isEmpty && entry.member("display-gamut") == nil
    }
    func isLight(_ entry: JSONNode) -> Bool {
      guard entry.member("display-gamut") == nil, let list = entry.member("appearances")?.elements
      else { return false }
      return list.allSatisfy { $0.member("value")?.string == "light" }
    }
    let chosenIndex =
      entries.firstIndex { isPlain($0) && $0.member("idiom")?.string == "universal" }
      ?? entries.firstIndex(where: isPlain) ?? entries.firstIndex(where: isLight) ?? 0
    let chosen = entries[chosenIndex]
    var variants: [Appearance: PaletteColor] = [:]
    for (index, entry) in entries.enumerated() where index != chosenIndex {
      if let appearance = Self.appearance(of: entry), variants[appearance] == nil {
        if let color = context.color(of: entry, role: "the \(appearance.displayName) variant") {
          variants[appearance] = color
        }
        continue
      }
      var variant: [String] = []
      for appearance in entry.member("appearances")?.elements ?? [] {
        variant.append(appearance.member("value")?.string ?? "?")
      }
      if let gamut = entry.member("display-gamut")?.string { variant.append("gamut " + gamut) }
      if let idiom = entry.member("idiom")?.string, idiom != "universal" { variant.append(idiom) }
      let label = variant.isEmpty ? "another" : variant.joined(separator: ", ")
      context.warn(
        "dropped-variant",
        "the \(label) variant is dropped; only the universal colour and its dark and "
          + "high-contrast variants are read",
        at: entry.offset)
    }
    guard let color = context.color(of: chosen, role: nil) else { return nil }
    let location = chosen.member("color").map { SourceLocation.text(offset: $0.offset, in: bytes) }
    return Swatch(color: color, appearances: variants, location: location)
  }

  /// The appearance an entry is the variant for: luminosity `dark` and/or contrast `high`,
  /// nothing else, no `display-gamut`, a universal idiom (or none). `nil` for anything else.
  static func appearance(of entry: JSONNode) -> Appearance? {
    guard entry.member("display-gamut") == nil,
      entry.member("idiom").map({ $0.string == "universal" }) ?? true,
      let list = entry.member("appearances")?.elements, !list.isEmpty
    else { return nil }
    var luminosity: String?
    var contrast: String?
    for item in list {
      guard let kind = item.member("appearance")?.string, let value = item.member("value")?.string
      else { return nil }
      switch (kind, value) {
      case ("luminosity", "light"), ("luminosity", "dark"):
        guard luminosity == nil else { return nil }
        luminosity = value
      case ("contrast", "high"):
        guard contrast == nil else { return nil }
        contrast = value
      default: return nil
      }
    }
    return Appearance(dark: luminosity == "dark", highContrast: contrast != nil)
  }

  /// The bytes being read and the warnings so far.
  struct Context {
    let bytes: [UInt8]
    let path: String?
    var warnings: [Diagnostic] = []

    mutating func warn(_ code: String, _ message: String, at offset: Int) {
      warnings.append(
        Diagnostic(
          .warning, code: "xcassets.\(code)", message: message,
          location: .text(offset: offset, in: bytes), path: path))
    }

    /// The colour of one `colors` entry; `nil` with a warning when it has none usable. `role`
    /// names a variant in warnings (`nil` for the base colour, whose loss skips the set).
    mutating func color(of entry: JSONNode, role: String?) -> PaletteColor? {
      let skipped = role.map { "; \($0) is dropped" } ?? "; skipped"
      guard let color = entry.member("color"), color.members != nil else {
        warn("no-color", "the colour set's entry has no colour" + skipped, at: entry.offset)
        return nil
      }
      if color.member("reference") != nil || color.member("platform") != nil {
        let name = color.member("reference")?.string ?? "?"
        warn(
          "system-color",
          "system colour reference \(MessageFormatting.quoted(name, mark: "'")) cannot be resolved"
            + skipped,
          at: color.offset)
        return nil
      }
      guard let spaceNode = color.member("color-space"), let space = spaceNode.string else {
        warn("invalid-color", "the colour has no color-space" + skipped, at: color.offset)
        return nil
      }
      guard let componentsNode = color.member("components"), componentsNode.members != nil else {
        warn("invalid-color", "the colour has no components" + skipped, at: color.offset)
        return nil
      }
      let isGray = space == "gray-gamma-22" || space == "extended-gray"
      let channelNames = isGray ? ["white"] : ["red", "green", "blue"]
      var channels: [XcassetsComponentReader.Component] = []
      for name in channelNames + ["alpha"] {
        guard let node = componentsNode.member(name) else {
          if name == "alpha" {
            channels.append(.init(notation: .decimal, value: 1))
            continue
          }
          warn(
            "invalid-color",
            "the components have no \(MessageFormatting.quoted(name, mark: "'"))" + skipped,
            at: componentsNode.offset)
          return nil
        }
        guard let text = node.string ?? node.numberText(in: bytes),
          let component = XcassetsComponentReader.parse(text)
        else {
          warn(
            "invalid-color",
            "component \(MessageFormatting.quoted(name, mark: "'")) is not a number, '0x..' byte or 0-255 integer"
              + skipped,
            at: node.offset)
          return nil
        }
        channels.append(component)
      }
      let alphaComponent = channels.removeLast()
      let (values, ambiguous) = XcassetsComponentReader.resolve(channels)
      if ambiguous {
        warn(
          "ambiguous-integer",
          "bare integer components '0'/'1' read as 0.0/1.0, not as 8-bit values",
          at: componentsNode.offset)
      }
      let alpha = XcassetsComponentReader.alpha(alphaComponent)
      let components: ColorComponents
      switch space {
      case "srgb", "extended-srgb":
        components = .srgb(red: values[0], green: values[1], blue: values[2])
      case "display-p3", "extended-display-p3":
        components = .displayP3(red: values[0], green: values[1], blue: values[2])
      case "extended-linear-srgb":
        let encoded = ColorMath.linearToSRGB(
          SIMD3(Double(values[0]), Double(values[1]), Double(values[2])))
        components = .srgb(red: Float(encoded.x), green: Float(encoded.y), blue: Float(encoded.z))
      case "gray-gamma-22", "extended-gray":
        components = .gray(XcassetsGray.coreGray(fromGamma22: values[0]))
      default:
        warn("invalid-color", "unknown color-space '\(space)'" + skipped, at: spaceNode.offset)
        return nil
      }
      return PaletteColor(components, alpha: alpha)
    }
  }
}

/// Xcode's gray spaces use a pure 2.2 gamma; the core's gray uses the sRGB curve.
enum XcassetsGray {
  /// The core gray value (sRGB curve) for a gamma-2.2 white value.
  static func coreGray(fromGamma22 white: Float) -> Float {
    let value = Double(white)
    let linear = value < 0 ? -pow(-value, 2.2) : pow(value, 2.2)
    return Float(ColorMath.linearToSRGB(linear))
  }

  /// The gamma-2.2 white value for a core gray value.
  static func gamma22(fromCoreGray gray: Float) -> Float {
    let linear = ColorMath.srgbToLinear(Double(gray))
    return Float(linear < 0 ? -pow(-linear, 1 / 2.2) : pow(linear, 1 / 2.2))
  }
}
