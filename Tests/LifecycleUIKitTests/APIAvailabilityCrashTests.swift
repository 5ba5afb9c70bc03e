import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// Runs one piece of app code, given by the test, when the app finishes launching.
@MainActor
final class ProbingAppDelegate: UIResponder, UIApplicationDelegate {
  nonisolated(unsafe) static var body: @MainActor () -> Void = {}
  var window: UIWindow?
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Self.body()
    return true
  }
}

/// Issue 11 item 7: on a generation that lacks an API, calling it crashes the app with the
/// report iOS gives; code that asks first with `responds(to:)` runs on every generation.
@MainActor
@Suite("API availability by generation", .serialized)
struct APIAvailabilityCrashTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("probe") { ProbingAppDelegate() }

  /// Launches the probe app on `generation` running `body`; returns the device.
  func launch(_ generation: OSGeneration, _ body: @escaping @MainActor () -> Void) throws -> Device {
    ProbingAppDelegate.body = body
    defer { ProbingAppDelegate.body = {} }
    let device = try makeDevice(generation, catalog: catalog)
    try device.install(InstallSpec(name: "App", appID: "probe"))
    try device.launch("App")
    return device
  }

  /// The API calls and the first generation that has each.
  static let calls: [(String, OSGeneration, @MainActor @Sendable () -> Void)] = [
    (
      "-[UIApplication beginBackgroundTaskWithExpirationHandler:]", .ios4,
      {
        let application = UIApplication.shared
        application.endBackgroundTask(application.beginBackgroundTask(expirationHandler: nil))
      }
    ),
    (
      "-[UIApplication beginBackgroundTaskWithName:expirationHandler:]", .ios7,
      {
        let application = UIApplication.shared
        application.endBackgroundTask(
          application.beginBackgroundTask(withName: "save", expirationHandler: nil))
      }
    ),
    ("-[UIApplication applicationState]", .ios4, { _ = UIApplication.shared.applicationState }),
    ("-[UIApplication backgroundTimeRemaining]", .ios4, { _ = UIApplication.shared.backgroundTimeRemaining }),
    ("-[UIDevice isMultitaskingSupported]", .ios4, { _ = UIDevice.current.isMultitaskingSupported }),
    ("-[UIDevice identifierForVendor]", .ios6, { _ = UIDevice.current.identifierForVendor }),
    ("-[UIApplication connectedScenes]", .ios13, { _ = UIApplication.shared.connectedScenes }),
    (
      "-[UIApplication backgroundRefreshStatus]", .ios7,
      { #expect(UIApplication.shared.backgroundRefreshStatus == .available) }
    ),
    (
      "-[UIViewController setRestorationIdentifier:]", .ios6,
      { UIViewController().restorationIdentifier = "A" }
    ),
    ("-[UIViewController setRestorationClass:]", .ios6, { UIViewController().restorationClass = nil }),
    ("-[UIView setRestorationIdentifier:]", .ios6, { UIView(frame: .zero).restorationIdentifier = "V" }),
    ("+[UIImage systemImageNamed:]", .ios13, { _ = UIImage(systemName: "star") }),
    ("+[UIColor systemBackgroundColor]", .ios13, { UIView().backgroundColor = .systemBackground }),
    ("+[UIColor labelColor]", .ios13, { _ = UIColor.label }),
    ("+[UIColor systemBlueColor]", .ios7, { UIView().tintColor = .systemBlue }),
    (
      "-[UITabBarItem setSelectedImage:]", .ios7,
      { UITabBarItem(title: "Map", image: nil, tag: 0).selectedImage = UIImage(name: "map", size: .zero) }
    ),
    (
      "-[UITabBarItem initWithTitle:image:selectedImage:]", .ios7,
      { _ = UITabBarItem(title: "Map", image: nil, selectedImage: nil) }
    ),
  ]

  @Test("each API crashes the app with an unrecognized selector before its generation, and runs from it on")
  func unrecognizedSelectors() throws {
    for (selector, first, call) in Self.calls {
      for generation in OSGeneration.allCases {
        let device = try launch(generation, call)
        let report = device.reports.first
        if generation < first {
          #expect(device.state(of: "App") == .notRunning, "\(selector) on \(generation)")
          #expect(report?.cause == .crash, "\(selector) on \(generation)")
          #expect(
            report?.description.contains("NSInvalidArgumentException: \(selector): unrecognized selector")
              == true,
            "\(selector) on \(generation): \(report?.description ?? "no report")")
        } else {
          #expect(device.state(of: "App") == .active, "\(selector) on \(generation)")
          #expect(device.reports.isEmpty, "\(selector) on \(generation): \(device.reports)")
        }
      }
    }
  }

  @Test("observing the background notification on iPhone OS 3 reads a NULL constant and crashes")
  func notificationConstants() throws {
    let observe: @MainActor () -> Void = {
      NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
      ) { _ in }
    }
    let old = try launch(.ios3, observe)
    #expect(old.state(of: "App") == .notRunning)
    #expect(old.reports.first?.description.contains("EXC_BAD_ACCESS") == true)
    #expect(old.reports.first?.description.contains("UIApplicationDidEnterBackgroundNotification") == true)
    let foreground = try launch(.ios3, { _ = UIApplication.willEnterForegroundNotification })
    #expect(
      foreground.reports.first?.description.contains("UIApplicationWillEnterForegroundNotification") == true)
    #expect(try launch(.ios4, observe).reports.isEmpty)
    // Outside any app's code there is nothing to crash.
    #expect(
      UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
  }

  @Test("responds(to:) answers from the rows for the running generation, on every profile, without crashing")
  func respondsToAnswers() throws {
    for generation in OSGeneration.allCases {
      var answers: [Bool] = []
      let device = try launch(generation) {
        answers = [
          UIDevice.current.responds(to: Selector(("isMultitaskingSupported"))),
          UIApplication.shared.responds(to: "beginBackgroundTaskWithExpirationHandler:"),
          UIApplication.shared.responds(to: Selector(("beginBackgroundTaskWithName:expirationHandler:"))),
          UIViewController().responds(to: Selector(("setRestorationIdentifier:"))),
          UIApplication.shared.responds(to: Selector(("connectedScenes"))),
        ]
      }
      #expect(
        answers == [
          generation >= .ios4, generation >= .ios4, generation >= .ios7, generation >= .ios6,
          generation >= .ios13,
        ], "\(generation)")
      #expect(device.state(of: "App") == .active)
      #expect(device.misuses(of: "App").isEmpty)
    }
  }

  @Test("responds(to:) for a selector no row names is a misuse naming it, and answers false")
  func respondsToUnknown() throws {
    var answer = true
    let device = try launch(.ios7) { answer = UIApplication.shared.responds(to: Selector(("flyAway:"))) }
    #expect(!answer)
    // The misuse's words are what the developer reads — the API and the fix — so they are what is checked.
    #expect(
      device.misuses(of: "App").contains { $0.contains("flyAway:") && $0.contains("APIAvailability") })
  }

  @Test("UIDevice.systemVersion is the profile's version")
  func systemVersion() throws {
    for generation in OSGeneration.allCases {
      var version = ""
      _ = try launch(generation) { version = UIDevice.current.systemVersion }
      #expect(version == generation.systemVersion)
    }
  }
}
