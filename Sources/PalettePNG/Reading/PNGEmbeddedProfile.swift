import PaletteArchive
import PaletteCore
import PaletteICC

/// An image's embedded ICC profile (`iCCP`: a Latin-1 name, a NUL, compression method 0 and the
/// zlib-compressed profile), applied to the colours read: RGB samples are the profile's RGB,
/// gray samples its gray, and each colour is converted through it (intent: the profile
/// header's) to sRGB. A profile that cannot be applied leaves the samples as sRGB, with a
/// warning naming why.
enum PNGEmbeddedProfile {
  /// The largest decompressed profile read (profiles of printers with large tables reach a few
  /// megabytes).
  static let maximumSize = 16 << 20

  /// The swatches with their colours converted through the image's profile, and what was
  /// done, as a diagnostic.
  ///
  /// - Parameters:
  ///   - swatches: The swatches read, sRGB colours of the samples.
  ///   - chunk: The `iCCP` chunk's data, its offset in the file, and the chunk's offset.
  ///   - isGray: Whether the image's samples are gray.
  /// - Returns: The swatches, and a note (converted or agreeing with sRGB) or a warning (not
  ///   applied).
  static func apply(
    to swatches: [Swatch], chunk: (data: [UInt8], dataOffset: Int, offset: Int), isGray: Bool
  ) -> ([Swatch], Diagnostic) {
    let location = SourceLocation.byte(offset: chunk.offset)
    func notApplied(_ reason: String) -> ([Swatch], Diagnostic) {
      (
        swatches,
        Diagnostic(
          .warning, code: "png.icc-profile",
          message: "the embedded ICC profile ('iCCP' at byte \(chunk.offset)) is not applied: "
            + "\(reason); the samples are read as sRGB",
          location: location)
      )
    }
    let data = chunk.data
    guard let nul = data.firstIndex(of: 0), (1...79).contains(nul) else {
      return notApplied("its name is not 1 to 79 bytes ended by a NUL")
    }
    let name = String(decoding: data[..<nul], as: UTF8.self)
    guard nul + 1 < data.count, data[nul + 1] == 0 else {
      return notApplied("its compression method is not 0 (zlib)")
    }
    let profile: ICCProfile
    do throws(PaletteError) {
      let bytes = try Zlib.decompress(
        data[(nul + 2)...], limits: ArchiveLimits(maxOutputBytes: maximumSize), format: "png")
      profile = try ICCProfile(bytes: bytes)
    } catch {
      return notApplied("'\(name)': \(error.message)")
    }
    let label = "'\(name)'" + (profile.profileDescription.map { " (\($0))" } ?? "")
    let profiles: ColorProfiles
    do throws(PaletteError) {
      switch (profile.colorSpace, isGray) {
      case (.rgb, false):
        profiles = try ColorProfiles(rgb: profile, intent: profile.headerIntent)
      case (.gray, true):
        profiles = try ColorProfiles(gray: profile, intent: profile.headerIntent)
      default:
        return notApplied(
          "\(label) is a profile of \(spaceName(profile.colorSpace)), the image's samples are "
            + (isGray ? "gray" : "RGB"))
      }
    } catch {
      return notApplied("\(label): \(error.message)")
    }
    var converted = swatches
    var changed = 0
    for index in converted.indices {
      let color = converted[index].color
      let rgb = color.components.values
      let device =
        isGray
        ? PaletteColor(.gray(rgb[0]))
        : PaletteColor(.srgb(red: rgb[0], green: rgb[1], blue: rgb[2]))
      guard let lab = profiles.profiledLab(of: device) else {
        return notApplied("\(label) does not convert to the PCS")
      }
      let srgb = ColorMath.labToSRGB(lab)
      let result = PaletteColor.srgb(
        Float(srgb.x), Float(srgb.y), Float(srgb.z), alpha: color.alpha)
      if result.rgba8 != color.rgba8 { changed += 1 }
      converted[index].color = result
    }
    guard changed > 0 else {
      return (
        swatches,
        Diagnostic(
          .note, code: "png.icc-profile",
          message: "the embedded ICC profile \(label) gives every colour the sRGB value its "
            + "samples have, to 8 bits; the samples are kept",
          location: location)
      )
    }
    return (
      converted,
      Diagnostic(
        .note, code: "png.icc-profile",
        message: "\(MessageFormatting.count(converted.count, "colour", "colours")) converted from "
          + "the embedded ICC profile \(label) to sRGB (\(changed) of them change at 8 bits)",
        location: location)
    )
  }

  /// How a message names a profile's colour space.
  private static func spaceName(_ space: ICCColorSpace) -> String {
    switch space {
    case .rgb: "RGB"
    case .gray: "gray"
    case .cmyk: "CMYK"
    case .cmy: "CMY"
    case .lab: "Lab"
    case .xyz: "XYZ"
    case .colorants(let count): "\(count) colorants"
    case .other(let signature): "'\(signature)'"
    }
  }
}
