import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The temporary files and folders that writes in progress have created, so that an
/// interrupted run can remove them.
///
/// ``PaletteFile/write(_:to:)`` and ``PaletteFolder/write(_:to:format:replacingConflicts:)``
/// register each temporary before creating it, create it and every entry inside it while
/// holding this registry's lock, and unregister it once it has been renamed into place or
/// removed. The commit of a folder update (its renames into place, its undo on failure and its
/// removal of stale entries) happens under the same lock, so an interruption never meets a
/// folder half updated.
///
/// A program that stops on `SIGINT` or `SIGTERM` calls ``removeAll(thenExit:)`` from an
/// ordinary thread (one that waits for the signal with `sigwait`), never from inside a
/// signal handler: it takes a lock and walks folders.
public enum InProgressWrites {
  private static let registered = Mutex<Set<String>>([])

  /// The temporaries registered now, sorted by their bytes.
  public static var paths: [String] {
    registered.withLock { $0.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
  }

  /// Removes every registered temporary, then ends the process with `_exit(status)`.
  ///
  /// The lock is held from the start of the removal to the end of the process, so no other
  /// thread creates a temporary, or an entry inside one, in between; a thread in the middle of
  /// committing a folder update finishes it first.
  ///
  /// - Parameter status: The exit status (130 after `SIGINT`, 143 after `SIGTERM`).
  public static func removeAll(thenExit status: Int32) -> Never {
    registered.withLock { paths -> Never in
      for path in paths { FileRemoval.removeTree(path) }
      _exit(status)
    }
  }

  /// Removes the registered temporaries inside `folder` and forgets them; writes still
  /// running there then fail. For tests, which must not touch the writes of other tests.
  ///
  /// - Parameter folder: A folder path without a trailing `/`.
  package static func removeAll(inside folder: String) {
    registered.withLock { paths in
      for path in paths where path.utf8.starts(with: (folder + "/").utf8) {
        FileRemoval.removeTree(path)
        paths.remove(path)
      }
    }
  }

  /// Registers `path` and runs `create`, which tries to create it, both under the lock;
  /// `path` stays registered only when `create` says it created it.
  static func create<Result>(
    _ path: String, _ create: () -> (result: Result, created: Bool)
  ) -> Result {
    registered.withLock { paths in
      paths.insert(path)
      let (result, created) = create()
      if !created { paths.remove(path) }
      return result
    }
  }

  /// Runs `body` under the lock: for creating entries inside a registered temporary folder
  /// and for renames that move temporaries into place, which update the registered paths
  /// they are given in the same step.
  static func locked<Result, Failure: Error>(
    _ body: (inout Set<String>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try registered.withLock { (paths: inout Set<String>) throws(Failure) -> Result in
      try body(&paths)
    }
  }

  /// Forgets `path` (it was renamed into place or removed).
  static func unregister(_ path: String) {
    _ = registered.withLock { $0.remove(path) }
  }
}
