import UIKit

/// The line under a trip's switch that says whether the trip is packed. Main.storyboard makes
/// it by name (its class and module are set in the label's identity inspector).
public final class StatusLabel: UILabel {
    /// Shows whether the trip called `name` is packed.
    public func show(tripName name: String, packed: Bool) {
        text = packed ? "\(name): packed" : "\(name): to pack"
    }
}
