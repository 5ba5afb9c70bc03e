import Foundation

/// What a button keeps per state besides its title: images, title colours, attributed titles.
struct ButtonLooks {
  var images: [UInt: UIImage] = [:]
  var backgroundImages: [UInt: UIImage] = [:]
  var titleColors: [UInt: UIColor] = [:]
  var attributedTitles: [UInt: NSAttributedString] = [:]
  var imageView: UIImageView?
  var contentEdgeInsets = UIEdgeInsets.zero
  var titleEdgeInsets = UIEdgeInsets.zero
  var imageEdgeInsets = UIEdgeInsets.zero

  /// `values[state]`, else the normal state's, as UIKit falls back.
  static func value<Value>(_ values: [UInt: Value], for state: UIControl.State) -> Value? {
    values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
  }
}

/// A button's images, title colours and attributed titles per ``UIControl/State``: kept and read
/// back, a state without its own falling back to the normal state's, as UIKit's; nothing is
/// drawn. An attributed title is what the button shows (its ``titleLabel``, the snapshot and the
/// UI driver read its characters), as UIKit prefers it to the plain title.
extension UIButton {
  /// Sets the image shown in `state` (nil removes it).
  public func setImage(_ image: UIImage?, for state: State) {
    looks.images[state.rawValue] = image
    looks.imageView?.image = currentImage
  }

  /// The image shown in `state`: its own, else the normal state's.
  public func image(for state: State) -> UIImage? { ButtonLooks.value(looks.images, for: state) }

  /// The image shown now.
  public var currentImage: UIImage? { image(for: state) }

  /// The view that shows the current image (made on first use; not among the subviews here).
  public var imageView: UIImageView? {
    let view = looks.imageView ?? UIImageView(image: nil)
    looks.imageView = view
    view.image = currentImage
    return view
  }

  /// Sets the background image of `state`.
  public func setBackgroundImage(_ image: UIImage?, for state: State) {
    looks.backgroundImages[state.rawValue] = image
  }

  /// The background image of `state`: its own, else the normal state's.
  public func backgroundImage(for state: State) -> UIImage? {
    ButtonLooks.value(looks.backgroundImages, for: state)
  }

  /// Sets the title's colour in `state`.
  public func setTitleColor(_ color: UIColor?, for state: State) { looks.titleColors[state.rawValue] = color }

  /// The title's colour in `state`: its own, else the normal state's.
  public func titleColor(for state: State) -> UIColor? { ButtonLooks.value(looks.titleColors, for: state) }

  /// Sets the attributed title shown in `state` (nil removes it).
  public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    looks.attributedTitles[state.rawValue] = title
    _ = titleLabel
  }

  /// The attributed title of `state`: its own, else the normal state's.
  public func attributedTitle(for state: State) -> NSAttributedString? {
    ButtonLooks.value(looks.attributedTitles, for: state)
  }

  /// The attributed title shown now.
  public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// Space around the content: kept and read back.
  public var contentEdgeInsets: UIEdgeInsets {
    get { looks.contentEdgeInsets }
    set { looks.contentEdgeInsets = newValue }
  }

  /// Space around the title: kept and read back.
  public var titleEdgeInsets: UIEdgeInsets {
    get { looks.titleEdgeInsets }
    set { looks.titleEdgeInsets = newValue }
  }

  /// Space around the image: kept and read back.
  public var imageEdgeInsets: UIEdgeInsets {
    get { looks.imageEdgeInsets }
    set { looks.imageEdgeInsets = newValue }
  }
}
