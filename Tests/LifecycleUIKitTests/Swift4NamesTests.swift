import Testing

/// Code of a Swift 4 project, as Xcode built it until Swift 4.2 renamed UIKit's names: it
/// compiles in Swift 4 mode, which `lifecycle import` keeps for such a project, and each old name
/// is an error naming the new one in later modes, as with Apple's SDK.
@Suite("Swift 4's UIKit names: in Swift 4 mode only, as the SDK has them")
struct Swift4NamesTests {
  static let swift4Code = """
    import LifecycleUIKit

    @MainActor
    final class BoardController: UIViewController {
      func animate(_ view: UIView) {
        UIView.animate(withDuration: 0.2, delay: 0, options: UIViewAnimationOptions.curveEaseIn, animations: {})
        let swipe: UISwipeGestureRecognizer? = nil
        swipe?.direction = UISwipeGestureRecognizerDirection.left
        let button = UIButton(type: UIButtonType.system)
        button.setTitle("Go", for: UIControlState.normal)
        let _: UIControlEvents = .touchUpInside
        NotificationCenter.default.addObserver(
          forName: NSNotification.Name.UIApplicationDidEnterBackground, object: nil, queue: nil) { _ in }
        let _: [NSAttributedStringKey: Any] = [.font: UIFont.systemFont(ofSize: 12)]
        let _: UITableViewRowAnimation = .fade
        let _: UIAlertControllerStyle = .alert
        let _: Int = UISegmentedControlNoSegment
      }
    }

    @MainActor
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?
      ) -> Bool { true }
    }
    """

  @Test("a Swift 4 project's UIKit names compile in Swift 4 mode")
  func swift4ModeCompiles() throws {
    let result = try ApplicationMainAttributeTests.typecheck(Self.swift4Code, swiftVersion: "4")
    #expect(result.status == 0, "\(result.errors)")
  }

  @Test("in Swift 5 mode each old name is an error naming the new one")
  func laterModesRename() throws {
    let result = try ApplicationMainAttributeTests.typecheck(Self.swift4Code, swiftVersion: "5")
    #expect(result.status != 0)
    #expect(
      result.errors.contains {
        $0.contains("'UIViewAnimationOptions' has been renamed to 'UIView.AnimationOptions'")
      })
    #expect(
      result.errors.contains {
        $0.contains(
          "'UIApplicationDidEnterBackground' has been renamed to 'UIApplication.didEnterBackgroundNotification'"
        )
      })
  }
}
