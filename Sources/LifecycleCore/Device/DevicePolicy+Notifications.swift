/// Changes apps are told of: notifications delivered at once to apps that run code, held for
/// suspended ones (coalesced and cancelled as "Processing queued notifications" says), delivered
/// when they run again.
extension DevicePolicy {
  /// Tells every installed app of `notification`: at once if it runs code, when it runs again
  /// if it is suspended (where the notification is one the system holds).
  static func notifyAll(_ notification: QueuedNotification, in state: inout DeviceState) {
    notifyAll([notification], in: &state)
  }

  /// Tells every installed app of `notifications`, in the order given, the first app first.
  ///
  /// The agenda runs what is pushed last first, so each app's deliveries and queue records
  /// are pushed in reverse, the last app first; what a suspended app holds goes into its
  /// queue in the order given.
  static func notifyAll(_ notifications: [QueuedNotification], in state: inout DeviceState) {
    state.progress.pendingMemoryCheck.include(.normal)
    for app in state.apps.indices.reversed() { notify(app, notifications, in: &state) }
  }

  /// Tells the app of `notification` ("Processing queued notifications"): a suspended app gets
  /// it, coalesced with what is already held, when it runs again; a running app at once.
  static func notify(_ app: Int, _ notification: QueuedNotification, in state: inout DeviceState) {
    notify(app, [notification], in: &state)
  }

  /// Tells the app of `notifications`, in the order given.
  private static func notify(_ app: Int, _ notifications: [QueuedNotification], in state: inout DeviceState) {
    var outcomes: [(QueuedNotification, Held)] = []
    for notification in notifications {
      outcomes.append((notification, hold(notification, for: app, in: &state)))
    }
    for (notification, held) in outcomes.reversed() {
      switch held {
      case .no: deliverNow(notification, to: app, in: &state)
      case .nothing: break
      case .recorded(let command): state.emit(command)
      }
    }
  }

  /// What became of a notification for an app.
  private enum Held {
    /// The app is not suspended, or the notification is not one the system holds.
    case no
    /// Nothing to do: the generation has no such notification, or the app already holds it
    /// (coalesced).
    case nothing
    /// Held, or cancelling one held: the record to hand out.
    case recorded(DeviceCommand)
  }

  /// Holds `notification` for the app if it is suspended and the notification is one the
  /// system holds: coalesced with what is already held, and a disconnect cancels a held
  /// connect of the same accessory.
  private static func hold(_ notification: QueuedNotification, for app: Int, in state: inout DeviceState)
    -> Held
  {
    guard state.environment.profile.hasNotification(notification.notification) else { return .nothing }
    guard state.apps[app].state == .suspended && notification.notification.isQueuedWhileSuspended else {
      return .no
    }
    if let opposite = notification.cancelled,
      let position = state.apps[app].queuedNotifications.firstIndex(of: opposite)
    {
      state.apps[app].queuedNotifications.remove(at: position)
      return .recorded(.unqueued(app: app, opposite))
    }
    guard !state.apps[app].queuedNotifications.contains(notification) else { return .nothing }
    state.apps[app].queuedNotifications.append(notification)
    return .recorded(.queued(app: app, notification))
  }

  /// Delivers `notification` to the app now if it runs code, then settles it.
  private static func deliverNow(_ notification: QueuedNotification, to app: Int, in state: inout DeviceState)
  {
    guard state.apps[app].state.executesCode else { return }
    state.push(.settle(app: app))
    state.push(.notify(app: app, notification.notification))
  }
}

extension QueuedNotification {
  /// The queued notification this one cancels out: a disconnect cancels the connect of the
  /// same accessory, and the other way round.
  var cancelled: QueuedNotification? {
    switch notification {
    case .accessoryDidConnect: QueuedNotification(.accessoryDidDisconnect, subject: subject)
    case .accessoryDidDisconnect: QueuedNotification(.accessoryDidConnect, subject: subject)
    // The net change of the protected data: unavailable and available again cancel out.
    case .protectedDataWillBecomeUnavailable: QueuedNotification(.protectedDataDidBecomeAvailable)
    case .protectedDataDidBecomeAvailable: QueuedNotification(.protectedDataWillBecomeUnavailable)
    default: nil
    }
  }
}
