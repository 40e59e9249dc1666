import PaletteCore
import PaletteKit

/// Converts one input: read, detect, decode, steps, loss report, encode, write.
///
/// Runs on a worker thread; touches nothing shared but the file system, and returns every
/// message in its ``FileOutcome`` for the main thread to print in order.
enum ConversionJob {
  static func run(_ job: FileJob, settings: ConversionSettings) -> FileOutcome {
    let path = job.displayPath
    var diagnostics: [Diagnostic] = []
    if case .refused(let reason) = job.destination {
      return .failure(2, [Diagnostic(.error, code: "output.clash", message: reason, path: path)])
    }

    // Read, detect and decode.
    let decoded: DecodedPalette
    switch read(job, settings: settings) {
    case .success(let result):
      diagnostics.append(InputReader.note(for: result.detection, path: path))
      decoded = result.decoded
    case .failure(let failure):
      if let detection = failure.detection {
        diagnostics.append(InputReader.note(for: detection, path: path))
      }
      return .failure(
        2, diagnostics + [failure.error.with(path: failure.error.path ?? path).diagnostic])
    }
    diagnostics += decoded.warnings

    // Steps and the loss report.
    let target = job.target
    let stepped = StepRunner.run(
      settings.steps, on: decoded.palette, settings: settings.stepSettings,
      target: (target.capabilities, target.identifier), path: path)
    diagnostics += stepped.diagnostics
    diagnostics += TransformsBridge.lossDiagnostics(for: stepped.palette, target: target).map {
      $0.path == nil ? $0.with(path: path) : $0
    }

    if settings.strict {
      diagnostics = diagnostics.map { $0.severity == .warning ? $0.with(severity: .error) : $0 }
    }
    if diagnostics.contains(where: { $0.severity == .error }) {
      return .failure(1, diagnostics)
    }

    // Encode and write a folder document.
    if let folderTarget = target as? any FolderPaletteFormat {
      let tree: FileTree
      do {
        tree = try folderTarget.encodeFolder(stepped.palette)
      } catch {
        return .failure(2, diagnostics + [error.with(path: path).diagnostic])
      }
      guard case .file(let outputPath, let root) = job.destination else {
        let message = "\(target.identifier) is written as a folder; give '-o <folder>'"
        return .failure(
          2, diagnostics + [Diagnostic(.error, code: "output.folder", message: message, path: path)]
        )
      }
      return FolderOutput.write(
        tree, to: outputPath, root: root, settings: settings, path: path,
        diagnostics: diagnostics)
    }

    // Encode.
    let output: [UInt8]
    do {
      output = try target.encode(stepped.palette)
    } catch {
      return .failure(2, diagnostics + [error.with(path: path).diagnostic])
    }

    // Write.
    switch job.destination {
    case .refused:
      return .failure(2, diagnostics)
    case .standardOutput:
      return FileOutcome(
        status: .written, exitCode: 0, diagnostics: diagnostics, standardOutput: output,
        formatIdentifier: target.identifier)
    case .file(let outputPath, let root):
      return write(
        output, to: outputPath, root: root, settings: settings, path: path,
        diagnostics: diagnostics)
    }
  }

  /// Why reading an input failed, with the detection when it got that far.
  struct ReadFailure: Error {
    var error: PaletteError
    var detection: Detection?
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
        if let format = InputReader.folderFormat(
          of: file, sourceFormat: settings.sourceFormat, registry: registry)
        {
          let detection = registry.detect(folder: file, override: settings.sourceFormat)
          do {
            let decoded = try PaletteFolder.read(at: file, format: format)
            return .success(InputReader.Loaded(path: path, detection: detection, decoded: decoded))
          } catch {
            return .failure(ReadFailure(error: error, detection: detection))
          }
        }
        bytes = try PaletteFile.read(at: file, limit: settings.sizeLimit)
        input = file
      case .standardInput(let result):
        bytes = try result.get()
      }
    } catch {
      return .failure(ReadFailure(error: error.with(path: path)))
    }
    let detection = InputReader.detect(
      bytes, input: input, sourceFormat: settings.sourceFormat, registry: registry)
    guard let format = detection.format else {
      let error = PaletteError(.unknownFormat, "cannot tell the format: \(detection.reason)")
      return .failure(ReadFailure(error: error.with(path: path)))
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
    _ output: [UInt8], to outputPath: String, root: String?, settings: ConversionSettings,
    path: String, diagnostics: [Diagnostic]
  ) -> FileOutcome {
    var diagnostics = diagnostics
    func refuse(_ message: String, code: String) -> FileOutcome {
      .failure(2, diagnostics + [Diagnostic(.error, code: code, message: message, path: path)])
    }
    if !settings.force, let identity = FileIdentity(path: outputPath),
      settings.inputIdentities.contains(identity)
    {
      return refuse(
        "refusing to overwrite the input \(outputPath); use --force to allow it",
        code: "output.overwrites-input")
    }
    if settings.check {
      return .checked(
        wouldChange: PaletteFile.wouldChange(output, at: outputPath), outputPath: outputPath,
        path: path, diagnostics: diagnostics)
    }
    do {
      if let root {
        try PathTools.createParentFolders(of: outputPath, inside: root)
      }
      let outcome = try PaletteFile.write(output, to: outputPath)
      let message = outcome == .written ? "wrote \(outputPath)" : "\(outputPath) is unchanged"
      diagnostics.append(
        Diagnostic(.note, code: "output.\(outcome.rawValue)", message: message, path: path))
      return FileOutcome(
        status: outcome == .written ? .written : .unchanged, exitCode: 0, diagnostics: diagnostics)
    } catch {
      return .failure(2, diagnostics + [error.diagnostic])
    }
  }
}
