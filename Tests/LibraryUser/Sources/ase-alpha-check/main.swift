// The README's library example, as a program: decode an ASE file, write it again, print the
// losses. Run with the path of an ASE file; exits 1 when writing it would lose something.
import Foundation
import PaletteASE
import PaletteCore

let path = CommandLine.arguments.dropFirst().first ?? "Fixtures/ase/valid/sample.ase"
guard let data = FileManager.default.contents(atPath: path) else {
  print("cannot read \(path)")
  exit(2)
}
let bytes = [UInt8](data)

// --- README example starts
let decoded = try ASEFormat().decode(bytes)  // [UInt8] in, model out, typed errors
var palette = decoded.palette
for swatch in palette.allSwatches {
  print(swatch.name ?? "unnamed", swatch.color.rgba8.hexString())
}
palette.mapSwatches { $0.color.alpha = 0.5 }  // ASE has no alpha
let encoded = try ASEFormat().encodeReportingLosses(palette)
for loss in encoded.losses {
  print(loss.code, loss.message)  // loss.alpha ase cannot store transparency: …
}
// --- README example ends

exit(encoded.losses.isEmpty ? 0 : 1)
