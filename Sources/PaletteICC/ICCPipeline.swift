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
    var channels = SIMD16(channels: input)
    apply(&channels)
    return (0..<outputs).map { channels[$0] }
  }

  /// Runs the pipeline on `channels` in place: the first ``inputs`` lanes in, the first
  /// ``outputs`` lanes out, with no allocation (the path of every colour of a palette).
  /// `first` skips the stages before it (a sampled link applies the first curves itself).
  func apply(_ channels: inout SIMD16<Double>, from first: Int = 0) {
    for stage in stages[min(first, stages.count)...] {
      switch stage {
      case .curves(let curves):
        for index in curves.indices { channels[index] = curves[index](channels[index]) }
      case .inverseCurves(let curves):
        for index in curves.indices { channels[index] = curves[index].inverse(channels[index]) }
      case .matrix(let matrix): channels = matrix.applied(to: channels)
      case .grid(let grid): channels = grid.applied(to: channels)
      case .scale(let factor): channels *= factor
      }
    }
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

/// The channels of one colour on its way through a pipeline are the lanes of a `SIMD16`
/// (pipelines have at most 15 channels), so no stage allocates.
extension SIMD16 where Scalar == Double {
  /// `values` in the first lanes, zeros after (at most 16 values are taken).
  init(channels values: [Double]) {
    self.init()
    for index in values.indices.prefix(16) { self[index] = values[index] }
  }
}
