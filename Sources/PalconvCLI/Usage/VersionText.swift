import PalconvBuildInfo

/// What `palconv --version` prints: the version and, when the build knew it, the commit.
enum VersionText {
  /// The commit palconv was built from (`3f2c1a9`, `3f2c1a9-dirty`), or `nil` when unknown.
  static var commit: String? {
    let text = String(cString: palconv_build_commit())
    return Self.commit(text)
  }

  /// A commit as embedded, checked: short hexadecimal, optionally `-dirty`; anything else is
  /// treated as unknown so the version line never prints an odd value.
  ///
  /// - Parameter text: The embedded text.
  static func commit(_ text: String) -> String? {
    let hash = text.hasSuffix("-dirty") ? text.dropLast(6) : Substring(text)
    guard (7...40).contains(hash.count), hash.allSatisfy(\.isHexDigit) else { return nil }
    return text
  }

  /// `palconv 0.1.0 (3f2c1a9)`, or `palconv 0.1.0` when the commit is unknown.
  ///
  /// - Parameters:
  ///   - version: The version.
  ///   - commit: The commit, if known.
  static func line(version: String, commit: String?) -> String {
    "palconv \(version)" + (commit.map { " (\($0))" } ?? "")
  }
}
