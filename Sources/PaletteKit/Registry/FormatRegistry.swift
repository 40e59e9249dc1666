import PaletteASE
import PaletteAffinity
import PaletteAndroid
import PaletteAppleColorList
import PaletteCSS
import PaletteCSV
import PaletteColorPalette
public import PaletteCore
import PaletteCorelXML
import PaletteDTCG
import PaletteDesktop
import PaletteFigma
import PaletteGPL
import PaletteHex
import PaletteICC
import PaletteIndexedImage
import PaletteJSON
import PaletteKrita
import PaletteLibreOffice
import PaletteMaterialTheme
import PaletteOffice
import PalettePAL
import PalettePNG
import PalettePhotoshop
import PalettePixelArt
import PaletteProcreate
import PaletteSass
import PaletteScribus
import PaletteSheet
import PaletteSip
import PaletteSketch
import PaletteSwatchBooker
import PaletteSwiftCode
import PaletteTailwind
import PaletteTerminal
import PaletteTokensStudio
import PaletteUnity
import PaletteVSCode
import PaletteXcassets

/// The formats palconv knows, as one explicit, ordered list.
///
/// The order is the detection priority: when two formats sniff the same content equally
/// strongly and the file's extension does not decide, the earlier one wins. A registry is a
/// value; the formats declare their options (``options``), and ``configured(with:)`` sets them
/// (for example GPL with alpha); ``replacing(_:)`` puts in any instance.
///
///     let registry = FormatRegistry.builtIn
///     let gpl = registry.format(named: "gpl")
///     let detection = registry.detect(bytes: bytes, pathExtension: "gpl")
public struct FormatRegistry: Sendable {
  /// The formats in detection priority order.
  public var formats: [any PaletteFormat]

  /// The built-in formats, with their default options.
  ///
  /// Signature formats come first: Adobe's swatch exchange, Aseprite sprites (which share its
  /// `.ase`, told apart by their magic numbers) and Adobe's colour books, ICC named-colour
  /// profiles (by `acsp` and the `nmcl` class), Apple's colour
  /// lists (by their property list or typedstream header), and the zip containers (Krita,
  /// Procreate, SwatchBooker, each told by its entry names), then the binary palettes of
  /// Gpick (its first chunk, `GPA version`), CorelDRAW (`.cpl`, by its two-byte version and a
  /// header that fits the file) and Xara (`JCW` and version 1). Design tokens come before palconv
  /// JSON: both are JSON, each with its own marker, and a tie between them is settled by the
  /// extension; a tokens resolver document (its `resolutionOrder`) comes before the token files
  /// its inline sources look like. An asset catalog's colour set (`Contents.json`) follows them, then Sketch,
  /// Simple Color Palette and Sip (whose export shares Sketch's colour objects: a tie the
  /// extension settles); Paint.NET (whose
  /// `;` header is a strong signature) comes before X11's `rgb.txt` (`!` comments are strong,
  /// bare `R G B name` lines weak) and the plain hex list, which only ever answers weakly; Coolors exports and links (strong, by a
  /// link, a code export's block titles or a `<palette>` of `hex=` colours; weak for colours
  /// joined by `-`, which no hex list holds); CSV
  /// follows them, weakly too (a header row naming colour columns, or comma-separated hex
  /// colours). The Photoshop swatches and colour tables and Autodesk Animator's palettes have no
  /// signature worth the name and answer weakly for binary content of their shape; they follow
  /// the text formats. The `.pal` family comes next:
  /// JASC and RIFF by their signatures, Corel's text palette by its line shape, the Atari VDI
  /// palette by its two sizes, and the headerless raw VGA palette last, read by detection only
  /// when nothing else claims the file. PNG palette images follow, by their signature, then the
  /// colour tables of indexed images: GIF (`GIF87a`, `GIF89a`), BMP (`BM` and a DIB header
  /// size), PCX (0x0A and a sane header) and IFF ILBM (`FORM` of type `ILBM` or `PBM `). The XML
  /// formats follow, each recognised by its root element (the Android resource folder, a
  /// folder format, beside Android's `colors.xml`; Autodesk's `.acb` colour books by
  /// `<colorBook>`, apart from Adobe's binary ones), then the desktop text palettes, each by
  /// its first line (KDE, HomeSite, Skencil, sK1, whose XML variant is told by a `<palette>`
  /// root with a typed `<description>`) or line shape (Corel Painter's `R:, G:, B:`; CLF's
  /// name and three Lab values between tabs, headerless, so a tie with it is settled by `.clf`
  /// alone), and Unity's colour preset libraries (YAML with Unity's tag and `m_Presets`), which
  /// share `.colors` with KDE and follow it, so the extension alone names KDE; base16 and
  /// base24 schemes (YAML with a `base00:` key) follow, then the terminal themes told by their
  /// lines (Alacritty's `[colors.` tables, kitty's `color0`, Ghostty's `palette =`, X
  /// resources' `*.color0:`). iTerm2 presets are XML property lists
  /// told by their colour keys; Windows Terminal schemes are JSON told by `brightBlack` and
  /// `background`, after Sip; Pixelorama palettes (colour objects with `color` text and an
  /// `index`), Lospec's JSON (`colors` strings beside `author`), Figma's variables (by
  /// `variableCollections`) and VS Code colour themes (by `tokenColors` or workbench keys under
  /// `colors`) follow them. Sass, Less and
  /// Stylus variables come after
  /// them: their variables have no signature, so they answer weakly and lose every tie but
  /// their own extension's. The write-only outputs (Swift source, the Tailwind v3 config and v4
  /// theme, HTML and SVG sheets, Compose code) close the list.
  public static let builtIn = FormatRegistry(formats: [
    ASEFormat(), AsepriteFormat(), ACBFormat(), ICCNamedColorFormat(), AppleColorListFormat(),
    KritaFormat(),
    ProcreateFormat(),
    AffinityPaletteFormat(),
    OfficeThemeFormat(),
    GpickPaletteFormat(), CorelCPLFormat(), XaraJCWFormat(),
    SwatchBookerFormat(), DTCGResolverFormat(), DTCGFormat(), TokensStudioFormat(),
    JSONPaletteFormat(), MaterialThemeFormat(),
    XcassetsFormat(),
    SketchFormat(),
    ColorPaletteFormat(),
    SipFormat(),
    WindowsTerminalFormat(),
    PixeloramaFormat(), LospecFormat(),
    FigmaVariablesFormat(), VSCodeThemeFormat(),
    GPLFormat(),
    CSSVariablesFormat(), PaintNetFormat(), X11ColorsFormat(), HexListFormat(), CoolorsFormat(),
    CSVFormat(),
    ACOFormat(), ACTFormat(), AnimatorColorFormat(),
    JASCFormat(), RIFFPaletteFormat(), CorelPaletteFormat(), AtariVDIFormat(), VGAPaletteFormat(),
    PNGFormat(), GIFFormat(), BMPFormat(), PCXFormat(), ILBMFormat(),
    AndroidColorsFormat(), AndroidResourceFolderFormat(),
    ScribusFormat(),
    LibreOfficeColorTableFormat(),
    CorelXMLFormat(),
    AutodeskColorBookFormat(), ACBLFormat(), OfficeThemeXMLFormat(), ITermColorsFormat(),
    KDEPaletteFormat(), PainterSwatchesFormat(), HomesitePaletteFormat(), SkencilPaletteFormat(),
    SK1PaletteFormat(),
    CLFFormat(),
    UnityColorsFormat(), Base16Format(), Base24Format(), AlacrittyFormat(), KittyFormat(),
    GhosttyFormat(), XresourcesFormat(),
    SCSSFormat(), LessFormat(), StylusFormat(),
    SwiftCodeFormat(), TailwindConfigFormat(), Tailwind4ThemeFormat(), SheetFormat(.html),
    SheetFormat(.svg),
    ComposeCodeFormat(),
  ])

  /// Creates a registry.
  ///
  /// - Parameter formats: The formats in detection priority order.
  public init(formats: [any PaletteFormat]) {
    self.formats = formats
  }

  /// The format with an identifier, or with an application's name that ``aliases`` gives
  /// it, compared without regard to ASCII case.
  ///
  /// - Parameter name: An identifier such as `"gpl"`, or an alias such as `"gimp"`.
  /// - Returns: The format, or `nil` when no format has that identifier or alias.
  /// - Complexity: O(*n*) in the number of formats.
  public func format(named name: String) -> (any PaletteFormat)? {
    let wanted = Self.lowercasedASCII(name)
    if let format = formats.first(where: { $0.identifier == wanted }) { return format }
    guard let identifier = Self.aliases[wanted] else { return nil }
    return formats.first { $0.identifier == identifier }
  }

  /// The names people give formats after the applications that use them, with the
  /// identifier each one stands for: `--to gimp` writes a GIMP palette. An alias names a
  /// format only in a registry that has it.
  public static let aliases: [String: String] = [
    "gimp": "gpl", "inkscape": "gpl",
    "adobe": "ase", "illustrator": "ase", "indesign": "ase",
    "photoshop": "aco",
    "krita": "kpl",
    "affinity": "afpalette",
    "thmx": "office-theme", "office": "office-theme", "powerpoint": "office-theme",
    "iterm2": "iterm", "itermcolors": "iterm",
    "wt": "windows-terminal", "windowsterminal": "windows-terminal",
    "figma": "figma-variables",
    "vscode": "vscode-theme", "vs-code": "vscode-theme",
    "tinted-theming": "base16", "xrdb": "xresources", "xdefaults": "xresources",
    "xcode": "xcassets", "asset-catalog": "xcassets",
    "apple": "clr", "macos": "clr",
    "tokens": "dtcg", "design-tokens": "dtcg",
    "paint.net": "paintnet", "paintdotnet": "paintnet",
    "paintshop": "jasc", "paintshop-pro": "jasc", "psp": "jasc",
    "libreoffice": "soc", "openoffice": "soc",
    "coreldraw": "corel-xml", "corel": "corel-xml",
    "swatchbooker": "sbz",
    "spreadsheet": "csv",
    "rgb.txt": "x11", "xorg": "x11",
    "kolourpaint": "kde", "koffice": "kde",
    "corel-painter": "painter",
    "hpl": "homesite",
    "sk1": "skp", "spl": "skencil",
    "gpick": "gpa",
    "deluxepaint": "ilbm", "lbm": "ilbm", "dpaint": "ilbm",
    "libresprite": "aseprite",
    "animator": "animator-col", "animator-pro": "animator-col",
    "sass": "scss",
    "tailwindcss": "tailwind",
    "swiftui": "swift",
    "kotlin": "compose", "jetpack-compose": "compose",
  ]

  /// The first format, in list order, that claims a file name extension.
  ///
  /// - Parameter pathExtension: An extension with or without the leading dot, in any case.
  /// - Returns: The format, or `nil` when no format claims the extension.
  /// - Complexity: O(*n*) in the number of formats.
  public func format(forExtension pathExtension: String) -> (any PaletteFormat)? {
    let wanted = Self.normalizedExtension(pathExtension)
    guard !wanted.isEmpty else { return nil }
    return formats.first { $0.fileExtensions.contains(wanted) }
  }

  /// The extension of a file name as the formats see it, lowercased: the longest suffix
  /// after a dot that some format claims, so `brand.tokens.json` has the extension
  /// `tokens.json` (design tokens) while `brand.json` has `json`; when no format claims a
  /// longer suffix, the part after the last dot.
  ///
  /// A leading dot (a hidden file such as `.gpl`) does not start an extension, and the part
  /// before the extension must not be empty, so the file `tokens.json` has the extension
  /// `json`.
  ///
  /// - Parameter fileName: A file name; anything up to its last `/` is ignored.
  /// - Returns: The extension without the dot, or `nil` when the name has none.
  /// - Complexity: O(*e*·*m*) for *e* claimed extensions and a name of *m* bytes.
  public func fileExtension(ofFileName fileName: String) -> String? {
    let name = Self.lowercasedASCII(PathText.components(of: fileName).last ?? "")
    // A two-part extension (`tokens.json`) can only end a name with two dots or more; most
    // names have one, and skip building the candidate list.
    if name.utf8.lazy.filter({ $0 == UInt8(ascii: ".") }).count >= 2 {
      // Spelled out step by step: as one chain of closures this line took seconds to
      // type-check.
      var claimed = Set<String>()
      for format in formats {
        for ext in format.fileExtensions {
          let normalized: String = Self.normalizedExtension(ext)
          if normalized.utf8.contains(UInt8(ascii: ".")) { claimed.insert(normalized) }
        }
      }
      let longest: [String] = claimed.sorted { (a: String, b: String) -> Bool in
        let (lengthA, lengthB) = (a.utf8.count, b.utf8.count)
        return lengthA != lengthB ? lengthA > lengthB : a < b
      }
      for candidate in longest
      where name.utf8.count > candidate.utf8.count + 1
        && PathText.hasSuffix(name, "." + candidate)
      {
        return candidate
      }
    }
    // By bytes: a character before the dot may join it into one `Character`.
    let bytes = name.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else {
      return nil
    }
    let ext = bytes[bytes.index(after: dot)...]
    return ext.isEmpty ? nil : String(decoding: ext, as: UTF8.self)
  }

  /// A copy in which the format with the same identifier as `format` is replaced by it, so a
  /// configured instance takes the default one's place (and its position in the list).
  ///
  /// - Parameter format: The configured format; appended when no format has its identifier.
  /// - Returns: The new registry.
  public func replacing(_ format: any PaletteFormat) -> FormatRegistry {
    var copy = self
    if let index = copy.formats.firstIndex(where: { $0.identifier == format.identifier }) {
      copy.formats[index] = format
    } else {
      copy.formats.append(format)
    }
    return copy
  }

  /// Every extension that some format claims, sorted, without duplicates.
  public var allExtensions: [String] {
    Array(Set(formats.flatMap(\.fileExtensions))).sorted()
  }

  /// `text` with ASCII letters lowered; other characters are kept as they are.
  static func lowercasedASCII(_ text: String) -> String {
    String(
      decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// An extension without a leading dot, lowercased.
  static func normalizedExtension(_ pathExtension: String) -> String {
    let lowered = lowercasedASCII(pathExtension)
    return lowered.utf8.first == UInt8(ascii: ".")
      ? String(decoding: lowered.utf8.dropFirst(), as: UTF8.self) : lowered
  }
}
