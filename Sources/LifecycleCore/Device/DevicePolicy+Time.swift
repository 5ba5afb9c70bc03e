/// Time: background time running out, the launch and `didEnterBackground` watchdogs.
extension DevicePolicy {
  /// Lets `remaining` pass, stopping at each deadline on the way to fire it.
  static func advance(_ remaining: Duration, inclusive: Bool, in state: inout DeviceState) -> DeviceCommand? {
    if let due = state.nextDeadline,
      inclusive ? due.attoseconds <= remaining.attoseconds : due.attoseconds < remaining.attoseconds
    {
      state.push(
        .advance(Duration(attoseconds: remaining.attoseconds - due.attoseconds), inclusive: inclusive))
      state.push(.fireDue)
      passTime(due, in: &state)
      return due.attoseconds > 0 ? .advanceClock(by: due) : nil
    }
    passTime(remaining, in: &state)
    return remaining.attoseconds > 0 ? .advanceClock(by: remaining) : nil
  }

  /// Lets `duration` pass at once when nothing can happen on the way, and says whether it did:
  /// the policy is between inputs (nothing on its agenda, no transition under way, no command
  /// running app code, no time or memory check pending) and no deadline falls within
  /// `duration`. Otherwise it changes nothing and answers false; the host then submits
  /// ``DeviceInput/advance(_:)``, which reaches the same decision the long way.
  ///
  /// Speed trick, contained: a one-second tick on an idle device is a third of the events of
  /// `lifecycle bench`'s drive, and the long way (`submit`, an `advanceClock` command, a
  /// second call to ``next(_:)`` to hear that nothing is left) cost it more than twice as much.
  /// `QuietTimeTests` compare both ways over seeded random walks on every generation.
  public static func passQuietly(_ duration: Duration, in state: inout DeviceState) -> Bool {
    guard duration.attoseconds >= 0, state.isIdle,
      state.progress.pendingClock.attoseconds == 0, state.progress.pendingMemoryCheck == .none,
      !state.hasDeadline(within: duration, inclusive: true)
    else { return false }
    passTime(duration, in: &state)
    return true
  }

  /// Counts `duration` off the background time of every app running in the background, and off
  /// the delay before protected data becomes unavailable.
  static func passTime(_ duration: Duration, in state: inout DeviceState) {
    guard duration.attoseconds > 0 else { return }
    if let lock = state.protectedDataLockIn {
      let rest = lock.attoseconds - duration.attoseconds
      state.protectedDataLockIn = Duration(attoseconds: rest > 0 ? rest : 0)
    }
    if state.appsAwaitingFetchInterval > 0 { passFetchIntervals(duration, in: &state) }
    guard state.appsInBackground > 0 else { return }
    for app in state.apps.indices where state.apps[app].state == .background {
      if let left = state.apps[app].backgroundTimeLeft {
        let rest = left.attoseconds - duration.attoseconds
        state.apps[app].backgroundTimeLeft = Duration(attoseconds: rest > 0 ? rest : 0)
      }
    }
  }

  /// Counts `duration` off the minimum fetch intervals running; one that has passed holds the
  /// app's next fetch back no more.
  private static func passFetchIntervals(_ duration: Duration, in state: inout DeviceState) {
    for app in state.apps.indices {
      guard let left = state.apps[app].fetchIntervalLeft else { continue }
      if left > duration {
        state.apps[app].fetchIntervalLeft = left - duration
      } else {
        state.apps[app].fetchIntervalLeft = nil
        state.appsAwaitingFetchInterval -= 1
      }
    }
  }

  /// Fires every deadline that is due now, the apps in installation order: the expiration
  /// handlers run the profile's lead before the end of background time (the
  /// `beginBackgroundTask(expirationHandler:)` page: "shortly before"); an app still holding a
  /// task when the time is up is killed with a report. Protected data that is due to become
  /// unavailable does so first.
  ///
  /// The expiration handlers of an app whose own transition is under way (a callback of it
  /// kept the main thread busy until they fell due) come once that transition is over: they
  /// run on the main thread after the code it is running, and the notification that goes with
  /// a callback is posted in the same pass — the app is not suspended between the two. The end
  /// of the time does not wait: the system ends the process whatever it runs.
  static func fireDueDeadlines(in state: inout DeviceState) {
    if state.protectedDataLockIn == .zero { protectedDataBecomesUnavailable(in: &state) }
    var frames: [Frame] = []
    for app in state.apps.indices where state.nextDeadline(of: app) == .zero {
      guard !state.apps[app].expirationHandlersRan else {
        frames.append(.event(app: app, .backgroundTimeExpired))
        continue
      }
      // The handlers are now due: the app's next deadline is the end of its time.
      state.apps[app].expirationHandlersRan = true
      let frame = Frame.event(app: app, .backgroundTimeExpiring)
      if state.progress.transition?.app == app {
        // Under the transition in progress: it runs once the transition is over.
        state.progress.agenda.append(frame)
      } else if let position = state.progress.agenda.lastIndex(where: {
        if case .steps(app, _, _, _) = $0 { true } else { false }
      }) {
        // Under the app's transition set aside, which runs first.
        state.progress.agenda.insert(frame, at: position)
      } else {
        frames.append(frame)
      }
    }
    state.schedule(contentsOf: frames)
  }

  /// The time the code of the command just done kept the main thread busy passes, unless a
  /// watchdog ends the app first: a launch has the profile's launch limit in all, and
  /// `applicationDidEnterBackground` its allowance ("approximately five seconds").
  static func spendBusyTime(
    _ busy: Duration, of app: Int, running callback: LifecycleCallback?, in state: inout DeviceState
  ) -> DeviceCommand? {
    guard state.apps[app].state.isRunning else { return nil }
    let times = state.times
    var spent = busy
    var watchdog = false
    if state.apps[app].isLaunching, let left = state.apps[app].launchTimeLeft {
      if busy > left {
        spent = left
        watchdog = true
      } else {
        state.apps[app].launchTimeLeft = left - busy
      }
    } else if callback == .applicationDidEnterBackground
      || callback == .sceneDidEnterBackground,
      busy > times.didEnterBackgroundAllowance
    {
      spent = times.didEnterBackgroundAllowance
      watchdog = true
    }
    // The watchdog fires once the time has passed; deadlines that fall due meanwhile (other
    // apps' background time, the expiration handlers) fire on the way, in time order.
    if watchdog { state.push(.event(app: app, .watchdogKill)) }
    return advance(spent, inclusive: true, in: &state)
  }
}

extension ReportFacts {
  /// The report the system writes when `cause` ends `app`, or nil when it writes none: the
  /// one place that says which deaths leave which report.
  ///
  /// Jetsam writes a JetsamEvent report ("Identifying high-memory use with jetsam event
  /// reports"); a background task held past its time is a penalty termination with the
  /// profile's code ("EXC_CRASH (SIGKILL)": RUNNINGBOARD `0x2182bad2` in modern reports,
  /// `0x8badf00d` in older crash logs); the watchdog leaves `0x8badf00d` ("Addressing watchdog
  /// terminations"); a crash leaves a crash report. The user quitting, Home without
  /// multitasking, `UIApplicationExitsOnSuspend`, a reboot and a language change leave none.
  ///
  /// The slot and the environment are borrowed, and it inlines: an end without a report reads
  /// neither, and one with a report copies only the fields it names.
  @inline(__always)
  static func of(
    _ cause: TerminationCause, app: borrowing AppSlot, in environment: borrowing LifecycleEnvironment
  )
    -> ReportFacts?
  {
    switch cause {
    case .jetsam:
      return ReportFacts(kind: .jetsam, band: app.band, footprintBytes: app.footprintBytes, state: app.state)
    case .backgroundTaskOverrun:
      return ReportFacts(
        kind: .penalty, namespace: environment.profile.backgroundTaskPenalty.namespace,
        code: environment.profile.backgroundTaskPenalty.code,
        band: app.band, footprintBytes: app.footprintBytes, state: app.state, openTasks: app.tasks,
        limit: environment.profile.backgroundTimeBudget)
    case .launchWatchdog:
      return ReportFacts(
        kind: .watchdog, code: TerminationCause.watchdogCode, band: app.band,
        footprintBytes: app.footprintBytes,
        state: app.state, limit: environment.profile.launchWatchdogLimit)
    case .suspensionWatchdog:
      return ReportFacts(
        kind: .watchdog, code: TerminationCause.watchdogCode, band: app.band,
        footprintBytes: app.footprintBytes,
        state: app.state, limit: environment.profile.didEnterBackgroundAllowance)
    case .crash:
      return ReportFacts(kind: .crash, band: app.band, footprintBytes: app.footprintBytes, state: app.state)
    case .quitOnHome, .exitsOnSuspend, .forceQuit, .callAnswered, .reboot, .languageChange:
      return nil
    }
  }
}
