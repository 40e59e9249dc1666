/// One direction of a profile's transform for one intent: a pipeline on normalised values
/// and the PCS on its connection side.
struct ICCDirection: Sendable {
  /// Device → PCS or PCS → device, on normalised values.
  let pipeline: ICCPipeline
  /// Whether the PCS side is Lab (normalised as version 4 Lab) rather than XYZ (normalised
  /// by ``ICCEncoding/maximumXYZ``).
  let pcsIsLab: Bool
}

extension ICCProfile {
  /// The device → PCS direction for `intent`, chosen as LittleCMS chooses it: the intent's
  /// `A2Bx` table, else `A2B0`, else the matrix/TRC or gray TRC model; `nil` when there is
  /// none (or the profile's device channels do not match the table's).
  func deviceToPCS(_ intent: ICCRenderingIntent) -> ICCDirection? {
    let pcsIsLab = connectionSpace == .lab
    if var table = deviceToPCSTables[intent.tableIndex] ?? deviceToPCSTables[0] {
      guard table.inputs == colorSpace.channelCount, table.outputs == 3 else { return nil }
      if table.isLut16 && pcsIsLab {
        if colorSpace == .lab { table.stages.insert(.scale(1 / ICCEncoding.labV2ToV4), at: 0) }
        table.stages.append(.scale(ICCEncoding.labV2ToV4))
      }
      return ICCDirection(pipeline: table, pcsIsLab: pcsIsLab)
    }
    if let (matrix, curves) = matrixShaper {
      let scaled = ICCMatrix(
        rows: 3, columns: 3, values: matrix.values.map { $0 / ICCEncoding.maximumXYZ })
      return ICCDirection(
        pipeline: ICCPipeline(inputs: 3, outputs: 3, stages: [.curves(curves), .matrix(scaled)]),
        pcsIsLab: false)
    }
    if let grayCurve {
      let matrix =
        pcsIsLab
        ? ICCMatrix(rows: 3, columns: 1, values: [1, 0, 0], offset: [0, 128.0 / 255, 128.0 / 255])
        : ICCMatrix(
          rows: 3, columns: 1,
          values: [ICCEncoding.d50[0], ICCEncoding.d50[1], ICCEncoding.d50[2]].map {
            $0 / ICCEncoding.maximumXYZ
          })
      return ICCDirection(
        pipeline: ICCPipeline(
          inputs: 1, outputs: 3, stages: [.curves([grayCurve]), .matrix(matrix)]),
        pcsIsLab: pcsIsLab)
    }
    return nil
  }

  /// The PCS → device direction for `intent`: the intent's `B2Ax` table (else `B2A0`),
  /// interpolated trilinearly when the PCS is Lab as LittleCMS does, else the inverted matrix/TRC
  /// or gray TRC model; `nil` when there is none or the matrix is singular.
  func pcsToDevice(_ intent: ICCRenderingIntent) -> ICCDirection? {
    let pcsIsLab = connectionSpace == .lab
    if let found = pcsToDeviceTables[intent.tableIndex] ?? pcsToDeviceTables[0] {
      guard found.outputs == colorSpace.channelCount, found.inputs == 3 else { return nil }
      var table = pcsIsLab ? found.trilinear : found
      if table.isLut16 && pcsIsLab {
        table.stages.insert(.scale(1 / ICCEncoding.labV2ToV4), at: 0)
        if colorSpace == .lab { table.stages.append(.scale(ICCEncoding.labV2ToV4)) }
      }
      return ICCDirection(pipeline: table, pcsIsLab: pcsIsLab)
    }
    if let (matrix, curves) = matrixShaper {
      guard let inverse = matrix.inverse else { return nil }
      let scaled = ICCMatrix(
        rows: 3, columns: 3, values: inverse.values.map { $0 * ICCEncoding.maximumXYZ })
      return ICCDirection(
        pipeline: ICCPipeline(
          inputs: 3, outputs: 3, stages: [.matrix(scaled), .inverseCurves(curves)]),
        pcsIsLab: false)
    }
    if let grayCurve {
      let pick =
        pcsIsLab
        ? ICCMatrix(rows: 1, columns: 3, values: [1, 0, 0])
        : ICCMatrix(rows: 1, columns: 3, values: [0, ICCEncoding.maximumXYZ, 0])
      return ICCDirection(
        pipeline: ICCPipeline(
          inputs: 3, outputs: 1, stages: [.matrix(pick), .inverseCurves([grayCurve])]),
        pcsIsLab: pcsIsLab)
    }
    return nil
  }

  /// Whether `intent` has a device → PCS table or a matrix/TRC model (LittleCMS's
  /// `cmsIsIntentSupported` for input).
  func supportsInput(_ intent: ICCRenderingIntent) -> Bool {
    deviceToPCSTables[intent.tableIndex] != nil || isMatrixShaper
  }

  /// The media white point as LittleCMS reads it: D50 without a `wtpt` tag and for version 2
  /// display profiles, the tag otherwise.
  var adaptedMediaWhite: SIMD3<Double> {
    guard let mediaWhitePoint else { return ICCEncoding.d50 }
    if majorVersion < 4 && deviceClass == .display { return ICCEncoding.d50 }
    return mediaWhitePoint
  }
}
