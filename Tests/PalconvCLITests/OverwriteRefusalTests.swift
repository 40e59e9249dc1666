import Foundation
import Glibc
import PaletteKit
import Testing

@testable import PalconvCLI

/// A refusal to overwrite an input names the input it would destroy, in each kind of run.
@Suite struct OverwriteRefusalTests {
  @Test func aSingleFileThroughALinkNamesTheInput() throws {
    let temp = TempFolder()
    let input = temp.write("in.tpal", Samples.uppercase)
    try FileManager.default.createSymbolicLink(
      atPath: temp.url("link.tpal"), withDestinationPath: input)
    let result = palconv([input, "-o", temp.url("link.tpal")])
    #expect(result.code == 2)
    #expect(
      result.errLines.last
        == "\(input): error: refusing to overwrite \(temp.url("link.tpal")), which is the input "
        + "\(input); use --force to allow it [output.overwrites-input]")
    #expect(temp.read("in.tpal") == Array(Samples.uppercase.utf8))
  }

  /// `palconv in.tpal --to tpal >> in.tpal`: standard output is the input, whatever its name.
  @Test func standardOutputOpenedOnTheInputIsRefused() throws {
    let temp = TempFolder()
    let input = temp.write("in.tpal", "TPAL\n#ff0000 Red\n")
    let descriptor = open(input, O_WRONLY | O_APPEND)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    var environment = PalconvEnvironment()
    environment.standardOutputDescriptor = descriptor
    for arguments in [[input, "--to", "tpal"], [input, "-o", "-", "--to", "tpal"]] {
      let result = palconv(arguments, environment: environment)
      #expect(result.code == 2)
      #expect(result.stdout.isEmpty)
      #expect(
        result.errLines == [
          "<stdout>: error: refusing to write to standard output, which is the input \(input); "
            + "use --force to allow it [output.overwrites-input]"
        ])
    }
    #expect(temp.read("in.tpal") == Array("TPAL\n#ff0000 Red\n".utf8))
    let forced = palconv([input, "--to", "tpal", "--force"], environment: environment)
    #expect(forced.code == 0)
    #expect(forced.out == "TPAL\n#ff0000 Red\n")
  }

  @Test func aBatchNamesTheOtherInputItWouldOverwrite() {
    let temp = TempFolder()
    temp.write("p/a.tbin", Samples.flatBinary)
    temp.write("p/a.tpal", "TPAL\n#ff0000\n")
    let result = palconv([temp.url("p"), "--to", "tpal", "--out-dir", temp.url("p")])
    #expect(result.code == 2)
    #expect(
      result.errLines == [
        "\(temp.url("p/a.tbin")): error: refusing to overwrite the input \(temp.url("p/a.tpal")); "
          + "use --force to allow it [output.overwrites-input]",
        "\(temp.url("p/a.tpal")): error: \(temp.url("p/a.tpal")) is already the output of "
          + "\(temp.url("p/a.tbin")) [output.clash]",
        "palconv: 0 converted, 0 unchanged, 2 failed, 0 skipped (0 warnings)",
      ])
  }

  @Test func aFolderOutputNamesTheInputItIsOrHolds() {
    let temp = TempFolder()
    let input = temp.write("Brand.xcassets/brand.gpl", "GIMP Palette\nName: B\n255 0 0 Red\n")
    let holds = palconv([input, "-o", temp.url("Brand.xcassets")], registry: .builtIn)
    #expect(holds.code == 2)
    #expect(
      holds.errLines.last
        == "\(input): error: refusing to replace \(temp.url("Brand.xcassets")), which holds the "
        + "input \(input); use --force to allow it [output.overwrites-input]")
    let catalog = temp.url("Colors.xcassets")
    #expect(palconv([input, "-o", catalog], registry: .builtIn).code == 0)
    let same = palconv([catalog, "-o", catalog], registry: .builtIn)
    #expect(
      same.errLines.last
        == "\(catalog): error: refusing to replace the input \(catalog); use --force to allow it "
        + "[output.overwrites-input]")
  }
}
