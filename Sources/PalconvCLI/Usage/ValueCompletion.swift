import PaletteCore
import PaletteKit

/// What a shell offers when completing an option's value.
///
/// Completion scripts are generated from the option tables, so an option declares here what
/// its value is; the scripts then offer format names for `--to`, files for `-o` and the
/// words of a fixed list for `--color`.
enum ValueCompletion: Sendable, Equatable {
  /// Which formats a format-valued option names.
  enum FormatRole: Sendable, Equatable {
    /// Formats palconv reads (`--from`).
    case readable
    /// Formats palconv writes (`--to`, `--target`).
    case writable
  }

  /// Nothing: the value is free text such as a number or a glob.
  case none
  /// One of these words.
  case words([String])
  /// A format identifier from the registry.
  case formats(FormatRole)
  /// A file path.
  case files
  /// A folder path.
  case directories

  /// The completion an option's kind suggests: its words for a choice (`--color`, `--sort`,
  /// `--scale`), files for text named `<output>`, `<file>` or `<path>`, folders for `<dir>`,
  /// nothing otherwise.
  ///
  /// - Parameter kind: The option's kind.
  static func inferred(from kind: OptionKind) -> ValueCompletion {
    if !kind.words.isEmpty { return .words(kind.words) }
    guard case .text(let name) = kind else { return .none }
    switch name {
    case "output", "file", "path": return .files
    case "dir", "folder": return .directories
    default: return .none
    }
  }

  /// The words to offer, with format roles resolved against `registry`; `nil` for files,
  /// folders and free text.
  ///
  /// - Parameter registry: The formats.
  func words(in registry: FormatRegistry) -> [String]? {
    switch self {
    case .words(let words): words
    case .formats(.readable): registry.formats.filter(\.isReadable).map(\.identifier)
    case .formats(.writable): registry.formats.filter(\.isWritable).map(\.identifier)
    case .none, .files, .directories: nil
    }
  }
}
