import LifecycleCore
import Testing

/// Article “Call or lock?” (Korean, iPhone OS 3): a call resigns the app; declined →
/// it becomes active again; answered → it is terminated and launched again when the call
/// ends (pause → terminated → load → become). The lock screen: pause → become on unlock →
/// terminated later on Home. A counter incremented in `applicationWillResignActive:` and
/// decremented in `applicationDidBecomeActive:`, saved in `applicationWillTerminate:`, tells the
/// two apart at the next launch.
@Suite("“Call or lock?”: calls and the lock screen on iPhone OS 3")
struct CallOrLockTests {
  static let iOS3Launch = Story.coldLaunch(on: .ios3)

  // Article “Call or lock?”: "3. 전화를 거절할 경우 - application resume"
  @Test("a declined call on iOS 3: resign, then become active again")
  func callDeclined() throws {
    let story = try Story(.ios3).run([.launch, .callIncoming, .callDeclined])
    #expect(
      story[1].steps == [.call(.applicationWillResignActive), .post(.willResignActive), .enter(.inactive)])
    #expect(story[2].steps == [.enter(.active), .call(.applicationDidBecomeActive), .post(.didBecomeActive)])
  }

  // Article “Call or lock?”: "4. 전화를 받고 끊을 경우 - application terminated - application 재실행"
  @Test("an answered call on iOS 3 terminates the app; the end of the call launches it again")
  func callAnswered() throws {
    let story = try Story(.ios3).run([.launch, .callIncoming, .callAccepted, .callEnded])
    #expect(
      story[1].steps == [.call(.applicationWillResignActive), .post(.willResignActive), .enter(.inactive)])
    #expect(
      story[2].steps == [
        .effect(.dismissInterface), .call(.applicationWillTerminate), .post(.willTerminate),
        .terminate(.callAnswered),
        .enter(.notRunning),
      ])
    #expect(story[3].from == .notRunning)
    #expect(story[3].steps == Self.iOS3Launch)
  }

  // Article “Call or lock?”: "lock mode의 life cycle … 1. application pause 2. application resume 3. application terminated"
  @Test("lock on iOS 3: resign; unlock: become active; Home later: terminate")
  func lockUnlockHome() throws {
    let story = try Story(.ios3).run([.launch, .lock, .unlock, .home])
    #expect(
      story[1].steps == [.call(.applicationWillResignActive), .post(.willResignActive), .enter(.inactive)])
    #expect(story[2].steps == [.enter(.active), .call(.applicationDidBecomeActive), .post(.didBecomeActive)])
    #expect(
      story[3].steps == [
        .effect(.dismissInterface), .call(.applicationWillTerminate), .post(.willTerminate),
        .terminate(.quitOnHome), .enter(.notRunning),
      ])
  }

  /// The article's `jumpCount`, as saved by `applicationWillTerminate:`, after `events`.
  static func savedJumpCount(after events: [SystemEvent]) throws -> Int? {
    var jumpCount = 0
    var saved: Int?
    for callback in try Story(.ios3).run(events).flatMap(\.callbacks) {
      switch callback {
      case .applicationWillResignActive: jumpCount += 1
      case .applicationDidBecomeActive: jumpCount -= 1
      case .applicationWillTerminate: saved = jumpCount
      default: break
      }
    }
    return saved
  }

  // Article “Call or lock?”: "1. lock mode -1 --> resign('0') --> become('-1') --> terminated('-1')
  //            2. call interruption -1 --> resign('0') --> terminated('0')"
  @Test("the article's counter saves 0 when a call ended the app and -1 when the user quit after a lock")
  func jumpCounterTellsCallFromLock() throws {
    #expect(try Self.savedJumpCount(after: [.launch, .callIncoming, .callAccepted]) == 0)
    #expect(try Self.savedJumpCount(after: [.launch, .lock, .unlock, .home]) == -1)
  }
}
