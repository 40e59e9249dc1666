/// One colour of a named-colour profile's `ncl2` tag.
public struct ICCNamedColor: Hashable, Sendable {
  /// The name: the tag's prefix, the colour's root name and the tag's suffix, joined.
  public var name: String
  /// The PCS value: CIE Lab (D50) when the profile's PCS is Lab, otherwise CIE XYZ (D50),
  /// decoded from the 16-bit PCS encoding of the profile's version.
  public var pcs: SIMD3<Double>
  /// The device values in the profile's data colour space, each 0...1; empty when the tag
  /// has none.
  public var device: [Double]

  /// Creates a named colour.
  ///
  /// - Parameters:
  ///   - name: The full name.
  ///   - pcs: Lab or XYZ, as the profile's PCS.
  ///   - device: Device values, 0...1, possibly none.
  public init(name: String, pcs: SIMD3<Double>, device: [Double]) {
    self.name = name
    self.pcs = pcs
    self.device = device
  }
}
