public import PaletteCore

/// An ICC colour profile (version 2 or 4), read and checked: its header, the tags palconv
/// uses, and the transforms they describe.
///
/// Matrix/TRC RGB profiles (`rXYZ`, `gXYZ`, `bXYZ`, `rTRC`, `gTRC`, `bTRC`), gray profiles
/// (`kTRC`) and LUT-based profiles (`A2B0`–`A2B2`, `B2A0`–`B2A2` of types `lut8`, `lut16`,
/// `lutAtoB` and `lutBtoA`) are read, with a PCS in XYZ or Lab; named-colour profiles give
/// their ``namedColors``. Convert colours with an ``ICCTransform``.
///
/// Every count, offset and size is checked against the bytes: a damaged or crafted profile is
/// a ``/PaletteCore/PaletteError`` with the byte offset of the field at fault, and the sizes
/// of tables are capped, so that reading never allocates more than a small multiple of the
/// profile's size.
///
///     let profile = try ICCProfile(bytes: bytes)
///     let transform = try ICCTransform(profile: profile, intent: .relativeColorimetric)
///     let lab = transform.lab(fromDevice: [0, 0.4, 0.9, 0.1])
public struct ICCProfile: Sendable {
  /// The format identifier errors carry: `"icc"`.
  public static let formatIdentifier = "icc"

  /// The major version (2 or 4).
  public let majorVersion: Int
  /// The minor version and bug-fix level, as the header's second byte (`0x40` for 4.4).
  public let minorVersion: Int
  /// The device class.
  public let deviceClass: ICCProfileClass
  /// The data colour space: the device side of the transforms.
  public let colorSpace: ICCColorSpace
  /// The profile connection space: XYZ or Lab.
  public let connectionSpace: ICCColorSpace
  /// The rendering intent the header names.
  public let headerIntent: ICCRenderingIntent
  /// The media white point (`wtpt`), XYZ, if the profile has one.
  public let mediaWhitePoint: SIMD3<Double>?
  /// The chromatic adaptation matrix (`chad`), nine values row by row, if present.
  public let chromaticAdaptation: [Double]?
  /// The description (`desc`), if present and readable.
  public let profileDescription: String?
  /// The colours of a named-colour profile's `ncl2` tag; empty for other profiles.
  public let namedColors: [ICCNamedColor]
  /// The signatures of the tag table, in its order.
  public let tagSignatures: [ICCSignature]

  /// The `A2B0`, `A2B1`, `A2B2` tables on normalised values (`nil` where absent).
  let deviceToPCSTables: [ICCPipeline?]
  /// The `B2A0`, `B2A1`, `B2A2` tables on normalised values (`nil` where absent).
  let pcsToDeviceTables: [ICCPipeline?]
  /// The matrix of `rXYZ`, `gXYZ`, `bXYZ` (columns) and the three TRCs, for matrix/TRC RGB.
  let matrixShaper: (matrix: ICCMatrix, curves: [ICCCurve])?
  /// The `kTRC` of a gray profile.
  let grayCurve: ICCCurve?
  /// Where the `ncl2` colours start and the size of one, for locations.
  let namedColorEntries: (first: Int, size: Int)?

  /// The most tags a profile may list.
  static let maximumTags = 1024

  /// Reads a profile.
  ///
  /// - Parameter bytes: The whole profile.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` without `acsp` at byte 36,
  ///   ``/PaletteCore/PaletteError/Kind/unsupportedVersion`` for versions other than 2 and 4,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a size, offset or count
  ///   past the data, ``/PaletteCore/PaletteError/Kind/invalidValue`` for a malformed tag and
  ///   ``/PaletteCore/PaletteError/Kind/limitExceeded`` for tables larger than palconv reads.
  public init(bytes: [UInt8]) throws(PaletteError) {
    let whole = ICCBytes(bytes)
    let declared = Int(try whole.u32(0, "the header's profile size"))
    try whole.require(0, 132, "the 128-byte header and the tag count")
    guard try whole.signature(36, "the file signature") == ICCSignature("acsp") else {
      throw whole.error(.invalidSignature, "no 'acsp' signature at byte 36", at: 36)
    }
    guard declared >= 132 else {
      throw whole.error(.invalidValue, "a declared size of \(declared) bytes", at: 0)
    }
    guard declared <= bytes.count else {
      throw whole.error(
        .unexpectedEndOfInput,
        "the header declares \(declared) bytes, and \(bytes.count) are present", at: 0)
    }
    let data = ICCBytes(bytes, start: 0, end: declared, what: "the profile")
    majorVersion = Int(bytes[8])
    minorVersion = Int(bytes[9])
    guard majorVersion == 2 || majorVersion == 4 else {
      throw data.error(
        .unsupportedVersion, "version \(majorVersion) (versions 2 and 4 are read)", at: 8)
    }
    deviceClass = ICCProfileClass(try data.signature(12, "the device class"))
    colorSpace = ICCColorSpace(try data.signature(16, "the data colour space"))
    connectionSpace = ICCColorSpace(try data.signature(20, "the PCS"))
    headerIntent =
      ICCRenderingIntent(rawValue: Int(try data.u32(64, "the rendering intent") & 0xFFFF))
      ?? .perceptual
    if deviceClass != .deviceLink && deviceClass != .namedColor {
      guard connectionSpace == .xyz || connectionSpace == .lab else {
        throw data.error(.invalidValue, "the PCS is neither XYZ nor Lab", at: 20)
      }
    }

    // The tag table: the first entry of each signature.
    let count = Int(try data.u32(128, "the tag count"))
    guard count <= min(ICCProfile.maximumTags, (declared - 132) / 12) else {
      throw data.error(
        .unexpectedEndOfInput,
        "\(count) tags do not fit in the profile (at most "
          + "\(min(ICCProfile.maximumTags, (declared - 132) / 12)))",
        at: 128)
    }
    var signatures: [ICCSignature] = []
    var regions: [ICCSignature: ICCBytes] = [:]
    for index in 0..<count {
      let entry = 132 + 12 * index
      let signature = try data.signature(entry, "a tag signature")
      let offset = Int(try data.u32(entry + 4, "a tag offset"))
      let size = Int(try data.u32(entry + 8, "a tag size"))
      guard offset <= declared, size <= declared - offset else {
        throw data.error(
          .unexpectedEndOfInput,
          "the '\(signature)' tag at offset \(offset), \(size) bytes, runs past the "
            + "\(declared)-byte profile",
          at: entry + 4)
      }
      signatures.append(signature)
      if regions[signature] == nil {
        regions[signature] = ICCBytes(
          bytes, start: offset, end: offset + size, what: "the '\(signature)' tag")
      }
    }
    tagSignatures = signatures

    mediaWhitePoint = try regions[ICCSignature("wtpt")].map { tag throws(PaletteError) in
      try ICCProfile.readXYZ(tag)
    }
    if let tag = regions[ICCSignature("chad")] {
      try ICCProfile.expect(tag, "sf32")
      var values: [Double] = []
      for index in 0..<9 { values.append(try tag.s15Fixed16(tag.start + 8 + 4 * index, "chad")) }
      chromaticAdaptation = values
    } else {
      chromaticAdaptation = nil
    }
    profileDescription = regions[ICCSignature("desc")].flatMap(ICCProfile.readText)

    var forward: [ICCPipeline?] = [nil, nil, nil]
    var backward: [ICCPipeline?] = [nil, nil, nil]
    // A named-colour profile's tables are not used (and colord writes a `B2A0` of three
    // inputs and one output with nothing between them): only its `ncl2` is read.
    for index in 0..<3 where deviceClass != .namedColor {
      if let tag = regions[ICCSignature(ICCProfile.tableSignature("A2B", index))] {
        forward[index] = try ICCLutReader.read(tag)
      }
      if let tag = regions[ICCSignature(ICCProfile.tableSignature("B2A", index))] {
        backward[index] = try ICCLutReader.read(tag)
      }
    }
    deviceToPCSTables = forward
    pcsToDeviceTables = backward

    let columns = [ICCSignature("rXYZ"), ICCSignature("gXYZ"), ICCSignature("bXYZ")]
    let trcs = [ICCSignature("rTRC"), ICCSignature("gTRC"), ICCSignature("bTRC")]
    if colorSpace == .rgb, columns.allSatisfy({ regions[$0] != nil }),
      trcs.allSatisfy({ regions[$0] != nil })
    {
      var primaries: [SIMD3<Double>] = []
      var curves: [ICCCurve] = []
      for index in 0..<3 {
        primaries.append(try ICCProfile.readXYZ(regions[columns[index]]!))
        curves.append(try ICCProfile.readCurve(regions[trcs[index]]!))
      }
      let values = (0..<3).flatMap { row in primaries.map { $0[row] } }
      matrixShaper = (ICCMatrix(rows: 3, columns: 3, values: values), curves)
    } else {
      matrixShaper = nil
    }
    if colorSpace == .gray, let tag = regions[ICCSignature("kTRC")] {
      grayCurve = try ICCProfile.readCurve(tag)
    } else {
      grayCurve = nil
    }
    if let tag = regions[ICCSignature("ncl2")] {
      namedColors = try ICCNamedColorReader.read(
        tag, pcsIsLab: connectionSpace == .lab, legacyLab: majorVersion < 4)
      let coordinates = Int(try tag.u32(tag.start + 16, "the device coordinate count"))
      namedColorEntries = (tag.start + 84, ICCNamedColorReader.nameSize + 6 + 2 * coordinates)
    } else {
      namedColors = []
      namedColorEntries = nil
    }
  }

  /// The signature `A2B0` … `B2A2` as four characters.
  private static func tableSignature(_ prefix: String, _ index: Int) -> UInt32 {
    var value: UInt32 = 0
    for byte in (prefix + String(index)).utf8 { value = value << 8 | UInt32(byte) }
    return value
  }

  /// Checks a tag's type signature.
  static func expect(_ tag: ICCBytes, _ type: StaticString) throws(PaletteError) {
    let found = try tag.signature(tag.start, "the tag type")
    guard found == ICCSignature(type) else {
      throw tag.error(.invalidValue, "type '\(found)' where '\(type)' is expected", at: tag.start)
    }
  }

  /// Reads an `XYZ ` tag's first value.
  static func readXYZ(_ tag: ICCBytes) throws(PaletteError) -> SIMD3<Double> {
    try expect(tag, "XYZ ")
    return try tag.xyz(tag.start + 8, "an XYZ value")
  }

  /// Reads a `curv` or `para` tag.
  static func readCurve(_ tag: ICCBytes) throws(PaletteError) -> ICCCurve {
    try ICCCurveReader.read(tag, at: tag.start).0
  }

  /// Reads a `desc` (version 2) or `mluc` (version 4) tag's text, `nil` when it is neither
  /// or does not read.
  static func readText(_ tag: ICCBytes) -> String? {
    guard let type = try? tag.signature(tag.start, "the tag type") else { return nil }
    if type == ICCSignature("desc") {
      guard let count = try? Int(tag.u32(tag.start + 8, "the text length")),
        (try? tag.require(tag.start + 12, count, "the text")) != nil
      else { return nil }
      let text = tag.bytes[(tag.start + 12)..<(tag.start + 12 + count)].prefix { $0 != 0 }
      return String(decoding: text, as: UTF8.self)
    }
    if type == ICCSignature("mluc") {
      guard let records = try? Int(tag.u32(tag.start + 8, "the record count")), records > 0,
        let length = try? Int(tag.u32(tag.start + 20, "the text length")),
        let offset = try? Int(tag.u32(tag.start + 24, "the text offset")),
        (try? tag.require(tag.start + offset, length, "the text")) != nil
      else { return nil }
      guard
        case .success(let text) = UTF16BigEndian.decode(
          tag.bytes, start: tag.start + offset, units: length / 2)
      else { return nil }
      return String(text.prefix { $0 != "\0" })
    }
    return nil
  }

  /// Whether the profile is a matrix/TRC RGB or a gray TRC profile (LittleCMS's
  /// `cmsIsMatrixShaper`).
  var isMatrixShaper: Bool {
    switch colorSpace {
    case .gray: grayCurve != nil
    case .rgb: matrixShaper != nil
    default: false
    }
  }
}
