import PaletteCore

extension FormatRegistry {
  /// How many leading bytes the sniffers see.
  public static let sniffLength = 4096

  /// Decides the format of a file: content sniffing first, then the extension.
  ///
  /// 1. Every ``/PaletteCore/PaletteDecoder`` sniffs the first ``sniffLength`` bytes; the
  ///    strongest answer wins, ties go to a format that claims `pathExtension`, then to the
  ///    earlier format in the list. (`.ase` is shared by Adobe Swatch Exchange and Aseprite
  ///    sprites: their magic numbers decide.)
  /// 2. A headerless format (``/PaletteCore/SniffExplaining/isHeaderless``: a raw table of
  ///    colours) is asked only when the extension is empty, its own, or claimed by no format,
  ///    and a weak tie it takes part in is never settled by list order: unless exactly one of
  ///    the tied formats claims the extension, the result is ``Detection/Method/ambiguous``,
  ///    with no format and a reason that names each candidate's `--from` value.
  /// 3. When no sniffer answers, an XML document is named by its root element (its
  ///    extension, when several formats share it as they share `.xml`, decides nothing);
  ///    otherwise the first decoder that claims the extension wins.
  ///
  /// A sniffer that adopts ``/PaletteCore/SniffExplaining`` adds what its answer rests on to the
  /// reason (`the first line is 'JASC-PAL'`).
  ///
  /// - Parameters:
  ///   - bytes: The file's content (only the first ``sniffLength`` bytes are read).
  ///   - pathExtension: The file name extension, with or without the dot, or `nil` (stdin).
  /// - Returns: The decision, with the candidates and a reason.
  /// - Complexity: O(*f*) sniffer calls for *f* formats.
  public func detect(bytes: [UInt8], pathExtension: String?) -> Detection {
    let prefix = bytes.prefix(Self.sniffLength)
    let ext = pathExtension.map(Self.normalizedExtension) ?? ""
    let readable = decoders

    var ranked: [(format: any PaletteDecoder, confidence: DetectionConfidence, rank: Int)] = []
    let extensionIsClaimed = !ext.isEmpty && readable.contains { $0.fileExtensions.contains(ext) }
    for (index, format) in readable.enumerated() {
      let claims = !ext.isEmpty && format.fileExtensions.contains(ext)
      // Bytes of the right size are no evidence against an extension that names another format.
      if extensionIsClaimed && !claims && Self.isHeaderless(format) { continue }
      let confidence = format.sniff(prefix)
      guard confidence > .none else { continue }
      ranked.append((format, confidence, claims ? index - readable.count : index))
    }
    ranked.sort { lhs, rhs in
      lhs.confidence != rhs.confidence ? lhs.confidence > rhs.confidence : lhs.rank < rhs.rank
    }
    let candidates = ranked.map {
      Detection.Candidate(identifier: $0.format.identifier, confidence: $0.confidence)
    }

    if let best = ranked.first {
      let tied = ranked.filter { $0.confidence == best.confidence }.map(\.format)
      if best.confidence == .weak, tied.count > 1, tied.contains(where: Self.isHeaderless) {
        let claiming = tied.filter { !ext.isEmpty && $0.fileExtensions.contains(ext) }
        if claiming.count != 1 {
          return Detection(
            format: nil, method: .ambiguous, confidence: best.confidence,
            candidates: candidates,
            reason: Self.ambiguityReason(tied, claiming: claiming.count, ext: ext))
        }
      }
      var reason = "the content matches \(best.format.identifier) (\(best.confidence.label))"
      if let evidence = best.format.asSniffExplaining?.sniffEvidence(prefix) {
        reason += ": " + evidence
      }
      let rivals = ranked.dropFirst().filter { $0.confidence == best.confidence }
      if !rivals.isEmpty {
        let names = rivals.map(\.format.identifier).joined(separator: ", ")
        let claims = !ext.isEmpty && best.format.fileExtensions.contains(ext)
        reason +=
          claims
          ? "; tied with \(names), the .\(ext) extension decided"
          : "; tied with \(names), the earlier format in the list wins"
      }
      return Detection(
        format: best.format, method: .content, confidence: best.confidence,
        candidates: candidates, reason: reason)
    }

    // `.xml` is shared by many formats: an XML document none of them recognised is named by
    // its root element, never handed to one of them for the extension alone.
    let claimants = ext.isEmpty ? 0 : readable.filter { $0.fileExtensions.contains(ext) }.count
    if claimants != 1, let xml = XMLRootSniffer(prefix) {
      return Detection(
        format: nil, method: .undetermined,
        reason: "the content is an XML document whose root element is <\(xml.name)>, which no "
          + "format reads")
    }
    if !ext.isEmpty, let byExtension = readable.first(where: { $0.fileExtensions.contains(ext) }) {
      return Detection(
        format: byExtension, method: .fileExtension,
        reason: "no format recognised the content; the .\(ext) extension names "
          + byExtension.identifier)
    }
    let why =
      ext.isEmpty
      ? "no format recognised the content and there is no file name extension"
      : "no format recognised the content and no readable format claims .\(ext)"
    return Detection(format: nil, method: .undetermined, reason: why)
  }

  /// Detection with the caller's choice: the named format when `override` is given.
  ///
  /// - Parameters:
  ///   - bytes: The file's content.
  ///   - pathExtension: The file name extension, if any.
  ///   - override: A format identifier chosen by the caller (`--from`), if any.
  /// - Returns: The decision; `format` is `nil` when `override` names no format, or one that
  ///   is not read from single files (no ``/PaletteCore/PaletteDecoder``).
  public func detect(bytes: [UInt8], pathExtension: String?, override: String?) -> Detection {
    guard let override else { return detect(bytes: bytes, pathExtension: pathExtension) }
    guard let format = format(named: override) else {
      return Detection(
        format: nil, method: .undetermined, reason: "no format is named '\(override)'")
    }
    guard let decoder = format.asDecoder else {
      let what = format.isReadable ? "is read from folders, not from files" : "cannot be read"
      return Detection(format: nil, method: .undetermined, reason: "\(format.identifier) \(what)")
    }
    return Detection(
      format: decoder, method: .override, reason: "the format was given as \(format.identifier)")
  }

  /// Whether a format says it has no signature.
  private static func isHeaderless(_ format: any PaletteDecoder) -> Bool {
    format.asSniffExplaining?.isHeaderless ?? false
  }

  /// Why a tie that involves a headerless format is not settled: each candidate with the
  /// `--from` value that reads it.
  private static func ambiguityReason(
    _ tied: [any PaletteDecoder], claiming: Int, ext: String
  ) -> String {
    let choices = tied.map { "\($0.identifier) (\($0.displayName); --from \($0.identifier))" }
    let why =
      ext.isEmpty
      ? "there is no file name extension to decide"
      : claiming == 0
        ? "none of them claims the .\(ext) extension"
        : "the .\(ext) extension is claimed by more than one of them"
    return "the content could be "
      + choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
      + ": nothing in the bytes tells these formats apart and \(why); name one with --from"
  }

}
