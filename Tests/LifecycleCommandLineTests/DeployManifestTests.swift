import Foundation
import LifecycleCore
import LifecycleExplorer
import LifecycleImport
import Testing

@testable import LifecycleCommandLine

/// The files of deploy/ and the Containerfiles that build their images, read as text (no
/// container engine or cluster runs in the tests): every pod's command line parses with the
/// CLI's own option declarations and selects its own shard, the Jobs' numbers agree with the
/// shard counts in those command lines, the merge takes exactly the shards' folders, and each
/// image a manifest names is the one a Containerfile's documented build command tags. Each check
/// returns the problems it found, so that a test can also feed it a manifest with a mistake.
enum DeployCheck {
  /// The repository's root.
  static func root(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The text of `path` in the repository.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root().appendingPathComponent(path), encoding: .utf8)
  }

  /// The Swift release (major.minor) of the compiler that builds this test, which the
  /// Containerfiles' official images must match.
  static var compilerRelease: String {
    #if compiler(>=6.5)
      return "6.5 or later"
    #elseif compiler(>=6.4)
      return "6.4"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2)
      return "6.2"
    #else
      return "older than 6.2"
    #endif
  }

  /// A Containerfile's problems: two stages on the toolchain's official image of this compiler's
  /// release (`swift:X.Y-noble` to build, its `-slim` image, which keeps the shared Swift
  /// runtime, to run), a release build of `products`, and `entrypoint` as the entry point.
  static func problems(containerfile file: Containerfile, products: [String], entrypoint: String) -> [String]
  {
    var problems: [String] = []
    let images = file.stageImages
    let release = "swift:\(compilerRelease)"
    if images != ["\(release)-noble", "\(release)-noble-slim"] {
      problems.append("stages on \(images), not [\(release)-noble, \(release)-noble-slim]")
    }
    if file.texts("FROM").first?.hasSuffix(" AS build") != true {
      problems.append("the first stage is not named build")
    }
    if !file.texts("COPY").contains(where: { $0.hasPrefix("--from=build ") }) {
      problems.append("the runtime stage copies nothing from the build stage")
    }
    if Set(file.builtProducts) != Set(products) {
      problems.append("builds \(file.builtProducts) in release, not \(products)")
    }
    if file.entrypoint != [entrypoint] {
      problems.append("entry point \(file.entrypoint ?? []), not [\(entrypoint)]")
    }
    return problems
  }

  /// A container of a Job: where it is, its image, command and arguments, and its mounts.
  struct Container {
    var job: String
    var name: String
    var image: String
    var command: [String]
    var arguments: [String]
    var mounts: [String: String]
    var place: String { "job \(job), container \(name)" }
  }

  /// A Job of a manifest, with what the checks read of it.
  struct Job {
    var document: ManifestYAML
    var name: String
    var spec: ManifestYAML
    var containers: [Container]
    /// The claim of each volume of its pods, by volume name.
    var claims: [String: String]

    func number(_ key: String) -> Int? { spec[key]?.string.flatMap { Int($0) } }
    func label(_ key: String) -> String? { document["metadata"]?["labels"]?[key]?.string }
    var isIndexed: Bool { spec["completionMode"]?.string == "Indexed" }
    var restartPolicy: String? { spec["template"]?["spec"]?["restartPolicy"]?.string }
  }

  /// The Jobs of a manifest; anything else in it is a problem.
  static func jobs(_ text: String) throws -> (jobs: [Job], problems: [String]) {
    var jobs: [Job] = []
    var problems: [String] = []
    for document in try ManifestYAML.documents(text) {
      guard document["apiVersion"]?.string == "batch/v1", document["kind"]?.string == "Job",
        let name = document["metadata"]?["name"]?.string, let spec = document["spec"],
        let pod = spec["template"]?["spec"]
      else {
        problems.append("a document that is not a batch/v1 Job with a name, a spec and a pod template")
        continue
      }
      var claims: [String: String] = [:]
      for volume in pod["volumes"]?.items ?? [] {
        if let volumeName = volume["name"]?.string {
          claims[volumeName] = volume["persistentVolumeClaim"]?["claimName"]?.string
        }
      }
      var containers: [Container] = []
      for container in pod["containers"]?.items ?? [] {
        var mounts: [String: String] = [:]
        for mount in container["volumeMounts"]?.items ?? [] {
          if let volume = mount["name"]?.string { mounts[volume] = mount["mountPath"]?.string }
        }
        let containerName = container["name"]?.string ?? "?"
        guard let image = container["image"]?.string, let command = container["command"]?.strings,
          let arguments = container["args"]?.strings
        else {
          problems.append("job \(name), container \(containerName): no image, command or args")
          continue
        }
        containers.append(
          Container(
            job: name, name: containerName, image: image, command: command, arguments: arguments,
            mounts: mounts))
      }
      if containers.isEmpty { problems.append("job \(name): no containers") }
      jobs.append(Job(document: document, name: name, spec: spec, containers: containers, claims: claims))
    }
    return (jobs, problems)
  }

  /// `arguments` with the pod's index where Kubernetes expands `$(JOB_COMPLETION_INDEX)`.
  static func expanded(_ arguments: [String], index: Int) -> [String] {
    arguments.map { $0.replacingOccurrences(of: "$(\(ReportOutput.indexVariable))", with: String(index)) }
  }

  /// The folder a pod writes to (`--out`), which must be on a volume its Job's pods share.
  static func sharedFolder(_ out: String?, of container: Container, in job: Job) -> [String] {
    guard let out else { return ["\(container.place): no --out"] }
    let onVolume = container.mounts.contains { volume, path in
      out.hasPrefix(path + "/") && job.claims[volume] != nil
    }
    return onVolume ? [] : ["\(container.place): --out \(out) is not on a persistent volume it mounts"]
  }

  /// deploy/explore-indexed-job.yaml's problems: one Indexed Job of N ≥ 2 pods whose env says N
  /// (`JOB_COMPLETIONS`), pods that never restart in place, and a `lifecycle explore --world`
  /// command line that parses and selects pod I's shard I/N, writing under the shared volume (and
  /// exchanging states there, with every pod at once and no retries).
  static func worldJobProblems(_ text: String, image: String) throws -> [String] {
    let (jobs, found) = try jobs(text)
    var problems = found
    guard jobs.count == 1, let job = jobs.first, job.containers.count == 1,
      let container = job.containers.first
    else { return problems + ["not one Job of one container"] }
    if !job.isIndexed { problems.append("job \(job.name) is not Indexed") }
    if job.restartPolicy != "Never" { problems.append("job \(job.name): restartPolicy is not Never") }
    guard let completions = job.number("completions"), completions > 1,
      let parallelism = job.number("parallelism"), (1...completions).contains(parallelism)
    else {
      return problems + [
        "job \(job.name): completions and parallelism are not 2 or more and 1 to completions"
      ]
    }
    if container.image != image {
      problems.append("\(container.place): image \(container.image), not \(image)")
    }
    if container.command != ["lifecycle"] {
      problems.append("\(container.place): command \(container.command)")
    }
    // The env entry named JOB_COMPLETIONS carries the Job's completions.
    let env = job.spec["template"]?["spec"]?["containers"]?.items?.first?["env"]?.items ?? []
    let count = env.first { $0["name"]?.string == ReportOutput.countVariable }?["value"]?.string
    if count != String(completions) {
      problems.append(
        "\(container.place): \(ReportOutput.countVariable) is \(count ?? "unset"), not \(completions)")
    }
    for index in 0..<completions {
      let arguments = expanded(container.arguments, index: index)
      guard arguments.first == "explore" else { return problems + ["\(container.place): not explore"] }
      do throws(UsageError) {
        let request = try ExploreCommand.parse(
          Array(arguments.dropFirst()),
          environment: [
            ReportOutput.indexVariable: String(index), ReportOutput.countVariable: String(completions),
          ])
        guard let report = request.report, request.walks == nil else {
          problems.append("\(container.place), pod \(index): not a shard's report")
          continue
        }
        if report.shard.description != "\(index)/\(completions)" {
          problems.append("\(container.place), pod \(index): shard \(report.shard)")
        }
        problems += sharedFolder(report.out, of: container, in: job)
        if let exchange = report.exchange {
          problems += sharedFolder(exchange, of: container, in: job)
          // Shards that exchange states all run at once, and one that fails cannot rejoin.
          if parallelism != completions || job.number("backoffLimit") != 0 {
            problems.append("job \(job.name): --exchange needs parallelism = completions and backoffLimit 0")
          }
        }
      } catch {
        problems.append("\(container.place), pod \(index): \(error.message)")
      }
    }
    return problems
  }

  /// deploy/explore-imported-app-job.yaml's problems. One Indexed Job per profile `app` supports,
  /// each of N ≥ 2 pods, whose pods run `lifecycle-app explore --app APP --profile P … --shard
  /// I/N --out DIR` (parsed as `explore --app` parses it, and shard I/N of pod I), each pod its
  /// own folder on the shared volume; then one merge Job, not Indexed and not retried, with one
  /// container per profile running `lifecycle report merge` over exactly that profile's N
  /// folders, writing the merged report on the volume too. Every container runs `image`.
  static func importedAppProblems(_ text: String, image: String, app: String, profiles: [OSGeneration]) throws
    -> [String]
  {
    let (jobs, found) = try jobs(text)
    var problems = found
    for job in jobs where job.restartPolicy != "Never" {
      problems.append("job \(job.name): restartPolicy is not Never")
    }
    for container in jobs.flatMap(\.containers) where container.image != image {
      problems.append("\(container.place): image \(container.image), not \(image)")
    }
    if Set(jobs.map(\.name)).count != jobs.count { problems.append("two Jobs of one name") }
    // The folders each profile's shards write, by profile.
    var shardFolders: [OSGeneration: [String]] = [:]
    for job in jobs where job.label("lifecyclekit/step") == "explore" {
      guard job.isIndexed, job.containers.count == 1, let container = job.containers.first,
        let completions = job.number("completions"), completions > 1,
        let parallelism = job.number("parallelism"), (1...completions).contains(parallelism)
      else {
        problems.append("job \(job.name): not an Indexed Job of one container, 2 or more completions")
        continue
      }
      if container.command != ["lifecycle-app"] {
        problems.append("\(container.place): command \(container.command)")
      }
      for index in 0..<completions {
        let arguments = expanded(container.arguments, index: index)
        guard arguments.first == "explore" else {
          problems.append("\(container.place): not explore")
          break
        }
        do throws(UsageError) {
          let request = try AppExploreCommand.parse(Array(arguments.dropFirst()), catalog: nil)
          // Kubernetes sets the index alone; the shard count is in the command line.
          let shard = try AppExploreCommand.shard(
            of: request, environment: [ReportOutput.indexVariable: String(index)])
          if request.appID != app {
            problems.append("\(container.place): --app \(request.appID), not \(app)")
          }
          if shard?.description != "\(index)/\(completions)" {
            problems.append(
              "\(container.place), pod \(index): shard \(shard?.description ?? "none"), not \(index)/\(completions)"
            )
          }
          if request.parsed.flags.contains("json") {
            problems.append("\(container.place): --json in a pod's log")
          }
          let out = request.parsed.values["out"]
          problems += sharedFolder(out, of: container, in: job)
          if let generation = request.generations.first, let out {
            shardFolders[generation, default: []].append(out)
          }
        } catch {
          problems.append("\(container.place), pod \(index): \(error.message)")
        }
      }
    }
    let explored = Set(shardFolders.keys)
    if explored != Set(profiles) {
      problems.append(
        "explores \(explored.map(\.rawValue).sorted()), not the profiles \(app) supports: "
          + profiles.map(\.rawValue).joined(separator: ", "))
    }
    let allFolders = shardFolders.values.flatMap { $0 }
    if Set(allFolders).count != allFolders.count { problems.append("two pods write one folder") }
    let merges = jobs.filter { $0.label("lifecyclekit/step") == "merge" }
    guard merges.count == 1, let merge = merges.first else { return problems + ["not one merge Job"] }
    if merge.isIndexed || merge.number("backoffLimit") != 0 {
      problems.append("job \(merge.name): the merge is not one pod with backoffLimit 0")
    }
    var merged: Set<OSGeneration> = []
    for container in merge.containers {
      if container.command != ["lifecycle"] {
        problems.append("\(container.place): command \(container.command)")
      }
      guard container.arguments.first == "report", LifecycleCommand.commands.contains("report") else {
        problems.append("\(container.place): not lifecycle report")
        continue
      }
      do throws(UsageError) {
        let parsed = try ParsedArguments(
          Array(container.arguments.dropFirst()), options: ReportCommand.spec.options)
        guard parsed.positionals.first == "merge" else {
          problems.append("\(container.place): not report merge")
          continue
        }
        let inputs = Array(parsed.positionals.dropFirst())
        guard let profile = shardFolders.first(where: { Set($0.value) == Set(inputs) })?.key,
          inputs.count == Set(inputs).count
        else {
          problems.append("\(container.place): merges \(inputs), not one profile's shard folders")
          continue
        }
        merged.insert(profile)
        let out = parsed.values["out"]
        problems += sharedFolder(out, of: container, in: merge)
        if let out, allFolders.contains(out) {
          problems.append("\(container.place): --out is a shard's folder")
        }
      } catch {
        problems.append("\(container.place): \(error.message)")
      }
    }
    if merged != explored {
      problems.append("merges \(merged.map(\.rawValue).sorted()), not every profile explored")
    }
    return problems
  }

  /// The app the imported-app Containerfile imports by default (its `PROJECT` argument), planned
  /// in memory as `lifecycle import` would import it: its name and the profiles that install it.
  static func defaultImportedApp(_ file: Containerfile) throws -> (name: String, profiles: [OSGeneration]) {
    let project = try #require(file.argumentDefaults["PROJECT"])
    let plan = try ProjectImport.plan(
      .init(projectPath: root().appendingPathComponent(project).path, lifecycleKitPath: root().path))
    let minimum = plan.deploymentTarget.flatMap(OSVersion.init)
    return (plan.appName, OSGeneration.allCases.filter { minimum.map($0.runs) ?? true })
  }
}

@Suite("deploy/: the Containerfiles and the Kubernetes Jobs, read and checked against the CLI")
struct DeployManifestTests {
  @Test(
    "the Containerfile: the toolchain's official image to build `lifecycle` in release, its slim image to run it"
  )
  func containerfile() throws {
    let file = Containerfile(try DeployCheck.text("Containerfile"))
    let problems = DeployCheck.problems(containerfile: file, products: ["lifecycle"], entrypoint: "lifecycle")
    #expect(problems.isEmpty, "\(problems)")
    #expect(
      file.defaultTags(of: "Containerfile") == [
        "lifecyclekit/lifecycle:latest", "lifecyclekit/lifecycle:latest",
      ])
    #expect(Set(file.buildCommands.map(\.engine)) == ["podman", "docker"])
  }

  @Test("the imported app's Containerfile imports a project of the repository and builds both programs")
  func importedAppContainerfile() throws {
    let path = "deploy/imported-app.Containerfile"
    let file = Containerfile(try DeployCheck.text(path))
    let problems = DeployCheck.problems(
      containerfile: file, products: ["lifecycle", "lifecycle-app"], entrypoint: "lifecycle-app")
    #expect(problems.isEmpty, "\(problems)")
    #expect(file.texts("RUN").contains { $0.contains("lifecycle import \"$PROJECT\"") })
    #expect(file.defaultTags(of: path).count == 2)
    #expect(Set(file.defaultTags(of: path)).count == 1)
    let app = try DeployCheck.defaultImportedApp(file)
    #expect(app.name == "PackingList")
    #expect(!app.profiles.isEmpty)
  }

  @Test(
    "deploy/explore-indexed-job.yaml: the canonical world's shards, each pod's command line parsed by the CLI"
  )
  func worldJob() throws {
    let image = try #require(
      Containerfile(try DeployCheck.text("Containerfile")).defaultTags(of: "Containerfile").first)
    let problems = try DeployCheck.worldJobProblems(
      try DeployCheck.text("deploy/explore-indexed-job.yaml"), image: image)
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test(
    "deploy/explore-imported-app-job.yaml: every profile's shards, then one merge of each profile's folders")
  func importedAppJobs() throws {
    let (image, app) = try Self.importedApp()
    let text = try DeployCheck.text("deploy/explore-imported-app-job.yaml")
    let problems = try DeployCheck.importedAppProblems(
      text, image: image, app: app.name, profiles: app.profiles)
    #expect(problems.isEmpty, "\(problems)")
  }

  /// The imported app's image tag and app.
  static func importedApp() throws -> (image: String, app: (name: String, profiles: [OSGeneration])) {
    let path = "deploy/imported-app.Containerfile"
    let file = Containerfile(try DeployCheck.text(path))
    return (try #require(file.defaultTags(of: path).first), try DeployCheck.defaultImportedApp(file))
  }

  /// The manifest `path` with the first `old` replaced by `new`.
  static func mistake(in path: String, _ old: String, _ new: String) throws -> String {
    let text = try DeployCheck.text(path)
    let range = try #require(text.range(of: old), "'\(old)' is not in \(path)")
    return text.replacingCharacters(in: range, with: new)
  }

  @Test(
    "a misspelt flag, a shard count that disagrees with the Job, a shard left out of the merge or another image fails",
    arguments: [
      ("\"--profile\"", "\"--profil\"", "unknown option '--profil'; did you mean '--profile'?"),
      ("\"--depth\", \"7\"", "\"--depth\", \"13\"", "--depth takes a whole number from 0 to 12"),
      ("/3\", \"--out\"", "/4\", \"--out\"", "shard 0/4, not 0/3"),
      ("\"/reports/packinglist/ios7/2\", ", "", "not one profile's shard folders"),
      ("\"merge\"", "\"merg\"", "not report merge"),
      (
        "--out\", \"/reports/packinglist/ios13/merged", "--output\", \"/reports/packinglist/ios13/merged",
        "unknown option '--output'"
      ),
      ("command: [\"lifecycle-app\"]", "command: [\"lifecycle\"]", "command [\"lifecycle\"]"),
      (
        "image: lifecyclekit/packinglist:latest", "image: lifecyclekit/packing:latest",
        "image lifecyclekit/packing"
      ),
      ("\"--profile\", \"ios7\"", "\"--profile\", \"ios13\"", "explores [\"ios13\"]"),
    ])
  func importedAppMistakes(old: String, new: String, expected: String) throws {
    let (image, app) = try Self.importedApp()
    let text = try Self.mistake(in: "deploy/explore-imported-app-job.yaml", old, new)
    let problems = try DeployCheck.importedAppProblems(
      text, image: image, app: app.name, profiles: app.profiles)
    #expect(problems.contains { $0.contains(expected) }, "\(problems)")
  }

  @Test(
    "the world Job: a misspelt flag, a shard count that disagrees, retries with --exchange or another image fails",
    arguments: [
      ("\"--world\"", "\"--wrold\"", "unknown option '--wrold'; did you mean '--world'?"),
      ("value: \"4\"", "value: \"3\"", "JOB_COMPLETIONS is 3, not 4"),
      ("backoffLimit: 0", "backoffLimit: 2", "--exchange needs parallelism = completions and backoffLimit 0"),
      (
        "\"/reports/$(JOB_COMPLETION_INDEX)\"", "\"/tmp/$(JOB_COMPLETION_INDEX)\"",
        "is not on a persistent volume"
      ),
      ("image: lifecyclekit/lifecycle:latest", "image: lifecycle:latest", "image lifecycle:latest"),
    ])
  func worldJobMistakes(old: String, new: String, expected: String) throws {
    let image = try #require(
      Containerfile(try DeployCheck.text("Containerfile")).defaultTags(of: "Containerfile").first)
    let text = try Self.mistake(in: "deploy/explore-indexed-job.yaml", old, new)
    let problems = try DeployCheck.worldJobProblems(text, image: image)
    #expect(problems.contains { $0.contains(expected) }, "\(problems)")
  }
}
