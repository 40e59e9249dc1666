// A minimal stand-in for the parts of SwiftUI that generated palette files use, so the
// generated code can be type-checked on platforms without SwiftUI. Build it as a module named
// SwiftUI: swiftc -emit-module -module-name SwiftUI -parse-as-library SwiftUI.swift

/// A stand-in for SwiftUI's colour.
public struct Color: Hashable, Sendable {
  /// The RGB colour spaces a colour can be created in.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }

  /// Creates a colour from RGB components in a colour space.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}

  /// Creates a gray colour in a colour space.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
}

#if canImport(UIKit)
  import UIKit

  extension Color {
    /// Creates a colour from a UIKit colour.
    public init(uiColor: UIColor) {
      self.init(.sRGB, red: 0, green: 0, blue: 0)
    }
  }
#endif
