import Testing

@testable import PaletteCore

/// The one type every writer makes names unique with.
@Suite struct UniqueNamesTests {
  @Test func repeatsGetTheFirstFreeSuffixFromTwo() {
    var names = UniqueNames(separator: "-")
    #expect(
      ["a", "a", "a-2", "a", "b"].map { names.claim($0) } == ["a", "a-2", "a-2-2", "a-3", "b"])
  }

  @Test func theSeparatorIsTheWritersOwn() {
    var spaced = UniqueNames(separator: " ")
    var joined = UniqueNames(separator: "", reserved: ["Color"])
    #expect(["Red", "Red"].map { spaced.claim($0) } == ["Red", "Red 2"])
    #expect(["Color", "Color"].map { joined.claim($0) } == ["Color2", "Color3"])
  }

  @Test func ignoringCaseKeepsTheCaseOfTheBase() {
    var names = UniqueNames(separator: " ", comparing: .ignoringCase)
    #expect(
      ["Red", "red", "RED", "red 2"].map { names.claim($0) } == [
        "Red", "red 2", "RED 3", "red 2 2",
      ])
    #expect(names.isTaken("rEd 3"))
    // Only ASCII letters fold: `É` and `é` stay two names.
    var ascii = UniqueNames(separator: " ", comparing: .ignoringASCIICase, reserved: ["RGB"])
    #expect(["rgb", "É", "é", "é"].map { ascii.claim($0) } == ["rgb 2", "É", "é", "é 2"])
  }

  @Test func heldBackNamesAreLeftForTheirOwners() {
    // `A 2` belongs to the third swatch: the repeat of `A` steps around it, and a made-up
    // name steps around `Color 1`, which the fifth swatch has.
    var names = UniqueNames(separator: " ", heldBack: ["A", "A 2", "Color 1"])
    #expect(names.claim("A") == "A")
    #expect(names.claim("A") == "A 3")
    #expect(names.claim("A 2") == "A 2")
    #expect(names.claimMadeUp("Color 1") == "Color 1 2")
    #expect(names.claim("Color 1") == "Color 1")
  }

  @Test func suffixesAreReportedForWritersThatPlaceThemThemselves() {
    var names = UniqueNames(separator: "-")
    #expect(names.claimSuffix("blue-500") == nil)
    #expect(names.claimSuffix("blue-500") == 2)
    let took = names.take("blue-500-3")
    #expect(took)
    #expect(names.claimSuffix("blue-500") == 4)
    let tookAgain = names.take("blue-500-4")
    #expect(!tookAgain)
  }

  /// A hundred thousand claims of one name: each looks up the next free suffix directly
  /// (with a suffix scan per claim this would take minutes in a debug build).
  @Test func aHundredThousandRepeatsAreUniqueAndInOrder() {
    var names = UniqueNames(separator: "-")
    let claimed = (0..<100_000).map { _ in names.claim("Same") }
    #expect(claimed[0] == "Same")
    #expect(claimed[1] == "Same-2")
    #expect(claimed[99_999] == "Same-100000")
    #expect(Set(claimed).count == claimed.count)
  }
}
