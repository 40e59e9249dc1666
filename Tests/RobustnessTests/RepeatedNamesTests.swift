import PaletteCore
import PaletteKit
import Testing

/// Every writer in the registry on 20,000 swatches that share one name (GIMP calls every
/// unnamed swatch `Untitled`, so such files are common). Each writer makes names unique through
/// PaletteCore's `UniqueNames`, which finds a repeat's next suffix at once; with a suffix scan
/// per name (as the writers had before) this input makes 200 million probes, minutes in a debug
/// build, so a quadratic path shows as a test that does not end. `Benchmarks/repeated-names.sh`
/// times each writer on 100,000 such swatches in a release build.
@Suite(.serialized) struct RepeatedNamesTests {
  static let count = 20_000

  static let palette = Palette(
    name: "Same",
    swatches: (0..<count).map { (index: Int) -> Swatch in
      let red = UInt8(index & 0xFF)
      let green = UInt8((index >> 8) & 0xFF)
      let blue = UInt8(index >> 16)
      return Swatch(name: "Same", color: .srgb8(red, green, blue))
    })

  /// Every format that writes, as files or as folders.
  static let writers: [String] = FormatRegistry.builtIn.formats.compactMap { format in
    format is any PaletteEncoder || format is any FolderPaletteEncoder ? format.identifier : nil
  }

  /// The formats whose output needs a name per colour that no other colour has (keys,
  /// identifiers, resource and file names).
  static let uniqueNames: Set<String> = [
    "dtcg", "dtcg-resolver", "css", "scss", "less", "stylus", "android", "android-res", "soc",
    "scribus",
    "clr", "xcassets", "swift", "compose", "tailwind", "tailwind4",
  ]
  /// Of those, the ones whose names differ in more than case (file names on macOS).
  static let caseInsensitive: Set<String> = ["xcassets"]

  @Test func theListsNameFormatsOfTheRegistry() {
    #expect(Self.uniqueNames.isSubset(of: Self.writers))
    #expect(Self.writers.count >= 30)
  }

  @Test(arguments: writers)
  func everyWriterGivesRepeatedNamesInLinearTime(format identifier: String) throws {
    let format = try Formats.named(identifier)
    // A format that holds fewer swatches (a colour table, an indexed PNG) gets as many as it
    // holds.
    let count = min(Self.count, format.capabilities.maxSwatches ?? Self.count)
    let palette =
      count == Self.count
      ? Self.palette
      : Palette(name: "Same", swatches: Array(Self.palette.allSwatches.prefix(count)))
    var written: [String]?
    if let folder = format as? any FolderPaletteEncoder {
      let tree = try folder.encodeFolder(palette)
      #expect(!tree.files.isEmpty)
      written = folder.writtenNames(of: palette)?.swatches.map { $0 ?? "" }
      if let reader = format as? any FolderPaletteDecoder, written != nil {
        let back = try reader.decodeFolder(tree).palette.allSwatches.compactMap(\.name)
        #expect(back.sorted() == written?.sorted(), "\(identifier) read back other names")
      }
    } else if let file = format as? any PaletteEncoder {
      let bytes = try file.encode(palette)
      #expect(!bytes.isEmpty)
      written =
        file.writtenNames(of: palette)?.swatches.map { $0 ?? "" }
        ?? Self.codeNames(identifier, bytes)
      if let reader = format as? any PaletteDecoder, let announced = written {
        let back = try reader.decode(bytes).palette.allSwatches.compactMap(\.name)
        #expect(back.sorted() == announced.sorted(), "\(identifier) read back other names")
      }
    }
    guard Self.uniqueNames.contains(identifier) else { return }
    let names = try #require(written, "\(identifier) gave no names")
    #expect(names.count == count)
    let compared = Self.caseInsensitive.contains(identifier) ? names.map { $0.lowercased() } : names
    #expect(Set(compared).count == names.count, "\(identifier) repeated a name")
  }

  /// The names a code writer declares, from its output: Swift constants, Kotlin values,
  /// Tailwind keys and theme variables; `nil` for other formats.
  static func codeNames(_ identifier: String, _ bytes: [UInt8]) -> [String]? {
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    func between(_ line: Substring, _ start: String, _ end: String) -> String? {
      guard let from = line.firstRange(of: start),
        let to = line[from.upperBound...].firstRange(of: end)
      else { return nil }
      return String(line[from.upperBound..<to.lowerBound])
    }
    switch identifier {
    case "swift":
      // The neutral values: one constant a colour (the SwiftUI colours repeat the names).
      let values = lines.prefix { !$0.contains("SwiftUI.Color(") }
      return values.compactMap { between($0, "public static let ", " = RGBA(") }
    case "compose":
      return lines.compactMap { between($0, "    val ", " = Color(") }
    case "tailwind":
      return lines.compactMap { line in
        line.hasPrefix("          ") ? between(line, "          ", ": '#") : nil
      }
    case "tailwind4":
      return lines.compactMap { between($0, "  --color-", ": #") }
    default:
      return nil
    }
  }
}
