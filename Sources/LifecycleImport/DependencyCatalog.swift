import Foundation

/// Every module the generated package could build beside the app, by name, and where each comes
/// from. The import builds only those the app's code imports, and what they import in turn.
///
/// Where two places give a module of the same name, the first in this order wins and the other is
/// reported: the checkouts given with `--dependencies` (in the order given), the project's own
/// framework and library targets, the pods kept in `Pods/`, the project's local Swift packages.
struct DependencyCatalog {
  /// The modules by name.
  var modules: [String: DependencyModule] = [:]
  /// What was found while gathering (a manifest that does not evaluate, a duplicate name).
  var diagnostics: [ImportDiagnostic] = []

  /// The catalog for the project of `source` and the checkouts `given` (paths as the user gave
  /// them). A checkout that cannot be read is an error naming it.
  static func gather(source: ProjectSource, given: [String]) throws(ImportError) -> DependencyCatalog {
    var catalog = DependencyCatalog()
    for path in given {
      for module in try checkouts(path) { catalog.add(module) }
    }
    if let project = source.project {
      let libraries = DependencyModule.libraries(
        of: project, files: source.files, displayPrefix: "", origin: { "the project's target '\($0.name)'" })
      for module in libraries where module.name != source.moduleName { catalog.add(module) }
      for package in project.packages where package.isLocal {
        guard let folder = XcodeProject.normalized(package.location), source.files.isFolder(folder) else {
          catalog.diagnostics.append(
            ImportDiagnostic(
              .warning, file: source.projectFile,
              "the local package '\(package.location)' is not a folder inside the project: not read (give it with "
                + "--dependencies DIR)"))
          continue
        }
        do {
          let inner = try ProjectFiles(root: source.files.resolve(folder))
          for module in try PackageManifest.modules(of: inner, displayPrefix: folder + "/") {
            catalog.add(module)
          }
        } catch {
          catalog.diagnostics.append(ImportDiagnostic(.error, file: error.path, error.message))
        }
      }
    }
    if source.files.exists("Pods/Pods.xcodeproj/project.pbxproj") {
      do {
        for module in try pods(in: source.files) { catalog.add(module) }
      } catch {
        catalog.diagnostics.append(ImportDiagnostic(.error, file: error.path, error.message))
      }
    }
    return catalog
  }

  mutating func add(_ module: DependencyModule) {
    if let first = modules[module.name] {
      diagnostics.append(
        ImportDiagnostic(
          .note, file: module.displayPath(module.sourceFolder),
          "\(module.origin) also gives a module '\(module.name)': \(first.origin) is the one built"))
      return
    }
    modules[module.name] = module
  }

  /// The modules of one path given with `--dependencies`: a package's folder, a folder holding
  /// an `.xcodeproj` (its framework targets), or a folder of such folders (Xcode's
  /// `SourcePackages/checkouts`).
  static func checkouts(_ path: String) throws(ImportError) -> [DependencyModule] {
    let files = try ProjectFiles(root: path)
    if let modules = try modules(of: files) { return modules }
    var result: [DependencyModule] = []
    for entry in (files.list("") ?? []) where entry.hasSuffix("/") && !entry.hasPrefix(".") {
      let inner = try ProjectFiles(root: files.root + "/" + entry.dropLast())
      if let modules = try modules(of: inner) { result += modules }
    }
    guard !result.isEmpty else {
      throw ImportError(
        path,
        "--dependencies: neither a Swift package (no Package.swift), nor a folder holding an .xcodeproj, nor a "
          + "folder of such checkouts")
    }
    return result
  }

  /// The modules of a package or project folder, or nil when it is neither.
  static func modules(of files: ProjectFiles) throws(ImportError) -> [DependencyModule]? {
    if files.exists("Package.swift") {
      return try PackageManifest.modules(of: files, displayPrefix: files.root + "/")
    }
    let projects = (files.list("") ?? []).filter { $0.hasSuffix(".xcodeproj/") }.sorted()
    guard let project = projects.first else { return nil }
    let pbxproj = project + "project.pbxproj"
    let parsed: XcodeProject
    do {
      parsed = try XcodeProject(pbxproj: try files.read(pbxproj), file: pbxproj) { files.list($0) }
    } catch let error as XcodeProjectError {
      throw ImportError(
        files.root + "/" + error.file + (error.place.isEmpty ? "" : ":" + error.place), error.message)
    } catch let error as ImportError {
      throw error
    } catch {
      throw ImportError(files.root + "/" + pbxproj, "\(error)")
    }
    let name = String(project.dropLast(".xcodeproj/".count))
    return DependencyModule.libraries(
      of: parsed, files: files, displayPrefix: files.root + "/",
      origin: { "the target '\($0.name)' of \(files.root)/\(name).xcodeproj" })
  }

  /// The pods whose sources the project keeps in `Pods/`: the framework and library targets of
  /// `Pods/Pods.xcodeproj` but the umbrella `Pods-App` ones, each named by the
  /// `PRODUCT_MODULE_NAME` of its `Target Support Files` configuration.
  static func pods(in project: ProjectFiles) throws(ImportError) -> [DependencyModule] {
    let files = try ProjectFiles(root: project.resolve("Pods"))
    let pbxproj = "Pods.xcodeproj/project.pbxproj"
    let parsed: XcodeProject
    do {
      parsed = try XcodeProject(pbxproj: try files.read(pbxproj), file: pbxproj) { files.list($0) }
    } catch let error as XcodeProjectError {
      throw ImportError(
        project.root + "/Pods/" + error.file + (error.place.isEmpty ? "" : ":" + error.place), error.message)
    } catch let error as ImportError {
      throw error
    } catch {
      throw ImportError(project.root + "/Pods/" + pbxproj, "\(error)")
    }
    return DependencyModule.libraries(
      of: parsed, files: files, displayPrefix: "Pods/",
      origin: { "the pod '\($0.name)' (Pods/Pods.xcodeproj)" },
      moduleName: { target in
        for name in ["\(target.name).xcconfig", "\(target.name).release.xcconfig"] {
          let path = "Target Support Files/\(target.name)/\(name)"
          if let bytes = try? files.read(path), let value = XCConfig.value("PRODUCT_MODULE_NAME", in: bytes) {
            return XcodeProject.moduleName(value)
          }
        }
        return target.moduleName
      }
    ).filter { !$0.origin.hasPrefix("the pod 'Pods-") }
  }
}

/// Reading one setting from an `.xcconfig` file (`NAME = value`, `//` comments).
enum XCConfig {
  static func value(_ name: String, in bytes: [UInt8]) -> String? {
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      let text = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let parts = text.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else { continue }
      let value = parts[1].trimmingCharacters(in: .whitespaces)
      return value.isEmpty || value.contains("$") ? nil : value
    }
    return nil
  }
}

/// A Swift package's targets as modules, read from its manifest as SwiftPM evaluates it
/// (`swift package dump-package`, with a scratch folder of its own so that nothing is written in
/// the package).
///
/// A manifest is Swift, and conditions in it (`#if os(Linux)`) are answered for the machine
/// that evaluates it: a target such a condition leaves out on Linux (RxSwift's `RxCocoa`) is
/// still found in its conventional folder, `Sources/NAME`, and built with the package's settings.
enum PackageManifest {
  static func modules(of files: ProjectFiles, displayPrefix: String) throws(ImportError) -> [DependencyModule]
  {
    let manifest = try dump(files)
    let packageName = manifest["name"] as? String ?? (files.root as NSString).lastPathComponent
    let tools = ((manifest["toolsVersion"] as? [String: Any])?["_version"] as? String) ?? "5.0.0"
    let modes = (manifest["swiftLanguageVersions"] as? [String]) ?? []
    let packageMode =
      modes.sorted { $0.compare($1, options: .numeric) == .orderedAscending }.last
      ?? (tools.compare("6", options: .numeric) == .orderedAscending ? "5" : "6")
    var result: [DependencyModule] = []
    var folders: Set<String> = []
    for target in manifest["targets"] as? [[String: Any]] ?? [] {
      guard let name = target["name"] as? String, let type = target["type"] as? String else { continue }
      let origin = "the target '\(name)' of the package '\(packageName)' at \(displayPrefix.dropLast())"
      let path =
        (target["path"] as? String).flatMap(XcodeProject.normalized) ?? conventionalFolder(name, files)
      if let path { folders.insert(path) }
      switch type {
      case "regular":
        break
      case "binary", "system":
        result.append(
          DependencyModule(
            name: name, origin: origin, files: files, displayPrefix: displayPrefix, sourceFolder: path ?? "",
            sources: [],
            unbuildable: type == "binary"
              ? "a binary target (a prebuilt framework for Apple's platforms), which cannot be built from source"
              : "a system library target, whose library iOS has and this machine may not"))
        continue
      default:
        continue  // Tests, executables, plugins and macros are not modules an app imports.
      }
      guard let path else {
        result.append(
          DependencyModule(
            name: name, origin: origin, files: files, displayPrefix: displayPrefix, sourceFolder: "",
            sources: [],
            unbuildable: "its folder is not found (no `path:`, and no Sources/\(name))"))
        continue
      }
      var settingsMode: String?
      var defines: [String] = []
      for setting in target["settings"] as? [[String: Any]] ?? [] where setting["tool"] as? String == "swift"
      {
        let kind = setting["kind"] as? [String: Any] ?? [:]
        if let mode = (kind["swiftLanguageMode"] as? [String: Any])?["_0"] as? String { settingsMode = mode }
        if let define = (kind["define"] as? [String: Any])?["_0"] as? String { defines.append(define) }
      }
      let (swift, other) = try sourceFiles(
        in: path, only: target["sources"] as? [String], excluding: target["exclude"] as? [String] ?? [],
        files: files)
      result.append(
        DependencyModule(
          name: name, origin: origin, files: files, displayPrefix: displayPrefix, sourceFolder: path,
          sources: swift,
          otherSources: other, swiftVersion: settingsMode ?? packageMode, defines: defines,
          resourceCount: (target["resources"] as? [Any])?.count ?? 0))
    }
    // Targets the manifest leaves out on this machine but keeps in their conventional folder.
    for entry in (files.list("Sources") ?? []) where entry.hasSuffix("/") {
      let name = String(entry.dropLast())
      let path = "Sources/" + name
      guard !folders.contains(path), !result.contains(where: { $0.name == name }) else { continue }
      let (swift, other) = try sourceFiles(in: path, only: nil, excluding: [], files: files)
      guard !swift.isEmpty || !other.isEmpty else { continue }
      result.append(
        DependencyModule(
          name: XcodeProject.moduleName(name),
          origin:
            "the folder Sources/\(name) of the package '\(packageName)' at \(displayPrefix.dropLast()) (its "
            + "manifest, evaluated on Linux, leaves it out)",
          files: files, displayPrefix: displayPrefix, sourceFolder: path, sources: swift, otherSources: other,
          swiftVersion: packageMode))
    }
    return result
  }

  /// SwiftPM's conventional folders for a target's sources.
  static func conventionalFolder(_ name: String, _ files: ProjectFiles) -> String? {
    ["Sources", "Source", "src", "srcs"].map { "\($0)/\(name)" }.first { files.isFolder($0) }
  }

  /// The Swift files and the other sources of a target's folder, as SwiftPM takes them.
  static func sourceFiles(
    in path: String, only: [String]?, excluding: [String], files: ProjectFiles
  ) throws(ImportError) -> (swift: [String], other: [String]) {
    let roots = only?.compactMap { XcodeProject.normalized(path + "/" + $0) } ?? [path]
    let excluded = excluding.compactMap { XcodeProject.normalized(path + "/" + $0) }
    var swift: [String] = []
    var other: [String] = []
    for root in roots {
      let all = files.isFolder(root) ? try files.walk(root) : files.exists(root) ? [root] : []
      for file in all where !excluded.contains(where: { file == $0 || file.hasPrefix($0 + "/") }) {
        if file.hasSuffix(".swift") {
          swift.append(file)
        } else if [".c", ".m", ".mm", ".cpp", ".cc", ".cxx", ".s", ".S"].contains(where: {
          file.hasSuffix($0)
        }) {
          other.append(file)
        }
      }
    }
    return (swift.sorted(), other.sorted())
  }

  /// The manifest as `swift package dump-package` prints it. Its output goes through files in
  /// the scratch folder, so that neither pipe can fill up and stall it.
  static func dump(_ files: ProjectFiles) throws(ImportError) -> [String: Any] {
    let manager = FileManager.default
    let scratch = manager.temporaryDirectory.appendingPathComponent("lifecycle-import-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: scratch) }
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorURL = scratch.appendingPathComponent("stderr")
    let process = Process()
    do {
      try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
      guard manager.createFile(atPath: outputURL.path, contents: nil),
        manager.createFile(atPath: errorURL.path, contents: nil)
      else { throw CocoaError(.fileWriteUnknown) }
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swift", "package", "--package-path", files.root, "--scratch-path",
        scratch.appendingPathComponent("build").path,
        "dump-package",
      ]
      process.standardOutput = try FileHandle(forWritingTo: outputURL)
      process.standardError = try FileHandle(forWritingTo: errorURL)
      process.standardInput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
    } catch {
      throw ImportError(
        files.root + "/Package.swift", "cannot run `swift package dump-package` to read it: \(error)")
    }
    let data = manager.contents(atPath: outputURL.path) ?? Data()
    guard process.terminationStatus == 0,
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      let errors = String(decoding: manager.contents(atPath: errorURL.path) ?? Data(), as: UTF8.self)
      // The compiler's own lines name the manifest's line and column; SwiftPM's first line repeats
      // the whole command.
      let lines = errors.split(separator: "\n").map(String.init)
      let located = lines.filter { $0.contains("Package.swift:") && $0.contains("error:") }
      let message = (located.isEmpty ? Array(lines.prefix(1)) : Array(located.prefix(3))).map {
        $0.count > 300 ? String($0.prefix(300)) + "…" : $0
      }.joined(separator: "; ")
      throw ImportError(
        files.root + "/Package.swift",
        "SwiftPM could not evaluate the manifest (`swift package dump-package` exited \(process.terminationStatus))"
          + (message.isEmpty ? "" : ": " + message))
    }
    return object
  }
}
