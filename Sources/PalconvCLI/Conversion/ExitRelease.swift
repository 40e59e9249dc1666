import PaletteCore
import Synchronization

/// Leaves the memory of a single conversion's palette to the process's exit instead of
/// freeing it swatch by swatch.
///
/// Freeing a palette of a million swatches releases every name and every array one at a time,
/// about a tenth of the whole conversion's work, just before the operating system reclaims the
/// same memory at once. A conversion of one file, whose process ends when it is written, hands
/// its palettes here. There is one slot: keeping palettes releases the ones kept before, so a
/// process that runs many conversions (a test run, a batch) holds at most one conversion's.
enum ExitRelease {
  /// The palettes of the last conversion that asked.
  private static let slot = Mutex<[Palette]>([])

  /// Keeps `palettes` until the next call or the end of the process.
  ///
  /// - Parameter palettes: The palettes of the conversion just finished.
  static func keep(_ palettes: [Palette]) {
    let previous = slot.withLock { kept in
      let previous = kept
      kept = palettes
      return previous
    }
    // The previous conversion's palettes are released here, outside the lock.
    withExtendedLifetime(previous) {}
  }
}
