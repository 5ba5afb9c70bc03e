import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

@MainActor
@Suite("UIScreen.main: 320 × 480 points everywhere, at the scale of the hardware the device stands for")
struct ScreenTests {
  /// The screen as app code on `generation` sees it.
  func screen(_ generation: OSGeneration, multitasking: Bool = true) throws -> (CGRect, CGFloat, CGRect) {
    let device = try Device(
      profile: .of(generation), memoryBytes: 512 << 20, multitaskingSupported: multitasking,
      catalog: restoringCatalog(RestorationLog(), RestoringAppDelegate.Options()))
    try device.install(InstallSpec(name: "Notes", appID: "restoring"))
    try device.launch("Notes")
    let app = try #require(uikitApp("Notes", in: device))
    return app.runAsAppCode { (UIScreen.main.bounds, UIScreen.main.scale, UIScreen.main.nativeBounds) }
  }

  @Test("a Retina iPhone 4 from iOS 4 on; scale 1 under iPhone OS 3 and on a device without multitasking")
  func scaleFollowsTheHardware() throws {
    let points = CGRect(x: 0, y: 0, width: 320, height: 480)
    for generation in [OSGeneration.ios4, .ios7, .ios13] {
      let (bounds, scale, native) = try screen(generation)
      #expect(bounds == points && scale == 2, "\(generation)")
      #expect(native == CGRect(x: 0, y: 0, width: 640, height: 960), "\(generation)")
    }
    #expect(try screen(.ios3).1 == 1)
    let (bounds, scale, native) = try screen(.ios4, multitasking: false)
    #expect(bounds == points && scale == 1 && native == points)
  }
}
