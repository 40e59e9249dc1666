import Foundation
import TestSupport

#if canImport(FoundationEssentials)
  import FoundationEssentials
#endif

/// Runs `swiftc` on generated files in a temporary folder.
enum SwiftCompiler {
  /// The output of one compiler run.
  struct Run {
    var status: Int32
    var output: String
  }

  /// The `swiftc` next to the `swift` that runs the tests, or the first on `PATH`.
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let toolchain = environment["SWIFT_EXEC"] { candidates.append(toolchain) }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      candidates.append(String(folder) + "/swiftc")
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  static var isAvailable: Bool { path != nil }

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "palconv-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `swiftc` with arguments and returns its status and combined output.
  static func run(_ arguments: [String], in folder: URL) throws -> Run {
    let process = Process()
    process.executableURL = URL(filePath: path ?? "/usr/bin/swiftc")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// Builds the SwiftUI stand-in module into `folder`; with `uiKit`, the UIKit stand-in first,
  /// so SwiftUI's `Color(uiColor:)` exists as well.
  static func buildStandIn(in folder: URL, uiKit: Bool = false) throws -> Run {
    if uiKit {
      let source = Fixtures.root.appending(path: "swift/StandIn/UIKit.swift").path
      let build = try run(
        [
          "-emit-module", "-module-name", "UIKit", "-parse-as-library", source,
          "-emit-module-path", folder.appending(path: "UIKit.swiftmodule").path,
        ], in: folder)
      guard build.status == 0 else { return build }
    }
    let source = Fixtures.root.appending(path: "swift/StandIn/SwiftUI.swift").path
    return try run(
      [
        "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", source,
        "-emit-module-path", folder.appending(path: "SwiftUI.swiftmodule").path, "-I",
        folder.path,
      ], in: folder)
  }

  /// Type-checks `source` in Swift 6 mode; with `standIn`, against the SwiftUI stand-in.
  static func typecheck(_ source: String, standIn: URL? = nil) throws -> Run {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "Palette.swift")
    try Data(source.utf8).write(to: file)
    var arguments = ["-typecheck", "-swift-version", "6", "-parse-as-library", file.path]
    if let standIn { arguments += ["-I", standIn.path] }
    return try run(arguments, in: folder)
  }
}
