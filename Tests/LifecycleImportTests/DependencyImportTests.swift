import Foundation
import Testing

@testable import LifecycleImport

/// The modules an app imports that its project builds beside it: its own framework targets, the
/// pods it keeps in `Pods/`, its local packages and the checkouts given with `--dependencies`.
@Suite("Importing what an app's modules are built from")
struct DependencyImportTests {
  /// A `project.pbxproj` with one target per entry, each compiling its Swift files (paths from
  /// the project's root), and the extra objects and project keys given.
  static func pbxproj(
    _ targets: [(name: String, type: String, sources: [String])], projectKeys: String = "",
    objects: String = ""
  ) -> String {
    var text = "// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 56; objects = {\n"
    var targetIDs: [String] = []
    for (t, target) in targets.enumerated() {
      var buildFiles: [String] = []
      for (f, source) in target.sources.enumerated() {
        text += "  F\(t)_\(f) = {isa = PBXFileReference; path = \"\(source)\"; sourceTree = SOURCE_ROOT; };\n"
        text += "  B\(t)_\(f) = {isa = PBXBuildFile; fileRef = F\(t)_\(f); };\n"
        buildFiles.append("B\(t)_\(f)")
      }
      text += "  S\(t) = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };\n"
      text +=
        "  C\(t) = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = \"$(TARGET_NAME)\"; }; name = Release; };\n"
      text += "  L\(t) = {isa = XCConfigurationList; buildConfigurations = (C\(t)); };\n"
      text +=
        "  T\(t) = {isa = PBXNativeTarget; buildConfigurationList = L\(t); buildPhases = (S\(t)); name = \(target.name); "
        + "productType = \"com.apple.product-type.\(target.type)\"; };\n"
      targetIDs.append("T\(t)")
    }
    text += objects
    text += "  G0 = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\n"
    text +=
      "  P = {isa = PBXProject; mainGroup = G0; targets = (\(targetIDs.joined(separator: ", "))); \(projectKeys) };\n"
    text += "}; rootObject = P; }\n"
    return text
  }

  static let appDelegate = """
    import UIKit
    import Kit

    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let badge = Badge()
    }

    """

  func text(_ plan: ProjectImport, _ path: String) -> String {
    plan.files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  @Test("the project's framework target that the app imports is built beside it, and its classes registered")
  func frameworkTarget() throws {
    let folder = try ProjectFolder()
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj([
        ("App", "application", ["App/AppDelegate.swift"]),
        ("Kit", "framework", ["Kit/Badge.swift", "Kit/Views/BadgeView.swift"]),
        ("Unused", "framework", ["Unused/Thing.swift"]),
      ]))
    try folder.write("App/AppDelegate.swift", Self.appDelegate)
    try folder.write("Kit/Badge.swift", "import Foundation\n\npublic struct Badge { public init() {} }\n")
    try folder.write(
      "Kit/Views/BadgeView.swift",
      "import UIKit\n\npublic class BadgeView: UIView {\n    @IBOutlet public weak var label: UILabel?\n}\n")
    try folder.write("Unused/Thing.swift", "import UIKit\n")
    let plan = try ProjectImport.plan(.init(projectPath: folder.path, lifecycleKitPath: "../kit"))
    #expect(!plan.hasErrors, "\(plan.diagnostics)")
    #expect(plan.dependencyModules.map(\.name) == ["Kit"])
    #expect(plan.dependencyModules.first?.origin == "the project's target 'Kit'")
    #expect(plan.files["Sources/Kit/Badge.imported.swift"] != nil, "\(plan.files.keys.sorted())")
    #expect(plan.files["Sources/Kit/Views/BadgeView.imported.swift"] != nil)
    #expect(
      !plan.files.keys.contains { $0.hasPrefix("Sources/Unused/") }, "a module nobody imports is not built")
    let manifest = text(plan, "Package.swift")
    #expect(
      manifest.contains(
        #"dependencies: [.product(name: "LifecycleUIKit", package: "LifecycleKit"), "Kit"],"#),
      "the app's target depends on Kit:\n\(manifest)")
    #expect(manifest.contains(#"name: "Kit","#) && manifest.contains(#"path: "Sources/Kit","#))
    let registration = text(plan, "Sources/Kit/LifecycleImport/Registration.swift")
    #expect(registration.contains("public enum LifecycleImportedModule_Kit"))
    let app = text(plan, "Sources/App/LifecycleImport/ImportedApp.swift")
    #expect(app.contains("import Kit\n") && app.contains("LifecycleImportedModule_Kit.registerAll()"))
    #expect(plan.counts.dependencySwiftFiles == 2)
  }

  @Test("an import of a module no one builds is an error saying where the project gets it and its version")
  func missingModuleNamesItsPackage() throws {
    let folder = try ProjectFolder()
    let objects = """
        R1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/Kit.git"; requirement = {kind = upToNextMajorVersion; minimumVersion = 2.0.0; }; };
        D1 = {isa = XCSwiftPackageProductDependency; package = R1; productName = Kit; };

      """
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        [("App", "application", ["App/AppDelegate.swift"])], projectKeys: "packageReferences = (R1);",
        objects: objects))
    try folder.write("App/AppDelegate.swift", Self.appDelegate + "import Pod\n")
    try folder.write(
      "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
      #"{"pins": [{"identity": "kit", "kind": "remoteSourceControl", "location": "https://github.com/example/Kit.git", "state": {"revision": "abc", "version": "2.3.1"}}], "version": 2}"#
    )
    try folder.write(
      "Podfile.lock", "PODS:\n  - Pod/Core (1.4.0):\n    - Other\n  - Other (0.1)\n\nDEPENDENCIES:\n  - Pod\n"
    )
    let plan = try ProjectImport.plan(.init(projectPath: folder.path, lifecycleKitPath: "../kit"))
    let errors = plan.diagnostics.filter { $0.severity == .error }.map(\.description)
    #expect(
      errors.contains {
        $0.contains("App/AppDelegate.swift:2: error: module 'Kit'")
          && $0.contains("the Swift package https://github.com/example/Kit.git (2.3.1 in Package.resolved)")
          && $0.contains("--dependencies DIR") && $0.contains("SourcePackages/checkouts/kit")
      }, "\(errors)")
    #expect(
      errors.contains { $0.contains("module 'Pod'") && $0.contains("the pod 'Pod' (1.4.0 in Podfile.lock)") },
      "\(errors)")
  }

  @Test(
    "pods kept in Pods/ are built under their module's name; the umbrella target is not; Objective-C is refused by name"
  )
  func committedPods() throws {
    let folder = try ProjectFolder()
    try folder.write(
      "App.xcodeproj/project.pbxproj", Self.pbxproj([("App", "application", ["App/AppDelegate.swift"])]))
    try folder.write("App/AppDelegate.swift", Self.appDelegate + "import Spinner\n")
    try folder.write(
      "Pods/Pods.xcodeproj/project.pbxproj",
      Self.pbxproj([
        ("Kit-iOS", "framework", ["Kit/Sources/Badge.swift"]),
        ("Spinner", "framework", ["Spinner/Spinner.m"]),
        ("Pods-App", "framework", ["Target Support Files/Pods-App/Pods-App-dummy.m"]),
      ]))
    try folder.write(
      "Pods/Target Support Files/Kit-iOS/Kit-iOS.xcconfig",
      "// settings\nPRODUCT_MODULE_NAME = Kit // the pod's module\nPRODUCT_NAME = Kit\n")
    try folder.write("Pods/Kit/Sources/Badge.swift", "public struct Badge { public init() {} }\n")
    try folder.write("Pods/Spinner/Spinner.m", "@implementation Spinner @end\n")
    let plan = try ProjectImport.plan(.init(projectPath: folder.path, lifecycleKitPath: "../kit"))
    #expect(plan.dependencyModules.map(\.name) == ["Kit"], "Spinner has no Swift file")
    #expect(plan.files["Sources/Kit/Badge.imported.swift"] != nil, "\(plan.files.keys.sorted())")
    let errors = plan.diagnostics.filter { $0.severity == .error }.map(\.description)
    #expect(
      errors == [
        "Pods/Spinner/Spinner.m: error: module 'Spinner' (the pod 'Spinner' (Pods/Pods.xcodeproj)) has 1 Objective-C, "
          + "C or C++ file(s), which LifecycleKit does not build (it builds Swift only): what they declare is missing"
      ], "\(errors)")
    #expect(!text(plan, "Package.swift").contains("Pods-App"))
  }

  @Test(
    "a checkout given with --dependencies: SwiftPM reads its manifest, and what the app imports is built with what that imports"
  )
  func givenCheckout() throws {
    let folder = try ProjectFolder()
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj([("App", "application", ["App/AppDelegate.swift", "App/Runtime.swift"])]))
    try folder.write("App/AppDelegate.swift", Self.appDelegate + "import KitUI\n")
    // A folder of checkouts, as Xcode keeps them: one package with three targets.
    try folder.write(
      "checkouts/kit/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      var targets: [Target] = [
        .target(name: "Kit", exclude: ["Notes.md"], swiftSettings: [.define("KIT_FAST"), .swiftLanguageMode(.v4_2)]),
        .target(name: "Extras", dependencies: ["Kit"]),
        .testTarget(name: "KitTests", dependencies: ["Kit"]),
      ]
      #if !os(Linux)
      targets.append(.target(name: "KitUI", dependencies: ["Kit"]))
      #endif
      let package = Package(name: "Kit", targets: targets)

      """)
    try folder.write("checkouts/kit/Sources/Kit/Badge.swift", "public struct Badge { public init() {} }\n")
    try folder.write("checkouts/kit/Sources/Kit/Notes.md", "notes\n")
    try folder.write("checkouts/kit/Sources/Extras/Extra.swift", "import Kit\n")
    try folder.write(
      "checkouts/kit/Sources/KitUI/BadgeView.swift",
      "import UIKit\nimport Kit\n\npublic class BadgeView: UIView {}\n")
    try folder.write("checkouts/kit/Tests/KitTests/KitTests.swift", "import Kit\n")
    // An Objective-C target the manifest leaves out on Linux: named as Objective-C, not as unknown.
    try folder.write("checkouts/kit/Sources/KitRuntime/Runtime.m", "@implementation KitRuntime @end\n")
    try folder.write("App/Runtime.swift", "import KitRuntime\n")
    let plan = try ProjectImport.plan(
      .init(
        projectPath: folder.path + "/App.xcodeproj", lifecycleKitPath: "../kit",
        dependencies: [folder.path + "/checkouts"]))
    let errors = plan.diagnostics.filter { $0.severity == .error }.map(\.message)
    #expect(errors.count == 1, "\(errors)")
    #expect(
      errors.first?.hasPrefix("module 'KitRuntime' (the folder Sources/KitRuntime") == true, "\(errors)")
    #expect(errors.first?.contains("has 1 Objective-C, C or C++ file(s)") == true)
    #expect(
      plan.dependencyModules.map(\.name) == ["Kit", "KitUI"],
      "Extras and the tests are not imported, and KitRuntime, with no Swift file, is no target")
    #expect(!text(plan, "Package.swift").contains("KitRuntime"))
    #expect(
      plan.dependencyModules.last?.origin.contains("its manifest, evaluated on Linux, leaves it out") == true)
    let manifest = text(plan, "Package.swift")
    #expect(
      manifest.contains(#"swiftSettings: [.swiftLanguageMode(.v4_2), .define("KIT_FAST")]"#), "\(manifest)")
    #expect(
      manifest.contains(#"dependencies: [.product(name: "LifecycleUIKit", package: "LifecycleKit"), "Kit"],"#)
        && manifest.contains(#"name: "KitUI","#), "KitUI depends on Kit:\n\(manifest)")
    let badgeView = text(plan, "Sources/KitUI/BadgeView.imported.swift")
    #expect(badgeView.contains("import LifecycleUIKit") && badgeView.contains("import Kit"))
    #expect(plan.files["Sources/Kit/Badge.imported.swift"] != nil)
  }

  @Test("a path given with --dependencies that holds no package is an error naming it")
  func givenFolderWithoutPackage() throws {
    let folder = try ProjectFolder()
    try folder.write(
      "App.xcodeproj/project.pbxproj", Self.pbxproj([("App", "application", ["App/AppDelegate.swift"])]))
    try folder.write("App/AppDelegate.swift", Self.appDelegate)
    try folder.write("empty/readme.txt", "nothing\n")
    #expect {
      _ = try ProjectImport.plan(
        .init(projectPath: folder.path, lifecycleKitPath: "../kit", dependencies: [folder.path + "/empty"]))
    } throws: { error in
      "\(error)".contains("empty") && "\(error)".contains("no Package.swift")
    }
    try folder.write("broken/Package.swift", "this is not Swift\n")
    #expect {
      _ = try ProjectImport.plan(
        .init(projectPath: folder.path, lifecycleKitPath: "../kit", dependencies: [folder.path + "/broken"]))
    } throws: { error in
      "\(error)".contains("broken/Package.swift")
        && "\(error)".contains("SwiftPM could not evaluate the manifest")
    }
  }
}
