import Foundation
import PaletteCore
import PaletteSwiftCode
import TestSupport
import Testing

/// Swatches with appearance variants become colours that follow the system appearance.
@Suite struct SwiftAppearanceTests {
  static let palette = Palette(
    name: "Themed",
    groups: [
      PaletteGroup(swatches: [
        Swatch(
          name: "Label", color: .srgb8(0x20, 0x20, 0x20),
          appearances: [
            .dark: .srgb8(0xE0, 0xE0, 0xE0), .highContrastLight: .srgb8(0, 0, 0),
            .highContrastDark: PaletteColor(.displayP3(red: 1, green: 1, blue: 1)),
          ]),
        Swatch(name: "Plain", color: .srgb8(0x80, 0x80, 0x80)),
      ]),
      PaletteGroup(
        name: "Brand",
        swatches: [
          Swatch(
            name: "Tint", color: .srgb8(0x00, 0x7A, 0xFF),
            appearances: [.dark: .srgb8(0x0A, 0x84, 0xFF)])
        ]),
    ])

  static var source: String {
    get throws { String(decoding: try SwiftCodeFormat().encode(palette), as: UTF8.self) }
  }

  @Test func goldenFile() throws {
    Golden.check(Array(try Self.source.utf8), against: "swift/Themed.swift")
    #expect(SwiftCodeFormat().losses(writing: Self.palette).isEmpty)
  }

  @Test func aPaletteWithoutVariantsHasNoDynamicCode() throws {
    let text = String(
      decoding: try SwiftCodeFormat().encode(GoldenPalette.palette), as: UTF8.self)
    #expect(!text.contains("DynamicRGBA") && !text.contains("UIKit"))
  }

  @Test(.enabled(if: SwiftCompiler.isAvailable), arguments: [false, true])
  func typeChecksWithAndWithoutUIKit(uiKit: Bool) throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let build = try SwiftCompiler.buildStandIn(in: folder, uiKit: uiKit)
    #expect(build.status == 0, "\(build.output)")
    let source = try Self.source
    let run = try SwiftCompiler.typecheck(source, standIn: folder)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.isEmpty, "\(run.output)")
    // The UIKit branch is really checked when UIKit is there: a wrong trait fails only then.
    let broken = source.replacing("traits.accessibilityContrast", with: "traits.contrast")
    #expect((try SwiftCompiler.typecheck(broken, standIn: folder).status == 0) == !uiKit)
  }

  /// Compiles the values with a small program and checks the fallbacks at run time.
  @Test(.enabled(if: SwiftCompiler.isAvailable))
  func resolvedFollowsTheFallbacks() throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(try Self.source.utf8).write(to: folder.appending(path: "Themed.swift"))
    let main = """
      let label = Themed.Values.label
      for (dark, contrast) in [(false, false), (true, false), (false, true), (true, true)] {
        let value = label.resolved(dark: dark, highContrast: contrast)
        print(value.colorSpace, value.red)
      }
      let tint = Themed.Values.Brand.tint
      print(tint.resolved(dark: true, highContrast: true).blue, tint.highContrast == nil)
      print(Themed.Values.all.map(\\.value.red))
      """
    try Data(main.utf8).write(to: folder.appending(path: "main.swift"))
    let build = try SwiftCompiler.run(
      ["-swift-version", "6", "Themed.swift", "main.swift", "-o", "themed"], in: folder)
    #expect(build.status == 0, "\(build.output)")
    let process = Process()
    process.executableURL = folder.appending(path: "themed")
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(
      decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      output == """
        sRGB 0.1254902
        sRGB 0.8784314
        sRGB 0.0
        displayP3 1.0
        1.0 true
        [0.1254902, 0.5019608, 0.0]

        """)
  }
}
