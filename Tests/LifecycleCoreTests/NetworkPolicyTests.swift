import LifecycleCore
import Testing

/// The network's policy: which answer a request gets, and what becomes of one in flight.
@Suite("Network policy")
struct NetworkPolicyTests {
  func online(_ responses: [NetworkResponse]) -> NetworkConditions {
    var state = DeviceState(
      environment: LifecycleEnvironment(profile: .of(.ios13)), memoryCapacityBytes: 1 << 30)
    _ = DevicePolicy.submit(.network(online: true), to: &state)
    for response in responses { _ = DevicePolicy.submit(.respond(response), to: &state) }
    return state.conditions.network
  }

  @Test("a pattern is the URL itself, or with * for any run of characters")
  func patterns() {
    #expect(NetworkPolicy.matches(pattern: "https://a.com/x", url: "https://a.com/x"))
    #expect(!NetworkPolicy.matches(pattern: "https://a.com/x", url: "https://a.com/xy"))
    #expect(NetworkPolicy.matches(pattern: "https://a.com/*", url: "https://a.com/x/y?z=1"))
    #expect(NetworkPolicy.matches(pattern: "https://a.com/*", url: "https://a.com/"))
    #expect(!NetworkPolicy.matches(pattern: "https://a.com/*", url: "https://b.com/x"))
    #expect(NetworkPolicy.matches(pattern: "*/items/*.json", url: "https://a.com/items/3.json"))
    #expect(!NetworkPolicy.matches(pattern: "*/items/*.json", url: "https://a.com/items/3.xml"))
    #expect(NetworkPolicy.matches(pattern: "*", url: ""))
    #expect(!NetworkPolicy.matches(pattern: "", url: "x"))
  }

  @Test("offline (the default) every request fails with NSURLErrorNotConnectedToInternet, at once")
  func offline() {
    let plan = NetworkPolicy.plan(for: "https://a.com/x", timeout: .seconds(60), in: NetworkConditions())
    #expect(plan.answer == .failure(.notConnectedToInternet))
    #expect(plan.after == .zero)
    #expect(!plan.isMisuse)
    #expect(NetworkError.notConnectedToInternet.rawValue == -1009)
  }

  @Test("online, the latest matching respond line answers, after its latency")
  func answered() {
    let network = online([
      NetworkResponse(pattern: "https://a.com/*", statusCode: 404),
      NetworkResponse(pattern: "https://a.com/x", body: [1, 2], latency: .seconds(2)),
    ])
    let plan = NetworkPolicy.plan(for: "https://a.com/x", timeout: .seconds(60), in: network)
    #expect(plan.answer == .response(statusCode: 200, body: [1, 2]))
    #expect(plan.after == .seconds(2))
    let other = NetworkPolicy.plan(for: "https://a.com/y", timeout: .seconds(60), in: network)
    #expect(other.answer == .response(statusCode: 404, body: []))
    #expect(other.after == NetworkPolicy.defaultLatency)
    // A later line for a wider pattern overrides the earlier, narrower one.
    let wider = online(network.responses + [NetworkResponse(pattern: "*", statusCode: 503)])
    #expect(
      NetworkPolicy.plan(for: "https://a.com/x", timeout: .seconds(60), in: wider).answer
        == .response(statusCode: 503, body: []))
  }

  @Test("online with no matching respond line: a misuse, and NSURLErrorTimedOut after the request's timeout")
  func unanswered() {
    let plan = NetworkPolicy.plan(for: "https://b.com/x", timeout: .seconds(30), in: online([]))
    #expect(plan.isMisuse)
    #expect(plan.answer == .failure(.timedOut))
    #expect(plan.after == .seconds(30))
  }

  @Test(
    "in flight: a suspension makes it fail with NSURLErrorNetworkConnectionLost; a cancel with NSURLErrorCancelled"
  )
  func inFlight() {
    let answer = NetworkAnswer.response(statusCode: 200, body: [])
    #expect(NetworkPolicy.completion(of: answer, wasSuspended: false) == answer)
    #expect(NetworkPolicy.completion(of: answer, wasSuspended: true) == .failure(.networkConnectionLost))
    #expect(NetworkPolicy.cancellation == .failure(.cancelled))
    #expect(NetworkPolicy.fate(.processEndedInFlight) == .neverCompletes)
    #expect(NetworkPolicy.fate(.runningInBackground) == .continues)
  }

  @Test("every situation has one row, citing a public source or saying it is a choice")
  func rows() {
    #expect(NetworkPolicy.rows.map(\.situation) == NetworkPolicy.Situation.allCases)
    for row in NetworkPolicy.rows {
      #expect(row.source.contains("“") || row.source.contains("a choice") || row.source.contains("`respond`"))
    }
  }
}
