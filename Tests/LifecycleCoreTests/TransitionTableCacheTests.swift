import Testing

@testable import LifecycleCore

/// The device policy reads the per-app transition function through a memo, ``PolicyTable``
/// (`LifecycleCore.TransitionTable`): every outcome of
/// ``LifecycleModel/transition(from:on:in:app:conditions:)`` for one environment and one set of
/// Info.plist keys, computed once and shared. The memo is only a speed trick, so it must give
/// exactly what the function gives, for every combination the policy can ask about.
@Suite("The transition table memo")
struct TransitionTableCacheTests {
  /// Every Info.plist variant that changes an outcome somewhere: the plain app,
  /// `UIApplicationExitsOnSuspend` (“UIApplicationExitsOnSuspend”), a continuous background
  /// mode and one that does not keep the app running (App Programming Guide, “Background
  /// Execution”), scenes (“Transitioning to the UIKit scene-based life cycle”), and mixes.
  static let apps: [AppInfo] = [
    .standard,
    AppInfo(exitsOnSuspend: true),
    AppInfo(backgroundModes: [.audio]),
    AppInfo(backgroundModes: [.fetch]),
    AppInfo(backgroundModes: [.audio, .fetch]),
    AppInfo(backgroundModes: [.location, .voip]),
    AppInfo(adoptsScenes: true),
    AppInfo(exitsOnSuspend: true, backgroundModes: [.audio]),
    AppInfo(exitsOnSuspend: true, adoptsScenes: true),
    AppInfo(backgroundModes: [.audio], adoptsScenes: true),
  ]

  /// Every environment: each generation on a device with multitasking, and on one without
  /// (article “Multitasking pitfalls”; “isMultitaskingSupported”).
  static let environments: [LifecycleEnvironment] = OSGeneration.allCases.flatMap { generation in
    [DeviceCapabilities.standard, DeviceCapabilities(multitaskingSupported: false)].map {
      LifecycleEnvironment(profile: .of(generation), device: $0)
    }
  }

  /// The eight combinations of the three condition bits the function reads.
  static let conditions: [AppConditions] = [false, true].flatMap { task in
    [false, true].flatMap { preserved in
      [false, true].map {
        AppConditions(holdsBackgroundTask: task, hasPreservedState: preserved, isLaunching: $0)
      }
    }
  }

  @Test(
    "every stored outcome equals a direct call of the transition function",
    arguments: OSGeneration.allCases)
  func outcomesMatchTheFunction(generation: OSGeneration) {
    var compared = 0
    for environment in Self.environments where environment.profile.generation == generation {
      for app in Self.apps {
        let table = PolicyTable(environment: environment, app: app)
        for state in AppState.allCases {
          for event in SystemEvent.allCases {
            for conditions in Self.conditions {
              let direct = LifecycleModel.transition(
                from: state, on: event, in: environment, app: app, conditions: conditions)
              let stored = table.outcome(of: event, in: state, conditions: conditions)
              #expect(
                stored == direct,
                "\(event) in \(state), \(conditions), \(app), multitasking \(environment.multitasking)")
              #expect(
                table.leavesBackground(on: event, in: state, conditions: conditions)
                  == PolicyTable.leavesBackground(direct.transition?.steps ?? []))
              compared += 1
            }
          }
        }
      }
    }
    // 2 devices × the variants × 5 states × 21 events × 8 condition bits.
    #expect(compared == 2 * Self.apps.count * AppState.allCases.count * SystemEvent.allCases.count * 8)
  }

  @Test("the table's bands are JetsamBand.band(for:…) for every state and conditions")
  func bandsMatch() {
    for environment in Self.environments {
      for app in Self.apps {
        let table = PolicyTable.shared(for: app, in: environment)
        for state in AppState.allCases {
          for conditions in Self.conditions {
            #expect(
              table.band(in: state)
                == JetsamBand.band(for: state, app: app, conditions: conditions, in: environment),
              "\(state), \(conditions), \(app) on \(environment.profile.generation)")
          }
        }
      }
    }
  }

  @Test("whether an app stays running in the background is LifecycleModel's answer, with and without a task")
  func staysRunningMatches() {
    for environment in Self.environments {
      for app in Self.apps {
        let table = PolicyTable.shared(for: app, in: environment)
        for holds in [false, true] {
          #expect(
            table.staysRunningInBackground(holdsBackgroundTask: holds)
              == LifecycleModel.staysRunningInBackground(app, holdsBackgroundTask: holds, in: environment))
        }
      }
    }
  }

  @Test("shared(for:in:) returns the same object for equal keys and another for different ones")
  func sharedIdentity() {
    let iOS4 = LifecycleEnvironment(profile: .of(.ios4))
    let first = PolicyTable.shared(for: AppInfo(backgroundModes: [.audio, .fetch]), in: iOS4)
    // Equal keys built separately: a set written in another order, a fresh environment.
    let second = PolicyTable.shared(
      for: AppInfo(exitsOnSuspend: false, backgroundModes: [.fetch, .audio]),
      in: LifecycleEnvironment(profile: .of(.ios4), device: DeviceCapabilities(multitaskingSupported: true)))
    #expect(first === second)
    #expect(PolicyTable.shared(for: .standard, in: iOS4) === PolicyTable.shared(for: .standard, in: iOS4))

    // Another generation, another device or other keys: another table.
    let others = [
      PolicyTable.shared(
        for: AppInfo(backgroundModes: [.audio, .fetch]), in: LifecycleEnvironment(profile: .of(.ios5))),
      PolicyTable.shared(
        for: AppInfo(backgroundModes: [.audio, .fetch]),
        in: LifecycleEnvironment(
          profile: .of(.ios4), device: DeviceCapabilities(multitaskingSupported: false))),
      PolicyTable.shared(for: AppInfo(backgroundModes: [.audio]), in: iOS4),
    ]
    for other in others { #expect(other !== first && other != first) }
  }

  @Test("a table made directly equals the shared one by value (environment and keys) but is another object")
  func directTableEqualsSharedByValue() {
    let environment = LifecycleEnvironment(profile: .of(.ios13))
    let shared = PolicyTable.shared(for: AppInfo(adoptsScenes: true), in: environment)
    let direct = PolicyTable(environment: environment, app: AppInfo(adoptsScenes: true))
    #expect(direct == shared)
    #expect(direct !== shared)
    #expect(Set([direct, shared]).count == 1)
    #expect(direct.environment == environment && direct.app == AppInfo(adoptsScenes: true))
  }

  @Test("tasks racing for a table nobody asked for yet all get one object")
  func sharedUnderConcurrency() async {
    // A key no other test uses, so that the first request is made here, by the race.
    let environment = LifecycleEnvironment(
      profile: .of(.ios7), device: DeviceCapabilities(multitaskingSupported: false))
    let app = AppInfo(
      exitsOnSuspend: true, backgroundModes: [.bluetoothCentral, .processing], adoptsScenes: true)
    let tables = await withTaskGroup(of: PolicyTable.self) { group in
      for _ in 0..<32 { group.addTask { PolicyTable.shared(for: app, in: environment) } }
      var tables: [PolicyTable] = []
      for await table in group { tables.append(table) }
      return tables
    }
    #expect(tables.count == 32)
    #expect(tables.allSatisfy { $0 === tables[0] })
  }

  @Test("an installed app's slot holds the shared table of its keys")
  func installUsesTheSharedTable() {
    var device = PolicyDevice(.ios5)
    let notes = device.install("Notes", info: AppInfo(backgroundModes: [.audio]))
    let mail = device.install("Mail", info: AppInfo(backgroundModes: [.audio]))
    let shared = PolicyTable.shared(for: AppInfo(backgroundModes: [.audio]), in: device.state.environment)
    #expect(device.state.apps[notes].table === shared)
    #expect(device.state.apps[mail].table === shared)
  }

  /// Only compiles when `T` is `BitwiseCopyable`: calling it is the test.
  static func isBitwiseCopyable<T: BitwiseCopyable>(_: T.Type) -> Bool { true }

  // The table keeps every move's steps in one raw buffer and the policy's agenda holds
  // deliveries, states and events as plain values: that is sound only while these types are
  // BitwiseCopyable. Each call below compiles only if its type is, so a payload that needs
  // memory management (a String, an array) added to any of them breaks the build here first.
  @Test("TransitionStep, Delivery, AppState and SystemEvent are BitwiseCopyable")
  func plainValues() {
    #expect(Self.isBitwiseCopyable(TransitionStep.self))
    #expect(Self.isBitwiseCopyable(Delivery.self))
    #expect(Self.isBitwiseCopyable(AppState.self))
    #expect(Self.isBitwiseCopyable(SystemEvent.self))
    #expect(Self.isBitwiseCopyable(TransitionEffect.self))
    #expect(Self.isBitwiseCopyable(LifecycleCallback.self))
    #expect(Self.isBitwiseCopyable(LifecycleNotification.self))
    #expect(Self.isBitwiseCopyable(TerminationCause.self))
  }
}
