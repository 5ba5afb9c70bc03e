import LifecycleCore
import Testing

/// Article “Multitasking pitfalls” (Japanese, iOS 4.0 multitasking pitfalls): on OS 3.x Home
/// takes the app from Active to Not running through `applicationWillTerminate:`; on OS 4.0 with
/// a multitasking device it goes Active → Background → Suspended through
/// `applicationDidEnterBackground:`; a device without multitasking still quits through
/// `applicationWillTerminate:`; `UIApplicationExitsOnSuspend` = YES opts out of multitasking.
@Suite("“Multitasking pitfalls”: Home across OS 3, OS 4 and devices")
struct MultitaskingPitfallsHomeTests {
  // Article “Multitasking pitfalls”: "OS3.xでは、ユーザーがホームボタンを押したときにアプリの状態が”Active”から”Not running”へ移る"
  @Test("Home on iOS 3 terminates the app through applicationWillTerminate")
  func homeOnIOS3() throws {
    let story = try Story(.ios3).run([.launch, .home, .launch])
    #expect(story[0].steps == Story.coldLaunch(on: .ios3))
    #expect(
      story[1].steps == [
        .effect(.dismissInterface), .call(.applicationWillTerminate), .post(.willTerminate),
        .terminate(.quitOnHome), .enter(.notRunning),
      ])
    #expect(story[1].path == [.active, .notRunning])
    // Coming back is a new launch.
    #expect(story[2].steps == Story.coldLaunch(on: .ios3))
  }

  // Article “Multitasking pitfalls”: "OS4.0以降（かつマルチタスク対応デバイス）では…”Active”から”Backtrounded”を経て”Suspended”へ移行する"
  @Test("home on iOS 4 suspends the app after didEnterBackground, and launching resumes it")
  func homeOnIOS4() throws {
    let story = try Story(.ios4).run([.launch, .home, .launch])
    #expect(story[0].steps == Story.coldLaunch(on: .ios4))
    #expect(
      story[1].steps == [
        .call(.applicationWillResignActive), .post(.willResignActive), .enter(.inactive),
        .enter(.background), .call(.applicationDidEnterBackground), .post(.didEnterBackground),
        .effect(.takeSnapshot), .enter(.suspended),
      ])
    #expect(story[1].path == [.active, .inactive, .background, .suspended])
    #expect(!story[1].callbacks.contains(.applicationWillTerminate))
    // Article “Multitasking pitfalls”: views are not redrawn on resume — it is a resume, not a launch.
    #expect(
      story[2].steps == [
        .enter(.background), .post(.willEnterForeground), .call(.applicationWillEnterForeground),
        .enter(.inactive), .effect(.deliverQueuedNotifications),
        .enter(.active), .call(.applicationDidBecomeActive), .post(.didBecomeActive),
      ])
    #expect(story[2].path == [.suspended, .background, .inactive, .active])
  }

  // Article “Multitasking pitfalls”: "マルチタスク対応ではないOS上での動作は、これまで通り”Active”から直接”Not running”へ移行する"
  @Test(
    "home on iOS 4 on a device without multitasking terminates the app, posting no background notification")
  func homeOnIOS4WithoutMultitasking() throws {
    let story = try Story(.ios4, device: DeviceCapabilities(multitaskingSupported: false)).run([
      .launch, .home,
    ])
    #expect(story[0].steps == Story.coldLaunch(on: .ios4))
    #expect(
      story[1].steps == [
        .effect(.dismissInterface), .call(.applicationWillTerminate), .post(.willTerminate),
        .terminate(.quitOnHome), .enter(.notRunning),
      ])
    // The notification exists on iOS 4; it is simply never posted on such a device.
    #expect(OSProfile.of(.ios4).hasNotification(.didEnterBackground))
    #expect(!story[1].notifications.contains(.didEnterBackground))
  }

  // Article “Multitasking pitfalls”: "どうしても以下の処理ができないのであれば、必ずinfo.plistにUIApplicationExitsOnSuspendを追加して値をYESにしておこう"
  @Test("home on iOS 4 with UIApplicationExitsOnSuspend resigns, enters the background, then terminates")
  func homeWithExitsOnSuspend() throws {
    let story = try Story(.ios4, app: AppInfo(exitsOnSuspend: true)).run([.launch, .home, .launch])
    #expect(
      story[1].steps == [
        .call(.applicationWillResignActive), .post(.willResignActive), .enter(.inactive),
        .enter(.background), .call(.applicationDidEnterBackground), .post(.didEnterBackground),
        .effect(.dismissInterface), .call(.applicationWillTerminate), .post(.willTerminate),
        .terminate(.exitsOnSuspend),
        .enter(.notRunning),
      ])
    #expect(!story[1].path.contains(.suspended))
    #expect(story[2].steps == Story.coldLaunch(on: .ios4))
  }
}
