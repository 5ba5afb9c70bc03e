import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite("Xcode's colour and image literals are UIColor and UIImage, as UIKit makes them")
struct LiteralTests {
  @Test("#colorLiteral is the UIColor of its components")
  func colorLiteral() {
    let colors = [
      #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1),
      #colorLiteral(red: 0, green: 0, blue: 0, alpha: 0.5),
    ]
    #expect(colors[0] == UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 1))
    #expect(colors[1].cgColor.alpha == 0.5)
  }

  @Test("#imageLiteral of an image the app's bundle lacks crashes the app, naming it")
  func missingImageLiteralCrashes() throws {
    let device = try makeDevice(
      .ios13, catalog: AppCatalog.builtIn.addingUIKitApp("pulse") { PulseDelegate() })
    try device.install(InstallSpec(name: "Pulse", appID: "pulse"))
    try device.launch("Pulse")
    try device.runAsAppCode(of: "Pulse", as: PulseDelegate.self) { _ in
      let image = #imageLiteral(resourceName: "nowhere")
      #expect(image.size == .zero)
    }
    #expect(device.state(of: "Pulse") == .notRunning)
    #expect(
      try #require(device.reports.last).description.contains("#imageLiteral(resourceName: \"nowhere\")"))
  }
}
