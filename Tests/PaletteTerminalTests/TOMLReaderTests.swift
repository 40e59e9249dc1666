import PaletteCore
import Testing

@testable import PaletteTerminal

/// The TOML subset reader, against TOML 1.0's examples.
@Suite struct TOMLReaderTests {
  static func parse(_ text: String) throws -> TOMLValue {
    try TOMLReader.parse(Array(text.utf8), format: "alacritty")
  }

  @Test func tablesKeysAndValues() throws {
    let root = try Self.parse(
      """
      # comment
      title = "TOML \\"Example\\" \\u00E9"
      site."google.com" = true
      [owner]
      name = 'Tom Preston-Werner'
      dob = 1979-05-27T07:32:00-08:00
      [database]
      ports = [ 8000, 8001,
        8002, ] # a comment
      temp_targets = { cpu = 79.5, case = 72.0 }
      [[products]]
      name = "Hammer"
      [[products]]
      sku = 0x_ff
      """)
    #expect(root.member("title")?.string == "TOML \"Example\" é")
    if case .bool(let flag)? = root.member("site")?.member("google.com")?.kind {
      #expect(flag)
    } else {
      Issue.record("no site.google.com")
    }
    #expect(root.member("owner")?.member("name")?.string == "Tom Preston-Werner")
    if case .dateTime(let text)? = root.member("owner")?.member("dob")?.kind {
      #expect(text == "1979-05-27T07:32:00-08:00")
    } else {
      Issue.record("no dob")
    }
    if case .array(let ports)? = root.member("database")?.member("ports")?.kind {
      #expect(ports.count == 3)
    } else {
      Issue.record("no ports")
    }
    if case .float(let cpu)? = root.member("database")?.member("temp_targets")?.member("cpu")?.kind
    {
      #expect(cpu == 79.5)
    } else {
      Issue.record("no cpu")
    }
    if case .array(let products)? = root.member("products")?.kind {
      #expect(products.count == 2)
      #expect(products[0].member("name")?.string == "Hammer")
    } else {
      Issue.record("no products")
    }
  }

  @Test(arguments: [
    ("a = \"\"\"\nx\n\"\"\"\n", 1, 5), ("[a]\n[a]\n", 2, 1), ("a = 1\na = 2\n", 2, 1),
    ("a = \"open\n", 1, 5), ("a = [1, 2\n", 1, 5), ("a = 1 b = 2\n", 1, 7), ("= 1\n", 1, 1),
    ("a = \"\\q\"\n", 1, 8), ("a = nope\n", 1, 5), ("a.b.c = 1\n[a.b]\n", 2, 1),
    ("a.b = 1\n[a.b]\n", 2, 4),
  ])
  func refusedWithAPosition(_ text: String, _ line: Int, _ column: Int) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      (error as? PaletteError)?.location == .text(line: line, column: column)
    }
  }

  @Test func nestingIsBounded() {
    let deep = "a = " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: PaletteError.self) { _ = try Self.parse(deep) }
    let dotted = (0..<100).map { "k\($0)" }.joined(separator: ".") + " = 1\n"
    #expect(throws: PaletteError.self) { _ = try Self.parse(dotted) }
  }
}
