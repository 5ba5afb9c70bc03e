import LifecycleCore
import Testing

/// The minimum background fetch interval: "the minimum number of seconds that must elapse
/// before another background fetch can be initiated" (“setMinimumBackgroundFetchInterval(_:)”).
/// A scenario that asks for a fetch sooner describes something iOS never does: the device
/// refuses it, saying how long is left, rather than waking the app.
@Suite("Device policy: the minimum background fetch interval")
struct DeviceFetchIntervalTests {
  /// iOS 7, `Feed` installed with `interval`, fetched once and its handler called.
  static func fetchedOnce(interval: Duration) throws -> (device: PolicyDevice, feed: Int) {
    var device = PolicyDevice(.ios7)
    let feed = device.install("Feed", info: DeviceWakeTests.feedInfo)
    device.submit(.setMinimumBackgroundFetchInterval(feed, interval))
    let handler = try #require(device.run([.backgroundFetch(feed)]).completionHandlers(of: feed).first)
    device.run([.completionHandlerCalled(feed, identifier: handler, of: .applicationPerformFetch)])
    #expect(device.appState(feed) == .suspended)
    return (device, feed)
  }

  static func reason(_ response: DeviceResponse) -> String? {
    if case .refused(let reason) = response { return reason }
    return nil
  }

  @Test("a fetch within the interval is refused with the time left; once it has passed, the next is taken")
  func fetchWithinIntervalRefused() throws {
    var (device, feed) = try Self.fetchedOnce(interval: .seconds(3600))
    device.run([.advance(.seconds(1800))])
    let reason = try #require(Self.reason(device.run(.backgroundFetch(feed)).response))
    #expect(
      reason
        == "Feed's minimum background fetch interval is 3600 s: the system initiates no fetch for another 1800 s (setMinimumBackgroundFetchInterval(_:))"
    )
    #expect(device.state.invariantViolations.isEmpty)
    device.run([.advance(.seconds(1800))])
    #expect(device.state.apps[feed].fetchIntervalLeft == nil)
    #expect(device.run(.backgroundFetch(feed)).response == .accepted)
    #expect(
      device.state.apps[feed].fetchIntervalLeft == .seconds(3600), "the interval counts again from this fetch"
    )
  }

  @Test("backgroundFetchIntervalMinimum (zero) holds nothing back")
  func minimumIntervalHoldsNothingBack() throws {
    var (device, feed) = try Self.fetchedOnce(interval: .zero)
    #expect(device.state.apps[feed].fetchIntervalLeft == nil)
    #expect(device.run(.backgroundFetch(feed)).response == .accepted)
  }

  @Test("a new interval counts from the last fetch: a shorter one lets the next fetch come sooner")
  func newIntervalCountsFromLastFetch() throws {
    var (device, feed) = try Self.fetchedOnce(interval: .seconds(3600))
    device.run([.advance(.seconds(600))])
    device.submit(.setMinimumBackgroundFetchInterval(feed, .seconds(900)))
    #expect(device.state.apps[feed].fetchIntervalLeft == .seconds(300))
    #expect(Self.reason(device.run(.backgroundFetch(feed)).response)?.contains("another 300 s") == true)
    device.run([.advance(.seconds(300))])
    #expect(device.run(.backgroundFetch(feed)).response == .accepted)

    var (again, other) = try Self.fetchedOnce(interval: .seconds(3600))
    again.run([.advance(.seconds(600))])
    again.submit(.setMinimumBackgroundFetchInterval(other, .seconds(60)))
    #expect(again.state.apps[other].fetchIntervalLeft == nil, "60 s have long passed since the fetch")
    #expect(again.state.invariantViolations.isEmpty)
    #expect(again.run(.backgroundFetch(other)).response == .accepted)
  }

  @Test("the interval runs whatever the app's state, across its processes")
  func intervalRunsAcrossProcesses() throws {
    var (device, feed) = try Self.fetchedOnce(interval: .seconds(900))
    device.run([.reboot, .advance(.seconds(600))])
    #expect(device.appState(feed) == .notRunning)
    #expect(device.state.apps[feed].fetchIntervalLeft == .seconds(300))
    #expect(device.run(.backgroundFetch(feed)).response != .accepted)
  }
}
