import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteKit

/// Every library module has a DocC catalog in the shape `docs/build-docc.sh` builds and checks:
/// a module page with an overview and topics, and a getting-started article whose code and
/// output the script compiles, runs and compares. These tests keep a module from arriving
/// without one, and a format from being left out of its module's page.
@Suite struct DocumentationCatalogTests {
  /// The library products of Package.swift: the modules that are documented.
  static let documentedModules: [String] = {
    guard
      let manifest = try? String(
        contentsOf: Fixtures.packageRoot.appending(path: "Package.swift"), encoding: .utf8)
    else { return [] }
    var names: [String] = []
    var rest = Substring(manifest)
    while let start = rest.range(of: ".library(name: \"") {
      let after = rest[start.upperBound...]
      guard let end = after.firstIndex(of: "\"") else { break }
      let name = String(after[..<end])
      names.append(name)
      rest = after[end...]
    }
    return names
  }()

  /// The text of `Sources/<module>/<module>.docc/<file>`.
  static func catalogFile(_ module: String, _ file: String) throws -> String {
    let url = Fixtures.packageRoot.appending(path: "Sources/\(module)/\(module).docc/\(file)")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The fenced code blocks of a Markdown text, as (language, body) pairs in order.
  static func codeBlocks(_ text: String) -> [(language: String, body: String)] {
    var blocks: [(String, String)] = []
    var open: (language: String, lines: [Substring])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let block = open {
          blocks.append((block.language, block.lines.joined(separator: "\n")))
          open = nil
        } else {
          open = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
        }
      } else if open != nil {
        open?.lines.append(line)
      }
    }
    return blocks
  }

  @Test func theManifestListsTheLibraryModules() {
    // The parse above found the products, so the other tests are not vacuous.
    #expect(Self.documentedModules.contains("PaletteCore"))
    #expect(Self.documentedModules.contains("PaletteKit"))
    #expect(Self.documentedModules.contains("PaletteTransforms"))
    #expect(Self.documentedModules.contains("PaletteASE"))
    // The command line is no library: its types are the package's own.
    #expect(!Self.documentedModules.contains("PalconvCLI"))
    #expect(Self.documentedModules.count >= 24)
  }

  @Test(arguments: documentedModules)
  func modulePageHasTitleOverviewTopicsAndTheArticle(_ module: String) throws {
    let page = try Self.catalogFile(module, "\(module).md")
    #expect(page.hasPrefix("# ``\(module)``\n\n"), "the page's title is the module's symbol link")
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 2 && !lines[2].isEmpty, "a one-paragraph abstract follows the title")
    #expect(page.contains("\n## Overview\n"))
    #expect(page.contains("\n## Topics\n"))
    #expect(lines.contains("- <doc:GettingStarted>"), "the Topics section lists the article")
  }

  @Test(arguments: documentedModules)
  func gettingStartedImportsTheModuleAndShowsItsOutput(_ module: String) throws {
    let article = try Self.catalogFile(module, "GettingStarted.md")
    #expect(article.hasPrefix("# Getting Started with \(module)\n\n"))
    let blocks = Self.codeBlocks(article)
    let swift = blocks.filter { $0.language == "swift" }.map(\.body)
    let text = blocks.filter { $0.language == "text" }.map(\.body)
    #expect(!swift.isEmpty, "the article has code to compile")
    #expect(
      swift.first?.split(separator: "\n").contains("import \(module)") == true,
      "the first block imports the module")
    #expect(text.count == 1, "one text block: the program's output, which the build compares")
    #expect(text.first?.isEmpty == false)
    // Every other fence is Swift or the output, so nothing in the article escapes the check.
    #expect(blocks.allSatisfy { $0.language == "swift" || $0.language == "text" })
  }

  /// Each built-in format's type is named in its module's page, so a format added to a module
  /// is introduced there too.
  @Test func everyBuiltInFormatIsOnItsModulePage() throws {
    for format in FormatRegistry.builtIn.formats {
      let qualified = String(reflecting: type(of: format))
      let parts = qualified.split(separator: ".")
      try #require(parts.count == 2, "\(qualified) is a top-level type")
      let module = String(parts[0])
      let page = try Self.catalogFile(module, "\(module).md")
      #expect(page.contains("``\(parts[1])``"), "\(module).md does not mention \(parts[1])")
    }
  }
}
