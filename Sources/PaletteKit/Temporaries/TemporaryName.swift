import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The names of palconv's temporaries, and the removal of those a dead process left behind.
///
/// A temporary for `NAME` is a sibling named `.NAME.PID.RANDOM.palconv-tmp` (the new file or
/// folder being written) or `.NAME.PID.RANDOM.palconv-old` (the old `NAME` set aside: a hard
/// link to a file about to be replaced, a stale entry being removed, or, from earlier versions
/// of palconv, a whole catalog being replaced): `PID` is the writing process's id in decimal,
/// `RANDOM` up to seven characters `0-9a-z`.
enum TemporaryName {
  /// What a temporary holds.
  enum Kind: String {
    /// The new file or folder being written.
    case new = "palconv-tmp"
    /// The old entry set aside.
    case old = "palconv-old"
  }

  /// A new name for a temporary of `name` in `folder` (`""` or ending in `/`).
  static func make(in folder: String, for name: String, _ kind: Kind, random: UInt64) -> String {
    "\(folder).\(name).\(getpid()).\(String(random & 0xFFFF_FFFF, radix: 36)).\(kind.rawValue)"
  }

  /// A temporary found in a folder: whose it is and what it holds.
  struct Parsed: Equatable {
    var name: String
    var pid: Int32
    var kind: Kind
  }

  /// The parts of `entry` when it has exactly the shape of a temporary's name, else `nil`.
  static func parse(_ entry: String) -> Parsed? {
    // Most entries of a folder are not temporaries: they are turned away by their first and
    // last bytes before anything is allocated.
    guard entry.utf8.first == UInt8(ascii: "."),
      let last = entry.utf8.last, last == UInt8(ascii: "p") || last == UInt8(ascii: "d")
    else { return nil }
    var bytes = Array(entry.utf8)
    let kind: Kind
    if bytes.hasSuffix(newSuffix) {
      kind = .new
    } else if bytes.hasSuffix(oldSuffix) {
      kind = .old
    } else {
      return nil
    }
    bytes.removeLast(kind.rawValue.utf8.count + 1)
    guard let randomDot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
    let random = bytes[(randomDot + 1)...]
    guard (1...7).contains(random.count),
      random.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) })
    else { return nil }
    guard let pidDot = bytes[..<randomDot].lastIndex(of: UInt8(ascii: ".")) else { return nil }
    let digits = bytes[(pidDot + 1)..<randomDot]
    guard (1...10).contains(digits.count), digits.first != UInt8(ascii: "0"),
      digits.allSatisfy({ (0x30...0x39).contains($0) }),
      let pid = Int32(String(decoding: digits, as: UTF8.self))
    else { return nil }
    let name = bytes[1..<pidDot]
    guard !name.isEmpty else { return nil }
    return Parsed(name: String(decoding: name, as: UTF8.self), pid: pid, kind: kind)
  }

  /// The end of a new temporary's name, `.palconv-tmp`.
  private static let newSuffix = Array(".\(Kind.new.rawValue)".utf8)
  /// The end of an old entry's name, `.palconv-old`.
  private static let oldSuffix = Array(".\(Kind.old.rawValue)".utf8)

  /// Whether no process has the id `pid` (`kill(pid, 0)` fails with `ESRCH`).
  static func isDead(_ pid: Int32) -> Bool {
    guard pid > 0, pid != getpid() else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// The temporaries of dead processes found in each folder, by the name they were for;
  /// each folder is listed once per process.
  private static let stale = Mutex<[String: [String: [String]]]>([:])

  /// Removes the temporaries for `name` in `folder` (`""` or ending in `/`) that a process no
  /// longer running left behind: its files and folders of exactly the shape ``parse(_:)``
  /// accepts, never links or anything else.
  ///
  /// An old entry set aside (`.palconv-old`) is removed only when `name` exists; when `name`
  /// is missing, the process died between setting it aside and removing it, and it is renamed
  /// back to `name` instead, so the folder is as it was before that run (a later write removes
  /// a stale entry again).
  static func removeStale(in folder: String, for name: String) {
    let found: [String] = stale.withLock { cache in
      if cache[folder] == nil {
        var byName: [String: [String]] = [:]
        // Listed unsorted: a folder of thousands of files is sorted for nothing, as only
        // the few temporaries found are kept (and put in order below).
        for entry in FileRemoval.entries(of: folder.isEmpty ? "." : folder, sorted: false) {
          guard let parsed = parse(entry), isDead(parsed.pid) else { continue }
          byName[parsed.name, default: []].append(entry)
        }
        cache[folder] = byName
      }
      return cache[folder]?.removeValue(forKey: name) ?? []
    }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var restoring: [String] = []
    for entry in found {
      var info = stat()
      let path = folder + entry
      guard lstat(path, &info) == 0,
        [S_IFREG, S_IFDIR].contains(info.st_mode & S_IFMT),
        let parsed = parse(entry)
      else { continue }
      if parsed.kind == .old {
        restoring.append(path)
      } else {
        FileRemoval.removeTree(path)
      }
    }
    for path in restoring {
      var info = stat()
      if lstat(folder + name, &info) != 0, errno == ENOENT {
        rename(path, folder + name)
      } else {
        FileRemoval.removeTree(path)
      }
    }
  }

  /// Forgets what was found in folders (for tests that create temporaries after a write).
  static func forgetFolders() {
    stale.withLock { $0.removeAll() }
  }
}

extension Array where Element == UInt8 {
  fileprivate func hasSuffix(_ suffix: [UInt8]) -> Bool {
    count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
  }
}
