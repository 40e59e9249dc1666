import PaletteCore
import PaletteKit
import Testing

@testable import PalconvCLI

/// Each kind of option value, checked by the parser with the message its kind makes.
@Suite struct OptionKindTests {
  enum Mode: String, CaseIterable, Sendable {
    case fast, careful, exact
  }

  static let flag = Option<Bool>.flag("force", help: "")
  static let mode = Option<Mode>.choice("mode", named: "mode", help: "")
  static let animal = Option<String>.choice(
    OptionSpec(
      "animal", kind: .choice(["cat", "dog", "horse"], named: "animal", noun: "animal"),
      help: ""),
    values: ["Cat", "Dog", "Horse"])
  static let pets = Option<[Int]>(
    OptionSpec(
      "pets", kind: .choices(["cat", "dog", "horse"], named: "pets", noun: "pet"),
      repeatable: true, help: "")
  ) { value in
    guard case .choices(let indices) = value else { return [] }
    return indices
  }
  static let count = Option<Int>.integer("count", short: "n", in: 1...10, named: "n", help: "")
  static let jobs = Option<Int>.integer("jobs", in: 1...Int.max, named: "n", help: "")
  static let steps = Option<Int?>(
    OptionSpec("steps", kind: .integer(2...100, named: "steps", words: ["tailwind"]), help: "")
  ) { value in
    guard case .integer(let count) = value else { return nil }
    return count
  }
  static let ratio = Option<Double>.decimal("ratio", in: 1...21, named: "ratio", help: "")
  static let delta = Option<Double?>.optionalDecimal(
    "delta", in: 0...Double.infinity, named: "delta", repeatable: true, help: "")
  static let size = Option<Int>.size("size", named: "size", help: "")
  static let name = Option<String>.text("name", named: "name", help: "")
  static let codes = Option<[String]?>(
    OptionSpec(
      "codes", kind: .list(named: "codes", items: "codes", example: "a.b", inline: true),
      repeatable: true, help: "")
  ) { value in
    guard case .list(let items) = value else { return nil }
    return items
  }
  static let modifier = Option<Bool>.flag("loud", modifies: ["mode", "animal"], help: "")
  static let quiet = Option<Bool>.flag("quiet", excludes: ["loud"], help: "")

  static let parser = ArgumentParser(options: [
    flag.spec, mode.spec, animal.spec, pets.spec, count.spec, jobs.spec, steps.spec, ratio.spec,
    delta.spec, size.spec, name.spec, codes.spec, modifier.spec, quiet.spec,
  ])

  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    try Self.parser.parse(arguments)
  }

  func message(_ arguments: [String]) -> String? {
    do {
      _ = try parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func flag() throws {
    #expect(try parse(["--force"]).has(Self.flag))
    #expect(try !parse([]).has(Self.flag))
    #expect(try parse(["--force"]).value(Self.flag) == true)
    #expect(message(["--force=yes"]) == "option '--force' does not take a value")
  }

  @Test func choice() throws {
    #expect(try parse(["--mode", "careful"]).value(Self.mode) == .careful)
    #expect(try parse(["--mode=exact"]).value(Self.mode) == .exact)
    #expect(try parse([]).value(Self.mode) == nil)
    #expect(
      message(["--mode", "slow"])
        == "the value of '--mode' must be fast, careful or exact, not 'slow'")
    #expect(
      message(["--mode", ""]) == "the value of '--mode' must be fast, careful or exact, not ''")
    #expect(message(["--mode"]) == "missing value for '--mode <mode>'")
    #expect(
      message(["--mode", "fast", "--mode", "exact"])
        == "'--mode' is given twice ('fast' and 'exact'); give it once")
  }

  @Test func choiceWithANoun() throws {
    #expect(try parse(["--animal", "dog"]).value(Self.animal) == "Dog")
    #expect(message(["--animal", "dgo"]) == "unknown animal 'dgo', did you mean 'dog'?")
    #expect(
      message(["--animal", "zebra"]) == "unknown animal 'zebra'; use one of: cat, dog, horse")
  }

  @Test func choices() throws {
    let parsed = try parse(["--pets", "dog,cat", "--pets", "horse"])
    #expect(try parsed.values(Self.pets) == [[1, 0], [2]])
    #expect(try parsed.value(Self.pets) == [2])
    #expect(
      message(["--pets", "dog,hors"]) == "unknown pet 'hors' for '--pets', did you mean 'horse'?")
    #expect(
      message(["--pets", "dog,"]) == "unknown pet '' for '--pets'; use one of: cat, dog, horse")
  }

  @Test func integer() throws {
    #expect(try parse(["--count", "10"]).value(Self.count) == 10)
    #expect(try parse(["-n3"]).value(Self.count) == 3)
    #expect(try parse(["--count", "+4"]).value(Self.count) == 4)
    for bad in ["0", "11", "-1", "2.5", "1e1", "0x5", "nan", "inf", "٣", " 3", "three", ""] {
      #expect(
        message(["--count=\(bad)"])
          == "the value of '--count' must be a whole number from 1 to 10, not '\(bad)'", "\(bad)")
    }
    #expect(try parse(["--jobs", "64"]).value(Self.jobs) == 64)
    #expect(
      message(["--jobs", "0"])
        == "the value of '--jobs' must be a whole number of at least 1, not '0'")
    #expect(
      message(["--jobs", "99999999999999999999"])
        == "the value of '--jobs' must be a whole number of at least 1, not '99999999999999999999'")
    #expect(
      message(["--count", "1", "-n", "2"]) == "'--count' is given twice ('1' and '2'); give it once"
    )
  }

  @Test func integerOrWord() throws {
    #expect(try parse(["--steps", "tailwind"]).value(Self.steps) == .some(nil))
    #expect(try parse(["--steps", "5"]).value(Self.steps) == 5)
    #expect(
      message(["--steps", "1"])
        == "the value of '--steps' must be tailwind or a whole number from 2 to 100, not '1'")
    #expect(
      message(["--steps", "bootstrap"])
        == "the value of '--steps' must be tailwind or a whole number from 2 to 100, not 'bootstrap'"
    )
  }

  @Test func decimal() throws {
    #expect(try parse(["--ratio", "4.5"]).value(Self.ratio) == 4.5)
    #expect(try parse(["--ratio", "21"]).value(Self.ratio) == 21)
    #expect(try parse(["--ratio=+1"]).value(Self.ratio) == 1)
    for bad in ["0.99", "21.01", "-3", "30"] {
      #expect(
        message(["--ratio", bad])
          == "the value of '--ratio' must be a number from 1 to 21, not '\(bad)'",
        "\(bad)")
    }
    for bad in ["nan", "NaN", "inf", "-inf", "Infinity", "1e1", "0x5", "4,5", "four", "", "."] {
      #expect(
        message(["--ratio=\(bad)"])
          == "the value of '--ratio' must be a plain decimal number from 1 to 21, not '\(bad)'",
        "\(bad)")
    }
    #expect(
      message(["--ratio", "2", "--ratio", "3"])
        == "'--ratio' is given twice ('2' and '3'); give it once")
  }

  @Test func optionalDecimal() throws {
    let parsed = try parse(["--delta", "in.gpl", "--delta", "2.5", "--delta=3"])
    #expect(try parsed.values(Self.delta) == [nil, 2.5, 3])
    #expect(parsed.positionals == ["in.gpl"])
    // A following argument that looks like a number is the value, and checked.
    #expect(
      message(["--delta", "nan"])
        == "the value of '--delta' must be a plain decimal number of at least 0, not 'nan'")
    #expect(
      message(["--delta", "-1"])
        == "the value of '--delta' must be a number of at least 0, not '-1'")
    #expect(
      message(["--delta="])
        == "the value of '--delta' must be a plain decimal number of at least 0, not ''")
  }

  @Test func size() throws {
    for (text, bytes) in [
      ("0", 0), ("1000", 1000), ("64K", 65536), ("64KB", 65536), ("64KiB", 65536), ("5k", 5120),
      ("2M", 2 << 20), ("1G", 1 << 30),
    ] {
      #expect(try parse(["--size", text]).value(Self.size) == bytes, "\(text)")
    }
    for bad in ["lots", "-1", "+1", "1.5M", "K", "1T", "99999999999G", ""] {
      #expect(
        message(["--size=\(bad)"])
          == "the value of '--size' must be a size such as 1000, 64K or 256M, not '\(bad)'",
        "\(bad)")
    }
  }

  @Test func text() throws {
    #expect(try parse(["--name", "a b"]).value(Self.name) == "a b")
    #expect(message(["--name", ""]) == "the value of '--name' must not be empty")
    #expect(message(["--name="]) == "the value of '--name' must not be empty")
    #expect(
      message(["--name", "a", "--name", "b"])
        == "'--name' is given twice ('a' and 'b'); give it once")
  }

  @Test func list() throws {
    let parsed = try parse(["--codes", "--codes=a,b.*"])
    #expect(parsed.positionals.isEmpty)
    #expect(try parsed.values(Self.codes) == [nil, ["a", "b.*"]])
    #expect(
      message(["--codes=a,,b"])
        == "the value of '--codes' must be codes separated by commas, such as a.b, not 'a,,b'")
    #expect(message(["--codes="]) == "'--codes=' needs a value: '--codes=<codes>'")
  }

  @Test func modifiers() throws {
    #expect(message(["--loud"]) == "'--loud' modifies '--mode' and '--animal', which are missing")
    #expect(try parse(["--loud", "--animal", "cat"]).has(Self.modifier))
  }

  @Test func exclusions() throws {
    for arguments in [["--quiet", "--loud", "--mode=fast"], ["--loud", "--mode=fast", "--quiet"]] {
      #expect(message(arguments) == "'--quiet' and '--loud' cannot be used together")
    }
    #expect(try parse(["--quiet"]).has(Self.quiet))
  }

  /// With --help, values are not checked: the help is shown.
  @Test func helpSkipsTheChecks() throws {
    #expect(try parse(["--count", "0", "--help"]).wantsHelp)
  }

  /// Labels, completions and documented help come from the kind.
  @Test func declarationsFeedHelpAndCompletions() {
    #expect(Self.count.spec.label == "-n, --count <n>")
    #expect(Self.delta.spec.label == "--delta [<delta>]")
    #expect(Self.codes.spec.label == "--codes[=<codes>]")
    #expect(Self.mode.spec.completion == .words(["fast", "careful", "exact"]))
    #expect(Self.steps.spec.completion == .words(["tailwind"]))
    #expect(Self.name.spec.completion == .none)
    #expect(Self.mode.spec.documentedHelp == " One of: fast, careful, exact.")
    let spec = OptionSpec(
      "color", kind: .choice(["auto", "never"], named: "when"), help: "auto or never.")
    #expect(spec.documentedHelp == "auto or never.")
  }

  /// Every choice's words are offered by the completion scripts and named in help.
  @Test func choiceWordsAreOfferedAndDocumented() {
    let registry = FormatRegistry.builtIn
    let commands = Palconv.commands.map { $0.spec(for: registry) }
    let model = CompletionModel(commands: commands, registry: registry)
    let fish = Shell.fish.script(commands: commands, registry: registry)
    for command in commands {
      for option in command.options where !option.kind.words.isEmpty {
        let words = option.kind.words
        let offered = model.commands.first { $0.name == command.name }?.options.first {
          $0.long == option.long
        }?.words
        #expect(offered == words, "\(command.name) --\(option.long)")
        #expect(fish.contains("-l \(option.long) -x -a '\(words.joined(separator: " "))'"))
        for word in words {
          #expect(option.documentedHelp.contains(word), "\(command.name) --\(option.long) \(word)")
        }
      }
    }
    // The appearance of `contrast` and `convert` completes to its words.
    #expect(fish.contains("-l appearance -x -a 'light dark high-contrast high-contrast-dark'"))
  }
}
