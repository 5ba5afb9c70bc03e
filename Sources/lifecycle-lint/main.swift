// The tool the LifecycleLint build plugin runs on a target's Swift files:
//
//   lifecycle-lint [--output GENERATED.swift [--module NAME]] FILE...
//
// Each Foundation-only escape, and each delegate method declared below the class that adopts
// its protocol where Swift never calls it (DelegateDispatchLint), is printed as a compiler error
// (`FILE:LINE:COLUMN: error: …`) and the exit status is 1, so the build stops there. With none, the status is 0 and, with
// --output, a Swift file holding only a comment is written: the build plugin's output, which
// SwiftPM compiles into the target so that the check runs whenever a source changes.
import Foundation
import LifecycleLint

var arguments = Array(CommandLine.arguments.dropFirst())

/// The value after `flag`, taken out of the arguments; nil without the flag.
@MainActor
func take(_ flag: String) -> String? {
  guard let position = arguments.firstIndex(of: flag) else { return nil }
  guard position + 1 < arguments.count else {
    FileHandle.standardError.write(Data("lifecycle-lint: \(flag) needs a value\n".utf8))
    exit(2)
  }
  defer { arguments.removeSubrange(position...(position + 1)) }
  return arguments[position + 1]
}
let output = take("--output")
let module = take("--module")
let (files, pathErrors) = FoundationOnlyLint.swiftFiles(in: arguments)
let (findings, readErrors) = FoundationOnlyLint.check(files: files)
for finding in findings { print(finding.diagnostic) }
let unreachable = DelegateDispatchLint.check(files: files)
for finding in unreachable { print(finding.diagnostic) }
for error in pathErrors + readErrors { print("\(error.path): error: \(error.reason)") }
guard pathErrors.isEmpty, readErrors.isEmpty else { exit(2) }
guard findings.isEmpty, unreachable.isEmpty else { exit(1) }
if let output {
  let text =
    module.map { DelegateDispatchLint.checkedFile(module: $0, fileCount: files.count) }
    ?? "// Written by lifecycle-lint: \(files.count) files, no Foundation-only escape, no delegate method Swift will not call.\n"
  do {
    try Data(text.utf8).write(to: URL(fileURLWithPath: output))
  } catch {
    print("\(output): error: cannot write the plugin's output: \(error.localizedDescription)")
    exit(2)
  }
}
