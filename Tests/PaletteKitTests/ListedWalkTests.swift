import PaletteCore
import Testing

@testable import PaletteKit

/// The folder policy applied to a listing (the files of a folder at a git revision), as the
/// walk applies it to the file system.
@Suite struct ListedWalkTests {
  @Test func aListingFollowsTheFolderPolicy() throws {
    let glob = try Glob("drafts/**")
    let flat = FormatRegistry.builtIn.documentWalk(recursive: false)
    let deep = FormatRegistry.builtIn.documentWalk(recursive: true, exclusions: [glob])
    #expect(flat.kind(ofListed: "brand.gpl") == .input)
    #expect(flat.kind(ofListed: "-dash 'q'.GPL") == .input)
    #expect(flat.kind(ofListed: "sub/brand.gpl") == .skipped("a folder (-r reads subfolders)"))
    #expect(deep.kind(ofListed: "sub/brand.gpl") == .input)
    #expect(deep.kind(ofListed: "drafts/x.gpl") == .skipped("excluded by 'drafts/**'"))
    #expect(deep.kind(ofListed: ".github/x.gpl") == .skipped("a hidden file"))
    #expect(deep.kind(ofListed: "sub/.x.gpl") == .skipped("a hidden file"))
    #expect(deep.kind(ofListed: "notes.md") == .skipped("no format reads .md files"))
    #expect(
      deep.kind(ofListed: "Makefile") == .skipped("no format reads files without an extension"))
    #expect(
      deep.kind(ofListed: "App.xcassets/Red.colorset/Contents.json")
        == .skipped("in a folder document"))
  }
}
