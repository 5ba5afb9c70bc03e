import LifecycleUIKit

/// The notes the demo apps list: forty notes, `note-0` to `note-39`, and on top of them the
/// newer notes that arrived since — as many as the app's `inserted` setting says
/// (`settings Notes inserted=2` in a scenario), `new-1` first. Newer notes move every older
/// one down: a table that restored its position by index would show other notes, one that
/// restores by model identifier (``UIDataSourceModelAssociation``) shows the same ones.
/// The `removed` setting names notes deleted elsewhere while the app was away
/// (`settings Notes removed=note-12`, several separated by commas): they are not listed.
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

  /// A library with `inserted` newer notes above the forty older ones, without the notes
  /// whose identifiers are in `removed`.
  init(inserted: Int, removed: Set<String> = []) {
    let newer = (0..<max(0, inserted)).reversed().map { Note(id: "new-\($0 + 1)", title: "New \($0 + 1)") }
    let all = newer + (0..<40).map { Note(id: "note-\($0)", title: "Note \($0)") }
    notes = all.filter { !removed.contains($0.id) }
  }

  /// The library of the running app, as its `inserted` and `removed` settings describe it.
  static func fromSettings() -> NotesLibrary {
    let defaults = UserDefaults.standard
    let removed = (defaults.string(forKey: "removed") ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return NotesLibrary(inserted: defaults.integer(forKey: "inserted"), removed: Set(removed))
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
