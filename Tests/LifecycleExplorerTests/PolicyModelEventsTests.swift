import LifecycleCore
import Testing

@testable import LifecycleExplorer

/// The policy model's inputs beyond the standard alphabet (``PolicyModel/Events``): each is
/// offered where it applies, does what the device policy says, and a search with all of them
/// breaks no property of the policy on any generation.
@Suite("policy model: more events")
struct PolicyModelEventsTests {
  func model(_ generation: OSGeneration, _ events: PolicyModel.Events = .all, apps: Int = 2) -> PolicyModel {
    PolicyModel(generation: generation, apps: apps, events: events)
  }

  /// Whether `log` hands `app` the notification `name`.
  func delivers(_ name: LifecycleNotification, to app: Int, in log: [DeviceCommand]) -> Bool {
    log.contains {
      if case .deliver(app, .notification(name)) = $0 { true } else { false }
    }
  }

  @Test("no events: the standard alphabet, input for input")
  func standardUnchanged() {
    let plain = PolicyModel(generation: .ios7)
    let none = model(.ios7, [])
    let path: [PolicyInput] = [.launch(0), .home, .launch(1), .call(.incoming)]
    var state = plain.initialState
    for input in path {
      #expect(plain.inputs(enabledIn: state) == none.inputs(enabledIn: state))
      state = plain.step(state, input).state
    }
  }

  @Test("each event is offered where it applies")
  func offered() {
    let model = model(.ios7)
    let start = model.initialState
    let first = model.inputs(enabledIn: start)
    #expect(first.contains(.notificationCenter(open: true)))
    #expect(first.contains(.openURL(0)) && first.contains(.openURL(1)))
    #expect(first.contains(.settings(0)) && first.contains(.settings(1)))
    #expect(first.contains(.locale("de_DE")))
    #expect(first.contains(.significantTimeChange) && first.contains(.reboot))
    // No app runs code yet: none can change its footprint.
    #expect(!first.contains { if case .footprint = $0 { true } else { false } })
    let opened = model.step(start, .notificationCenter(open: true)).state
    #expect(model.inputs(enabledIn: opened).contains(.notificationCenter(open: false)))
    let german = model.step(start, .locale("de_DE")).state
    #expect(model.inputs(enabledIn: german).contains(.locale("en_US")))
    let launched = model.step(start, .launch(0)).state
    let inputs = model.inputs(enabledIn: launched)
    #expect(inputs.contains(.footprint(0, grow: true)))
    #expect(!inputs.contains(.openURL(0)), "the app in front opens no URL of its own")
    let grown = model.step(launched, .footprint(0, grow: true)).state
    #expect(grown.device.apps[0].footprintBytes == model.grownFootprintBytes)
    #expect(model.inputs(enabledIn: grown).contains(.footprint(0, grow: false)))
  }

  @Test("a settings change to a suspended app is held until it comes back, after willEnterForeground")
  func settingsHeld() {
    let model = model(.ios4)
    let path: [PolicyInput] = [.launch(1), .home]
    _ = model.checkedCommands(along: path)
    let suspended = model.replay(path).finalState
    #expect(suspended.device.apps[1].state == .suspended)
    #expect(!delivers(.userDefaultsDidChange, to: 1, in: model.commands(of: .settings(1), in: suspended)))
    let changed = model.step(suspended, .settings(1))
    #expect(changed.violation == nil)
    let back = model.commands(of: .launch(1), in: changed.state)
    #expect(delivers(.userDefaultsDidChange, to: 1, in: back))
    let willEnter = back.firstIndex {
      if case .deliver(1, .callback(.applicationWillEnterForeground)) = $0 { true } else { false }
    }
    let held = back.firstIndex {
      if case .deliver(1, .notification(.userDefaultsDidChange)) = $0 { true } else { false }
    }
    #expect(willEnter != nil && held != nil && willEnter! < held!)
  }

  @Test("two apps grown to half the memory each: the system makes room by ending the suspended one")
  func footprintMakesRoom() {
    let model = model(.ios7)
    let path: [PolicyInput] = [.launch(1), .footprint(1, grow: true), .home, .launch(0)]
    _ = model.checkedCommands(along: path)
    let state = model.replay(path).finalState
    #expect(state.device.apps[1].state == .suspended)
    let grow = model.step(state, .footprint(0, grow: true))
    #expect(grow.violation == nil)
    #expect(grow.state.device.apps[1].state == .notRunning, "jetsam ended the suspended app")
    #expect(grow.state.device.apps[0].state == .active)
    #expect(grow.state.device.memoryInUseBytes <= model.memoryCapacityBytes)
  }

  @Test("a reboot ends every process; the apps then launch afresh")
  func reboot() {
    let model = model(.ios13)
    let path: [PolicyInput] = [.launch(0), .home, .launch(1)]
    _ = model.checkedCommands(along: path)
    let state = model.replay(path).finalState
    let rebooted = model.step(state, .reboot)
    #expect(rebooted.violation == nil)
    #expect(rebooted.state.device.apps.allSatisfy { !$0.state.isRunning })
    #expect(rebooted.state.believedOpenTasks.allSatisfy { $0.isEmpty })
  }

  @Test("the device's own conditions and the apps' busy code are offered as toggles")
  func conditionsOffered() {
    let model = model(.ios7)
    let start = model.initialState
    let first = model.inputs(enabledIn: start)
    let expected: [PolicyInput] = [
      .language("de"), .mailAccounts(0), .orientation(.landscapeLeft), .batteryLevel(20),
      .batteryCharging(true),
      .accessory(connected: true), .busy(0, on: true), .busy(1, on: true),
    ]
    for input in expected { #expect(first.contains(input), "\(input)") }
    var state = start
    for input in expected { state = model.step(state, input).state }
    let conditions = state.device.conditions
    #expect(conditions.languageCode == "de" && conditions.mailAccountCount == 0)
    #expect(conditions.orientation == .landscapeLeft)
    #expect(conditions.batteryLevelPercent == 20 && conditions.batteryState == .charging)
    #expect(conditions.accessories == [PolicyModel.accessoryName])
    #expect(state.isBusy(0) && state.isBusy(1))
    let back = model.inputs(enabledIn: state)
    let reverse: [PolicyInput] = [
      .language("en"), .mailAccounts(1), .orientation(.portrait), .batteryLevel(100), .batteryCharging(false),
      .accessory(connected: false), .busy(0, on: false), .busy(1, on: false),
    ]
    for input in reverse { #expect(back.contains(input), "\(input)") }
  }

  @Test(
    "a busy app keeps didEnterBackground past its allowance: the watchdog ends it at Home, a quick one lives")
  func busyWatchdog() {
    let model = model(.ios7, .busy)
    let launched = model.replay([.launch(0)]).finalState
    let busy = model.step(launched, .busy(0, on: true))
    #expect(busy.violation == nil)
    #expect(busy.state.device.apps[0].state == .active, "the switch is in the app's code, not the device")
    let home = model.step(busy.state, .home)
    #expect(home.violation == nil)
    #expect(home.state.device.apps[0].state == .notRunning)
    let killed = model.commands(of: .home, in: busy.state).contains {
      if case .terminated(0, .suspensionWatchdog, _) = $0 { true } else { false }
    }
    #expect(killed, "\(model.commands(of: .home, in: busy.state))")
    // Six seconds are within a launch's twenty: the busy app launches again and lives.
    let relaunched = model.step(home.state, .launch(0))
    #expect(relaunched.state.device.apps[0].state == .active)
    #expect(model.step(launched, .home).state.device.apps[0].state == .suspended)
  }

  @Test("an accessory connected and disconnected while an app is suspended cancels out; a turn is held")
  func conditionsHeld() {
    let model = model(.ios7, [.accessory, .orientation])
    let path: [PolicyInput] = [
      .launch(1), .home, .accessory(connected: true), .accessory(connected: false),
      .orientation(.landscapeLeft),
    ]
    let away = model.replay(path)
    #expect(away.disabledAt == nil && away.violation == nil)
    #expect(away.finalState.device.apps[1].state == .suspended)
    let back = model.commands(of: .launch(1), in: away.finalState)
    #expect(delivers(.deviceOrientationDidChange, to: 1, in: back))
    #expect(
      !delivers(.accessoryDidConnect, to: 1, in: back) && !delivers(.accessoryDidDisconnect, to: 1, in: back))
  }

  @Test("a language change ends every running app's process")
  func language() {
    let model = model(.ios7, .language)
    let state = model.replay([.launch(0), .home, .launch(1)]).finalState
    let changed = model.step(state, .language("de"))
    #expect(changed.violation == nil)
    #expect(changed.state.device.apps.allSatisfy { !$0.state.isRunning })
  }

  @Test("with every event, no property of the policy breaks to depth 4", arguments: OSGeneration.allCases)
  func searchHolds(generation: OSGeneration) {
    let wide = PolicyModel(
      generation: generation, taskApp: .init(app: 0, ending: .onExpiration),
      wakeApp: .init(app: 1, handlers: .atOnce), events: .all)
    let narrow = PolicyModel(
      generation: generation, taskApp: .init(app: 0, ending: .onExpiration),
      wakeApp: .init(app: 1, handlers: .atOnce))
    let report = BreadthFirstSearch.run(wide, options: SearchOptions(depthBound: 4, stopAtViolation: true))
    #expect(report.finding == nil, "\(String(describing: report.finding))")
    let standard = BreadthFirstSearch.run(
      narrow, options: SearchOptions(depthBound: 4, stopAtViolation: true))
    #expect(report.states > standard.states, "the events reach states the standard alphabet does not")
  }
}
