import LifecycleRestoration

/// A value kept per scene and restored with it — SwiftUI's `@SceneStorage` (Apple's
/// “SceneStorage”), for code written against this UIKit-shaped API:
///
///     final class EditorController: UIViewController {
///       @SceneStorage("draft") var draft = ""
///       override func viewDidLoad() { field.text = draft }
///       func textChanged() { draft = field.text ?? "" }
///     }
///
/// Values live with the scene's session while the app runs; state preservation writes them
/// into the restoration archive with the scene's activity (iOS 13 and later, apps that adopt
/// scenes), and the next cold launch hands them back before the scene connects again, so
/// `scene(_:willConnectTo:options:)` and the controllers it makes read the restored values.
/// As the article “Lifecycle and state transitions” says, `@SceneStorage` builds on UIKit's
/// restoration path.
///
/// Where it differs from SwiftUI's:
/// - It works in any main-actor code — view controllers, views, scene delegates — not only
///   in SwiftUI views; there is no `Binding` projection.
/// - The scene is the enclosing controller's (or view's) window scene, else the app's first
///   connected scene. With no scene (an app without scenes, before a scene connects) the
///   value lives in the wrapper alone, like `@State`, and is not persisted — SwiftUI logs a
///   warning then.
/// - Values are persisted exactly when the system preserves state (after the scene enters
///   the background), not "at no guaranteed time"; they go when the archive goes: the user
///   force-quits the app, it crashes at launch, or a launch has restored them (they then live
///   in memory until the next preservation).
/// - Any ``SceneStorageValue`` can be stored: SwiftUI's `Bool`, `Int`, `Double`, `String`,
///   `URL`, `Data`, and raw-representable types of those, plus types apps conform.
/// - SwiftUI's arrived with iOS 14; here the `ios13` profile stands for iOS 13 and later.
@MainActor
@propertyWrapper
public struct SceneStorage<Value> {
  private let key: String
  private let defaultValue: Value
  private let store: @MainActor (Value) -> RestorationValue?
  private let load: @MainActor (RestorationValue) -> Value?
  private let unattached: UnattachedValue

  /// Holds the value while no scene is there to keep it.
  private final class UnattachedValue {
    var value: Any?
  }

  private init(
    key: String, defaultValue: Value, store: @escaping @MainActor (Value) -> RestorationValue?,
    load: @escaping @MainActor (RestorationValue) -> Value?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.load = load
    unattached = UnattachedValue()
  }

  /// The value for the app's first connected scene (use inside a class for its own scene).
  public var wrappedValue: Value {
    get { read(owner: nil) }
    nonmutating set { write(newValue, owner: nil) }
  }

  /// The value for the scene of the enclosing controller or view.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance owner: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, SceneStorage<Value>>
  ) -> Value {
    get { owner[keyPath: storageKeyPath].read(owner: owner) }
    set { owner[keyPath: storageKeyPath].write(newValue, owner: owner) }
  }

  private func read(owner: AnyObject?) -> Value {
    guard let (host, session) = Self.scene(of: owner) else {
      return unattached.value as? Value ?? defaultValue
    }
    return host.restorationStore.sceneStorage[session]?[key].flatMap(load) ?? defaultValue
  }

  private func write(_ value: Value, owner: AnyObject?) {
    guard let (host, session) = Self.scene(of: owner) else {
      unattached.value = value
      return
    }
    host.restorationStore.sceneStorage[session, default: [:]][key] = store(value)
  }

  /// The app and scene session the value belongs to.
  private static func scene(of owner: AnyObject?) -> (UIKitAppHost, String)? {
    guard let host = (owner as? UIResponder)?.appHost ?? AppContext.current else { return nil }
    let own: UIScene? =
      switch owner {
      case let controller as UIViewController: controller.viewIfLoaded?.window?.windowScene
      case let view as UIView: view.window?.windowScene
      case let scene as UIScene: scene
      case let delegate as any UIWindowSceneDelegate: delegate.window?.windowScene
      default: nil
      }
    guard let scene = own ?? host.scenes.first else { return nil }
    return (host, scene.session.persistentIdentifier)
  }
}

extension SceneStorage where Value: SceneStorageValue {
  /// A value stored under `key` in the scene, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String) {
    self.init(
      key: key, defaultValue: wrappedValue, store: { $0.restorationValue },
      load: { Value(restorationValue: $0) })
  }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue: SceneStorageValue {
  /// A raw-representable value stored under `key` as its raw value.
  public init(wrappedValue: Value, _ key: String) {
    self.init(
      key: key, defaultValue: wrappedValue, store: { $0.rawValue.restorationValue },
      load: { Value.RawValue(restorationValue: $0).flatMap { Value(rawValue: $0) } })
  }
}

extension SceneStorage {
  /// An optional value stored under `key`, nil until one is stored; storing nil removes it.
  public init<Wrapped: SceneStorageValue>(_ key: String) where Value == Wrapped? {
    self.init(
      key: key, defaultValue: nil,
      store: { $0?.restorationValue }, load: { Wrapped(restorationValue: $0).map { Optional($0) } })
  }
}
