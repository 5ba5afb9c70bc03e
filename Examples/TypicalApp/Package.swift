// swift-tools-version: 6.2
// An app as an iOS developer wrote it, built against LifecycleKit with only the import switch
// (`#if canImport(UIKit)`). Swift 5 language mode, as such code was written; the simulator's own
// code is Swift 6. See README.md.
import PackageDescription

let package = Package(
  name: "TypicalApp",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "LifecycleKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "Groceries",
      dependencies: [.product(name: "LifecycleUIKit", package: "LifecycleKit")],
      swiftSettings: [.swiftLanguageMode(.v5)],
      // Stops the build at any file that imports Foundation alone and reaches Foundation's own
      // locale, centre observers or main queue instead of the simulated app's.
      plugins: [.plugin(name: "LifecycleLintPlugin", package: "LifecycleKit")]
    ),
    .testTarget(
      name: "GroceriesTests",
      dependencies: [
        "Groceries",
        .product(name: "LifecycleCommandLine", package: "LifecycleKit"),
        .product(name: "LifecycleUIKit", package: "LifecycleKit"),
      ]
    ),
  ]
)
