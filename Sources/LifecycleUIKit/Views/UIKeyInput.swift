/// Text input from the keyboard: what text fields and text views adopt. While a
/// `UIKeyInput` is its window's first responder, the keyboard is shown.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
  /// Whether there is any text.
  var hasText: Bool { get }
  /// Inserts typed text at the end (the simulator has no cursor).
  func insertText(_ text: String)
  /// Deletes the last character.
  func deleteBackward()
}

/// How the keyboard capitalizes what the user types (UIKit's `UITextAutocapitalizationType`):
/// kept where a view takes it (inert: the UI driver types text as the step gives it).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No capitalization.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence (UIKit's default).
  case sentences
  /// Every letter.
  case allCharacters
}

/// Whether the keyboard autocorrects (UIKit's `UITextAutocorrectionType`): kept (inert).
public enum UITextAutocorrectionType: Int, Sendable {
  /// The input's own default.
  case `default`
  /// No autocorrection.
  case no
  /// Autocorrection.
  case yes
}

/// The title of the keyboard's Return key (UIKit's `UIReturnKeyType`): kept (inert; the UI
/// driver has no Return key).
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  case `continue`
}

/// The keyboard's layout (UIKit's `UIKeyboardType`): kept (inert: the UI driver types any text).
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters and punctuation of ASCII.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs.
  case URL
  /// Digits.
  case numberPad
  /// A phone pad.
  case phonePad
  /// A phone pad with names.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For Twitter.
  case twitter
  /// For web searches.
  case webSearch
  /// Digits of ASCII.
  case asciiCapableNumberPad
}
