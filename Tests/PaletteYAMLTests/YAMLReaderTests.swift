import PaletteCore
import Testing

@testable import PaletteYAML

@Suite struct YAMLReaderTests {
  private func parse(_ text: String, limits: YAMLLimits = YAMLLimits()) throws -> YAMLDocuments {
    try YAMLReader.parse(Array(text.utf8), format: "yaml", limits: limits)
  }

  @Test func readsBlockAndFlowCollectionsWithTagsAndLocations() throws {
    let stream = try parse(
      """
      %YAML 1.1
      %TAG !u! tag:unity3d.com,2011:
      --- !u!114 &1
      Root:
        plain: Deep Sea   # comment
        quoted: 'it''s'
        escaped: "a\\tb\\u00E9\\x41"
        flow: {fileID: 0, guid: 00e0, list: [1, [2, 3], {x: y}]}
        seq:
        - a
        - k: v
          m: n
        -
          - nested
        empty:
        last: "#not a comment"
      ...
      --- second
      """)
    #expect(stream.directives == ["%YAML 1.1", "%TAG !u! tag:unity3d.com,2011:"])
    #expect(stream.documents.count == 2)
    let root = stream.documents[0]
    #expect(root.tag == "!u!114")
    let body = try #require(root.member("Root"))
    #expect(body.location == .text(line: 5, column: 3))
    #expect(body.member("plain")?.scalar == "Deep Sea")
    #expect(body.member("quoted")?.scalar == "it's")
    #expect(body.member("escaped")?.scalar == "a\tbéA")
    let flow = try #require(body.member("flow"))
    #expect(flow.member("guid")?.scalar == "00e0")
    #expect(flow.member("list")?.items?[1].items?.map(\.scalar) == ["2", "3"])
    #expect(flow.member("list")?.items?[2].member("x")?.scalar == "y")
    let seq = try #require(body.member("seq")?.items)
    #expect(seq.count == 3)
    #expect(seq[1].member("m")?.scalar == "n")
    #expect(seq[1].location == .text(line: 11, column: 5))
    #expect(seq[2].items?.first?.scalar == "nested")
    #expect(body.member("empty")?.scalar == "")
    #expect(body.member("last")?.scalar == "#not a comment")
    #expect(stream.documents[1].scalar == "second")
  }

  @Test func limitsAreErrorsWithPositions() throws {
    #expect {
      try parse("a:\n  b:\n    c: 1\n", limits: YAMLLimits(depth: 2))
    } throws: { error in
      (error as? PaletteError)?.kind == .limitExceeded
        && (error as? PaletteError)?.location == .text(line: 3, column: 5)
    }
    #expect {
      try parse("a: 'abcdef'\n", limits: YAMLLimits(scalarLength: 5))
    } throws: { error in
      (error as? PaletteError)?.kind == .limitExceeded
        && (error as? PaletteError)?.location == .text(line: 1, column: 4)
    }
    #expect {
      try parse("- 1\n- 2\n- 3\n", limits: YAMLLimits(nodes: 3))
    } throws: { error in
      (error as? PaletteError)?.kind == .limitExceeded
        && (error as? PaletteError)?.location == .text(line: 3, column: 3)
    }
  }

  /// Keys that open flow mappings (`{{{…`) count towards the depth as values do: found by the
  /// `unity-colors` fuzz target, where they recursed until the stack overflowed.
  @Test func flowKeysThatNestAreLimitedToo() throws {
    #expect {
      try parse("a: {{{{}}}}\n", limits: YAMLLimits(depth: 3))
    } throws: { error in
      (error as? PaletteError)?.kind == .limitExceeded
        && (error as? PaletteError)?.location == .text(line: 1, column: 6)
    }
    #expect {
      try parse("a: " + String(repeating: "{", count: 100_000) + "\n")
    } throws: { error in
      (error as? PaletteError)?.kind == .limitExceeded
    }
  }

  @Test(arguments: [
    ("a: |\n  text\n", 1, 4), ("a: >\n", 1, 4), ("? a\n: b\n", 1, 1), ("a: *x\n", 1, 4),
    ("a: [1,\n 2]\n", 1, 4), ("a: \"open\n", 1, 4), ("a: b\n  c\n", 2, 3),
    ("a: {b: 1} x\n", 1, 11),
  ])
  func whatItDoesNotReadIsASyntaxError(_ text: String, _ line: Int, _ column: Int) {
    #expect {
      try parse(text)
    } throws: { error in
      (error as? PaletteError)?.location == .text(line: line, column: column)
    }
  }

  @Test func scalarsAreWrittenSoTheyReadBack() throws {
    let texts = [
      "Deep Sea", "", "Yes", "null", "123", "1e5", " lead", "trail ", "a: b", "#x", "- y",
      "[x]", "{x}", "'q'", "\"d\"", "back\\slash", "nul\u{0}", "tab\t", "nel\u{85}",
      "ls\u{2028}", "bom\u{FEFF}", "bidi\u{202E}\u{2066}", "émigré", "日本",
    ]
    for text in texts {
      let written = "k: " + YAMLText.scalar(text) + "\n"
      #expect(try parse(written).documents[0].member("k")?.scalar == text, "\(written)")
    }
    #expect(YAMLText.scalar("Deep Sea") == "Deep Sea")
    #expect(YAMLText.scalar("Yes") == "\"Yes\"")
  }

  @Test func decimalsAreYAMLsNumbers() {
    for text in ["1", "-0.5", "+2.", ".5", "1e-05", "9.9999994E-9"] {
      #expect(YAMLText.isDecimal(text), "\(text)")
    }
    for text in ["", "-", ".", "1e", "NaN", ".inf", "0x1p3", "1_000", "1.2.3", " 1"] {
      #expect(!YAMLText.isDecimal(text), "\(text)")
    }
  }
}
