import Foundation

/// Runs the Python state-machine peer (`shared/bench/pytransitions_bench.py`) and reads
/// its JSON, so that both figures come from the same run on the same machine.
enum PeerBenchmark {
  struct Result {
    var pytransitionsEventsPerSecond: Double
    var dictFlatEventsPerSecond: Double
    var events: Int
    var transitionsVersion: String
  }

  /// Finds the peer folder: the given one, or `../shared/bench` from the working directory.
  static func locate(_ given: String?) -> URL? {
    let candidates =
      given.map { [$0] } ?? [
        "../shared/bench", "shared/bench",
      ]
    for path in candidates {
      let url = URL(fileURLWithPath: path)
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("pytransitions_bench.py").path) {
        return url
      }
    }
    return nil
  }

  static func run(in folder: URL) -> Swift.Result<Result, BenchError> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", folder.appendingPathComponent("pytransitions_bench.py").path]
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
