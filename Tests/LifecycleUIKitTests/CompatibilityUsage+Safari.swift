import Foundation
import LifecycleUIKit
import Testing

extension CompatibilityUsage {
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
