public import Foundation
public import LifecycleCore

/// The simulated network: what a scenario says about it (`network online|offline`,
/// `respond …`), and the requests of apps' code, answered in virtual time as ``NetworkPolicy``
/// decides. No real connection is ever made.
extension Device {
  /// The device gains or loses its network connection (`network online|offline`). A device
  /// starts offline, as in airplane mode. Requests already in flight keep the answer they were
  /// given at their start.
  public func network(_ state: NetworkState) {
    record(.step(.network(state)))
    submit(.network(online: state == .online))
  }

  /// Gives the answer requests whose URL matches `pattern` receive from now on (the step
  /// `respond PATTERN status=N [after=…]`, with the body given as bytes): `statusCode` and
  /// `body`, `latency` after the app starts the request (``NetworkPolicy/defaultLatency`` when
  /// nil). A later answer for a matching pattern overrides an earlier one. The trace shows the
  /// step without the body; the completion shows its size.
  public func respond(
    to pattern: String, statusCode: Int = 200, body: [UInt8] = [], after latency: Duration? = nil
  ) {
    record(.step(.respond(ResponseSpec(pattern: pattern, statusCode: statusCode, latency: latency))))
    submit(
      .respond(
        NetworkResponse(
          pattern: pattern, statusCode: statusCode, body: body,
          latency: latency ?? NetworkPolicy.defaultLatency)))
  }

  /// Carries out a `respond` step: reads its body file, relative to `folder` (the scenario's
  /// folder; the current directory when nil), and gives the answer. Throws when the file cannot
  /// be read, naming it.
  public func respond(_ spec: ResponseSpec, relativeTo folder: URL?) throws(DeviceError) {
    var body: [UInt8] = []
    if let file = spec.file {
      let url =
        file.hasPrefix("/")
        ? URL(fileURLWithPath: file) : URL(fileURLWithPath: file, relativeTo: folder)
      do {
        body = Array(try Data(contentsOf: url))
      } catch {
        throw DeviceError("cannot read the response body \(file): \(error.localizedDescription)")
      }
    }
    record(.step(.respond(spec)))
    submit(
      .respond(
        NetworkResponse(
          pattern: spec.pattern, statusCode: spec.statusCode, body: body,
          latency: spec.latency ?? NetworkPolicy.defaultLatency)))
  }

  /// Starts a request of `app`'s code for `url` (`method` for the trace), answered as
  /// ``NetworkPolicy/plan(for:timeout:in:)`` decides with the network as it is now; `completion`
  /// gets the answer when it comes, as the app's own work. While the app is suspended it does not
  /// come; a request cut by a suspension fails when the app runs again; one whose process ends
  /// never completes. An online request no `respond` line answers is a misuse naming the line to
  /// add.
  func startRequest(
    method: String, url: String, timeout: Duration, for app: HostedApp,
    completion: @escaping (NetworkAnswer) -> Void
  ) -> ScheduledWork {
    let plan = NetworkPolicy.plan(for: url, timeout: timeout, in: policyState.conditions.network)
    if plan.isMisuse {
      recordMisuse(
        by: app.index,
        "URLSession: no `respond` line answers \(method) \(url) while the network is online; "
          + "add one to the scenario (respond \(ScenarioPrinter.word(url)) FILE, or status=N), or call "
          + "device.respond(to:); the request fails with NSURLErrorTimedOut after "
          + "\(ScenarioPrinter.duration(timeout))")
    }
    let name = "\(method) \(url)"
    var started: ScheduledWork?
    let work = startWork(named: name, duration: plan.after, for: app) { [unowned self, unowned app] in
      let wasSuspended = started?.wasFrozen ?? false
      let answer = NetworkPolicy.completion(of: plan.answer, wasSuspended: wasSuspended)
      self.record(.log(app: app.index, "\(name) → \(answer)"))
      completion(answer)
    }
    work.endsWhenFrozen = true
    started = work
    return work
  }

  /// Cancels a request started by ``startRequest(method:url:timeout:for:completion:)`` that has
  /// not completed: its answer never comes; `completion` gets ``NetworkPolicy/cancellation`` on
  /// a later turn of the app's queues instead.
  func cancelRequest(
    _ work: ScheduledWork, method: String, url: String, for app: HostedApp,
    completion: @escaping (NetworkAnswer) -> Void
  ) {
    guard !work.isCancelled, !work.hasRun else { return }
    work.cancel()
    let name = "\(method) \(url) (cancelled)"
    _ = startWork(named: name, duration: .zero, for: app) { [unowned self, unowned app] in
      let answer = NetworkPolicy.cancellation
      self.record(.log(app: app.index, "\(method) \(url) → \(answer)"))
      completion(answer)
    }
  }
}
