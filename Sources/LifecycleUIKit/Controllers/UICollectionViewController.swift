/// A controller whose view is a collection view, and which is its data source and delegate
/// (“UICollectionViewController”).
///
/// As in UIKit it declares the data source and delegate methods, so that a subclass writes them
/// with `override`: by default one section and no items. With ``clearsSelectionOnViewWillAppear``
/// (the default) the selection is cleared each time the view is about to appear — in this
/// class's ``viewWillAppear(_:)``, so an override must call `super`, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate
{
  /// The layout given to the initializer, which the collection view made in code takes.
  private let initialLayout: UICollectionViewLayout
  /// The collection view's layout (before the view is loaded, the one it will be made with).
  public var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
  }
  /// Whether the selection is cleared when the view is about to appear.
  public var clearsSelectionOnViewWillAppear = true

  /// A controller whose collection view `layout` places.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller whose view comes from the interface file `nibNameOrNil` (which must connect a
  /// collection view as the `view` outlet), or a collection view with a flow layout when nil.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller from an interface file: reads `clearsSelectionOnViewWillAppear` (true when
  /// absent) besides a controller's properties; its collection view is the file's.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    if coder.containsValue(forKey: "clearsSelectionOnViewWillAppear") {
      clearsSelectionOnViewWillAppear = coder.decodeBool(forKey: "clearsSelectionOnViewWillAppear")
    }
  }

  /// The collection view: the controller's view.
  public var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// Makes the collection view, with this controller as its data source and delegate (or loads
  /// the interface file, and connects a collection view that has neither).
  open override func loadView() {
    if nibName != nil || storyboardContext?.scene.viewFile != nil {
      super.loadView()
    } else {
      view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    }
    if let collection = viewIfLoaded as? UICollectionView {
      if collection.dataSource == nil { collection.dataSource = self }
      if collection.delegate == nil { collection.delegate = self }
    }
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` says so.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView else { return }
    for selected in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: selected, animated: animated)
    }
  }

  // MARK: UICollectionViewDataSource (override these)

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    0
  }

  /// Override to return your dequeued cells: a cell made here has no reuse identifier, which
  /// UIKit refuses.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell(frame: .zero) }

  /// Not overridden: no view for the element.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.supplementaryReachedDefault = true
    return UICollectionReusableView(frame: .zero)
  }

  // MARK: UICollectionViewDelegate (override these)

  /// True.
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// True.
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
