// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for every palconv codec. Not part of the main package: build and run them
// with `Fuzz/run.sh`, which adds `-sanitize=fuzzer,address`. `main.swift` hands control to
// libFuzzer's driver, declared by the small C target.
let package = Package(
  name: "PaletteFuzz",
  dependencies: [.package(name: "palconv", path: "..")],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "PaletteFuzz",
      dependencies: [
        "FuzzDriver",
        .product(name: "PaletteCore", package: "palconv"),
        .product(name: "PaletteKit", package: "palconv"),
        .product(name: "PaletteArchive", package: "palconv"),
        .product(name: "PaletteAppleColorList", package: "palconv"),
        .product(name: "PaletteICC", package: "palconv"),
        .product(name: "PaletteYAML", package: "palconv"),
        .product(name: "PaletteAffinity", package: "palconv"),
        .product(name: "PaletteOffice", package: "palconv"),
        .product(name: "PaletteTerminal", package: "palconv"),
      ]
    ),
  ]
)
