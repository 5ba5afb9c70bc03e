// Runs `lifecycle-lint` on a target's Swift files as part of its build: a file that imports
// Foundation alone and uses `Locale.current`, `NotificationCenter.default`, `DispatchQueue.main` and
// the like, and a delegate method declared below the class that adopts its protocol where Swift
// never calls it, stop the build with an error at the place (Docs/UIKitShadowing.md, "Checked at
// build time"). Add it to the app's target:
//
//   plugins: [.plugin(name: "LifecycleLintPlugin", package: "LifecycleKit")]
import PackagePlugin

@main
struct LifecycleLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = target.sourceFiles(withSuffix: "swift").map(\.url)
    guard !files.isEmpty else { return [] }
    // A Swift file compiled into the target: it makes SwiftPM run the check whenever one of
    // the files changes, and its one function tells LifecycleUIKit's launch check, in an
    // optimized build, that the module's delegates were checked from the source.
    let output = context.pluginWorkDirectoryURL.appending(path: "LifecycleLintChecked.swift")
    return [
      .buildCommand(
        displayName: "Checking \(target.name) for Foundation-only escapes and delegate methods Swift will not call",
        executable: try context.tool(named: "lifecycle-lint").url,
        arguments: ["--output", output.path, "--module", target.moduleName] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output]
      )
    ]
  }
}
