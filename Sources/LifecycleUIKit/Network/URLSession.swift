public import Foundation
import LifecycleCore
import LifecycleSimulator
import Synchronization

/// `URLSession` as app code uses it, answered by the simulated device's network in virtual time.
///
/// This type shadows Foundation's for files that import LifecycleUIKit. No real connection is
/// ever made: a task started in an app's code (``URLSessionTask/resume()``) is answered as
/// ``LifecycleCore/NetworkPolicy`` decides from what the scenario said — `network offline`
/// (the default, as in airplane mode: `NSURLErrorNotConnectedToInternet`), `network online`
/// and `respond URL-PATTERN FILE|status=N [after=DURATION]` (`Docs/ScenarioLanguage.md`). An
/// online request no `respond` line answers is a misuse naming the line to add, and fails with
/// `NSURLErrorTimedOut` after the request's timeout.
///
/// As on iOS (“URLSession”, “dataTask(with:completionHandler:)”: "This handler is executed on
/// the delegate queue"), the completion handler runs on the session's delegate queue, a serial
/// queue of the app's that is not the main queue: it runs as the app's code, taking no virtual
/// time, as a block on `DispatchQueue.global()` does; hop to `DispatchQueue.main` for the
/// interface. It does not run while the app is suspended; a request in flight when the app is
/// suspended fails with `NSURLErrorNetworkConnectionLost` when it runs again (“Technical Note
/// TN2277: Networking and Multitasking”); one whose process ends never completes; one kept
/// running by a background task completes as in the foreground.
///
/// Not provided (a compile error, or `unavailable` with the way out): delegates, upload tasks,
/// the `async` methods (`data(from:)`: a Swift task would run outside the simulated app),
/// background sessions, `waitsForConnectivity`.
public final class URLSession: @unchecked Sendable {
  /// The app's shared session, with the default configuration.
  public static let shared = URLSession(configuration: .default)

  /// A copy of the configuration the session was made with.
  public var configuration: URLSessionConfiguration { URLSessionConfiguration(copying: settings) }
  private let settings: URLSessionConfiguration
  private let nextIdentifier = Mutex(1)

  /// A session with `configuration` (copied, as Foundation copies it).
  public init(configuration: URLSessionConfiguration) {
    settings = URLSessionConfiguration(copying: configuration)
  }

  /// A task that fetches `url` and calls `completionHandler` with the body, the response and
  /// nil — or nil, nil and an `NSURLErrorDomain` error. Start it with ``URLSessionTask/resume()``.
  public func dataTask(
    with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    dataTask(
      with: URLRequest(url: url, timeoutInterval: settings.timeoutIntervalForRequest),
      completionHandler: completionHandler)
  }

  /// A task for `request`, as ``dataTask(with:completionHandler:)-(URL,_)`` for a URL.
  public func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    URLSessionDataTask(request: request, identifier: takeIdentifier(), completion: completionHandler)
  }

  /// A task that downloads `url` to a temporary file in the app's sandbox (its `tmp` folder) and
  /// calls `completionHandler` with the file's URL: move the file or open it before the handler
  /// returns, as on iOS (“downloadTask(with:completionHandler:)”); it is removed afterwards.
  public func downloadTask(
    with url: URL, completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDownloadTask {
    downloadTask(
      with: URLRequest(url: url, timeoutInterval: settings.timeoutIntervalForRequest),
      completionHandler: completionHandler)
  }

  /// A download task for `request`, as ``downloadTask(with:completionHandler:)-(URL,_)``.
  public func downloadTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDownloadTask {
    URLSessionDownloadTask(request: request, identifier: takeIdentifier(), completion: completionHandler)
  }

  /// Not provided: a Swift task started from app code runs outside the simulated app, on the
  /// host's executor and clock.
  @available(
    *, unavailable,
    message:
      "an async URLSession call would run outside the simulated app's virtual time; use dataTask(with:completionHandler:) and resume()"
  )
  public func data(from url: URL) async throws -> (Data, URLResponse) { fatalError("unavailable") }

  /// Not provided, as ``data(from:)``.
  @available(
    *, unavailable,
    message:
      "an async URLSession call would run outside the simulated app's virtual time; use dataTask(with:completionHandler:) and resume()"
  )
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) { fatalError("unavailable") }

  /// Not provided, as ``data(from:)``.
  @available(
    *, unavailable,
    message:
      "an async URLSession call would run outside the simulated app's virtual time; use downloadTask(with:completionHandler:) and resume()"
  )
  public func download(from url: URL) async throws -> (URL, URLResponse) { fatalError("unavailable") }

  private func takeIdentifier() -> Int {
    nextIdentifier.withLock { next in
      defer { next += 1 }
      return next
    }
  }
}

/// `URLSessionConfiguration`: the session's settings the simulated network reads (the request
/// timeout). `default` and `ephemeral` are the same to it: it keeps no cache and no cookies.
public final class URLSessionConfiguration: @unchecked Sendable {
  /// How long a request waits for an answer before it fails with `NSURLErrorTimedOut`, in
  /// seconds: 60 unless set (“URLSessionConfiguration”, timeoutIntervalForRequest).
  public var timeoutIntervalForRequest: TimeInterval {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }
  private let state: Mutex<TimeInterval>

  private init(timeout: TimeInterval) { state = Mutex(timeout) }
  fileprivate convenience init(copying other: URLSessionConfiguration) {
    self.init(timeout: other.timeoutIntervalForRequest)
  }

  /// A new default configuration.
  public class var `default`: URLSessionConfiguration { URLSessionConfiguration(timeout: 60) }
  /// A new ephemeral configuration (no persistent storage; the simulated network keeps none anyway).
  public class var ephemeral: URLSessionConfiguration { URLSessionConfiguration(timeout: 60) }

  /// Not provided: background transfers, which the system carries on after the app is
  /// suspended or ended and reports through `application(_:handleEventsForBackgroundURLSession:completionHandler:)`.
  @available(
    *, unavailable,
    message:
      "background URL sessions are not simulated: use URLSessionConfiguration.default and start the transfer while the app runs (with beginBackgroundTask to finish it in the background)"
  )
  public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
    fatalError("unavailable")
  }
}

/// `URLSessionTask`: one request, made suspended; ``resume()`` starts it.
public class URLSessionTask: @unchecked Sendable {
  /// `URLSessionTask.State`.
  public enum State: Int, Sendable {
    /// Started, not completed.
    case running = 0
    /// Made, or not started yet.
    case suspended = 1
    /// ``cancel()`` was called; the completion is on its way.
    case canceling = 2
    /// The completion ran (or is running).
    case completed = 3
  }

  private struct Progress {
    var state = State.suspended
    var work: ScheduledWork?
    var response: URLResponse?
    var error: (any Error)?
    weak var host: UIKitAppHost?
  }

  /// The number that identifies the task within its session: 1 for its first, and so on.
  public let taskIdentifier: Int
  /// The request the task was made with.
  public let originalRequest: URLRequest?
  /// The request being carried out (the same: the simulated network follows no redirect).
  public var currentRequest: URLRequest? { originalRequest }
  private let progress = Mutex(Progress())

  init(request: URLRequest, identifier: Int) {
    originalRequest = request
    taskIdentifier = identifier
    _ = AppThread.withHost { host in
      progress.withLock { $0.host = host }
      return true
    }
  }

  /// Where the task is.
  public var state: State { progress.withLock { $0.state } }
  /// The response, once the task completed with one.
  public var response: URLResponse? { progress.withLock { $0.response } }
  /// The error the task failed with, once it did.
  public var error: (any Error)? { progress.withLock { $0.error } }

  private var method: String { originalRequest?.httpMethod ?? "GET" }
  private var urlText: String { originalRequest?.url?.absoluteString ?? "" }

  /// Starts the task: the device's network answers it (``URLSession``). Does nothing once it
  /// started. A task made outside any app's code never runs (no app to run its completion), as a
  /// timer made there never fires; one resumed on a thread that runs none of the app's code is a
  /// misuse.
  public func resume() {
    guard state == .suspended else { return }
    guard AppThread.isRunningAppCode else {
      if let host = progress.withLock({ $0.host }) { ThreadEscapes.note("URLSessionTask.resume()", of: host) }
      return
    }
    _ = AppThread.withHost { host in
      let timeout = Duration.milliseconds(Int64((originalRequest?.timeoutInterval ?? 60) * 1000))
      let work = host.process?.startRequest(method: method, url: urlText, timeout: timeout) {
        [weak host] answer in
        guard let host else { return }
        host.runCode { self.complete(with: answer) }
      }
      progress.withLock { progress in
        progress.state = .running
        progress.work = work
        progress.host = host
      }
      return true
    }
  }

  /// Cancels the task: the completion handler runs with `NSURLErrorCancelled`
  /// (“URLSessionTask”, cancel()), on a later turn of the delegate queue, never within the call.
  /// Does nothing once the task completed or was cancelled.
  public func cancel() {
    let (state, work, host) = progress.withLock { ($0.state, $0.work, $0.host) }
    guard state == .running || state == .suspended, AppThread.isRunningAppCode else {
      if state == .running || state == .suspended, let host {
        ThreadEscapes.note("URLSessionTask.cancel()", of: host)
      }
      return
    }
    progress.withLock { $0.state = .canceling }
    _ = AppThread.withHost { host in
      guard let process = host.process else { return false }
      let finish: (NetworkAnswer) -> Void = { [weak host] answer in
        guard let host else { return }
        host.runCode { self.complete(with: answer) }
      }
      if let work {
        process.cancelRequest(work, method: method, url: urlText, completion: finish)
      } else {
        // Never resumed: nothing is in flight; the cancellation still completes it.
        process.startWork(named: "\(method) \(urlText) (cancelled)", duration: .zero) {
          finish(NetworkPolicy.cancellation)
        }
      }
      return true
    }
  }

  @MainActor
  private func complete(with answer: NetworkAnswer) {
    let url = originalRequest?.url ?? URL(fileURLWithPath: "/")
    switch answer {
    case .response(let statusCode, let body):
      let response = HTTPURLResponse(
        url: url, statusCode: statusCode, httpVersion: "HTTP/1.1",
        headerFields: ["Content-Length": String(body.count)])
      progress.withLock { progress in
        progress.state = .completed
        progress.response = response
        progress.work = nil
      }
      deliver(body: Data(body), response: response, error: nil)
    case .failure(let failure):
      let error = URLError(
        URLError.Code(rawValue: failure.rawValue) ?? .unknown,
        userInfo: [
          NSURLErrorFailingURLErrorKey: url, NSLocalizedDescriptionKey: Self.describe(failure),
        ])
      progress.withLock { progress in
        progress.state = .completed
        progress.error = error
        progress.work = nil
      }
      deliver(body: nil, response: nil, error: error)
    }
  }

  /// Calls the completion handler of the kind of task; subclasses override it.
  @MainActor
  func deliver(body: Data?, response: URLResponse?, error: (any Error)?) {}

  /// The error's description, as iOS words it.
  private static func describe(_ error: NetworkError) -> String {
    switch error {
    case .cancelled: "cancelled"
    case .timedOut: "The request timed out."
    case .networkConnectionLost: "The network connection was lost."
    case .notConnectedToInternet: "The Internet connection appears to be offline."
    }
  }
}

/// `URLSessionDataTask`: a task whose completion handler gets the body as `Data`.
public final class URLSessionDataTask: URLSessionTask, @unchecked Sendable {
  private let completion: @Sendable (Data?, URLResponse?, (any Error)?) -> Void

  init(
    request: URLRequest, identifier: Int,
    completion: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) {
    self.completion = completion
    super.init(request: request, identifier: identifier)
  }

  @MainActor
  override func deliver(body: Data?, response: URLResponse?, error: (any Error)?) {
    completion(body, response, error)
  }
}

/// `URLSessionDownloadTask`: a task whose completion handler gets the body as a temporary file.
public final class URLSessionDownloadTask: URLSessionTask, @unchecked Sendable {
  private let completion: @Sendable (URL?, URLResponse?, (any Error)?) -> Void

  init(
    request: URLRequest, identifier: Int,
    completion: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
  ) {
    self.completion = completion
    super.init(request: request, identifier: identifier)
  }

  /// Writes the body to `CFNetworkDownload_N.tmp` in the app's `tmp` folder, hands its URL over,
  /// and removes it once the handler returns.
  @MainActor
  override func deliver(body: Data?, response: URLResponse?, error: (any Error)?) {
    guard let body else { return completion(nil, response, error) }
    let folder = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
    let file = folder.appendingPathComponent("CFNetworkDownload_\(taskIdentifier).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try body.write(to: file)
    } catch {
      return completion(nil, nil, URLError(.cannotCreateFile, userInfo: [NSUnderlyingErrorKey: error]))
    }
    completion(file, response, error)
    try? FileManager.default.removeItem(at: file)
  }
}
