// swift-tools-version: 5.9
// PackingKit: the trip list's own views, kept in a local package as many apps keep their
// modules. Xcode builds it for the app (the project's "Package Dependencies"); `lifecycle import`
// reads this manifest and builds the target beside the app's code.
import PackageDescription

let package = Package(
    name: "PackingKit",
    platforms: [.iOS(.v12)],
    products: [.library(name: "PackingKit", targets: ["PackingKit"])],
    targets: [.target(name: "PackingKit")]
)
