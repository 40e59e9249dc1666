import TestSupport
import Testing

@testable import PaletteKit

/// SHA-256 against the published examples of FIPS 180-4 (NIST's "Example Algorithms",
/// SHA256.pdf and SHA2_Additional.pdf), and against `sha256sum` where it is installed.
@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqr"
        + "lmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ])
  func publishedExamples(message: String, digest: String) {
    #expect(SHA256.hexDigest(Array(message.utf8)) == digest)
  }

  @Test func aMillionLettersA() {
    let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(
      SHA256.hexDigest(message)
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Every length around the block and padding boundaries (55, 56, 63, 64 bytes, …).
  @Test func lengthsAroundBlockBoundaries() throws {
    let message = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    let lengths = [0, 1, 54, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 200]
    guard let oracle = try Self.sha256sum(lengths.map { Array(message.prefix($0)) }) else {
      return
    }
    for (index, length) in lengths.enumerated() {
      #expect(SHA256.hexDigest(Array(message.prefix(length))) == oracle[index], "\(length)")
    }
  }

  /// The digests `sha256sum` prints for `messages`, or `nil` (the test is then skipped).
  static func sha256sum(_ messages: [[UInt8]]) throws -> [String]? {
    var digests: [String] = []
    for message in messages {
      guard let output = try ExternalTool.run("sha256sum", [], input: message) else { return nil }
      digests.append(String(output.stdout.prefix(64)))
    }
    return digests
  }
}
