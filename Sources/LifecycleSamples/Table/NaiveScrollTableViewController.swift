#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// `table-naive`'s list: releases the table on unload without recording where it was
/// scrolled to.
///
/// Article “Scroll position after a memory warning”: on iPhone OS 3 to iOS 5 a memory
/// warning releases the view of a controller that is off screen (pushed under another
/// one); when the user comes back the view is loaded again and the table starts at the
/// top. From iOS 6 views are no longer unloaded (Apple's “viewDidUnload”), so nothing is
/// lost there.
@MainActor
final class NaiveScrollTableViewController: ScrollTableViewController {}
