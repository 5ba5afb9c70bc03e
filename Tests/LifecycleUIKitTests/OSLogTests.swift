import Foundation
import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// An app that logs as iOS apps do, with `os_log` and a log of its own.
@MainActor
final class LoggingAppDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  static let store = OSLog(subsystem: "com.example.notes", category: "store")

  func applicationDidEnterBackground(_ application: UIApplication) {
    os_log("saved %{public}@ (%d notes)", log: Self.store, type: .info, "draft", 3)
    os_log("plain message")
    os_log(.error, log: Self.store, "count %{private, mask.hash}d", 7)
    os_log("never seen", log: .disabled, type: .error)
  }

  static let scenarioScript = ScenarioScript(for: LoggingAppDelegate.self, actions: [:])
}

/// “os_log(_:dso:log:type:_:)”: a message of the app's own becomes a line of the trace.
@MainActor
@Suite("os_log writes the app's messages into the trace")
struct OSLogTests {
  @Test("the message is formatted, its privacy markers taken out, with its log and type")
  func messagesInTheTrace() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp("logging") { LoggingAppDelegate() }
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "Logger", appID: "logging"))
    try device.launch("Logger")
    device.home()
    let lines = device.trace.records.compactMap { record -> String? in
      if case .log(_, let message) = record.event { return message }
      return nil
    }
    #expect(lines.contains("[info] com.example.notes/store: saved draft (3 notes)"))
    #expect(lines.contains("plain message"))
    #expect(lines.contains("[error] com.example.notes/store: count 7"))
    #expect(!lines.contains { $0.contains("never seen") })
  }
}
