/// The namespace URIs of LibreOffice and OpenOffice colour tables: the reader works on these,
/// not on prefixes, as LibreOffice does.
enum LibreOfficeNamespaces {
  /// The namespaces the root `color-table` may be in: OpenOffice 2004, ODF office, OOo 1.x.
  static let office: Set<String> = [
    "http://openoffice.org/2004/office", "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "http://openoffice.org/2000/office",
  ]
  /// The namespaces of `color` entries and their attributes: ODF drawing and OOo 1.x drawing.
  static let drawing: Set<String> = [
    "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0", "http://openoffice.org/2000/drawing",
  ]

  /// The declarations the writer puts on the root, as current LibreOffice writes them.
  static let written: [(prefix: String, uri: String)] = [
    ("office", "urn:oasis:names:tc:opendocument:xmlns:office:1.0"),
    ("draw", "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"),
    ("xlink", "http://www.w3.org/1999/xlink"),
    ("svg", "http://www.w3.org/2000/svg"),
    ("ooo", "http://openoffice.org/2004/office"),
  ]
}
