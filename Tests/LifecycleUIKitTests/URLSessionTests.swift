import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An app that fetches what a scenario tells it to, and writes down each completion with the
/// device's time.
@MainActor
final class FetcherDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  var task: URLSessionTask?
  var results: [String] = []
  var backgroundTask = UIBackgroundTaskIdentifier.invalid

  /// `200 "milk" at 0.100s`, or `NSURLErrorDomain -1009 at 0.000s`.
  nonisolated static func describe(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) -> String {
    let uptime = ProcessInfo.processInfo.systemUptime - 10
    let time = TimeFormat.seconds(.milliseconds(Int64((uptime * 1000).rounded())))
    if let error = error as? URLError {
      return "\(URLError.errorDomain) \(error.code.rawValue) at \(time)"
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    return "\(status) \"\(String(decoding: data ?? Data(), as: UTF8.self))\" at \(time)"
  }

  func get(_ url: String) {
    let task = URLSession.shared.dataTask(with: URL(string: url)!) { data, response, error in
      let text = Self.describe(data, response, error)
      DispatchQueue.main.async { self.results.append(text) }
    }
    self.task = task
    task.resume()
  }

  static let scenarioScript = ScenarioScript(
    for: FetcherDelegate.self,
    actions: [
      "get": { app, arguments in app.get(arguments[0]) },
      "get-with-timeout": { app, arguments in
        var request = URLRequest(url: URL(string: arguments[0])!)
        request.timeoutInterval = Double(arguments[1])!
        let task = URLSession(configuration: .ephemeral).dataTask(with: request) { data, response, error in
          let text = FetcherDelegate.describe(data, response, error)
          DispatchQueue.main.async { app.results.append(text) }
        }
        app.task = task
        task.resume()
      },
      "download": { app, arguments in
        let task = URLSession.shared.downloadTask(with: URL(string: arguments[0])!) { file, response, error in
          let inSandbox = file.map { $0.path.hasPrefix(NSTemporaryDirectory()) } ?? false
          let body = file.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "-"
          let status = (response as? HTTPURLResponse)?.statusCode ?? 0
          let path = file?.path ?? ""
          DispatchQueue.main.async {
            app.results.append("file \(status) \"\(body)\" in tmp: \(inSandbox)")
            app.downloadedFile = path
          }
        }
        app.task = task
        task.resume()
      },
      "cancel": { app, _ in app.task?.cancel() },
      "get-in-background": { app, arguments in
        app.backgroundTask = UIApplication.shared.beginBackgroundTask {}
        app.get(arguments[0])
      },
    ],
    probes: [
      "results": { app in app.results.joined(separator: " | ") },
      "state": { app in app.task.map { "\($0.state)" } },
      "downloaded-file-exists": { app in
        app.downloadedFile.map { String(FileManager.default.fileExists(atPath: $0)) }
      },
    ])

  var downloadedFile: String?
}

@MainActor
@Suite("URLSession answers from the scenario's network, in virtual time, as the lifecycle allows")
struct URLSessionTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("fetcher") { FetcherDelegate() }

  func launched(_ generation: OSGeneration = .ios13) throws -> Device {
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "Fetcher", appID: "fetcher"))
    try device.launch("Fetcher")
    return device
  }

  func results(_ device: Device) throws -> String? { try device.probe("results", of: "Fetcher") }

  func get(_ url: String, _ device: Device) throws {
    #expect(try device.perform("get", arguments: [url], in: "Fetcher") == nil)
  }

  @Test("offline, as a device starts: NSURLErrorNotConnectedToInternet (-1009), after resume() returns")
  func offline() throws {
    let device = try launched()
    try get("https://api.example.com/items", device)
    #expect(try results(device) == "NSURLErrorDomain -1009 at 0.000s")
    #expect(try device.probe("state", of: "Fetcher") == "completed")
    #expect(device.misuses.isEmpty)
  }

  @Test("online: the respond line's status and body, after the default 100 ms")
  func online() throws {
    let device = try launched()
    device.network(.online)
    device.respond(to: "https://api.example.com/items", body: Array("milk".utf8))
    device.respond(to: "https://api.example.com/missing/*", statusCode: 404)
    try get("https://api.example.com/items", device)
    #expect(try results(device) == "")
    #expect(try device.probe("state", of: "Fetcher") == "running")
    device.advance(by: .milliseconds(100))
    try get("https://api.example.com/missing/3", device)
    device.advance(by: .seconds(1))
    let all = try results(device)
    #expect(all == #"200 "milk" at 0.100s | 404 "" at 0.200s"#, "\(all ?? "nil")")
    #expect(device.misuses.isEmpty)
  }

  @Test("after= sets the latency, in virtual time")
  func latency() throws {
    let device = try launched()
    device.network(.online)
    device.respond(to: "https://api.example.com/*", body: Array("slow".utf8), after: .seconds(2))
    try get("https://api.example.com/slow", device)
    device.advance(by: .milliseconds(1999))
    #expect(try results(device) == "")
    device.advance(by: .milliseconds(1))
    #expect(try results(device) == #"200 "slow" at 2.000s"#)
  }

  @Test("a request in flight when the app is suspended completes only when it runs again, with -1005")
  func suspendedInFlight() throws {
    let device = try launched()
    device.network(.online)
    device.respond(to: "https://api.example.com/*", body: Array("x".utf8), after: .seconds(2))
    try get("https://api.example.com/a", device)
    device.home()
    #expect(device.state(of: "Fetcher") == .suspended)
    device.advance(by: .seconds(10))
    #expect(try results(device) == "")
    try device.launch("Fetcher")
    #expect(try results(device) == "NSURLErrorDomain -1005 at 10.000s")
  }

  @Test("a request in flight when the process ends never completes")
  func deathInFlight() throws {
    let device = try launched()
    device.network(.online)
    device.respond(to: "https://api.example.com/*", body: Array("x".utf8), after: .seconds(2))
    try get("https://api.example.com/a", device)
    try device.quit("Fetcher")
    device.advance(by: .seconds(10))
    #expect(device.leftOverWork.isEmpty)
    #expect(!TraceRenderer.text(device.trace).contains("GET https://api.example.com/a →"))
    try device.launch("Fetcher")
    device.advance(by: .seconds(10))
    #expect(try results(device) == "")
  }

  @Test("a request on the way while a background task keeps the app running completes normally")
  func backgroundTask() throws {
    let device = try launched()
    device.network(.online)
    device.respond(to: "https://api.example.com/*", body: Array("done".utf8), after: .seconds(2))
    #expect(
      try device.perform("get-in-background", arguments: ["https://api.example.com/a"], in: "Fetcher") == nil)
    device.home()
    #expect(device.state(of: "Fetcher") == .background)
    device.advance(by: .seconds(3))
    #expect(try results(device) == #"200 "done" at 2.000s"#)
  }

  @Test("cancel() completes the task with NSURLErrorCancelled (-999), never the answer")
  func cancel() throws {
    let device = try launched()
    device.network(.online)
    device.respond(to: "https://api.example.com/*", body: Array("x".utf8), after: .seconds(2))
    try get("https://api.example.com/a", device)
    device.advance(by: .seconds(1))
    #expect(try device.perform("cancel", arguments: [], in: "Fetcher") == nil)
    #expect(try results(device) == "NSURLErrorDomain -999 at 1.000s")
    #expect(try device.probe("state", of: "Fetcher") == "completed")
    device.advance(by: .seconds(5))
    #expect(try results(device) == "NSURLErrorDomain -999 at 1.000s")
    #expect(try device.perform("cancel", arguments: [], in: "Fetcher") == nil)
    #expect(try results(device) == "NSURLErrorDomain -999 at 1.000s")
  }

  @Test("online with no respond line for the URL: a misuse naming it, then NSURLErrorTimedOut at the timeout")
  func unanswered() throws {
    let device = try launched()
    device.network(.online)
    #expect(
      try device.perform(
        "get-with-timeout", arguments: ["https://api.example.com/none", "15"], in: "Fetcher")
        == nil)
    let misuses = device.misuses(of: "Fetcher")
    #expect(misuses.count == 1)
    #expect(misuses.first?.contains("respond https://api.example.com/none") == true)
    device.advance(by: .seconds(15))
    #expect(try results(device) == "NSURLErrorDomain -1001 at 15.000s")
  }

  @Test("a download task hands over a temporary file in the app's sandbox, removed after the handler")
  func download() throws {
    let device = try launched()
    device.network(.online)
    device.respond(to: "https://cdn.example.com/*", body: Array("bytes".utf8))
    #expect(try device.perform("download", arguments: ["https://cdn.example.com/f"], in: "Fetcher") == nil)
    device.advance(by: .seconds(1))
    #expect(try results(device) == #"file 200 "bytes" in tmp: true"#)
    #expect(try device.probe("downloaded-file-exists", of: "Fetcher") == "false")
  }

  @Test("the same scenario gives the same trace, byte for byte")
  func deterministic() throws {
    let text = """
      device profile=ios13 seed=3
      install Fetcher app=fetcher
      launch Fetcher
      do Fetcher get https://api.example.com/a
      network online
      respond https://api.example.com/* status=500 after=1s
      do Fetcher get https://api.example.com/b
      home
      advance 5s
      launch Fetcher
      do Fetcher get https://api.example.com/c
      advance 2s
      expect Fetcher results == "NSURLErrorDomain -1009 at 0.000s | NSURLErrorDomain -1005 at 5.000s | 500 \\"\\" at 6.000s"
      """
    let scenario = try ScenarioParser.parse(text, file: "network.scn")
    let runner = ScenarioRunner(catalog: catalog)
    let first = runner.run(scenario)
    #expect(first.failures.isEmpty, "\(first.failures)")
    #expect(first.error == nil)
    let second = runner.run(scenario)
    #expect(TraceRenderer.jsonLines(first.trace) == TraceRenderer.jsonLines(second.trace))
    #expect(TraceRenderer.text(first.trace).contains("GET https://api.example.com/c → 500, 0 bytes"))
  }
}
