import Testing

@testable import LifecycleCore

/// ``TransitionEffect/isIdle(for:reporting:)`` lets the policy's step loop skip an effect
/// without calling ``DevicePolicy/perform(_:for:in:)``: an idle effect must be one that hands
/// out nothing and changes nothing, and the effects it does not call idle must reach the host.
@Suite("Idle effects")
struct IdleEffectTests {
  /// The effects that run the app's code, or ask nothing of it, whatever the app.
  static let effects: [TransitionEffect] = [
    .restoreState, .preserveState, .takeSnapshot, .discardPreservedState, .deliverQueuedNotifications,
    .showInterface, .dismissInterface,
  ]

  @Test("an idle effect hands out nothing and changes nothing; the others reach the host")
  func idleMeansNothing() {
    var idle = 0
    var handedOut = 0
    for generation in OSGeneration.allCases {
      for reporting in [DeviceReporting.everything, []] {
        var host = RandomHost(generation, seed: 4_201, reporting: reporting)
        for _ in 0..<40 {
          host.walkOne()
          for app in 0..<host.appCount where host.device.state.apps[app].state.isRunning {
            for code in 0..<8 {
              var state = host.device.state
              DevicePolicy.codeStarted(
                app, observesNotifications: true, mayPreserveState: code & 1 != 0,
                hasInterface: code & 2 != 0,
                in: &state)
              if code & 4 != 0 { state.reporting.formSymmetricDifference(.idleEffects) }
              for effect in Self.effects {
                var after = state
                let command = DevicePolicy.perform(effect, for: app, in: &after)
                if effect.isIdle(for: state.apps[app], reporting: state.reporting) {
                  idle += 1
                  #expect(command == nil, "\(generation) \(effect): idle, yet handed out \(command!)")
                  #expect(after == state, "\(generation) \(effect): idle, yet the state changed")
                } else if [.restoreState, .preserveState, .takeSnapshot, .showInterface, .dismissInterface]
                  .contains(effect)
                {
                  handedOut += 1
                  #expect(command != nil, "\(generation) \(effect): not idle, yet nothing for the host")
                }
              }
            }
          }
        }
      }
    }
    // Both answers come up, so neither branch above goes unchecked.
    #expect(idle > 500)
    #expect(handedOut > 500)
  }
}
