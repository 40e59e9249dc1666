import PaletteCore
import TestSupport
import Testing

@testable import PaletteAndroid

/// Reading `colors.xml`: value forms, references, groups and everything skipped.
@Suite struct AndroidDecodingTests {
  static func decode(_ text: String) throws -> DecodedPalette {
    try AndroidColorsFormat().decode(Array(text.utf8))
  }

  static func resources(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
  }

  @Test func valueFormsPutAlphaFirst() throws {
    let decoded = try Self.decode(
      Self.resources(
        """
            <color name="rgb">#F80</color>
            <color name="argb">#8F80</color>
            <color name="rrggbb"> #1e90ff </color>
            <color name="aarrggbb">#801E90FF</color>
            <item name="as_item" type="color">#00000000</item>
        """))
    let colors = decoded.palette.allSwatches.map { $0.color.rgba8 }
    #expect(
      colors == [
        RGBA8(red: 0xFF, green: 0x88, blue: 0x00),
        RGBA8(red: 0xFF, green: 0x88, blue: 0x00, alpha: 0x88),
        RGBA8(red: 0x1E, green: 0x90, blue: 0xFF),
        RGBA8(red: 0x1E, green: 0x90, blue: 0xFF, alpha: 0x80),
        RGBA8(red: 0, green: 0, blue: 0, alpha: 0),
      ])
    #expect(
      decoded.palette.allSwatches.map(\.name) == ["rgb", "argb", "rrggbb", "aarrggbb", "as_item"])
    #expect(decoded.palette.allSwatches[2].color == .srgb8(0x1E, 0x90, 0xFF))
    #expect(decoded.palette.allSwatches[0].location == .text(line: 3, column: 5))
    #expect(decoded.warnings.isEmpty)
  }

  @Test func referencesResolveWithinTheFile() throws {
    let decoded = try Self.decode(
      Self.resources(
        """
            <color name="primary">@color/brand</color>
            <color name="accent">@color/primary</color>
            <color name="brand">#123456</color>
        """))
    #expect(decoded.palette.allSwatches.map(\.name) == ["primary", "accent", "brand"])
    #expect(decoded.palette.allSwatches.allSatisfy { $0.color == .srgb8(0x12, 0x34, 0x56) })
  }

  @Test func aMissingTargetIsSkippedWithAWarningAtTheReference() throws {
    // A library's colour (aapt2 links the app's resources with its libraries'): not defined
    // here, so not known, but not a broken file either.
    let marked = MarkedText(
      Self.resources(
        "    <color name=\"a\">\n  1️⃣@color/nowhere</color>\n    <color name=\"b\">#123456</color>"))
    let decoded = try AndroidColorsFormat().decode(marked.bytes)
    #expect(decoded.palette.allSwatches.map(\.name) == ["b"])
    #expect(decoded.warnings.map(\.code) == ["android.unresolvable"])
    #expect(
      decoded.warnings.first?.message
        == "the colour 'a' refers to @color/nowhere, a colour this file does not define (a "
        + "library's, perhaps), which palconv cannot resolve; skipped")
    #expect(decoded.warnings.first?.location == marked.markers[0])
  }

  @Test func aCycleIsAnErrorAtTheReference() {
    let marked = MarkedText(
      Self.resources(
        """
            <color name="a">1️⃣@color/b</color>
            <color name="b">2️⃣@color/a</color>
        """))
    let error = #expect(throws: PaletteError.self) {
      try AndroidColorsFormat().decode(marked.bytes)
    }
    #expect(error?.kind == .invalidValue)
    #expect(error?.message == "@color/a refers back to itself through 'b' (a reference cycle)")
    #expect(error?.location == marked.markers[1])
  }

  @Test func frameworkColoursAndThemeAttributesAreSkippedWithAWarning() throws {
    let decoded = try Self.decode(
      Self.resources(
        """
            <color name="white">@android:color/white</color>
            <color name="via">@color/white</color>
            <color name="themed">?attr/colorPrimary</color>
            <color name="kept">#FFF</color>
        """))
    #expect(decoded.palette.allSwatches.map(\.name) == ["kept"])
    #expect(decoded.warnings.map(\.code) == Array(repeating: "android.unresolvable", count: 3))
    #expect(
      decoded.warnings[1].message
        == "the colour 'via' refers to a colour of the Android framework (through 'white'), "
        + "which palconv cannot resolve; skipped")
    #expect(decoded.warnings[0].location == .text(line: 3, column: 25))
  }

  @Test func otherResourceTypesAreSkippedWithANote() throws {
    let decoded = try Self.decode(
      Self.resources(
        """
            <string name="app_name">App</string>
            <dimen name="gap">4dp</dimen>
            <string name="other">Other</string>
            <color name="kept">#010203</color>
        """))
    #expect(decoded.palette.allSwatches.map(\.name) == ["kept"])
    #expect(decoded.warnings.map(\.severity) == [.note, .note])
    #expect(
      decoded.warnings.map(\.message) == [
        "skipped 2 <string> resources: only colours are read",
        "skipped 1 <dimen> resource: only colours are read",
      ])
    #expect(decoded.warnings[0].location == .text(line: 3, column: 5))
  }

  @Test func markerCommentsGiveGroupsNameAndDescription() throws {
    let decoded = try Self.decode(
      Self.resources(
        """
            <!-- palette: Brand &#45;&#45; Book -->
            <!-- description: Line one
        line two -->
            <!-- Just a comment -->
            <color name="a">#000001</color>
            <!-- group: Print &amp; Web -->
            <color name="b">#000002</color>
            <!-- end group -->
            <color name="c">#000003</color>
        """))
    let palette = decoded.palette
    #expect(palette.name == "Brand -- Book")
    #expect(palette.description == "Line one\nline two")
    #expect(palette.groups.map(\.name) == [nil, "Print & Web", nil])
    #expect(palette.groups.map { $0.swatches.map(\.name) } == [["a"], ["b"], ["c"]])
  }

  @Test func aValueThatIsNotAColourIsAnErrorAtTheValue() {
    let marked = MarkedText(Self.resources("    <color name=\"a\">1️⃣#12345</color>"))
    let error = #expect(throws: PaletteError.self) {
      try AndroidColorsFormat().decode(marked.bytes)
    }
    #expect(error?.kind == .invalidValue)
    #expect(
      error?.message
        == "the colour 'a' has '#12345'; expected #RGB, #ARGB, #RRGGBB, #AARRGGBB or @color/NAME")
    #expect(error?.location == marked.markers[0])
  }

  @Test func duplicatesAndUnnamedColoursWarn() throws {
    let decoded = try Self.decode(
      Self.resources(
        """
            <color name="a">#000001</color>
            <color>#000002</color>
            <color name="a">#000003</color>
            <color name="ref">@color/a</color>
        """))
    #expect(decoded.warnings.map(\.code) == ["android.unnamed", "android.duplicate"])
    #expect(decoded.palette.allSwatches.map(\.name) == ["a", "a", "ref"])
    #expect(decoded.palette.allSwatches[2].color == .srgb8(0, 0, 3))
  }

  @Test func anotherRootIsNotAnAndroidFile() {
    let error = #expect(throws: PaletteError.self) {
      try Self.decode("<?xml version=\"1.0\"?>\n<palette/>")
    }
    #expect(error?.kind == .invalidSignature)
    #expect(
      error?.message
        == "not an Android resource file: the root element is <palette>, not <resources>")
    #expect(error?.location == .text(line: 2, column: 1))
  }

  @Test func sniffingReadsTheRootElement() {
    let format = AndroidColorsFormat()
    #expect(
      format.sniff(ArraySlice(Self.resources("<color name=\"a\">#FFF</color>").utf8)) == .strong)
    #expect(format.sniff(ArraySlice("<resources>\n<string name=\"a\">b</string>".utf8)) == .weak)
    #expect(format.sniff(ArraySlice("<SCRIBUSCOLORS><COLOR/>".utf8)) == .none)
    #expect(format.sniff(ArraySlice("GIMP Palette\n".utf8)) == .none)
  }
}
