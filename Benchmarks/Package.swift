// swift-tools-version:6.0
import PackageDescription

// The benchmark harness: a palette generator and in-process codec throughput. Not part of the
// main package or of `swift test`; run it with `Benchmarks/run.sh`.
let package = Package(
  name: "PaletteBench",
  dependencies: [.package(name: "palconv", path: "..")],
  targets: [
    .executableTarget(
      name: "PaletteBench",
      dependencies: [
        .product(name: "PaletteCore", package: "palconv"),
        .product(name: "PaletteASE", package: "palconv"),
        .product(name: "PaletteGPL", package: "palconv"),
        .product(name: "PaletteJSON", package: "palconv"),
        .product(name: "PaletteCSS", package: "palconv"),
        .product(name: "PaletteHex", package: "palconv"),
        .product(name: "PaletteArchive", package: "palconv"),
        .product(name: "PalettePNG", package: "palconv"),
        .product(name: "PaletteTransforms", package: "palconv"),
        .product(name: "PaletteKit", package: "palconv"),
        .product(name: "PaletteICC", package: "palconv"),
      ]
    )
  ]
)
