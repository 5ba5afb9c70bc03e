import Foundation
import LifecycleCore

/// Reads a `Settings.bundle` ("Preferences and Settings Programming Guide"): `Root.plist`'s
/// `PreferenceSpecifiers`, then each child pane it links (`PSChildPaneSpecifier`'s `File`), once.
enum SettingsBundleReader {
  static func read(_ folder: URL) throws(AppBundleError) -> SettingsSchema {
    var panes: [SettingsPane] = []
    var queue = ["Root"]
    var seen: Set<String> = []
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard seen.insert(name).inserted else { continue }
      let file = "Settings.bundle/\(name).plist"
      let plist = try AppBundle.readPlist(folder.appendingPathComponent("\(name).plist"), file: file)
      guard let list = plist["PreferenceSpecifiers"] else {
        throw AppBundleError(file: file, "no PreferenceSpecifiers array")
      }
      guard let items = list as? [[String: Any]] else {
        throw AppBundleError(file: file, "PreferenceSpecifiers is not an array of dictionaries")
      }
      var specifiers: [SettingsSpecifier] = []
      for (index, item) in items.enumerated() {
        let specifier = try self.specifier(item, file: file, index: index)
        if case .childPane(let child) = specifier.kind { queue.append(child) }
        specifiers.append(specifier)
      }
      panes.append(SettingsPane(name: name, specifiers: specifiers))
    }
    return SettingsSchema(panes: panes)
  }

  private static func specifier(
    _ item: [String: Any], file: String, index: Int
  ) throws(AppBundleError) -> SettingsSpecifier {
    func wrong(_ what: String) -> AppBundleError {
      AppBundleError(file: file, "PreferenceSpecifiers item \(index): \(what)")
    }
    guard let type = item["Type"] as? String else { throw wrong("no Type string") }
    let key = item["Key"] as? String
    func values(_ name: String) throws(AppBundleError) -> [SettingsValue] {
      guard let list = item[name] else { return [] }
      guard let array = list as? [Any] else { throw wrong("\(name) is not an array") }
      var result: [SettingsValue] = []
      for element in array {
        guard let value = settingsValue(element) else {
          throw wrong("\(name) holds a value that is not a scalar")
        }
        result.append(value)
      }
      return result
    }
    func number(_ name: String) throws(AppBundleError) -> Double {
      guard let value = item[name].flatMap(settingsValue)?.number else { throw wrong("no \(name) number") }
      return value
    }
    let kind: SettingsSpecifier.Kind
    switch type {
    case "PSToggleSwitchSpecifier":
      kind = .toggleSwitch(
        trueValue: item["TrueValue"].flatMap(settingsValue),
        falseValue: item["FalseValue"].flatMap(settingsValue))
    case "PSTextFieldSpecifier": kind = .textField(isSecure: item["IsSecure"] as? Bool ?? false)
    case "PSMultiValueSpecifier", "PSRadioGroupSpecifier":
      let list = try values("Values")
      let titles = (item["Titles"] as? [String]) ?? []
      guard !list.isEmpty else { throw wrong("\(type) '\(key ?? "?")' has no Values") }
      guard titles.isEmpty || titles.count == list.count else {
        throw wrong("\(type) '\(key ?? "?")' has \(list.count) Values and \(titles.count) Titles")
      }
      kind =
        type == "PSMultiValueSpecifier"
        ? .multiValue(values: list, titles: titles) : .radioGroup(values: list, titles: titles)
    case "PSSliderSpecifier":
      kind = .slider(minimum: try number("MinimumValue"), maximum: try number("MaximumValue"))
    case "PSTitleValueSpecifier":
      kind = .titleValue(values: try values("Values"), titles: (item["Titles"] as? [String]) ?? [])
    case "PSGroupSpecifier": kind = .group
    case "PSChildPaneSpecifier":
      guard let file = item["File"] as? String, !file.isEmpty else {
        throw wrong("PSChildPaneSpecifier without File")
      }
      kind = .childPane(file: file)
    default: kind = .other(type)
    }
    switch kind {
    case .group, .childPane, .other: break
    default: guard key?.isEmpty == false else { throw wrong("\(type) without a Key") }
    }
    return SettingsSpecifier(
      kind: kind, key: key, title: item["Title"] as? String,
      defaultValue: item["DefaultValue"].flatMap(settingsValue))
  }

  /// A property-list scalar as a ``LifecycleCore/SettingsValue``: `<true/>` a boolean, `<integer>`
  /// an integer, `<real>` a real, `<string>` a string; nil for anything else.
  static func settingsValue(_ value: Any) -> SettingsValue? {
    if let bool = value as? Bool, type(of: value) == Bool.self { return .boolean(bool) }
    if let string = value as? String { return .string(string) }
    if let number = value as? NSNumber {
      let type = String(cString: number.objCType)
      if type == "c" || type == "B" { return .boolean(number.boolValue) }
      return type == "d" || type == "f" ? .real(number.doubleValue) : .integer(number.intValue)
    }
    if let int = value as? Int { return .integer(int) }
    if let double = value as? Double { return .real(double) }
    return nil
  }
}
