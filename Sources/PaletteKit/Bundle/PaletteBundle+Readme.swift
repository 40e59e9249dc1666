import PaletteCore

extension PaletteBundle {
  /// The guide, `README.md`: what the bundle holds and how to install each file, for people.
  ///
  /// A title (the palette's name), the colour count and source, a link to the swatch sheet,
  /// a table of the files with the applications each is for, then one section per file with
  /// each application's installation steps (the format's
  /// ``/PaletteCore/PaletteFormat/installationGuides``) and what the format could not hold,
  /// and the formats left out. Names from the palette are escaped, so they stay text.
  public var readme: [UInt8] {
    var lines: [String] = []
    let title = palette.name.map(Self.markdownText) ?? Self.markdownText(name)
    lines.append("# \(title)")
    lines.append("")
    let count = palette.swatchCount
    lines.append(
      "\(count) colour\(count == 1 ? "" : "s") from \(Self.code(source)), in \(outputs.count) "
        + "format\(outputs.count == 1 ? "" : "s"), written by palconv. "
        + "[\(Self.manifestName)](\(Self.manifestName)) lists every file with its size and "
        + "SHA-256, and what each format could not hold.")
    if let sheet {
      lines.append("")
      lines.append(
        "To see the colours, open the swatch sheet [\(Self.markdownText(sheet.path))]"
          + "(\(Self.link(sheet.path))) in a browser.")
    }
    lines.append("")
    lines.append("## Files")
    lines.append("")
    lines.append("| File | Format | For |")
    lines.append("|---|---|---|")
    for output in outputs {
      let applications = output.format.format.installationGuides.map {
        Self.markdownText($0.application)
      }
      lines.append(
        "| [\(Self.markdownText(output.path))](\(Self.link(output.path))) | "
          + "\(Self.markdownText(output.format.format.displayName)) (`\(output.format.identifier)`) | "
          + (applications.isEmpty
            ? "palconv and other tools" : applications.joined(separator: ", "))
          + " |")
    }
    lines.append("")
    lines.append("## Installing")
    for output in outputs {
      lines.append("")
      lines.append(
        "### \(Self.markdownText(output.path)) (\(Self.markdownText(output.format.format.displayName)))"
      )
      lines.append("")
      let guides = output.format.format.installationGuides
      if guides.isEmpty {
        lines.append(
          "- Read it with palconv, or any tool that reads the \(output.format.identifier) format.")
      }
      for guide in guides {
        lines.append(
          "- **\(Self.markdownText(guide.application))**: \(Self.markdownText(guide.steps))")
      }
      let kinds = output.losses.map { loss in LossKind(rawValue: loss.code)?.summary ?? loss.code }
      lines.append("")
      lines.append(
        kinds.isEmpty
          ? "Holds everything the palette says."
          : "Not kept: " + kinds.map(Self.markdownText).joined(separator: "; ") + ".")
    }
    if !leftOut.isEmpty {
      lines.append("")
      lines.append("## Left out")
      lines.append("")
      for entry in leftOut {
        lines.append("- `\(entry.format)`: \(Self.markdownText(entry.reason))")
      }
    }
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// Text that Markdown shows as written, inside a line: the punctuation that Markdown reads
  /// there (emphasis, code, links, HTML, table cells, entities) is escaped with `\`, control
  /// characters and line breaks become spaces. The README never starts a line with such text,
  /// so the marks that count only there (`#`, `-`, `1.`) need no escape.
  static func markdownText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029
      {
        result.append(" ")
      } else if "\\`*_[]<>|~&".unicodeScalars.contains(scalar) {
        result.append("\\")
        result.unicodeScalars.append(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A file name as inline code (its backticks, if any, make the fence longer).
  static func code(_ text: String) -> String {
    let plain = String(
      text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    let fence = plain.contains("`") ? "`` " : "`"
    return fence + plain + String(fence.reversed())
  }

  /// A relative path as a link destination: every byte but letters, digits and `-._~/`
  /// percent-encoded.
  static func link(_ path: String) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in path.utf8 {
      if ASCII.isAlphanumeric(byte) || "-._~/".utf8.contains(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
