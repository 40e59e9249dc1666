import PaletteCore
import TestSupport
import Testing

@testable import PaletteJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The published JSON Schema and the format guide agree with the codec.
@Suite struct JSONDocumentationTests {
  let format = JSONPaletteFormat()
  static let docs = Fixtures.packageRoot.appending(path: "docs/formats")

  static func text(_ name: String) -> [UInt8] {
    Array(FileManager.default.contents(atPath: docs.appending(path: name).path) ?? Data())
  }

  /// Follows object members by name.
  func member(_ node: JSONNode, _ path: [String]) -> JSONNode? {
    var current = node
    for key in path {
      guard case .object(let members) = current.value,
        let next = members.first(where: { $0.key == key })
      else { return nil }
      current = next.value
    }
    return current
  }

  func strings(_ node: JSONNode?) -> [String] {
    guard case .array(let elements)? = node?.value else { return [] }
    return elements.compactMap {
      if case .string(let text) = $0.value { return text }
      return nil
    }
  }

  @Test func schemaParsesAndListsTheCodecsNames() throws {
    var parser = JSONParser(bytes: Self.text("palconv-palette.schema.json"), format: "json")
    let schema = try parser.parseDocument()
    let swatch = ["$defs", "swatch", "properties"]
    #expect(
      strings(member(schema, swatch + ["model", "enum"]))
        == ColorModel.allCases.map(\.rawValue))
    #expect(
      strings(member(schema, swatch + ["kind", "enum"])) == SwatchKind.allCases.map(\.rawValue))
    guard case .string(let marker)? = member(schema, ["properties", "format", "const"])?.value
    else {
      Issue.record("no format constant")
      return
    }
    #expect(marker == PaletteDocumentSchema.formatMarker)
    guard case .object(let top)? = member(schema, ["properties"])?.value,
      case .object(let group)? = member(schema, ["$defs", "group", "properties"])?.value,
      case .object(let swatchMembers)? = member(schema, swatch)?.value
    else {
      Issue.record("schema shape changed")
      return
    }
    #expect(Set(top.map(\.key)) == Set(PaletteDocumentSchema.Document.all))
    #expect(Set(group.map(\.key)) == Set(PaletteDocumentSchema.Group.all))
    #expect(Set(swatchMembers.map(\.key)) == Set(PaletteDocumentSchema.Swatch.all))
  }

  @Test func theGuidesExampleIsCanonical() throws {
    let guide = String(decoding: Self.text("json.md"), as: UTF8.self)
    let start = try #require(guide.firstRange(of: "```json\n"))
    let end = try #require(guide[start.upperBound...].firstRange(of: "```"))
    let example = Array(guide[start.upperBound..<end.lowerBound].utf8)
    let decoded = try format.decode(example)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.swatchCount == 6)
    #expect(try format.encode(decoded.palette) == example)
  }
}
