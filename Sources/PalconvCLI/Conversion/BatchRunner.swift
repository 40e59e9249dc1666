import Dispatch
import Synchronization

/// Runs jobs on several threads and returns their outcomes in job order.
///
/// With one worker (or one job) the jobs run on the calling thread. Otherwise up to `workers`
/// blocks on the global concurrent queue take the next job from a shared counter and store each outcome in its own slot;
/// the calling thread waits, and every 100 ms reports progress (it alone writes to the
/// console). The outcomes come back in job order whatever the finishing order, so output is
/// deterministic.
enum BatchRunner {
  /// Shared state of one batch.
  private final class State: Sendable {
    let outcomes: Mutex<[FileOutcome?]>
    let next = Atomic<Int>(0)
    let finished = Atomic<Int>(0)

    init(count: Int) {
      outcomes = Mutex([FileOutcome?](repeating: nil, count: count))
    }
  }

  /// Runs `work` over `jobs` with up to `workers` threads.
  ///
  /// - Parameters:
  ///   - jobs: The jobs.
  ///   - workers: The most threads to use (at least 1).
  ///   - progress: Called on the calling thread with (finished, total) while the batch runs.
  ///   - work: Converts one job; called on worker threads.
  /// - Returns: The outcomes, in the order of `jobs`.
  static func run(
    _ jobs: [FileJob], workers: Int, progress: (Int, Int) -> Void,
    work: @escaping @Sendable (FileJob) -> FileOutcome
  ) -> [FileOutcome] {
    guard !jobs.isEmpty else { return [] }
    let state = State(count: jobs.count)
    let threads = max(1, min(workers, jobs.count))
    if threads == 1 { return runInline(jobs, progress: progress, work: work) }
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      DispatchQueue.global().async {
        while true {
          let index = state.next.wrappingAdd(1, ordering: .relaxed).oldValue
          guard index < jobs.count else { break }
          let outcome = work(jobs[index])
          state.outcomes.withLock { $0[index] = outcome }
          state.finished.wrappingAdd(1, ordering: .relaxed)
        }
        group.leave()
      }
    }
    while group.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
      progress(state.finished.load(ordering: .relaxed), jobs.count)
    }
    return state.outcomes.withLock { slots in
      slots.map {
        $0 ?? .failure(ExitCode.inputOutput, [])  // every slot is filled once the group has left
      }
    }
  }

  /// Runs the jobs one after the other on the calling thread, reporting progress between
  /// jobs at most every 100 ms.
  ///
  /// With one worker a separate thread only costs: its start, and with glibc a malloc arena
  /// that grows by one `mprotect` call per step (about 1,600 calls to convert a 5 MB file).
  private static func runInline(
    _ jobs: [FileJob], progress: (Int, Int) -> Void, work: (FileJob) -> FileOutcome
  ) -> [FileOutcome] {
    let clock = ContinuousClock()
    var lastReport = clock.now
    var outcomes: [FileOutcome] = []
    outcomes.reserveCapacity(jobs.count)
    for job in jobs {
      outcomes.append(work(job))
      if clock.now - lastReport >= .milliseconds(100) {
        progress(outcomes.count, jobs.count)
        lastReport = clock.now
      }
    }
    return outcomes
  }
}
