import Foundation
import PaletteCore
import PaletteKit
import TestSupport
import Testing

/// Every hostile name at once (``HostileNames/palette``) through every code- and
/// markup-writing format, its output loaded or compiled by the program that consumes it: the
/// output must hold exactly the palette's data and nothing else. A payload that escaped its
/// comment or string would add a rule, a declaration or an element, print `PWNED`, or write a
/// file named `PWNED`. Each test is skipped where its program is missing.
@Suite(.serialized) struct HostileNameConsumerTests {
  static let palette = HostileNames.palette

  /// A palette of the same shape with plain names: its output has the structure the hostile
  /// one must have.
  static let plain: Palette = {
    var copy = palette
    copy.name = "Plain"
    copy.description = "Plain"
    var index = 0
    for group in copy.groups.indices {
      if copy.groups[group].name != nil { copy.groups[group].name = "group\(group)" }
      for swatch in copy.groups[group].swatches.indices {
        index += 1
        copy.groups[group].swatches[swatch].name = "name\(index)"
      }
    }
    return copy
  }()

  /// The palette's colours as `#rrggbb`, sorted: what a consumer must find, once each.
  static let colors: [String] = palette.allSwatches.map {
    $0.color.rgba8.hexString(includeAlpha: false).lowercased()
  }.sorted()

  static func encoder(
    _ identifier: String, _ settings: [String: String?] = [:]
  ) throws
    -> any PaletteEncoder
  {
    var registry = FormatRegistry.builtIn
    for (name, value) in settings {
      let option = try #require(registry.options.first { $0.option.name == name })
      registry = try registry.configured(with: [try option.option.setting(value)])
    }
    return try #require(registry.format(named: identifier) as? any PaletteEncoder)
  }

  static func text(_ identifier: String, _ palette: Palette = palette) throws -> String {
    String(decoding: try encoder(identifier).encode(palette), as: UTF8.self)
  }

  /// A colour as `#rrggbb`: `#abc` and `#aabbcc` forms, in any case.
  static func normalized(_ hex: String) -> String {
    let digits = hex.lowercased().dropFirst()
    guard digits.count == 3 else { return "#" + digits }
    return "#" + digits.map { "\($0)\($0)" }.joined()
  }

  // MARK: JavaScript

  /// Node loads the Tailwind configuration, as CommonJS and as an ES module: the exported
  /// object is `{theme: {extend: {colors}}}`, its colours are the palette's, and no payload
  /// ran (no file `PWNED`, nothing else printed).
  @Test(
    .enabled(if: ExternalTool.path("node") != nil, "needs Node"),
    arguments: [("cjs", "tailwind.config.cjs"), ("esm", "tailwind.config.mjs")])
  func nodeLoadsTheTailwindConfigAsData(module: String, file: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let bytes = try Self.encoder("tailwind", ["js-module": module]).encode(Self.palette)
    try scratch.write(bytes: bytes, to: file)
    let script =
      "import(require('url').pathToFileURL(process.argv[1])).then(m => {"
      + " const c = m.default; const leaves = [];"
      + " const walk = o => { for (const v of Object.values(o)) { typeof v === 'string' ? leaves.push(v) : walk(v) } };"
      + " walk(c.theme.extend.colors);"
      + " console.log(JSON.stringify([Object.keys(c), Object.keys(c.theme), Object.keys(c.theme.extend), leaves.sort()])) })"
    let result = try #require(
      try ExternalTool.run("node", ["-e", script, scratch.file(file)], in: scratch.path))
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let expected = try JSONSerialization.data(
      withJSONObject: [["theme"], ["extend"], ["colors"], Self.colors])
    #expect(
      try JSONSerialization.jsonObject(with: Data(result.output)) as? NSArray
        == JSONSerialization.jsonObject(with: expected) as? NSArray)
    #expect(!FileManager.default.fileExists(atPath: scratch.file("PWNED")))
    #expect(!result.stdout.contains("PWNED"))
  }

  /// The reported attack, as it was found: a GIMP palette named
  /// `Brand<U+2028>require("fs").writeFileSync("PWNED","x")//` (and with U+2029) converted to a Tailwind configuration, which Node loads without running the
  /// payload; the conversion warns that the name's line break was replaced.
  @Test(
    .enabled(if: ExternalTool.path("node") != nil, "needs Node"),
    arguments: ["\u{2028}", "\u{2029}"], ["cjs", "esm"])
  func theReportedPaletteNameRunsNothing(lineBreak: String, module: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let gpl = try #require(FormatRegistry.builtIn.format(named: "gpl") as? any PaletteDecoder)
    let input =
      "GIMP Palette\nName: Brand" + lineBreak
      + "require(\"fs\").writeFileSync(\"PWNED\",\"x\")//\n#\n255 0 0\tRed\n"
    let palette = try gpl.decode(Array(input.utf8)).palette
    let tailwind = try Self.encoder("tailwind", ["js-module": module])
    #expect(tailwind.losses(writing: palette).map(\.code) == ["loss.control-characters"])
    let file = module == "cjs" ? "tailwind.config.js" : "tailwind.config.mjs"
    try scratch.write(bytes: try tailwind.encode(palette), to: file)
    let script =
      "import(require('url').pathToFileURL(process.argv[1]))"
      + ".then(m => console.log(JSON.stringify(m.default.theme.extend.colors)))"
    let result = try #require(
      try ExternalTool.run("node", ["-e", script, scratch.file(file)], in: scratch.path))
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stdout == "{\"red\":\"#ff0000\"}\n")
    #expect(!FileManager.default.fileExists(atPath: scratch.file("PWNED")))
  }

  // MARK: Style sheets

  /// `sassc` reads the CSS (and the Tailwind v4 theme) as plain CSS: compressed, it is one
  /// block of one custom property per swatch, with the palette's colours, and nothing else.
  @Test(
    .enabled(if: ExternalTool.path("sassc") != nil, "needs sassc (Debian's sassc)"),
    arguments: [("css", ":root"), ("tailwind4", "@theme")])
  func aCSSParserFindsOnlyTheCustomProperties(identifier: String, block: String) throws {
    let result = try #require(
      try ExternalTool.run(
        "sassc", ["--stdin", "--style", "compressed"],
        input: Array(try Self.text(identifier).utf8)))
    #expect(result.code == 0, "\(result.stderr)")
    let css = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(css.hasPrefix(block + "{") && css.hasSuffix("}"), "\(css)")
    let body = css.dropFirst(block.count + 1).dropLast()
    let declarations = body.split(separator: ";").map {
      $0.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(declarations.allSatisfy { $0.count == 2 && $0[0].hasPrefix("--") })
    #expect(Set(declarations.map { $0.first ?? "" }).count == declarations.count)
    #expect(declarations.map { Self.normalized($0.last ?? "") }.sorted() == Self.colors)
  }

  /// Compiles `source` plus a rule `.vN { color: VARIABLE }` per variable the output declares;
  /// the compiled CSS must be exactly those rules, with the palette's colours, and the
  /// compiler must print nothing else.
  static func compile(
    _ program: String, _ arguments: [String], _ source: String, variables: (String) -> String?,
    use: (Int, String) -> String
  ) throws -> (rules: [String], stderr: String)? {
    var input = source
    var names: [String] = []
    for line in source.split(separator: "\n") {
      if let name = variables(String(line)) { names.append(name) }
    }
    for (index, name) in names.enumerated() { input += use(index, name) }
    guard
      let result = try ExternalTool.run(
        program, arguments, environment: ["NODE_PATH": "/usr/share/nodejs:/usr/lib/nodejs"],
        input: Array(input.utf8))
    else { return nil }
    #expect(result.code == 0, "\(program): \(result.stderr)")
    let compact = String(result.stdout.unicodeScalars.filter { !$0.properties.isWhitespace })
    var rules: [String] = []
    var rest = Substring(compact)
    for index in names.indices {
      let head = ".v\(index){color:"
      guard rest.hasPrefix(head), let end = rest.firstIndex(of: "}") else { break }
      var value = rest[rest.index(rest.startIndex, offsetBy: head.count)..<end]
      if value.hasSuffix(";") { value = value.dropLast() }
      rules.append(normalized(String(value)))
      rest = rest[rest.index(after: end)...]
    }
    #expect(rest.isEmpty, "\(program) compiled more than the rules: \(rest.prefix(200))")
    return (rules.sorted(), result.stderr)
  }

  /// The first word of `line` after `sigil` when the line declares a colour variable.
  static func variable(_ line: String, sigil: String, separator: String) -> String? {
    guard line.hasPrefix(sigil), let range = line.range(of: separator) else { return nil }
    let value = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
    guard value.hasPrefix("#") else { return nil }
    return String(line[line.index(line.startIndex, offsetBy: sigil.count)..<range.lowerBound])
  }

  @Test(.enabled(if: ExternalTool.path("sassc") != nil, "needs sassc (Debian's sassc)"))
  func sasscCompilesOnlyTheVariables() throws {
    let compiled = try #require(
      try Self.compile(
        "sassc", ["--stdin", "--style", "compressed"], try Self.text("scss"),
        variables: { Self.variable($0, sigil: "$", separator: ":") },
        use: { ".v\($0) { color: $\($1); }\n" }))
    #expect(compiled.rules == Self.colors)
    #expect(compiled.stderr.isEmpty, "\(compiled.stderr)")
  }

  @Test(.enabled(if: ExternalTool.path("lessc") != nil, "needs lessc (Debian's node-less)"))
  func lesscCompilesOnlyTheVariables() throws {
    let compiled = try #require(
      try Self.compile(
        "lessc", ["-"], try Self.text("less"),
        variables: { Self.variable($0, sigil: "@", separator: ":") },
        use: { ".v\($0) { color: @\($1); }\n" }))
    #expect(compiled.rules == Self.colors)
    #expect(compiled.stderr.isEmpty, "\(compiled.stderr)")
  }

  @Test(.enabled(if: ExternalTool.path("stylus") != nil, "needs stylus (Debian's node-stylus)"))
  func stylusCompilesOnlyTheVariables() throws {
    let compiled = try #require(
      try Self.compile(
        "stylus", ["-p"], try Self.text("stylus"),
        variables: { Self.variable($0, sigil: "", separator: " = ") },
        use: { ".v\($0)\n  color \($1)\n" }))
    #expect(compiled.rules == Self.colors)
    #expect(compiled.stderr.isEmpty, "\(compiled.stderr)")
  }

  // MARK: Swift and Kotlin

  /// The names as UTF-16 code units in hexadecimal, one swatch a line with its colour: what
  /// the compiled programs print.
  static func expectedLines(colorPrefix: String) -> [String] {
    palette.allSwatches.map { swatch in
      (swatch.name ?? "").utf16.map { String($0, radix: 16) }.joined(separator: " ") + "="
        + colorPrefix + swatch.color.rgba8.hexString(includeAlpha: false).dropFirst()
    }
  }

  /// The first `KEYWORD NAME {` of a generated file: the type that holds the colours.
  static func declared(_ keyword: String, in source: String) -> String? {
    for line in source.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: Substring(keyword)), index <= 1,
        index + 1 < words.count
      else { continue }
      return String(words[index + 1])
    }
    return nil
  }

  /// `swiftc` compiles the Swift source (its SwiftUI part is parsed too, not compiled, where
  /// SwiftUI is missing) with a program that prints every name of `Values.all` and its colour;
  /// the names are the palette's exactly, and nothing else is printed.
  @Test(.enabled(if: ExternalTool.path("swiftc") != nil, "needs swiftc"))
  func swiftcCompilesTheNamesAsData() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let source = try Self.text("swift")
    let type = try #require(Self.declared("enum", in: source))
    try scratch.write(source, to: "Palette.swift")
    try scratch.write(
      """
      func hex(_ value: Double) -> String {
        let byte = Int(value * 255 + 0.5)
        return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
      for (name, value) in \(type).Values.all {
        let units = name.utf16.map { String($0, radix: 16) }.joined(separator: " ")
        print(units + "=" + hex(value.red) + hex(value.green) + hex(value.blue))
      }

      """, to: "main.swift")
    let build = try #require(
      try ExternalTool.run(
        "swiftc", ["-swift-version", "6", "Palette.swift", "main.swift", "-o", "palette"],
        in: scratch.path))
    #expect(build.code == 0, "\(build.stdout)\(build.stderr)")
    let run = try #require(try ExternalTool.run("env", [scratch.file("palette")], in: scratch.path))
    #expect(run.code == 0)
    #expect(
      run.stdout.split(separator: "\n").map(String.init) == Self.expectedLines(colorPrefix: ""))
  }

  /// `kotlinc` compiles the Compose source against the stand-in of Compose's `Color`, with a
  /// program that prints every name of `all` and its colour; Java runs it. Slow (a minute),
  /// so every hostile name goes through one compilation.
  @Test(
    .enabled(if: ExternalTool.path("kotlinc") != nil, "needs kotlinc (Debian's kotlin package)"))
  func kotlincCompilesTheNamesAsData() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let source = try Self.text("compose")
    let type = try #require(Self.declared("object", in: source))
    try scratch.write(source, to: "Palette.kt")
    try scratch.write(
      """
      fun main() {
          for ((name, color) in \(type).all) {
              println(name.map { Integer.toHexString(it.toInt()) }.joinToString(" ") + "=" + color)
          }
      }

      """, to: "Main.kt")
    let standIn = Fixtures.root.appending(path: "android/StandIn/Color.kt").path
    let build = try #require(
      try ExternalTool.run(
        "kotlinc", ["Palette.kt", "Main.kt", standIn, "-include-runtime", "-d", "out.jar"],
        in: scratch.path))
    #expect(build.code == 0, "\(build.stdout)\(build.stderr)")
    let run = try #require(try ExternalTool.run("java", ["-jar", "out.jar"], in: scratch.path))
    #expect(run.code == 0, "\(run.stderr)")
    #expect(
      run.stdout.split(separator: "\n").map(String.init)
        == Self.expectedLines(colorPrefix: "FF"))
  }

  // MARK: Markup and JSON

  /// Python's XML parser on every file of a format (or one entry of its zip): each file's
  /// elements, attribute names and comments in document order, and every attribute value and
  /// text, as JSON.
  static let xmlScript = """
    import io, json, sys, zipfile
    import xml.etree.ElementTree as ET
    data = sys.stdin.buffer.read()
    if len(sys.argv) > 1:
        data = zipfile.ZipFile(io.BytesIO(data)).read(sys.argv[1])
    parser = ET.XMLParser(target=ET.TreeBuilder(insert_comments=True))
    parser.feed(data)
    root = parser.close()
    shape, values = [], []
    for node in root.iter():
        if node.tag is ET.Comment:
            shape.append("<!-- -->")
            values.append(node.text)
        else:
            shape.append([node.tag, sorted(node.attrib)])
            values.extend(node.attrib.values())
            if node.text and node.text.strip():
                values.append(node.text)
    print(json.dumps([shape, values]))
    """

  /// The shape and the values Python reads in an XML file.
  static func parsedXML(
    _ bytes: [UInt8], entry: String?
  ) throws -> (shape: String, values: [String]) {
    let output = try ExternalTool.pythonOutput(xmlScript, entry.map { [$0] } ?? [], input: bytes)
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(output)) as? [Any])
    let shape = try JSONSerialization.data(withJSONObject: parsed[0], options: [.sortedKeys])
    return (String(decoding: shape, as: UTF8.self), parsed[1] as? [String] ?? [])
  }

  /// The formats whose names are attribute values, written as they are but for the C0
  /// controls XML cannot hold.
  static let namesInAttributes: Set<String> = ["scribus", "soc", "corel-xml", "kpl"]

  /// Every XML output parses, with the same elements, attributes and comments as the same
  /// palette with plain names; where names are attribute values, Python reads each back as it
  /// was, but for the documented replacement of the C0 controls XML cannot hold.
  @Test(
    .enabled(if: ExternalTool.path("python3") != nil, "needs python3"),
    arguments: HostileConsumer.byFormat.compactMap { key, value -> String? in
      if case .xml = value { return key }
      return nil
    }.sorted())
  func pythonParsesEveryXMLOutputToTheSameShape(identifier: String) throws {
    let format = try #require(FormatRegistry.builtIn.format(named: identifier))
    guard case .xml(let entry) = HostileConsumer.byFormat[identifier] else { return }
    let hostile = try HostileNames.written(Self.palette, as: format)
    let plain = try HostileNames.written(Self.plain, as: format)
    #expect(hostile.map(\.path) == plain.map(\.path))
    var values: [String] = []
    for (file, plainFile) in zip(hostile, plain)
    where entry != nil || file.path.hasSuffix(".xml") || file.path == "out" {
      let read = try Self.parsedXML(file.bytes, entry: entry)
      let reference = try Self.parsedXML(plainFile.bytes, entry: entry)
      #expect(read.shape == reference.shape, "\(identifier) \(file.path)")
      values += read.values
    }
    guard Self.namesInAttributes.contains(identifier) else { return }
    for name in Self.palette.allSwatches.compactMap(\.name) {
      #expect(values.contains(HostileNames.replaced(name, xml: true)), "\(identifier): \(name)")
    }
  }

  /// Python's HTML parser on the sheet: the same tags and attributes as with plain names (no
  /// script, no element a name made), and the title is the palette's name with its control
  /// characters replaced.
  @Test(.enabled(if: ExternalTool.path("python3") != nil, "needs python3"))
  func pythonParsesTheHTMLSheetToTheSameShape() throws {
    let script = """
      import json, sys
      from html.parser import HTMLParser
      class Shape(HTMLParser):
          def __init__(self):
              super().__init__(convert_charrefs=True)
              self.shape, self.title, self.inTitle = [], "", False
          def handle_starttag(self, tag, attrs):
              self.shape.append([tag, sorted(name for name, _ in attrs)])
              self.inTitle = tag == "title"
          def handle_endtag(self, tag):
              self.shape.append("/" + tag)
              self.inTitle = False
          def handle_data(self, data):
              if self.inTitle: self.title += data
          def handle_comment(self, data):
              self.shape.append("<!-- -->")
      parser = Shape()
      parser.feed(sys.stdin.read())
      parser.close()
      print(json.dumps([parser.shape, parser.title]))
      """
    func parse(_ palette: Palette) throws -> [Any] {
      let output = try ExternalTool.pythonOutput(
        script, input: try Self.encoder("html").encode(palette))
      return try #require(try JSONSerialization.jsonObject(with: Data(output)) as? [Any])
    }
    let hostile = try parse(Self.palette)
    let plain = try parse(Self.plain)
    #expect((hostile[0] as? NSArray) == (plain[0] as? NSArray))
    #expect(hostile[1] as? String == HostileNames.replaced(Self.palette.name ?? ""))
  }

  /// Python's JSON parser on every JSON output: each parses, and where a format keeps names
  /// as they are, each swatch name is one of its strings exactly.
  @Test(
    .enabled(if: ExternalTool.path("python3") != nil, "needs python3"),
    arguments: HostileConsumer.byFormat.compactMap { key, value -> String? in
      if case .json = value { return key }
      return nil
    }.sorted())
  func pythonParsesEveryJSONOutput(identifier: String) throws {
    let script = """
      import io, json, sys, zipfile
      strings = []
      def walk(value):
          if isinstance(value, dict):
              for key, item in value.items():
                  strings.append(key)
                  walk(item)
          elif isinstance(value, list):
              for item in value: walk(item)
          elif isinstance(value, str):
              strings.append(value)
      entry, paths = sys.argv[1], sys.argv[2:]
      for path in paths:
          data = open(path, "rb").read()
          if entry:
              data = zipfile.ZipFile(io.BytesIO(data)).read(entry)
          walk(json.loads(data.decode("utf-8")))
      print(json.dumps(strings))
      """
    let format = try #require(FormatRegistry.builtIn.format(named: identifier))
    guard case .json(let entry) = HostileConsumer.byFormat[identifier] else { return }
    // Every file in one run of Python: a catalog has a file per colour.
    let scratch = try Scratch()
    defer { scratch.remove() }
    var paths: [String] = []
    for (index, file) in try HostileNames.written(Self.palette, as: format).enumerated() {
      try scratch.write(bytes: file.bytes, to: "\(index).json")
      paths.append(scratch.file("\(index).json"))
    }
    let output = try ExternalTool.pythonOutput(script, [entry ?? ""] + paths)
    let strings = try #require(try JSONSerialization.jsonObject(with: Data(output)) as? [String])
    guard ["json", "sketch", "color-palette", "procreate"].contains(identifier) else { return }
    let kept = min(Self.palette.swatchCount, format.capabilities.maxSwatches ?? .max)
    for name in Self.palette.allSwatches.prefix(kept).compactMap(\.name) {
      #expect(strings.contains(name), "\(identifier): \(name)")
    }
  }
}
