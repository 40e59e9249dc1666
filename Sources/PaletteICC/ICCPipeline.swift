/// One step of a profile's transform, on values normalised to the encoding's 0...1 range.
enum ICCStage: Sendable, Equatable {
  /// One curve per channel.
  case curves([ICCCurve])
  /// The inverse of one curve per channel (the output side of matrix/TRC and gray profiles).
  case inverseCurves([ICCCurve])
  /// A matrix with offset.
  case matrix(ICCMatrix)
  /// A colour lookup table.
  case grid(ICCGrid)
  /// Every channel multiplied by one factor (the v2 ↔ v4 Lab encodings of `lut16`).
  case scale(Double)
}

/// A chain of ``ICCStage``s from `inputs` channels to `outputs` channels.
struct ICCPipeline: Sendable, Equatable {
  /// The number of input channels.
  let inputs: Int
  /// The number of output channels.
  let outputs: Int
  /// The stages, first applied first.
  var stages: [ICCStage]
  /// Whether the table was a `lut16`, whose Lab PCS values are in the version 2 encoding.
  var isLut16 = false

  /// The outputs for `input` (exactly ``inputs`` values).
  func callAsFunction(_ input: [Double]) -> [Double] {
    var values = input
    for stage in stages {
      switch stage {
      case .curves(let curves):
        for index in curves.indices { values[index] = curves[index](values[index]) }
      case .inverseCurves(let curves):
        for index in curves.indices { values[index] = curves[index].inverse(values[index]) }
      case .matrix(let matrix): values = matrix(values)
      case .grid(let grid): values = grid(values)
      case .scale(let factor): values = values.map { $0 * factor }
      }
    }
    return values
  }

  /// The same pipeline with its three-input grids interpolated trilinearly.
  var trilinear: ICCPipeline {
    var copy = self
    copy.stages = stages.map { stage in
      guard case .grid(var grid) = stage else { return stage }
      grid.trilinear = true
      return .grid(grid)
    }
    return copy
  }
}
