import Testing

@testable import PaletteCore

/// Paths by their bytes: `String` joins `/` or `.` with a neighbouring combining mark or
/// prepended character into one `Character`, and calls two spellings of `é` equal.
@Suite struct PathTextTests {
  @Test func componentsSplitAtEverySlashByte() {
    // U+0301 after `/` and U+0600 before it each make one `Character` with the `/`.
    #expect("a/\u{301}b".split(separator: "/").count == 1)
    #expect(PathText.components(of: "a/\u{301}b") == ["a", "\u{301}b"])
    #expect(PathText.components(of: "x\u{600}/../y") == ["x\u{600}", "..", "y"])
    #expect(PathText.components(of: "/a//b/") == ["a", "b"])
    #expect(PathText.components(of: "/a//b/", omittingEmpty: false) == ["", "a", "", "b", ""])
  }

  @Test(arguments: [
    ("a/b", "b"), ("a/b/", "b"), ("a//", "a"), ("/", "/"), ("//", "/"), ("/a", "a"), ("a", "a"),
    ("", ""), ("d/\u{301}e", "\u{301}e"),
  ])
  func lastComponent(_ path: String, _ expected: String) {
    #expect(PathText.lastComponent(of: path) == expected)
  }

  @Test func suffixesAndPrefixesAreBytes() {
    #expect(!"a\u{600}.colorset".hasSuffix(".colorset"))
    #expect(PathText.hasSuffix("a\u{600}.colorset", ".colorset"))
    #expect(PathText.droppingLast("a\u{600}.colorset", bytes: 9) == "a\u{600}")
    #expect(!PathText.hasSuffix("set", ".colorset"))
    #expect(PathText.hasPrefix("#/\u{301}", "#/"))
    #expect(PathText.join("a/", "b") == "a/b")
    #expect(PathText.join("a", "b") == "a/b")
  }

  @Test func insideComparesBytesNotCanonicalEquivalence() {
    let composed = "/out/caf\u{E9}"
    let decomposed = "/out/cafe\u{301}"
    #expect(composed == decomposed)  // What `String` says; the file system disagrees.
    #expect(!PathText.isInside(decomposed + "/x", composed))
    #expect(!PathText.isInside(decomposed, composed))
    #expect(PathText.isInside(composed + "/x", composed))
    #expect(PathText.isInside(composed, composed))
    #expect(PathText.isInside("/out/a/\u{301}b", "/out/a"))
    #expect(!PathText.isInside("/out/ab", "/out/a"))
    #expect(PathText.isInside("/x", "/"))
  }
}
