import PaletteCSS
import PaletteCore
import Testing

/// Colour values against published values: CSS Color 4 examples, the named-colour table and
/// conversion matrices from the specifications of each colour space.
@Suite struct CSSColorValueTests {
  /// Values that are 8-bit sRGB: expected bytes `(r, g, b, a)`.
  static let byteCases: [(String, [UInt8])] = [
    ("#f00", [255, 0, 0, 255]),
    ("#F00", [255, 0, 0, 255]),
    ("#0f08", [0, 255, 0, 0x88]),
    ("#e51c23", [229, 28, 35, 255]),
    ("#1e2d43ff", [30, 45, 67, 255]),
    ("#ff000080", [255, 0, 0, 128]),
    ("rgb(255 0 0)", [255, 0, 0, 255]),
    ("RGB(255 0 0)", [255, 0, 0, 255]),
    ("rgb(255, 0, 0)", [255, 0, 0, 255]),
    ("rgba(220, 138, 120, 1)", [220, 138, 120, 255]),
    ("rgb(100%, 0%, 100%)", [255, 0, 255, 255]),
    ("rgb(none 255 0)", [0, 255, 0, 255]),
    ("rgb(0 0 0 / 0)", [0, 0, 0, 0]),
    ("rgb(0 0 0 / 1.5)", [0, 0, 0, 255]),
    ("rgb(0 0 0 / -1)", [0, 0, 0, 0]),
    ("rebeccapurple", [0x66, 0x33, 0x99, 255]),
    ("RebeccaPurple", [0x66, 0x33, 0x99, 255]),
    ("grey", [128, 128, 128, 255]),
    ("gray", [128, 128, 128, 255]),
    ("darkslategrey", [47, 79, 79, 255]),
    ("cornflowerblue", [100, 149, 237, 255]),
    ("lightgoldenrodyellow", [250, 250, 210, 255]),
    ("transparent", [0, 0, 0, 0]),
    ("hsl(120deg 100% 50%)", [0, 255, 0, 255]),
    ("hsl(120, 100%, 50%)", [0, 255, 0, 255]),
    ("hsla(120 100 50 / 1)", [0, 255, 0, 255]),
    ("hsl(0.5turn 100% 50%)", [0, 255, 255, 255]),
    ("hsl(200grad 100% 50%)", [0, 255, 255, 255]),
    ("hsl(-120 100% 50%)", [0, 0, 255, 255]),
    ("hsl(600 100% 50%)", [0, 0, 255, 255]),
    ("hwb(0 0% 0%)", [255, 0, 0, 255]),
    ("hwb(240 0% 0%)", [0, 0, 255, 255]),
    ("rgb(calc(255 / 5 * 5) 0 calc(0 + 0))", [255, 0, 0, 255]),
    ("hsl(calc(60deg * 2) 100% 50%)", [0, 255, 0, 255]),
  ]

  @Test(arguments: byteCases)
  func eightBitValues(_ value: String, _ expected: [UInt8]) throws {
    let color = try #require(try CSS.color(value))
    #expect(color == .srgb8(expected[0], expected[1], expected[2], alpha: expected[3]))
  }

  /// All 148 keywords of the CSS Color 4 table are known, both spellings of gray included.
  @Test func namedColourCount() throws {
    var text = ":root {\n"
    let names = [
      "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black",
      "blanchedalmond", "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse",
      "chocolate", "coral", "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue",
      "darkcyan", "darkgoldenrod", "darkgray", "darkgreen", "darkgrey", "darkkhaki",
      "darkmagenta", "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon",
      "darkseagreen", "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise",
      "darkviolet", "deeppink", "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick",
      "floralwhite", "forestgreen", "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod",
      "gray", "green", "greenyellow", "grey", "honeydew", "hotpink", "indianred", "indigo",
      "ivory", "khaki", "lavender", "lavenderblush", "lawngreen", "lemonchiffon", "lightblue",
      "lightcoral", "lightcyan", "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey",
      "lightpink", "lightsalmon", "lightseagreen", "lightskyblue", "lightslategray",
      "lightslategrey", "lightsteelblue", "lightyellow", "lime", "limegreen", "linen",
      "magenta", "maroon", "mediumaquamarine", "mediumblue", "mediumorchid", "mediumpurple",
      "mediumseagreen", "mediumslateblue", "mediumspringgreen", "mediumturquoise",
      "mediumvioletred", "midnightblue", "mintcream", "mistyrose", "moccasin", "navajowhite",
      "navy", "oldlace", "olive", "olivedrab", "orange", "orangered", "orchid",
      "palegoldenrod", "palegreen", "paleturquoise", "palevioletred", "papayawhip",
      "peachpuff", "peru", "pink", "plum", "powderblue", "purple", "rebeccapurple", "red",
      "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen", "seashell",
      "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow",
      "springgreen", "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet",
      "wheat", "white", "whitesmoke", "yellow", "yellowgreen",
    ]
    #expect(names.count == 148)
    for name in names { text += "  --\(name): \(name.uppercased());\n" }
    let result = try CSS.decode(text + "}\n")
    #expect(result.warnings.isEmpty)
    #expect(result.palette.swatchCount == 148)
  }

  /// Values kept unconverted, compared bit for bit with `Float` of the literal.
  static let exactCases: [(String, ColorComponents, Float)] = [
    ("color(srgb 1 0.5 0 / 0.25)", .srgb(red: 1, green: 0.5, blue: 0), 0.25),
    ("color(srgb 0.1 0.2 0.3)", .srgb(red: 0.1, green: 0.2, blue: 0.3), 1),
    ("color(srgb +.5 -.5 1E-1)", .srgb(red: 0.5, green: -0.5, blue: 0.1), 1),
    ("color(srgb 120% -10% 50%)", .srgb(red: 1.2, green: -0.1, blue: 0.5), 1),
    ("color(display-p3 1 0 0)", .displayP3(red: 1, green: 0, blue: 0), 1),
    ("COLOR(Display-P3 0.93 0.2 none / 50%)", .displayP3(red: 0.93, green: 0.2, blue: 0), 0.5),
    ("lab(29.2345% 39.3825 20.0664)", .lab(l: 29.2345, a: 39.3825, b: 20.0664), 1),
    ("lab(50% 100% -100%)", .lab(l: 50, a: 125, b: -125), 1),
    ("lab(120 0 0)", .lab(l: 100, a: 0, b: 0), 1),
    ("lab(-5 0 0 / 0.5)", .lab(l: 0, a: 0, b: 0), 0.5),
    ("oklch(0.7 0.15 180)", .oklch(l: 0.7, c: 0.15, h: 180), 1),
    ("oklch(62.7955% 0.257683 29.2339)", .oklch(l: 0.627955, c: 0.257683, h: 29.2339), 1),
    ("oklch(0.5 100% 0)", .oklch(l: 0.5, c: 0.4, h: 0), 1),
    ("oklch(0.5 0.1 none)", .oklch(l: 0.5, c: 0.1, h: 0), 1),
    ("oklch(0.5 0.1 -90deg)", .oklch(l: 0.5, c: 0.1, h: 270), 1),
    ("oklch(0.5 -0.1 0.25turn)", .oklch(l: 0.5, c: 0, h: 90), 1),
    ("oklch(1.5 0.1 10)", .oklch(l: 1, c: 0.1, h: 10), 1),
    ("oklch(calc(50% + 10%) 0.1 120)", .oklch(l: 0.6, c: 0.1, h: 120), 1),
    ("device-cmyk(0 0.5 1 0)", .cmyk(cyan: 0, magenta: 0.5, yellow: 1, black: 0), 1),
    (
      "device-cmyk(10% 20% 30% 40% / 0.5)",
      .cmyk(cyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4), 0.5
    ),
    ("device-cmyk(0, 0.5, 1, 0)", .cmyk(cyan: 0, magenta: 0.5, yellow: 1, black: 0), 1),
    ("rgb(127.5 0 0)", .srgb(red: 0.5, green: 0, blue: 0), 1),
    ("rgb(50% 25% 0% / 25%)", .srgb(red: 0.5, green: 0.25, blue: 0), 0.25),
    ("rgb(300 0 0)", .srgb(red: Float(300.0 / 255), green: 0, blue: 0), 1),
    ("hsl(120 100% 25%)", .srgb(red: 0, green: 0.5, blue: 0), 1),
    ("hwb(120 0% 50%)", .srgb(red: 0, green: 0.5, blue: 0), 1),
    ("hwb(0 60% 60%)", .srgb(red: 0.5, green: 0.5, blue: 0.5), 1),
    ("hsl(0 100% 50% / .5)", .srgb(red: 1, green: 0, blue: 0), 0.5),
    ("hsl(0 -50% 50%)", .srgb(red: 0.5, green: 0.5, blue: 0.5), 1),
  ]

  @Test(arguments: exactCases)
  func exactValues(_ value: String, _ components: ColorComponents, _ alpha: Float) throws {
    let color = try #require(try CSS.color(value))
    #expect(color == PaletteColor(components, alpha: alpha))
  }

  /// A bare `H S% L%` triplet (the shadcn/ui and Open Props convention) is read as hsl():
  /// `210 17% 98%` is hsl(210 17% 98%), that is (0.9766, 0.98, 0.9834) by the CSS formula.
  @Test func bareTriplet() throws {
    let result = try CSS.decode(":root { --a: 210 17% 98%; --b: 0 0% 0%; }")
    #expect(result.palette.swatchCount == 2)
    #expect(
      close(CSS.values(result.palette.allSwatches.first?.color), [0.9766, 0.98, 0.9834], 1e-6))
    #expect(result.warnings.map(\.code) == ["css.bare-hsl"])
    #expect(result.warnings.first?.location == .text(line: 1, column: 9))
  }

  /// `lch()` becomes Lab through the polar form: CSS Color 4's example
  /// `lch(52.2345% 72.2 56.2)` is `lab(52.2345% 40.1645 59.9971)`.
  @Test func lchToLab() throws {
    let color = try #require(try CSS.color("lch(52.2345% 72.2 56.2)"))
    #expect(color.model == .lab)
    #expect(close(CSS.values(color), [52.2345, 40.1645, 59.9971], 2e-3))
    let wide = try #require(try CSS.color("lch(50% 100% 90)"))
    #expect(close(CSS.values(wide), [50, 0, 150], 1e-4))
  }

  /// `oklab()` becomes OKLCH; sRGB red is OKLab (0.627955, 0.224863, 0.125846), that is
  /// C 0.257683 and h 29.2339 (Ottosson's published values).
  @Test func oklabToOKLCH() throws {
    let color = try #require(try CSS.color("oklab(0.627955 0.224863 0.125846)"))
    #expect(color.model == .oklch)
    #expect(close(CSS.values(color), [0.627955, 0.257683, 29.2339], 1e-4))
    let percent = try #require(try CSS.color("oklab(50% 100% 0%)"))
    #expect(close(CSS.values(percent), [0.5, 0.4, 0], 1e-6))
  }

  /// XYZ of sRGB red relative to D65 (the sRGB matrix's first column) is red in OKLCH.
  @Test func xyzD65() throws {
    for space in ["xyz", "xyz-d65"] {
      let color = try #require(try CSS.color("color(\(space) 0.4123908 0.2126390 0.0193308)"))
      #expect(color.model == .oklch)
      #expect(close(CSS.values(color), [0.627955, 0.257683, 29.2339], 1e-4))
    }
  }

  /// XYZ D50 of sRGB red (Bradford-adapted) is Lab (54.2905, 80.8049, 69.8910).
  @Test func xyzD50() throws {
    let color = try #require(try CSS.color("color(xyz-d50 0.4360747 0.2225045 0.0139322)"))
    #expect(color.model == .lab)
    #expect(close(CSS.values(color), [54.2905, 80.8049, 69.8910], 1e-2))
  }

  @Test func srgbLinear() throws {
    // 0.21404114 is the linear value of sRGB 0.5.
    let color = try #require(try CSS.color("color(srgb-linear 1 0.21404114 0)"))
    #expect(color.model == .srgb)
    #expect(close(CSS.values(color), [1, 0.5, 0], 1e-6))
  }

  /// The red primaries of the other RGB spaces land on their published XYZ values: ITU-R
  /// BT.2020 (0.636958, 0.262700, 0), Adobe RGB (1998) (0.576669, 0.297345, 0.027031),
  /// ProPhoto (D50) (0.797667, 0.288075, 0).
  @Test func widerRGBSpaces() throws {
    func xyzD65(_ color: PaletteColor) -> [Double] {
      let lab = ColorMath.polarToRectangular(color.oklchValues)
      let xyz = ColorMath.linearSRGBToXYZD65(ColorMath.oklabToLinearSRGB(lab))
      return [xyz.x, xyz.y, xyz.z]
    }
    let rec2020 = try #require(try CSS.color("color(rec2020 1 0 0)"))
    #expect(rec2020.model == .oklch)
    #expect(close(xyzD65(rec2020), [0.636958, 0.262700, 0], 1e-5))
    let a98 = try #require(try CSS.color("color(a98-rgb 1 0 0)"))
    #expect(close(xyzD65(a98), [0.576669, 0.297345, 0.027031], 1e-5))
    let proPhoto = try #require(try CSS.color("color(prophoto-rgb 1 0 0)"))
    #expect(proPhoto.model == .lab)
    let xyz = ColorMath.labToXYZD50(proPhoto.labValues)
    #expect(close([xyz.x, xyz.y, xyz.z], [0.797667, 0.288075, 0], 2e-4))
  }

  /// Malformed colours are skipped with `css.invalid-color`.
  static let invalidCases = [
    "rgb(255 0 0, 0.5)", "rgb(255, 0%, 0)", "rgb(255, none, 0)", "rgb(255 0 0 0.5)",
    "rgb(255 0)", "rgb(255 0 0 / 0.5 / 1)", "rgb(255 0 0 /)", "hwb(0, 0%, 0%)",
    "lab(50, 10, 10)", "hsl(120, 100, 50)", "#ff", "#fffff", "#ggg", "lab(50 10)",
    "rgb(10px 0 0)", "oklch(0.5 0.1 10%)", "rgb(1e999 0 0)", "device-cmyk(0%, 0, 0, 0)",
    "color(srgb 1 0)", "rgb(red 0 0)",
  ]

  @Test(arguments: invalidCases)
  func invalidValues(_ value: String) throws {
    #expect(try CSS.color(value) == nil)
    #expect(try CSS.warnings(value) == ["css.invalid-color"])
  }

  /// Valid CSS colours that a palette cannot hold are skipped with `css.unsupported-color`.
  /// (`light-dark()` is a colour with a dark variant: CSSAppearanceTests.)
  static let unsupportedCases = [
    "currentcolor", "CanvasText", "color-mix(in srgb, red, blue)", "rgb(from red r g b)",
    "color(display-p3-linear 1 0 0)", "rgb(min(10, 20) 0 0)",
    "rgb(calc(10px + 1) 0 0)",
  ]

  @Test(arguments: unsupportedCases)
  func unsupportedValues(_ value: String) throws {
    #expect(try CSS.color(value) == nil)
    #expect(try CSS.warnings(value) == ["css.unsupported-color"])
  }

  /// Other values are not colours: skipped with `css.not-a-color`.
  static let notColourCases = [
    "8px", "calc(1 / 0.75)", "0 1px rgb(0 0 0 / 0.05)", "bold", "initial", "12", "", "'red'",
    "linear-gradient(red, blue)", "10, 56%, 91%", "red blue",
  ]

  @Test(arguments: notColourCases)
  func notColours(_ value: String) throws {
    #expect(try CSS.color(value) == nil)
    #expect(try CSS.warnings(value) == ["css.not-a-color"])
  }

  /// A trailing `!important` is not part of the value.
  @Test func important() throws {
    #expect(try CSS.color("#abc !important") == .srgb8(0xAA, 0xBB, 0xCC))
    #expect(try CSS.color("#abc ! IMPORTANT") == .srgb8(0xAA, 0xBB, 0xCC))
  }

  /// Comments and newlines inside a value are whitespace.
  @Test func commentsInsideValues() throws {
    let color = try CSS.color("rgb(\n  255 /* red */\n  0/**/0\n)")
    #expect(color == .srgb8(255, 0, 0))
  }
}
