import Foundation
import PaletteKit
import Testing

@testable import PalconvCLI

@Suite struct TailwindOutputTests {
  @Test func scaleIntoBothOutputs() {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", "GIMP Palette\nName: Brand\n#\n59 130 246 Blue\n")
    let config = temp.url("tailwind.config.mjs")
    let v3 = palconv(
      [input, "--scale", "tailwind", "-o", config, "--js-module", "esm", "-q"], registry: .builtIn)
    #expect(v3.code == 0, "\(v3.stderr)")
    let text = String(decoding: temp.read("tailwind.config.mjs") ?? [], as: UTF8.self)
    #expect(text.contains("export default {\n"))
    #expect(text.contains("        blue: {\n          50: '#"))
    #expect(text.contains("          600: '#3b82f6',\n"))

    let theme = temp.url("brand.theme.css")
    let v4 = palconv([input, "--scale", "tailwind", "-o", theme, "-q"], registry: .builtIn)
    #expect(v4.code == 0, "\(v4.stderr)")
    // palconv's CSS reader takes the theme back: 11 --color-blue-* properties.
    let back = palconv(["show", theme, "--color", "never"], registry: .builtIn)
    #expect(back.code == 0)
    #expect(back.out.contains("#3B82F6  color-blue-600\n"), "\(back.out)")
    #expect(back.out.contains("(11 swatches, css)"))
    #expect(
      palconv([input, "--to", "tailwind4", "--js-module", "esm"], registry: .builtIn).errLines
        .first == "Error: '--js-module' applies to tailwind only, not to tailwind4")
  }
}
