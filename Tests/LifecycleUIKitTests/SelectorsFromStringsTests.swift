import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// A router of the app's, as Clean Swift's scenes have: an `NSObject` sent selectors made from
/// strings.
final class OrdersRouter: NSObject {
  var routed: [String] = []
}

/// The same kind of object, in code `lifecycle import` did not register.
final class UnimportedRouter: NSObject {}

/// An app whose scenes route by selectors made from segue identifiers.
@MainActor
final class RoutingDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
  var window: UIWindow?
  let router = OrdersRouter()
  let router2 = UnimportedRouter()
  var log: [String] = []

  static let scenarioScript = ScenarioScript(
    for: RoutingDelegate.self,
    actions: [
      "route": { app, arguments in
        let scene = arguments.first ?? ""
        let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
        let router: any NSObjectProtocol = app.router
        if router.responds(to: selector) {
          router.perform(selector, with: "segue")
        } else {
          app.log.append("no route to \(scene)")
        }
      },
      "perform": { app, arguments in
        let router: any NSObjectProtocol = app.router
        router.perform(NSSelectorFromString(arguments.first ?? ""), with: nil)
      },
      "ask-unimported": { app, _ in
        let router: any NSObjectProtocol = app.router2
        app.log.append("responds \(router.responds(to: NSSelectorFromString("routeToHomeWithSegue:")))")
      },
    ],
    probes: ["log": { app in (app.log + app.router.routed).joined(separator: ", ") }])
}

extension RoutingDelegate: SelectorRegistering {
  static func registerSelectors() {
    // What `lifecycle import` writes for the router's class and its @objc method.
    ImportedCode.registerClass(OrdersRouter.self, named: "OrdersRouter")
    ImportedCode.registerAction("routeToShowOrderWithSegue:", for: OrdersRouter.self) { router, segue in
      router.routed.append("ShowOrder \(segue ?? "-")")
    }
  }
}

@MainActor
@Suite("Selectors made from strings reach an app's own NSObject: responds(to:) and perform(_:with:)")
struct SelectorsFromStringsTests {
  func launched() throws -> Device {
    let device = try makeDevice(
      .ios13, catalog: AppCatalog.builtIn.addingUIKitApp("routing") { RoutingDelegate() })
    try device.install(InstallSpec(name: "Orders", appID: "routing"))
    try device.launch("Orders")
    return device
  }

  @Test(
    "a registered method responds and is performed with its argument; an imported class answers false for others"
  )
  func registeredAndNot() throws {
    let device = try launched()
    _ = try device.perform("route", arguments: ["ShowOrder"], in: "Orders")
    _ = try device.perform("route", arguments: ["CreateOrder"], in: "Orders")
    #expect(try device.probe("log", of: "Orders") == "no route to CreateOrder, ShowOrder segue")
    #expect(device.misuses(of: "Orders").isEmpty, "an imported class's false is iOS's answer")
  }

  @Test("performing a selector an imported class has no method for crashes the app, as iOS raises")
  func unrecognizedSelectorCrashes() throws {
    let device = try launched()
    _ = try device.perform("perform", arguments: ["routeToNowhereWithSegue:"], in: "Orders")
    let report = try #require(device.reports.last).description
    #expect(report.contains("unrecognized selector") && report.contains("routeToNowhereWithSegue:"))
  }

  @Test("asking a class the import did not register is a misuse naming the selector and the fix")
  func unimportedClassIsLoud() throws {
    let device = try launched()
    _ = try device.perform("ask-unimported", arguments: [], in: "Orders")
    #expect(try device.probe("log", of: "Orders") == "responds false")
    let misuses = device.misuses(of: "Orders")
    #expect(misuses.count == 1 && misuses[0].contains("SelectorDispatch.register(\"routeToHomeWithSegue:\""))
  }
}
