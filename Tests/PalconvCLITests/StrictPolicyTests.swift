import PaletteCore
import PaletteKit
import Testing

@testable import PalconvCLI

/// `--strict`, `--strict=CODES`, `--allow CODES` and the patterns they take.
@Suite struct StrictPolicyTests {
  @Test(arguments: [
    ("loss.order", "loss.order", true),
    ("loss.order", "loss.orders", false),
    ("loss.*", "loss.alpha", true),
    ("loss.*", "lint.duplicate-name", false),
    ("*.uppercase", "tpal.uppercase", true),
    ("loss.[ab]*", "loss.alpha", true),
    ("loss.[!ab]*", "loss.alpha", false),
    ("loss.?lpha", "loss.alpha", true),
    ("*.gpl", "a/b.gpl", false),
    ("**.gpl", "a/b.gpl", true),
    ("**/b.gpl", "b.gpl", true),
    ("**/b.gpl", "x/y/b.gpl", true),
    ("drafts/**", "drafts/a/b.gpl", true),
    ("drafts/**", "old/drafts/a.gpl", false),
    ("a\\*", "a*", true),
    ("a\\*", "ab", false),
    ("[a-c]x", "bx", true),
    ("[a-c]x", "dx", false),
    ("[]]", "]", true),
  ])
  func globs(pattern: String, candidate: String, matches: Bool) throws {
    #expect(try Glob.parsed(pattern).matches(candidate) == matches)
  }

  @Test func policies() throws {
    func policy(_ arguments: [String]) throws -> StrictPolicy {
      try StrictPolicy(
        ArgumentParser(options: [CommonOptions.strict.spec, CommonOptions.allow.spec]).parse(
          arguments))
    }
    #expect(try !policy([]).escalates("loss.order"))
    #expect(try policy(["--strict"]).escalates("loss.order"))
    #expect(try !policy(["--strict", "--allow", "loss.order"]).escalates("loss.order"))
    #expect(try policy(["--strict", "--allow", "loss.order"]).escalates("loss.alpha"))
    #expect(try !policy(["--strict", "--allow", "loss.order,loss.a*"]).escalates("loss.alpha"))
    #expect(try !policy(["--strict", "--allow", "loss.*"]).escalates("loss.kind"))
    #expect(try policy(["--strict", "--allow", "loss.*"]).escalates("lint.duplicate-name"))
    #expect(try policy(["--strict=loss.alpha,loss.groups"]).escalates("loss.groups"))
    #expect(try !policy(["--strict=loss.alpha,loss.groups"]).escalates("loss.order"))
    #expect(try policy(["--strict=loss.alpha", "--strict=loss.order"]).escalates("loss.order"))
    // A plain --strict alongside a list means every code.
    #expect(try policy(["--strict=loss.alpha", "--strict"]).escalates("loss.order"))
    #expect(try !policy(["--strict=loss.*", "--allow", "loss.order"]).escalates("loss.order"))
  }

  /// The help's example: an asset catalog sorts colours by name (loss.order), which plain
  /// --strict refuses; --allow loss.order lets it through, and the warning stays.
  @Test func allowLetsACatalogSortTheColours() {
    let temp = TempFolder()
    let input = temp.write(
      "brand.gpl", "GIMP Palette\nName: Brand\n0 0 255 Zed\n255 0 0 Abe\n")
    let strict = palconv(
      [input, "-o", temp.url("Brand.xcassets"), "--strict"], registry: .builtIn)
    #expect(strict.code == 1)
    #expect(strict.errLines.contains { $0.hasSuffix("[loss.order]") && $0.contains(": error: ") })
    #expect(!temp.exists("Brand.xcassets"))
    let allowed = palconv(
      [
        input, "-o", temp.url("Brand.xcassets"), "--strict", "--allow", "loss.order",
        "--allow", "loss.palette-name",
      ],
      registry: .builtIn)
    #expect(allowed.code == 0, "\(allowed.stderr)")
    #expect(allowed.errLines.allSatisfy { $0.contains(": warning: ") })
    #expect(allowed.errLines.contains { $0.hasSuffix("[loss.order]") })
    #expect(temp.exists("Brand.xcassets/Abe.colorset/Contents.json"))
  }

  @Test func strictWithCodesEscalatesOnlyThose() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Samples.uppercase)
    let only = palconv([input, "--to", "tpal", "--strict=loss.*"])
    #expect(only.code == 0)
    #expect(only.errLines == ["\(input):2:2: warning: upper-case hex digits [tpal.uppercase]"])
    let named = palconv([input, "--to", "tpal", "--strict=tpal.uppercase"])
    #expect(named.code == 1)
    #expect(named.errLines == ["\(input):2:2: error: upper-case hex digits [tpal.uppercase]"])
    let validate = palconv(["validate", input, "--strict", "--allow", "tpal.*"])
    #expect(validate.code == 0)
    #expect(validate.errLines == ["\(input):2:2: warning: upper-case hex digits [tpal.uppercase]"])
  }
}
