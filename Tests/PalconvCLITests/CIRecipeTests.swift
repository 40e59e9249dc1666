import Foundation
import TestSupport
import Testing

/// The GitHub Actions workflow of docs/ci.md: its palconv steps run on a palette folder, and
/// the page shows the workflow file as it is.
@Suite struct CIRecipeTests {
  static let workflow = Fixtures.packageRoot.appending(path: "docs/ci/palconv.yml")

  /// The workflow's one-line `run:` steps that call palconv, in order.
  static func palconvSteps() throws -> [String] {
    let text = try String(contentsOf: workflow, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("run: palconv ") else { return nil }
      return String(trimmed.dropFirst("run: ".count))
    }
  }

  /// Runs a step with `sh -c` in `folder`, palconv on `PATH`, as the runner's shell would.
  static func run(_ step: String, in folder: TempFolder) throws -> BuiltBinary.Output {
    let binary = try #require(BuiltBinary.url, "build palconv first")
    let process = Process()
    process.executableURL = URL(filePath: "/bin/sh")
    process.arguments = ["-e", "-c", step]
    process.currentDirectoryURL = URL(filePath: folder.path)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return BuiltBinary.Output(code: process.terminationStatus, stdout: data, stderr: "")
  }

  @Test func theWorkflowValidatesAndChecksTheTree() throws {
    let steps = try Self.palconvSteps()
    #expect(
      steps == [
        "palconv validate palettes/ -r --strict",
        "palconv palettes/ -r --to json --out-dir build/ --check",
      ])
  }

  @Test func theStepsPassOnAnUpToDateTreeAndFailOnAStaleOne() throws {
    let steps = try Self.palconvSteps()
    let folder = TempFolder()
    folder.write("palettes/brand.gpl", "GIMP Palette\nName: Brand\n#\n230 57 70\tRed\n")
    folder.write("palettes/ui/base.gpl", "GIMP Palette\nName: Base\n#\n255 255 255\tWhite\n")
    let generate = try BuiltBinary.run(
      [folder.url("palettes"), "-r", "--to", "json", "--out-dir", folder.url("build")])
    #expect(generate.code == 0)
    for step in steps {
      let result = try Self.run(step, in: folder)
      #expect(result.code == 0, "\(step): \(result.out)")
    }
    // A palette changed without regenerating build/: the check step fails, naming the file.
    folder.write("palettes/ui/base.gpl", "GIMP Palette\nName: Base\n#\n250 250 250\tWhite\n")
    let check = try Self.run(steps[1], in: folder)
    #expect(check.code == 1)
    #expect(check.out.contains("build/ui/base.json would change [check.would-change]"))
    // A palette with a lint error fails the first step.
    folder.write("palettes/dup.gpl", "GIMP Palette\n#\n1 2 3\tInk\n4 5 6\tInk\n")
    let lint = try Self.run(steps[0], in: folder)
    #expect(lint.code == 1, "\(lint.out)")
  }

  /// The build step's shell lines, as the runner sees them (the block below `run: |`).
  static func buildStepLines() throws -> [String] {
    let lines = try String(contentsOf: workflow, encoding: .utf8).split(separator: "\n")
    guard let start = lines.firstIndex(where: { $0.contains("name: Build palconv") }) else {
      return []
    }
    var body: [String] = []
    for line in lines[lines.index(start, offsetBy: 2)...] {
      guard line.hasPrefix("          ") else { break }
      body.append(line.trimmingCharacters(in: .whitespaces))
    }
    return body
  }

  @Test func theBuildStepInstallsMakeBeforeUsingItAndUsesNoFixedPaths() throws {
    let body = try Self.buildStepLines()
    // The official swift image has no make: it is installed before `make install` runs.
    let install = try #require(body.firstIndex { $0.contains("apt-get install -y -q make") })
    let make = try #require(body.firstIndex { $0.hasPrefix("make ") })
    #expect(install < make)
    #expect(
      body[make] == "make -C \"$RUNNER_TEMP/palconv-source\" install PREFIX=\"$HOME/.palconv\"")
    // Every folder is under the runner's home or temp folder, never a fixed one.
    let text = try String(contentsOf: Self.workflow, encoding: .utf8)
    for word in text.split(whereSeparator: { " \n\"'=".contains($0) })
    where word.hasPrefix("/") || word.hasPrefix("~/") && word != "~/.palconv" {
      Issue.record("fixed path \(word) in the workflow")
    }
    #expect(body.last == "echo \"$HOME/.palconv/bin\" >> \"$GITHUB_PATH\"")
  }

  @Test func thePageShowsTheWorkflowFileAsItIs() throws {
    let page = try String(
      contentsOf: Fixtures.packageRoot.appending(path: "docs/ci.md"), encoding: .utf8)
    let file = try String(contentsOf: Self.workflow, encoding: .utf8)
    #expect(page.contains("```yaml\n" + file + "```\n"))
  }
}
