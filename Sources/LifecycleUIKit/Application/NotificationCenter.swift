import Synchronization

/// A notification centre of one simulated app: `NotificationCenter.default` is the
/// centre of the app whose code is running.
///
/// This type shadows Foundation's (see `Exports.swift`): on Linux Foundation's
/// default centre is one per host process, and two simulated apps must never see each
/// other's notifications. The API is Foundation's block-based subset. Differences, all
/// for determinism: observers run synchronously on the main actor, in the order they
/// were added, whatever `queue` says; notifications are posted by the system in the
/// order the device delivers them, with the `UIApplication` as object for the
/// `UIApplication…Notification`s.
///
/// Like Foundation's, the type is not bound to an actor and is `Sendable`: a model class can
/// keep a token and call `NotificationCenter.default.removeObserver(token)` from its `deinit`.
/// Which app's centre `default` is comes from the thread (``AppThread``). Adding and removing
/// observers works from any thread; posting on an app's centre from a thread that runs none of
/// its code (a real background thread) is outside the simulated app: nothing is delivered, and
/// the post is reported as a misuse that fails the run.
public final class NotificationCenter: @unchecked Sendable {
  private let observers = Mutex<[Observer]>([])
  /// The app whose centre this is; nil for a centre made with `init()` (written once).
  private weak var host: UIKitAppHost?
  private let belongsToApp: Bool

  /// Creates an empty centre that belongs to no app (its posts run the observers on the
  /// main actor, where they must be made).
  public convenience init() { self.init(host: nil) }

  init(host: UIKitAppHost?) {
    self.host = host
    belongsToApp = host != nil
  }

  private static let detached = NotificationCenter()

  /// The centre of the app whose code runs on this thread; elsewhere, a centre of its own that
  /// no app uses.
  public static var `default`: NotificationCenter { AppThread.withHost { $0.notificationCenter } ?? detached }

  /// Adds `observer` for notifications named `name` (any name when nil) from `object` (any when
  /// nil): each one sends `selector` to it with the notification, through the method registered
  /// for its class (``SelectorDispatch``; `lifecycle import` registers every `@objc` method). As
  /// on iOS 9 and later, the centre holds the observer weakly: once it is gone, nothing is sent.
  /// A selector with no registered method runs nothing and is reported as a misuse that fails
  /// the run. ``removeObserver(_:)`` with the observer removes it.
  public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
    let target = observer as AnyObject
    let selectorName = selector.selectorName
    let reference = WeakReference(target)
    let registration = Observer(name: name, object: object) { notification in
      guard let target = reference.object else { return }
      _ = SelectorDispatch.send(
        selectorName, to: target, from: notification,
        what: "NotificationCenter (\(notification.name.rawValue))",
        host: nil)
    }
    registration.target = target
    registration.centre = self
    observers.withLock { $0.append(registration) }
  }

  /// Adds an observer block for notifications named `name` (any name when nil) from
  /// `object` (any object when nil). Returns the token to remove it with.
  ///
  /// - Parameter queue: Ignored: the block runs at once, on the main actor.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
    using block: @escaping @MainActor @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let observer = Observer(name: name, object: object, block: block)
    observer.centre = self
    observers.withLock { $0.append(observer) }
    return observer
  }

  /// Removes every registration of the token `observer`, or, for an object added with a
  /// selector, every registration of it.
  public func removeObserver(_ observer: Any) {
    removeObserver(observer, name: nil, object: nil)
  }

  /// Removes the registrations of `observer` for `name` and `object` (any when nil).
  public func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
    guard let token = observer as? Observer else {
      // An object added with a selector: its registrations go.
      let target = observer as AnyObject
      let objectReference = object.map { $0 as AnyObject }
      observers.withLock { observers in
        for candidate in observers where candidate.target === target {
          guard name == nil || candidate.name == name else { continue }
          guard objectReference == nil || candidate.object === objectReference else { continue }
          candidate.isRemoved.store(true, ordering: .relaxed)
        }
        observers.removeAll { $0.isRemoved.load(ordering: .relaxed) }
      }
      return
    }
    // `NotificationCenter.default` where no app's code runs (a model released by test code,
    // whose `deinit` removes its token) is the centre of no app; on iOS `default` is the one
    // centre the token came from, so the token is removed from its own.
    if self === Self.detached, let owner = token.centre, owner !== self {
      owner.removeObserver(token, name: name, object: object)
      return
    }
    let objectReference = object.map { $0 as AnyObject }
    observers.withLock { observers in
      for candidate in observers where candidate === token {
        guard name == nil || candidate.name == name else { continue }
        guard objectReference == nil || candidate.object === objectReference else { continue }
        candidate.isRemoved.store(true, ordering: .relaxed)
      }
      observers.removeAll { $0.isRemoved.load(ordering: .relaxed) }
    }
  }

  /// Posts a notification: the matching observers run now, in the order they were
  /// added, with its `userInfo`. Observers added meanwhile wait for the next post; removed
  /// ones are skipped.
  public func post(_ notification: Notification) {
    if belongsToApp, !AppThread.isRunningAppCode {
      if let host {
        ThreadEscapes.note("NotificationCenter.post \"\(notification.name.rawValue)\"", of: host)
      }
      return
    }
    let snapshot = observers.withLock { $0 }
    // The observers run here, synchronously, on the thread that posts — the main actor's.
    nonisolated(unsafe) let notification = notification
    MainActor.assumeIsolated {
      let sender = notification.object.map { $0 as AnyObject }
      for observer in snapshot where !observer.isRemoved.load(ordering: .relaxed) {
        guard observer.name == nil || observer.name == notification.name else { continue }
        if observer.filtersObject, observer.object !== sender { continue }
        observer.block(notification)
      }
    }
  }

  /// Posts a notification made of its parts.
  public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
    post(Notification(name: name, object: object, userInfo: userInfo))
  }

  /// The observer of a selector-based registration, held weakly as iOS 9 and later hold it: only
  /// the main actor reads it (in the registration's block), only `addObserver` writes it.
  private final class WeakReference: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// One registration; also the token handed back to the app.
  private final class Observer: NSObject, @unchecked Sendable {
    let name: Notification.Name?
    let filtersObject: Bool
    weak var object: AnyObject?
    /// The centre it was added to (set once, before the token is handed out).
    weak var centre: NotificationCenter?
    /// The object a selector-based registration sends its selector to (set once, before it is added).
    weak var target: AnyObject?
    let block: @MainActor @Sendable (Notification) -> Void
    let isRemoved = Atomic(false)

    init(name: Notification.Name?, object: Any?, block: @escaping @MainActor @Sendable (Notification) -> Void)
    {
      self.name = name
      self.filtersObject = object != nil
      self.object = object.map { $0 as AnyObject }
      self.block = block
    }
  }
}
