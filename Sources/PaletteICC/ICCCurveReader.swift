import PaletteCore

/// Reads `curv` and `para` elements.
enum ICCCurveReader {
  /// The number of parameters of each ICC parametric type.
  static let parameterCounts = [1, 3, 4, 5, 7]

  /// Reads the curve at `offset` in `data`.
  ///
  /// - Returns: The curve and its size in bytes (before padding).
  static func read(_ data: ICCBytes, at offset: Int) throws(PaletteError) -> (ICCCurve, Int) {
    let type = try data.signature(offset, "a curve's type")
    switch type {
    case ICCSignature("curv"):
      let count = Int(try data.u32(offset + 8, "a curve's entry count"))
      guard count <= ICCCurve.maximumTableCount else {
        throw data.error(
          .limitExceeded,
          "a curve of \(count) entries is longer than the \(ICCCurve.maximumTableCount) read",
          at: offset + 8)
      }
      try data.require(offset + 12, count * 2, "a curve of \(count) entries")
      switch count {
      case 0: return (.identity, 12)
      case 1:
        let gamma = Double(try data.u16(offset + 12, "a curve's gamma")) / 256
        return (.gamma(gamma), 14)
      default:
        var table = [Double](repeating: 0, count: count)
        for index in 0..<count {
          table[index] = Double(try data.u16(offset + 12 + 2 * index, "a curve entry")) / 65535
        }
        return (.table(table), 12 + 2 * count)
      }
    case ICCSignature("para"):
      let function = Int(try data.u16(offset + 8, "a parametric curve's type"))
      guard function < parameterCounts.count else {
        throw data.error(
          .invalidValue, "parametric curve type \(function) is not one of 0 to 4",
          at: offset + 8)
      }
      let count = parameterCounts[function]
      var parameters = [Double](repeating: 0, count: 7)
      for index in 0..<count {
        parameters[index] = try data.s15Fixed16(
          offset + 12 + 4 * index, "a parametric curve's parameters")
      }
      let size = 12 + 4 * count
      if function == 0 { return (.gamma(parameters[0]), size) }
      return (.parametric(type: function, parameters: parameters), size)
    default:
      throw data.error(
        .invalidValue, "a curve of type '\(type)' is neither 'curv' nor 'para'", at: offset)
    }
  }

  /// Reads `count` curves stored one after another, each padded to four bytes (the curve sets
  /// of `mAB` and `mBA`).
  static func readSet(
    _ data: ICCBytes, at offset: Int, count: Int
  ) throws(PaletteError)
    -> [ICCCurve]
  {
    var curves: [ICCCurve] = []
    var position = offset
    for _ in 0..<count {
      let (curve, size) = try read(data, at: position)
      curves.append(curve)
      position += (size + 3) & ~3
    }
    return curves
  }
}
