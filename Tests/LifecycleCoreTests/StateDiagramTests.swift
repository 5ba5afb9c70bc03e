import LifecycleCore
import Testing

/// The state diagram is walked from the model: its states are the ones reachable from
/// `notRunning`, and its edges are exactly the model's transitions out of them.
@Suite("State diagrams walked from the model")
struct StateDiagramTests {
  static let allStates = AppState.allCases
  static let foregroundOnly: [AppState] = [.notRunning, .inactive, .active]

  /// The condition variants the walk tries, as the guard labels name them.
  static let variants = [
    AppConditions(), AppConditions(holdsBackgroundTask: true), AppConditions(isLaunching: true),
  ]

  @Test(
    "each profile's diagram has only the states reachable on it",
    arguments: [
      (OSGeneration.ios3, foregroundOnly), (.ios4, allStates), (.ios5, allStates), (.ios6, allStates),
      (.ios7, allStates), (.ios13, allStates),
    ])
  func reachableStates(generation: OSGeneration, states: [AppState]) {
    let diagram = StateDiagram(environment: LifecycleEnvironment(profile: .of(generation)))
    #expect(diagram.states == states)
  }

  @Test(
    "without multitasking, or with UIApplicationExitsOnSuspend, there is no background and no suspended state"
  )
  func variantsWithoutBackground() {
    let noMultitasking = StateDiagram(
      environment: LifecycleEnvironment(
        profile: .of(.ios4), device: DeviceCapabilities(multitaskingSupported: false)))
    #expect(noMultitasking.states == Self.foregroundOnly)
    let exits = StateDiagram(
      environment: LifecycleEnvironment(profile: .of(.ios6)), app: AppInfo(exitsOnSuspend: true))
    #expect(exits.states == Self.foregroundOnly)
    let scenes = StateDiagram(
      environment: LifecycleEnvironment(profile: .of(.ios13)), app: AppInfo(adoptsScenes: true))
    #expect(scenes.states == Self.allStates)
  }

  /// The diagrams the tests below check.
  static let diagrams: [StateDiagram] =
    OSGeneration.allCases.map { StateDiagram(environment: LifecycleEnvironment(profile: .of($0))) } + [
      StateDiagram(
        environment: LifecycleEnvironment(
          profile: .of(.ios4), device: DeviceCapabilities(multitaskingSupported: false))
      ),
      StateDiagram(
        environment: LifecycleEnvironment(profile: .of(.ios4)), app: AppInfo(exitsOnSuspend: true)),
      StateDiagram(environment: LifecycleEnvironment(profile: .of(.ios13)), app: AppInfo(adoptsScenes: true)),
      StateDiagram(
        environment: LifecycleEnvironment(profile: .of(.ios7)), app: AppInfo(backgroundModes: [.audio])),
    ]

  @Test("every edge is a transition the model makes under one of the walked conditions")
  func edgesComeFromTheModel() {
    for diagram in Self.diagrams {
      for edge in diagram.edges {
        let matches = Self.variants.contains { conditions in
          guard
            let transition = LifecycleModel.transition(
              from: edge.from, on: edge.event, in: diagram.environment, app: diagram.app,
              conditions: conditions
            ).transition
          else { return false }
          return transition.to == edge.to && transition.callbacks == edge.callbacks
            && transition.terminationCause == edge.terminationCause
        }
        #expect(matches, "\(edge)")
        #expect(diagram.states.contains(edge.from) && diagram.states.contains(edge.to), "\(edge)")
      }
    }
  }

  @Test("every transition the model makes from a reachable state is an edge")
  func modelTransitionsAreEdges() {
    for diagram in Self.diagrams {
      for state in diagram.states {
        for event in SystemEvent.allCases {
          for conditions in Self.variants {
            guard
              let transition = LifecycleModel.transition(
                from: state, on: event, in: diagram.environment, app: diagram.app, conditions: conditions
              ).transition, !transition.steps.isEmpty
            else { continue }
            let found = diagram.edges.contains {
              $0.from == state && $0.event == event && $0.to == transition.to
                && $0.callbacks == transition.callbacks && $0.terminationCause == transition.terminationCause
            }
            #expect(found, "\(transition) under \(conditions)")
          }
        }
      }
    }
  }

  @Test("where the outcome depends on a background task, the edges carry guards")
  func guardsOnHome() {
    let diagram = StateDiagram(environment: LifecycleEnvironment(profile: .of(.ios4)))
    let homes = diagram.edges.filter { $0.from == .active && $0.event == .home }
    #expect(homes.map(\.to) == [.suspended, .background])
    #expect(homes.map(\.guardLabel) == ["no task", "task held"])
    let launch = diagram.edges.filter { $0.from == .notRunning && $0.event == .launch }
    #expect(launch.map(\.guardLabel) == [nil])
    let watchdog = diagram.edges.filter { $0.event == .watchdogKill }
    // The launch watchdog covers the launch up to its first activation (inactive, then
    // active while launching); in the background the didEnterBackground allowance.
    #expect(watchdog.map(\.from) == [.inactive, .active, .background])
    #expect(watchdog.map(\.guardLabel) == ["launching", "launching", nil])
    #expect(watchdog.map(\.terminationCause) == [.launchWatchdog, .launchWatchdog, .suspensionWatchdog])
  }

  @Test("edges are ordered by source state, then event")
  func edgeOrder() {
    for diagram in Self.diagrams {
      let keys = diagram.edges.map {
        (AppState.allCases.firstIndex(of: $0.from)!, SystemEvent.allCases.firstIndex(of: $0.event)!)
      }
      #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
    }
  }
}
