import LifecycleCore
import Testing

@testable import LifecycleExplorer

/// The app explorer's fingerprint of the policy's state, added field by field rather than as
/// `String(describing:)`: it tells apart every two states the policy tells apart, and it cannot
/// forget a field.
@Suite struct StableHashDeviceStateTests {
  private func labels(_ value: Any) -> Set<String> {
    Set(Mirror(reflecting: value).children.compactMap(\.label))
  }

  private func hash(_ state: DeviceState) -> UInt64 {
    var hash = StableHash()
    hash.add(state)
    return hash.value
  }

  /// Every state a two-app policy search reaches in four steps with a task app, on `generation`.
  private func reachableStates(_ generation: OSGeneration) -> [DeviceState] {
    let model = PolicyModel(
      generation: generation, apps: 2, memoryCapacityBytes: 40 << 20, footprintBytes: 16 << 20,
      taskApp: .init(app: 0, ending: .onExpiration))
    var seen: Set<DeviceState> = [model.initialState.device]
    var frontier = [model.initialState]
    for _ in 0..<4 {
      var next: [PolicyModelState] = []
      for state in frontier {
        for successor in model.successors(of: state) where seen.insert(successor.step.state.device).inserted {
          next.append(successor.step.state)
        }
      }
      frontier = next
    }
    return Array(seen)
  }

  @Test(arguments: [OSGeneration.ios4, .ios7, .ios13])
  func distinctStatesHaveDistinctHashesAndEqualStatesEqualOnes(_ generation: OSGeneration) {
    let states = reachableStates(generation)
    #expect(states.count > 50)
    #expect(states.allSatisfy { $0.isIdle })
    let hashes = Set(states.map(hash))
    // As many hashes as states: the fields added tell apart whatever `==` tells apart.
    #expect(hashes.count == states.count)
    // The same state reached again hashes alike.
    let again = reachableStates(generation)
    #expect(Set(again.map(hash)) == hashes)
  }

  /// The stored fields of each type the hash reads: each is added, or left out for the reason
  /// the hash's comment gives. A field not in either list fails here until it is placed.
  @Test func everyStoredFieldIsAddedOrLeftOutOnPurpose() throws {
    let model = PolicyModel(generation: .ios13, apps: 1, taskApp: .init(app: 0, ending: .onExpiration))
    let device = try #require(
      model.successors(of: model.initialState).first { $0.step.state.device.apps[0].state == .active }?
        .step.state.device)

    let setup: Set = ["environment", "memoryCapacityBytes", "memoryLevels", "times"]
    let bookkeeping: Set = ["appsInBackground", "appsAwaitingFetchInterval", "progress"]
    let addedOfState: Set = [
      "apps", "foreground", "isLocked", "appUnderLock", "call", "isNotificationCenterOpen", "switcher",
      "memoryInUseBytes", "isBelowWarningLevel", "nextBandEntry", "nextTaskIdentifier", "conditions",
      "reporting",
      "protectedDataLockIn",
    ]
    #expect(labels(device) == setup.union(bookkeeping).union(addedOfState))
    // The policy's progress is left out whole: the hash reads only idle states, where nothing is
    // under way. A field added to it is placed here.
    let progress = try #require(Mirror(reflecting: device).descendant("progress"))
    #expect(
      labels(progress) == [
        "agenda", "decided", "toWarn", "transition", "pendingMemoryCheck", "pendingClock", "running",
        "scratch",
      ])

    let appSetup: Set = ["name", "info", "launchFootprintBytes", "table", "access"]
    let addedOfSlot: Set = [
      "state", "footprintBytes", "band", "bandEntryOrder", "isLaunching", "launchTimeLeft", "tasks",
      "backgroundTimeLeft", "expirationHandlersRan", "isLeavingBackground", "hasPreservedState",
      "queuedNotifications",
      "codeObservesNotifications", "codeMayPreserveState", "codeHasInterface",
      "minimumBackgroundFetchInterval",
      "fetchIntervalLeft", "wasForceQuit", "interfaceHidden",
    ]
    #expect(labels(device.apps[0]) == appSetup.union(addedOfSlot))
    #expect(
      labels(OpenTask(identifier: 1, name: "t", hasExpirationHandler: true))
        == ["identifier", "name", "hasExpirationHandler", "completes"])
    #expect(labels(QueuedNotification(.didEnterBackground)) == ["notification", "subject"])
    #expect(labels(device.call) == ["phase", "interrupted"])
    #expect(
      labels(device.conditions) == [
        "orientation", "batteryLevelPercent", "batteryState", "accessories", "localeIdentifier",
        "languageCode",
        "mailAccountCount", "isProtectedDataAvailable", "network",
      ])
    #expect(labels(device.conditions.network) == ["isOnline", "responses"])
    #expect(
      labels(NetworkResponse(pattern: "*")) == ["pattern", "statusCode", "body", "latency"])
  }
}
