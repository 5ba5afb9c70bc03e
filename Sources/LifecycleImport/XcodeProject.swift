/// What `lifecycle import` reads from an Xcode project's `project.pbxproj`: its targets, each
/// with the files it compiles, the resources it copies into the app's bundle and its build
/// settings.
///
/// Paths are relative to the project's root, the folder that holds the `.xcodeproj` (Xcode's
/// `SOURCE_ROOT`). Files outside it (a `<absolute>` path, or one that climbs out with `..`) and
/// files of the SDK or the build folder are left out and reported in ``Target/outside``.
public struct XcodeProject: Sendable {
  /// One target of the project.
  public struct Target: Sendable, Hashable {
    /// The target's name (`TARGET_NAME`).
    public var name: String
    /// Its product type (`com.apple.product-type.application` for an app).
    public var productType: String
    /// The Swift files it compiles, in the order of its Compile Sources phase.
    public var sources: [String] = []
    /// Other files its Compile Sources phase names (Objective-C, C, Core Data models…).
    public var otherSources: [String] = []
    /// The resources its Copy Bundle Resources phase copies: files, folders (asset catalogs,
    /// `Settings.bundle`) and each localization of a localized file (`Base.lproj/Main.storyboard`).
    public var resources: [String] = []
    /// Paths the project names for this target that lie outside the project's folder.
    public var outside: [String] = []
    /// Objects a build phase names that the file does not hold (Xcode skips them too).
    public var danglingReferences: [String] = []
    /// Its build settings, the project's overlaid with the target's, for the configuration read
    /// (Release when there is one).
    public var buildSettings: [String: String] = [:]

    /// Whether the target builds an iOS app.
    public var isApplication: Bool { productType == "com.apple.product-type.application" }

    /// The build setting `name` with `$(NAME)` and `${NAME}` references expanded (``expand(_:)``).
    public func setting(_ name: String) -> String? { buildSettings[name].map { expand($0) } }

    /// `text` with build-setting references expanded, as Xcode does in build settings and in
    /// Info.plist: `$(PRODUCT_NAME)`, `${TARGET_NAME}`, and the modifiers `:rfc1034identifier`
    /// and `:c99extidentifier`. Unknown settings are left as they are.
    public func expand(_ text: String, depth: Int = 0) -> String {
      guard text.contains("$"), depth < 8 else { return text }
      var out = ""
      var rest = Substring(text)
      while let dollar = rest.firstIndex(of: "$") {
        out += rest[..<dollar]
        let afterDollar = rest.index(after: dollar)
        guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
          out += "$"
          rest = rest[afterDollar...]
          continue
        }
        let close: Character = rest[afterDollar] == "(" ? ")" : "}"
        guard let end = rest[afterDollar...].firstIndex(of: close) else {
          out += rest
          rest = ""
          break
        }
        let reference = rest[rest.index(after: afterDollar)..<end]
        let parts = reference.split(separator: ":", maxSplits: 1)
        let name = String(parts.first ?? "")
        if let value = builtIn(name) {
          var expanded = expand(value, depth: depth + 1)
          if parts.count > 1 {
            switch parts[1] {
            case "rfc1034identifier": expanded = Self.identifier(expanded, allowing: "-.", replacement: "-")
            case "c99extidentifier": expanded = XcodeProject.moduleName(expanded)
            default: break
            }
          }
          out += expanded
        } else {
          out += rest[dollar...end]
        }
        rest = rest[rest.index(after: end)...]
      }
      return out + rest
    }

    private func builtIn(_ name: String) -> String? {
      if let value = buildSettings[name] { return value }
      switch name {
      case "TARGET_NAME": return self.name
      case "PRODUCT_NAME": return self.name
      case "EXECUTABLE_NAME": return builtIn("PRODUCT_NAME")
      case "PRODUCT_MODULE_NAME": return XcodeProject.moduleName(expand(builtIn("PRODUCT_NAME") ?? self.name))
      case "DEVELOPMENT_LANGUAGE": return "en"
      case "SRCROOT", "SOURCE_ROOT", "PROJECT_DIR": return "."
      default: return nil
      }
    }

    static func identifier(_ text: String, allowing extra: String, replacement: Character) -> String {
      String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || extra.contains($0)) ? $0 : replacement })
    }

    /// The module its Swift code forms (`PRODUCT_MODULE_NAME`, or the product's name made an
    /// identifier as Xcode does).
    public var moduleName: String {
      if let name = setting("PRODUCT_MODULE_NAME"), !name.contains("$") {
        return XcodeProject.moduleName(name)
      }
      return XcodeProject.moduleName(setting("PRODUCT_NAME") ?? name)
    }
  }

  /// The targets, in the project's order.
  public var targets: [Target]
  /// The Swift packages the project names (Xcode's “Package Dependencies”), in the project's
  /// order.
  public var packages: [PackageReference] = []

  /// A Swift package the project depends on: a remote one (`XCRemoteSwiftPackageReference`,
  /// which Xcode fetches) or a local one (`XCLocalSwiftPackageReference`), with the products of
  /// it that the project's targets link.
  public struct PackageReference: Sendable, Hashable {
    /// The repository's address for a remote package, or the folder relative to the project's
    /// root for a local one.
    public var location: String
    /// Whether it is a local package (a folder of the project) rather than a repository.
    public var isLocal: Bool
    /// The version rule a remote package carries, as Xcode writes it (`upToNextMajorVersion
    /// 6.0.0`, `exactVersion 5.0.1`, `branch main`, `revision 1a2b…`); empty for a local one.
    public var requirement: String
    /// The products of it that some target links (`XCSwiftPackageProductDependency`).
    public var products: [String]
  }
  /// The project file's `objectVersion` (46 for Xcode 3.2 to 9, 50–56 later, 77 for folders
  /// Xcode keeps in step with the disk).
  public var objectVersion: String

  /// `path` with `.` and `..` resolved, relative to the project's root; nil for an absolute
  /// path, one that climbs out of the root, or an empty one.
  static func normalized(_ path: String) -> String? { ObjectGraph.normalized(path) }

  /// `name` made a Swift identifier as Xcode makes a module name from a product name: every
  /// character that cannot be in an identifier becomes `_`, and a leading digit gets `_` before it.
  public static func moduleName(_ name: String) -> String {
    var result = Target.identifier(name, allowing: "_", replacement: "_")
    if result.isEmpty { result = "App" }
    if let first = result.first, first.isNumber { result = "_" + result }
    return result
  }
}

/// What was wrong with an Xcode project, naming the file and the place.
public struct XcodeProjectError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file (`App.xcodeproj/project.pbxproj`).
  public var file: String
  /// The place in it: `LINE:COLUMN`, or the object's identifier, or empty.
  public var place: String
  /// What is wrong.
  public var message: String

  /// `FILE:PLACE: error: MESSAGE`, the form editors jump to.
  public var description: String {
    place.isEmpty ? "\(file): error: \(message)" : "\(file):\(place): error: \(message)"
  }
}

extension XcodeProject {
  /// Reads `project.pbxproj`'s bytes. `file` names it in errors; `listFolder` lists a folder of
  /// the project (relative to its root) for the folders Xcode 16 keeps in step with the disk
  /// (`PBXFileSystemSynchronizedRootGroup`): names of files and of folders, folders ending in `/`.
  public init(
    pbxproj bytes: [UInt8], file: String, listFolder: (String) -> [String]? = { _ in nil }
  ) throws(XcodeProjectError) {
    let root: OpenStepValue
    do {
      root = try OpenStepPropertyListReader.parse(bytes)
    } catch {
      throw XcodeProjectError(file: file, place: "\(error.line):\(error.column)", message: error.message)
    }
    var graph = try ObjectGraph(root, file: file)
    objectVersion = root.dictionary?["objectVersion"]?.string ?? "?"
    targets = try graph.targets(listFolder: listFolder)
    packages = graph.packageReferences()
  }
}

/// The objects of a `project.pbxproj` by identifier, and the walks over them.
private struct ObjectGraph {
  let file: String
  let objects: [String: [String: OpenStepValue]]
  let project: [String: OpenStepValue]
  var parents: [String: String] = [:]
  var resolved: [String: String?] = [:]

  init(_ root: OpenStepValue, file: String) throws(XcodeProjectError) {
    self.file = file
    guard let top = root.dictionary else {
      throw XcodeProjectError(file: file, place: "1:1", message: "the project is not a dictionary")
    }
    guard let objects = top["objects"]?.dictionary else {
      throw XcodeProjectError(file: file, place: "", message: "the project has no 'objects' dictionary")
    }
    var table: [String: [String: OpenStepValue]] = [:]
    for (id, value) in objects {
      guard let object = value.dictionary else {
        throw XcodeProjectError(file: file, place: id, message: "the object '\(id)' is not a dictionary")
      }
      table[id] = object
    }
    self.objects = table
    guard let rootID = top["rootObject"]?.string, let project = table[rootID] else {
      throw XcodeProjectError(file: file, place: "", message: "the project's 'rootObject' names no object")
    }
    self.project = project
    for (id, object) in table {
      for child in object["children"]?.array ?? [] {
        if let child = child.string { parents[child] = id }
      }
    }
  }

  func object(_ id: String, _ what: String) throws(XcodeProjectError) -> [String: OpenStepValue] {
    guard let object = objects[id] else {
      throw XcodeProjectError(
        file: file, place: id, message: "\(what) names the object '\(id)', which is not in the file")
    }
    return object
  }

  /// The path of a file reference or group relative to the project's root; nil for one outside
  /// it (`<absolute>`, the SDK, the build folder) or one whose chain cannot be followed.
  mutating func path(of id: String, depth: Int = 0) -> String? {
    if let known = resolved[id] { return known }
    guard depth < 64, let object = objects[id] else { return nil }
    let own = object["path"]?.string
    let tree = object["sourceTree"]?.string ?? "<group>"
    var base: String?
    switch tree {
    case "SOURCE_ROOT": base = ""
    case "<group>":
      if let parent = parents[id] {
        base = path(of: parent, depth: depth + 1)
      } else {
        base = ""  // The main group.
      }
    default: base = nil  // <absolute>, SDKROOT, BUILT_PRODUCTS_DIR, DEVELOPER_DIR.
    }
    let result = base.map { Self.join($0, own ?? "") }
    resolved[id] = result
    return result
  }

  static func join(_ base: String, _ component: String) -> String {
    if base.isEmpty { return component }
    if component.isEmpty { return base }
    return base + "/" + component
  }

  /// The package references of the project object, with the products the targets link.
  func packageReferences() -> [XcodeProject.PackageReference] {
    var products: [String: [String]] = [:]
    for object in objects.values where object["isa"]?.string == "XCSwiftPackageProductDependency" {
      guard let package = object["package"]?.string, let name = object["productName"]?.string else {
        continue
      }
      // `plugin:SwiftGenPlugin` names a build-tool plugin, which no code imports.
      if !name.hasPrefix("plugin:") { products[package, default: []].append(name) }
    }
    return (project["packageReferences"]?.array ?? []).compactMap(\.string).compactMap { id in
      guard let object = objects[id] else { return nil }
      switch object["isa"]?.string {
      case "XCRemoteSwiftPackageReference":
        guard let url = object["repositoryURL"]?.string else { return nil }
        let rule = object["requirement"]?.dictionary ?? [:]
        let kind = rule["kind"]?.string ?? ""
        let value =
          rule["minimumVersion"]?.string ?? rule["version"]?.string ?? rule["branch"]?.string
          ?? rule["revision"]?.string ?? ""
        return .init(
          location: url, isLocal: false, requirement: value.isEmpty ? kind : kind + " " + value,
          products: (products[id] ?? []).sorted())
      case "XCLocalSwiftPackageReference":
        guard let path = object["relativePath"]?.string else { return nil }
        return .init(location: path, isLocal: true, requirement: "", products: (products[id] ?? []).sorted())
      default:
        return nil
      }
    }
  }

  mutating func targets(listFolder: (String) -> [String]?) throws(XcodeProjectError) -> [XcodeProject.Target]
  {
    let projectSettings = try settings(of: project, "the project")
    var result: [XcodeProject.Target] = []
    for id in (project["targets"]?.array ?? []).compactMap(\.string) {
      let object = try object(id, "the project's target list")
      guard object["isa"]?.string == "PBXNativeTarget" else { continue }
      var target = XcodeProject.Target(
        name: object["name"]?.string ?? id, productType: object["productType"]?.string ?? "")
      target.buildSettings = projectSettings.merging(try settings(of: object, "the target '\(target.name)'"))
      {
        _, own in own
      }
      for phaseID in (object["buildPhases"]?.array ?? []).compactMap(\.string) {
        let phase = try self.object(phaseID, "the target '\(target.name)'")
        let isa = phase["isa"]?.string
        guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
        for buildFileID in (phase["files"]?.array ?? []).compactMap(\.string) {
          // A build file or file reference that is not in the file: Xcode lists it as missing and
          // builds the rest; so does the import, and says which.
          guard let buildFile = objects[buildFileID] else {
            target.danglingReferences.append(buildFileID)
            continue
          }
          guard let refID = buildFile["fileRef"]?.string else { continue }
          guard let ref = objects[refID] else {
            target.danglingReferences.append(refID)
            continue
          }
          let paths = try filePaths(refID, ref)
          for path in paths {
            guard let path, let clean = Self.normalized(path) else {
              target.outside.append(ref["path"]?.string ?? ref["name"]?.string ?? refID)
              continue
            }
            if isa == "PBXSourcesBuildPhase" {
              if clean.hasSuffix(".swift") {
                target.sources.append(clean)
              } else {
                target.otherSources.append(clean)
              }
            } else {
              target.resources.append(clean)
            }
          }
        }
      }
      for groupID in (object["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
        try addSynchronizedGroup(groupID, to: &target, targetID: id, listFolder: listFolder)
      }
      result.append(target)
    }
    return result
  }

  /// The paths a build file's reference stands for: one for a file, one for each localization
  /// of a variant group, the model folder of a version group.
  mutating func filePaths(_ id: String, _ ref: [String: OpenStepValue]) throws(XcodeProjectError) -> [String?]
  {
    switch ref["isa"]?.string {
    case "PBXVariantGroup":
      return (ref["children"]?.array ?? []).compactMap(\.string).map { path(of: $0) }
    default:
      return [path(of: id)]
    }
  }

  /// A folder Xcode keeps in step with the disk: every file in it belongs to the target, less
  /// the target's membership exceptions. Swift files compile; folders that are bundles of their
  /// own (asset catalogs, `.lproj`, `.bundle`) and other files are resources; Info.plist and
  /// entitlements are neither.
  mutating func addSynchronizedGroup(
    _ id: String, to target: inout XcodeProject.Target, targetID: String, listFolder: (String) -> [String]?
  ) throws(XcodeProjectError) {
    let group = try object(id, "the target '\(target.name)'")
    guard let folder = path(of: id), let root = Self.normalized(folder) else {
      target.outside.append(group["path"]?.string ?? id)
      return
    }
    var excluded: Set<String> = []
    for exceptionID in (group["exceptions"]?.array ?? []).compactMap(\.string) {
      let exception = try object(exceptionID, "the folder '\(root)'")
      guard exception["target"]?.string == targetID else { continue }
      for name in (exception["membershipExceptions"]?.array ?? []).compactMap(\.string) {
        excluded.insert(Self.join(root, name))
      }
    }
    var pending = [root]
    var visited = 0
    while let current = pending.popLast(), visited < 100_000 {
      visited += 1
      for name in (listFolder(current) ?? []).sorted() where !name.hasPrefix(".") {
        let isFolder = name.hasSuffix("/")
        let bare = isFolder ? String(name.dropLast()) : name
        let path = Self.join(current, bare)
        if excluded.contains(path) { continue }
        if isFolder {
          if Self.bundleLikeExtensions.contains(where: { bare.hasSuffix($0) }) {
            target.resources.append(path)
          } else {
            pending.append(path)
          }
        } else if bare.hasSuffix(".swift") {
          target.sources.append(path)
        } else if bare == "Info.plist" || bare.hasSuffix(".entitlements") {
          continue
        } else if Self.compiledExtensions.contains(where: { bare.hasSuffix($0) }) {
          target.otherSources.append(path)
        } else {
          target.resources.append(path)
        }
      }
    }
    target.sources.sort()
    target.resources.sort()
  }

  static let bundleLikeExtensions = [
    ".xcassets", ".lproj", ".bundle", ".xcdatamodeld", ".scnassets", ".playground",
  ]
  static let compiledExtensions = [".m", ".mm", ".c", ".cpp", ".h", ".metal", ".intentdefinition"]

  /// `path` with `.` components removed and `..` resolved, or nil when it climbs out of the
  /// project's root or is absolute.
  static func normalized(_ path: String) -> String? {
    if path.hasPrefix("/") { return nil }
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        if parts.isEmpty { return nil }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }

  /// The build settings of a project or target: the configuration named Release, else the first.
  func settings(of owner: [String: OpenStepValue], _ what: String) throws(XcodeProjectError) -> [String:
    String]
  {
    guard let listID = owner["buildConfigurationList"]?.string else { return [:] }
    let list = try object(listID, what)
    let configurations = try (list["buildConfigurations"]?.array ?? []).compactMap(\.string).map {
      (id) throws(XcodeProjectError) in try object(id, "the configuration list of \(what)")
    }
    let chosen =
      configurations.first { $0["name"]?.string == "Release" } ?? configurations.first
    var result: [String: String] = [:]
    for (key, value) in chosen?["buildSettings"]?.dictionary ?? [:] {
      switch value {
      case .string(let text): result[key] = text
      case .array(let items): result[key] = items.compactMap(\.string).joined(separator: " ")
      default: continue
      }
    }
    return result
  }
}
