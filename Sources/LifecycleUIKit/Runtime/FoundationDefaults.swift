import CLifecycleAppThread
import Foundation
import LifecycleSimulator

/// Foundation's own `UserDefaults.standard`, in a file that imports Foundation alone, is the
/// running app's defaults.
///
/// Such a file — a model, typically — gets Foundation's `UserDefaults`, not LifecycleUIKit's:
/// one process-wide store on Linux, shared by every simulated app and kept on the host's disk.
/// Two things make it the app's own while app code runs:
///
/// - Linux Foundation keeps its values through CoreFoundation's preferences functions, which the
///   C target answers in app code (``AppThread``): `CFPreferencesCopyAppValue`,
///   `CFPreferencesSetAppValue` and `CFPreferencesCopyMultiple` for the standard domain call the
///   hooks below, which read and write the app's own ``UserDefaults``. So `set(_:forKey:)`, the
///   typed getters and `removeObject(forKey:)` are the app's, per app, on its simulated disk, with
///   the values its switch files see, as on iOS.
/// - Foundation keeps `register(defaults:)` in a process-wide table of its own, which every
///   read falls back to, and its argument domain holds the host's command line. Neither is a
///   preferences call, so Foundation's standard defaults object is made an instance of
///   ``AppScopedStandardDefaults`` when LifecycleUIKit first runs app code: in app code it
///   registers in the app's own defaults and reads nothing but them.
///
/// Outside app code Foundation's defaults are the host's, unchanged.
@MainActor
enum FoundationDefaults {
  private static var installed = false

  /// Gives the C target the hooks and adopts Foundation's standard defaults object, once per
  /// host process.
  static func install() {
    guard !installed else { return }
    installed = true
    lk_set_preferences_hooks(copyValue, setValue, copyAll)
    // Linux only, as the hooks: elsewhere Foundation's objects are Objective-C's, whose first word
    // is no class pointer to change.
    #if os(Linux)
      AppScopedStandardDefaults.adopt(Foundation.UserDefaults.standard)
    #endif
  }

  /// The running app's defaults (the C target calls the hooks only while app code runs).
  private static var appDefaults: UserDefaults? { AppThread.withHost { $0.userDefaults } ?? nil }

  /// A key and value the hooks answer for the app's defaults while the interposition check reads
  /// them (``InterpositionCheck``), which no app has; nil otherwise.
  static var probe: (key: String, value: String)?

  private static let copyValue: lk_preferences_copy = { key in
    guard let name = string(key) else { return nil }
    if let probe = AppThread.withHost({ _ in probe }) ?? nil, probe.key == name {
      return UnsafeRawPointer(Unmanaged.passRetained(foundationObject(probe.value)).toOpaque())
    }
    guard let value = appDefaults?.object(forKey: name) else { return nil }
    return UnsafeRawPointer(Unmanaged.passRetained(foundationObject(value)).toOpaque())
  }

  private static let setValue: lk_preferences_set = { key, value in
    guard let name = string(key), let defaults = appDefaults else { return }
    guard let value else { return defaults.removeObject(forKey: name) }
    let object = Unmanaged<AnyObject>.fromOpaque(value).takeUnretainedValue()
    defaults.set(propertyList(object) ?? object, forKey: name)
  }

  private static let copyAll: lk_preferences_copy_all = {
    var values = appDefaults?.dictionaryRepresentation() ?? [:]
    if let probe = AppThread.withHost({ _ in probe }) ?? nil { values[probe.key] = probe.value }
    return UnsafeRawPointer(Unmanaged.passRetained(foundationObject(values)).toOpaque())
  }

  /// The Swift string a CoreFoundation string is.
  private static func string(_ pointer: UnsafeRawPointer) -> String? {
    Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? String
  }

  /// A value of the app's defaults as the Foundation object CoreFoundation would hold.
  nonisolated static func foundationObject(_ value: Any) -> AnyObject {
    switch value {
    case let bool as Bool: NSNumber(value: bool)
    case let int as Int: NSNumber(value: int)
    case let double as Double: NSNumber(value: double)
    case let string as String: NSString(string: string)
    case let data as Data: NSData(data: data)
    case let date as Date: NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
    case let url as URL: NSString(string: url.isFileURL ? url.path : url.absoluteString)
    case let array as [Any]: NSArray(array: array.map(foundationObject))
    case let dictionary as [String: Any]: NSDictionary(dictionary: dictionary.mapValues(foundationObject))
    default: value as AnyObject
    }
  }

  /// A Foundation object CoreFoundation was handed, as the property-list value it stands for: a
  /// number by the type it was made with (a boolean, an integer or a real), collections item by
  /// item; nil for what is not a property-list value.
  nonisolated static func propertyList(_ object: Any) -> PropertyListValue? {
    if let number = object as? NSNumber {
      switch String(cString: number.objCType) {
      case "c", "B": return .boolean(number.boolValue)
      case "f", "d": return .real(number.doubleValue)
      default: return .integer(number.intValue)
      }
    }
    if let array = object as? [Any] {
      var items: [PropertyListValue] = []
      for item in array {
        guard let value = propertyList(item) else { return nil }
        items.append(value)
      }
      return .array(items)
    }
    if let dictionary = object as? [String: Any] {
      var items: [String: PropertyListValue] = [:]
      for (key, item) in dictionary {
        guard let value = propertyList(item) else { return nil }
        items[key] = value
      }
      return .dictionary(items)
    }
    return PropertyListValue(object)
  }
}

/// The class Foundation's `UserDefaults.standard` object has while LifecycleUIKit runs: in app
/// code it registers in the running app's own defaults and reads only them; outside app code it is
/// Foundation's, unchanged.
///
/// Foundation keeps what `register(defaults:)` registers in one table for the whole host process,
/// and a read whose key has no stored value answers from it (and before anything, from the
/// argument domain, the host's command line). Left so, every simulated app would read every
/// other app's registrations, and a later process of an app its earlier process's, where on iOS,
/// each app its own process, a key nobody set nor registered in this process reads nil. In app
/// code, then:
///
/// - `register(defaults:)` registers in the app's defaults (what its switch files read too) and
///   leaves Foundation's table alone; the registration lasts as long as the app's process, as on
///   iOS;
/// - `object(forKey:)` (which every typed getter of Foundation's calls) answers nil for a key the
///   app's defaults have no value for, and otherwise Foundation's own reading of the app's value;
/// - `dictionaryRepresentation()` holds the app's keys alone, and the argument domain is empty.
final class AppScopedStandardDefaults: Foundation.UserDefaults {
  /// Makes `standard` an instance of this class, which adds no stored property: its object keeps
  /// its layout, and only its class — the first word of a Swift object, its metadata pointer —
  /// changes. Checked first: `standard` is exactly Foundation's class, and both classes have the
  /// same instance size (the third 32-bit field after the kind and superclass words of Swift's
  /// class metadata); either failing stops here rather than run app code that would read other
  /// apps' registrations. `FoundationEscapeTests` check the change takes.
  static func adopt(_ standard: Foundation.UserDefaults) {
    let object = Unmanaged.passUnretained(standard).toOpaque()
    let foundationClass = unsafeBitCast(Foundation.UserDefaults.self as AnyClass, to: UnsafeRawPointer.self)
    let scopedClass = unsafeBitCast(AppScopedStandardDefaults.self as AnyClass, to: UnsafeRawPointer.self)
    let current = object.load(as: UnsafeRawPointer.self)
    if current == scopedClass { return }
    let instanceSize = MemoryLayout<UInt>.size * 2 + MemoryLayout<UInt32>.size * 2
    precondition(
      current == foundationClass
        && foundationClass.load(fromByteOffset: instanceSize, as: UInt32.self)
          == scopedClass.load(fromByteOffset: instanceSize, as: UInt32.self),
      "LifecycleUIKit: Foundation's UserDefaults.standard is not the object this toolchain's Foundation makes; "
        + "its registrations could not be kept per app"
    )
    object.storeBytes(of: scopedClass, as: UnsafeRawPointer.self)
  }

  override func register(defaults registrationDictionary: [String: Any]) {
    guard AppThread.isRunningAppCode else { return super.register(defaults: registrationDictionary) }
    var values: [String: Any] = [:]
    for (key, value) in registrationDictionary {
      // Foundation objects (an NSNumber keeps the kind it was made with) as the value they stand for.
      let plist =
        type(of: value) is NSObject.Type ? FoundationDefaults.propertyList(value) : PropertyListValue(value)
      values[key] = plist ?? value
    }
    nonisolated(unsafe) let registered = values
    _ = AppThread.withHost { $0.userDefaults.register(defaults: registered) }
  }

  override func object(forKey defaultName: String) -> Any? {
    if AppThread.withHost({ $0.userDefaults.object(forKey: defaultName) == nil }) == true { return nil }
    return super.object(forKey: defaultName)
  }

  override func dictionaryRepresentation() -> [String: Any] {
    let everything = super.dictionaryRepresentation()
    guard let own = AppThread.withHost({ Set($0.userDefaults.dictionaryRepresentation().keys) }) else {
      return everything
    }
    return everything.filter { own.contains($0.key) }
  }

  override func volatileDomain(forName domainName: String) -> [String: Any] {
    if AppThread.isRunningAppCode && domainName == Foundation.UserDefaults.argumentDomain { return [:] }
    return super.volatileDomain(forName: domainName)
  }
}
