import PaletteCore
import PaletteICC
import PaletteKit

/// `--cmyk-profile`, `--rgb-profile`, `--gray-profile`, `--intent` and
/// `--black-point-compensation`: the ICC profiles colours are converted through when the
/// output format cannot hold their model.
enum ProfileOptions {
  /// The words of `--intent`.
  enum IntentChoice: String, CaseIterable, Sendable {
    case perceptual, relative, saturation, absolute

    /// The rendering intent.
    var intent: ICCRenderingIntent {
      switch self {
      case .perceptual: .perceptual
      case .relative: .relativeColorimetric
      case .saturation: .saturation
      case .absolute: .absoluteColorimetric
      }
    }
  }

  static let cmykProfile = Option<String>.text(
    "cmyk-profile", named: "file",
    help: "The ICC profile CMYK values are in: CMYK colours the output cannot hold are "
      + "converted through it, and colours are converted into it for an output that holds "
      + "CMYK only. Without it, the naive formula (docs/color-math.md).")
  static let rgbProfile = Option<String>.text(
    "rgb-profile", named: "file",
    help: "The ICC profile RGB values are in, instead of sRGB, where they meet another model.")
  static let grayProfile = Option<String>.text(
    "gray-profile", named: "file",
    help: "The ICC profile gray values are in, where they meet another model.")
  static let intent = Option<IntentChoice>.choice(
    "intent", named: "intent",
    help: "The rendering intent of conversions through a profile: perceptual (default), "
      + "relative, saturation or absolute colorimetric.")
  static let blackPointCompensation = Option<Bool>.flag(
    "black-point-compensation",
    help: "Compensate black points in conversions through a profile, as LittleCMS does.")

  /// The options' specifications.
  static let specs: [OptionSpec] = [
    cmykProfile.spec, rgbProfile.spec, grayProfile.spec, intent.spec,
    blackPointCompensation.spec,
  ]

  /// The profile a file option names, `nil` when the option is not given.
  ///
  /// - Parameters:
  ///   - option: A file option.
  ///   - parsed: The parsed arguments.
  ///   - sizeLimit: The largest profile read.
  /// - Returns: The profile and its path.
  /// - Throws: ``UsageError`` when the file cannot be read or is not a profile.
  static func load(
    _ option: Option<String>, _ parsed: ParsedArguments, sizeLimit: Int
  ) throws(UsageError) -> (ICCProfile, String)? {
    guard let path = try parsed.value(option) else { return nil }
    do {
      let bytes = try PaletteFile.read(at: path, limit: sizeLimit)
      return (try ICCProfile(bytes: bytes), path)
    } catch {
      throw UsageError("'--\(option.spec.long) \(path)': \(error.with(path: nil).message)")
    }
  }

  /// The profiles of a command line, `nil` when no profile is given.
  ///
  /// - Parameters:
  ///   - parsed: The parsed arguments.
  ///   - sizeLimit: The largest profile read.
  ///   - intentNeedsProfile: Whether `--intent` and `--black-point-compensation` without a
  ///     profile are a usage error (they are not where another option uses them).
  /// - Returns: The profiles with the files they came from.
  /// - Throws: ``UsageError`` when a profile cannot be read or is not of its kind.
  static func read(
    _ parsed: ParsedArguments, sizeLimit: Int, intentNeedsProfile: Bool = true
  ) throws(UsageError) -> ProfileSettings? {
    func load(_ option: Option<String>) throws(UsageError) -> (ICCProfile, String)? {
      try Self.load(option, parsed, sizeLimit: sizeLimit)
    }
    let cmyk = try load(cmykProfile)
    let rgb = try load(rgbProfile)
    let gray = try load(grayProfile)
    guard cmyk != nil || rgb != nil || gray != nil else {
      if intentNeedsProfile && (parsed.has(intent) || parsed.has(blackPointCompensation)) {
        throw UsageError(
          "'--intent' and '--black-point-compensation' apply only with a profile "
            + "('--cmyk-profile', '--rgb-profile' or '--gray-profile')")
      }
      return nil
    }
    let chosen = try parsed.value(intent) ?? .perceptual
    do {
      let profiles = try ColorProfiles(
        cmyk: cmyk?.0, rgb: rgb?.0, gray: gray?.0, intent: chosen.intent,
        blackPointCompensation: parsed.has(blackPointCompensation))
      let files = [("CMYK", cmyk?.1), ("RGB", rgb?.1), ("gray", gray?.1)].compactMap { name, path in
        path.map { "\(name) \($0)" }
      }
      return ProfileSettings(
        profiles: profiles, description: files.joined(separator: ", ") + " (\(chosen.rawValue))")
    } catch {
      throw UsageError(error.message)
    }
  }
}

/// The profiles of a conversion, and how to name them in a note.
struct ProfileSettings: Sendable {
  /// The profiles, intent and compensation.
  let profiles: ColorProfiles
  /// `CMYK press.icc (perceptual)`.
  let description: String

  /// These settings for converting `palette`: with the CMYK profile's chain sampled on a grid
  /// (``ColorProfiles/sampledForCMYK()``) when the palette holds more CMYK colours than
  /// sampling converts (``ColorProfiles/cmykSamplePoints``), exact otherwise.
  func fitted(to palette: Palette) -> ProfileSettings {
    guard profiles.cmyk != nil else { return self }
    var count = 0
    for group in palette.groups {
      for swatch in group.swatches {
        if swatch.color.model == .cmyk { count += 1 }
        for color in swatch.appearances.values where color.model == .cmyk { count += 1 }
      }
      if count > ColorProfiles.cmykSamplePoints {
        return ProfileSettings(profiles: profiles.sampledForCMYK(), description: description)
      }
    }
    return self
  }

  /// The models tried for a colour the output cannot hold, in order.
  static let preference: [ColorModel] = [.srgb, .lab, .cmyk, .gray, .displayP3, .oklch, .hsb]

  /// Converts every colour (and appearance variant) of `palette` whose model `capabilities`
  /// lacks through the profiles into a model it holds, when a profile takes part (the
  /// colour's model has one, or the model converted to has one); other colours are left for
  /// the writer's own conversion (``/PaletteCore/Palette/replaceColors(_:)``: in place).
  ///
  /// - Returns: How many colours were converted.
  func apply(to palette: inout Palette, capabilities: FormatCapabilities) -> Int {
    let models = capabilities.models
    let preferred = ProfileSettings.preference.first(where: models.contains)
    // The answer for the model asked last: a palette's colours are mostly of one model.
    var last: (model: ColorModel, target: ColorModel?)?
    func target(for color: PaletteColor) -> ColorModel? {
      let model = color.model
      if let last, last.model == model { return last.target }
      var found: ColorModel?
      if !models.contains(model), let preferred,
        profiles.hasProfile(for: model) || profiles.hasProfile(for: preferred)
      {
        found = preferred
      }
      last = (model, found)
      return found
    }
    return palette.replaceColors { color in
      target(for: color).map { profiles.converted(color, to: $0) }
    }
  }
}

extension ColorProfiles {
  /// Whether colours of `model` go through a profile.
  func hasProfile(for model: ColorModel) -> Bool {
    switch model {
    case .cmyk: cmyk != nil
    case .srgb: rgb != nil
    case .gray: gray != nil
    default: false
    }
  }
}
