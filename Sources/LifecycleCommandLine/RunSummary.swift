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
  /// Why the run did not pass, in up to three short lines: the first failed check (where it
  /// is and what it checks, what it expected, what happened), or the error.
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
    if let error = outcome.error {
      why = ["\(error.location.line):\(error.location.column) error: \(error.message)"]
    } else if let first = outcome.failures.first {
      why = [
        "\(first.location.line):\(first.location.column) \(first.step)", "expected: \(first.expected)",
        "actual:   \(first.actual)",
      ]
    }
  }

  /// `== notes.scn on ios3 (written for ios4)`: the file, the profile it ran on, and the one it
  /// was written for when that is another.
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
  /// and why it did not pass, then the totals and, by file, the profiles that failed.
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
      let lists = files.map { file in
        let profiles = runs.filter { $0.file == file && $0.verdict == verdict }.compactMap(\.profile)
        return profiles.isEmpty ? file : "\(file) on \(profiles.map(\.rawValue).joined(separator: ", "))"
      }
      out += "\(verdict == .fail ? "failed" : "error"): \(lists.joined(separator: "; "))\n"
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
