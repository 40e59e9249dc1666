import PaletteCore

extension PaletteBundle {
  /// The manifest, `manifest.json`: what the bundle holds, for machines.
  ///
  /// One JSON object, keys in this order: `format` (`"palconv-bundle"`), `version` (1),
  /// `palette` (its name, or `null`), `source`, `colors` (the swatch count), `readme` (the
  /// README's `path`, `size` and `sha256`), `outputs` (one object per format, sorted by path:
  /// `format`, `name`, `path`, `files` with each file's `path`, `size` in bytes and `sha256`,
  /// and `losses` with each loss's `code` and `message`), and `leftOut` (each format not
  /// written, `format` and `reason`). Two-space indentation, one line per file and loss, a
  /// final line feed.
  public var manifest: [UInt8] {
    func string(_ text: String) -> String { DiagnosticRenderer.jsonString(text) }
    func file(_ file: BundleFile) -> String {
      "{ \"path\": \(string(file.path)), \"size\": \(file.bytes.count), "
        + "\"sha256\": \(string(file.sha256)) }"
    }
    var lines = [
      "{",
      "  \"format\": \"palconv-bundle\",",
      "  \"version\": 1,",
      "  \"palette\": \(palette.name.map(string) ?? "null"),",
      "  \"source\": \(string(source)),",
      "  \"colors\": \(palette.swatchCount),",
      "  \"readme\": \(file(BundleFile(path: Self.readmeName, bytes: readme))),",
      "  \"outputs\": [",
    ]
    for (index, output) in outputs.enumerated() {
      lines += [
        "    {",
        "      \"format\": \(string(output.format.identifier)),",
        "      \"name\": \(string(output.format.format.displayName)),",
        "      \"path\": \(string(output.path)),",
        "      \"files\": [",
      ]
      let files = output.files
      for (position, entry) in files.enumerated() {
        lines.append("        \(file(entry))" + (position == files.count - 1 ? "" : ","))
      }
      lines.append("      ],")
      if output.losses.isEmpty {
        lines.append("      \"losses\": []")
      } else {
        lines.append("      \"losses\": [")
        for (position, loss) in output.losses.enumerated() {
          lines.append(
            "        { \"code\": \(string(loss.code)), \"message\": \(string(loss.message)) }"
              + (position == output.losses.count - 1 ? "" : ","))
        }
        lines.append("      ]")
      }
      lines.append("    }" + (index == outputs.count - 1 ? "" : ","))
    }
    lines.append("  ],")
    if leftOut.isEmpty {
      lines.append("  \"leftOut\": []")
    } else {
      lines.append("  \"leftOut\": [")
      for (index, entry) in leftOut.enumerated() {
        lines.append(
          "    { \"format\": \(string(entry.format)), \"reason\": \(string(entry.reason)) }"
            + (index == leftOut.count - 1 ? "" : ","))
      }
      lines.append("  ]")
    }
    lines.append("}")
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// The files a manifest lists (its README's and every output's), with their SHA-256: the
  /// files a bundle wrote, which a later bundle may remove when it no longer writes them.
  ///
  /// - Parameter bytes: A manifest's bytes.
  /// - Returns: The SHA-256 of each file, by path; empty when the bytes are not a manifest.
  static func listedFiles(inManifest bytes: [UInt8]) -> [String: String] {
    var parser = JSONParser(bytes: bytes, format: "json")
    guard let root = try? parser.parseDocument(),
      root.member("format")?.string == "palconv-bundle"
    else { return [:] }
    var listed: [String: String] = [:]
    func add(_ node: JSONNode?) {
      guard let path = node?.member("path")?.string, let sha = node?.member("sha256")?.string
      else { return }
      listed[path] = sha
    }
    add(root.member("readme"))
    for output in root.member("outputs")?.elements ?? [] {
      for file in output.member("files")?.elements ?? [] { add(file) }
    }
    return listed
  }
}
