/// What a save may do: the rules that keep users' files safe.
///
/// The defaults are the safe ones: nothing protected is overwritten, binary data never goes to
/// a terminal, a folder document never replaces a file it did not write.
public struct WritePolicy: Sendable {
  /// Inputs a save refuses to write over (`output.overwrites-input`).
  public var protectedInputs: ProtectedInputs
  /// Whether a protected input may be overwritten anyway.
  public var overwritesInputs: Bool
  /// Whether binary data may be written to a terminal (`output.binary-terminal`).
  public var writesBinaryToTerminals: Bool
  /// Whether a folder document may replace files that it did not write at paths it writes
  /// (`output.conflict`).
  public var replacesForeignFiles: Bool
  /// Whether to compare only: nothing is written, and the report says whether the output is
  /// up to date, would change, or is missing.
  public var checkOnly: Bool
  /// The folder every output must stay inside (an output folder of a batch): its missing
  /// folders are made, and an output deeper than the system's path limit is written through a
  /// descriptor of its folder. `nil`: the output's folder must exist.
  public var containingFolder: String?

  /// A policy; the defaults refuse everything unsafe.
  ///
  /// - Parameters:
  ///   - protectedInputs: Inputs not to write over.
  ///   - overwritesInputs: Whether a protected input may be overwritten anyway.
  ///   - writesBinaryToTerminals: Whether binary data may go to a terminal.
  ///   - replacesForeignFiles: Whether a folder document may replace files it did not write.
  ///   - checkOnly: Whether to compare only.
  ///   - containingFolder: The folder outputs must stay inside, if any.
  public init(
    protectedInputs: ProtectedInputs = ProtectedInputs(), overwritesInputs: Bool = false,
    writesBinaryToTerminals: Bool = false, replacesForeignFiles: Bool = false,
    checkOnly: Bool = false, containingFolder: String? = nil
  ) {
    self.protectedInputs = protectedInputs
    self.overwritesInputs = overwritesInputs
    self.writesBinaryToTerminals = writesBinaryToTerminals
    self.replacesForeignFiles = replacesForeignFiles
    self.checkOnly = checkOnly
    self.containingFolder = containingFolder
  }
}
