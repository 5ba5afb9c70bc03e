/// An object whose outlets an interface file can connect, and that is woken once all
/// connections are made: what `NSObject` gives every object on iOS.
///
/// `UIResponder` (so every view, controller and the app delegate) adopts it. A plain
/// object from outside the file (an External Object) needs it only when the file
/// connects outlets *of* that object; objects that are only outlet targets need nothing.
@preconcurrency @MainActor
public protocol NibConnectable: AnyObject {
  /// Sets the outlet `key` (key-value coding's setter). Implementations accept their
  /// outlets and pass other keys to `super` (or, without a superclass, to
  /// ``NibLoader/reportUndefinedKey(_:of:)`` through `UIResponder`'s default).
  func setValue(_ value: Any?, forKey key: String)
  /// Called after every connection of the file was made.
  func awakeFromNib()
}

/// An object an interface file can create by class name: views and view controllers
/// (`init?(coder:)` is UIKit's nib initializer). Register custom classes with
/// ``UINib/register(_:named:)``.
@preconcurrency @MainActor
public protocol NibInstantiable: NibConnectable {
  /// Creates the object from the file's properties, read through `coder`.
  init?(coder: NSCoder)
}
