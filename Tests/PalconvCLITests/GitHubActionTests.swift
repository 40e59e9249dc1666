import Foundation
import TestSupport
import Testing

/// The composite GitHub Action (`action.yml`): it parses as YAML (PyYAML is the oracle), and
/// each of its shell steps runs as the runner runs it, in a repository made here with two
/// commits, with GitHub's environment variables faked and `swift` and `gh` replaced by
/// programs that record what they are asked.
@Suite(.serialized) struct GitHubActionTests {
  static let action = Fixtures.packageRoot.appending(path: "action.yml")

  /// One step of the action.
  struct Step {
    var name: String
    var id: String?
    var run: String?
    var uses: String?
    var shell: String?
    var condition: String?
    var env: [String: String]
  }

  /// The action read by PyYAML, as JSON objects; `nil` (with a note) when PyYAML is absent.
  static func parsed() throws -> [String: Any]? {
    let program = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
    guard let result = try ExternalTool.python(program, [action.path]), result.code == 0 else {
      print("note: PyYAML is not installed (pip install pyyaml); the action tests are skipped")
      return nil
    }
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
  }

  /// The action's steps, in order.
  static func steps() throws -> [Step]? {
    guard let action = try parsed() else { return nil }
    let runs = try #require(action["runs"] as? [String: Any])
    let steps = try #require(runs["steps"] as? [[String: Any]])
    return steps.map { step in
      Step(
        name: step["name"] as? String ?? "", id: step["id"] as? String,
        run: step["run"] as? String, uses: step["uses"] as? String,
        shell: step["shell"] as? String, condition: step["if"] as? String,
        env: step["env"] as? [String: String] ?? [:])
    }
  }

  /// The step called `name`.
  static func step(_ name: String) throws -> Step? {
    guard let steps = try steps() else { return nil }
    let found = steps.first { $0.name == name }
    #expect(found != nil, "no step '\(name)'")
    return found
  }

  @Test func theActionIsACompositeActionWithDocumentedInputs() throws {
    guard let action = try Self.parsed(), let steps = try Self.steps() else { return }
    let runs = try #require(action["runs"] as? [String: Any])
    #expect(runs["using"] as? String == "composite")
    let inputs = try #require(action["inputs"] as? [String: [String: Any]])
    #expect(Set(inputs.keys) == ["paths", "targets", "out-dir", "strict", "comment", "token"])
    for (name, input) in inputs {
      #expect(input["description"] is String, "\(name)")
      #expect(input["default"] is String, "\(name)")
    }
    let docs = try String(
      contentsOf: Fixtures.packageRoot.appending(path: "docs/ci.md"), encoding: .utf8)
    for name in inputs.keys { #expect(docs.contains("`\(name)`"), "docs/ci.md: \(name)") }
    #expect(
      steps.map(\.name) == [
        "palconv build key", "Cache the palconv build", "Build palconv", "Lint the palettes",
        "Check the generated files", "Visual diff against the pull request's base",
        "Comment the visual diff",
      ])
    for step in steps {
      if let run = step.run {
        #expect(step.shell == "bash", "\(step.name)")
        // Inputs reach scripts through the environment only: no expression in a script.
        #expect(!run.contains("${{"), "\(step.name)")
      } else {
        #expect(step.uses == "actions/cache@v4")
      }
    }
  }

  // MARK: - The fixture repository and a fake runner

  /// A palette repository with two commits: the base of a pull request and its head.
  final class Repository {
    let folder = TempFolder()
    var base = ""
    var root: String { folder.path }

    init?() throws {
      guard try git(["init", "-q", "-b", "main"]) != nil else { return nil }
      folder.write(
        "palettes/brand.gpl",
        "GIMP Palette\nName: Brand\n#\n230 57 70\tRed\n0 200 0\tGreen\n255 191 0\tAmber\n")
      folder.write("palettes/old name.gpl", "GIMP Palette\n#\n17 34 51\tInk\n")
      try generate()
      try commit("Base")
      base = try #require(try git(["rev-parse", "HEAD"]))
        .trimmingCharacters(in: .whitespacesAndNewlines)
      folder.write(
        "palettes/brand.gpl",
        "GIMP Palette\nName: Brand\n#\n230 57 70\tRed\n0 160 0\tGreen\n255 255 0\tYellow\n")
      try FileManager.default.removeItem(atPath: folder.url("palettes/old name.gpl"))
      folder.write("palettes/-dash 'q'.gpl", "GIMP Palette\n#\n74 93 35\tMoss\n")
      try FileManager.default.removeItem(atPath: folder.url("build"))
      try generate()
      try commit("Head")
    }

    /// `build/` as palconv writes it from `palettes/`.
    func generate() throws {
      let result = try BuiltBinary.run(
        [folder.url("palettes"), "-r", "--to", "json", "--out-dir", folder.url("build")])
      #expect(result.code == 0, "\(result.stderr)")
    }

    func commit(_ message: String) throws {
      _ = try git(["add", "-A"])
      _ = try git([
        "-c", "user.name=Palette Tests", "-c", "user.email=palettes@example.com", "commit",
        "-q", "-m", message,
      ])
    }

    /// Runs git in the repository; its output, or `nil` when git is not installed.
    @discardableResult
    func git(_ arguments: [String]) throws -> String? {
      guard let result = try ExternalTool.run("git", arguments, in: root) else { return nil }
      #expect(result.code == 0, "git \(arguments): \(result.stderr)")
      return result.stdout
    }
  }

  /// The files and variables a runner gives a step, and the fake programs on `PATH`.
  final class Runner {
    let temp = TempFolder()
    var expressions: [String: String]
    var extraEnvironment: [String: String] = [:]

    init(_ expressions: [String: String]) throws {
      self.expressions = expressions
      let binary = try #require(BuiltBinary.url, "build palconv first")
      let bin = temp.url("bin")
      try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: bin + "/palconv", withDestinationPath: binary.path)
      // `gh`: records each call, and the body file it is given; answers the search for the
      // marked comment with FAKE_GH_EXISTING.
      try Self.script(
        bin + "/gh",
        """
        #!/bin/bash
        {
          printf 'gh'
          for argument in "$@"; do printf ' [%s]' "$argument"; done
          printf '\\n'
          for argument in "$@"; do
            case "$argument" in
              body=@*) printf -- '--- body\\n'; cat "${argument#body=@}"; printf -- '--- end\\n' ;;
            esac
          done
          printf 'GH_TOKEN=%s\\n' "$GH_TOKEN"
        } >> "$FAKE_LOG"
        case " $* " in
          *" --jq "*) if [ -n "$FAKE_GH_EXISTING" ]; then echo "$FAKE_GH_EXISTING"; fi ;;
          *" --method "*)
            if [ -n "$FAKE_GH_REFUSE" ]; then
              echo 'gh: Resource not accessible by integration (HTTP 403)' >&2
              exit 1
            fi
            echo '{}' ;;
          *) echo '{}' ;;
        esac
        """)
      // `swift`: records each call and shows the built palconv's folder as the bin path.
      try Self.script(
        bin + "/swift",
        """
        #!/bin/bash
        { printf 'swift'; for argument in "$@"; do printf ' [%s]' "$argument"; done; printf '\\n'; } >> "$FAKE_LOG"
        case " $* " in
          *" --show-bin-path "*) echo "\(binary.deletingLastPathComponent().path)" ;;
        esac
        """)
      for file in ["output", "path", "summary", "log"] { temp.write(file, "") }
      try FileManager.default.createDirectory(
        atPath: temp.url("runner temp"), withIntermediateDirectories: true)
    }

    private static func script(_ path: String, _ text: String) throws {
      _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    /// What a file of the runner holds.
    func text(_ name: String) -> String {
      String(decoding: temp.read(name) ?? [], as: UTF8.self)
    }

    /// `name=value` lines of `$GITHUB_OUTPUT`, as a dictionary.
    var outputs: [String: String] {
      var outputs: [String: String] = [:]
      for line in text("output").split(separator: "\n") {
        guard let equals = line.firstIndex(of: "=") else { continue }
        outputs[String(line[..<equals])] = String(line[line.index(after: equals)...])
      }
      return outputs
    }

    /// A step's environment value with its `${{ … }}` expressions replaced.
    func expand(_ value: String) throws -> String {
      var result = ""
      var rest = Substring(value)
      while let start = rest.range(of: "${{") {
        result += rest[..<start.lowerBound]
        let end = try #require(rest.range(of: "}}", range: start.upperBound..<rest.endIndex))
        let expression = rest[start.upperBound..<end.lowerBound]
          .trimmingCharacters(in: .whitespaces)
        result += try #require(expressions[expression], "no value for \(expression)")
        rest = rest[end.upperBound...]
      }
      return result + rest
    }

    /// Runs a step's script as a composite action's bash step does
    /// (`bash --noprofile --norc -eo pipefail`), in `folder`.
    func run(_ step: Step, in folder: String) throws -> (code: Int32, output: String) {
      let script = try #require(step.run)
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = temp.url("bin") + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      environment["GITHUB_OUTPUT"] = temp.url("output")
      environment["GITHUB_PATH"] = temp.url("path")
      environment["GITHUB_STEP_SUMMARY"] = temp.url("summary")
      environment["GITHUB_REPOSITORY"] = "octo/palettes"
      environment["GITHUB_EVENT_NAME"] = "pull_request"
      environment["RUNNER_TEMP"] = temp.url("runner temp")
      environment["RUNNER_OS"] = "Linux"
      environment["FAKE_LOG"] = temp.url("log")
      environment["NO_COLOR"] = "1"
      for (name, value) in step.env { environment[name] = try expand(value) }
      for (name, value) in extraEnvironment { environment[name] = value }
      let process = Process()
      process.executableURL = URL(filePath: "/bin/bash")
      process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", "-c", script]
      process.currentDirectoryURL = URL(filePath: folder)
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
  }

  /// The expressions the steps use, for a pull request from the repository's head to its base.
  static func expressions(_ repository: Repository, actionPath: String) -> [String: String] {
    [
      "github.action_path": actionPath, "inputs.paths": "palettes", "inputs.strict": "true",
      "inputs.targets": "json", "inputs.out-dir": "build", "inputs.token": "token-123",
      "github.event.pull_request.base.sha": repository.base,
      "github.event.pull_request.number": "7",
    ]
  }

  // MARK: - Each step

  @Test func theBuildKeyFollowsTheSources() throws {
    guard let step = try Self.step("palconv build key"), let repository = try Repository() else {
      return
    }
    let runner = try Runner(
      Self.expressions(repository, actionPath: Fixtures.packageRoot.path))
    let first = try runner.run(step, in: repository.root)
    #expect(first.code == 0, "\(first.output)")
    let key = try #require(runner.outputs["key"])
    #expect(key.hasPrefix("palconv-build-Linux-"))
    #expect(key.split(separator: "-").last?.count == 16)
    _ = try runner.run(step, in: repository.root)
    #expect(runner.text("output") == "key=\(key)\nkey=\(key)\n")
  }

  @Test func theBuildStepBuildsFromTheActionsCheckoutAndPutsPalconvOnPath() throws {
    guard let step = try Self.step("Build palconv"), let repository = try Repository() else {
      return
    }
    let actionPath = repository.folder.url("the action's checkout")
    let runner = try Runner(Self.expressions(repository, actionPath: actionPath))
    let result = try runner.run(step, in: repository.root)
    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.hasPrefix("palconv "))
    let binary = try #require(BuiltBinary.url)
    #expect(runner.text("path") == binary.deletingLastPathComponent().path + "\n")
    #expect(
      runner.text("log")
        == "swift [build] [-c] [release] [--product] [palconv] [--package-path] [\(actionPath)]\n"
        + "swift [build] [-c] [release] [--package-path] [\(actionPath)] [--show-bin-path]\n")
  }

  @Test func lintAndCheckPassOnTheHeadAndFailOnAStaleTree() throws {
    guard let lint = try Self.step("Lint the palettes"),
      let check = try Self.step("Check the generated files"),
      let repository = try Repository()
    else { return }
    let runner = try Runner(Self.expressions(repository, actionPath: Fixtures.packageRoot.path))
    let linted = try runner.run(lint, in: repository.root)
    #expect(linted.code == 0, "\(linted.output)")
    let checked = try runner.run(check, in: repository.root)
    #expect(checked.code == 0, "\(checked.output)")
    // A palette changed without regenerating build/.
    repository.folder.write("palettes/brand.gpl", "GIMP Palette\n#\n1 2 3\tInk\n1 2 3\tInk\n")
    let stale = try runner.run(check, in: repository.root)
    #expect(stale.code == 1)
    #expect(stale.output.contains("build/brand.json would change [check.would-change]"))
    let duplicate = try runner.run(lint, in: repository.root)
    #expect(duplicate.code == 1, "\(duplicate.output)")
    // No targets: nothing to check.
    runner.expressions["inputs.targets"] = ""
    #expect(try runner.run(check, in: repository.root).code == 0)
  }

  @Test func theDiffAndCommentStepsPostOneMarkedCommentThenUpdateIt() throws {
    guard let diff = try Self.step("Visual diff against the pull request's base"),
      let comment = try Self.step("Comment the visual diff"),
      let repository = try Repository()
    else { return }
    #expect(diff.condition?.contains("pull_request") == true)
    #expect(comment.condition?.contains("inputs.comment == 'true'") == true)
    let runner = try Runner(Self.expressions(repository, actionPath: Fixtures.packageRoot.path))
    let diffed = try runner.run(diff, in: repository.root)
    #expect(diffed.code == 0, "\(diffed.output)")
    #expect(runner.outputs["changed"] == "true")
    let bodyPath = try #require(runner.outputs["body"])
    #expect(bodyPath == runner.temp.url("runner temp/palconv-diff.md"))
    let body = try String(contentsOfFile: bodyPath, encoding: .utf8)
    Golden.check(body, against: "action/comment.md")
    #expect(runner.text("summary") == body)

    // No comment yet: one is posted.
    runner.expressions["steps.diff.outputs.body"] = bodyPath
    let posted = try runner.run(comment, in: repository.root)
    #expect(posted.code == 0, "\(posted.output)")
    let search =
      "gh [api] [--paginate] [repos/octo/palettes/issues/7/comments] [--jq] "
      + "[.[] | select(.body | startswith(\"<!-- palconv-palette-diff -->\")) | .id]\n"
      + "GH_TOKEN=token-123\n"
    #expect(
      runner.text("log")
        == search
        + "gh [api] [--method] [POST] [repos/octo/palettes/issues/7/comments] [-F] [body=@\(bodyPath)]\n"
        + "--- body\n\(body)--- end\nGH_TOKEN=token-123\n")

    // The marked comment exists: it is updated, not posted again.
    runner.temp.write("log", "")
    runner.extraEnvironment["FAKE_GH_EXISTING"] = "4242"
    let updated = try runner.run(comment, in: repository.root)
    #expect(updated.code == 0, "\(updated.output)")
    #expect(
      runner.text("log")
        == search
        + "gh [api] [--method] [PATCH] [repos/octo/palettes/issues/comments/4242] [-F] [body=@\(bodyPath)]\n"
        + "--- body\n\(body)--- end\nGH_TOKEN=token-123\n")
  }

  /// A fork's read-only token: GitHub refuses the comment; the step says so in a notice and
  /// passes, the review being in the job summary.
  @Test func aRefusedCommentIsANoticeNotAFailure() throws {
    guard let diff = try Self.step("Visual diff against the pull request's base"),
      let comment = try Self.step("Comment the visual diff"),
      let repository = try Repository()
    else { return }
    let runner = try Runner(Self.expressions(repository, actionPath: Fixtures.packageRoot.path))
    #expect(try runner.run(diff, in: repository.root).code == 0)
    let body: String = try #require(runner.outputs["body"])
    runner.expressions["steps.diff.outputs.body"] = body
    runner.extraEnvironment["FAKE_GH_REFUSE"] = "1"
    let refused = try runner.run(comment, in: repository.root)
    #expect(refused.code == 0, "\(refused.output)")
    #expect(
      refused.output.contains(
        "::notice title=palconv::the palette review could not be posted as a comment "
          + "(posting failed); it is in the job summary."), "\(refused.output)")
    #expect(!refused.output.contains("Posted the palette review comment."))
  }

  @Test func theDiffStepSaysWhenNoPaletteChanged() throws {
    guard let diff = try Self.step("Visual diff against the pull request's base"),
      let repository = try Repository()
    else { return }
    var expressions = Self.expressions(repository, actionPath: Fixtures.packageRoot.path)
    expressions["github.event.pull_request.base.sha"] = "HEAD"
    let runner = try Runner(expressions)
    let diffed = try runner.run(diff, in: repository.root)
    #expect(diffed.code == 0, "\(diffed.output)")
    #expect(runner.outputs["changed"] == "false")
    #expect(
      runner.text("summary")
        == "<!-- palconv-palette-diff -->\n## Palette review\n\n### Palette changes\n\nNo palette changed.\n"
    )
  }
}
