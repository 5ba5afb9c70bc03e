// swift-tools-version: 6.2
// An app with a tab bar whose screens live in .xib files, written as for iOS 6 and later and
// built against LifecycleKit with only the import switch (`#if canImport(UIKit)`). Swift 5
// language mode, as such code was written. See README.md.
import PackageDescription

let package = Package(
  name: "TabbedApp",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "LifecycleKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "Weather",
      dependencies: [.product(name: "LifecycleUIKit", package: "LifecycleKit")],
      resources: [.copy("Interface")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "WeatherTests",
      dependencies: [
        "Weather",
        .product(name: "LifecycleCommandLine", package: "LifecycleKit"),
        .product(name: "LifecycleUIKit", package: "LifecycleKit"),
      ]
    ),
  ]
)
