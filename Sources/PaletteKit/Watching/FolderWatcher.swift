import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Waits for something to change in a set of folders: with inotify on Linux, by a timer
/// elsewhere, or when inotify is unavailable or out of watches.
///
/// The watcher only wakes its user; what changed is found by comparing ``FileStamp``s, the
/// same way whichever way it woke. Folders are watched rather than files, so a save that
/// writes a new file and renames it over the old one (as most editors do) is seen, and so are
/// new files.
///
///     let watcher = FolderWatcher()
///     watcher.watch(folders: ["palettes"])
///     while watcher.waitForChange() {
///       watcher.settle()  // let a save finish
///       // compare stamps, convert what changed
///     }
public final class FolderWatcher {
  /// How the watcher learns of changes.
  public enum Mechanism: String, Sendable {
    /// Linux's inotify: told of each change as it happens.
    case inotify
    /// Looking again at a fixed interval.
    case polling
  }

  /// How the watcher learns of changes now (inotify falls back to polling when the system
  /// runs out of watches).
  public private(set) var mechanism: Mechanism
  /// The interval of polling, in milliseconds.
  public let interval: Int32
  /// The inotify descriptor, or -1.
  private var descriptor: Int32 = -1
  /// The folders watched, by watch descriptor.
  private var folders: [Int32: String] = [:]
  /// The watch descriptor of each folder watched.
  private var watches: [String: Int32] = [:]

  /// A watcher.
  ///
  /// - Parameters:
  ///   - polling: Whether to poll even where inotify is available.
  ///   - interval: How often polling looks, in milliseconds.
  public init(polling: Bool = false, interval: Int32 = 250) {
    self.interval = interval
    mechanism = .polling
    #if os(Linux)
      if !polling {
        descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        if descriptor >= 0 { mechanism = .inotify }
      }
    #endif
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// The events that mean a folder's content changed: a file written and closed, created,
  /// removed, renamed in or out, or its status changed; the folder itself removed or moved.
  private static var events: UInt32 {
    #if os(Linux)
      UInt32(IN_CLOSE_WRITE) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
        | UInt32(IN_MOVED_TO) | UInt32(IN_MODIFY) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF)
        | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)
    #else
      0
    #endif
  }

  /// Watches these folders too (those already watched stay; a folder that cannot be watched
  /// is passed over). With inotify, a system out of watches makes the watcher poll.
  ///
  /// - Parameter paths: Folder paths.
  public func watch(folders paths: [String]) {
    #if os(Linux)
      guard mechanism == .inotify else { return }
      for path in paths where watches[path] == nil {
        let watch = inotify_add_watch(descriptor, path, Self.events)
        if watch >= 0 {
          watches[path] = watch
          folders[watch] = path
        } else if errno == ENOSPC || errno == ENOMEM {
          close(descriptor)
          descriptor = -1
          mechanism = .polling
          return
        }
      }
    #endif
  }

  /// Waits until something changes in a watched folder (inotify), or for the polling
  /// interval.
  ///
  /// - Parameter timeout: The longest wait with inotify, in milliseconds; `nil` waits for a
  ///   change.
  /// - Returns: `true` when the folders should be looked at again: an event arrived, or the
  ///   polling interval passed; `false` when the wait timed out with nothing to say.
  @discardableResult
  public func waitForChange(timeout: Int32? = nil) -> Bool {
    guard mechanism == .inotify else {
      usleep(UInt32(interval) * 1000)
      return true
    }
    guard wait(timeout ?? -1) else { return false }
    drain()
    return true
  }

  /// Lets a change finish: waits until `quiet` milliseconds pass without an event (inotify)
  /// or for `quiet` milliseconds (polling), at most `limit` milliseconds.
  ///
  /// - Parameters:
  ///   - quiet: The quiet time that ends the wait, in milliseconds.
  ///   - limit: The longest wait, in milliseconds.
  public func settle(quiet: Int32 = 100, limit: Int32 = 2000) {
    guard mechanism == .inotify else {
      usleep(UInt32(quiet) * 1000)
      return
    }
    var waited: Int32 = 0
    while waited < limit, wait(quiet) {
      drain()
      waited += quiet
    }
  }

  /// Whether the descriptor became readable within `timeout` milliseconds (-1: no limit).
  private func wait(_ timeout: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&entry, 1, timeout)
      if ready < 0, errno == EINTR { continue }
      return ready > 0
    }
  }

  /// Reads every pending event; forgets folders that were removed (their watches end).
  private func drain() {
    #if os(Linux)
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        var offset = 0
        // struct inotify_event: int wd, uint32 mask, uint32 cookie, uint32 len, char name[len].
        while offset + 16 <= count {
          let watch = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset, as: Int32.self)
          }
          let mask = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
          }
          let length = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)
          }
          if mask & UInt32(IN_IGNORED) != 0, let path = folders.removeValue(forKey: watch) {
            watches[path] = nil
          }
          offset += 16 + Int(length)
        }
      }
    #endif
  }

  /// The folders below `path` (itself first), sorted, without hidden folders or links to
  /// folders; only `path` unless `recursive`.
  ///
  /// - Parameters:
  ///   - path: A folder.
  ///   - recursive: Whether to list its subfolders.
  /// - Returns: Folder paths.
  public static func folders(under path: String, recursive: Bool) -> [String] {
    var result = [path]
    guard recursive else { return result }
    var pending = [path]
    while let folder = pending.popLast() {
      for name in FileRemoval.entries(of: folder) where !name.hasPrefix(".") {
        let child = PathText.join(folder, name)
        var info = stat()
        guard lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
        result.append(child)
        pending.append(child)
      }
    }
    return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
