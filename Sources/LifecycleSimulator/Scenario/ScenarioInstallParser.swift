import LifecycleCore

/// Parses `install NAME [app=ID] [footprint=SIZE] [exits-on-suspend]
/// [background-modes=MODE,…] [scenes]`.
enum ScenarioInstallParser {
  /// The flags of `install`.
  static let flags = ScenarioFlagSet(
    step: "install",
    flags: [
      .init(name: "app", placeholder: "ID"),
      .init(name: "footprint", placeholder: "SIZE"),
      .init(name: "exits-on-suspend", placeholder: nil),
      .init(name: "background-modes", placeholder: "MODE,…"),
      .init(name: "scenes", placeholder: nil),
    ])

  /// Reads the app's name and flags after `install`; the name must not be installed yet.
  static func parse(
    _ reader: inout ScenarioStepArguments, apps: ScenarioInstalledApps
  ) throws(ScenarioError) -> InstallSpec {
    let nameToken = try reader.requiredWord("app name")
    let looksLikeFlag =
      nameToken.flag != nil || flags.flags.contains { $0.placeholder == nil && $0.name == nameToken.text }
    if looksLikeFlag && !nameToken.isQuoted {
      throw reader.error(
        "missing app name after 'install'; found the flag \(nameToken.quotedForMessage) (quote a name to use it anyway)",
        at: nameToken)
    }
    if let line = apps.line(of: nameToken.text) {
      throw reader.error(
        "app \(nameToken.quotedForMessage) is already installed, on line \(line); give this one another name",
        at: nameToken)
    }
    var spec = InstallSpec(name: nameToken.text)
    var seen: [String: Int] = [:]
    while let token = reader.next() {
      let (name, flag) = try flags.read(token, reader: reader, seen: &seen)
      switch (name, flag) {
      case ("exits-on-suspend", _): spec.info.exitsOnSuspend = true
      case ("scenes", _): spec.info.adoptsScenes = true
      case ("app", .some(let flag)):
        guard !flag.value.isEmpty else {
          throw reader.error("missing app ID after 'app='", at: flag.valueColumn)
        }
        spec.appID = flag.value
      case ("footprint", .some(let flag)):
        spec.footprintBytes = try ScenarioQuantity.bytes(flag.value, at: reader.location(flag.valueColumn))
      case ("background-modes", .some(let flag)):
        spec.info.backgroundModes = try backgroundModes(flag, reader: reader)
      default:
        break  // `flags.read` accepts only the names above, with a value exactly when they take one.
      }
    }
    return spec
  }

  /// The modes of `background-modes=audio,location`.
  private static func backgroundModes(
    _ flag: ScenarioFlag, reader: ScenarioStepArguments
  ) throws(ScenarioError) -> Set<BackgroundMode> {
    // The list as one unquoted token; a quoted value's names are counted from its first character.
    let column = flag.valueColumn + (flag.valueIsQuoted ? 1 : 0)
    let token = ScenarioToken(text: flag.value, column: column, endColumn: column, isQuoted: false, flag: nil)
    let items = try ScenarioNameList.split([token], what: "background mode", reader: reader)
    guard !items.isEmpty else {
      throw reader.error("missing background modes after 'background-modes='", at: flag.valueColumn)
    }
    var modes: Set<BackgroundMode> = []
    for item in items {
      guard let mode = BackgroundMode(rawValue: item.name) else {
        let names = BackgroundMode.allCases.map(\.rawValue)
        let tail = ScenarioMessage.suggestionOrChoices(for: item.name, among: names)
        throw reader.error(
          "unknown background mode \(ScenarioMessage.quote(item.name)); \(tail)", at: item.column)
      }
      modes.insert(mode)
    }
    return modes
  }
}
