import Foundation
import LifecycleCore
import LifecycleExplorer
import LifecycleSimulator

/// The demo's explorations — every careless sample on every profile — shared among processes:
/// the explorer replays app code on the main actor, so one process explores one sample at a
/// time, and the demo's forty-odd searches are independent of each other. Search `index` (in
/// story order, then ``OSGeneration/allCases`` order) belongs to share `index % count`; this
/// process explores share 0 while each other share runs in a copy of this program
/// (`demo --share K/N`), which prints its reports as JSON. The reports are the same whatever
/// the split (each search starts from its own fresh device), and a test compares them.
enum DemoExplorations {
  /// One search: a story's careless sample on one profile.
  struct Job: Sendable {
    var story: DemoSampleStory
    var generation: OSGeneration
  }

  /// Every search of the demo, in story order and then generation order.
  static var jobs: [Job] {
    DemoSampleStory.catalog.flatMap { story in OSGeneration.allCases.map { Job(story: story, generation: $0) }
    }
  }

  /// The processes to share the searches among by default: one per core, at most four (past
  /// that, starting the programs costs more than the shares save).
  static var defaultProcessCount: Int { min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

  /// Starts sharing every job among `processes` processes: this one and `processes - 1` copies
  /// of `executable` (nil: this one alone), which start at once; ``Pending/finish(warnings:)``
  /// explores this process's share and collects the others'.
  @MainActor
  static func start(catalog: AppCatalog, processes: Int, executable: String?) -> Pending {
    let jobs = jobs
    let count = executable == nil ? 1 : max(1, min(processes, jobs.count))
    let helpers = (1..<count).map { Helper(share: $0, of: count, executable: executable ?? "") }
    return Pending(jobs: jobs, count: count, helpers: helpers, catalog: catalog)
  }

  /// Searches under way in other processes, and this process's share still to do.
  @MainActor
  struct Pending {
    let jobs: [Job]
    let count: Int
    let helpers: [Helper]
    let catalog: AppCatalog

    /// Every job's report, in ``DemoExplorations/jobs`` order. A copy that could not start,
    /// failed or printed what cannot be read has its share explored here instead, and
    /// `warnings` says so.
    func finish(warnings: inout [String]) -> [AppExplorationReport] {
      var reports = [AppExplorationReport?](repeating: nil, count: jobs.count)
      let mine = indices(ofShare: 0, of: count, jobs: jobs.count)
      for (done, index) in mine.enumerated() {
        let job = jobs[index]
        Progress.step(
          done + 1, of: mine.count, "explorer: \(job.story.careless) on \(job.generation.displayName)")
        reports[index] = explore(job, catalog: catalog)
      }
      for helper in helpers {
        let indices = indices(ofShare: helper.share, of: count, jobs: jobs.count)
        Progress.show(
          "explorer: waiting for share \(helper.share + 1) of \(count), explored by another process")
        switch helper.finish(jobs: indices.map { jobs[$0] }, catalog: catalog) {
        case .success(let shared):
          for (index, report) in zip(indices, shared) { reports[index] = report }
        case .failure(let reason):
          warnings.append(
            "lifecycle demo: the process exploring share \(helper.share + 1) of \(count) \(reason); explored "
              + "here instead")
          for (done, index) in indices.enumerated() {
            let job = jobs[index]
            Progress.step(
              done + 1, of: indices.count,
              "explorer: \(job.story.careless) on \(job.generation.displayName) (share \(helper.share + 1), here)"
            )
            reports[index] = explore(job, catalog: catalog)
          }
        }
      }
      return reports.map { $0! }
    }
  }

  /// The jobs of share `share` of `count`.
  static func indices(ofShare share: Int, of count: Int, jobs: Int) -> [Int] {
    Array(stride(from: share, to: jobs, by: count))
  }

  @MainActor
  static func explore(_ job: Job, catalog: AppCatalog) -> AppExplorationReport {
    AppExplorer.explore(
      job.story.explorerSetup(on: job.generation, catalog: catalog), depth: job.story.explorerDepth)
  }

  /// `demo --share K/N`: share K (from 1) of N explored here and printed as JSON.
  @MainActor
  static func printShare(_ text: String, catalog: AppCatalog) -> CommandResult {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 2, let share = parts[0], let count = parts[1], count >= 1,
      (1...count).contains(share)
    else {
      return .usage(UsageError("--share takes K/N, share K of N, 1 ≤ K ≤ N (got '\(text)')"), command: "demo")
    }
    let jobs = jobs
    let reports = indices(ofShare: share - 1, of: count, jobs: jobs.count).map {
      AppExplorationRecord(explore(jobs[$0], catalog: catalog))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = (try? encoder.encode(reports)) ?? Data("[]".utf8)
    return CommandResult(standardOutput: String(decoding: data, as: UTF8.self) + "\n")
  }

  /// A copy of this program exploring one share, its output going to a temporary file (a pipe
  /// would fill while this process explores its own share).
  @MainActor
  final class Helper {
    let share: Int
    let count: Int
    private let process = Process()
    private let output: URL
    private var startError: String?

    init(share: Int, of count: Int, executable: String) {
      self.share = share
      self.count = count
      output = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lifecycle-demo-\(ProcessInfo.processInfo.processIdentifier)-share-\(share + 1)-of-\(count).json")
      do {
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
          startError = "could not start (cannot create \(output.path))"
          return
        }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["demo", "--share", "\(share + 1)/\(count)"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
      } catch {
        startError = "could not start (\(error))"
      }
    }

    /// The reports of `jobs`, once the process has ended, or why there are none.
    func finish(jobs: [Job], catalog: AppCatalog) -> Result<[AppExplorationReport], Failure> {
      defer { try? FileManager.default.removeItem(at: output) }
      if let startError { return .failure(Failure(startError)) }
      process.waitUntilExit()
      guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        return .failure(Failure("ended with status \(process.terminationStatus)"))
      }
      guard let data = FileManager.default.contents(atPath: output.path),
        let records = try? JSONDecoder().decode([AppExplorationRecord].self, from: data),
        records.count == jobs.count
      else { return .failure(Failure("printed reports that do not read")) }
      var reports: [AppExplorationReport] = []
      for (record, job) in zip(records, jobs) {
        let setup = job.story.explorerSetup(on: job.generation, catalog: catalog)
        guard record.profile == job.generation, let report = record.report(install: setup.install) else {
          return .failure(Failure("printed reports that do not read"))
        }
        reports.append(report)
      }
      return .success(reports)
    }

    /// Why a share came back empty.
    struct Failure: Error, CustomStringConvertible {
      var description: String
      init(_ description: String) { self.description = description }
    }
  }
}
