import PaletteCore
import PaletteKit
import PaletteSheet

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
        diagnostics.append(result.detectionNote)
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
        diagnostics.append(detection.note(path: path))
      }
      return .failure(
        ExitCode.inputOutput,
        diagnostics + [failure.error.with(path: failure.error.path ?? path).diagnostic])
    }
    diagnostics += decoded.warnings

    // Steps and the loss report.
    let profileSettings = settings.profiles?.fitted(to: decoded.palette)
    var target = job.target
    if let profiles = profileSettings, case .file(let encoder) = target,
      var sheet = encoder as? SheetFormat
    {
      // A swatch sheet shows the colours through the profiles.
      sheet.conversion = profiles.profiles
      target = .file(sheet)
    }
    diagnostics += FormatOptionArguments.unused(
      settings.formatSettings, source: readAs, target: target.identifier,
      registry: settings.registry, path: path)
    var stepped = StepRunner.run(
      settings.steps, on: decoded.palette, settings: settings.stepSettings,
      target: (target.capabilities, target.identifier), path: path,
      conversion: profileSettings?.profiles)
    diagnostics += stepped.diagnostics
    let slots = StepRunner.withoutEmptySlots(stepped.palette, target: target)
    stepped.palette = slots.palette
    if let note = slots.note { diagnostics.append(note.with(path: path)) }
    if let profiles = profileSettings {
      let count = profiles.apply(to: &stepped.palette, capabilities: target.capabilities)
      if count > 0 {
        diagnostics.append(
          Diagnostic(
            .note, code: "convert.profile",
            message: "\(count) colour\(count == 1 ? "" : "s") converted to a model "
              + "\(target.identifier) holds through the ICC profiles \(profiles.description)",
            path: path))
      }
    }
    diagnostics += StepRunner.lossDiagnostics(for: stepped.palette, target: target).map {
      $0.path == nil ? $0.with(path: path) : $0
    }

    if settings.leavesPalettesToExit {
      ExitRelease.keep([decoded.palette, stepped.palette])
    }

    diagnostics = settings.strict.apply(diagnostics)
    if diagnostics.contains(where: { $0.severity == .error }) {
      return .failure(ExitCode.failure, diagnostics)
    }

    // Encode and write (or, with `--check`, compare).
    switch job.destination {
    case .refused:
      return .failure(ExitCode.inputOutput, diagnostics)
    case .standardOutput:
      guard case .file(let encoder) = target else {
        let message = "\(target.identifier) is written as a folder; give '-o <folder>'"
        return .failure(
          ExitCode.inputOutput,
          diagnostics + [Diagnostic(.error, code: "output.folder", message: message, path: path)]
        )
      }
      do {
        return FileOutcome(
          status: .written, exitCode: ExitCode.success, diagnostics: diagnostics,
          standardOutput: try encoder.encode(stepped.palette),
          formatIdentifier: target.identifier)
      } catch {
        return .failure(ExitCode.inputOutput, diagnostics + [error.with(path: path).diagnostic])
      }
    case .file(let outputPath, let root):
      var policy = settings.writePolicy
      policy.containingFolder = root
      do {
        let report = try target.save(
          stepped.palette, to: outputPath, policy: policy, losses: [])
        return .saved(report, checked: settings.check, path: path, diagnostics: diagnostics)
      } catch {
        let error = error.path == nil ? error.with(path: path) : error
        return .failure(ExitCode.inputOutput, diagnostics + [error.diagnostic])
      }
    }
  }

  /// Reads, detects and decodes one job's input: a file, standard input, or a folder
  /// document; with `--extract`, the palette of an image's main colours.
  static func read(
    _ job: FileJob, settings: ConversionSettings
  ) -> Result<OpenedPalette, OpenFailure> {
    let path = job.displayPath
    let source: DocumentSource
    switch job.source {
    case .file(let file):
      source = .path(file)
    case .standardInput(.success(let bytes)):
      source = .bytes(bytes, name: nil)
    case .standardInput(.failure(let error)):
      return .failure(OpenFailure(error: error.with(path: path)))
    case .decoded(let decoded):
      let detection = Detection(format: nil, method: .undetermined, reason: "made by palconv")
      return .success(OpenedPalette(path: path, detection: detection, decoded: decoded))
    }
    if let count = settings.extractCount {
      do {
        return .success(
          try ImagePalette.extract(
            from: source, count: count, sizeLimit: settings.sizeLimit, reader: "--extract"))
      } catch {
        return .failure(OpenFailure(error: error))
      }
    }
    return settings.registry.attemptOpen(
      source, as: settings.sourceFormat, sizeLimit: settings.sizeLimit)
  }
}
