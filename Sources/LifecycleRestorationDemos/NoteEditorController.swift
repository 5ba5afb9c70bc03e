import LifecycleUIKit

/// The editor of one note: a text field for a draft (restoration identifier `Draft`).
///
/// View controller restoration (no scenes) recreates it through its restoration class from
/// the note identifier it encodes; the field restores its own text. Scene restoration keeps
/// the draft in ``SceneStorage`` with the note it belongs to.
@MainActor
final class NoteEditorController: UIViewController, UIViewControllerRestoration {
  /// The note edited.
  let note: NotesLibrary.Note
  /// The draft's field.
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  /// Whether restoration decoded this controller's state, and whether it was told restoration finished.
  private(set) var restorationEvents: [String] = []

  @SceneStorage("draft") private var draft = ""
  @SceneStorage("draft.note") private var draftNote = ""
  private let restorable: Bool

  /// An editor of `note`; `restorable` gives it a restoration identifier and class.
  init(note: NotesLibrary.Note, restorable: Bool) {
    self.note = note
    self.restorable = restorable
    super.init(nibName: nil, bundle: nil)
    title = note.title
    if restorable {
      restorationIdentifier = "Editor"
      restorationClass = NoteEditorController.self
    }
  }

  /// Not made from interface files.
  required init?(coder: NSCoder) { return nil }

  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    if restorable { field.restorationIdentifier = "Draft" }
    view.addSubview(field)
  }

  /// Scene restoration: the draft kept for this note in the scene's storage.
  override func viewDidLoad() {
    if draftNote == note.id { field.text = draft }
  }

  /// The user types: the field takes the keyboard, and the draft is kept for the scene.
  func type(_ text: String) {
    field.becomeFirstResponder()
    field.insertText(text)
    draft = field.text ?? ""
    draftNote = note.id
  }

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(note.id, forKey: "noteID")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    restorationEvents.append("decoded")
  }

  override func applicationFinishedRestoringState() { restorationEvents.append("finished") }

  /// The restoration class: a new editor for the note the coder names, or nil (skip it)
  /// when that note is gone.
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? {
    guard let id = coder.decodeObject(forKey: "noteID") as? String,
      let app = UIApplication.shared.delegate as? any NotesApp, let note = app.library.note(withID: id)
    else { return nil }
    return NoteEditorController(note: note, restorable: true)
  }
}
