import PaletteArchive
import PaletteCore

/// For every reader of the registry, a file it reads no colour from while it leaves something
/// aside, and a valid empty file where the format has one; or why no file can yield no colour
/// while its reader warns. ``NothingReadRegistryTests`` holds every reader to the rule of
/// `DecodedPalette.requiringContent(format:)` with them.
enum NothingReadSamples {
  /// What a format gives the rule to test.
  enum Sample {
    /// Single files: one that yields no swatch while its reader warns, and a valid empty one
    /// (`nil` when the format has none: it requires a colour).
    case files(skipped: [UInt8], empty: [UInt8]?)
    /// Folder documents: their files by relative path.
    case folders(skipped: [String: [UInt8]], empty: [String: [UInt8]])
    /// No file of the format yields no swatch while its reader warns: why.
    case cannotSkip(String)
  }

  static func text(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// A zip of the entries, stored, in order.
  static func zip(_ entries: [(String, String)]) -> [UInt8] {
    var writer = ZipWriter()
    for (name, contents) in entries { writer.add(name, Array(contents.utf8), method: .stored) }
    return writer.finish()
  }

  static func bigEndian16(_ value: Int) -> [UInt8] {
    [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
  static func bigEndian32(_ value: Int) -> [UInt8] { bigEndian16(value >> 16) + bigEndian16(value) }
  static func littleEndian16(_ value: Int) -> [UInt8] { bigEndian16(value).reversed() }
  static func littleEndian32(_ value: Int) -> [UInt8] { bigEndian32(value).reversed() }

  /// A Gpick chunk: its name padded to 16 bytes, a 64-bit size, the payload.
  static func gpickChunk(_ name: String, _ payload: [UInt8]) -> [UInt8] {
    text(name) + [UInt8](repeating: 0, count: 16 - name.utf8.count) + littleEndian32(payload.count)
      + littleEndian32(0) + payload
  }

  /// A Corel `.cpl` palette (`CC DC`) of one colour in `model`, unnamed, or of none.
  static func cpl(model: Int?) -> [UInt8] {
    guard let model else { return [0xCC, 0xDC, 0, 0] }
    return [0xCC, 0xDC] + littleEndian16(1) + littleEndian16(model)
      + [UInt8](repeating: 0, count: 10)
      + [0]
  }

  /// A Xara palette of no colours, RGB, with `extra` bytes after it.
  static func jcw(extra: [UInt8]) -> [UInt8] { text("JCW") + [1, 0, 0, 10, 20] + extra }

  /// A RIFF palette of no entries with `version` in its `data` chunk.
  static func riff(version: Int) -> [UInt8] {
    let data = littleEndian16(version) + littleEndian16(0)
    let chunk = text("data") + littleEndian32(data.count) + data
    return text("RIFF") + littleEndian32(4 + chunk.count) + text("PAL ") + chunk
  }

  /// An Adobe colour book of no colours, RGB, with `extra` bytes after it.
  static func acb(extra: [UInt8]) -> [UInt8] {
    text("8BCB") + bigEndian16(1) + bigEndian16(3000) + [UInt8](repeating: 0, count: 16)
      + [UInt8](repeating: 0, count: 8) + extra
  }

  /// A 1 × 1 RGBA PNG whose one pixel is fully transparent (which gives no colour), with or
  /// without its `IEND` chunk.
  static func transparentPixel(withEnd: Bool) -> [UInt8] {
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = text(type) + data
      return bigEndian32(data.count) + body + bigEndian32(Int(crc32(body)))
    }
    // One row: filter 0 and four zero bytes, in a stored DEFLATE block inside zlib.
    let row: [UInt8] = [0, 0, 0, 0, 0]
    var a = 1
    var b = 0
    for byte in row {
      a = (a + Int(byte)) % 65521
      b = (b + a) % 65521
    }
    let zlib: [UInt8] =
      [0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF] + row + bigEndian32(b << 16 | a)
    let header = bigEndian32(1) + bigEndian32(1) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("IDAT", zlib) + (withEnd ? chunk("IEND", []) : [])
  }

  /// The CRC-32 of PNG chunks and zips.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// An Affinity palette whose fill list holds `slots` empty slots (each a `00` reference), with
  /// its header and entry table.
  static func afpalette(emptySlots slots: Int) -> [UInt8] {
    var body: [UInt8] = [0x00, 0xFF, 0x4B, 0x53] + littleEndian16(2) + text("VlaP")
    body += littleEndian16(1) + littleEndian32(26) + [0x2B] + text("NClP") + littleEndian32(0)
    body += [0xB1] + text("VlaP") + littleEndian32(slots) + [UInt8](repeating: 0, count: slots)
    body += [0xAB] + text("VNaP") + littleEndian32(4 * slots) + littleEndian32(slots)
    body += [UInt8](repeating: 0, count: 4 * slots) + [0]
    let footer = 76 + body.count + 4
    let size = footer + 115
    func u64(_ value: Int) -> [UInt8] { littleEndian32(value) + littleEndian32(0) }
    var file: [UInt8] = [0x00, 0xFF, 0x4B, 0x41] + littleEndian32(11) + text("htwS#Inf")
    file += u64(footer) + u64(size) + u64(body.count) + u64(0) + u64(0) + littleEndian32(2)
    file += littleEndian32(2) + text("Prot") + littleEndian32(4) + text("#Fil") + body
    file += [0xFF, 0xFF, 0xFF, 0xFF] + text("#FT4") + u64(0) + u64(0) + u64(size)
    file += u64(body.count) + u64(0) + littleEndian32(1) + littleEndian32(0) + littleEndian32(56)
    file += [0, 0, 0, 1] + littleEndian32(0) + littleEndian32(72) + littleEndian32(0)
    let crc = littleEndian32(Int(crc32(body)))
    file += u64(body.count) + u64(body.count) + crc + [0] + littleEndian32(26) + crc
    return file + littleEndian16(12) + text("Swatches.dat")
  }

  /// A bare Office colour scheme holding `content`.
  static func officeScheme(_ content: String) -> String {
    #"<a:clrScheme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="x">"#
      + content + "</a:clrScheme>"
  }

  static let colorSetInfo = #"{"info":{"author":"xcode","version":1}}"#

  /// The samples by format identifier.
  static let byFormat: [String: Sample] = [
    "ase": .files(
      skipped: text("ASEF") + bigEndian16(1) + bigEndian16(0) + bigEndian32(1) + bigEndian16(9)
        + bigEndian32(0),
      empty: text("ASEF") + bigEndian16(1) + bigEndian16(0) + bigEndian32(0)),
    "acb": .files(skipped: acb(extra: text("junk")), empty: acb(extra: [])),
    "icc-named": .cannotSkip(
      "every colour of the ncl2 tag is read, and a profile without one is an error, so a profile that yields no swatch holds none"
    ),
    "clr": .cannotSkip(
      "every colour entry is kept, one the reader cannot convert as a named placeholder, so a list that yields no swatch has no entry"
    ),
    "kpl": .files(
      skipped: zip([
        ("mimetype", "krita/x-colorset"),
        ("colorset.xml", #"<ColorSet version="2.0" name="x" columns="4"><Unknown/></ColorSet>"#),
      ]),
      empty: zip([
        ("mimetype", "krita/x-colorset"),
        ("colorset.xml", #"<ColorSet version="2.0" name="x" columns="4"/>"#),
      ])),
    "afpalette": .files(skipped: afpalette(emptySlots: 1), empty: afpalette(emptySlots: 0)),
    "office-theme": .files(
      skipped: zip([("theme/theme/theme1.xml", officeScheme("<a:unknown/>"))]),
      empty: zip([("theme/theme/theme1.xml", officeScheme(""))])),
    "office-theme-xml": .files(
      skipped: text(officeScheme("<a:unknown/>")), empty: text(officeScheme(""))),
    "procreate": .files(
      skipped: zip([("Swatches.json", #"[{"name":"a","swatches":[]},{"name":"b","swatches":[]}]"#)]
      ),
      empty: zip([("Swatches.json", #"{"name":"a","swatches":[]}"#)])),
    "sbz": .files(
      skipped: zip([("swatchbook.xml", #"<SwatchBook version="0.9"><palette/></SwatchBook>"#)]),
      empty: zip([("swatchbook.xml", #"<SwatchBook version="0.7"/>"#)])),
    "dtcg-resolver": .files(
      skipped: text(
        #"{"version":"2025.10","resolutionOrder":[{"type":"set","name":"base","sources":[{"space":{"$type":"dimension","$value":"4px"}}]}]}"#
      ),
      empty: text(#"{"version":"2025.10","resolutionOrder":[]}"#)),
    "dtcg": .files(
      skipped: text(#"{"space":{"$type":"dimension","$value":"4px"}}"#), empty: text("{}")),
    "tokens-studio": .files(
      skipped: text(#"{"global":{"space":{"type":"spacing","value":"4"}}}"#), empty: text("{}")),
    "json": .files(
      skipped: text(#"{"format":"palconv-palette","version":1,"wat":1,"groups":[]}"#),
      empty: text(#"{"format":"palconv-palette","version":1,"groups":[]}"#)),
    "xcassets": .folders(
      skipped: [
        "Contents.json": text(colorSetInfo),
        "Sea.colorset/Contents.json": text(#"{"colors":[],"info":{"author":"xcode","version":1}}"#),
      ],
      empty: ["Contents.json": text(colorSetInfo)]),
    "sketch": .files(
      skipped: text(#"{"compatibleVersion":"2.0","pluginVersion":"2.22","colors":[],"wat":1}"#),
      empty: text(#"{"compatibleVersion":"2.0","pluginVersion":"2.22","colors":[]}"#)),
    // The format requires a colour: a file without one is not valid.
    "color-palette": .files(skipped: text(#"{"name":"x","colors":[],"wat":1}"#), empty: nil),
    "sip": .files(
      skipped: text(#"{"name":"x","colors":[],"wat":1}"#), empty: text(#"{"name":"x","colors":[]}"#)
    ),
    "material-theme": .files(
      skipped: text(##"{"seedling":1,"schemes":{"sepia":{"primary":"#000000"}}}"##),
      empty: text(#"{"extendedColors":[],"schemes":{}}"#)),
    "gpl": .files(
      skipped: text("GIMP Palette\nName: x\nFoo: bar\n"), empty: text("GIMP Palette\nName: x\n")),
    "css": .files(skipped: text(":root { --space: 4px; }\n"), empty: text("body { margin: 0 }\n")),
    "paintnet": .cannotSkip(
      "every line is a comment or a colour (anything else is an error), and every warning is about a colour read"
    ),
    "hex": .files(skipped: text("#12345\n"), empty: text("# nothing yet\n")),
    "coolors": .files(
      skipped: text("<palette>\n  <swatch hex=\"264653\" />\n</palette>\n"),
      empty: text("<palette>\n</palette>\n")),
    "aco": .files(skipped: [0, 1, 0, 0, 0xFF, 0xFF], empty: [0, 1, 0, 0]),
    "act": .files(
      skipped: [UInt8](repeating: 0, count: 768) + [0, 0xFF, 0xFF],
      empty: [UInt8](repeating: 0, count: 768) + [0, 0, 0xFF, 0xFF]),
    "jasc": .files(
      skipped: text("JASC-PAL\r\n0200\r\n0\r\n"), empty: text("JASC-PAL\r\n0100\r\n0\r\n")),
    "riff": .files(skipped: riff(version: 0x0400), empty: riff(version: 0x0300)),
    "corel-pal": .files(skipped: [0x1A] + text("junk"), empty: []),
    "vdi-pal": .cannotSkip("the file has one of two fixed sizes, and every entry is a colour"),
    "vga-pal": .cannotSkip("the file is 768 bytes, and every triple is a colour"),
    "png": .files(
      skipped: transparentPixel(withEnd: false), empty: transparentPixel(withEnd: true)),
    "android": .files(
      skipped: text(#"<resources><color name="x">@android:color/white</color></resources>"#),
      empty: text(#"<resources><string name="app">App</string></resources>"#)),
    "android-res": .folders(
      skipped: [
        "values/colors.xml": text(
          #"<resources><color name="x">@android:color/white</color></resources>"#)
      ],
      empty: ["values/colors.xml": text("<resources/>")]),
    "scribus": .files(
      skipped: text(#"<SCRIBUSCOLORS><GRADIENT NAME="g"/></SCRIBUSCOLORS>"#),
      empty: text("<SCRIBUSCOLORS/>")),
    "soc": .files(
      skipped: text(
        #"<ooo:color-table xmlns:ooo="http://openoffice.org/2004/office" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"><draw:gradient draw:name="g"/></ooo:color-table>"#
      ),
      empty: text(#"<ooo:color-table xmlns:ooo="http://openoffice.org/2004/office"/>"#)),
    "corel-xml": .files(
      skipped: text(
        #"<palette guid="x" name="p"><colors><page><color cs="FOO" tints="1" name="a"/></page></colors></palette>"#
      ),
      empty: text(#"<palette guid="x" name="p"><colors><page/></colors></palette>"#)),
    "autodesk-acb": .files(
      skipped: text("<colorBook><colorPage><note/></colorPage></colorBook>"),
      empty: text("<colorBook><bookName>b</bookName></colorBook>")),
    "acbl": .files(
      skipped: text("<AdobeSwatchbook><Swatches><Pr/></Swatches></AdobeSwatchbook>"),
      empty: text("<AdobeSwatchbook Version=\"1\"/>")),
    "csv": .files(skipped: text("name,hex,pantone\n"), empty: text("name,hex\n")),
    "x11": .files(skipped: [0xEF, 0xBB, 0xBF] + text("! x\n"), empty: text("! nothing yet\n")),
    "kde": .files(
      skipped: text("KDE RGB Palette\n# caf") + [0xE9], empty: text("KDE RGB Palette\n")),
    "painter": .cannotSkip(
      "layout lines raise no warning, and every other warning is about a colour read (its name's encoding)"
    ),
    "homesite": .files(
      skipped: text("Palette\nVersion 5.0\n"), empty: text("Palette\nVersion 4.0\n")),
    "skencil": .files(
      skipped: text("##Sketch RGBPalette 1\n"), empty: text("##Sketch RGBPalette 0\n")),
    "gpa": .files(
      skipped: gpickChunk("GPA version", littleEndian32(0x10000)) + gpickChunk("extra", [1, 2]),
      empty: gpickChunk("GPA version", littleEndian32(0x10000))),
    "skp": .files(
      skipped: text("##sK1 palette\ncolor(['LAB', [50, 0, 0], 1.0, 'x'])\n"),
      empty: text("##sK1 palette\npalette()\npalette_end()\n")),
    "cpl": .files(skipped: cpl(model: 1), empty: cpl(model: nil)),
    "jcw": .files(skipped: jcw(extra: [0]), empty: jcw(extra: [])),
    "gif": .cannotSkip(
      "a GIF without a colour table is refused as not a palette, never read as empty"),
    "bmp": .cannotSkip(
      "a bitmap without a colour table is refused as not a palette, never read as empty"),
    "pcx": .cannotSkip("a PCX without a palette is refused as not a palette, never read as empty"),
    "ilbm": .cannotSkip(
      "an empty or missing CMAP is refused as not a palette, never read as empty"),
    "clf": .cannotSkip(
      "every line is a colour or an error; the reader skips nothing but blank lines"),
    "unity-colors": .files(
      skipped: text("MonoBehaviour:\n  m_Presets: []\n--- !u!1 &2\nGameObject: {}\n"),
      empty: text("MonoBehaviour:\n  m_Presets: []\n")),
    "windows-terminal": .files(
      skipped: text("{\"name\": \"x\", \"tabColor\": \"#fff\"}"), empty: text("{\"name\": \"x\"}")),
    "iterm": .cannotSkip(
      "a role's key holds a colour or is an error; other keys are colours palconv passes over by design, with a note"
    ),
    "base16": .files(skipped: text("scheme: x\nslots: 1\n"), empty: text("scheme: x\n")),
    "base24": .files(skipped: text("scheme: x\nslots: 1\n"), empty: text("scheme: x\n")),
    "alacritty": .cannotSkip(
      "a role's key holds a colour or is an error; other colours are passed over by design, with a note"
    ),
    "kitty": .cannotSkip(
      "a role's line holds a colour or is an error; other settings are passed over by design, with a note"
    ),
    "ghostty": .cannotSkip(
      "a role's line holds a colour or is an error; other settings are passed over by design, with a note"
    ),
    "xresources": .cannotSkip(
      "a role's resource holds a colour or is an error; other resources are passed over by design, with a note"
    ),
    "figma-variables": .files(
      skipped: text(
        "{\"variableCollections\": {\"c\": {\"name\": \"C\"}}, \"variables\": {\"v\": "
          + "{\"name\": \"gap\", \"variableCollectionId\": \"c\", \"resolvedType\": \"FLOAT\", "
          + "\"valuesByMode\": {\"m\": 4}}}}"),
      empty: text("{\"variableCollections\": {}, \"variables\": {}}")),
    "vscode-theme": .files(
      skipped: text("{\"colors\": {\"editor.background\": \"blue\"}}"),
      empty: text("{\"colors\": {}}")),
    "scss": .files(skipped: text("$space: 4px;\n"), empty: text("")),
    "less": .files(skipped: text("@space: 4px;\n"), empty: text("")),
    "stylus": .files(skipped: text("space = 4px\n"), empty: text("")),
    // A sprite's palette chunk needs an entry; an RGB sprite may have none, with a warning.
    "aseprite": .files(skipped: asepriteWithoutPalette(), empty: nil),
    "animator-col": .cannotSkip(
      "the file has one of two fixed sizes, and every triple is a colour"),
    "pixelorama": .files(
      skipped: text(#"{"colors": [], "wat": 1}"#),
      empty: text(#"{"colors": [], "comment": "", "height": 8, "width": 8}"#)),
    "lospec": .files(
      skipped: text(#"{"name": "x", "author": "", "colors": [], "wat": 1}"#),
      empty: text(#"{"name": "x", "author": "", "colors": []}"#)),
  ]

  /// An RGBA Aseprite sprite of one frame with no chunks, so no palette.
  static func asepriteWithoutPalette() -> [UInt8] {
    var header = littleEndian32(144) + littleEndian16(0xA5E0) + littleEndian16(1)
    header += littleEndian16(1) + littleEndian16(1) + littleEndian16(32)
    header += [UInt8](repeating: 0, count: 128 - header.count)
    let frame =
      littleEndian32(16) + littleEndian16(0xF1FA) + littleEndian16(0) + littleEndian16(100)
      + [0, 0] + littleEndian32(0)
    return header + frame
  }
}
