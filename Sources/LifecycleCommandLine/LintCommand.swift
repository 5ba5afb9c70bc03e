import LifecycleLint

/// `lifecycle lint PATH…`: reads an app's Swift files for Foundation API that escapes the
/// simulated app where a file imports Foundation without the import switch
/// (``LifecycleLint/FoundationOnlyLint``), and for delegate methods declared below the class that
/// adopts their protocol, which Swift never calls (``LifecycleLint/DelegateDispatchLint``) — the
/// build plugin's checks, from the command line.
enum LintCommand {
  static let spec = CommandSpec(
    name: "lint",
    summary: "find the Foundation API that escapes the simulated app in files without the switch",
    arguments: [
      .init(
        placeholder: "PATH…", summary: "Swift files, or folders searched for .swift files (.build left out)")
    ],
    options: [
      CommandOption("json", summary: "print the findings as one JSON document (Docs/CommandLine.md)")
    ],
    notes: [
      "In a file that imports Foundation alone, `Locale.current`, `UserDefaults.standard`, "
        + "`NotificationCenter.default`, `DispatchQueue.main`, `Timer.scheduledTimer`, `.cachesDirectory` "
        + "and the like are Foundation's process-wide objects, not the simulated app's; some are caught "
        + "while the app runs, reads never are. A delegate method declared in a subclass of the class that "
        + "adopts its protocol, where that class does not declare it, is never called by Swift (iOS would "
        + "call it); the files are read together for those. Each is printed as a compiler error at its place. "
        + "The LifecycleLintPlugin build plugin runs the same check on every build "
        + "(Docs/UIKitShadowing.md, \"Checked at build time\")."
    ],
    exitCodes: [
      .init(code: 0, meaning: "no file has an escape or a delegate method Swift will not call"),
      .init(code: 1, meaning: "at least one escape or delegate method Swift will not call was found"),
      .init(code: 2, meaning: "a usage error, or a path that names no Swift file or cannot be read"),
    ]
  )

  @MainActor
  static func run(_ arguments: [String]) -> CommandResult {
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: spec.options)
      if parsed.positionals.isEmpty { throw UsageError("give the Swift files or folders to check") }
    } catch {
      return .usage(error, command: "lint")
    }
    let (files, pathErrors) = FoundationOnlyLint.swiftFiles(in: parsed.positionals)
    // File by file, so that a terminal shows which one is being read (`[120/3400] lint: App/Model.swift`).
    var findings: [FoundationOnlyLint.Finding] = []
    var readErrors: [FoundationOnlyLint.FileError] = []
    for (index, file) in files.enumerated() {
      Progress.step(index + 1, of: files.count, "lint: \(file)")
      let checked = FoundationOnlyLint.check(files: [file])
      findings += checked.findings
      readErrors += checked.errors
    }
    let unreachable = DelegateDispatchLint.check(files: files)
    let errors = pathErrors + readErrors
    let exitCode: Int32 = !errors.isEmpty ? 2 : findings.isEmpty && unreachable.isEmpty ? 0 : 1
    let errorText = errors.map { "lifecycle lint: \($0)\n" }.joined()
    if parsed.flags.contains("json") {
      return CommandResult(
        document: json(files: files, findings: findings, unreachable: unreachable, errors: errors),
        standardError: errorText, exitCode: exitCode)
    }
    // Nothing could be read: the errors say why, and no count of nothing checked goes with them.
    if files.isEmpty { return CommandResult(standardError: errorText, exitCode: exitCode) }
    let diagnostics =
      findings.map { ($0.file, $0.line, $0.column, $0.diagnostic) }
      + unreachable.map { ($0.file, $0.line, $0.column, $0.diagnostic) }
    var out = diagnostics.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map { $0.3 + "\n" }.joined()
    let escapes = counted(findings.count, "escape")
    let inFiles = Set(findings.map(\.file)).count
    out +=
      findings.isEmpty
      ? "\(counted(files.count, "Swift file")) checked: no Foundation-only escape"
      : "\(counted(files.count, "Swift file")) checked: \(escapes) in \(counted(inFiles, "file"))"
    out +=
      unreachable.isEmpty
      ? ", no delegate method Swift will not call.\n"
      : ", \(counted(unreachable.count, "delegate method")) Swift will not call.\n"
    return CommandResult(standardOutput: out, standardError: errorText, exitCode: exitCode)
  }

  /// The findings as fields: file, line, column, the API and the message; the delegate methods
  /// Swift will not call with the classes, protocol and requirement.
  static func json(
    files: [String], findings: [FoundationOnlyLint.Finding], unreachable: [DelegateDispatchLint.Finding],
    errors: [FoundationOnlyLint.FileError]
  )
    -> JSONDocument
  {
    .object([
      ("files", .int(files.count)),
      (
        "findings",
        .array(
          findings.map { finding in
            .object([
              ("file", .string(finding.file)), ("line", .int(finding.line)), ("column", .int(finding.column)),
              ("api", .string(finding.rule.api)), ("message", .string(finding.message)),
            ])
          })
      ),
      (
        "unreachableDelegateMethods",
        .array(
          unreachable.map { finding in
            .object([
              ("file", .string(finding.file)), ("line", .int(finding.line)), ("column", .int(finding.column)),
              ("class", .string(finding.declaringClass)), ("adoptingClass", .string(finding.adoptingClass)),
              ("protocol", .string(finding.protocolName)), ("requirement", .string(finding.requirement)),
              ("message", .string(finding.message)),
            ])
          })
      ),
      (
        "errors",
        .array(errors.map { .object([("path", .string($0.path)), ("reason", .string($0.reason))]) })
      ),
    ])
  }
}
