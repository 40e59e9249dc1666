import TestSupport
import Testing

@_spi(Fuzzing) @testable import PaletteArchive

/// The fuzz targets' seeds and findings (`Fixtures/fuzz/inflate`, `zip`, `deflate-roundtrip`)
/// replayed through the same checks the targets run.
@Suite struct FuzzSeedTests {
  @Test(arguments: Fixtures.files(in: "fuzz/inflate"))
  func inflate(file: String) {
    #expect(ArchiveFuzzCheck.inflate(Fixtures.bytes(file)) == nil)
  }

  @Test(arguments: Fixtures.files(in: "fuzz/zip"))
  func zip(file: String) {
    #expect(ArchiveFuzzCheck.zip(Fixtures.bytes(file)) == nil)
  }

  @Test(arguments: Fixtures.files(in: "fuzz/deflate-roundtrip"))
  func deflateRoundTrip(file: String) {
    #expect(ArchiveFuzzCheck.deflateRoundTrip(Fixtures.bytes(file)) == nil)
  }

  @Test func seedsPresent() {
    for target in ["inflate", "zip", "deflate-roundtrip"] {
      #expect(!Fixtures.files(in: "fuzz/\(target)").isEmpty, "no seeds for \(target)")
    }
  }

  /// Edge inputs: nothing, a reserved block type, and noise past one block of tokens.
  @Test func edgeInputs() {
    #expect(ArchiveFuzzCheck.zip([]) == nil)
    #expect(ArchiveFuzzCheck.inflate([0x07]) == nil)
    #expect(ArchiveFuzzCheck.deflateRoundTrip(SampleData.random(70_000, seed: 4)) == nil)
  }
}
