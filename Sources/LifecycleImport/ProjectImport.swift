import Foundation

/// `lifecycle import`: an Xcode project (or a folder of sources and interface files) read as it
/// is and turned into the files of a SwiftPM package that builds against LifecycleKit on Linux.
///
/// The project is only read. The package holds the project's Swift files translated
/// (``SourceTranslation``), its resources laid out as in a built app's bundle, its Info.plist, an
/// executable `lifecycle-app` with every command of `lifecycle` over the imported app, and a test
/// target with one lifecycle test to start from. ``plan(_:)`` computes every file in memory;
/// ``PackageWriter`` writes only what changed, or checks that nothing did.
public struct ProjectImport: Sendable {
  /// What to import and how.
  public struct Options: Sendable {
    /// An `.xcodeproj`, a folder holding one, or a folder of sources and interface files.
    public var projectPath: String
    /// The app target to import when the project has several.
    public var target: String?
    /// The LifecycleKit checkout the package depends on, as Package.swift writes it (relative
    /// to the package's folder, or absolute).
    public var lifecycleKitPath: String
    /// Checkouts of the packages and pods the app imports that the project does not hold: each a
    /// package's folder (with its `Package.swift`), a folder holding an `.xcodeproj` (its
    /// framework targets), or a folder of such folders (Xcode's `SourcePackages/checkouts`).
    public var dependencies: [String]

    /// Creates options.
    public init(
      projectPath: String, target: String? = nil, lifecycleKitPath: String, dependencies: [String] = []
    ) {
      self.projectPath = projectPath
      self.target = target
      self.lifecycleKitPath = lifecycleKitPath
      self.dependencies = dependencies
    }
  }

  /// The package's files by path relative to its folder.
  public var files: [String: [UInt8]] = [:]
  /// What the import found.
  public var diagnostics: [ImportDiagnostic] = []
  /// The imported target's name: the app's identifier in scenarios (`install Notes app=NAME`).
  public var appName: String
  /// The module the app's code forms.
  public var moduleName: String
  /// The project's name (the `.xcodeproj`'s, or the folder's): the default package folder is
  /// `NAME-lifecycle` beside the project.
  public var projectName: String
  /// The folder holding the project (the `.xcodeproj`'s parent, or the folder given).
  public var projectFolder: String
  /// Where the package goes unless told: `NAME-lifecycle` beside the `.xcodeproj`, or beside the
  /// folder imported (never inside it, where a second import would read it as the app's sources).
  public var defaultOutput: String

  /// The Swift language mode the package builds the app in (`4`, `4.2`, `5`, `6`).
  public var languageMode: String
  /// The iOS version the app supports at least (`IPHONEOS_DEPLOYMENT_TARGET`, or Info.plist's
  /// `MinimumOSVersion`); nil when the project names none (every profile installs it).
  public var deploymentTarget: String?
  /// Counts for the summary.
  public var counts = Counts()
  /// The app delegate class, when one was found.
  public var applicationDelegate: String?
  /// The modules built beside the app's (its dependencies, and theirs), in the order found,
  /// each with where it comes from.
  public var dependencyModules: [(name: String, origin: String)] = []

  /// What was translated and copied.
  public struct Counts: Hashable, Sendable {
    /// Swift files translated.
    public var swiftFiles = 0
    /// Classes registered for interface files.
    public var classes = 0
    /// `@IBOutlet`s and inspectables registered.
    public var outlets = 0
    /// Action methods registered by selector.
    public var actions = 0
    /// `#selector` expressions resolved.
    public var selectors = 0
    /// Resource files copied into the bundle.
    public var resources = 0
    /// Storyboards among them.
    public var storyboards = 0
    /// `.xib` files among them.
    public var xibs = 0
    /// Swift files of the modules built beside the app, translated.
    public var dependencySwiftFiles = 0
  }

  /// Whether an error was found: the package would not build, or not behave as on iOS.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Plans the import of `options.projectPath`.
  public static func plan(_ options: Options) throws(ImportError) -> ProjectImport {
    let source = try ProjectSource.open(options.projectPath, target: options.target)
    return try ProjectImport(source: source, options: options)
  }

  init(source: ProjectSource, options: Options) throws(ImportError) {
    appName = source.targetName
    moduleName = XcodeProject.moduleName(source.moduleName)
    projectName = source.projectName
    projectFolder = source.files.root
    defaultOutput =
      source.isFolder
      ? URL(fileURLWithPath: source.files.root).deletingLastPathComponent().appendingPathComponent(
        source.projectName + "-lifecycle"
      ).path : source.files.root + "/" + source.projectName + "-lifecycle"
    diagnostics = source.diagnostics
    languageMode = Self.languageMode(source.swiftVersion, diagnostics: &diagnostics, file: source.projectFile)
    deploymentTarget = source.deploymentTarget

    // Sources.
    var inputs: [SourceTranslation.Input] = []
    for path in source.sources {
      do {
        inputs.append(
          .init(
            path: path, sourceLocationPath: try source.files.resolve(path), bytes: try source.files.read(path)
          ))
      } catch {
        diagnostics.append(ImportDiagnostic(.error, file: error.path, error.message))
      }
    }
    let hints = DependencyHints.read(
      project: source.project, xcodeproj: source.xcodeproj, files: source.files)
    let catalog = try DependencyCatalog.gather(source: source, given: options.dependencies)
    diagnostics.append(contentsOf: catalog.diagnostics)
    let modules = ModuleMapping(localModules: Set(catalog.modules.keys), hints: hints.byModule)
    let translation = SourceTranslation(inputs, modules: modules)
    diagnostics.append(contentsOf: translation.diagnostics)
    applicationDelegate = translation.applicationDelegate
    var registrations: [String] = []
    var usedNames: Set<String> = []
    for output in translation.outputs {
      // `X.swift` becomes `X.imported.swift`: a file of the package's own name would give the same
      // `#fileID` as the original its `#sourceLocation` names.
      var name = String(output.path.dropLast(".swift".count)) + ".imported.swift"
      if !usedNames.insert(name).inserted { name = "Duplicate/" + name }
      files["Sources/\(moduleName)/\(name)"] = Array(output.text.utf8)
      if let function = output.registrationFunction { registrations.append(function) }
      counts.swiftFiles += 1
      counts.outlets += output.registered.outlets
      counts.actions += output.registered.actions
      counts.classes += output.registered.classes
    }
    counts.selectors = translation.selectorCount

    // Resources, laid out as a built app's bundle.
    var bundle = BundleLayout()
    for resource in source.resources {
      do {
        try bundle.add(resource, from: source.files, diagnostics: &diagnostics)
      } catch {
        diagnostics.append(ImportDiagnostic(.error, file: error.path, error.message))
      }
    }
    let info = source.infoPlist
    bundle.files["Info.plist"] = info.bytes
    for (path, bytes) in bundle.files {
      files["Sources/\(moduleName)/Bundle/\(path)"] = bytes
      if path != "Info.plist" { counts.resources += 1 }
      if path.hasSuffix(".storyboard") { counts.storyboards += 1 }
      if path.hasSuffix(".xib") { counts.xibs += 1 }
    }

    if let swiftUI = translation.swiftUIApp, applicationDelegate == nil {
      diagnostics.append(
        ImportDiagnostic(
          .error, file: swiftUI.file, line: swiftUI.line,
          "\(swiftUI.name) is a SwiftUI App: LifecycleKit has no SwiftUI-shaped module yet, so the app cannot run "
            + "(the package's build stops at the first use of SwiftUI's API)"))
    } else if applicationDelegate == nil {
      diagnostics.append(
        ImportDiagnostic(
          .error, file: source.projectFile,
          "no app delegate found: no class is marked @UIApplicationMain or @main, and no main.swift calls "
            + "UIApplicationMain(…) with one"))
    }

    let built = buildDependencies(
      translation.localImports.subtracting([moduleName]), catalog: catalog, modules: modules)
    let generator = PackageGenerator(
      appName: appName, moduleName: moduleName, projectName: projectName, languageMode: languageMode,
      deploymentTarget: deploymentTarget, delegate: applicationDelegate,
      sceneDelegate: info.sceneDelegate.map { Self.className($0) }, registrations: registrations,
      lifecycleKitPath: options.lifecycleKitPath, projectFile: source.projectFile,
      appImports: translation.localImports.intersection(built.map(\.name)).sorted(), dependencies: built)
    for (path, text) in generator.files() { files[path] = Array(text.utf8) }
  }

  /// Translates the modules `wanted` names, and those they import in turn, into targets of the
  /// package beside the app's: each file as the app's are, each module's registrations behind one
  /// public function the app's `registerAll()` calls.
  mutating func buildDependencies(
    _ wanted: Set<String>, catalog: DependencyCatalog, modules: ModuleMapping
  ) -> [PackageGenerator.Dependency] {
    var built: [PackageGenerator.Dependency] = []
    var pending = wanted.sorted()
    var seen = Set(pending).union([moduleName])
    while !pending.isEmpty {
      let name = pending.removeFirst()
      guard let module = catalog.modules[name] else { continue }
      let place = module.displayPath(module.sourceFolder)
      if let reason = module.unbuildable {
        diagnostics.append(
          ImportDiagnostic(
            .error, file: place,
            "module '\(name)' (\(module.origin)) is \(reason): the package does not build it, and code that imports "
              + "it does not compile"))
        continue
      }
      if let first = module.otherSources.first {
        diagnostics.append(
          ImportDiagnostic(
            .error, file: module.displayPath(first),
            "module '\(name)' (\(module.origin)) has \(module.otherSources.count) Objective-C, C or C++ file(s), "
              + "which LifecycleKit does not build (it builds Swift only): what they declare is missing"))
      }
      if module.resourceCount > 0 {
        diagnostics.append(
          ImportDiagnostic(
            .warning, file: place,
            "module '\(name)' (\(module.origin)) has \(module.resourceCount) resource(s), which the package does not "
              + "copy: its code finds none of them in its bundle"))
      }
      var inputs: [SourceTranslation.Input] = []
      var relatives: [String] = []
      for path in module.sources {
        do {
          inputs.append(
            .init(
              path: module.displayPath(path), sourceLocationPath: try module.files.resolve(path),
              bytes: try module.files.read(path)))
          relatives.append(path)
        } catch {
          diagnostics.append(ImportDiagnostic(.error, file: module.displayPath(error.path), error.message))
        }
      }
      // SwiftPM refuses a target without sources: a module with no Swift file is not built, and
      // its imports fail at their lines.
      guard !inputs.isEmpty else {
        if module.otherSources.isEmpty {
          diagnostics.append(
            ImportDiagnostic(
              .error, file: place, "module '\(name)' (\(module.origin)) has no Swift file: not built"))
        }
        continue
      }
      let translation = SourceTranslation(inputs, modules: modules)
      diagnostics.append(contentsOf: translation.diagnostics)
      var functions: [String] = []
      var usedNames: Set<String> = []
      for (relative, output) in zip(relatives, translation.outputs) {
        var file = String(module.packagePath(relative).dropLast(".swift".count)) + ".imported.swift"
        if !usedNames.insert(file).inserted { file = "Duplicate/" + file }
        files["Sources/\(name)/\(file)"] = Array(output.text.utf8)
        if let function = output.registrationFunction { functions.append(function) }
        counts.dependencySwiftFiles += 1
        counts.outlets += output.registered.outlets
        counts.actions += output.registered.actions
        counts.classes += output.registered.classes
      }
      counts.selectors += translation.selectorCount
      let imports = translation.localImports.subtracting([name])
      for next in imports.sorted() where seen.insert(next).inserted { pending.append(next) }
      let dependency = PackageGenerator.Dependency(
        name: name, origin: module.origin,
        languageMode: Self.languageMode(module.swiftVersion, diagnostics: &diagnostics, file: place),
        imports: imports.sorted(), defines: module.defines,
        registrations: functions)
      if let code = dependency.registrationFile() {
        files["Sources/\(name)/LifecycleImport/Registration.swift"] = Array(code.utf8)
      }
      built.append(dependency)
      dependencyModules.append((name, module.origin))
    }
    return built
  }

  /// `$(PRODUCT_MODULE_NAME).SceneDelegate` → `SceneDelegate`.
  static func className(_ name: String) -> String {
    String(name.split(separator: ".").last ?? Substring(name))
  }

  static func languageMode(_ version: String?, diagnostics: inout [ImportDiagnostic], file: String) -> String
  {
    guard let version, !version.isEmpty else { return "5" }
    let parts = version.split(separator: ".").compactMap { Int($0) }
    switch (parts.first ?? 5, parts.count > 1 ? parts[1] : 0) {
    case (6..., _): return "6"
    case (5, _): return "5"
    case (4, 2...): return "4.2"
    case (4, _): return "4"
    default:
      diagnostics.append(
        ImportDiagnostic(
          .warning, file: file,
          "SWIFT_VERSION \(version): today's compiler builds Swift 4 and later; the package uses Swift 4 mode"
        ))
      return "4"
    }
  }
}

/// A project's resources as iOS lays them out in the built app: plain files at the bundle's root,
/// localized files in their `NAME.lproj` folder, folders (asset catalogs, `Settings.bundle`,
/// folder references) whole under their own name.
struct BundleLayout {
  var files: [String: [UInt8]] = [:]
  var origins: [String: String] = [:]

  mutating func add(
    _ resource: String, from project: ProjectFiles, diagnostics: inout [ImportDiagnostic]
  ) throws(ImportError) {
    let components = resource.split(separator: "/")
    guard let last = components.last else { return }
    var destination = String(last)
    if components.count > 1, components[components.count - 2].hasSuffix(".lproj") {
      destination = components[components.count - 2] + "/" + destination
    }
    // Xcode compiles a Core Data model into `NAME.momd` (`NAME.mom` for one without versions);
    // LifecycleKit's Core Data reads the model's source there.
    if destination.hasSuffix(".xcdatamodeld") {
      destination = String(destination.dropLast(".xcdatamodeld".count)) + ".momd"
    } else if destination.hasSuffix(".xcdatamodel") {
      destination = String(destination.dropLast(".xcdatamodel".count)) + ".mom"
    }
    if project.isFolder(resource) {
      for file in try project.walk(resource) {
        let inner = String(file.dropFirst(resource.count + 1))
        try put(destination + "/" + inner, file, project, &diagnostics)
      }
      // The walk leaves hidden files out; a versioned model names its current version in one.
      let current = resource + "/.xccurrentversion"
      if resource.hasSuffix(".xcdatamodeld"), project.exists(current) {
        try put(destination + "/.xccurrentversion", current, project, &diagnostics)
      }
    } else {
      try put(destination, resource, project, &diagnostics)
    }
  }

  mutating func put(
    _ destination: String, _ source: String, _ project: ProjectFiles, _ diagnostics: inout [ImportDiagnostic]
  ) throws(ImportError) {
    if let first = origins[destination] {
      if first != source {
        diagnostics.append(
          ImportDiagnostic(
            .warning, file: source,
            "the app's bundle already has \(destination) (from \(first)); this one is left out"))
      }
      return
    }
    let bytes = try project.read(source)
    if destination.hasSuffix(".storyboard") || destination.hasSuffix(".xib") {
      try InterfaceFileCheck.check(bytes, file: source)
    }
    files[destination] = bytes
    origins[destination] = source
  }
}

/// The first look at an interface file the import copies: it must be XML, and may declare no
/// document type or entity (an external entity could read a file outside the project, and
/// entities that expand into each other grow without bound); the loader reads the rest when the
/// app loads it.
enum InterfaceFileCheck {
  static func check(_ bytes: [UInt8], file: String) throws(ImportError) {
    guard
      let first = bytes.first(where: {
        $0 != 32 && $0 != 10 && $0 != 13 && $0 != 9 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF
      }),
      first == UInt8(ascii: "<")
    else {
      throw ImportError(file, "not an XML interface file (it does not start with '<')")
    }
    let marker = Array("<!".utf8)
    var index = 0
    var line = 1
    while index + 1 < bytes.count {
      if bytes[index] == 10 { line += 1 }
      if bytes[index] == marker[0], bytes[index + 1] == marker[1] {
        let rest = String(decoding: bytes[index..<min(bytes.count, index + 10)], as: UTF8.self)
        if rest.hasPrefix("<!DOCTYPE") || rest.hasPrefix("<!ENTITY") {
          throw ImportError(
            "\(file):\(line)",
            "the interface file declares a document type or entity (\(rest.prefix(9))); Xcode never writes one, "
              + "and the import refuses it: entities can read files outside the project or expand without bound"
          )
        }
      }
      index += 1
    }
  }
}
