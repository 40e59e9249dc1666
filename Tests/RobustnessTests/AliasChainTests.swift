import PaletteCore
import TestSupport
import Testing

/// Long chains of references, in every format that resolves them: each link is resolved once,
/// without recursion, so 50,000 links read in a moment and a cycle of 50,000 is an error with
/// its position, not a crash. (`Benchmarks/alias-chains.sh` times 200,000 links in a release
/// build.) Before, DTCG recursed once per link and crashed at 40,000, Tokens Studio and CSS
/// gave up after 64 links, and Android followed the chain again from every link.
@Suite struct AliasChainTests {
  static let links = 50_000
  static let color = RGBA8(red: 0x33, green: 0x66, blue: 0x99)

  /// The line of a text location.
  func line(_ location: PaletteCore.SourceLocation?) -> Int? {
    guard case .text(let line, _)? = location else { return nil }
    return line
  }

  @Test(arguments: AliasChain.formats)
  func everyLinkOfALongChainHasTheColourAtItsEnd(format identifier: String) throws {
    let decoded = try Formats.decoder(identifier).decode(
      Array(AliasChain.text(identifier, links: Self.links).utf8))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == Self.links)
    #expect(swatches.allSatisfy { $0.color.rgba8 == Self.color })
    let prefix =
      identifier == "android"
      ? "c" : identifier.hasPrefix("dtcg") || identifier == "tokens-studio" ? "t" : "v"
    #expect(swatches.map(\.name) == (0..<Self.links).map { "\(prefix)\($0)" })
    #expect(
      decoded.warnings.filter { $0.severity == .error }.isEmpty, "\(decoded.warnings.prefix(3))")
  }

  @Test func tokenCyclesFailEveryLinkWithTheCycleNamedAtItsValue() throws {
    for identifier in ["dtcg", "tokens-studio"] {
      let decoded = try Formats.decoder(identifier).decode(
        Array(AliasChain.text(identifier, links: Self.links, cycle: true).utf8))
      #expect(decoded.palette.allSwatches.isEmpty)
      let errors = decoded.warnings.filter { $0.severity == .error }
      #expect(errors.count == Self.links)
      #expect(
        errors.first?.message
          == "token 't0' skipped: alias cycle t0 -> t1 -> t2 -> t3 -> t4 -> t5 -> t6 -> t7 -> "
          + "… 49992 more -> t0")
      #expect(line(errors.first?.location) == 2)
      #expect(line(errors.last?.location) == Self.links + 1)
    }
  }

  @Test func aCycleOfSetsIsOneErrorAtTheReferenceThatClosesIt() throws {
    let decoded = try Formats.decoder("dtcg-resolver").decode(
      Array(AliasChain.text("dtcg-resolver", links: Self.links, cycle: true).utf8))
    let cycles = decoded.warnings.filter { $0.code == "dtcg-resolver.cycle" }
    #expect(cycles.count == 1)
    // s0 names s1, which the walk reaches again at the end of the cycle.
    #expect(cycles.first?.message == "'#/sets/s1' refers back to itself; skipped")
    #expect(line(cycles.first?.location) == 4)
  }

  @Test(arguments: ["css", "less", "android"])
  func aCycleInAStyleSheetOrResourcesIsAnErrorAtItsStart(format identifier: String) throws {
    let error = #expect(throws: PaletteError.self) {
      try Formats.decoder(identifier).decode(
        Array(AliasChain.text(identifier, links: Self.links, cycle: true).utf8))
    }
    #expect(error?.kind == .invalidValue)
    switch identifier {
    case "css":
      #expect(error?.message.hasPrefix("var() cycle: --v0 -> --v1 -> ") == true)
      #expect(error?.message.hasSuffix("… 49992 more -> --v0") == true)
      #expect(line(error?.location) == 2)
    case "less":
      #expect(
        error?.message.hasPrefix("variables refer to each other in a cycle: @v0 → @v1") == true)
      #expect(line(error?.location) == 2)
    default:
      // The reference that closes the cycle, on the last line.
      #expect(
        error?.message == "@color/c0 refers back to itself through 'c49999' (a reference cycle)")
      #expect(line(error?.location) == Self.links + 2)
    }
  }
}
