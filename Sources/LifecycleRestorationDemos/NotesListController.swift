import LifecycleUIKit

/// The list of notes: a table (restoration identifier `Table`) whose data source names rows
/// by note identifier, so restoration finds the same notes even when newer ones moved them.
///
/// It keeps its place both ways an app can: with a restoration identifier (`List`) for view
/// controller restoration (iOS 6 and later, no scenes), and in ``SceneStorage`` for scene
/// restoration (iOS 13 and later) — as Apple's "Restoring your app's state" sample supports both.
@MainActor
final class NotesListController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  UIDataSourceModelAssociation, NotesBrowser
{
  /// The notes listed.
  let library: NotesLibrary
  /// The table, 440 points high: ten rows of 44 points show at a time.
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
  /// Called when the user taps a note.
  var onOpen: ((NotesLibrary.Note) -> Void)?
  /// Whether restoration decoded this controller's state, and whether it was told restoration finished.
  private(set) var restorationEvents: [String] = []

  @SceneStorage("list.offset") private var savedOffset = 0.0
  @SceneStorage("list.selected") private var savedSelection: String?
  private let restorable: Bool
  private let keepsRowByIndex: Bool

  /// A list of `library`'s notes; `restorable` gives it and its table restoration identifiers.
  /// `keepsRowByIndex` is the trusting demo's bug: it also saves the selected row's index and
  /// scrolls back to it when restored, trusting the archive to match the notes.
  init(library: NotesLibrary, restorable: Bool, keepsRowByIndex: Bool = false) {
    self.library = library
    self.restorable = restorable
    self.keepsRowByIndex = keepsRowByIndex
    super.init(nibName: nil, bundle: nil)
    title = "Notes"
    if restorable { restorationIdentifier = "List" }
  }

  /// Not made from interface files.
  required init?(coder: NSCoder) { return nil }

  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    if restorable { tableView.restorationIdentifier = "Table" }
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  /// Scene restoration: the offset and selection kept in the scene's storage (defaults when none).
  override func viewDidLoad() {
    tableView.contentOffset = CGPoint(x: 0, y: savedOffset)
    if let selected = savedSelection, let row = library.index(of: selected) {
      tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
    }
  }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    if keepsRowByIndex, let selected = tableView.indexPathForSelectedRow {
      coder.encode(selected.row, forKey: "selectedRow")
    }
  }

  /// The trusting demo scrolls to the row it saved: when notes were deleted while the app was
  /// away, that row may be past the end, and UIKit raises an exception — during restoration.
  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    restorationEvents.append("decoded")
    if keepsRowByIndex, coder.containsValue(forKey: "selectedRow") {
      let row = coder.decodeInteger(forKey: "selectedRow")
      tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle, animated: false)
    }
  }

  override func applicationFinishedRestoringState() { restorationEvents.append("finished") }

  // MARK: NotesBrowser

  func scroll(toNoteAt index: Int) {
    tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .top, animated: false)
  }

  func userOpens(noteAt index: Int) { tableView.simulateUserTap(rowAt: IndexPath(row: index, section: 0)) }

  var offset: CGFloat { tableView.contentOffset.y }

  var selectedIndex: Int? { tableView.indexPathForSelectedRow?.row }

  // MARK: Table

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { library.notes.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "Note")
    cell.textLabel?.text = library.notes[indexPath.row].title
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let note = library.notes[indexPath.row]
    savedSelection = note.id
    onOpen?(note)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { savedOffset = Double(scrollView.contentOffset.y) }

  // MARK: UIDataSourceModelAssociation

  func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? {
    library.notes.indices.contains(idx.row) ? library.notes[idx.row].id : nil
  }

  func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
    library.index(of: identifier).map { IndexPath(row: $0, section: 0) }
  }
}
