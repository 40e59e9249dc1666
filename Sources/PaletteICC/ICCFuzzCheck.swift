import PaletteCore

/// The fuzz target `icc`: the profile reader and every transform over arbitrary bytes.
@_spi(Fuzzing) public enum ICCFuzzCheck {
  /// Reads `bytes` as a profile; a profile that reads is converted through with every intent,
  /// with and without black point compensation, both ways, on colours taken from the input.
  ///
  /// - Parameter bytes: Any bytes.
  /// - Returns: `nil` when the reader behaves (reads, or throws an error with a byte offset),
  ///   otherwise what went wrong. A crash, a hang or a large allocation is the fuzzer's to
  ///   find.
  public static func run(_ bytes: [UInt8]) -> String? {
    let profile: ICCProfile
    do {
      profile = try ICCProfile(bytes: bytes)
    } catch {
      guard case .byte(let offset) = error.location, offset >= 0, offset <= bytes.count else {
        return "an error without a byte offset inside the input: \(error)"
      }
      return nil
    }
    // Colours from the input's last bytes, so the fuzzer steers them too.
    let tail = bytes.suffix(8).map { Double($0) / 255 }
    let samples: [[Double]] = [
      [0, 0, 0, 0], [1, 1, 1, 1], tail.count >= 4 ? Array(tail.prefix(4)) : [0.5, 0.5, 0.5, 0.5],
    ]
    for intent in ICCRenderingIntent.allCases {
      for compensating in [false, true] {
        guard
          let transform = try? ICCTransform(
            profile: profile, intent: intent, blackPointCompensation: compensating)
        else { continue }
        let channels = transform.channelCount
        for sample in samples {
          let device = (0..<channels).map { sample[$0 % sample.count] }
          if let lab = transform.lab(fromDevice: device) { _ = transform.device(fromLab: lab) }
          _ = transform.device(
            fromLab: SIMD3(sample[0] * 100, sample[1] * 255 - 128, sample[2] * 255 - 128))
        }
      }
    }
    return nil
  }
}
