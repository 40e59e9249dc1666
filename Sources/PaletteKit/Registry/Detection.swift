public import PaletteCore

/// What format detection decided for one input, and why.
///
/// ``FormatRegistry/detect(bytes:pathExtension:)`` returns one. The ``reason`` is a sentence
/// for people (shown by `palconv -v` and `palconv inspect`); ``candidates`` lists every format
/// whose sniffer recognised something, strongest first.
public struct Detection: Sendable {
  /// How the format was chosen.
  public enum Method: String, Hashable, Sendable {
    /// The content carried a signature, or had the shape of the format.
    case content
    /// No content matched; the file name extension decided.
    case fileExtension = "extension"
    /// The caller named the format (`--from`).
    case override
    /// Nothing decided: the format is unknown.
    case undetermined
    /// A palette compiled into palconv (`builtin:okabe-ito`): no bytes were read.
    case builtin
    /// The content fits several formats equally, one of them headerless
    /// (``/PaletteCore/SniffExplaining/isHeaderless``), and the extension does not pick one: the
    /// caller must name the format. ``Detection/candidates`` lists them.
    case ambiguous
  }

  /// One format's opinion of the content.
  public struct Candidate: Hashable, Sendable {
    /// The format's identifier.
    public var identifier: String
    /// How strongly the content suggests it.
    public var confidence: DetectionConfidence

    /// Creates a candidate.
    ///
    /// - Parameters:
    ///   - identifier: The format's identifier.
    ///   - confidence: How strongly the content suggests it.
    public init(identifier: String, confidence: DetectionConfidence) {
      self.identifier = identifier
      self.confidence = confidence
    }
  }

  /// The chosen format, or `nil` when nothing matched or the content is ambiguous.
  public var format: (any PaletteFormat)?
  /// How it was chosen.
  public var method: Method
  /// The sniffing confidence of the chosen format (``/PaletteCore/DetectionConfidence/none`` when
  /// the extension or an override decided).
  public var confidence: DetectionConfidence
  /// Every format whose sniffer answered more than ``/PaletteCore/DetectionConfidence/none``,
  /// strongest first, ties in the order detection used.
  public var candidates: [Candidate]
  /// One sentence saying what was decided and why.
  public var reason: String

  /// Creates a detection result.
  ///
  /// - Parameters:
  ///   - format: The chosen format, if any.
  ///   - method: How it was chosen.
  ///   - confidence: The chosen format's sniffing confidence.
  ///   - candidates: The formats whose sniffers matched, strongest first.
  ///   - reason: One sentence for people.
  public init(
    format: (any PaletteFormat)?, method: Method, confidence: DetectionConfidence = .none,
    candidates: [Candidate] = [], reason: String
  ) {
    self.format = format
    self.method = method
    self.confidence = confidence
    self.candidates = candidates
    self.reason = reason
  }

  /// The chosen format's identifier, or `nil`.
  public var identifier: String? { format?.identifier }

  /// The chosen format as a reader of single files, or `nil` when none was chosen or it reads
  /// folders (file detection only chooses ``/PaletteCore/PaletteDecoder``s).
  public var decoder: (any PaletteDecoder)? { format?.asDecoder }
}

extension DetectionConfidence {
  /// `"none"`, `"weak"` or `"strong"`, for messages and JSON.
  public var label: String {
    switch self {
    case .none: "none"
    case .weak: "weak"
    case .strong: "strong"
    }
  }
}
