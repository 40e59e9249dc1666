import Foundation
import PaletteCore
import Testing

@testable import PaletteICC

/// The LUT types on hand-built tables whose results follow from the format's definitions:
/// a colour table whose grid holds a linear function gives that function exactly under any
/// of the interpolations, so the expected values are computed from the definition, not by
/// palconv.
@Suite struct LutTransformTests {
  /// A 2×2×2 grid of 16-bit values holding `f` at each corner (inputs 0 or 1).
  static func grid16(_ f: (Double, Double, Double) -> [Double]) -> [UInt8] {
    var bytes: [UInt8] = []
    for r in 0..<2 {
      for g in 0..<2 {
        for b in 0..<2 {
          for value in f(Double(r), Double(g), Double(b)) {
            bytes += ICCBuilder.u16(UInt16((value * 65535).rounded()))
          }
        }
      }
    }
    return bytes
  }

  /// The linear function the tables hold: a mix of the three inputs per output.
  static func mix(_ r: Double, _ g: Double, _ b: Double) -> [Double] {
    [0.2 + 0.5 * r + 0.1 * g, 0.5 + 0.2 * g - 0.1 * b, 0.3 + 0.2 * b + 0.1 * r]
  }

  /// An `mAB ` with identity A curves, the grid, gamma-1 M curves, a matrix and identity B
  /// curves.
  static func lutAtoB(matrix: [Double]) -> [UInt8] {
    let identity = ICCBuilder.curv([])  // 12 bytes, a multiple of four
    let bCurves = identity + identity + identity
    let matrixBytes = matrix.flatMap(ICCBuilder.s15)
    let mCurves = bCurves
    var clut = [UInt8](repeating: 0, count: 16)
    clut[0] = 2
    clut[1] = 2
    clut[2] = 2
    clut += [2, 0, 0, 0] + grid16(mix)
    let aCurves = bCurves
    let header = 32
    let bOffset = header
    let matrixOffset = bOffset + bCurves.count
    let mOffset = matrixOffset + matrixBytes.count
    let clutOffset = mOffset + mCurves.count
    let aOffset = clutOffset + clut.count
    var tag = ICCBuilder.fourCC("mAB ") + ICCBuilder.u32(0) + [3, 3, 0, 0]
    for offset in [bOffset, matrixOffset, mOffset, clutOffset, aOffset] {
      tag += ICCBuilder.u32(UInt32(offset))
    }
    return tag + bCurves + matrixBytes + mCurves + clut + aCurves
  }

  @Test func lutAtoBAppliesTheGridThenTheMatrix() throws {
    // Matrix: halve each channel, then add 0.1 (e1…e9 row by row, then e10…e12).
    let matrix = [0.5, 0, 0, 0, 0.5, 0, 0, 0, 0.5, 0.1, 0.1, 0.1]
    var builder = ICCBuilder()
    builder.tags = [("A2B0", LutTransformTests.lutAtoB(matrix: matrix))]
    let profile = try ICCProfile(bytes: builder.bytes)
    let transform = try ICCTransform(profile: profile, intent: .relativeColorimetric)
    for input in [[0.25, 0.5, 0.75], [0.9, 0.1, 0.4], [0, 0, 0], [1, 1, 1]] {
      let lab = try #require(transform.lab(fromDevice: input))
      let grid = LutTransformTests.mix(input[0], input[1], input[2])
      let pcs = grid.map { 0.5 * $0 + 0.1 }
      // Version 4 Lab: L = 100 v, a and b = 255 v − 128.
      let expected = SIMD3(pcs[0] * 100, pcs[1] * 255 - 128, pcs[2] * 255 - 128)
      #expect(
        abs(lab.x - expected.x) < 2e-3 && abs(lab.y - expected.y) < 5e-3
          && abs(lab.z - expected.z) < 5e-3, "\(input): \(lab) vs \(expected)")
    }
  }

  @Test func lut16UsesTheLegacyLabEncoding() throws {
    // A lut16 with identity tables and a grid holding the inputs: its outputs are version 2
    // Lab, where 0xFF00 is L* 100 and 0x8000 is a* 0.
    var tag = ICCBuilder.fourCC("mft2") + ICCBuilder.u32(0) + [3, 3, 2, 0]
    tag += [1.0, 0, 0, 0, 1, 0, 0, 0, 1].flatMap(ICCBuilder.s15)
    tag += ICCBuilder.u16(2) + ICCBuilder.u16(2)
    tag += (0..<3).flatMap { _ in ICCBuilder.u16(0) + ICCBuilder.u16(0xFFFF) }
    tag += LutTransformTests.grid16 { r, g, b in [r, g, b] }
    tag += (0..<3).flatMap { _ in ICCBuilder.u16(0) + ICCBuilder.u16(0xFFFF) }
    var builder = ICCBuilder()
    builder.version = 2
    builder.tags = [("A2B0", tag)]
    let transform = try ICCTransform(
      profile: try ICCProfile(bytes: builder.bytes), intent: .perceptual)
    let lab = try #require(transform.lab(fromDevice: [Double(0xFF00) / 65535, 0.5, 0.5]))
    #expect(abs(lab.x - 100) < 0.01)
    #expect(abs(lab.y - (0.5 * 65535 / 256 - 128)) < 0.01)
  }

  @Test func fourInputsAreInterpolatedAlongTheFirst() throws {
    // A lut8 of 4 inputs and 2 grid points, whose grid holds L = (c + m + y + k)/4 with a, b
    // at 128: linear, so every interpolation gives it exactly.
    var tag = ICCBuilder.fourCC("mft1") + ICCBuilder.u32(0) + [4, 3, 2, 0]
    tag += [1.0, 0, 0, 0, 1, 0, 0, 0, 1].flatMap(ICCBuilder.s15)
    let ramp = (0..<256).map { UInt8($0) }
    tag += (0..<4).flatMap { _ in ramp }
    for c in 0..<2 {
      for m in 0..<2 {
        for y in 0..<2 {
          for k in 0..<2 {
            tag += [UInt8((c + m + y + k) * 255 / 4), 128, 128]
          }
        }
      }
    }
    tag += (0..<3).flatMap { _ in ramp }
    var builder = ICCBuilder()
    builder.colorSpace = "CMYK"
    builder.deviceClass = "prtr"
    builder.tags = [("A2B1", tag)]
    let transform = try ICCTransform(
      profile: try ICCProfile(bytes: builder.bytes), intent: .relativeColorimetric)
    let input = [0.2, 0.4, 0.6, 1.0]
    let lab = try #require(transform.lab(fromDevice: input))
    // lut8 tables round to 8 bits: a step of 100/255 in L*.
    #expect(abs(lab.x - input.reduce(0, +) / 4 * 100) < 0.5)
  }

  @Test func parametricCurvesFollowTheirFormulas() throws {
    // The sRGB curve as para type 3 (IEC 61966-2-1): g 2.4, a 1/1.055, b 0.055/1.055,
    // c 1/12.92, d 0.04045.
    let data = ICCBuilder.para(3, [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045])
    let (curve, size) = try ICCCurveReader.read(ICCBytes(data), at: 0)
    #expect(size == 32)
    for x in stride(from: 0.0, through: 1, by: 0.05) {
      let expected = x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
      #expect(abs(curve(x) - expected) < 1e-5)
      #expect(abs(curve.inverse(curve(x)) - x) < 1e-5)
    }
  }
}
