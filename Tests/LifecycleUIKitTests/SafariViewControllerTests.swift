import Foundation
import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An app that opens its help page in the in-app browser, as the corpus's apps do
/// (`present(SFSafariViewController(url:), animated:)`), and notes what the browser tells it.
@MainActor
final class HelpPageAppDelegate: UIResponder, UIApplicationDelegate, SFSafariViewControllerDelegate,
  ScenarioScriptable
{
  var window: UIWindow?
  let root = UIViewController()
  var heard: [String] = []
  var style: SFSafariViewController.DismissButtonStyle = .done

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  func openHelp(_ address: String) {
    guard let url = URL(string: address) else { return }
    let browser = SFSafariViewController(url: url)
    browser.delegate = self
    browser.dismissButtonStyle = style
    browser.preferredBarTintColor = .black
    root.present(browser, animated: true)
  }

  func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    heard.append("finished, presented: \(root.presentedViewController != nil)")
  }

  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {
    heard.append("initial load: \(didLoadSuccessfully)")
  }

  static let scenarioScript = ScenarioScript(
    for: HelpPageAppDelegate.self,
    actions: [
      "help": { app, _ in app.openHelp("https://example.com/help") },
      "help-file": { app, _ in app.openHelp("file:///help.html") },
      "help-close": { app, _ in
        app.style = .close
        app.openHelp("https://example.com/help")
      },
    ],
    probes: ["heard": { app in app.heard.joined(separator: "; ") }])
}

/// The in-app browser (“SFSafariViewController”): presented like any controller, closed by the
/// user's tap on its dismiss button, after which the delegate hears it; never a page loaded.
@MainActor
@Suite("SFSafariViewController: presented, closed by the user, the delegate told")
struct SafariViewControllerTests {
  func launch() throws -> Device {
    let catalog = AppCatalog.builtIn.addingUIKitApp("help") { HelpPageAppDelegate() }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Help", appID: "help"))
    try device.launch("Help")
    return device
  }

  @Test(
    "the user taps Done: the browser is dismissed, then the delegate told; its load failed, with no network")
  func doneDismissesAndTellsTheDelegate() throws {
    let device = try launch()
    _ = try device.perform("help", arguments: [], in: "Help")
    #expect(uikitApp("Help", in: device)?.screenPath() == "UIViewController > SFSafariViewController")
    device.advance(by: .seconds(1))
    #expect(try device.drive(.tap(.named("Done")), in: "Help") == nil)
    #expect(uikitApp("Help", in: device)?.screenPath() == "UIViewController")
    #expect(try device.probe("heard", of: "Help") == "initial load: false; finished, presented: false")
    #expect(device.misuses.isEmpty)
  }

  @Test("online, with an answer for the page, the initial load succeeds, after the answer's latency")
  func onlineLoad() throws {
    let device = try launch()
    device.network(.online)
    device.respond(
      to: "https://example.com/help", statusCode: 200, body: Array("<html>".utf8), after: .seconds(1))
    _ = try device.perform("help", arguments: [], in: "Help")
    #expect(try device.probe("heard", of: "Help") == "")
    device.advance(by: .seconds(1))
    #expect(try device.probe("heard", of: "Help") == "initial load: true")
  }

  @Test("the dismiss button reads as its style says")
  func closeStyle() throws {
    let device = try launch()
    _ = try device.perform("help-close", arguments: [], in: "Help")
    #expect(throws: (any Error).self) { try device.drive(.tap(.named("Done")), in: "Help") }
    #expect(try device.drive(.tap(.named("Close")), in: "Help") == nil)
  }

  @Test("a URL that is not http or https is UIKit's exception: the app crashes")
  func fileURLCrashes() throws {
    let device = try launch()
    _ = try device.perform("help-file", arguments: [], in: "Help")
    #expect(device.state(of: "Help") == .notRunning)
    #expect(device.reports.last?.details.contains("unsupported scheme") == true)
  }
}
