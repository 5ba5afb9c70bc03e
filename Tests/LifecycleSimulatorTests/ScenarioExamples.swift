@testable import LifecycleSimulator

/// Valid scenarios that together use every step kind: the fuzz test's seeds.
enum ScenarioExamples {
  static let all = [
    design, iPhoneOS3Call, backgroundTime, interruptions, changesWhileSuspended, memory, quoting,
    deviceChanges, wakes, uiDriver,
  ]

  /// The example of `Docs/ScenarioLanguage.md`.
  static let design = """
    device profile=ios4 memory=256MB multitasking=yes seed=7
    install Notes app=notes-naive footprint=40MB
    install Game app=tracer footprint=120MB exits-on-suspend
    launch Notes                 # user taps the icon (cold launch, or resume if suspended)
    do Notes type "buy milk"     # an action the app defines for its user
    home                         # Home button
    launch Game
    memory-pressure              # jetsam until free memory is above the threshold
    launch Notes
    expect state Notes active
    expect Notes text == "buy milk"
    """

  /// Article “Call or lock?”: a call on iPhone OS 3 terminates the app and relaunches it.
  static let iPhoneOS3Call = """
    device profile=ios3 multitasking=no
    install Phone app=tracer
    launch Phone
    call incoming
    expect callbacks Phone applicationDidFinishLaunching, applicationDidBecomeActive, applicationWillResignActive
    call accept
    expect state Phone notRunning
    call end
    call decline
    expect notifications Phone UIApplicationDidFinishLaunchingNotification,UIApplicationDidBecomeActiveNotification
    """

  /// A background task running out of time.
  static let backgroundTime = """
    device profile=ios7 memory=1GB seed=42
    install Uploader app=uploader footprint=64MB background-modes=audio,fetch
    launch Uploader
    do Uploader start-upload "big file.mov" chunk=512KB
    home
    advance 170s
    expect state Uploader background
    advance 15s
    expect callbacks Uploader applicationWillResignActive, applicationDidEnterBackground, backgroundTaskExpired
    memory-warning
    expect Uploader uploaded == none
    """

  /// Lock, Notification Center, the switcher and force-quit on iOS 5.
  static let interruptions = """
    device profile=ios5
    install Mail app=mail-composer
    install Notes footprint=20MB
    launch Mail
    lock
    expect state Mail background
    unlock
    notification-center open
    notification-center close
    launch Notes
    switch Mail
    quit Notes
    expect state Notes notRunning
    """

  /// Settings, locale, language and mail accounts changed while suspended, with scenes.
  static let changesWhileSuspended = """
    install Reader app=settings-reader scenes
    launch Reader
    home
    settings Reader theme=dark
    locale fr_FR
    mail-accounts 0
    language de
    launch Reader
    expect Reader theme == "dark"
    expect callbacks Reader sceneWillConnect,sceneWillEnterForeground ,sceneDidBecomeActive
    """

  /// Memory pressure, jetsam aimed at one app, and a reboot.
  static let memory = """
    device profile=ios6 memory=128MB
    install Big app=tracer footprint=100MB
    install Small app=tracer footprint=10MB exits-on-suspend
    launch Big
    home
    launch Small
    jetsam Big
    memory-pressure
    reboot
    expect state Big notRunning
    expect callbacks Small none
    expect notifications Big none
    """

  /// The device turning, its battery, accessories and the time changing while an app is
  /// suspended; reports and misuse checks.
  static let deviceChanges = """
    device profile=ios7 memory=512MB
    install Player footprint=30MB
    launch Player
    home
    orientation landscape-left
    battery 20% charging
    battery 15%
    accessory connect "Car Kit"
    accessory disconnect "Car Kit"
    network online
    respond "https://example.com/*" status=503 after=2s
    network offline
    significant-time-change
    launch Player
    expect report Player none
    expect misuse Player endBackgroundTask
    """

  /// Background fetch, pushes, a URL to open and protected data on iOS 7.
  static let wakes = """
    device profile=ios7 passcode=yes
    install Feed background-modes=fetch,remote-notification
    launch Feed
    home
    background-fetch Feed
    push Feed content-available
    push Feed
    open-url Feed "feed://item?id=3"
    lock
    advance 10s
    unlock
    expect state Feed active
    """

  /// Quoting and comments.
  static let quoting = #"""
    # quoting
    install "Two Words" app="notes-naive"   # quoted app id
    launch "Two Words"
    do "Two Words" type "say \"hi\"" "" "a # not a comment"
    expect "Two Words" text == "say \"hi\""
    advance 250ms
    advance 1h
    """#

  /// The UI driver's steps and checks (the tracer has no interface: the first step stops the
  /// run, the parser and the printer see them all).
  static let uiDriver = #"""
    install Cities app=tracer
    launch Cities
    tap Cities Save
    type Cities "Search field" "Par is"
    scroll Cities UITableView[0] 240.5
    select-row Cities UITableView[0] 3
    delete-row Cities UITableView[0] 2
    select-tab Cities 1
    set Cities UISlider[0] 0.5
    back Cities
    expect Cities value title == "Paris"
    expect Cities value UISwitch[2] == none
    expect Cities rows UITableView[0] == "Paris ✓,Rome"
    expect Cities screen-path == "UINavigationController > Cities > Paris"
    """#

  /// The kind of a step, as its step name (`expect` split by kind).
  static func kind(of command: ScenarioCommand) -> String {
    switch command {
    case .device: "device"
    case .install: "install"
    case .launch: "launch"
    case .home: "home"
    case .switchTo: "switch"
    case .quit: "quit"
    case .call: "call"
    case .lock: "lock"
    case .unlock: "unlock"
    case .notificationCenter: "notification-center"
    case .advance: "advance"
    case .memoryWarning: "memory-warning"
    case .memoryPressure: "memory-pressure"
    case .jetsam: "jetsam"
    case .reboot: "reboot"
    case .settings: "settings"
    case .locale: "locale"
    case .language: "language"
    case .mailAccounts: "mail-accounts"
    case .orientation: "orientation"
    case .battery: "battery"
    case .accessory: "accessory"
    case .network: "network"
    case .respond: "respond"
    case .significantTimeChange: "significant-time-change"
    case .backgroundFetch: "background-fetch"
    case .push: "push"
    case .openURL: "open-url"
    case .perform: "do"
    case .drive(_, let action): ScenarioDriverParser.stepName(action)
    case .expectValue: "expect value"
    case .expectRows: "expect rows"
    case .expectState: "expect state"
    case .expectCallbacks: "expect callbacks"
    case .expectNotifications: "expect notifications"
    case .expectProbe: "expect probe"
    case .expectReport: "expect report"
    case .expectMisuse: "expect misuse"
    }
  }

  /// Every step kind.
  static let allKinds: Set<String> = [
    "device", "install", "launch", "home", "switch", "quit", "call", "lock", "unlock", "notification-center",
    "advance", "memory-warning", "memory-pressure", "jetsam", "reboot", "settings", "locale", "language",
    "mail-accounts", "orientation", "battery", "accessory", "network", "respond", "significant-time-change",
    "background-fetch", "push", "open-url", "do", "tap", "type", "scroll", "select-row", "delete-row",
    "select-tab",
    "set", "back", "expect value", "expect rows", "expect state", "expect callbacks", "expect notifications",
    "expect probe", "expect report",
    "expect misuse",
  ]
}
