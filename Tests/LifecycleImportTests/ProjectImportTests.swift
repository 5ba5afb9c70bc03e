import Foundation
import Testing

@testable import LifecycleImport

/// The import of a whole project: what the package holds, what is refused, and that the project
/// is never changed or read outside its folder.
@Suite("Importing a project")
struct ProjectImportTests {
  /// The Notes fixture project after `change`, planned (nothing written).
  func planNotes(_ change: (ProjectFolder) throws -> Void) throws -> ProjectImport {
    let folder = try ProjectFolder()
    try Fixtures.writeProject(in: folder)
    try change(folder)
    return try ProjectImport.plan(.init(projectPath: folder.path + "/Notes.xcodeproj", lifecycleKitPath: "."))
  }

  @Test("an Xcode project becomes a package: translated sources, the bundle, the executable and a test")
  func importsProject() throws {
    let folder = try ProjectFolder()
    try Fixtures.writeProject(in: folder)
    let plan = try ProjectImport.plan(
      .init(projectPath: folder.path + "/Notes.xcodeproj", lifecycleKitPath: "../kit"))
    #expect(plan.appName == "Notes")
    #expect(plan.languageMode == "4.2")
    #expect(plan.deploymentTarget == "9.0")
    #expect(plan.applicationDelegate == "AppDelegate")
    #expect(plan.defaultOutput == folder.root.resolvingSymlinksInPath().path + "/Notes-lifecycle")
    let paths = Set(plan.files.keys)
    for expected in [
      "Package.swift", "Sources/Notes/Notes/AppDelegate.imported.swift",
      "Sources/Notes/Notes/NotesViewController.imported.swift",
      "Sources/Notes/Bundle/Base.lproj/Main.storyboard",
      "Sources/Notes/Bundle/Assets.xcassets/star.imageset/Contents.json", "Sources/Notes/Bundle/Info.plist",
      "Sources/Notes/LifecycleImport/ImportedApp.swift", "Sources/lifecycle-app/main.swift",
      "Tests/NotesLifecycleTests/LaunchTests.swift",
    ] {
      #expect(paths.contains(expected), "\(expected) missing from \(paths.sorted())")
    }
    let manifest = String(decoding: plan.files["Package.swift"]!, as: UTF8.self)
    #expect(manifest.contains(".swiftLanguageMode(.v4_2)"))
    #expect(manifest.contains(".package(name: \"LifecycleKit\", path: \"../kit\")"))
    let info = String(decoding: plan.files["Sources/Notes/Bundle/Info.plist"]!, as: UTF8.self)
    #expect(info.contains("<string>com.example.Notes</string>"), "build settings expanded")
    #expect(info.contains("<key>MinimumOSVersion</key>\n\t<string>9.0</string>"))
    let app = String(decoding: plan.files["Sources/Notes/LifecycleImport/ImportedApp.swift"]!, as: UTF8.self)
    #expect(app.contains("return AppDelegate()"))
    #expect(app.contains("name, bundle: try AppBundle(contentsOf: bundleFolder),"))
    #expect(plan.diagnostics.contains { $0.severity == .warning && $0.message.contains("Outside.swift") })
  }

  @Test("writing again changes nothing; a changed source is found stale, and rewritten alone")
  func rewritesOnlyWhatChanged() throws {
    let folder = try ProjectFolder()
    try Fixtures.writeProject(in: folder)
    let output = folder.path + "/out"
    let options = ProjectImport.Options(
      projectPath: folder.path + "/Notes.xcodeproj", lifecycleKitPath: "../kit")
    let first = try PackageWriter.write(try ProjectImport.plan(options).files, to: output)
    #expect(first.changed.isEmpty && first.removed.isEmpty && first.added.count > 5)
    let again = try PackageWriter.write(try ProjectImport.plan(options).files, to: output)
    #expect(again.isEmpty)
    try folder.write("Notes/AppDelegate.swift", Fixtures.appDelegate + "\n// changed\n")
    let stale = try PackageWriter.compare(try ProjectImport.plan(options).files, with: output)
    #expect(stale.changed == ["Sources/Notes/Notes/AppDelegate.imported.swift"])
    try folder.write("out/Tests/NotesLifecycleTests/Mine.swift", "// the user's own test\n")
    let rewritten = try PackageWriter.write(try ProjectImport.plan(options).files, to: output)
    #expect(rewritten.changed == ["Sources/Notes/Notes/AppDelegate.imported.swift"])
    #expect(folder.read("out/Tests/NotesLifecycleTests/Mine.swift") == "// the user's own test\n")
  }

  @Test("a source the project no longer has is removed from the package")
  func removesObsoleteFiles() throws {
    let folder = try ProjectFolder()
    try Fixtures.writeProject(in: folder)
    let output = folder.path + "/out"
    let options = ProjectImport.Options(
      projectPath: folder.path + "/Notes.xcodeproj", lifecycleKitPath: "../kit")
    _ = try PackageWriter.write(try ProjectImport.plan(options).files, to: output)
    try folder.write(
      "Notes.xcodeproj/project.pbxproj",
      Fixtures.pbxproj.replacingOccurrences(of: "files = (B1, B2, B5, );", with: "files = (B1, );"))
    let changes = try PackageWriter.write(try ProjectImport.plan(options).files, to: output)
    #expect(changes.removed == ["Sources/Notes/Notes/NotesViewController.imported.swift"])
    #expect(folder.read("out/Sources/Notes/Notes/NotesViewController.imported.swift") == nil)
  }

  @Test("a project file cut short is an error naming the file, line and column")
  func truncatedProject() throws {
    let folder = try ProjectFolder()
    try Fixtures.writeProject(in: folder)
    try folder.write("Notes.xcodeproj/project.pbxproj", String(Fixtures.pbxproj.prefix(600)))
    #expect {
      try ProjectImport.plan(.init(projectPath: folder.path + "/Notes.xcodeproj", lifecycleKitPath: "."))
    } throws: { error in
      let description = String(describing: error)
      // `/…/Notes.xcodeproj/project.pbxproj:LINE:COLUMN: error: …`, the path as the user can open it.
      let parts = description.split(separator: ":")
      return description.hasPrefix(
        folder.root.resolvingSymlinksInPath().path + "/Notes.xcodeproj/project.pbxproj:")
        && Int(parts[1]) != nil && Int(parts[2]) != nil && description.contains(": error: ")
    }
  }

  @Test("a source the project names but the disk lacks is an error naming it")
  func missingSource() throws {
    let plan = try planNotes { folder in
      try FileManager.default.removeItem(atPath: folder.path + "/Notes/NotesViewController.swift")
    }
    #expect(
      plan.diagnostics.contains {
        $0.severity == .error && $0.file == "Notes/NotesViewController.swift"
          && $0.message.contains("not on disk")
      })
  }

  @Test("an interface file declaring an external entity is refused, and what it names never read")
  func externalEntity() throws {
    let folder = try ProjectFolder()
    try Fixtures.writeProject(in: folder)
    try folder.write(
      "Notes/Base.lproj/Main.storyboard",
      "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>\n"
    )
    let plan = try ProjectImport.plan(
      .init(projectPath: folder.path + "/Notes.xcodeproj", lifecycleKitPath: "."))
    let error = try #require(plan.diagnostics.first { $0.file.hasSuffix("Main.storyboard:2") })
    #expect(error.message.contains("declares a document type or entity"))
    #expect(plan.files["Sources/Notes/Bundle/Base.lproj/Main.storyboard"] == nil)
    #expect(!plan.files.values.contains { String(decoding: $0, as: UTF8.self).contains("root:") })
  }

  @Test("an interface file that is not XML is refused by name")
  func notXML() throws {
    let plan = try planNotes { folder in
      try folder.write("Notes/Base.lproj/Main.storyboard", "PK\u{3}\u{4} binary")
    }
    #expect(
      plan.diagnostics.contains {
        $0.file == "Notes/Base.lproj/Main.storyboard" && $0.message.contains("not an XML")
      })
  }

  @Test("a symbolic link out of the project is refused, and its target never read")
  func linkOutOfProject() throws {
    let plan = try planNotes { folder in
      try FileManager.default.removeItem(atPath: folder.path + "/Notes/NotesViewController.swift")
      try folder.link("Notes/NotesViewController.swift", to: "/etc/hostname")
    }
    #expect(
      plan.diagnostics.contains {
        $0.file == "Notes/NotesViewController.swift"
          && $0.message.contains("leads outside the project's folder")
      })
    #expect(plan.files.keys.allSatisfy { !$0.contains("NotesViewController") })
  }

  @Test("a loop of symbolic links is an error, in bounded time")
  func linkLoop() throws {
    let plan = try planNotes { folder in
      try FileManager.default.removeItem(atPath: folder.path + "/Notes/NotesViewController.swift")
      try folder.link("Notes/NotesViewController.swift", to: "Loop.swift")
      try folder.link("Notes/Loop.swift", to: "NotesViewController.swift")
    }
    #expect(
      plan.diagnostics.contains {
        $0.file == "Notes/NotesViewController.swift" && $0.message.hasSuffix("a loop of symbolic links")
      })
  }

  @Test("a folder without a project: its Swift files and interface files, iOS's defaults for Info.plist")
  func folderProject() throws {
    let folder = try ProjectFolder()
    try folder.write("Weather/AppDelegate.swift", Fixtures.appDelegate)
    try folder.write("Weather/Views/Cities.xib", "<?xml version=\"1.0\"?><document/>")
    try folder.write("Weather/WeatherTests/Test.swift", "import XCTest")
    let plan = try ProjectImport.plan(.init(projectPath: folder.path + "/Weather", lifecycleKitPath: "."))
    #expect(plan.appName == "Weather")
    #expect(plan.files["Sources/Weather/AppDelegate.imported.swift"] != nil)
    #expect(plan.files["Sources/Weather/Bundle/Cities.xib"] != nil)
    #expect(!plan.files.keys.contains { $0.contains("Test.imported") })
    #expect(
      String(decoding: plan.files["Sources/Weather/Bundle/Info.plist"]!, as: UTF8.self).contains(
        "LSRequiresIPhoneOS"))
    #expect(plan.defaultOutput.hasSuffix("/Weather-lifecycle") && !plan.defaultOutput.contains("/Weather/"))
  }

  @Test("a Core Data model goes into the bundle as Xcode compiles it, NAME.momd, its versions inside")
  func coreDataModel() throws {
    let folder = try ProjectFolder()
    try folder.write("Weather/AppDelegate.swift", Fixtures.appDelegate)
    try folder.write("Weather/Model.xcdatamodeld/.xccurrentversion", "<plist/>")
    try folder.write("Weather/Model.xcdatamodeld/Model 2.xcdatamodel/contents", "<model/>")
    let plan = try ProjectImport.plan(.init(projectPath: folder.path + "/Weather", lifecycleKitPath: "."))
    #expect(plan.files["Sources/Weather/Bundle/Model.momd/Model 2.xcdatamodel/contents"] != nil)
    #expect(plan.files["Sources/Weather/Bundle/Model.momd/.xccurrentversion"] != nil)
    #expect(!plan.files.keys.contains { $0.contains(".xcdatamodeld") })
  }

  @Test("a Core Data mapping model is left out with a warning: migrations are not simulated")
  func mappingModelLeftOut() throws {
    let folder = try ProjectFolder()
    try folder.write("Weather/AppDelegate.swift", Fixtures.appDelegate)
    try folder.write("Weather/V1toV2.xcmappingmodel/xcmapping.xml", "<model/>")
    try folder.write("Weather/V2toV3.xcmappingmodel/xcmapping.xml", "<model/>")
    let plan = try ProjectImport.plan(.init(projectPath: folder.path + "/Weather", lifecycleKitPath: "."))
    #expect(!plan.files.keys.contains { $0.hasSuffix("xcmapping.xml") })
    let warnings = plan.diagnostics.filter { $0.message.contains("mapping model") }
    #expect(warnings.map(\.file) == ["V1toV2.xcmappingmodel", "V2toV3.xcmappingmodel"])
  }

  @Test("the project is never changed")
  func projectUntouched() throws {
    let folder = try ProjectFolder()
    try Fixtures.writeProject(in: folder)
    let before = try snapshot(folder.root)
    let plan = try ProjectImport.plan(
      .init(projectPath: folder.path + "/Notes.xcodeproj", lifecycleKitPath: "."))
    _ = try PackageWriter.write(plan.files, to: folder.path + "/../\(folder.root.lastPathComponent)-out")
    defer {
      try? FileManager.default.removeItem(atPath: folder.path + "/../\(folder.root.lastPathComponent)-out")
    }
    #expect(try snapshot(folder.root) == before)
  }

  func snapshot(_ root: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      if let data = FileManager.default.contents(atPath: root.path + "/" + path) { result[path] = data }
    }
    return result
  }
}
