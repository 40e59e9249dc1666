import Foundation
import PaletteKit
import TestSupport
import Testing

/// `palconv diff --base REV`: files and folders of a work tree compared with their versions at
/// a git revision, in a repository made for each test.
@Suite struct DiffBaseTests {
  /// A repository whose first commit holds `files`; `nil` when git is not installed.
  final class Repository {
    let folder = TempFolder()

    init?(_ files: [String: String]) throws {
      guard try git(["init", "-q", "-b", "main"]) != nil else { return nil }
      for (path, text) in files { folder.write(path, text) }
      try commit("First")
    }

    func commit(_ message: String) throws {
      try git(["add", "-A"])
      try git([
        "-c", "user.name=Palette Tests", "-c", "user.email=palettes@example.com", "commit",
        "-q", "--allow-empty", "-m", message,
      ])
    }

    @discardableResult
    func git(_ arguments: [String]) throws -> String? {
      guard let result = try ExternalTool.run("git", arguments, in: folder.path) else {
        return nil
      }
      #expect(result.code == 0, "git \(arguments): \(result.stderr)")
      return result.stdout
    }

    func remove(_ relative: String) throws {
      try FileManager.default.removeItem(atPath: folder.url(relative))
    }
  }

  static func run(_ arguments: [String]) -> CLIResult {
    palconv(["diff"] + arguments, registry: .builtIn)
  }

  static let red = "GIMP Palette\n#\n255 0 0\tRed\n"
  static let redGreen = "GIMP Palette\n#\n255 0 0\tRed\n0 255 0\tGreen\n"

  @Test func aFileIsComparedWithItsVersionAtTheRevision() throws {
    guard let repository = try Repository(["p/brand.gpl": Self.red]) else { return }
    let path = repository.folder.url("p/brand.gpl")
    #expect(Self.run(["--base", "HEAD", path]).code == 0)
    repository.folder.write("p/brand.gpl", Self.redGreen)
    let result = Self.run(["--base", "HEAD", path])
    #expect(result.code == 1, "\(result.stderr)")
    #expect(
      result.out
        == "--- HEAD:\(path)\n+++ \(path)\n+ added       Green  #00FF00 at #2\n"
        + "1 change: 1 added\n")
  }

  @Test func pathsWithSpacesQuotesAndLeadingDashesAreReadAsNamed() throws {
    let name = "-dash 'quoted' \"twice\" $(x).gpl"
    guard let repository = try Repository([name: Self.red]) else { return }
    repository.folder.write(name, Self.redGreen)
    let path = repository.folder.url(name)
    let result = Self.run(["--base", "HEAD", "--format", "json", "--", path])
    #expect(result.code == 1, "\(result.stderr)")
    #expect(result.out.contains("\"change\": \"added\", \"old\": null, \"new\": \"Green\""))
    #expect(result.out.hasPrefix("[\n  {\"file\": "))
  }

  @Test func aFileAbsentAtTheRevisionIsAllAddedAndAGoneFileAllRemoved() throws {
    guard let repository = try Repository(["keep.gpl": Self.red, "gone.gpl": Self.redGreen])
    else { return }
    repository.folder.write("new.gpl", Self.red)
    try repository.remove("gone.gpl")
    let added = Self.run(["--base", "HEAD", repository.folder.url("new.gpl")])
    #expect(added.code == 1)
    #expect(added.out.hasPrefix("--- /dev/null\n+++ \(repository.folder.url("new.gpl"))\n"))
    #expect(added.out.hasSuffix("1 change: 1 added\n"))
    let removed = Self.run(["--base", "HEAD", repository.folder.url("gone.gpl")])
    #expect(removed.code == 1)
    #expect(removed.out.hasSuffix("2 changes: 2 removed\n"))
    let missing = Self.run(["--base", "HEAD", repository.folder.url("never.gpl")])
    #expect(missing.code == 2)
    #expect(missing.stderr.contains("no such file, in the work tree or at HEAD"))
  }

  @Test func aFolderGivesEveryPaletteChangedAddedOrRemovedInPathOrder() throws {
    guard
      let repository = try Repository([
        "palettes/b.gpl": Self.red, "palettes/same.gpl": Self.red,
        "palettes/gone.gpl": Self.red, "palettes/sub/deep.gpl": Self.red,
        "palettes/notes.md": "# notes\n", "palettes/.hidden.gpl": Self.red,
      ])
    else { return }
    repository.folder.write("palettes/b.gpl", Self.redGreen)
    repository.folder.write("palettes/a.gpl", Self.red)
    repository.folder.write("palettes/sub/deep.gpl", Self.redGreen)
    repository.folder.write("palettes/notes.md", "# changed\n")
    repository.folder.write("palettes/.hidden.gpl", Self.redGreen)
    try repository.remove("palettes/gone.gpl")
    let folder = repository.folder.url("palettes")
    let flat = Self.run(["--base", "HEAD", folder, "--format", "markdown"])
    #expect(flat.code == 1, "\(flat.stderr)")
    let headings = flat.out.split(separator: "\n").filter { $0.hasPrefix("### ") }
    #expect(
      headings
        == [
          "### Palette changes: \(folder)/a.gpl (added)",
          "### Palette changes: \(folder)/b.gpl",
          "### Palette changes: \(folder)/gone.gpl (removed)",
        ].map { Substring($0.replacingOccurrences(of: "_", with: "\\_")) })
    let deep = Self.run(["--base", "HEAD", folder, "-r", "--format", "markdown"])
    #expect(deep.out.contains("sub/deep.gpl\n"))
    #expect(deep.out == Self.run(["--base", "HEAD", folder, "-r", "--format", "markdown"]).out)
    let excluded = Self.run(["--base", "HEAD", folder, "-r", "--exclude", "sub/**"])
    #expect(!excluded.out.contains("deep.gpl"))
  }

  @Test func nothingChangedIsExitCodeZero() throws {
    guard let repository = try Repository(["p/a.gpl": Self.red]) else { return }
    let result = Self.run(["--base", "HEAD", repository.folder.url("p"), "--format", "markdown"])
    #expect(result.code == 0)
    #expect(result.out == "### Palette changes\n\nNo palette changed.\n")
    #expect(Self.run(["--base", "HEAD", repository.folder.url("p")]).out == "")
  }

  @Test func errorsSayWhatIsWrong() throws {
    let outside = TempFolder()
    outside.write("a.gpl", Self.red)
    let notARepository = Self.run(["--base", "HEAD", outside.url("a.gpl")])
    #expect(notARepository.code == 2)
    #expect(
      notARepository.stderr.contains(
        "error: not in a git repository (--base compares with a revision of one)"))
    guard let repository = try Repository(["a.gpl": Self.red]) else { return }
    let unknown = Self.run(["--base", "no-such-branch", repository.folder.url("a.gpl")])
    #expect(unknown.code == 2)
    #expect(unknown.stderr.contains("error: unknown revision 'no-such-branch'"))
    let dash = Self.run(["--base=--output=x", repository.folder.url("a.gpl")])
    #expect(dash.code == 2)
    #expect(dash.stderr.contains("error: '--output=x' is not a revision"))
    #expect(Self.run(["--base", "HEAD"]).code == 64)
    #expect(Self.run(["--base", "HEAD", "-"]).code == 64)
    #expect(Self.run(["a.gpl", "b.gpl", "-r"]).code == 64)
  }

  @Test func anOlderRevisionAndAnHTMLPage() throws {
    guard let repository = try Repository(["a.gpl": Self.red]) else { return }
    repository.folder.write("a.gpl", Self.redGreen)
    try repository.commit("Second")
    let path = repository.folder.url("a.gpl")
    #expect(Self.run(["--base", "HEAD", path]).code == 0)
    let page = Self.run(["--base", "HEAD~1", path, "--format", "html"])
    #expect(page.code == 1)
    #expect(page.out.hasPrefix("<!DOCTYPE html>"))
    #expect(page.out.contains("data-rgba=\"#00FF00FF\""))
  }
}
