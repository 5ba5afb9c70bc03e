import LifecycleSimulator
import LifecycleUIKit

/// The scenario actions and probes of the notes demos.
///
/// Actions: `scroll ROW` (the list — a table, or the grid's collection view — scrolls row ROW
/// to the top), `open ROW` (the user taps row ROW: the editor opens), `type TEXT` (into the editor's draft), `back`.
/// Probes: `stack` (`List > Editor`), `offset` (the list's vertical offset in points),
/// `selected` (the selected note's identifier), `text` (the editor's draft), `title` (of the
/// controller on top), `restoration` (what restoration told each controller on the stack:
/// `List decoded finished, Editor decoded`, or none).
@MainActor
enum NotesScript {
  /// The script for the delegate type `App`.
  static func make<App: NotesApp>(for appType: App.Type) -> ScenarioScript {
    ScenarioScript(
      for: App.self,
      actions: [
        "scroll": { app, arguments in
          let list = try list(of: app)
          let row = try number(arguments)
          guard row < app.library.notes.count else { throw AppActionError("there is no row \(row)") }
          list.scroll(toNoteAt: row)
        },
        "open": { app, arguments in
          let list = try list(of: app)
          guard app.navigation?.topViewController === list else {
            throw AppActionError("the list is not on screen")
          }
          let row = try number(arguments)
          guard row < app.library.notes.count else { throw AppActionError("there is no row \(row)") }
          list.userOpens(noteAt: row)
        },
        "type": { app, arguments in
          guard let editor = app.navigation?.topViewController as? NoteEditorController else {
            throw AppActionError("no note is open")
          }
          editor.type(arguments.joined(separator: " "))
        },
        "back": { app, _ in
          guard app.navigation?.popViewController(animated: false) != nil else {
            throw AppActionError("the list is the only screen")
          }
        },
      ],
      probes: [
        "stack": { app in
          app.navigation?.viewControllers.map { $0 is any NotesBrowser ? "List" : "Editor" }
            .joined(separator: " > ")
        },
        "offset": { app in (try? list(of: app)).map { String(Int($0.offset)) } },
        "selected": { app in
          guard let list = try? list(of: app), let row = list.selectedIndex else { return nil }
          return list.library.notes[row].id
        },
        "text": { app in (app.navigation?.topViewController as? NoteEditorController)?.field.text },
        "title": { app in app.navigation?.topViewController?.title },
        "restoration": { app in
          let parts = (app.navigation?.viewControllers ?? []).compactMap { controller -> String? in
            let (name, events) =
              switch controller {
              case let list as any NotesBrowser: ("List", list.restorationEvents)
              case let editor as NoteEditorController: ("Editor", editor.restorationEvents)
              default: ("?", [])
              }
            return events.isEmpty ? nil : "\(name) \(events.joined(separator: " "))"
          }
          return parts.isEmpty ? nil : parts.joined(separator: ", ")
        },
      ])
  }

  private static func list(of app: some NotesApp) throws(AppActionError) -> any NotesBrowser {
    guard let list = app.navigation?.viewControllers.first as? any NotesBrowser else {
      throw AppActionError("the notes list is not built")
    }
    return list
  }

  private static func number(_ arguments: [String]) throws(AppActionError) -> Int {
    guard arguments.count == 1, let row = Int(arguments[0]), row >= 0 else {
      throw AppActionError("expected one row number, got \(arguments.joined(separator: " "))")
    }
    return row
  }
}
