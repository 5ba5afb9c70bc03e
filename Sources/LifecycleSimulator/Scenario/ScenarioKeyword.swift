/// The first word of a step: what kind of step it is. Case-sensitive.
enum ScenarioKeyword: String, CaseIterable, Sendable {
  case device
  case install
  case launch
  case home
  case switchTo = "switch"
  case quit
  case call
  case lock
  case unlock
  case notificationCenter = "notification-center"
  case advance
  case memoryWarning = "memory-warning"
  case memoryPressure = "memory-pressure"
  case jetsam
  case reboot
  case settings
  case locale
  case language
  case mailAccounts = "mail-accounts"
  case orientation
  case battery
  case accessory
  case network
  case respond
  case significantTimeChange = "significant-time-change"
  case backgroundFetch = "background-fetch"
  case push
  case openURL = "open-url"
  case perform = "do"
  case tap
  case type
  case scroll
  case selectRow = "select-row"
  case deleteRow = "delete-row"
  case selectTab = "select-tab"
  case set
  case pullToRefresh = "pull-to-refresh"
  case back
  case expect

  /// Every step name, in the order `Docs/ScenarioLanguage.md` lists them.
  static let names = allCases.map(\.rawValue)
}
