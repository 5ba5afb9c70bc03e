/// A value of a Settings bundle specifier (`DefaultValue`, a multi-value's `Values`, a toggle's
/// `TrueValue`): the property-list scalars the Settings app stores.
public enum SettingsValue: Hashable, Sendable, CustomStringConvertible {
  /// `<true/>` or `<false/>`.
  case boolean(Bool)
  /// `<integer>`.
  case integer(Int)
  /// `<real>`.
  case real(Double)
  /// `<string>`.
  case string(String)

  /// The value as a scenario writes it (`true`, `18`, `1.5`, `Large`).
  public var description: String {
    switch self {
    case .boolean(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .real(let value):
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .string(let value): value
    }
  }

  /// The value as a number, for a slider's bounds; nil for a string or a boolean.
  public var number: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .real(let value): value
    case .boolean, .string: nil
    }
  }
}

/// One entry of a Settings bundle's `PreferenceSpecifiers` ("Preferences and Settings
/// Programming Guide"): what the Settings app shows and which key of the app's defaults it writes.
public struct SettingsSpecifier: Hashable, Sendable {
  /// What kind of control the specifier is (its `Type`), with what the kind adds.
  public enum Kind: Hashable, Sendable {
    /// `PSToggleSwitchSpecifier`: on or off; writes `TrueValue`/`FalseValue` when given, else a boolean.
    case toggleSwitch(trueValue: SettingsValue?, falseValue: SettingsValue?)
    /// `PSTextFieldSpecifier`: any text, stored as a string.
    case textField(isSecure: Bool)
    /// `PSMultiValueSpecifier`: one of `Values` (shown by `Titles`).
    case multiValue(values: [SettingsValue], titles: [String])
    /// `PSRadioGroupSpecifier`: one of `Values`, as a multi-value.
    case radioGroup(values: [SettingsValue], titles: [String])
    /// `PSSliderSpecifier`: a number from `MinimumValue` to `MaximumValue`.
    case slider(minimum: Double, maximum: Double)
    /// `PSTitleValueSpecifier`: a value the user reads and cannot change.
    case titleValue(values: [SettingsValue], titles: [String])
    /// `PSGroupSpecifier`: a heading over the specifiers after it; no key.
    case group
    /// `PSChildPaneSpecifier`: a link to the pane in `File` (`File.plist` beside `Root.plist`).
    case childPane(file: String)
    /// Another `Type`, kept by name: the Settings app shows nothing the simulator knows of it.
    case other(String)
  }

  /// What the specifier is.
  public var kind: Kind
  /// `Key`: the defaults key it writes; nil for a group or a child pane.
  public var key: String?
  /// `Title`.
  public var title: String?
  /// `DefaultValue`: what the Settings app shows before the user changes it. Not in the app's
  /// defaults until the app registers it (`register(defaults:)`), as on iOS.
  public var defaultValue: SettingsValue?

  /// Creates a specifier.
  public init(kind: Kind, key: String? = nil, title: String? = nil, defaultValue: SettingsValue? = nil) {
    self.kind = kind
    self.key = key
    self.title = title
    self.defaultValue = defaultValue
  }

  /// The `Type` string of the kind (`PSToggleSwitchSpecifier`).
  public var typeName: String {
    switch kind {
    case .toggleSwitch: "PSToggleSwitchSpecifier"
    case .textField: "PSTextFieldSpecifier"
    case .multiValue: "PSMultiValueSpecifier"
    case .radioGroup: "PSRadioGroupSpecifier"
    case .slider: "PSSliderSpecifier"
    case .titleValue: "PSTitleValueSpecifier"
    case .group: "PSGroupSpecifier"
    case .childPane: "PSChildPaneSpecifier"
    case .other(let name): name
    }
  }

  /// The value the Settings app stores when the user sets this specifier to `text` (as a
  /// scenario's `settings APP KEY=VALUE` writes it), or why the user cannot: a toggle takes
  /// `true`/`false` (`YES`/`NO`), a slider a number within its bounds, a multi-value or radio
  /// group one of its `Values`, a text field any text; a title value is read-only.
  public func value(forText text: String) -> Result<SettingsValue, SettingsRejection> {
    let name = key ?? "?"
    switch kind {
    case .toggleSwitch(let trueValue, let falseValue):
      if ["true", "YES"].contains(text) || trueValue.map({ $0.description == text }) == true {
        return .success(trueValue ?? .boolean(true))
      }
      if ["false", "NO"].contains(text) || falseValue.map({ $0.description == text }) == true {
        return .success(falseValue ?? .boolean(false))
      }
      return .failure(
        SettingsRejection(
          "'\(text)' is not a value of the toggle switch '\(name)' (\(typeName)): it takes true or false")
      )
    case .textField:
      return .success(.string(text))
    case .multiValue(let values, _), .radioGroup(let values, _):
      if let value = values.first(where: { $0.description == text }) { return .success(value) }
      let choices = values.map(\.description).joined(separator: ", ")
      return .failure(
        SettingsRejection("'\(text)' is not among the Values of '\(name)' (\(typeName)): \(choices)"))
    case .slider(let minimum, let maximum):
      guard let number = Double(text), number.isFinite else {
        return .failure(
          SettingsRejection("'\(text)' is not a number, and '\(name)' is a slider (\(typeName))"))
      }
      guard number >= minimum, number <= maximum else {
        let bounds = "\(SettingsValue.real(minimum)) to \(SettingsValue.real(maximum))"
        return .failure(
          SettingsRejection("'\(text)' is outside the slider '\(name)' (\(typeName)): \(bounds)"))
      }
      return .success(.real(number))
    case .titleValue:
      return .failure(
        SettingsRejection("'\(name)' is a title value (\(typeName)): the user cannot change it"))
    case .group, .childPane, .other:
      return .failure(SettingsRejection("'\(name)' (\(typeName)) is not a value the user sets"))
    }
  }
}

/// Why the Settings app cannot set a value: the message names the key, the specifier and what
/// it takes.
public struct SettingsRejection: Error, Hashable, Sendable {
  /// What is wrong, in a sentence.
  public var message: String

  /// Creates a rejection.
  public init(_ message: String) { self.message = message }
}

/// One pane of a Settings bundle: `Root` or a child pane's file.
public struct SettingsPane: Hashable, Sendable {
  /// The file's name without `.plist` (`Root`, `Advanced`).
  public var name: String
  /// The specifiers, in order.
  public var specifiers: [SettingsSpecifier]

  /// Creates a pane.
  public init(name: String, specifiers: [SettingsSpecifier]) {
    self.name = name
    self.specifiers = specifiers
  }
}

/// What an app's `Settings.bundle` offers in the Settings app: its panes, `Root` first.
public struct SettingsSchema: Hashable, Sendable {
  /// The panes, `Root` first, then the child panes in the order they are linked.
  public var panes: [SettingsPane]

  /// Creates a schema.
  public init(panes: [SettingsPane]) { self.panes = panes }

  /// Every specifier with a key, across the panes, in order.
  public var keyedSpecifiers: [SettingsSpecifier] {
    panes.flatMap(\.specifiers).filter { $0.key != nil }
  }

  /// The specifier that writes `key`, or nil.
  public func specifier(forKey key: String) -> SettingsSpecifier? {
    keyedSpecifiers.first { $0.key == key }
  }

  /// The value the Settings app stores for `key` set to `text`, or why it cannot: an unknown key
  /// is refused, naming the keys the bundle has.
  public func value(forKey key: String, text: String) -> Result<SettingsValue, SettingsRejection> {
    guard let specifier = specifier(forKey: key) else {
      let keys = keyedSpecifiers.compactMap(\.key)
      let known = keys.isEmpty ? "it has no keys" : "its keys: \(keys.joined(separator: ", "))"
      return .failure(SettingsRejection("no setting '\(key)' in the Settings.bundle of the app; \(known)"))
    }
    return specifier.value(forText: text)
  }

  /// The changes a user can make in the Settings app, as the explorer tries them (`settings APP
  /// KEY=VALUE`), each differing from the specifier's default: a toggle turned to the other side
  /// (on when there is no default), each other value of a multi-value or radio group, a slider at
  /// its minimum and at its maximum. Text fields are left out: there is no one text a user
  /// types; a title value cannot be changed at all.
  public var userChanges: [(key: String, value: String)] {
    var changes: [(key: String, value: String)] = []
    for specifier in keyedSpecifiers {
      guard let key = specifier.key else { continue }
      switch specifier.kind {
      case .toggleSwitch:
        let isOn = specifier.defaultValue.map { $0 == .boolean(true) || $0.description == "true" } ?? false
        changes.append((key, isOn ? "false" : "true"))
      case .multiValue(let values, _), .radioGroup(let values, _):
        for value in values where value != specifier.defaultValue { changes.append((key, value.description)) }
      case .slider(let minimum, let maximum):
        for bound in [minimum, maximum] where specifier.defaultValue?.number != bound {
          changes.append((key, SettingsValue.real(bound).description))
        }
      case .textField, .titleValue, .group, .childPane, .other:
        continue
      }
    }
    return changes
  }
}
