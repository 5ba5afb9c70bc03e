import Foundation
import Testing

@testable import LifecycleImport

/// `lifecycle import` over real projects fetched from public repositories, which the repository
/// does not hold (Docs/Import.md, "Results on public projects"): set
/// `LIFECYCLEKIT_REAL_PROJECTS=DIR`, DIR holding `projects.tsv` (tab-separated, a header line
/// naming at least `repo`, `commit`, `path` — the extracted project, absolute or relative to DIR —
/// and `xcodeproj`, the project inside it, or `-` for a folder; `target` is optional). Every project
/// must import without an error that stops the import, into DIR/packages/OWNER+NAME; with
/// `LIFECYCLEKIT_REAL_PROJECTS_BUILD=1` each package is also built, and the number of projects
/// whose package builds is printed.
@Suite("Importing real projects (LIFECYCLEKIT_REAL_PROJECTS)", .serialized)
struct ImportRealProjectsTests {
  static let folder = ProcessInfo.processInfo.environment["LIFECYCLEKIT_REAL_PROJECTS"]

  struct Project {
    var repo: String
    var commit: String
    var path: String
    var target: String?
  }

  static func projects(in folder: String) throws -> [Project] {
    let text = try String(contentsOfFile: folder + "/projects.tsv", encoding: .utf8)
    let lines = text.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    guard let header = lines.first else { return [] }
    func column(_ name: String) -> Int? { header.firstIndex(of: name) }
    guard let repo = column("repo"), let commit = column("commit"), let path = column("path"),
      let project = column("xcodeproj")
    else { throw ImportError(folder + "/projects.tsv", "needs the columns repo, commit, path and xcodeproj") }
    let target = column("target")
    return lines.dropFirst().filter { $0.count > max(repo, commit, path, project) }.map { row in
      let base = row[path].hasPrefix("/") ? row[path] : folder + "/" + row[path]
      let inner = row[project]
      return Project(
        repo: row[repo], commit: row[commit], path: inner.isEmpty || inner == "-" ? base : base + "/" + inner,
        target: target.flatMap { row.count > $0 && !row[$0].isEmpty && row[$0] != "-" ? row[$0] : nil })
    }
  }

  @Test(
    "every project imports, its diagnostics at their places",
    .enabled(
      if: folder != nil, "set LIFECYCLEKIT_REAL_PROJECTS=DIR (a folder with projects.tsv; Docs/Import.md)"))
  func importsEveryProject() throws {
    let folder = try #require(Self.folder)
    let projects = try Self.projects(in: folder)
    #expect(!projects.isEmpty, "no project listed in \(folder)/projects.tsv")
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    var built = 0
    for project in projects {
      let plan: ProjectImport
      do {
        plan = try ProjectImport.plan(
          .init(projectPath: project.path, target: project.target, lifecycleKitPath: kit))
      } catch {
        Issue.record("\(project.repo) at \(project.commit): \(error)")
        continue
      }
      for diagnostic in plan.diagnostics {
        #expect(
          diagnostic.file.isEmpty == false, "\(project.repo): a diagnostic without its file: \(diagnostic)")
      }
      let output = folder + "/packages/" + project.repo.replacingOccurrences(of: "/", with: "+")
      _ = try PackageWriter.write(plan.files, to: output)
      #expect(
        try PackageWriter.compare(plan.files, with: output).isEmpty, "\(project.repo): written, then stale")
      guard ProcessInfo.processInfo.environment["LIFECYCLEKIT_REAL_PROJECTS_BUILD"] == "1" else { continue }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["swift", "build", "--package-path", output]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus == 0 { built += 1 }
    }
    if ProcessInfo.processInfo.environment["LIFECYCLEKIT_REAL_PROJECTS_BUILD"] == "1" {
      print("ImportRealProjectsTests: \(built) of \(projects.count) packages build")
    }
  }
}
