import LifecycleCore

extension StableHash {
  /// Adds what the device policy's state is between steps, field by field: the apps' slots,
  /// the foreground, the lock, the call, Notification Center, the switcher, memory, the
  /// background-task counter, the device's conditions and the protected-data deadline.
  ///
  /// Speed trick, contained here: `String(describing:)` of a whole state costs about 0.3 ms in a
  /// debug build, a tenth of `lifecycle demo`; this costs a few microseconds. Left out, because
  /// one search never varies them: the environment, the memory capacity and levels, and each
  /// app's name, Info.plist keys, launch footprint and transition table (the setup fixes them).
  /// Left out because they are derived from what is added or empty between steps: the policy's
  /// bookkeeping (``DeviceState/isIdle`` is true; a state that is not idle is added whole, as
  /// text). `StableHashDeviceStateTests` checks that every stored field of each type is either
  /// added here or named in its list of fields left out, so a new field cannot be forgotten.
  mutating func add(_ state: DeviceState) {
    guard state.isIdle else {
      addWithoutAddresses(String(describing: state))
      return
    }
    add(state.apps.count)
    for slot in state.apps { add(slot) }
    add(state.foreground ?? -1)
    add(state.isLocked)
    add(state.appUnderLock ?? -1)
    add(state.call.phase.stableCode)
    add(state.call.interrupted ?? -1)
    add(state.isNotificationCenterOpen)
    add(state.switcher.count)
    for app in state.switcher { add(app) }
    add(state.memoryInUseBytes)
    add(state.isBelowWarningLevel)
    add(Int(truncatingIfNeeded: state.nextBandEntry))
    add(state.nextTaskIdentifier)
    let conditions = state.conditions
    add(conditions.orientation.rawValue)
    add(conditions.batteryLevelPercent)
    add(conditions.batteryState.rawValue)
    add(conditions.accessories.count)
    for accessory in conditions.accessories { add(accessory) }
    add(conditions.localeIdentifier)
    add(conditions.languageCode)
    add(conditions.mailAccountCount)
    add(conditions.isProtectedDataAvailable)
    add(conditions.network.isOnline)
    add(conditions.network.responses.count)
    for response in conditions.network.responses {
      add(response.pattern)
      add(response.statusCode)
      add(response.body.count)
      for byte in response.body { add(Int(byte)) }
      add(response.latency)
    }
    add(Int(state.reporting.rawValue))
    add(state.protectedDataLockIn)
  }

  private mutating func add(_ slot: AppSlot) {
    add(slot.state.rawValue)
    add(slot.footprintBytes)
    add(slot.band?.rawValue ?? -1)
    add(Int(truncatingIfNeeded: slot.bandEntryOrder))
    add(slot.isLaunching)
    add(slot.launchTimeLeft)
    add(slot.tasks.count)
    for task in slot.tasks {
      add(task.identifier)
      add(task.name)
      add(task.hasExpirationHandler)
      add(task.completes?.rawValue ?? "")
    }
    add(slot.backgroundTimeLeft)
    add(slot.expirationHandlersRan)
    add(slot.isLeavingBackground)
    add(slot.hasPreservedState)
    add(slot.queuedNotifications.count)
    for queued in slot.queuedNotifications {
      add(queued.notification.rawValue)
      add(queued.subject ?? "")
      add(queued.subject != nil)
    }
    add(slot.codeObservesNotifications)
    add(slot.codeMayPreserveState)
    add(slot.codeHasInterface)
    add(slot.minimumBackgroundFetchInterval)
    add(slot.fetchIntervalLeft)
    add(slot.wasForceQuit)
    add(slot.interfaceHidden)
  }

  /// Adds an integer's eight bytes.
  mutating func add(_ value: Int) {
    var bits = UInt64(bitPattern: Int64(value))
    for _ in 0..<8 {
      mixByte(UInt8(truncatingIfNeeded: bits))
      bits >>= 8
    }
  }

  private mutating func add(_ flag: Bool) { mixByte(flag ? 1 : 0) }

  /// Adds a duration exactly (seconds and attoseconds), or that there is none.
  private mutating func add(_ duration: Duration?) {
    guard let duration else {
      mixByte(0)
      return
    }
    mixByte(1)
    add(Int(truncatingIfNeeded: duration.components.seconds))
    add(Int(truncatingIfNeeded: duration.components.attoseconds))
  }
}

extension CallState.Phase {
  /// A number per phase, the same in every process.
  fileprivate var stableCode: Int {
    switch self {
    case .none: 0
    case .ringing: 1
    case .answered: 2
    }
  }
}
