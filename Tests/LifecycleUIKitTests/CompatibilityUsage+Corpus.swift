import Foundation
import LifecycleUIKit
import Testing

extension CompatibilityUsage {
  /// Rows the corpus's counts found missing from the page, for API that was there.
  static let listedFromTheCorpus: [String: Use] = [
    "UIViewController.dismiss(animated:completion:)": {
      let _: (UIViewController, Bool, (@MainActor () -> Void)?) -> Void = {
        $0.dismiss(animated: $1, completion: $2)
      }
    },
    "UIAlertController.Style.alert": {
      #expect(
        UIAlertController.Style.alert.rawValue == 1 && UIAlertController.Style.actionSheet.rawValue == 0)
    },
    "UIAlertAction.init(title:style:handler:)": {
      let action = UIAlertAction(title: "Delete", style: .destructive) { _ in }
      #expect(action.title == "Delete" && action.style == .destructive)
    },
    "UIAlertAction.Style.cancel": {
      #expect(UIAlertAction.Style.cancel.rawValue == 1 && UIAlertAction.Style.destructive.rawValue == 2)
    },
    "UITableView.cellForRow(at:)": {
      #expect(UITableView().cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    },
    "UITableView.deselectRow(at:animated:)": {
      let _: (UITableView, IndexPath, Bool) -> Void = { $0.deselectRow(at: $1, animated: $2) }
    },
    "IndexPath.init(row:section:)": {
      let path = IndexPath(row: 3, section: 1)
      #expect(path.row == 3 && path.section == 1)
    },
    "IndexPath.row": {
      var path = IndexPath(item: 2, section: 0)
      path.section = 1
      #expect(path.row == 2 && path.section == 1)
    },
    "UIResponder.becomeFirstResponder()": { #expect(UIResponder().becomeFirstResponder() == false) },
    "UIResponder.resignFirstResponder()": { _ = UIResponder().resignFirstResponder() },
    "UIResponder.isFirstResponder": { #expect(UIResponder().isFirstResponder == false) },
    "UIResponder.canBecomeFirstResponder": {
      #expect(!UIResponder().canBecomeFirstResponder && UITextField().canBecomeFirstResponder)
    },
    "UIResponder.next": { #expect(UIResponder().next == nil) },
    "UIDevice.userInterfaceIdiom": { #expect(UIDevice.current.userInterfaceIdiom == .phone) },
    "UIDevice.model": {
      #expect(UIDevice.current.model == "iPhone" && UIDevice.current.localizedModel == "iPhone")
    },
    "UITableView.automaticDimension": { #expect(UITableView.automaticDimension == -1) },
    "UITableView.estimatedRowHeight": { roundTrip(UITableView(), \.estimatedRowHeight, 80) },
    "UIGestureRecognizer.UISwipeGestureRecognizer.numberOfTouchesRequired": {
      let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
      swipe.numberOfTouchesRequired = 2
      #expect(swipe.numberOfTouchesRequired == 2)
    },
    "UIView.bringSubviewToFront(_:)": {
      let parent = UIView()
      let (a, b) = (UIView(), UIView())
      parent.addSubview(a)
      parent.addSubview(b)
      parent.bringSubviewToFront(a)
      #expect(parent.subviews.last === a)
      parent.sendSubviewToBack(a)
      #expect(parent.subviews.first === a)
    },
    "UILabel.minimumScaleFactor": { roundTrip(UILabel(), \.minimumScaleFactor, 0.5) },
    "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)": {
      let timer = Timer.scheduledTimer(
        timeInterval: 1, target: UIView(), selector: Selector(("tick:")), userInfo: "info", repeats: false)
      #expect(timer.userInfo as? String == "info")
      timer.invalidate()
    },
    "Timer.userInfo": { #expect(Timer().userInfo == nil) },
    "Timer.init()": { #expect(Timer().isValid) },
    "os_log(_:dso:log:type:_:)": {
      os_log("compiles, outside any app: written nowhere", type: .debug)
    },
    "OSLog.init(subsystem:category:)": {
      #expect(OSLog(subsystem: "s", category: "c").category == "c")
    },
    "OSLog.default": { #expect(OSLog.default.subsystem.isEmpty && OSLog.disabled !== OSLog.default) },
    "OSLogType.info": { #expect(OSLogType.info.rawValue == 1 && OSLogType.fault.rawValue == 0x11) },
    "UIView.accessibilityIdentifier": { roundTrip(UIView(), \.accessibilityIdentifier, "save") },
    "UIView.accessibilityLabel": {
      let view = UIView()
      view.accessibilityLabel = "Save"
      view.accessibilityHint = "Saves the note"
      view.isAccessibilityElement = true
      #expect(view.accessibilityLabel == "Save" && view.accessibilityHint == "Saves the note")
      #expect(view.isAccessibilityElement)
    },
    "UIFont.systemFont(ofSize:weight:)": {
      #expect(UIFont.systemFont(ofSize: 17, weight: .regular) == UIFont.systemFont(ofSize: 17))
      #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
      #expect(UIFont.Weight.bold.rawValue == 0.4)
    },
    "UITableView.init(frame:style:)": {
      #expect(UITableView(frame: .zero, style: .grouped).style == .grouped)
    },
    "UIViewController.modalPresentationStyle": {
      roundTrip(UIViewController(), \.modalPresentationStyle, .overFullScreen)
    },
  ]

  static let navigationBars: [String: Use] = [
    "UINavigationController.navigationBar": {
      let navigation = UINavigationController(rootViewController: UIViewController())
      #expect(navigation.navigationBar === navigation.navigationBar)
    },
    "UINavigationBar.barTintColor": { roundTrip(UINavigationBar(), \.barTintColor, .red) },
    "UINavigationBar.isTranslucent": { roundTrip(UINavigationBar(), \.isTranslucent, false) },
    "UINavigationBar.barStyle": { roundTrip(UINavigationBar(), \.barStyle, .black) },
    "UINavigationBar.titleTextAttributes": {
      let bar = UINavigationBar()
      bar.titleTextAttributes = [.foregroundColor: UIColor.white]
      #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
    },
    "UINavigationBar.largeTitleTextAttributes": {
      let bar = UINavigationBar()
      bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
      #expect(bar.largeTitleTextAttributes?.count == 1)
    },
    "UINavigationBar.prefersLargeTitles": { roundTrip(UINavigationBar(), \.prefersLargeTitles, true) },
    "UINavigationBar.shadowImage": {
      let bar = UINavigationBar()
      bar.shadowImage = UIImage(name: "line", size: CGSize(width: 1, height: 1))
      #expect(bar.shadowImage?.name == "line")
    },
    "UINavigationBar.setBackgroundImage(_:for:)": {
      let bar = UINavigationBar()
      bar.setBackgroundImage(UIImage(name: "bar", size: CGSize(width: 1, height: 1)), for: .default)
      #expect(bar.backgroundImage(for: .default)?.name == "bar" && bar.backgroundImage(for: .compact) == nil)
    },
  ]

  static let safari: [String: Use] = [
    "SFSafariViewController.init(url:)": {
      let browser = SFSafariViewController(url: URL(string: "https://example.com")!)
      #expect(browser.url.host == "example.com")
    },
    "SFSafariViewController.init(url:configuration:)": {
      let configuration = SFSafariViewController.Configuration()
      configuration.entersReaderIfAvailable = true
      let browser = SFSafariViewController(
        url: URL(string: "https://example.com")!, configuration: configuration)
      #expect(browser.configuration.entersReaderIfAvailable)
    },
    "SFSafariViewController.init(url:entersReaderIfAvailable:)": {
      let browser = SFSafariViewController(
        url: URL(string: "https://example.com")!, entersReaderIfAvailable: true)
      #expect(browser.configuration.entersReaderIfAvailable)
    },
    "SFSafariViewController.delegate": { _ = \SFSafariViewController.delegate },
    "SFSafariViewController.dismissButtonStyle": {
      roundTrip(
        SFSafariViewController(url: URL(string: "https://example.com")!), \.dismissButtonStyle, .close)
    },
    "SFSafariViewController.url": { _ = \SFSafariViewController.url },
    "SFSafariViewController.preferredBarTintColor": {
      roundTrip(
        SFSafariViewController(url: URL(string: "https://example.com")!), \.preferredBarTintColor, .black)
    },
    "SFSafariViewController.preferredControlTintColor": {
      roundTrip(
        SFSafariViewController(url: URL(string: "https://example.com")!), \.preferredControlTintColor, .white)
    },
    "SFSafariViewController.Configuration.entersReaderIfAvailable": {
      roundTrip(SFSafariViewController.Configuration(), \.entersReaderIfAvailable, true)
    },
    "SFSafariViewController.Configuration.barCollapsingEnabled": {
      roundTrip(SFSafariViewController.Configuration(), \.barCollapsingEnabled, false)
    },
    "SFSafariViewControllerDelegate.safariViewControllerDidFinish(_:)": {
      let _: (any SFSafariViewControllerDelegate, SFSafariViewController) -> Void = {
        $0.safariViewControllerDidFinish($1)
      }
    },
    "SFSafariViewControllerDelegate.safariViewController(_:didCompleteInitialLoad:)": {
      let _: (any SFSafariViewControllerDelegate, SFSafariViewController, Bool) -> Void = {
        $0.safariViewController($1, didCompleteInitialLoad: $2)
      }
    },
  ]
}
