import PaletteCore

extension Glob {
  /// A pattern from the command line: one that cannot be used is a usage error.
  ///
  /// - Throws: ``UsageError`` with the pattern's problem.
  static func parsed(_ text: String) throws(UsageError) -> Glob {
    do {
      return try Glob(text)
    } catch {
      throw UsageError(error.message)
    }
  }
}
