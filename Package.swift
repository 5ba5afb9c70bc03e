// swift-tools-version: 6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "LifecycleKit",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "LifecycleCore", targets: ["LifecycleCore"]),
    .library(name: "LifecycleSimulator", targets: ["LifecycleSimulator"]),
    .library(name: "LifecycleUIKit", targets: ["LifecycleUIKit"]),
    .library(name: "LifecycleSamples", targets: ["LifecycleSamples"]),
    .library(name: "LifecycleReports", targets: ["LifecycleReports"]),
    .library(name: "LifecycleRestoration", targets: ["LifecycleRestoration"]),
    .library(name: "LifecycleRestorationDemos", targets: ["LifecycleRestorationDemos"]),
    .library(name: "LifecycleKit", targets: ["LifecycleKit"]),
    .library(name: "LifecycleExplorer", targets: ["LifecycleExplorer"]),
    .library(name: "LifecycleCommandLine", targets: ["LifecycleCommandLine"]),
    .executable(name: "lifecycle", targets: ["lifecycle"]),
    .library(name: "LifecycleLint", targets: ["LifecycleLint"]),
    .library(name: "LifecycleImport", targets: ["LifecycleImport"]),
    .executable(name: "lifecycle-lint", targets: ["lifecycle-lint"]),
    .plugin(name: "LifecycleLintPlugin", targets: ["LifecycleLintPlugin"]),
  ],
  targets: [
    .target(name: "LifecycleCore", swiftSettings: strictSettings),
    .target(
      name: "LifecycleSimulator", dependencies: ["LifecycleCore", "LifecycleRestoration"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "LifecycleUIKit",
      dependencies: [
        "LifecycleSimulator", "LifecycleCore", "LifecycleRestoration", "CLifecycleAppThread", "LifecycleLint",
      ],
      swiftSettings: strictSettings
    ),
    // The thread mark of app code and the clock functions that answer virtual time while it is
    // set (Docs/UIKitShadowing.md, Time): linked into every executable that uses LifecycleUIKit.
    .target(name: "CLifecycleAppThread"),
    .target(name: "LifecycleReports", dependencies: ["LifecycleCore", "LifecycleSimulator"], swiftSettings: strictSettings),
    // The explorer's engine (bounded breadth-first search, seeded random walks) and its models.
    .target(
      name: "LifecycleExplorer", dependencies: ["CLifecyclePrefetch", "LifecycleCore", "LifecycleSimulator"],
      swiftSettings: strictSettings),
    // C: the cache prefetch hint the explorer's visited set issues ahead of its lookups.
    .target(name: "CLifecyclePrefetch"),
    // Times the explorer on the canonical world in a release build (Docs/Explorer.md).
    .executableTarget(
      name: "explorer-timing", dependencies: ["LifecycleExplorer"], swiftSettings: strictSettings),
    .target(name: "LifecycleRestoration", dependencies: ["LifecycleCore"], swiftSettings: strictSettings),
    .target(
      name: "LifecycleRestorationDemos", dependencies: ["LifecycleUIKit", "LifecycleSimulator"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "archive-writer-helper", dependencies: ["LifecycleRestoration"], swiftSettings: strictSettings
    ),
    .target(
      name: "LifecycleSamples", dependencies: ["LifecycleUIKit", "LifecycleSimulator", "LifecycleCore"],
      resources: [.copy("NibExternal/VisitorCardView.nib.json")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "LifecycleCommandLine",
      dependencies: [
        "LifecycleCore", "LifecycleSimulator", "LifecycleReports", "LifecycleSamples",
        "LifecycleRestorationDemos",
        "LifecycleExplorer", "LifecycleLint", "LifecycleImport",
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "lifecycle", dependencies: ["LifecycleCommandLine"], swiftSettings: strictSettings),
    // Reads an app's sources for Foundation API that escapes the simulated app in a file without
    // the import switch (Docs/UIKitShadowing.md, "Checked at build time"): `lifecycle lint`, and
    // the build plugin through `lifecycle-lint`.
    .target(name: "LifecycleLint", swiftSettings: strictSettings),
    // `lifecycle import`: an Xcode project (or a folder of sources) as it is, translated into a
    // SwiftPM package that builds against LifecycleKit on Linux (Docs/Import.md).
    .target(name: "LifecycleImport", swiftSettings: strictSettings),
    .executableTarget(name: "lifecycle-lint", dependencies: ["LifecycleLint"], swiftSettings: strictSettings),
    .plugin(
      name: "LifecycleLintPlugin", capability: .buildTool(), dependencies: ["lifecycle-lint"]),
    // One import for the tests of an app written against LifecycleUIKit: the device, the
    // scenario language, the model and the UIKit-shaped API (README, "Test your own app").
    .target(
      name: "LifecycleKit",
      dependencies: ["LifecycleCore", "LifecycleSimulator", "LifecycleUIKit", "LifecycleExplorer"],
      swiftSettings: strictSettings
    ),
    // An @main app delegate written as for iOS, whose main() the LifecycleUIKit tests run.
    .executableTarget(
      name: "lifecycle-main-fixture", dependencies: ["LifecycleUIKit"], path: "Tests/LifecycleMainFixture",
      swiftSettings: strictSettings
    ),
    // Test helpers shared by the test targets (programs from outside the toolchain).
    .target(name: "LifecycleTestSupport", path: "Tests/LifecycleTestSupport", swiftSettings: strictSettings),
    .testTarget(
      name: "LifecycleTestSupportTests", dependencies: ["LifecycleTestSupport"], swiftSettings: strictSettings
    ),
    .testTarget(name: "LifecycleCoreTests", dependencies: ["LifecycleCore"], swiftSettings: strictSettings),
    .testTarget(
      name: "LifecycleSimulatorTests",
      dependencies: ["LifecycleSimulator", "LifecycleCore", "LifecycleTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LifecycleUIKitTests",
      dependencies: ["LifecycleUIKit", "LifecycleSimulator", "LifecycleCore", "LifecycleRestoration"],
      resources: [.copy("XibFixtures")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LifecycleRestorationDemosTests",
      dependencies: ["LifecycleRestorationDemos", "LifecycleUIKit", "LifecycleSimulator", "LifecycleCore"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LifecycleSamplesTests",
      dependencies: [
        "LifecycleSamples", "LifecycleUIKit", "LifecycleSimulator", "LifecycleCore", "LifecycleKit",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LifecycleReportsTests",
      dependencies: ["LifecycleReports", "LifecycleCore", "LifecycleSimulator", "LifecycleTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LifecycleExplorerTests", dependencies: ["LifecycleExplorer", "LifecycleCore"],
      swiftSettings: strictSettings),
    // The snippets of Docs/Testing.md, compiled and run with `import LifecycleKit` alone, as an
    // app's own tests have it; a test there keeps the guide and the snippets' file in step.
    .testTarget(name: "LifecycleKitTests", dependencies: ["LifecycleKit"], swiftSettings: strictSettings),
    .testTarget(name: "LifecycleLintTests", dependencies: ["LifecycleLint"], swiftSettings: strictSettings),
    .testTarget(
      name: "LifecycleImportTests", dependencies: ["LifecycleImport", "LifecycleTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LifecycleRestorationTests", dependencies: ["LifecycleRestoration", "LifecycleCore"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LifecycleCommandLineTests",
      dependencies: [
        "LifecycleCommandLine", "LifecycleCore", "LifecycleSimulator", "LifecycleTestSupport", "LifecycleExplorer",
        "LifecycleImport",
      ],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
