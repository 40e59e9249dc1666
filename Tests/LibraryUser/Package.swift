// swift-tools-version:6.0
import PackageDescription

// A package outside palconv that depends on one format module, and one that depends on the
// document layer, as the README's library section shows: CI builds and runs both, so the
// README's lines stay true.
let package = Package(
  name: "LibraryUser",
  dependencies: [
    // A user writes .package(url: "…/palconv.git", from: "0.1.0"); this checkout is two up.
    .package(name: "palconv", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "ase-alpha-check",
      dependencies: [
        .product(name: "PaletteASE", package: "palconv"),
        .product(name: "PaletteCore", package: "palconv"),
      ]
    ),
    // The document layer: open any format by path, save with palconv's safety.
    .executableTarget(
      name: "open-and-save",
      dependencies: [
        .product(name: "PaletteKit", package: "palconv"),
        .product(name: "PaletteCore", package: "palconv"),
      ]
    ),
  ]
)
