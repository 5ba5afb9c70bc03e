import Foundation

/// Runs the Python state-machine peer (`Benchmarks/Peers/pytransitions_bench.py`) and
/// reads its JSON, so that both figures come from the same run on the same machine.
enum PeerBenchmark {
  struct Result {
    var pytransitionsEventsPerSecond: Double
    var dictFlatEventsPerSecond: Double
    var events: Int
    var transitionsVersion: String
  }

  /// Where the peers live in the repository, from its root.
  static let folderName = "Benchmarks/Peers"
  /// The peer script `lifecycle bench` runs; a folder holding it is a peer folder.
  static let script = "pytransitions_bench.py"

  /// The package's root as it was when this file was compiled: three folders above
  /// `Sources/LifecycleCommandLine/Bench/`.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The outcome of looking for the peers: the folder, and every place looked in.
  struct Search {
    var folder: URL?
    var looked: [String]

    /// `no pytransitions_bench.py in A or B (give --peers DIR)`.
    var notFound: String {
      "no \(PeerBenchmark.script) in \(looked.joined(separator: " or ")) (give --peers DIR)"
    }
  }

  /// Finds the peer folder: `given` alone when there is one, else ``folderName`` under
  /// `currentDirectory` (the package root, where `swift run` is used), else under
  /// ``packageRoot``.
  static func locate(
    _ given: String?, currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> Search {
    let candidates =
      given.map { [URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: currentDirectory))] } ?? [
        URL(fileURLWithPath: currentDirectory).appendingPathComponent(folderName),
        packageRoot.appendingPathComponent(folderName),
      ]
    var looked: [String] = []
    for url in candidates {
      let path = url.standardizedFileURL.path
      guard !looked.contains(path) else { continue }
      looked.append(path)
      if FileManager.default.fileExists(atPath: url.appendingPathComponent(script).path) {
        return Search(folder: url.standardizedFileURL, looked: looked)
      }
    }
    return Search(folder: nil, looked: looked)
  }

  static func run(in folder: URL) -> Swift.Result<Result, BenchError> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", folder.appendingPathComponent(script).path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      return .failure(BenchError("cannot start python3: \(error.localizedDescription)"))
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let hint =
        errorText.contains("No module named 'transitions'") ? " (run: pip install transitions==0.9.3)" : ""
      return .failure(
        BenchError(
          "pytransitions_bench.py exited \(process.terminationStatus)\(hint): \(errorText.suffix(300))")
      )
    }
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let runs = json["runs"] as? [String: Any],
      let machine = runs["drive/pytransitions"] as? [String: Any],
      let flat = runs["drive/dict-flat"] as? [String: Any],
      let rate = (machine["events_per_s"] as? NSNumber)?.doubleValue,
      let flatRate = (flat["events_per_s"] as? NSNumber)?.doubleValue
    else {
      return .failure(BenchError("unexpected output from pytransitions_bench.py"))
    }
    return .success(
      Result(
        pytransitionsEventsPerSecond: rate, dictFlatEventsPerSecond: flatRate,
        events: (json["n_events"] as? NSNumber)?.intValue ?? 0,
        transitionsVersion: json["transitions"] as? String ?? "?"
      )
    )
  }
}

/// A benchmark that could not run, and why.
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
