#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The PCS encodings and the CIE conversions on the ICC D50 white, as LittleCMS uses them.
enum ICCEncoding {
  /// The PCS illuminant of ICC profiles, D50 as the format fixes it (0.9642, 1, 0.8249).
  static let d50 = SIMD3<Double>(0.9642, 1.0, 0.8249)
  /// The largest XYZ value of the 16-bit encoding, 1 + 32767/32768 (`0xFFFF`).
  static let maximumXYZ = 1 + 32767.0 / 32768
  /// Version 2 Lab over version 4 Lab, for the normalised values of `lut16` tables.
  static let labV2ToV4 = 65535.0 / 65280

  /// Lab from normalised version 4 values (`L/100`, `(a+128)/255`, `(b+128)/255`).
  static func labFromNormalized(_ value: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(value[0] * 100, value[1] * 255 - 128, value[2] * 255 - 128)
  }

  /// Normalised version 4 values from Lab.
  static func normalizedFromLab(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(lab[0] / 100, (lab[1] + 128) / 255, (lab[2] + 128) / 255)
  }

  /// A PCS value from its three 16-bit numbers.
  static func decodePCS16(_ raw: SIMD3<Double>, lab: Bool, legacy: Bool) -> SIMD3<Double> {
    guard lab else { return raw / 32768 }
    if legacy { return SIMD3(raw[0] * 100 / 65280, raw[1] / 256 - 128, raw[2] / 256 - 128) }
    return labFromNormalized(raw / 65535)
  }

  /// CIE XYZ → Lab on the ICC D50 white.
  static func xyzToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    func f(_ t: Double) -> Double {
      t <= 216.0 / 24389 ? (841.0 / 108) * t + 16.0 / 116 : cbrt(t)
    }
    let fx = f(xyz[0] / d50[0])
    let fy = f(xyz[1] / d50[1])
    let fz = f(xyz[2] / d50[2])
    return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// CIE Lab → XYZ on the ICC D50 white.
  static func labToXYZ(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    func inverse(_ t: Double) -> Double {
      t <= 6.0 / 29 ? (108.0 / 841) * (t - 16.0 / 116) : t * t * t
    }
    let fy = (lab[0] + 16) / 116
    let fx = fy + lab[1] / 500
    let fz = fy - lab[2] / 200
    return SIMD3(inverse(fx), inverse(fy), inverse(fz)) * d50
  }
}
