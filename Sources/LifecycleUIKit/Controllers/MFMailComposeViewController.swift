/// The mail composition sheet (MessageUI on iOS: there, `import MessageUI` too).
///
/// Article “Multitasking pitfalls”: with no mail account set up, `init` returned nil —
/// on the OS generations where the profile's `mailComposerIsNilWithoutAccount` says so —
/// and presenting that nil crashed the app. Swift code for UIKit sees a non-failable
/// `init()`, so the naive code the article warns about reads
///
///     let composer = MFMailComposeViewController()
///     composer.mailComposeDelegate = self   // a message to nil: nothing happens
///     present(composer, animated: true)     // crash: a nil modal view controller
///
/// Here `init()` keeps UIKit's signature and returns an object that stands for nil:
/// every setter is ignored, as messages to nil are, and presenting or pushing it
/// crashes the app through the device (a crash report, never a trap of the test
/// process). Check ``canSendMail()`` right before creating one.
@preconcurrency @MainActor
open class MFMailComposeViewController: UINavigationController {
  /// Whether the device can send mail: it has a mail account (“canSendMail()”).
  public class func canSendMail() -> Bool { (AppContext.process?.mailAccountCount ?? 0) > 0 }

  private let isNilStandIn: Bool
  private weak var storedDelegate: (any MFMailComposeViewControllerDelegate)?
  /// The subject set, if any.
  public private(set) var subject: String?
  /// The recipients set.
  public private(set) var toRecipients: [String] = []
  /// The body set, if any.
  public private(set) var messageBody: String?

  /// Creates a composer; with no mail account, on the generations where `init`
  /// returned nil, an object that stands for nil.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    let process = AppContext.process
    isNilStandIn =
      (process?.environment.profile.mailComposerIsNilWithoutAccount ?? false)
      && process?.mailAccountCount == 0
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a composer from an interface file.
  public required init?(coder: NSCoder) {
    isNilStandIn = false
    super.init(coder: coder)
  }

  /// Creates a composer (see the type's discussion for the no-account case).
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  override var standsForNil: Bool { isNilStandIn }

  /// The delegate told when the user finishes.
  public var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)? {
    get { storedDelegate }
    set {
      guard !isNilStandIn else { return }
      storedDelegate = newValue
      // A delegate method declared below the adopting class is never called (a misuse).
      if let newValue { appHost?.verifyDispatch(of: newValue, against: .mailComposeDelegate) }
    }
  }

  /// Sets the subject.
  public func setSubject(_ subject: String) { if !isNilStandIn { self.subject = subject } }

  /// Sets the recipients.
  public func setToRecipients(_ toRecipients: [String]?) {
    if !isNilStandIn { self.toRecipients = toRecipients ?? [] }
  }

  /// Sets the body.
  public func setMessageBody(_ body: String, isHTML: Bool) { if !isNilStandIn { messageBody = body } }

  /// The user sends, saves or cancels: the delegate is told (it dismisses the sheet).
  /// (Simulator addition for scenario actions.)
  public func simulateUserFinish(with result: MFMailComposeResult) {
    mailComposeDelegate?.mailComposeController(self, didFinishWith: result, error: nil)
  }
}

/// How the user left the mail sheet.
public enum MFMailComposeResult: Int, Sendable {
  /// Cancelled.
  case cancelled = 0
  /// Saved as a draft.
  case saved = 1
  /// Queued for sending.
  case sent = 2
  /// Failed.
  case failed = 3
}

/// The delegate of a mail composer.
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: AnyObject {
  /// The user finished; dismiss the composer here.
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
  /// Does nothing.
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) {}
}
