import Foundation
import PaletteCore
import PaletteKit
import Testing

@testable import PalconvCLI

/// Captures bytes written to standard output.
struct ByteCapture: ByteOutputStream {
  var bytes: [UInt8] = []
  mutating func write(bytes: [UInt8]) { self.bytes += bytes }
  var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// The result of one in-process run.
struct CLIResult {
  var code: Int32
  var stdout: [UInt8]
  var stderr: String
  var out: String { String(decoding: stdout, as: UTF8.self) }
  /// stderr split into lines, without the empty last one.
  var errLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

/// Runs palconv in-process with the test formats.
func palconv(
  _ arguments: [String], environment: PalconvEnvironment = PalconvEnvironment(),
  registry: FormatRegistry = TestFormats.registry
) -> CLIResult {
  var out = ByteCapture()
  var err = ""
  let code = Palconv.run(
    arguments, environment: environment, registry: registry, stdout: &out, stderr: &err)
  return CLIResult(code: code, stdout: out.bytes, stderr: err)
}

/// A unique temporary folder, removed when the value is released.
final class TempFolder {
  let path: String

  init() {
    let base = FileManager.default.temporaryDirectory.path
    path = base + "/palconv-test-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The absolute path of a relative name.
  func url(_ relative: String) -> String { path + "/" + relative }

  /// Writes a file, creating folders.
  @discardableResult
  func write(_ relative: String, _ bytes: [UInt8]) -> String {
    let full = url(relative)
    let folder = URL(filePath: full).deletingLastPathComponent().path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: full, contents: Data(bytes))
    return full
  }

  @discardableResult
  func write(_ relative: String, _ text: String) -> String { write(relative, Array(text.utf8)) }

  /// A file's bytes, or `nil` when missing.
  func read(_ relative: String) -> [UInt8]? {
    FileManager.default.contents(atPath: url(relative)).map(Array.init)
  }

  func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative)) }

  /// Every file below the folder, relative, sorted.
  func listing() -> [String] {
    (FileManager.default.subpaths(atPath: path) ?? []).sorted()
  }
}

/// Sample files in the test formats.
enum Samples {
  static let grouped = "TPAL\n#000000 Black\n[Greys]\n#808080 Grey\n#ffffff White\n"
  static let flatBinary: [UInt8] = Array("TBIN".utf8) + [2, 255, 0, 0, 0, 0, 255]
  static let withAlpha = "TPAL\n#ff000080 Red half\n"
  static let uppercase = "TPAL\n#FF0000 Red\n"
  static let broken = "TPAL\n#12345g Bad\n"
}
