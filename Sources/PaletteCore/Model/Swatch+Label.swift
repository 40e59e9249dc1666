extension Swatch {
  /// How messages refer to the swatch: its name in quotes (at most
  /// ``MessageFormatting/quotedCharacters`` characters of it), or "unnamed #RRGGBB".
  package var quotedLabel: String {
    if let name, !name.isEmpty { return MessageFormatting.quoted(name) }
    return "unnamed \(color.rgba8.hexString(includeAlpha: color.hasAlpha))"
  }

  /// How lists refer to the swatch: its name as is, or its hex value when it has none.
  /// (Messages use ``excerptLabel``.)
  package var listLabel: String {
    if let name, !name.isEmpty { return name }
    return color.rgba8.hexString(includeAlpha: color.hasAlpha)
  }

  /// How lists in messages refer to the swatch: ``listLabel``, at most
  /// ``MessageFormatting/quotedCharacters`` characters of it.
  package var excerptLabel: String {
    MessageFormatting.excerpt(listLabel)
  }

  /// The quoted label followed by the location in parentheses, when there is one.
  package var labelWithLocation: String {
    guard let location else { return quotedLabel }
    return "\(quotedLabel) (\(location))"
  }

  /// Whether the swatch has a non-empty name.
  package var hasName: Bool {
    guard let name else { return false }
    return !name.isEmpty
  }
}
