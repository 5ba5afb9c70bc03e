import LifecycleCore
import LifecycleSimulator

/// The steps the search takes from a state: the system's, each only where the device policy
/// takes it, and the user's; and the search's own choices on top of the policy's.
extension AppModel {
  /// The steps that apply now, in a fixed order: the system's, then the user's.
  ///
  /// Each system step is offered only when the device policy would take it now
  /// (``LifecycleSimulator/Device/policyWouldTake(_:for:)``), so that the search and the
  /// policy cannot part; on top of that the search makes a few choices of its own, each a step
  /// that would change nothing for the app or that no user can take with it in front:
  /// ``AppModel/searchChoices``.
  func nextSteps(on device: Device) -> [ScenarioCommand] {
    let events = setup.events
    let state = device.state(of: app) ?? .notRunning
    let inFront = device.foregroundApp == app
    let call = device.state.call.phase
    var steps: [ScenarioCommand] = []
    func offer(_ command: ScenarioCommand, _ input: @escaping (Int) -> DeviceInput) {
      if device.policyWouldTake(input, for: app) { steps.append(command) }
    }
    if events.contains(.homeAndLaunch) {
      if inFront { offer(.home) { _ in .home } } else { offer(.launch(app: app)) { .launch($0) } }
    }
    if events.contains(.calls) {
      let actions: [CallAction] =
        switch call {
        case .none: [.incoming]
        case .ringing: [.accept, .decline]
        case .answered: [.end]
        }
      for action in actions { offer(.call(action)) { _ in .call(action) } }
    }
    if events.contains(.lock) {
      if device.isLocked { offer(.unlock) { _ in .unlock } } else { offer(.lock) { _ in .lock } }
    }
    if events.contains(.memoryWarning) { offer(.memoryWarning) { _ in .memoryWarning } }
    if events.contains(.memoryPressure), state == .suspended {
      offer(.memoryPressure) { _ in .memoryPressure }
    }
    if events.contains(.advance) {
      // To the system's next deadline (the app's own work running on the way), and to the
      // app's next work when that comes first.
      let system = device.state.nextDeadline.flatMap { $0 > .zero ? $0 : nil }
      if let system { steps.append(.advance(system)) }
      // And to the end of the app's background time in one step, its expiration handlers
      // running on the way: "the time runs out" is one step of the user's story, not two.
      if let index = device.state.index(of: app), let end = device.state.apps[index].backgroundTimeEnd,
        end > .zero, end != system
      {
        steps.append(.advance(end))
      }
      if let due = device.timeUntilNextDue, due > .zero, system.map({ due < $0 }) ?? true {
        steps.append(.advance(due))
      }
    }
    if events.contains(.forceQuit), !inFront, state != .notRunning { offer(.quit(app: app)) { .quit($0) } }
    if events.contains(.terminations), inFront {
      offer(.quit(app: app)) { .quit($0) }
      offer(.reboot) { _ in .reboot }
    }
    if events.contains(.mailAccounts) {
      let count = device.mailAccountCount > 0 ? 0 : 1
      offer(.mailAccounts(count)) { _ in .mailAccounts(count) }
    }
    if events.contains(.wakes), device.state.environment.profile.hasBackgroundWakes,
      let modes = device.backgroundModes(of: app)
    {
      if modes.contains(.fetch), !inFront, device.policyWouldTake({ .backgroundFetch($0) }, for: app) {
        steps.append(.backgroundFetch(app: app))
      }
      if modes.contains(.remoteNotification),
        device.policyWouldTake({ .remoteNotification($0, contentAvailable: true) }, for: app)
      {
        steps.append(.push(app: app, contentAvailable: true))
      }
    }
    // The user changes the locale, the language or a setting in the Settings app, which must
    // be in front: not the app, the device unlocked, no call (a search choice: the policy takes
    // these changes whatever is in front).
    let settingsAppCanBeUsed = !inFront && !device.isLocked && call == .none
    if events.contains(.localeAndLanguage), settingsAppCanBeUsed {
      let locale = device.localeIdentifier.hasPrefix("en") ? "de_DE" : "en_US"
      let language = device.languageCode.hasPrefix("en") ? "de" : "en"
      offer(.locale(locale)) { _ in .localeChanged(locale) }
      offer(.language(language)) { _ in .languageChanged(language) }
    }
    if events.contains(.settings), settingsAppCanBeUsed {
      let current = device.settings(of: app)
      for (key, value) in exploredSettings where current[key] != PropertyListValue(settingText: value) {
        offer(.settings(app: app, key: key, value: value)) { .settingsChanged($0) }
      }
    }
    return steps + device.userActions(of: app)
  }

  /// The search's own restrictions on top of the policy's, each with its reason: the steps the
  /// policy would take that ``nextSteps(on:)`` leaves out there. (The step-agreement test
  /// checks that every other step the policy takes is offered.)
  public static let searchChoices: [(step: String, offeredWhen: String, why: String)] = [
    ("home", "the app is in front", "Home with another app in front changes nothing for it"),
    ("launch APP", "the app is not in front", "the app in front is already there"),
    (
      "memory-pressure", "the app is suspended",
      "jetsam kills suspended apps; with none, nothing happens to it"
    ),
    (
      "quit APP", "in front with `terminate`, away with `force-quit`",
      "the two are separate event sets (force quits from the background multiply the states)"
    ),
    (
      "reboot", "the app is in front",
      "a reboot of a suspended app is what memory pressure already does to it"
    ),
    ("lock and unlock alternate", "lock while unlocked, unlock while locked", "the other changes nothing"),
    (
      "calls follow their phases",
      "incoming with no call, accept or decline while it rings, end once answered",
      "the other call steps change nothing then"
    ),
    (
      "settings, locale, language", "the app is not in front, the device unlocked, no call",
      "the user makes these changes in the Settings app, which must be in front"
    ),
  ]
}
