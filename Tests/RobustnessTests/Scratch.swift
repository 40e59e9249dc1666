import TestSupport

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct Scratch {
  /// The folder's path, without a trailing slash.
  let path: String

  /// Creates the folder.
  init() throws {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array("\(base)/palconv-robustness-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard let made else { throw ScratchError.cannotCreate }
    path = String(cString: made)
  }

  /// `name` inside the folder.
  func file(_ name: String) -> String { "\(path)/\(name)" }

  /// Writes `text` to `name` inside the folder.
  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(filePath: file(name)))
  }

  /// Writes `bytes` to `name` inside the folder.
  func write(bytes: [UInt8], to name: String) throws {
    try Data(bytes).write(to: URL(filePath: file(name)))
  }

  /// Makes `name` a sparse file of `size` bytes: no data blocks, all zeros when read.
  func sparse(_ name: String, size: Int) throws {
    try write(bytes: [], to: name)
    guard truncate(file(name), off_t(size)) == 0 else { throw ScratchError.cannotCreate }
  }

  /// The names in a folder inside this one (or this one), sorted.
  func listing(_ folder: String = "") -> [String] {
    let url = folder.isEmpty ? path : file(folder)
    return ((try? FileManager.default.contentsOfDirectory(atPath: url)) ?? []).sorted()
  }

  /// The text of `name`, or `nil` when it cannot be read.
  func text(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }

  enum ScratchError: Error { case cannotCreate }
}
