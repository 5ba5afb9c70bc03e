import Foundation

/// A one-line progress report on standard error (`[12/40] notes.scn ios7`), rewritten in place,
/// shown only while standard error is a terminal: a pipe, a file or a test gets none of it, so
/// the output a program reads is the same with or without it. `lifecycle explore --app` draws its
/// own per level the same way.
@MainActor
enum Progress {
  /// Whether the command now running reports progress: standard error is a terminal.
  private(set) static var isShown = false
  /// Whether a progress line is on the screen, to be cleared before the command ends.
  private static var isDrawn = false
  /// How many steps ``advance(total:_:)`` has counted in the command now running.
  private static var counted = 0
  /// Whether the terminal understands the erase-line escape: not under `TERM=dumb` (Emacs's
  /// shell, some CI logs), where the previous line is overwritten with spaces instead.
  private static var erases = true
  /// How many characters the progress line on the screen has, for ``erases`` false.
  private static var drawnWidth = 0

  /// Where the progress text goes: standard error, or what a test gives.
  private static var write: (String) -> Void = standardError

  nonisolated private static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Runs `body` with progress shown where `terminal`'s standard error is a terminal, written
  /// by `writer` (standard error unless a test gives its own), and clears the last progress
  /// line after it.
  static func reporting<T>(
    to terminal: Terminal, writer: @escaping (String) -> Void = standardError, _ body: () -> T
  ) -> T {
    let (wasShown, wasCounted, wasWriting, wasErasing) = (isShown, counted, write, erases)
    isShown = terminal.standardErrorIsTerminal
    erases = terminal.environment["TERM"] != "dumb"
    counted = 0
    write = writer
    defer {
      clear()
      (isShown, counted, write, erases) = (wasShown, wasCounted, wasWriting, wasErasing)
    }
    return body()
  }

  /// `[index/total] what`, in place of the previous progress line (index from 1).
  static func step(_ index: Int, of total: Int, _ what: String) {
    show("[\(index)/\(total)] \(what)")
  }

  /// The next step of `total`: `[n/total] what`, n counting from 1 in the command now running.
  static func advance(total: Int, _ what: String) {
    counted += 1
    step(counted, of: total, what)
  }

  /// `text` in place of the previous progress line.
  static func show(_ text: String) {
    guard isShown else { return }
    if erases {
      write("\r\(text)\u{1B}[K")
    } else {
      write("\r" + text + String(repeating: " ", count: max(0, drawnWidth - text.count)))
      drawnWidth = text.count
    }
    isDrawn = true
  }

  /// Removes the progress line, so that what follows starts on a clean line.
  static func clear() {
    guard isShown, isDrawn else { return }
    write(erases ? "\r\u{1B}[K" : "\r" + String(repeating: " ", count: drawnWidth) + "\r")
    isDrawn = false
    drawnWidth = 0
  }
}
