import Foundation
import LifecycleImport

/// `lifecycle import PATH`: an Xcode project as it is, turned into a SwiftPM package that builds
/// on Linux against LifecycleKit (``LifecycleImport/ProjectImport``), with `lifecycle-app` — this
/// command line over the imported app — and a first test. `--check` only says whether the package
/// is up to date (for CI).
enum ImportCommand {
  static let spec = CommandSpec(
    name: "import",
    summary: "turn an Xcode project (or a folder of sources) into a package for the device",
    arguments: [
      .init(
        placeholder: "PATH",
        summary: "an .xcodeproj, a folder holding one, or a folder of Swift files and interface files")
    ],
    options: [
      CommandOption(
        "output", value: .text(placeholder: "DIR"), defaultNote: "NAME-lifecycle beside the project",
        summary: "the package's folder; only files the import generated there are ever changed"),
      CommandOption(
        "target", value: .text(placeholder: "NAME"),
        summary: "the app target to import, when the project has several"),
      CommandOption(
        "lifecycle-kit", value: .text(placeholder: "PATH"),
        defaultNote: "the checkout this tool was built from",
        summary: "the LifecycleKit package the generated package depends on"),
      CommandOption(
        "dependencies", value: .text(placeholder: "DIR[,DIR…]"),
        summary:
          "checkouts of the packages and pods the app imports that the project does not hold, built beside the app: a "
          + "package's folder, a folder holding an .xcodeproj, or a folder of such folders (Xcode's "
          + "SourcePackages/checkouts)"),
      CommandOption("check", summary: "write nothing; exit 1 naming the files when the package is stale"),
      CommandOption(
        "uses",
        summary:
          "write nothing; list the types, members and functions the target's code uses and does not declare, most "
          + "used first, and the modules its files import (tab-separated; the corpus table is made from it)"),
    ],
    notes: [
      "The project is only read: no file of it is changed, and nothing outside its folder is read. The "
        + "package holds its Swift files translated (@objc, @IBOutlet, @IBAction, #selector and @UIApplicationMain "
        + "need an Objective-C runtime Linux does not have; each diagnostic names the original file and line), "
        + "its resources laid out as the app's bundle, and an executable: `swift run --package-path DIR "
        + "lifecycle-app run SCENARIO` installs the app as `app=TARGET`. Running the import again rewrites only "
        + "what changed (Docs/Import.md)."
    ],
    exitCodes: [
      .init(code: 0, meaning: "imported (or, with --check, the package is up to date)"),
      .init(code: 1, meaning: "imported with errors the build will meet, or --check found stale files"),
      .init(code: 2, meaning: "a usage error, or a project that cannot be read (named with the place)"),
    ]
  )

  /// The checkout this tool was built from: the folder three levels above this file.
  static var builtFromKit: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }

  static func run(_ arguments: [String]) -> CommandResult {
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: spec.options)
      guard parsed.positionals.count == 1 else {
        throw UsageError("give one project: an .xcodeproj or a folder")
      }
    } catch {
      return .usage(error, command: "import")
    }
    let projectPath = parsed.positionals[0]
    if parsed.flags.contains("uses") { return uses(projectPath, target: parsed.value("target")) }
    let kit = parsed.value("lifecycle-kit") ?? builtFromKit
    guard FileManager.default.fileExists(atPath: kit + "/Package.swift") else {
      return CommandResult(
        standardError:
          "lifecycle import: error: no LifecycleKit package at \(kit); give its checkout with --lifecycle-kit PATH\n",
        exitCode: 2)
    }
    let plan: ProjectImport
    do throws(ImportError) {
      // The kit's path is written relative to the package once the package's folder is known.
      let dependencies = parsed.list("dependencies")
      var draft = try ProjectImport.plan(
        .init(
          projectPath: projectPath, target: parsed.value("target"), lifecycleKitPath: kit,
          dependencies: dependencies))
      let output = parsed.value("output") ?? draft.defaultOutput
      let relativeKit = relativePath(from: absolute(output), to: absolute(kit))
      if relativeKit != kit {
        draft = try ProjectImport.plan(
          .init(
            projectPath: projectPath, target: parsed.value("target"), lifecycleKitPath: relativeKit,
            dependencies: dependencies))
      }
      plan = draft
      return finish(plan, output: output, check: parsed.flags.contains("check"))
    } catch {
      return CommandResult(standardError: "lifecycle import: \(error)\n", exitCode: 2)
    }
  }

  /// `--uses`: the names the target uses and does not declare, one tab-separated line each
  /// (`type`, `member` or `function`, the name, the uses, the first use, the modules every file
  /// using it imports, comma-separated), then `import` lines.
  static func uses(_ projectPath: String, target: String?) -> CommandResult {
    let usage: APIUsage
    do throws(ImportError) {
      usage = try APIUsage.scan(projectPath: projectPath, target: target)
    } catch {
      return CommandResult(standardError: "lifecycle import: \(error)\n", exitCode: 2)
    }
    var out = "kind\tname\tuses\tfirst use\timported with\n"
    for entry in usage.entries {
      out += "\(entry.kind.rawValue)\t\(entry.name)\t\(entry.uses)\t\(entry.firstUse)\t"
      out += entry.importedWith.joined(separator: ",") + "\n"
    }
    for (module, files) in usage.imports.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
      out += "import\t\(module)\t\(files)\t\t\n"
    }
    return CommandResult(standardOutput: out)
  }

  static func finish(_ plan: ProjectImport, output: String, check: Bool) -> CommandResult {
    var errors = ""
    for diagnostic in plan.diagnostics.sorted(by: {
      ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column)
    }) {
      let file =
        diagnostic.file.hasPrefix("/")
        ? diagnostic.file
        : diagnostic.file == "." ? plan.projectFolder : plan.projectFolder + "/" + diagnostic.file
      var copy = diagnostic
      copy.file = file
      errors += "\(copy)\n"
    }
    let changes: PackageWriter.Changes
    do throws(ImportError) {
      changes =
        check
        ? try PackageWriter.compare(plan.files, with: output)
        : try PackageWriter.write(plan.files, to: output)
    } catch {
      return CommandResult(standardError: errors + "lifecycle import: \(error)\n", exitCode: 2)
    }
    if check {
      if changes.isEmpty {
        return CommandResult(
          standardOutput: "\(output): up to date with \(plan.projectName) (\(plan.files.count) files)\n",
          standardError: errors)
      }
      var out = "\(output): stale; run `lifecycle import` again:\n"
      for path in changes.added { out += "  missing  \(path)\n" }
      for path in changes.changed { out += "  changed  \(path)\n" }
      for path in changes.removed { out += "  obsolete \(path)\n" }
      return CommandResult(standardOutput: out, standardError: errors, exitCode: 1)
    }
    let counts = plan.counts
    let errorCount = plan.diagnostics.filter { $0.severity == .error }.count
    let warningCount = plan.diagnostics.filter { $0.severity == .warning }.count
    var out =
      "Imported \(plan.appName) from \(plan.projectName) (Swift \(plan.languageMode), \(plan.deploymentTarget.map { "iOS \($0) and later" } ?? "no deployment target: every profile"))\n"
    out +=
      "  \(counted(counts.swiftFiles, "Swift file")) translated: \(counted(counts.classes, "class", plural: "classes")) registered, "
    out += "\(counted(counts.outlets, "outlet")), \(counted(counts.actions, "action")), "
    out += "\(counted(counts.selectors, "#selector")) resolved\n"
    out +=
      "  \(counted(counts.resources, "resource")) in the app's bundle (\(counted(counts.storyboards, "storyboard")), "
    out += "\(counted(counts.xibs, ".xib file")))\n"
    if !plan.dependencyModules.isEmpty {
      out +=
        "  built beside it: \(counted(plan.dependencyModules.count, "module")), "
        + "\(counted(counts.dependencySwiftFiles, "Swift file")) translated\n"
      for module in plan.dependencyModules { out += "    \(module.name): \(module.origin)\n" }
    }
    if let delegate = plan.applicationDelegate { out += "  app delegate: \(delegate)\n" }
    out += "  \(output): \(counted(changes.added.count, "file")) added, \(changes.changed.count) changed, "
    out += "\(changes.removed.count) removed, \(changes.unchanged) unchanged\n"
    if errorCount + warningCount > 0 {
      out += "  \(counted(errorCount, "error")), \(counted(warningCount, "warning")) (standard error)\n"
    }
    out += errorCount > 0 ? "Next, once the errors above are dealt with:\n" : "Next:\n"
    out += "  swift build --package-path \(output)\n"
    out +=
      "  swift run --package-path \(output) lifecycle-app run SCENARIO   # install \(plan.appName) app=\(plan.appName)\n"
    return CommandResult(standardOutput: out, standardError: errors, exitCode: errorCount > 0 ? 1 : 0)
  }

  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// `to` relative to the folder `from` (`../../LifecycleKit`), or `to` itself when they share
  /// nothing but the root.
  static func relativePath(from: String, to: String) -> String {
    let base = from.split(separator: "/")
    let target = to.split(separator: "/")
    var common = 0
    while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
    if common == 0 { return to }
    let ups = Array(repeating: "..", count: base.count - common)
    let rest = target[common...].map(String.init)
    let joined = (ups + rest).joined(separator: "/")
    return joined.isEmpty ? "." : joined
  }
}
