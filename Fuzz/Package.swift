// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for every palconv decoder. Not part of the main package: build and run
// them with `Fuzz/run.sh`, which adds `-sanitize=fuzzer,address`.
let package = Package(
  name: "PaletteFuzz",
  dependencies: [.package(name: "palconv", path: "..")],
  targets: [
    .executableTarget(
      name: "PaletteFuzz",
      dependencies: [
        .product(name: "PaletteCore", package: "palconv"),
        .product(name: "PaletteASE", package: "palconv"),
        .product(name: "PaletteGPL", package: "palconv"),
        .product(name: "PaletteJSON", package: "palconv"),
        .product(name: "PaletteCSS", package: "palconv"),
        .product(name: "PaletteHex", package: "palconv"),
      ],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  ]
)
