import LifecycleSimulator

/// A view that shows an image: it keeps the ``UIImage`` (its name and size) and draws
/// nothing. The snapshot shows the image's name.
@preconcurrency @MainActor
open class UIImageView: UIView, UIDriverElement {
  /// The image shown, if any.
  open var image: UIImage?
  /// The image shown while highlighted, if any.
  open var highlightedImage: UIImage?
  /// Whether the highlighted image is shown.
  open var isHighlighted = false

  /// An image view showing `image`, its frame the image's size (as UIKit sizes it).
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// An empty image view with a frame; it takes no user interaction until told (UIKit's default).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view from an interface file: reads the view's keys and `imageName`, the image
  /// found with `UIImage(named:)`, or `systemImageName`, a system symbol
  /// (`UIImage(systemName:)`, iOS 13 and later: before, loading it crashes the app). A name the app's bundle has no image for leaves the view
  /// empty and writes a line into the trace, as iOS logs “Could not load the image referenced
  /// from a nib”.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    if let symbol = coder.decodeObject(forKey: "systemImageName") as? String {
      image = UIImage(systemName: symbol)
      return
    }
    guard let name = coder.decodeObject(forKey: "imageName") as? String else { return }
    image = UIImage(named: name)
    if image == nil {
      AppContext.current?.process?.log(
        "Could not load the \"\(name)\" image referenced from an interface file: the app's bundle has no such image"
      )
    }
  }

  /// What the driver reads: the image's name, nil when empty.
  var driverValue: String? { image?.name }
}
