import CLifecycleAppThread
import Foundation
import LifecycleSimulator

/// Foundation's own `UserDefaults.standard`, in a file that imports Foundation alone, reads and
/// writes the running app's defaults.
///
/// Such a file — a model, typically — gets Foundation's `UserDefaults`, not LifecycleUIKit's:
/// one process-wide store on Linux, shared by every simulated app and kept on the host's disk.
/// Linux Foundation keeps its values through CoreFoundation's preferences functions, which the C
/// target answers in app code (``AppThread``): `CFPreferencesCopyAppValue`,
/// `CFPreferencesSetAppValue` and `CFPreferencesCopyMultiple` for the standard domain call the
/// hooks below, which read and write the app's own ``UserDefaults``. So `set(_:forKey:)`,
/// `string(forKey:)`, `integer(forKey:)`, `removeObject(forKey:)` and `dictionaryRepresentation()`
/// of Foundation's standard defaults are the app's, per app, on its simulated disk, with the
/// values its switch files see, as on iOS. Foundation keeps `register(defaults:)` in its own
/// process-wide table, which no hook sees; ``FoundationEscapes`` hands what app code registered
/// there on to the app's defaults. Outside app code Foundation's defaults are the host's.
@MainActor
enum FoundationDefaults {
  private static var installed = false

  /// Gives the C target the hooks, once per host process.
  static func install() {
    guard !installed else { return }
    installed = true
    lk_set_preferences_hooks(copyValue, setValue, copyAll)
  }

  /// The running app's defaults (the C target calls the hooks only while app code runs).
  private static var appDefaults: UserDefaults? { AppThread.withHost { $0.userDefaults } ?? nil }

  private static let copyValue: lk_preferences_copy = { key in
    guard let name = string(key) else { return nil }
    guard let value = appDefaults?.object(forKey: name) else {
      reportRegisteredElsewhere(name)
      return nil
    }
    return UnsafeRawPointer(Unmanaged.passRetained(foundationObject(value)).toOpaque())
  }

  /// The app's defaults have no value for `key`, so Foundation answers from its process-wide
  /// registrations: when another app's code registered `key` there, the running app would read
  /// that app's value, where on iOS it reads nil. Reported as a misuse, once per app process
  /// and key.
  private static func reportRegisteredElsewhere(_ key: String) {
    _ = AppThread.withHost { host in
      let others = FoundationEscapes.otherRegistrants(of: key, than: host)
      guard !others.isEmpty, let process = host.process,
        reportedReads.insert(
          ReportedRead(device: process.deviceNumber, process: process.processIdentifier, key: key)
        ).inserted
      else { return }
      process.reportMisuse(
        "UserDefaults.standard of Foundation, in a file that imports Foundation alone: it read \"\(key)\", "
          + "which this app never set nor registered and \(others.joined(separator: ", ")) registered with "
          + "register(defaults:) in Foundation's table, which every simulated app in this host process shares: "
          + "the read answers that app's value, where on iOS, each app its own process, it answers nil; give the "
          + "file the import switch (`#if canImport(UIKit)`, `import UIKit`, `#else`, `import LifecycleUIKit`, "
          + "`#endif`, with `import Foundation` inside the UIKit branch) so that its UserDefaults is the app's own"
      )
    }
  }

  /// A read already reported: the app process (its device and simulated process identifier)
  /// and the key.
  private struct ReportedRead: Hashable {
    var device: Int
    var process: Int32
    var key: String
  }

  private static var reportedReads: Set<ReportedRead> = []

  private static let setValue: lk_preferences_set = { key, value in
    guard let name = string(key), let defaults = appDefaults else { return }
    guard let value else { return defaults.removeObject(forKey: name) }
    let object = Unmanaged<AnyObject>.fromOpaque(value).takeUnretainedValue()
    defaults.set(propertyList(object) ?? object, forKey: name)
  }

  private static let copyAll: lk_preferences_copy_all = {
    // Reading Foundation's registrations (FoundationEscapes.defaultsSnapshot): no stored values.
    let values =
      lk_preferences_registrations_only_active() != 0 ? [:] : appDefaults?.dictionaryRepresentation() ?? [:]
    return UnsafeRawPointer(Unmanaged.passRetained(foundationObject(values)).toOpaque())
  }

  /// The Swift string a CoreFoundation string is.
  private static func string(_ pointer: UnsafeRawPointer) -> String? {
    Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? String
  }

  /// A value of the app's defaults as the Foundation object CoreFoundation would hold.
  static func foundationObject(_ value: Any) -> AnyObject {
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
  static func propertyList(_ object: Any) -> PropertyListValue? {
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
