/// What the system does with an app's URL requests: what a request receives and when, and what
/// becomes of one in flight when its app is suspended, killed, kept running by a background
/// task, or cancels it. Data rows citing their public sources (``rows``) and small pure
/// functions over them; the simulated device only carries the answers out.
public enum NetworkPolicy {
  /// How long a request takes when its `respond` line says no `after=`: 100 ms, a choice (a
  /// round trip on a good connection), so that the answer always comes after `resume()` returns,
  /// on a later turn of the app's queues, as it does on a device.
  public static let defaultLatency = Duration.milliseconds(100)

  /// How long a request waits for an answer before it fails with `NSURLErrorTimedOut`, when the
  /// request says nothing else: 60 seconds (“URLRequest”, `timeoutInterval`: "The default
  /// timeout interval is 60 seconds"; “URLSessionConfiguration”, `timeoutIntervalForRequest`).
  public static let defaultRequestTimeout = Duration.seconds(60)

  /// The situations a request meets.
  public enum Situation: String, CaseIterable, Hashable, Sendable {
    /// The app starts the request while the device is offline.
    case startedOffline = "started offline"
    /// The app starts the request while online, and a `respond` line matches its URL.
    case startedAnswered = "started online, answered"
    /// The app starts the request while online, and no `respond` line matches its URL.
    case startedUnanswered = "started online, unanswered"
    /// The app cancels the request before it completed.
    case cancelled
    /// The app is suspended while the request is in flight.
    case suspendedInFlight = "suspended in flight"
    /// The app's process ends while the request is in flight.
    case processEndedInFlight = "process ended in flight"
    /// The app moves to the background with the request in flight and keeps running (a
    /// background task, a background mode).
    case runningInBackground = "running in the background"
  }

  /// What becomes of the request.
  public enum Fate: Hashable, Sendable {
    /// It completes with the matching `respond` line's status and body, after its latency.
    case answered
    /// It fails with `error`, after `after` (nil: the request's own timeout).
    case fails(NetworkError, after: Duration?)
    /// Its completion does not run while the app is suspended; when the app runs again it fails
    /// at once with `error`.
    case failsOnResume(NetworkError)
    /// It never completes: no code of the app runs any more.
    case neverCompletes
    /// It goes on as in the foreground.
    case continues
  }

  /// One row: a situation, the request's fate, and where the behaviour is documented.
  public struct Row: Hashable, Sendable {
    /// The situation.
    public let situation: Situation
    /// What becomes of the request.
    public let fate: Fate
    /// Whether the app's code misused the API in this situation: the run fails, naming the fix.
    public let isMisuse: Bool
    /// The public source, or the choice and why.
    public let source: String
  }

  /// The policy, one row per situation.
  public static let rows: [Row] = [
    Row(
      situation: .startedOffline, fate: .fails(.notConnectedToInternet, after: .zero), isMisuse: false,
      source:
        "“URLError.Code.notConnectedToInternet”: a network resource was requested, but an internet "
        + "connection has not been established and cannot be established automatically (airplane mode); "
        + "the failure is delivered on a later turn of the delegate queue, never inside resume()"),
    Row(
      situation: .startedAnswered, fate: .answered, isMisuse: false,
      source: "the scenario's `respond` line: its status, its body, after its latency"),
    Row(
      situation: .startedUnanswered, fate: .fails(.timedOut, after: nil), isMisuse: true,
      source:
        "a choice: a made-up answer would give false confidence, so the request is a misuse naming the "
        + "`respond` line to add, and fails as an unanswered request does on iOS, with "
        + "“URLError.Code.timedOut” after the request's timeout (“URLRequest”, timeoutInterval)"),
    Row(
      situation: .cancelled, fate: .fails(.cancelled, after: .zero), isMisuse: false,
      source:
        "“URLSessionTask”, cancel(): the task's completion handler is called with "
        + "“URLError.Code.cancelled” (NSURLErrorCancelled), asynchronously"),
    Row(
      situation: .suspendedInFlight, fate: .failsOnResume(.networkConnectionLost), isMisuse: false,
      source:
        "“Technical Note TN2277: Networking and Multitasking”: while the app is suspended the system may "
        + "reclaim resources out from underneath a network socket used by the app, closing the connection "
        + "(Apple DTS, Developer Forums thread 802375: now as soon as the app is suspended); "
        + "its code runs no completion while suspended, and the request fails with "
        + "“URLError.Code.networkConnectionLost” when it runs again"),
    Row(
      situation: .processEndedInFlight, fate: .neverCompletes, isMisuse: false,
      source:
        "“Technical Note TN2277: Networking and Multitasking”: the sockets of a process close with it; "
        + "no code of the process runs again to hear of it"),
    Row(
      situation: .runningInBackground, fate: .continues, isMisuse: false,
      source:
        "“Technical Note TN2277: Networking and Multitasking” and “beginBackgroundTask(withName:"
        + "expirationHandler:)”: an app that keeps running in the background keeps its connections"),
  ]

  /// The row of `situation`.
  public static func row(_ situation: Situation) -> Row {
    rows.first { $0.situation == situation }!
  }

  /// What becomes of a request in `situation`.
  public static func fate(_ situation: Situation) -> Fate { row(situation).fate }

  /// The answer a request for `url` receives, decided when the app starts it (`resume()`), and
  /// after how long; whether starting it is a misuse (online, with no `respond` line for it).
  ///
  /// - Parameter timeout: The request's own timeout (``defaultRequestTimeout`` unless it says).
  public static func plan(for url: String, timeout: Duration, in network: NetworkConditions) -> Plan {
    let situation: Situation
    let response: NetworkResponse?
    if !network.isOnline {
      situation = .startedOffline
      response = nil
    } else if let found = self.response(for: url, in: network) {
      situation = .startedAnswered
      response = found
    } else {
      situation = .startedUnanswered
      response = nil
    }
    let row = row(situation)
    switch row.fate {
    case .fails(let error, let after):
      return Plan(
        situation: situation, answer: .failure(error), after: after ?? timeout, isMisuse: row.isMisuse)
    default:
      let response = response!
      return Plan(
        situation: situation, answer: .response(statusCode: response.statusCode, body: response.body),
        after: response.latency, isMisuse: row.isMisuse)
    }
  }

  /// What a request planned as `planned` completes with, when its app was suspended while it
  /// was in flight (`wasSuspended`): the plan's answer, or the failure of ``Situation/suspendedInFlight``.
  public static func completion(of planned: NetworkAnswer, wasSuspended: Bool) -> NetworkAnswer {
    guard wasSuspended, case .failsOnResume(let error) = fate(.suspendedInFlight) else { return planned }
    return .failure(error)
  }

  /// The answer a cancelled request completes with.
  public static var cancellation: NetworkAnswer {
    guard case .fails(let error, _) = fate(.cancelled) else { return .failure(.cancelled) }
    return .failure(error)
  }

  /// The most recent answer whose pattern matches `url`, if any: a later `respond` line for a
  /// URL overrides an earlier one.
  public static func response(for url: String, in network: NetworkConditions) -> NetworkResponse? {
    network.responses.last { matches(pattern: $0.pattern, url: url) }
  }

  /// Whether `url` matches `pattern`: the same text, where each `*` in the pattern stands for
  /// any run of characters, `/` included (`https://example.com/*` matches every URL of that
  /// host). Compared as written: no normalisation of case, port or escapes.
  public static func matches(pattern: String, url: String) -> Bool {
    let pattern = Array(pattern.unicodeScalars)
    let text = Array(url.unicodeScalars)
    // The classic greedy wildcard match, linear in practice: remember the last `*` and retry
    // from one character further when what follows it fails.
    var p = 0
    var t = 0
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] != "*", pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// A request's answer and when it comes, decided at its start.
  public struct Plan: Hashable, Sendable {
    /// Which row decided it.
    public let situation: Situation
    /// What it completes with.
    public let answer: NetworkAnswer
    /// How long after its start it completes (while its app runs).
    public let after: Duration
    /// Whether starting it was a misuse (no `respond` line answers it).
    public let isMisuse: Bool
  }
}

/// What a request completes with.
public enum NetworkAnswer: Hashable, Sendable, CustomStringConvertible {
  /// An HTTP response with this status and body.
  case response(statusCode: Int, body: [UInt8])
  /// A failure in `NSURLErrorDomain`.
  case failure(NetworkError)

  /// `200, 12 bytes` or `NSURLErrorNotConnectedToInternet (-1009)`, as traces show it.
  public var description: String {
    switch self {
    case .response(let status, let body): "\(status), \(body.count) byte\(body.count == 1 ? "" : "s")"
    case .failure(let error): "\(error.name) (\(error.rawValue))"
    }
  }
}

/// The `NSURLErrorDomain` codes the simulated network answers with (“URLError.Code”).
public enum NetworkError: Int, CaseIterable, Hashable, Sendable {
  /// `NSURLErrorCancelled`: the task was cancelled.
  case cancelled = -999
  /// `NSURLErrorTimedOut`: no answer within the request's timeout.
  case timedOut = -1001
  /// `NSURLErrorNetworkConnectionLost`: the connection went away mid-request.
  case networkConnectionLost = -1005
  /// `NSURLErrorNotConnectedToInternet`: no connection (airplane mode).
  case notConnectedToInternet = -1009

  /// The constant's name, `NSURLErrorNotConnectedToInternet`.
  public var name: String {
    switch self {
    case .cancelled: "NSURLErrorCancelled"
    case .timedOut: "NSURLErrorTimedOut"
    case .networkConnectionLost: "NSURLErrorNetworkConnectionLost"
    case .notConnectedToInternet: "NSURLErrorNotConnectedToInternet"
    }
  }
}
