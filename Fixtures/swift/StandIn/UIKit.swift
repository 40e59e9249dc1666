// A minimal stand-in for the parts of UIKit that generated palette files use for colours that
// follow the appearance, so that code can be type-checked where UIKit is absent. Build it as a
// module named UIKit: swiftc -emit-module -module-name UIKit -parse-as-library UIKit.swift

/// A stand-in for UIKit's trait collection.
public final class UITraitCollection: Sendable {
  /// The light or dark interface style.
  public enum UserInterfaceStyle: Sendable {
    case unspecified, light, dark
  }

  /// The contrast the user asked for.
  public enum AccessibilityContrast: Sendable {
    case unspecified, normal, high
  }

  /// The interface style.
  public let userInterfaceStyle: UserInterfaceStyle
  /// The contrast.
  public let accessibilityContrast: AccessibilityContrast

  /// Creates traits.
  public init(userInterfaceStyle: UserInterfaceStyle, accessibilityContrast: AccessibilityContrast)
  {
    self.userInterfaceStyle = userInterfaceStyle
    self.accessibilityContrast = accessibilityContrast
  }
}

/// A stand-in for UIKit's colour.
public final class UIColor: Sendable {
  /// Creates an (extended) sRGB colour.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {}

  /// Creates a Display P3 colour.
  public init(displayP3Red: Double, green: Double, blue: Double, alpha: Double) {}

  /// Creates a colour whose value the traits decide.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
}
