import LifecycleCore
import LifecycleSimulator

/// One run of `lifecycle run` — a file on a profile — as its header and its row in the
/// table printed after several runs.
struct RunSummary {
  /// How a run ended.
  enum Verdict: String {
    /// Every check held.
    case pass = "PASS"
    /// A check failed.
    case fail = "FAIL"
    /// The file could not be read or parsed, or a step could not be carried out.
    case error = "ERROR"

    init(_ outcome: ScenarioRunResult) {
      self = outcome.error != nil ? .error : outcome.failures.isEmpty ? .pass : .fail
    }
  }

  var file: String
  /// The profile it ran on; nil for a file that did not load, which ran on none.
  var profile: OSGeneration?
  /// The profile the file's `device` line names; nil without one.
  var writtenFor: OSGeneration?
  var verdict: Verdict
  var checks = 0
  var failed = 0
  /// Why the run did not pass, in short lines: the first failed check (where it is and what
  /// it checks, what it expected, what happened), then the error that stopped it, if any.
  var why: [String] = []

  /// A file that could not be read or parsed, from its error `message`.
  init(file: String, loadFailure message: String) {
    self.file = file
    verdict = .error
    let first = message.split(separator: "\n").first.map(String.init) ?? message
    let reason = first.hasPrefix(file + ":") ? first.dropFirst(file.count + 1) : first[...]
    why = [String(reason.drop(while: \.isWhitespace))]
  }

  /// A run of `file` on `profile`.
  init(file: String, profile: OSGeneration, writtenFor: OSGeneration?, outcome: ScenarioRunResult) {
    self.file = file
    self.profile = profile
    self.writtenFor = writtenFor
    verdict = Verdict(outcome)
    checks = outcome.checkCount
    failed = outcome.failures.count
    if let first = outcome.failures.first {
      let (expected, actual) = Self.fromFirstDifference(first.expected, first.actual)
      why = [
        "\(first.location.line):\(first.location.column) \(first.step)", "expected: \(expected)",
        "actual:   \(actual)",
      ]
    }
    if let error = outcome.error {
      why.append("\(error.location.line):\(error.location.column) error: \(error.message)")
    }
  }

  /// Two lists (`a, b, c`) too long for the table from the first item in which they
  /// differ, the items they share first shown as `…`; other values as they are.
  static func fromFirstDifference(_ expected: String, _ actual: String) -> (String, String) {
    guard max(expected.count, actual.count) > whyWidth - "expected: ".count else { return (expected, actual) }
    let separator = ", "
    let expectedItems = expected.components(separatedBy: separator)
    let actualItems = actual.components(separatedBy: separator)
    let shared = zip(expectedItems, actualItems).prefix { $0 == $1 }.count
    guard shared > 0 else { return (expected, actual) }
    func rest(_ items: [String]) -> String {
      items.count == shared ? "… (no more)" : (["…"] + items.dropFirst(shared)).joined(separator: separator)
    }
    return (rest(expectedItems), rest(actualItems))
  }

  /// `== notes.scn on ios3 (written for ios4)`: the file, the profile it ran on, and the one it
  /// was written for when that is another.
  /// The line standard output ends with for a file that ran on no profile:
  /// `ERROR bad.scn:4:1: error: unknown step 'hom'; …` (the message's first line). A position
  /// follows the file as on standard error, the form editors jump to.
  var verdictLine: String {
    guard let reason = why.first else { return "\(verdict.rawValue) \(file): not run" }
    return "\(verdict.rawValue) \(file)\(reason.first?.isNumber == true ? ":" : ": ")\(reason)"
  }

  var header: String {
    var out = "== \(file)"
    guard let profile else { return out }
    out += " on \(profile.rawValue)"
    if let writtenFor, writtenFor != profile {
      out += " (written for \(writtenFor.rawValue))"
    } else if writtenFor == nil {
      out += " (no device line: the default device)"
    }
    return out
  }

  /// The widest a line of ``why`` is shown in the table; standard error has it in full.
  static let whyWidth = 72

  /// The table after several runs: a row per file and profile with its result, its counts
  /// and why it did not pass, then the totals and a line per file naming the profiles on
  /// which it failed (`failed: notes.scn on ios3, ios13`) or stopped with an error.
  static func table(_ runs: [RunSummary]) -> String {
    var table = TextTable(
      headers: ["file", "profile", "result", "checks", "failed", "first failed check or error"],
      rulesBetweenRows: runs.contains { $0.why.count > 1 })
    for run in runs {
      let profile = run.profile.map { $0.rawValue + (run.writtenFor == $0 ? " *" : "") } ?? "—"
      let why = run.why.map { $0.count > whyWidth ? $0.prefix(whyWidth - 1) + "…" : $0 }
      table.add([
        [run.file], [profile], [run.verdict.rawValue], [String(run.checks)], [String(run.failed)],
        why.isEmpty ? [""] : why,
      ])
    }
    var out = table.render()
    if runs.contains(where: { $0.writtenFor != nil && $0.writtenFor == $0.profile }) {
      out += "* the profile the file's device line names\n"
    }
    let count = { (verdict: Verdict) in runs.filter { $0.verdict == verdict }.count }
    out += "\(counted(runs.count, "run")): \(count(.pass)) passed, \(count(.fail)) failed, "
    out += "\(count(.error)) stopped by an error\n"
    for verdict in [Verdict.fail, .error] {
      let files = runs.filter { $0.verdict == verdict }.map(\.file).uniqued()
      guard !files.isEmpty else { continue }
      for file in files {
        let profiles = runs.filter { $0.file == file && $0.verdict == verdict }.compactMap(\.profile)
        let on = profiles.isEmpty ? "" : " on " + profiles.map(\.rawValue).joined(separator: ", ")
        out += "\(verdict == .fail ? "failed" : "error"): \(file)\(on)\n"
      }
    }
    return out
  }
}

extension Array where Element: Hashable {
  /// The elements in order, each only the first time it appears.
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
