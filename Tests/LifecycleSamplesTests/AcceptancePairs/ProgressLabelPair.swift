#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

// Pair "progress label". Article “Lifecycle and state transitions”: a suspended app dies with
// no callback, so everything the user entered must be saved on the way to the background;
// “applicationWillTerminate(_:)”: the app in front that the system or the user ends is told
// there. Both apps show the progress of a send in a label they compute ("Sending 0 of 3"),
// which reads "Ready" after a relaunch: output, not the user's data. The naive app keeps the
// message only once it is sent, so a message still being written is lost to any end of the
// process; the careful one also saves it as a draft on every way out.

/// A message form: a field, a label with the send's progress, and a "Send" row.
@MainActor
class OutboxFormDelegate: UIResponder, UIApplicationDelegate, UITableViewDataSource, UITableViewDelegate {
  var window: UIWindow?
  let message = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  let progress = UILabel(frame: CGRect(x: 0, y: 44, width: 320, height: 44))
  let commands = UITableView(frame: CGRect(x: 0, y: 88, width: 320, height: 44), style: .plain)

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let controller = UIViewController()
    message.accessibilityIdentifier = "Message"
    message.text = UserDefaults.standard.string(forKey: "message")
    progress.accessibilityIdentifier = "Progress"
    progress.text = "Ready"
    commands.accessibilityIdentifier = "Commands"
    commands.dataSource = self
    commands.delegate = self
    for view in [message, progress, commands] as [UIView] { controller.view.addSubview(view) }
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    window?.endEditing(true)
  }

  func applicationWillTerminate(_ application: UIApplication) {}

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "command")
    cell.textLabel?.text = "Send"
    cell.accessibilityIdentifier = "Send"
    return cell
  }

  /// Send: the message goes to the outbox, and the label counts the recipients done.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    UserDefaults.standard.set(message.text, forKey: "message")
    progress.text = "Sending 0 of 3"
  }
}

/// Keeps the message only when it is sent.
@MainActor
final class NaiveOutboxFormDelegate: OutboxFormDelegate {}

/// Also saves the message being written when the app enters the background or is told it
/// terminates.
@MainActor
final class CarefulOutboxFormDelegate: OutboxFormDelegate {
  override func applicationDidEnterBackground(_ application: UIApplication) {
    super.applicationDidEnterBackground(application)
    UserDefaults.standard.set(message.text, forKey: "message")
  }

  override func applicationWillTerminate(_ application: UIApplication) {
    UserDefaults.standard.set(message.text, forKey: "message")
  }
}

#if !canImport(UIKit)
  extension NaiveOutboxFormDelegate: MainInstantiable {}
  extension CarefulOutboxFormDelegate: MainInstantiable {}
#endif
