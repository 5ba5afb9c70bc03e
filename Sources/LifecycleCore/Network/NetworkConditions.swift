/// The network as the device sees it: whether it is reachable, and the answers a scenario gave
/// for the requests apps make (`network online`, `respond URL-PATTERN FILE|status=N`).
///
/// A device starts offline, as in airplane mode: a request of an app's code fails with
/// `NSURLErrorNotConnectedToInternet` until a scenario says `network online`. Nothing here is a
/// real connection: ``NetworkPolicy`` answers every request from these rows.
public struct NetworkConditions: Hashable, Sendable {
  /// Whether the device has a connection (`network online`).
  public internal(set) var isOnline = false
  /// The answers given so far, oldest first: the most recent whose pattern matches a request
  /// answers it (``NetworkPolicy/response(for:in:)``).
  public internal(set) var responses: [NetworkResponse] = []

  /// The network of a device out of the box: offline, with no answer given.
  public init() {}
}

/// One answer a scenario gave: what a request whose URL matches ``pattern`` receives.
public struct NetworkResponse: Hashable, Sendable {
  /// The URL it answers: the URL itself, or with `*` standing for any run of characters
  /// (`https://example.com/news/*`).
  public var pattern: String
  /// The HTTP status code (`200` unless the scenario says `status=N`).
  public var statusCode: Int
  /// The body's bytes (empty for a status-only answer).
  public var body: [UInt8]
  /// How long the request takes, in virtual time, from `resume()` to its completion
  /// (``NetworkPolicy/defaultLatency`` unless the scenario says `after=`).
  public var latency: Duration

  /// Creates an answer.
  public init(
    pattern: String, statusCode: Int = 200, body: [UInt8] = [],
    latency: Duration = NetworkPolicy.defaultLatency
  ) {
    self.pattern = pattern
    self.statusCode = statusCode
    self.body = body
    self.latency = latency
  }
}

/// Whether the device has a network connection, as scenarios write it (`network online`).
public enum NetworkState: String, CaseIterable, Hashable, Sendable {
  /// Connected: requests receive the scenario's `respond` answers.
  case online
  /// Not connected, as in airplane mode — how a device starts: requests fail with
  /// `NSURLErrorNotConnectedToInternet`.
  case offline
}
