import LifecycleUIKit

/// The screen that lists the notes, a table (``NotesListController``) or a grid
/// (``NotesGridController``): what the demos' script does to it and reads of it.
@MainActor
protocol NotesBrowser: UIViewController {
  /// The notes listed.
  var library: NotesLibrary { get }
  /// Called when the user taps a note.
  var onOpen: ((NotesLibrary.Note) -> Void)? { get set }
  /// Whether restoration decoded this controller's state, and whether it was told restoration
  /// finished.
  var restorationEvents: [String] { get }
  /// Scrolls the note at `index` to the top.
  func scroll(toNoteAt index: Int)
  /// The user taps the note at `index`.
  func userOpens(noteAt index: Int)
  /// The vertical offset of the list, in points.
  var offset: CGFloat { get }
  /// The index of the selected note, if any.
  var selectedIndex: Int? { get }
}
