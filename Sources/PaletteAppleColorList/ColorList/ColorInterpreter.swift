import PaletteCore
import PaletteICC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns archived colours into palette colours and collects what had to be approximated or
/// replaced, so the reader can report each kind of problem once with the swatches it hit.
struct ColorInterpreter {
  /// How calibrated (Generic) RGB values without component data are read.
  let calibrated: AppleColorListFormat.CalibratedRGB

  /// A kind of approximation or replacement.
  enum Finding: Hashable, CaseIterable {
    /// Generic RGB values converted with its gamma alone.
    case genericRGB
    /// Calibrated RGB values read as sRGB by request.
    case calibratedAsSRGB
    /// An RGB space with no conversion; values kept as sRGB.
    case otherRGB
    /// RGB or gray values converted through the colour space's embedded ICC profile.
    case embeddedProfile
    /// CMYK values whose embedded ICC profile is not applied: kept as they are.
    case cmykProfileKept
    /// An embedded ICC profile that cannot be read or applied: values kept in their model.
    case unreadableProfile
    /// A catalog colour with a fallback colour.
    case catalogWithFallback
    /// A catalog colour without one: a placeholder.
    case catalogPlaceholder
    /// A colour of an unsupported kind: a placeholder.
    case unsupported
  }

  /// The swatches hit by each finding, by name, and the offset of the first.
  private(set) var findings: [Finding: (names: [String], offset: Int, detail: Set<String>)] = [:]

  /// The conversions of the embedded profiles met so far, by their bytes (`nil`: unusable,
  /// with the reason), so a list of colours in one profile reads it once.
  private var embedded: [[UInt8]: Result<(ColorProfiles, String), PaletteError>] = [:]

  /// Creates an interpreter.
  init(calibrated: AppleColorListFormat.CalibratedRGB) {
    self.calibrated = calibrated
  }

  private mutating func note(
    _ finding: Finding, _ name: String, _ offset: Int, _ detail: String? = nil
  ) {
    var entry = findings[finding] ?? ([], offset, [])
    entry.names.append(name)
    if let detail { entry.detail.insert(detail) }
    findings[finding] = entry
  }

  /// The colour and kind of one archived colour.
  ///
  /// - Parameters:
  ///   - color: The archived colour.
  ///   - name: The swatch's key, for findings.
  ///   - offset: The colour's byte offset, for findings and errors.
  /// - Returns: The colour and the swatch kind (spot for catalog colours).
  /// - Throws: ``PaletteCore/PaletteError/Kind/invalidValue`` for a component count that does
  ///   not fit the space.
  mutating func interpret(
    _ color: ArchivedColor, name: String, at offset: Int
  ) throws(PaletteError) -> (PaletteColor, SwatchKind) {
    switch color {
    case .rgb(let values, let isCalibrated):
      let (rgb, alpha) = try split(values, count: 3, "the RGB colour", at: offset)
      if isCalibrated {
        switch calibrated {
        case .generic:
          note(.genericRGB, name, offset)
          return (PaletteColor(Self.fromGenericRGB(rgb), alpha: alpha), .process)
        case .srgb:
          note(.calibratedAsSRGB, name, offset)
        }
      }
      return (PaletteColor(.srgb(red: rgb[0], green: rgb[1], blue: rgb[2]), alpha: alpha), .process)
    case .white(let values, let isCalibrated):
      let (gray, alpha) = try split(values, count: 1, "the white colour", at: offset)
      // Calibrated white is Generic Gray (γ 1.8); palconv's gray is sRGB-encoded.
      let value = isCalibrated ? Float(ColorMath.genericGrayToGray(Double(gray[0]))) : gray[0]
      return (PaletteColor(.gray(value), alpha: alpha), .process)
    case .cmyk(let values):
      let (ink, alpha) = try split(values, count: 4, "the CMYK colour", at: offset)
      return (
        PaletteColor(
          .cmyk(cyan: ink[0], magenta: ink[1], yellow: ink[2], black: ink[3]), alpha: alpha),
        .process
      )
    case .components(let values, let space):
      let (v, alpha) = try split(
        values, count: space.componentCount, "the colour's NSComponents", at: offset)
      switch space {
      case .srgb, .deviceRGB:
        return (PaletteColor(.srgb(red: v[0], green: v[1], blue: v[2]), alpha: alpha), .process)
      case .linearSRGB:
        let encoded = ColorMath.linearToSRGB(SIMD3(Double(v[0]), Double(v[1]), Double(v[2])))
        return (
          PaletteColor(
            .srgb(red: Float(encoded.x), green: Float(encoded.y), blue: Float(encoded.z)),
            alpha: alpha), .process
        )
      case .displayP3:
        return (
          PaletteColor(.displayP3(red: v[0], green: v[1], blue: v[2]), alpha: alpha), .process
        )
      case .genericRGB:
        note(.genericRGB, name, offset)
        return (PaletteColor(Self.fromGenericRGB(v), alpha: alpha), .process)
      case .otherRGB(let description):
        note(.otherRGB, name, offset, description)
        return (PaletteColor(.srgb(red: v[0], green: v[1], blue: v[2]), alpha: alpha), .process)
      case .gray:
        return (PaletteColor(.gray(v[0]), alpha: alpha), .process)
      case .cmyk:
        return (
          PaletteColor(.cmyk(cyan: v[0], magenta: v[1], yellow: v[2], black: v[3]), alpha: alpha),
          .process
        )
      case .embedded(let bytes, _):
        return (throughProfile(bytes, v, alpha: alpha, name: name, at: offset), .process)
      }
    case .catalog(let list, let colorName, let fallback):
      if let fallback {
        note(.catalogWithFallback, name, offset, "\(list)/\(colorName)")
        let (resolved, _) = try interpret(fallback, name: name, at: offset)
        return (resolved, .spot)
      }
      note(.catalogPlaceholder, name, offset, "\(list)/\(colorName)")
      return (PaletteColor(.gray(0.5)), .spot)
    case .unsupported(let space):
      note(.unsupported, name, offset, "colour space \(space)")
      return (PaletteColor(.gray(0.5)), .spot)
    }
  }

  /// A colour of an ICC-based colour space: RGB converted through the profile to sRGB, gray
  /// to gray, CMYK kept (its profile reported, not applied); values kept in their model when
  /// the profile cannot be read.
  private mutating func throughProfile(
    _ bytes: [UInt8], _ v: [Float], alpha: Float, name: String, at offset: Int
  ) -> PaletteColor {
    let native: PaletteColor
    switch v.count {
    case 1: native = PaletteColor(.gray(v[0]), alpha: alpha)
    case 4:
      native = PaletteColor(
        .cmyk(cyan: v[0], magenta: v[1], yellow: v[2], black: v[3]), alpha: alpha)
    default: native = PaletteColor(.srgb(red: v[0], green: v[1], blue: v[2]), alpha: alpha)
    }
    let prepared: Result<(ColorProfiles, String), PaletteError>
    if let known = embedded[bytes] {
      prepared = known
    } else {
      do throws(PaletteError) {
        let profile = try ICCProfile(bytes: bytes)
        let label = profile.profileDescription.map { "'\($0)'" } ?? "without a description"
        let profiles: ColorProfiles
        switch v.count {
        case 1: profiles = try ColorProfiles(gray: profile, intent: profile.headerIntent)
        case 4: profiles = try ColorProfiles(cmyk: profile, intent: profile.headerIntent)
        default: profiles = try ColorProfiles(rgb: profile, intent: profile.headerIntent)
        }
        prepared = .success((profiles, label))
      } catch {
        prepared = .failure(error)
      }
      embedded[bytes] = prepared
    }
    switch prepared {
    case .failure(let error):
      note(.unreadableProfile, name, offset, error.message)
      return native
    case .success(let (profiles, label)):
      if v.count == 4 {
        note(.cmykProfileKept, name, offset, label)
        return native
      }
      guard let lab = profiles.profiledLab(of: native) else {
        note(.unreadableProfile, name, offset, "the profile \(label) does not convert to Lab")
        return native
      }
      note(.embeddedProfile, name, offset, label)
      let rgb = ColorMath.labToSRGB(lab)
      if v.count == 1 { return PaletteColor(.gray(Float(ColorMath.srgbToGray(rgb))), alpha: alpha) }
      return PaletteColor(
        .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z)), alpha: alpha)
    }
  }

  /// Splits values into the colour's components and alpha (1 when absent).
  private func split(
    _ values: [Float], count: Int, _ what: String, at offset: Int
  ) throws(PaletteError) -> ([Float], Float) {
    guard values.count == count || values.count == count + 1 else {
      throw PaletteError(
        .invalidValue,
        "\(what) has \(values.count) numbers; \(count) or \(count + 1) with alpha are expected",
        format: "clr", location: .byte(offset: offset))
    }
    return (Array(values.prefix(count)), values.count > count ? values[count] : 1)
  }

  /// sRGB from Apple's Generic RGB values (``/PaletteCore/ColorMath/genericRGBToSRGB(_:)``:
  /// γ 1.8, its primaries, the D65 white).
  static func fromGenericRGB(_ values: [Float]) -> ColorComponents {
    let srgb = ColorMath.genericRGBToSRGB(
      SIMD3(Double(values[0]), Double(values[1]), Double(values[2])))
    return .srgb(red: Float(srgb.x), green: Float(srgb.y), blue: Float(srgb.z))
  }

  /// Generic RGB values from sRGB, the inverse of ``fromGenericRGB(_:)``, for the `NSRGB`
  /// fallback a writer stores beside the sRGB components.
  static func toGenericRGB(_ rgb: [Float]) -> [Float] {
    let generic = ColorMath.srgbToGenericRGB(SIMD3(Double(rgb[0]), Double(rgb[1]), Double(rgb[2])))
    return [Float(generic.x), Float(generic.y), Float(generic.z)]
  }

  /// The warnings for the findings, in a fixed order.
  func warnings() -> [Diagnostic] {
    var result: [Diagnostic] = []
    for finding in Finding.allCases {
      guard let entry = findings[finding] else { continue }
      let swatches = MessageFormatting.count(entry.names.count, "swatch", "swatches")
      let list = MessageFormatting.list(entry.names)
      let detail = entry.detail.sorted().joined(separator: ", ")
      let (code, severity, message): (String, Severity, String)
      switch finding {
      case .genericRGB:
        (code, severity, message) = (
          "generic-rgb", .note,
          "\(swatches) in Apple's Generic RGB (calibrated RGB) converted to sRGB through its "
            + "primaries and gamma 1.8: \(list)"
        )
      case .calibratedAsSRGB:
        (code, severity, message) = (
          "calibrated-as-srgb", .note,
          "\(swatches) in calibrated RGB read as sRGB values, as requested: \(list)"
        )
      case .otherRGB:
        (code, severity, message) = (
          "profile-not-applied", .warning,
          "\(swatches) in \(detail), which palconv does not convert: the values are kept as "
            + "sRGB: \(list)"
        )
      case .embeddedProfile:
        (code, severity, message) = (
          "icc-profile", .note,
          "\(swatches) in colour spaces given by an embedded ICC profile (\(detail)) converted "
            + "through it (RGB to sRGB, gray to gray): \(list)"
        )
      case .cmykProfileKept:
        (code, severity, message) = (
          "profile-not-applied", .warning,
          "\(swatches) in CMYK with an embedded ICC profile (\(detail)): the CMYK values are "
            + "kept as they are, not converted through it (give it as --cmyk-profile to convert "
            + "through it): \(list)"
        )
      case .unreadableProfile:
        (code, severity, message) = (
          "profile-not-applied", .warning,
          "\(swatches) in colour spaces whose embedded ICC profile cannot be applied "
            + "(\(detail)): the values are kept in their model: \(list)"
        )
      case .catalogWithFallback:
        (code, severity, message) = (
          "catalog-color", .warning,
          "\(swatches) refer to catalog colours (\(detail)); kept as spot colours with the "
            + "archive's fallback values: \(list)"
        )
      case .catalogPlaceholder:
        (code, severity, message) = (
          "catalog-color", .warning,
          "\(swatches) refer to catalog colours (\(detail)) and store no values; kept by name "
            + "as spot colours with a 50 % grey placeholder: \(list)"
        )
      case .unsupported:
        (code, severity, message) = (
          "unsupported-color", .warning,
          "\(swatches) are colours of a kind a palette cannot hold (\(detail)); kept by name "
            + "as spot colours with a 50 % grey placeholder: \(list)"
        )
      }
      result.append(
        Diagnostic(
          severity, code: "clr." + code, message: message, location: .byte(offset: entry.offset)))
    }
    return result
  }
}
