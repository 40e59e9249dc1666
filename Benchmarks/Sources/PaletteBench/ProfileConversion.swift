import PaletteCore
import PaletteICC

/// `icc PROFILE [COUNT] [RUNS]`: converts COUNT seeded CMYK swatches to sRGB through a CMYK
/// profile (a LUT profile: Ghostscript's `default_cmyk.icc`) and through the naive formula,
/// and through the profile sampled on a grid (`ColorProfiles.sampledForCMYK()`), and prints the
/// medians and ratios. The goal is a profile within 3x the formula.
enum ProfileConversion {
  static func report(profilePath: String, count: Int, runs: Int) throws {
    guard let bytes = Files.read(profilePath) else {
      throw BenchError("cannot read \(profilePath)")
    }
    let profiles = try ColorProfiles(cmyk: try ICCProfile(bytes: bytes))
    // Seeded ink values on a 1/1000 grid, as palettes hold them.
    var state: UInt64 = 0x2026_1205
    func next() -> Float {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Float((state >> 33) % 1001) / 1000
    }
    let colors = (0..<count).map { _ in
      PaletteColor(.cmyk(cyan: next(), magenta: next(), yellow: next(), black: next()))
    }
    var sink = 0.0
    let naive = try Throughput.median(samples: runs) { () throws(PaletteError) in
      for color in colors { sink += color.srgbValues.x }
    }
    let profiled = try Throughput.median(samples: runs) { () throws(PaletteError) in
      for color in colors { sink += profiles.srgb(of: color).x }
    }
    let lab = try Throughput.median(samples: runs) { () throws(PaletteError) in
      for color in colors { sink += profiles.lab(of: color).x }
    }
    var sampledProfiles = profiles
    let sampling = try Throughput.median(samples: runs) { () throws(PaletteError) in
      sampledProfiles = profiles.sampledForCMYK()
    }
    let sampled = try Throughput.median(samples: runs) { () throws(PaletteError) in
      for color in colors { sink += sampledProfiles.srgb(of: color).x }
    }
    print("\(count) CMYK swatches → sRGB, median of \(runs) runs (checksum \(Int(sink) % 997)):")
    print("  naive formula (PaletteColor.srgbValues)   \(Throughput.figure(naive * 1000)) ms")
    print("  through \(profilePath) (ColorProfiles.srgb)  \(Throughput.figure(profiled * 1000)) ms")
    print("    of which to Lab (ColorProfiles.lab)     \(Throughput.figure(lab * 1000)) ms")
    print("  ratio \(Throughput.figure(profiled / naive))x")
    print("  sampled (ColorProfiles.sampledForCMYK)    \(Throughput.figure(sampled * 1000)) ms")
    print("    sampling the profile once               \(Throughput.figure(sampling * 1000)) ms")
    print("  sampled ratio \(Throughput.figure(sampled / naive))x (goal: at most 3x)")
  }
}
