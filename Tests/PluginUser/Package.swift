// swift-tools-version:6.1
import PackageDescription

// A package outside palconv that generates Swift colours at build time with PalconvPlugin, as
// docs/plugin.md shows: CI builds and runs it, so the plugin keeps working on Linux.
let package = Package(
  name: "PluginUser",
  dependencies: [
    // A user writes .package(url: "…/palconv.git", from: "0.1.0"); this checkout is two up.
    .package(name: "palconv", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "palette-check",
      plugins: [.plugin(name: "PalconvPlugin", package: "palconv")]
    )
  ]
)
