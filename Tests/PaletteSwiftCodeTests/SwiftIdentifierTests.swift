import PaletteSwiftCode
import Testing

@Suite struct SwiftIdentifierTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var identifier: String
    var testDescription: String { "\(name) -> \(identifier)" }
  }

  /// Tricky names in palette order, with the identifier each gets in one namespace.
  static let table: [Case] = [
    Case(name: "Red", identifier: "red"),
    Case(name: "red", identifier: "red2"),
    Case(name: "RED", identifier: "red3"),
    Case(name: "Ocean Blue", identifier: "oceanBlue"),
    Case(name: "ocean-blue", identifier: "oceanBlue2"),
    Case(name: "SKY BLUE", identifier: "skyBlue"),
    Case(name: "primary/500", identifier: "primary500"),
    Case(name: "500", identifier: "_500"),
    Case(name: "2nd Shade", identifier: "_2ndShade"),
    Case(name: "Café crème", identifier: "cafeCreme"),
    Case(name: "Cafe\u{301} cre\u{300}me", identifier: "cafeCreme2"),
    Case(name: "Straße", identifier: "strasse"),
    Case(name: "Łódź Œuvre", identifier: "lodzOeuvre"),
    Case(name: "墨", identifier: "color1"),
    Case(name: "🎨 Art", identifier: "art"),
    Case(name: "default", identifier: "default"),
    Case(name: "class", identifier: "class"),
    Case(name: "self", identifier: "self_"),
    Case(name: "Self", identifier: "self_2"),
    Case(name: "init", identifier: "init_"),
    Case(name: "Type", identifier: "type"),
    Case(name: "all", identifier: "all"),
    Case(name: "a\"quote", identifier: "aQuote"),
    Case(name: "back\\slash\n", identifier: "backSlash"),
    Case(name: "x", identifier: "x"),
    Case(name: "iPhone Blue", identifier: "iPhoneBlue"),
  ]

  @Test func namesBecomeUniqueIdentifiers() {
    var allocator = IdentifierAllocator(fallback: "color")
    let identifiers = Self.table.map { allocator.allocate($0.name, upperCamel: false) }
    #expect(identifiers == Self.table.map(\.identifier))
  }

  @Test func unnamedSwatchesAreNumbered() {
    var allocator = IdentifierAllocator(reserved: ["color2"], fallback: "color")
    let identifiers = [nil, "", "!!!", "color1"].map { allocator.allocate($0, upperCamel: false) }
    #expect(identifiers == ["color1", "color3", "color4", "color12"])
  }

  @Test func keywordsAreBacktickedInDeclarations() {
    #expect(SwiftIdentifier.declaration("default") == "`default`")
    #expect(SwiftIdentifier.declaration("red") == "red")
    #expect(SwiftIdentifier.base(from: "Self", upperCamel: true) == "Self_")
    #expect(SwiftIdentifier.base(from: "brand colours", upperCamel: true) == "BrandColours")
  }
}
