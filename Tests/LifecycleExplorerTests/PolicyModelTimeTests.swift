import LifecycleCore
import LifecycleExplorer
import Testing

/// Time abstracted to "advance to the next deadline": a task app that never ends its task is
/// killed with a penalty (rightly: no violation), one that ends it in its expiration handler is
/// suspended instead.
@Suite("policy model: deadlines")
struct PolicyModelTimeTests {
  /// Launches app 0, goes Home, and advances to the next deadline until none is armed (at
  /// most four times); returns the path taken.
  func homeAndWait(_ model: PolicyModel) -> [PolicyInput] {
    var path: [PolicyInput] = [.launch(0), .home]
    var state = model.replay(path).finalState
    for _ in 0..<4 where model.inputs(enabledIn: state).contains(.advanceToNextDeadline) {
      path.append(.advanceToNextDeadline)
      state = model.step(state, .advanceToNextDeadline).state
    }
    return path
  }

  @Test(
    "a task never ended ends in a penalty kill, which is no violation",
    arguments: [OSGeneration.ios4, .ios7, .ios13])
  func neverEnded(generation: OSGeneration) {
    let model = PolicyModel(generation: generation, taskApp: .init(app: 0, ending: .never))
    let path = homeAndWait(model)
    let log = model.checkedCommands(along: path)
    #expect(path.contains(.advanceToNextDeadline))
    #expect(log.contains { if case .runExpirationHandler(0, _) = $0 { true } else { false } })
    #expect(log.contains { if case .terminated(0, .backgroundTaskOverrun, _) = $0 { true } else { false } })
    #expect(model.replay(path).finalState.device.apps[0].state == .notRunning)
  }

  @Test(
    "a task ended in its expiration handler ends in suspension",
    arguments: [OSGeneration.ios4, .ios7, .ios13])
  func endedOnExpiration(generation: OSGeneration) {
    let model = PolicyModel(generation: generation, taskApp: .init(app: 0, ending: .onExpiration))
    let path = homeAndWait(model)
    let log = model.checkedCommands(along: path)
    #expect(log.contains { if case .runExpirationHandler(0, _) = $0 { true } else { false } })
    #expect(!log.contains { if case .terminated(0, _, _) = $0 { true } else { false } })
    let final = model.replay(path).finalState
    #expect(final.device.apps[0].state == .suspended)
    #expect(final.believedOpenTasks[0].isEmpty)
  }

  @Test("a task ended at once leaves nothing to wait for: the app is suspended at Home")
  func endedAtOnce() {
    let model = PolicyModel(generation: .ios7, taskApp: .init(app: 0, ending: .atOnce))
    let state = model.replay([.launch(0), .home]).finalState
    #expect(state.device.apps[0].state == .suspended)
    #expect(!model.inputs(enabledIn: state).contains(.advanceToNextDeadline))
  }
}

extension PolicyModel {
  /// The commands of each of `path`'s inputs from the initial state, each step expected to
  /// break no property.
  func checkedCommands(along path: [PolicyInput]) -> [DeviceCommand] {
    var state = initialState
    var commands: [DeviceCommand] = []
    for input in path {
      commands += self.commands(of: input, in: state)
      let step = self.step(state, input)
      #expect(step.violation == nil, "\(input): \(String(describing: step.violation))")
      state = step.state
    }
    return commands
  }
}
