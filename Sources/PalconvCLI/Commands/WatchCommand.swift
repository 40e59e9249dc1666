import PaletteKit

/// `palconv watch`: `convert` that keeps running and converts each input again when it
/// changes.
enum WatchCommand: Subcommand {
  static let poll = Option<Bool>.flag(
    "poll",
    help: "Look for changes every 250 ms instead of being told by the system (inotify): for "
      + "network and virtual-machine file systems, which do not report changes.")

  /// The help and options with the built-in formats' options.
  static var spec: CommandSpec { spec(for: .builtIn) }

  /// The help and options: those of `convert` that apply to writing files, and `--poll`.
  static func spec(for registry: FormatRegistry) -> CommandSpec {
    let convert = ConvertCommand.spec(for: registry)
    let left = [
      ConvertCommand.check.spec.long, ConvertCommand.jobs.spec.long, ConvertCommand.watch.spec.long,
    ]
    var options = convert.options.filter { !left.contains($0.long) }
    let insertion =
      options.firstIndex { $0.long == CommonOptions.quiet.spec.long } ?? options.endIndex
    options.insert(poll.spec, at: insertion)
    return CommandSpec(
      name: "watch",
      abstract: "Convert palettes, then convert each again whenever it changes.",
      discussion:
        "The same conversion as 'convert' (steps, format options, --strict), written to files: "
        + "first every input, then each input that changes, and each new file of a folder "
        + "input, one line per conversion. Changes are seen with inotify on Linux, by polling "
        + "elsewhere; a save is given 100 ms to settle. A file caught half saved prints its "
        + "error and leaves its output as it was, until its next change. Outputs are written "
        + "atomically and only when they change; Ctrl-C (SIGINT) or SIGTERM stops, removing "
        + "any temporary file, with exit code 130 or 143. 'convert --watch' does the same.",
      usage: "watch <inputs> ... (-o <output> | --out-dir <dir>) [--to <format>] [<steps>] "
        + "[<options>]",
      arguments: convert.arguments,
      options: options,
      examples: [
        (
          "palconv watch palettes/ --to css --out-dir web/",
          "Keep web/ in step with every palette in palettes/, new ones included."
        ),
        (
          "palconv watch brand.gpl -o Brand.xcassets",
          "Write the asset catalog again each time the GIMP palette is saved."
        ),
        (
          "palconv brand.ase --sort hue -o brand.css --watch",
          "The same with convert: any conversion that writes files can watch."
        ),
      ],
      extraSections: [("EXIT CODES", ExitCode.help)])
  }

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    try ConvertCommand.run(parsed, context: context, watching: true, polling: parsed.has(poll))
  }
}
