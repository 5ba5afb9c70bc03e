import Foundation

/// What the import reads from the project: the chosen target's sources, resources, build
/// settings and Info.plist, whether they come from an `.xcodeproj` or a plain folder.
struct ProjectSource {
  var files: ProjectFiles
  var projectName: String
  /// The file errors about the project name: `App.xcodeproj/project.pbxproj`, or the folder.
  var projectFile: String
  var targetName: String
  var moduleName: String
  var sources: [String]
  var resources: [String]
  var swiftVersion: String?
  var deploymentTarget: String?
  var infoPlist: InfoPlist
  var diagnostics: [ImportDiagnostic] = []
  /// Whether the project is a plain folder (no `.xcodeproj`).
  var isFolder = false

  static func open(_ path: String, target wanted: String?) throws(ImportError) -> ProjectSource {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    let url = URL(fileURLWithPath: trimmed)
    if trimmed.hasSuffix(".xcodeproj") {
      return try xcodeProject(url, wanted: wanted)
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
    let projects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
    if projects.count == 1 {
      return try xcodeProject(url.appendingPathComponent(projects[0]), wanted: wanted)
    }
    if projects.count > 1 {
      throw ImportError(
        path, "holds several Xcode projects (\(projects.joined(separator: ", "))): name the one to import")
    }
    return try folder(url, wanted: wanted)
  }

  static func xcodeProject(_ url: URL, wanted: String?) throws(ImportError) -> ProjectSource {
    let folder = url.deletingLastPathComponent()
    let files = try ProjectFiles(root: folder.path)
    let projectName = url.deletingPathExtension().lastPathComponent
    let pbxproj = url.lastPathComponent + "/project.pbxproj"
    let bytes = try files.read(pbxproj)
    let project: XcodeProject
    do {
      project = try XcodeProject(pbxproj: bytes, file: pbxproj) { files.list($0) }
    } catch {
      throw ImportError(error.place.isEmpty ? error.file : "\(error.file):\(error.place)", error.message)
    }
    let apps = project.targets.filter(\.isApplication)
    let target: XcodeProject.Target
    if let wanted {
      guard let found = project.targets.first(where: { $0.name == wanted }) else {
        throw ImportError(
          pbxproj,
          "no target named '\(wanted)'; its targets: \(project.targets.map(\.name).joined(separator: ", "))")
      }
      target = found
    } else if apps.count == 1 {
      target = apps[0]
    } else if apps.isEmpty {
      throw ImportError(
        pbxproj,
        "no iOS app target (product type application); its targets: \(project.targets.map(\.name).joined(separator: ", "))"
      )
    } else {
      throw ImportError(
        pbxproj,
        "several app targets (\(apps.map(\.name).joined(separator: ", "))): choose one with --target NAME")
    }
    var diagnostics: [ImportDiagnostic] = []
    for id in target.danglingReferences {
      diagnostics.append(
        ImportDiagnostic(
          .warning, file: pbxproj,
          "a build phase of '\(target.name)' names the object \(id), which is not in the file: left out, as Xcode does"
        ))
    }
    if let header = target.setting("SWIFT_OBJC_BRIDGING_HEADER"), !header.isEmpty {
      diagnostics.append(
        ImportDiagnostic(
          .warning, file: header,
          "the target's Objective-C bridging header: the Objective-C declarations it brings to Swift are not "
            + "built (LifecycleKit builds Swift only); their uses fail at their lines"))
    }
    for path in target.outside {
      diagnostics.append(
        ImportDiagnostic(.warning, file: pbxproj, "'\(path)' lies outside the project's folder: not imported")
      )
    }
    var sources: [String] = []
    for path in target.sources {
      do {
        _ = try files.resolve(path)
        sources.append(path)
      } catch {
        diagnostics.append(
          ImportDiagnostic(
            .error, file: error.path, "the target '\(target.name)' compiles it: \(error.message)"))
      }
    }
    for path in target.otherSources where !path.hasSuffix(".h") {
      diagnostics.append(
        ImportDiagnostic(
          .error, file: path,
          "not Swift: LifecycleKit builds an app's Swift code only (Objective-C, C and generated sources are left out)"
        ))
    }
    var resources: [String] = []
    for path in target.resources {
      do {
        _ = try files.resolve(path)
        resources.append(path)
      } catch {
        diagnostics.append(
          ImportDiagnostic(
            .warning, file: error.path, "a resource of '\(target.name)', left out: \(error.message)"))
      }
    }
    let info = try InfoPlist.read(target: target, files: files, diagnostics: &diagnostics)
    return ProjectSource(
      files: files, projectName: projectName, projectFile: pbxproj, targetName: target.name,
      moduleName: target.moduleName, sources: sources, resources: resources,
      swiftVersion: target.setting("SWIFT_VERSION"),
      deploymentTarget: target.setting("IPHONEOS_DEPLOYMENT_TARGET") ?? info.minimumOSVersion,
      infoPlist: info, diagnostics: diagnostics)
  }

  /// A folder without a project: every Swift file compiles, interface files, asset catalogs,
  /// `.lproj` folders, `Settings.bundle` and data files are resources, and an Info.plist with a
  /// `CFBundle…` key is the app's (else iOS's defaults).
  static func folder(_ url: URL, wanted: String?) throws(ImportError) -> ProjectSource {
    let files = try ProjectFiles(root: url.path)
    let name = url.lastPathComponent
    var sources: [String] = []
    var resources: [String] = []
    var infoPath: String?
    let bundleLike = [".xcassets", ".lproj", ".bundle"]
    var skipped: [String] = []
    // A package an earlier import generated (it holds the import's list) is not the app's.
    var generated: [String: Bool] = [:]
    func isGenerated(_ path: String) -> Bool {
      var folder = ""
      for part in path.split(separator: "/").dropLast() {
        folder = folder.isEmpty ? String(part) : folder + "/" + part
        if let known = generated[folder] {
          if known { return true }
          continue
        }
        let found = files.exists(folder + "/" + PackageWriter.manifestName)
        generated[folder] = found
        if found { return true }
      }
      return false
    }
    for path in try files.walk("") where !isGenerated(path) {
      let components = path.split(separator: "/")
      if components.contains(where: { part in
        part.hasSuffix(".xcodeproj") || part == ".build" || part.hasSuffix("Tests")
      }) {
        continue
      }
      if let index = components.firstIndex(where: { part in bundleLike.contains { part.hasSuffix($0) } }) {
        let folder = components[...index].joined(separator: "/")
        if components[index].hasSuffix(".lproj") {
          if !resources.contains(path) { resources.append(path) }
        } else if !resources.contains(folder) {
          resources.append(folder)
        }
        continue
      }
      switch (path as NSString).pathExtension {
      case "swift": sources.append(path)
      case "storyboard", "xib", "json", "strings", "png", "jpg", "jpeg", "gif", "pdf", "caf", "wav", "mp3",
        "m4a",
        "txt", "html", "css", "js", "ttf", "otf", "sqlite", "xml", "csv", "stringsdict":
        resources.append(path)
      case "plist":
        if components.last == "Info.plist" {
          if infoPath == nil { infoPath = path }
        } else {
          resources.append(path)
        }
      default: skipped.append(path)
      }
    }
    var diagnostics: [ImportDiagnostic] = []
    if sources.isEmpty { throw ImportError(url.path, "no Swift file in the folder (and no .xcodeproj)") }
    var target = XcodeProject.Target(name: wanted ?? name, productType: "com.apple.product-type.application")
    if let infoPath { target.buildSettings["INFOPLIST_FILE"] = infoPath }
    let info = try InfoPlist.read(target: target, files: files, diagnostics: &diagnostics)
    return ProjectSource(
      files: files, projectName: name, projectFile: name, targetName: target.name,
      moduleName: target.moduleName,
      sources: sources, resources: resources, swiftVersion: nil,
      deploymentTarget: info.minimumOSVersion,
      infoPlist: info, diagnostics: diagnostics, isFolder: true)
  }
}

/// The app's Info.plist as the built app has it: the project's file with build settings
/// expanded, the `INFOPLIST_KEY_…` settings of a generated one, or iOS's defaults; and the
/// lifecycle keys the generated package needs.
struct InfoPlist {
  var bytes: [UInt8]
  var sceneDelegate: String?
  var usesScenes: Bool
  var mainStoryboard: String?
  var minimumOSVersion: String?

  static func read(
    target: XcodeProject.Target, files: ProjectFiles, diagnostics: inout [ImportDiagnostic]
  ) throws(ImportError) -> InfoPlist {
    var dictionary: [String: Any] = [:]
    if let path = target.setting("INFOPLIST_FILE"), !path.isEmpty {
      let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
      let bytes = try files.read(relative)
      let expanded = target.expand(String(decoding: bytes, as: UTF8.self))
      do {
        let value = try PropertyListSerialization.propertyList(
          from: Data(expanded.utf8), options: [], format: nil)
        guard let read = value as? [String: Any] else {
          throw ImportError(relative, "Info.plist is not a dictionary")
        }
        dictionary = read
      } catch let error as ImportError {
        throw error
      } catch {
        throw ImportError(relative, "Info.plist is not a property list: \(error.localizedDescription)")
      }
    }
    if target.buildSettings["GENERATE_INFOPLIST_FILE"] == "YES" || dictionary.isEmpty {
      for (key, value) in target.buildSettings where key.hasPrefix("INFOPLIST_KEY_") {
        let name = String(key.dropFirst("INFOPLIST_KEY_".count))
        let expanded = target.expand(value)
        if name == "UIApplicationSceneManifest_Generation" {
          if expanded == "YES", dictionary["UIApplicationSceneManifest"] == nil {
            dictionary["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": true]
          }
        } else if name.hasSuffix("_Generation") {
          continue
        } else if dictionary[name] == nil {
          switch expanded {
          case "YES": dictionary[name] = true
          case "NO": dictionary[name] = false
          default: dictionary[name] = expanded
          }
        }
      }
    }
    // What every app's Info.plist has, where the project's does not say.
    let defaults: [String: Any] = [
      "CFBundleIdentifier": target.setting("PRODUCT_BUNDLE_IDENTIFIER") ?? "com.example.\(target.moduleName)",
      "CFBundleName": target.setting("PRODUCT_NAME") ?? target.name,
      "CFBundleExecutable": target.setting("PRODUCT_NAME") ?? target.name,
      "CFBundleDevelopmentRegion": "en", "CFBundlePackageType": "APPL", "LSRequiresIPhoneOS": true,
    ]
    for (key, value) in defaults where dictionary[key] == nil { dictionary[key] = value }
    if dictionary["MinimumOSVersion"] == nil, let minimum = target.setting("IPHONEOS_DEPLOYMENT_TARGET") {
      dictionary["MinimumOSVersion"] = minimum
    }
    let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any]
    let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
    let roles = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
    return InfoPlist(
      bytes: Array(PropertyListXML.document(dictionary).utf8),
      sceneDelegate: roles?.first?["UISceneDelegateClassName"] as? String,
      usesScenes: manifest != nil,
      mainStoryboard: dictionary["UIMainStoryboardFile"] as? String ?? roles?.first?["UISceneStoryboardFile"]
        as? String,
      minimumOSVersion: dictionary["MinimumOSVersion"] as? String)
  }
}

/// An XML property list written with sorted keys, so that the same dictionary always gives the
/// same bytes.
enum PropertyListXML {
  static func document(_ dictionary: [String: Any]) -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    write(dictionary, indent: "", into: &out)
    return out + "</plist>\n"
  }

  static func write(_ value: Any, indent: String, into out: inout String) {
    switch value {
    case let dictionary as [String: Any]:
      out += "\(indent)<dict>\n"
      for key in dictionary.keys.sorted() {
        out += "\(indent)\t<key>\(escape(key))</key>\n"
        write(dictionary[key]!, indent: indent + "\t", into: &out)
      }
      out += "\(indent)</dict>\n"
    case let array as [Any]:
      out += "\(indent)<array>\n"
      for item in array { write(item, indent: indent + "\t", into: &out) }
      out += "\(indent)</array>\n"
    case let bool as Bool where type(of: value) == Bool.self:
      out += "\(indent)<\(bool ? "true" : "false")/>\n"
    case let number as Int:
      out += "\(indent)<integer>\(number)</integer>\n"
    case let number as Double:
      out += "\(indent)<real>\(number)</real>\n"
    case let number as NSNumber:
      out += "\(indent)<integer>\(number.intValue)</integer>\n"
    case let data as Data:
      out += "\(indent)<data>\(data.base64EncodedString())</data>\n"
    case let date as Date:
      out += "\(indent)<date>\(ISO8601DateFormatter().string(from: date))</date>\n"
    default:
      out += "\(indent)<string>\(escape(String(describing: value)))</string>\n"
    }
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.append(character)
      }
    }
    return out
  }
}
