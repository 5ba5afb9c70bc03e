import LifecycleUIKit

/// The notes as a grid: a collection view (restoration identifier `Grid`) of two notes to a
/// line, 150 × 100 points each and 10 apart, in a 320 × 440 view — four lines show at a time —
/// whose data source names items by note identifier (“UIDataSourceModelAssociation”), so that
/// restoration finds the same notes even when newer ones moved them. Like the list, its
/// controller's restoration identifier is `List`.
@MainActor
final class NotesGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
  UIDataSourceModelAssociation, NotesBrowser
{
  let library: NotesLibrary
  /// The grid.
  let collectionView: UICollectionView
  var onOpen: ((NotesLibrary.Note) -> Void)?
  private(set) var restorationEvents: [String] = []
  private let restorable: Bool

  /// A grid of `library`'s notes; `restorable` gives it and its collection view restoration
  /// identifiers.
  init(library: NotesLibrary, restorable: Bool) {
    self.library = library
    self.restorable = restorable
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 150, height: 100)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
    super.init(nibName: nil, bundle: nil)
    title = "Notes"
    if restorable { restorationIdentifier = "List" }
  }

  /// Not made from interface files.
  required init?(coder: NSCoder) { return nil }

  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    if restorable { collectionView.restorationIdentifier = "Grid" }
    collectionView.register(NoteGridCell.self, forCellWithReuseIdentifier: "Note")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    restorationEvents.append("decoded")
  }

  override func applicationFinishedRestoringState() { restorationEvents.append("finished") }

  // MARK: NotesBrowser

  func scroll(toNoteAt index: Int) {
    collectionView.scrollToItem(at: IndexPath(item: index, section: 0), at: .top, animated: false)
  }

  func userOpens(noteAt index: Int) {
    collectionView.simulateUserTap(itemAt: IndexPath(item: index, section: 0))
  }

  var offset: CGFloat { collectionView.contentOffset.y }

  var selectedIndex: Int? { collectionView.indexPathsForSelectedItems?.first?.item }

  // MARK: Collection view

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    library.notes.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Note", for: indexPath)
    (cell as? NoteGridCell)?.title.text = library.notes[indexPath.item].title
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    onOpen?(library.notes[indexPath.item])
  }

  // MARK: UIDataSourceModelAssociation

  func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? {
    library.notes.indices.contains(idx.item) ? library.notes[idx.item].id : nil
  }

  func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
    library.index(of: identifier).map { IndexPath(item: $0, section: 0) }
  }
}

/// A note's cell in the grid: its title.
@MainActor
final class NoteGridCell: UICollectionViewCell {
  /// The note's title.
  let title = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(title)
  }

  required init?(coder: NSCoder) { return nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    title.text = nil
  }
}
