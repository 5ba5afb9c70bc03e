import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// The mail screen of the article “Multitasking pitfalls”: `mail-naive` creates and presents
/// a composer without checking; `mail` checks `canSendMail()` right before.
@MainActor
final class MailAppDelegate: UIResponder, UIApplicationDelegate, MFMailComposeViewControllerDelegate,
  ScenarioScriptable
{
  var window: UIWindow?
  let root = UIViewController()
  var results: [String] = []

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

  func composeNaively() {
    let composer = MFMailComposeViewController()
    composer.mailComposeDelegate = self
    composer.setSubject("Notes")
    root.present(composer, animated: true)
    results.append("presented")
  }

  func composeCarefully() {
    guard MFMailComposeViewController.canSendMail() else {
      UIAlertView(title: "No mail account", message: nil, delegate: nil, cancelButtonTitle: "OK").show()
      return
    }
    composeNaively()
  }

  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) {
    results.append("finished \(result)")
    controller.dismiss(animated: true)
  }

  static let scenarioScript = ScenarioScript(
    for: MailAppDelegate.self,
    actions: [
      "mail-naive": { app, _ in app.composeNaively() },
      "mail": { app, _ in app.composeCarefully() },
      "send": { app, _ in
        (app.root.presentedViewController as? MFMailComposeViewController)?.simulateUserFinish(with: .sent)
      },
    ],
    probes: ["results": { app in app.results.joined(separator: ", ") }])
}

@MainActor
@Suite("Mail composer (“Multitasking pitfalls”)")
struct MailComposerTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("mail") { MailAppDelegate() }

  func mailApp(accounts: Int) throws -> Device {
    let device = try makeDevice(.ios4, catalog: catalog)
    try device.install(InstallSpec(name: "Mail", appID: "mail"))
    device.setMailAccounts(accounts)
    try device.launch("Mail")
    return device
  }

  @Test("with no mail account, presenting the composer the naive code made crashes the app with a report")
  func naiveCrash() throws {
    let device = try mailApp(accounts: 0)
    #expect(try device.perform("mail-naive", arguments: [], in: "Mail") == nil)
    #expect(device.state(of: "Mail") == .notRunning)
    let report = try #require(device.reports.last)
    #expect(report.cause == .crash)
    #expect(report.details.contains("Application tried to present a nil modal view controller"))
  }

  @Test("the composer made without an account stands for nil: the messages sent to it are ignored")
  func composerStandsForNil() throws {
    let device = try mailApp(accounts: 0)
    let app = try #require(uikitApp("Mail", in: device))
    let delegate = try #require(app.delegate as? MailAppDelegate)
    app.runAsAppCode {
      #expect(!MFMailComposeViewController.canSendMail())
      let composer = MFMailComposeViewController()
      composer.mailComposeDelegate = delegate
      composer.setSubject("Notes")
      #expect(composer.mailComposeDelegate == nil && composer.subject == nil)
    }
    #expect(device.state(of: "Mail") == .active)
  }

  @Test("checking canSendMail right before avoids the crash")
  func carefulCheck() throws {
    let device = try mailApp(accounts: 0)
    _ = try device.perform("mail", arguments: [], in: "Mail")
    #expect(device.state(of: "Mail") == .active)
    #expect(try device.probe("alert", of: "Mail") == "No mail account")
    #expect(device.reports.isEmpty)
  }

  @Test("with an account, the composer is presented and dismissed by its delegate")
  func withAccount() throws {
    let device = try mailApp(accounts: 1)
    _ = try device.perform("mail-naive", arguments: [], in: "Mail")
    #expect(try device.probe("screen", of: "Mail") == "MFMailComposeViewController")
    _ = try device.perform("send", arguments: [], in: "Mail")
    #expect(try device.probe("results", of: "Mail") == "presented, finished sent")
    #expect(try device.probe("screen", of: "Mail") == "UIViewController")
  }
}
