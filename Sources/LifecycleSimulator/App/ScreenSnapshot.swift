/// What an app shows at one moment, as typed elements in tree order: each window, then its
/// controllers and views depth first (a table's visible rows right after it), then the alert
/// views and the keyboard. The switcher's snapshot, the explorer's no-data-loss oracle and the
/// UI driver's view of the screen are made of the same ``ScreenElement``s.
///
/// Its ``text`` is what traces, `expect` checks, HTML reports and golden files show: one line an
/// element, indented by depth.
public struct ScreenSnapshot: Hashable, Sendable, Codable {
  /// The elements, in tree order.
  public var elements: [ScreenElement]

  /// A snapshot of `elements`, in tree order; none for an app that shows nothing.
  public init(_ elements: [ScreenElement] = []) { self.elements = elements }

  /// The snapshot as text: each element's line indented by its depth, one a line.
  public var text: String { elements.map(\.indentedLine).joined(separator: "\n") }

  /// The elements that last, as the user expects to find them after leaving the app: without
  /// alerts and the keyboard, and without the `editing` mark.
  public var lasting: [ScreenElement] {
    elements.compactMap { element in
      guard !element.isTransient else { return nil }
      var kept = element
      kept.isEditing = false
      return kept
    }
  }

  /// The elements that must not be left up when the app goes to the background: its alerts and
  /// the keyboard.
  public var transient: [ScreenElement] { elements.filter(\.isTransient) }
}
