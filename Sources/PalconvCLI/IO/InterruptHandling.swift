import PaletteKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Stopping cleanly on `SIGINT`, `SIGTERM`, `SIGHUP` and `SIGQUIT` (Ctrl-\): the temporaries
/// of writes in progress are removed (``/PaletteKit/InProgressWrites``), then the process exits
/// with 128 plus the signal's number (130, 143, 129, 131). `SIGQUIT` would otherwise reach the
/// Swift runtime's backtracer, which prints a crash report and lets the run go on.
///
/// The signals are blocked in every thread and taken by one thread that waits for them with
/// `sigwait`, so the removal runs as ordinary code (it takes a lock and walks folders, which
/// a signal handler must not do). A signal that was ignored when palconv started (`nohup`, a
/// background job of a script) stays ignored.
package enum InterruptHandling {
  /// The signals handled.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Blocks the handled signals and starts the thread that waits for them.
  ///
  /// Call it first in `main`, before any other thread starts: threads inherit the blocked
  /// set from the thread that starts them, and a thread that did not block the signals would
  /// end the process the default way, leaving temporaries behind.
  package static func install() {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals where !isIgnored(signal) { sigaddset(&set, signal) }
    guard pthread_sigmask(SIG_BLOCK, &set, nil) == 0 else { return }
    var thread = pthread_t()
    _ = pthread_create(
      &thread, nil,
      { _ in
        var set = sigset_t()
        sigemptyset(&set)
        for signal in InterruptHandling.signals where !InterruptHandling.isIgnored(signal) {
          sigaddset(&set, signal)
        }
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        InProgressWrites.removeAll(thenExit: 128 + received)
      }, nil)
  }

  /// Whether `signal`'s disposition is to be ignored.
  static func isIgnored(_ signal: Int32) -> Bool {
    var action = sigaction()
    guard sigaction(signal, nil, &action) == 0 else { return false }
    // `SIG_IGN` is the handler address 1.
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
  }
}
