import Foundation
import LifecycleExplorer

/// `lifecycle report merge DIR…`: merges the reports of the shards of one search
/// (`lifecycle explore … --shard I/N --out DIR`) into the report of the whole search, refusing
/// reports of different searches, missing or repeated shards, and damaged files.
enum ReportCommand {
  static let spec = CommandSpec(
    name: "report",
    summary: "merge the shard reports of one search (lifecycle explore --shard I/N --out DIR)",
    arguments: [
      .init(
        placeholder: "merge", summary: "the action: merge shard reports into the report of the whole search"),
      .init(
        placeholder: "PATH…",
        summary:
          "each shard's report: the folder `--out` wrote (holding \(ReportOutput.reportFile)) or the file"),
    ],
    options: [
      CommandOption("json", summary: "print the merged report as JSON instead of a summary"),
      CommandOption(
        "out", value: .text(placeholder: "DIR"),
        summary: "write the merged report and its fingerprints to DIR, as `lifecycle explore --out` does"),
      TerminalStyle.option,
    ],
    notes: [
      "The reports must be of one search (the same model, parameters, fingerprint key, depth bound and number "
        + "of shards N) and hold every shard from 0 to N − 1 once. The merged states are the union of the "
        + "shards' fingerprints, each at its smallest depth; the edges sum the out-degrees of the states below "
        + "the depth bound; the violations are those with the shortest path."
    ],
    exitCodes: [
      .init(code: 0, meaning: "the merged report has no violation"),
      .init(code: 1, meaning: "the merged report has a violation: the first is printed"),
      .init(code: 2, meaning: "a usage error, or a report that is missing, damaged or of another search"),
    ]
  )

  static func run(_ arguments: [String]) -> CommandResult {
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: spec.options)
      guard let action = parsed.positionals.first else {
        throw UsageError("report needs an action: merge PATH…")
      }
      guard action == "merge" else {
        throw UsageError("unknown action '\(action)'; the action is merge")
      }
      guard parsed.positionals.count > 1 else {
        throw UsageError("merge needs the shards' reports: one folder or report.json per shard")
      }
      if parsed.values["out"]?.isEmpty == true { throw UsageError("--out takes a folder") }
    } catch {
      return .usage(error, command: "report")
    }
    let merged: (report: ExplorationReport, rows: [UInt8])
    do throws(LoadedReport.Failure) {
      merged = try merge(Array(parsed.positionals.dropFirst()).map(LoadedReport.load))
    } catch {
      return CommandResult(standardError: "lifecycle report: \(error.message)\n", exitCode: 2)
    }
    let report = merged.report
    let title = "\(report.model) (\(ExplorationReport.render(report.parameters)))"
    var result = ReportOutput.emit(
      report, rows: merged.rows, json: parsed.flags.contains("json"), out: parsed.values["out"], title: title)
    if result.exitCode == 0, !report.findings.isEmpty { result.exitCode = 1 }
    return result
  }

  /// The merged report of `shards` and its fingerprint file's bytes, or the first reason they
  /// are not the shards of one search.
  static func merge(_ shards: [LoadedReport]) throws(LoadedReport.Failure) -> (
    report: ExplorationReport, rows: [UInt8]
  ) {
    guard let first = shards.first else { throw LoadedReport.Failure(message: "no report to merge") }
    var byIndex: [Int: LoadedReport] = [:]
    for shard in shards {
      guard let selection = shard.report.shard else {
        throw LoadedReport.Failure(message: "\(shard.path): a merged report, not a shard's")
      }
      guard selection.count == shard.report.shardCount else {
        throw LoadedReport.Failure(
          message: "\(shard.path): shard \(selection) in a report of \(shard.report.shardCount) shards")
      }
      let differences = first.report.differences(from: shard.report)
      guard differences.isEmpty else {
        throw LoadedReport.Failure(
          message: "\(shard.path): not a shard of the same search as \(first.path): "
            + differences.joined(separator: "; "))
      }
      if let earlier = byIndex[selection.index] {
        throw LoadedReport.Failure(
          message: "\(shard.path): shard \(selection) again (\(earlier.path) is shard \(selection) too)")
      }
      byIndex[selection.index] = shard
    }
    let count = first.report.shardCount
    let missing = (0..<count).filter { byIndex[$0] == nil }
    guard missing.isEmpty else {
      throw LoadedReport.Failure(
        message: "shard\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) "
          + "of \(count) missing (given: \(shards.map(\.path).joined(separator: ", ")))")
    }
    let ordered = (0..<count).compactMap { byIndex[$0] }
    let records = ShardMerge.records(ordered.map(\.records))
    let summary = SearchSummary(
      records: records, depthBound: first.report.depthBound,
      findings: ShardMerge.findings(ordered.map(\.report.findings)))
    let rows = FingerprintRows.encode(records)
    let report = ExplorationReport(
      model: first.report.model, parameters: first.report.parameters,
      fingerprintKey: first.report.fingerprintKey,
      depthBound: first.report.depthBound, shard: nil, shardCount: count, mergedShards: Array(0..<count),
      splitDepth: first.report.splitDepth, partition: first.report.partition, summary: summary,
      fingerprints: .init(
        file: ReportOutput.fingerprintFile, rows: records.count, checksum: FingerprintRows.checksum(rows)))
    return (report, rows)
  }
}
