import PaletteCore
import PaletteKit
import PalettePNG

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Converts one input: read, detect, decode, steps, loss report, encode, write.
///
/// Runs on a worker thread; touches nothing shared but the file system, and returns every
/// message in its ``FileOutcome`` for the main thread to print in order.
enum ConversionJob {
  static func run(_ job: FileJob, settings: ConversionSettings) -> FileOutcome {
    let path = job.displayPath
    var diagnostics: [Diagnostic] = []
    if case .refused(let reason) = job.destination {
      return .failure(
        ExitCode.inputOutput,
        [Diagnostic(.error, code: "output.clash", message: reason, path: path)])
    }

    // Read, detect and decode.
    let decoded: DecodedPalette
    let readAs: String?
    switch read(job, settings: settings) {
    case .success(let result):
      if case .decoded = job.source {
        // Made, not read: there is no detection to note.
      } else {
        diagnostics.append(InputReader.note(for: result.detection, path: path))
        if job.isListed, let reason = NotAPalette.reason(forListed: result) {
          // A file of a folder input that holds no colour (a site's style.css, an Android
          // strings.xml) is not a palette: skipped, not written as an empty one.
          return FileOutcome(
            status: .skipped, exitCode: ExitCode.success,
            diagnostics: diagnostics + [ConversionPlanner.skipNote(reason, path: path)])
        }
        if !job.isListed, let error = NotAPalette.error(forNamed: result) {
          return .failure(ExitCode.inputOutput, diagnostics + [error])
        }
      }
      decoded = result.decoded
      readAs = result.detection.identifier
    case .failure(let failure):
      if job.isListed, !failure.isFolder,
        let reason = NotAPalette.reason(
          forFailure: failure.error, detection: failure.detection, path: path)
      {
        // A file of a folder input that no format recognises by its content (a README.txt,
        // a package.json, a layout.xml) or a photo is not a palette: skipped, not an error.
        return FileOutcome(
          status: .skipped, exitCode: ExitCode.success,
          diagnostics: [ConversionPlanner.skipNote(reason, path: path)])
      }
      if let detection = failure.detection {
        diagnostics.append(InputReader.note(for: detection, path: path))
      }
      return .failure(
        ExitCode.inputOutput,
        diagnostics + [failure.error.with(path: failure.error.path ?? path).diagnostic])
    }
    diagnostics += decoded.warnings

    // Steps and the loss report.
    let target = job.target
    diagnostics += FormatOptionArguments.unused(
      settings.formatSettings, source: readAs, target: target.identifier,
      registry: settings.registry, path: path)
    var stepped = StepRunner.run(
      settings.steps, on: decoded.palette, settings: settings.stepSettings,
      target: (target.capabilities, target.identifier), path: path)
    diagnostics += stepped.diagnostics
    let slots = StepRunner.withoutEmptySlots(stepped.palette, target: target)
    stepped.palette = slots.palette
    if let note = slots.note { diagnostics.append(note.with(path: path)) }
    diagnostics += StepRunner.lossDiagnostics(for: stepped.palette, target: target).map {
      $0.path == nil ? $0.with(path: path) : $0
    }

    diagnostics = settings.strict.apply(diagnostics)
    if diagnostics.contains(where: { $0.severity == .error }) {
      return .failure(ExitCode.failure, diagnostics)
    }

    // A file output deeper than the system's path limit is written through a descriptor of
    // its folder (see `write`); a folder output (an asset catalog) there, or a long `-o`, is
    // not.
    if case .file(let outputPath, let root) = job.destination,
      LongPath.isTooLongForOutput(outputPath),
      target.isFolder || root == nil || !LongPath.canWriteThroughDescriptors
    {
      return .failure(
        ExitCode.inputOutput,
        diagnostics + [
          Diagnostic(
            .error, code: "output.path-too-long", message: LongPath.tooLongMessage(outputPath),
            path: path)
        ])
    }

    // Encode and write a folder document.
    let encoder: any PaletteEncoder
    switch target {
    case .file(let fileEncoder):
      encoder = fileEncoder
    case .folder(let folderTarget):
      let tree: FileTree
      do {
        tree = try folderTarget.encodeFolder(stepped.palette)
      } catch {
        return .failure(ExitCode.inputOutput, diagnostics + [error.with(path: path).diagnostic])
      }
      guard case .file(let outputPath, let root) = job.destination else {
        let message = "\(target.identifier) is written as a folder; give '-o <folder>'"
        return .failure(
          ExitCode.inputOutput,
          diagnostics + [Diagnostic(.error, code: "output.folder", message: message, path: path)]
        )
      }
      return FolderOutput.write(
        tree, format: folderTarget, to: outputPath, root: root, settings: settings, path: path,
        diagnostics: diagnostics)
    }

    // Encode.
    let output: [UInt8]
    do {
      output = try encoder.encode(stepped.palette)
    } catch {
      return .failure(ExitCode.inputOutput, diagnostics + [error.with(path: path).diagnostic])
    }

    // Write.
    switch job.destination {
    case .refused:
      return .failure(ExitCode.inputOutput, diagnostics)
    case .standardOutput:
      return FileOutcome(
        status: .written, exitCode: ExitCode.success, diagnostics: diagnostics,
        standardOutput: output,
        formatIdentifier: target.identifier)
    case .file(let outputPath, let root):
      return write(
        output, format: target.identifier, to: outputPath, root: root, settings: settings,
        path: path, diagnostics: diagnostics)
    }
  }

  /// Why reading an input failed, with the detection when it got that far.
  struct ReadFailure: Error {
    var error: PaletteError
    var detection: Detection?
    /// Whether the input is a folder document (an asset catalog), never skipped.
    var isFolder = false
  }

  /// Reads, detects and decodes one job's input: a file, standard input, or a folder
  /// document.
  static func read(
    _ job: FileJob, settings: ConversionSettings
  ) -> Result<InputReader.Loaded, ReadFailure> {
    let path = job.displayPath
    let registry = settings.registry
    let bytes: [UInt8]
    var input: String?
    do {
      switch job.source {
      case .file(let file):
        if settings.extractCount == nil,
          let format = InputReader.folderFormat(
            of: file, sourceFormat: settings.sourceFormat, registry: registry)
        {
          let detection = registry.detect(folder: file, override: settings.sourceFormat)
          do {
            var decoded = try PaletteFolder.read(at: file, format: format)
            decoded.warnings += CatalogLinks.warnings(in: file)
            return .success(InputReader.Loaded(path: path, detection: detection, decoded: decoded))
          } catch {
            return .failure(ReadFailure(error: error, detection: detection, isFolder: true))
          }
        }
        bytes = try LongPath.read(at: file, limit: settings.sizeLimit)
        input = file
      case .standardInput(let result):
        bytes = try result.get()
      case .decoded(let decoded):
        let detection = Detection(format: nil, method: .undetermined, reason: "made by palconv")
        return .success(InputReader.Loaded(path: path, detection: detection, decoded: decoded))
      }
    } catch {
      return .failure(ReadFailure(error: error.with(path: path)))
    }
    if let count = settings.extractCount {
      let detection = Detection(
        format: PNGFormat(), method: .override, confidence: .strong,
        reason: "--extract reads a PNG image")
      do {
        let decoded = try ImageExtraction.palette(
          fromImage: bytes, count: count, path: path, reader: "--extract")
        return .success(InputReader.Loaded(path: path, detection: detection, decoded: decoded))
      } catch {
        return .failure(ReadFailure(error: error.with(path: error.path ?? path)))
      }
    }
    let detection = InputReader.detect(
      bytes, input: input, sourceFormat: settings.sourceFormat, registry: registry)
    guard let format = detection.decoder else {
      let error = InputReader.unknownFormat(
        detection, bytes: bytes, path: path, isStandardInput: input == nil)
      return .failure(ReadFailure(error: error, detection: detection))
    }
    do {
      let decoded = try PaletteFile.decode(bytes, path: path, format: format)
      return .success(InputReader.Loaded(path: path, detection: detection, decoded: decoded))
    } catch {
      return .failure(ReadFailure(error: error, detection: detection))
    }
  }

  /// Checks the output path and writes (or, with `--check`, compares).
  private static func write(
    _ output: [UInt8], format: String, to outputPath: String, root: String?,
    settings: ConversionSettings, path: String, diagnostics: [Diagnostic]
  ) -> FileOutcome {
    func refuse(_ message: String, code: String) -> FileOutcome {
      .failure(
        ExitCode.inputOutput,
        diagnostics + [Diagnostic(.error, code: code, message: message, path: path)])
    }
    // Only a regular file can be an input overwritten: a terminal or a pipe named as both
    // input and output (`/dev/stdin`, `/dev/stdout`) is not one file.
    if !settings.force, let identity = FileIdentity(path: outputPath), identity.isRegularFile,
      let input = settings.inputs[identity]
    {
      return refuse(
        ConversionSettings.overwriteRefusal(outputPath, input: input),
        code: "output.overwrites-input")
    }
    let target = try? WriteTarget(path: outputPath)
    if !settings.force, !settings.check, let target, target.isTerminal,
      !ConvertCommand.isText(output)
    {
      return refuse(
        "refusing to write binary \(format) data to the terminal \(outputPath); "
          + "use --force to allow it",
        code: "output.binary-terminal")
    }
    if let root, LongPath.isTooLongForOutput(outputPath) {
      do {
        return try LongPath.withOutputFolder(of: outputPath, inside: root) {
          shortPath throws(PaletteError) in
          try write(
            output, to: outputPath, through: shortPath, settings: settings, path: path,
            diagnostics: diagnostics)
        }
      } catch {
        return .failure(
          ExitCode.inputOutput, diagnostics + [error.with(path: outputPath).diagnostic])
      }
    }
    if settings.check {
      // Only a file can be compared: a descriptor, a device or a FIFO is written, not read.
      switch target {
      case .descriptor, .special:
        return refuse(
          "--check compares files, and \(outputPath) is not a regular file",
          code: "check.not-a-file")
      case .file, nil:
        break
      }
      return .checked(
        wouldChange: PaletteFile.wouldChange(output, at: outputPath), outputPath: outputPath,
        path: path, diagnostics: diagnostics)
    }
    do {
      if let root {
        try FileSystem.createParentFolders(of: outputPath, inside: root)
      }
      let outcome = try PaletteFile.write(output, to: outputPath)
      return .written(outcome, outputPath: outputPath, path: path, diagnostics: diagnostics)
    } catch {
      return .failure(ExitCode.inputOutput, diagnostics + [error.diagnostic])
    }
  }

  /// Writes (or, with `--check`, compares) an output whose path is too long for the system,
  /// through `shortPath`, a short name of the same file (see
  /// ``LongPath/withOutputFolder(of:inside:_:)``); messages name `outputPath`.
  private static func write(
    _ output: [UInt8], to outputPath: String, through shortPath: String,
    settings: ConversionSettings, path: String, diagnostics: [Diagnostic]
  ) throws(PaletteError) -> FileOutcome {
    if settings.check {
      return .checked(
        wouldChange: PaletteFile.wouldChange(output, at: shortPath), outputPath: outputPath,
        path: path, diagnostics: diagnostics)
    }
    let outcome = try PaletteFile.write(output, to: shortPath)
    return .written(outcome, outputPath: outputPath, path: path, diagnostics: diagnostics)
  }
}
