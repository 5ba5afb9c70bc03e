import LifecycleCore
import LifecycleKit
import LifecycleSamples
import LifecycleSimulator
import Testing

@testable import LifecycleExplorer

/// The search and the device policy cannot part: every system step the explorer offers is one
/// the policy takes in that state, and every one the policy takes is offered — but for the
/// search's own choices (``AppModel/searchChoices``), each checked here by name.
@MainActor
@Suite("The explorer's steps and the device policy agree")
struct StepAgreementTests {
  let catalog = AppCatalog.builtIn.merging(Samples.catalog)

  /// A system step the search may offer, with the policy's input for it.
  struct Candidate {
    var command: ScenarioCommand
    var input: (Int) -> DeviceInput
  }

  func candidates(app: String, device: Device) -> [Candidate] {
    var list: [Candidate] = [
      Candidate(command: .home) { _ in .home }, Candidate(command: .launch(app: app)) { .launch($0) },
      Candidate(command: .lock) { _ in .lock }, Candidate(command: .unlock) { _ in .unlock },
      Candidate(command: .memoryWarning) { _ in .memoryWarning },
      Candidate(command: .memoryPressure) { _ in .memoryPressure },
      Candidate(command: .quit(app: app)) { .quit($0) }, Candidate(command: .reboot) { _ in .reboot },
    ]
    for action in [CallAction.incoming, .accept, .decline, .end] {
      list.append(Candidate(command: .call(action)) { _ in .call(action) })
    }
    let otherCount = device.mailAccountCount > 0 ? 0 : 1
    list.append(Candidate(command: .mailAccounts(otherCount)) { _ in .mailAccounts(otherCount) })
    return list
  }

  /// Why the search leaves out `command` although the policy takes it, or nil when it must not.
  func searchChoice(_ command: ScenarioCommand, app: String, on device: Device) -> String? {
    let inFront = device.foregroundApp == app
    let phase = device.state.call.phase
    switch command {
    case .home where !inFront: return "home"
    case .launch where inFront: return "launch APP"
    case .memoryPressure where device.state(of: app) != .suspended: return "memory-pressure"
    case .reboot where !inFront: return "reboot"
    case .lock where device.isLocked, .unlock where !device.isLocked: return "lock and unlock alternate"
    case .call(.incoming) where phase != .none, .call(.accept) where phase != .ringing,
      .call(.decline) where phase != .ringing, .call(.end) where phase != .answered:
      return "calls follow their phases"
    default: return nil
    }
  }

  @Test(
    "along seeded walks on the samples, offered ⇔ taken by the policy, but for the search's choices",
    arguments: ["notes-naive", "list-naive", "upload-naive", "alert-naive", "mail-naive"])
  func agree(appID: String) throws {
    var offeredAndTaken = 0
    var leftOutByChoice = 0
    var states = 0
    for profile in [OSGeneration.ios3, .ios4, .ios5, .ios7, .ios13] {
      var setup = AppExplorationSetup(catalog: catalog, appID: appID).on(profile)
      setup.events = .all
      let model = AppModel(setup: setup)
      let app = model.app
      for seed in UInt64(1)...6 {
        let path = RandomWalks.walk(model, seed: seed, length: 8)
        let device = try Device(setup.device, catalog: catalog, storage: MemoryStorage())
        device.warnsOfMisuses = false
        for command in model.prologue { _ = try device.carryOut(command) }
        for step in [nil] + path.map(Optional.some) {
          if let step { _ = try? device.carryOut(step) }
          guard device.state(of: app) != nil else { break }
          let offered = model.nextSteps(on: device)
          states += 1
          for candidate in candidates(app: app, device: device) {
            let taken = device.policyWouldTake(candidate.input, for: app)
            let isOffered = offered.contains(candidate.command)
            let context = "\(appID) \(profile) seed \(seed): \(ScenarioPrinter.line(for: candidate.command))"
            if isOffered {
              #expect(taken, "offered but refused: \(context)")
              offeredAndTaken += 1
            }
            if taken, !isOffered {
              leftOutByChoice += 1
              #expect(
                searchChoice(candidate.command, app: app, on: device) != nil,
                "taken but not offered: \(context)")
            }
          }
        }
      }
    }
    // The walks reach many states, and both sides of the agreement are exercised.
    #expect(
      states > 100 && offeredAndTaken > 100 && leftOutByChoice > 10,
      "\(states) \(offeredAndTaken) \(leftOutByChoice)")
  }

  @Test("every search choice the test allows is one the model documents")
  func choicesAreDocumented() {
    let documented = Set(AppModel.searchChoices.map(\.step))
    for step in [
      "home", "launch APP", "memory-pressure", "reboot", "lock and unlock alternate",
      "calls follow their phases",
    ] {
      #expect(documented.contains(step))
    }
  }
}
