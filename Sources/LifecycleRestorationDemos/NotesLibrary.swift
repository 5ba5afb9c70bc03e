import LifecycleUIKit

/// The notes the demo apps list: forty notes, `note-0` to `note-39`, and on top of them the
/// newer notes that arrived since — as many as the app's `inserted` setting says
/// (`settings Notes inserted=2` in a scenario), `new-1` first. Newer notes move every older
/// one down: a table that restored its position by index would show other notes, one that
/// restores by model identifier (``UIDataSourceModelAssociation``) shows the same ones.
@MainActor
final class NotesLibrary {
  /// One note.
  struct Note: Equatable, Sendable {
    /// The stable identifier restoration keeps.
    let id: String
    /// The title the list and the editor show.
    let title: String
  }

  /// The notes, newest first.
  let notes: [Note]

  /// A library with `inserted` newer notes above the forty older ones.
  init(inserted: Int) {
    let newer = (0..<max(0, inserted)).reversed().map { Note(id: "new-\($0 + 1)", title: "New \($0 + 1)") }
    notes = newer + (0..<40).map { Note(id: "note-\($0)", title: "Note \($0)") }
  }

  /// The library of the running app, as its `inserted` setting describes it.
  static func fromSettings() -> NotesLibrary {
    NotesLibrary(inserted: UserDefaults.standard.integer(forKey: "inserted"))
  }

  /// The note with identifier `id`, if it is still there.
  func note(withID id: String) -> Note? { notes.first { $0.id == id } }

  /// Where the note `id` is listed, if it is.
  func index(of id: String) -> Int? { notes.firstIndex { $0.id == id } }
}

/// An app delegate of the demo: owns the notes and the navigation controller the user sees.
@MainActor
protocol NotesApp: AnyObject {
  /// The notes.
  var library: NotesLibrary { get }
  /// The navigation controller on screen, once the interface is built.
  var navigation: UINavigationController? { get }
}
