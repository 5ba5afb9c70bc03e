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
@MainActor
public final class NotificationCenter {
  private var observers: [Observer] = []

  /// Creates an empty centre.
  public init() {}

  private static let detached = NotificationCenter()

  /// The running app's centre; outside any app, a centre of its own that no app uses.
  public static var `default`: NotificationCenter { AppContext.current?.notificationCenter ?? detached }

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
    observers.append(observer)
    return observer
  }

  /// Removes every registration of the token `observer`.
  public func removeObserver(_ observer: Any) {
    removeObserver(observer, name: nil, object: nil)
  }

  /// Removes the registrations of `observer` for `name` and `object` (any when nil).
  public func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
    guard let token = observer as? Observer else { return }
    let objectReference = object.map { $0 as AnyObject }
    for candidate in observers where candidate === token {
      guard name == nil || candidate.name == name else { continue }
      guard objectReference == nil || candidate.object === objectReference else { continue }
      candidate.isRemoved = true
    }
    observers.removeAll { $0.isRemoved }
  }

  /// Posts a notification: the matching observers run now, in the order they were
  /// added. Observers added meanwhile wait for the next post; removed ones are skipped.
  public func post(_ notification: Notification) {
    let sender = notification.object.map { $0 as AnyObject }
    for observer in observers where !observer.isRemoved {
      guard observer.name == nil || observer.name == notification.name else { continue }
      if observer.filtersObject, observer.object !== sender { continue }
      observer.block(notification)
    }
  }

  /// Posts a notification made of its parts.
  public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
    post(Notification(name: name, object: object, userInfo: userInfo))
  }

  /// One registration; also the token handed back to the app.
  private final class Observer: NSObject {
    let name: Notification.Name?
    let filtersObject: Bool
    weak var object: AnyObject?
    let block: @MainActor @Sendable (Notification) -> Void
    var isRemoved = false

    init(name: Notification.Name?, object: Any?, block: @escaping @MainActor @Sendable (Notification) -> Void)
    {
      self.name = name
      self.filtersObject = object != nil
      self.object = object.map { $0 as AnyObject }
      self.block = block
    }
  }
}
