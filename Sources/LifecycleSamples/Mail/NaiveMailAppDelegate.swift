#if canImport(UIKit)
  import UIKit
  import MessageUI
#else
  import LifecycleUIKit
#endif

/// `mail-naive`: creates and presents the composer without checking.
///
/// Article “Multitasking pitfalls”: with no mail account set up,
/// `MFMailComposeViewController`'s `init` returns nil, and presenting that nil crashes the
/// app. With multitasking the account can be deleted while the app is suspended, so a
/// check made earlier does not help either.
@MainActor
final class NaiveMailAppDelegate: MailAppDelegate {
  override func compose() {
    presentComposer()
  }
}
