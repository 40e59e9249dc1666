import Foundation
import PaletteCSS
import PaletteCore
import TestSupport
import Testing

@testable import PaletteTailwind

@Suite struct TailwindFormatTests {
  static let palette = Palette(
    name: "Brand",
    groups: [
      PaletteGroup(
        swatches: [
          Swatch(name: "Paper", color: .srgb8(250, 250, 250)),
          Swatch(name: "red-500", color: .srgb8(251, 44, 54)),
          Swatch(name: "red-600", color: .srgb8(231, 0, 11)),
        ]),
      PaletteGroup(
        name: "Ocean Blue",
        swatches: [
          Swatch(name: "Ocean Blue", color: .srgb8(0, 80, 200)),
          Swatch(name: "ocean-blue-50", color: .srgb8(240, 246, 255)),
          Swatch(name: "Deep", color: .srgb8(0, 20, 80, alpha: 128)),
          Swatch(name: nil, color: .srgb8(1, 2, 3)),
        ]),
    ])

  static let expectedColors = """
            paper: '#fafafa',
            red: {
              500: '#fb2c36',
              600: '#e7000b',
            },
            'ocean-blue': {
              DEFAULT: '#0050c8',
              50: '#f0f6ff',
              deep: '#00145080',
              'color-7': '#010203',
            },
    """

  @Test func configCommonJS() throws {
    let text = String(decoding: try TailwindConfigFormat().encode(Self.palette), as: UTF8.self)
    #expect(
      text == """
        // Brand
        /** @type {import('tailwindcss').Config} */
        module.exports = {
          theme: {
            extend: {
              colors: {
        \(Self.expectedColors)
              },
            },
          },
        };

        """)
  }

  @Test func configESModule() throws {
    let text = String(
      decoding: try TailwindConfigFormat(module: .esm).encode(Self.palette), as: UTF8.self)
    #expect(text.contains("\nexport default {\n"))
    #expect(!text.contains("module.exports"))
  }

  @Test func theme() throws {
    let text = String(decoding: try Tailwind4ThemeFormat().encode(Self.palette), as: UTF8.self)
    #expect(
      text == """
        /* Brand */
        @theme {
          --color-paper: #fafafa;
          --color-red-500: #fb2c36;
          --color-red-600: #e7000b;
          --color-ocean-blue: #0050c8;
          --color-ocean-blue-50: #f0f6ff;
          --color-ocean-blue-deep: #00145080;
          --color-ocean-blue-color-7: #010203;
        }

        """)
  }

  @Test func keysAndStrings() {
    #expect(TailwindConfigFormat.key("brand") == "brand")
    #expect(TailwindConfigFormat.key("500") == "500")
    #expect(TailwindConfigFormat.key("050") == "'050'")
    #expect(TailwindConfigFormat.key("ocean-blue") == "'ocean-blue'")
    #expect(TailwindConfigFormat.singleQuoted("it's\\\n") == #"'it\'s\\\n'"#)
    let clash = Palette(swatches: [
      Swatch(name: "Blue", color: .srgb8(0, 0, 255)), Swatch(name: "blue", color: .srgb8(0, 0, 1)),
    ])
    #expect(TailwindNames.entries(of: clash).map(TailwindNames.fullName) == ["blue", "blue-2"])
  }

  /// Node, the JavaScript runtime Tailwind runs on, loads both module forms and sees the
  /// nested colours.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/node"), "needs Node"),
    arguments: [TailwindConfigFormat.ModuleSystem.cjs, .esm])
  func nodeLoadsTheConfig(module: TailwindConfigFormat.ModuleSystem) throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "palconv-tailwind-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(
      path: module == .cjs ? "tailwind.config.cjs" : "tailwind.config.mjs")
    try Data(try TailwindConfigFormat(module: module).encode(Self.palette)).write(to: file)
    let script =
      module == .cjs
      ? "const c = require(process.argv[1]); console.log(JSON.stringify(c.theme.extend.colors))"
      : "import(require('url').pathToFileURL(process.argv[1])).then(m => "
        + "console.log(JSON.stringify(m.default.theme.extend.colors)))"
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/node")
    process.arguments = ["-e", script, file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let colors = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(colors["paper"] as? String == "#fafafa")
    #expect((colors["red"] as? [String: String]) == ["500": "#fb2c36", "600": "#e7000b"])
    let ocean = try #require(colors["ocean-blue"] as? [String: String])
    #expect(ocean["DEFAULT"] == "#0050c8")
    #expect(ocean["50"] == "#f0f6ff")
    #expect(ocean["deep"] == "#00145080")
  }
}

/// A real browser computes the v4 theme's colours. Chromium does not know `@theme` (Tailwind's
/// compiler turns it into custom properties on `:root`), so the block is put in `:root`, as
/// Tailwind emits it, and each `--color-*` property is used as an element's `color`; the
/// colour Chromium computes must be the palette's.
@Suite struct TailwindThemeBrowserTests {
  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)` as 8-bit RGBA.
  static func rgba(_ computed: String) -> RGBA8? {
    guard let open = computed.firstIndex(of: "("), computed.hasSuffix(")") else { return nil }
    let numbers = computed[computed.index(after: open)..<computed.index(before: computed.endIndex)]
      .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 3 || numbers.count == 4 else { return nil }
    let alpha = numbers.count == 4 ? (numbers[3] * 255).rounded() : 255
    return RGBA8(
      red: UInt8(numbers[0]), green: UInt8(numbers[1]), blue: UInt8(numbers[2]),
      alpha: UInt8(alpha))
  }

  @Test(.enabled(if: chromium != nil, "needs Chromium (Debian's chromium)"))
  func chromiumComputesTheThemeColours() throws {
    let nord = try CSSVariablesFormat().decode(Fixtures.bytes("css/nord.css")).palette
    for palette in [nord, TailwindFormatTests.palette] {
      let theme = String(decoding: try Tailwind4ThemeFormat().encode(palette), as: UTF8.self)
      let properties = theme.split(separator: "\n").compactMap { line -> String? in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("--color-"), let colon = trimmed.firstIndex(of: ":") else {
          return nil
        }
        return String(trimmed[..<colon])
      }
      #expect(properties.count == palette.swatchCount)
      let elements = properties.enumerated().map { index, property in
        "<div id=\"c\(index)\" style=\"color: var(\(property))\"></div>"
      }.joined(separator: "\n")
      let page = """
        <!doctype html><html><head><style>
        \(theme.replacingOccurrences(of: "@theme {", with: ":root {"))
        </style></head><body>
        \(elements)
        <script>
        const out = [];
        for (let i = 0; i < \(properties.count); i++) {
          out.push(getComputedStyle(document.getElementById("c" + i)).color);
        }
        document.body.setAttribute("data-colors", out.join(";"));
        </script></body></html>
        """
      let folder = FileManager.default.temporaryDirectory.appending(
        path: "palconv-theme-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appending(path: "theme.html")
      try Data(page.utf8).write(to: file)
      let process = Process()
      process.executableURL = URL(filePath: try #require(Self.chromium))
      process.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder.path)/profile",
        "--dump-dom", file.absoluteString,
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let dom = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let attribute = try #require(dom.range(of: "data-colors=\""), "\(dom.prefix(500))")
      let values = dom[attribute.upperBound...].prefix { $0 != "\"" }
        .split(separator: ";").map { Self.rgba(String($0)) }
      #expect(values == palette.allSwatches.map { Optional($0.color.rgba8) }, "\(values)")
    }
  }
}
