import Glibc

/// Folders nested deeper than the system's limit on one path (`PATH_MAX`), made and removed
/// one level at a time with descriptors (`mkdirat`, `openat`, `unlinkat`), since no single
/// path call can reach their bottom.
enum DeepTree {
  /// A folder name of `length` copies of `letter`.
  static func name(_ letter: Character, length: Int = 200) -> String {
    String(repeating: letter, count: length)
  }

  /// Creates `levels` nested folders below `root` and writes `files` (name, content) into the
  /// deepest one.
  ///
  /// - Returns: The relative path of the deepest folder.
  @discardableResult
  static func make(
    below root: String, levels: [String], files: [(String, String)]
  ) -> String {
    var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    precondition(folder >= 0, "cannot open \(root)")
    for level in levels {
      precondition(mkdirat(folder, level, 0o755) == 0 || errno == EEXIST)
      let next = openat(folder, level, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      precondition(next >= 0)
      close(folder)
      folder = next
    }
    for (name, content) in files {
      let file = openat(folder, name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      precondition(file >= 0)
      let bytes = Array(content.utf8)
      precondition(
        bytes.withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) } == bytes.count)
      close(file)
    }
    close(folder)
    return levels.joined(separator: "/")
  }

  /// The content of a file below `root`, following `components`, or `nil`.
  static func read(below root: String, _ components: [String]) -> String? {
    var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return nil }
    for component in components.dropLast() {
      let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      close(folder)
      guard next >= 0 else { return nil }
      folder = next
    }
    defer { close(folder) }
    let file = openat(folder, components.last ?? "", O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Removes everything inside the folder `root` (which stays), at any depth.
  static func empty(_ root: String) {
    let folder = open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0 else { return }
    empty(descriptor: folder)
  }

  /// Removes everything in an open folder and closes it.
  private static func empty(descriptor folder: Int32) {
    guard let directory = fdopendir(folder) else {
      close(folder)
      return
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    for name in names {
      var info = stat()
      guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      if info.st_mode & S_IFMT == S_IFDIR {
        fchmodat(folder, name, 0o755, 0)
        let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if child >= 0 { empty(descriptor: child) }
        unlinkat(folder, name, AT_REMOVEDIR)
      } else {
        unlinkat(folder, name, 0)
      }
    }
  }
}
