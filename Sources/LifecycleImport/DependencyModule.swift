import Foundation

/// A module the app imports that the generated package builds from source beside the app's own,
/// translated as the app's files are: one of the project's framework or static-library targets,
/// a pod whose sources the project keeps in `Pods/`, a target of a local Swift package, or a
/// target of a checkout given with `--dependencies` (a package Xcode fetched into
/// `SourcePackages/checkouts`, a pod's repository with a `Package.swift`).
struct DependencyModule: Sendable {
  /// The module's name, as `import` names it.
  var name: String
  /// Where it comes from, as the summary and diagnostics say it: `the framework target 'Kit'`,
  /// `the pod 'SnapKit' (Pods/Pods.xcodeproj)`, `the package 'SideMenu' at /path`.
  var origin: String
  /// The folder its paths are relative to.
  var files: ProjectFiles
  /// What diagnostics put before a path of ``files``: empty for the project's own folder,
  /// `Pods/` for a pod, the folder and `/` for a checkout outside the project.
  var displayPrefix: String
  /// The folder of ``files`` its sources are laid out from in the package (`Sources/SideMenu`
  /// for a package's target): `Sources/NAME/` of the package holds its files relative to it.
  var sourceFolder: String
  /// Its Swift files, relative to ``files``.
  var sources: [String]
  /// Its other sources (C, Objective-C, C++), which the package does not build.
  var otherSources: [String] = []
  /// Its Swift version (`SWIFT_VERSION`, or the package's language mode), when it names one.
  var swiftVersion: String?
  /// The compilation conditions it defines (`define` settings of a package's target).
  var defines: [String] = []
  /// How many resources it has; the package does not copy them (reported).
  var resourceCount = 0
  /// Why it cannot be built from source at all (a binary framework, a system library).
  var unbuildable: String?

  /// The path diagnostics name for `relative`, a file of the module.
  func displayPath(_ relative: String) -> String { displayPrefix + relative }

  /// The path in the package's `Sources/NAME/` for `relative`, a Swift file of the module.
  func packagePath(_ relative: String) -> String {
    if !sourceFolder.isEmpty, relative.hasPrefix(sourceFolder + "/") {
      return String(relative.dropFirst(sourceFolder.count + 1))
    }
    return relative
  }

  /// The product types whose targets form a module an app imports.
  static let libraryProductTypes: Set<String> = [
    "com.apple.product-type.framework", "com.apple.product-type.library.static",
    "com.apple.product-type.library.dynamic",
  ]

  /// The framework and library targets of an Xcode project as modules; `origin` names each from
  /// its target's name.
  static func libraries(
    of project: XcodeProject, files: ProjectFiles, displayPrefix: String,
    origin: (XcodeProject.Target) -> String,
    moduleName: (XcodeProject.Target) -> String = { $0.moduleName }
  ) -> [DependencyModule] {
    project.targets.filter { libraryProductTypes.contains($0.productType) }.map { target in
      DependencyModule(
        name: moduleName(target), origin: origin(target), files: files, displayPrefix: displayPrefix,
        sourceFolder: commonFolder(target.sources), sources: target.sources,
        otherSources: target.otherSources.filter { !$0.hasSuffix(".h") },
        swiftVersion: target.setting("SWIFT_VERSION"),
        resourceCount: target.resources.count)
    }
  }

  /// The longest folder every path lies in (empty when they share none).
  static func commonFolder(_ paths: [String]) -> String {
    guard var common = paths.first.map({ $0.split(separator: "/").dropLast() }) else { return "" }
    for path in paths.dropFirst() {
      let parts = path.split(separator: "/").dropLast()
      var count = 0
      while count < min(common.count, parts.count),
        common[common.startIndex + count] == parts[parts.startIndex + count]
      {
        count += 1
      }
      common = common.prefix(count)
    }
    return common.joined(separator: "/")
  }
}

/// The Swift packages and pods the project names but does not hold, and what the app's imports
/// of their modules need: the message for a module no dependency provides.
struct DependencyHints: Sendable {
  /// A hint by module name: where the project says the module comes from.
  var byModule: [String: String] = [:]

  /// The sentence for `module`, or nil when the project says nothing of it.
  func hint(for module: String) -> String? { byModule[module] }

  /// The hints for the remote packages of `project` (with their versions from the
  /// `Package.resolved` files Xcode writes beside it) and the pods `Podfile.lock` lists.
  static func read(project: XcodeProject?, xcodeproj: String?, files: ProjectFiles) -> DependencyHints {
    var hints = DependencyHints()
    var pinned: [String: String] = [:]
    var resolvedFiles: [String] = []
    if let xcodeproj {
      resolvedFiles.append(xcodeproj + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
    }
    for name in (files.list("") ?? []) where name.hasSuffix(".xcworkspace/") {
      resolvedFiles.append(name + "xcshareddata/swiftpm/Package.resolved")
    }
    for path in resolvedFiles {
      guard let bytes = try? files.read(path) else { continue }
      for (location, version) in PackageResolved.pins(bytes) {
        pinned[PackageResolved.identity(location)] = version
      }
    }
    for package in project?.packages ?? [] where !package.isLocal {
      let version = pinned[PackageResolved.identity(package.location)]
      var text = "the Swift package \(package.location)"
      if let version {
        text += " (\(version) in Package.resolved)"
      } else if !package.requirement.isEmpty {
        text += " (\(package.requirement))"
      }
      let repository = PackageResolved.identity(package.location)
      text +=
        ", which the generated package cannot fetch: give its checkout with --dependencies DIR (Xcode keeps it in "
        + "DerivedData/…/SourcePackages/checkouts/\(repository))"
      for product in package.products { hints.byModule[XcodeProject.moduleName(product)] = text }
    }
    for lock in ["Podfile.lock", "Pods/Manifest.lock"] {
      guard let bytes = try? files.read(lock) else { continue }
      for (pod, version) in Podfile.lockedPods(bytes)
      where hints.byModule[XcodeProject.moduleName(pod)] == nil {
        hints.byModule[XcodeProject.moduleName(pod)] =
          "the pod '\(pod)' (\(version) in \(lock)), whose sources are not in Pods/: give a checkout of its "
          + "repository with --dependencies DIR (one with a Package.swift), or commit Pods/"
      }
    }
    return hints
  }
}

/// Reading Xcode's (and SwiftPM's) `Package.resolved`: version 1 (`object.pins`, `package`,
/// `repositoryURL`) and versions 2 and 3 (`pins`, `identity`, `location`).
enum PackageResolved {
  /// Each pin's location and what it is pinned to (its version, else its branch, else the first
  /// ten digits of its revision); nothing for a file that is not JSON.
  static func pins(_ bytes: [UInt8]) -> [(location: String, version: String)] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
      return []
    }
    let pins = (object["pins"] ?? (object["object"] as? [String: Any])?["pins"]) as? [[String: Any]] ?? []
    return pins.compactMap { pin in
      guard let location = (pin["location"] ?? pin["repositoryURL"]) as? String else { return nil }
      let state = pin["state"] as? [String: Any] ?? [:]
      let version =
        (state["version"] as? String) ?? (state["branch"] as? String).map { "branch " + $0 }
        ?? (state["revision"] as? String).map { "revision " + $0.prefix(10) } ?? "unpinned"
      return (location, version)
    }
  }

  /// SwiftPM's identity of a package location: its last path component, lowercased, without
  /// `.git` (`https://github.com/jonkykong/SideMenu.git` → `sidemenu`).
  static func identity(_ location: String) -> String {
    var last = location.split(separator: "/").last.map(String.init) ?? location
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last.lowercased()
  }
}

/// Reading CocoaPods' `Podfile.lock`.
enum Podfile {
  /// The pods of the `PODS:` section with their versions (`SnapKit (5.0.1)`); a subspec
  /// (`Firebase/Core`) counts as its pod.
  static func lockedPods(_ bytes: [UInt8]) -> [(pod: String, version: String)] {
    var result: [(String, String)] = []
    var seen: Set<String> = []
    var inPods = false
    for line in String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if !line.hasPrefix(" ") {
        inPods = line.hasPrefix("PODS:")
        continue
      }
      // Top-level entries are `  - Name (1.0)`; their dependencies are indented further.
      guard inPods, line.hasPrefix("  - ") else { continue }
      var entry = line.dropFirst(4)
      if entry.hasPrefix("\""), entry.hasSuffix("\"") || entry.hasSuffix("\":") {
        entry = entry.dropFirst().prefix { $0 != "\"" }
      }
      if entry.hasSuffix(":") { entry = entry.dropLast() }
      guard let open = entry.firstIndex(of: "(") else { continue }
      let name = entry[..<open].trimmingCharacters(in: .whitespaces)
      let version = entry[entry.index(after: open)...].prefix { $0 != ")" }
      let pod = String(name.split(separator: "/").first ?? Substring(name))
      if !pod.isEmpty, seen.insert(pod).inserted { result.append((pod, String(version))) }
    }
    return result
  }
}
