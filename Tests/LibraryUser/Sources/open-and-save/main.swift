// The README's document example, as a program: open a palette of any format by path (its
// format told as palconv tells it), change it, and save it with palconv's safety. Run with an
// input and an output path; then it tries to save over its input, which must be refused.
import Foundation
import PaletteCore
import PaletteKit

let arguments = Array(CommandLine.arguments.dropFirst())
let input = arguments.first ?? "Fixtures/gpl/golden/golden.gpl"
let output = arguments.dropFirst().first ?? "golden.json"

do throws(PaletteError) {
  // --- README example starts
  let registry = FormatRegistry.builtIn
  let opened = try registry.open(.path(input))  // a file or an asset catalog, any format
  print(
    "read as", opened.detection.identifier ?? "?", "with", opened.palette.swatchCount, "colours")
  var palette = opened.palette
  palette.mapSwatches { $0.name = $0.name?.uppercased() }
  var policy = WritePolicy()  // safe by default: no input overwritten, atomic writes
  policy.protectedInputs.insert(input)
  let report = try registry.save(palette, as: "json", to: output, policy: policy)
  print(report.outcome, report.path)  // written golden.json (unchanged on a second run)
  for loss in report.losses { print(loss.code, loss.message) }
  // --- README example ends

  do throws(PaletteError) {
    _ = try registry.save(palette, as: "gpl", to: input, policy: policy)
    print("error: the input was overwritten")
    exit(1)
  } catch {
    print(error.code ?? "?", error.message)  // output.overwrites-input refusing to overwrite …
  }
} catch {
  print(error)
  exit(2)
}
