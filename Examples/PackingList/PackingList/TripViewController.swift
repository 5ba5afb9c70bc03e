import PackingKit
import UIKit

/// One trip: its name and whether it is packed. The fields, the switch and their actions are
/// connected in Main.storyboard.
class TripViewController: UIViewController {
    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private weak var packedSwitch: UISwitch!
    @IBOutlet weak var statusLabel: StatusLabel!

    /// The trip shown: its place in the store's list.
    var tripIndex: Int?

    private var store: TripStore {
        return (UIApplication.shared.delegate as! AppDelegate).store
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        show()
    }

    private func show() {
        guard let index = tripIndex, index < store.trips.count else { return }
        let trip = store.trips[index]
        title = trip.displayName
        if nameField.text != trip.name { nameField.text = trip.name }
        packedSwitch.isOn = trip.packed
        statusLabel.show(tripName: trip.displayName, packed: trip.packed)
    }

    @IBAction func nameChanged(_ sender: UITextField) {
        guard let index = tripIndex else { return }
        store.update(index) { $0.name = sender.text ?? "" }
        show()
    }

    @IBAction func packedChanged(_ sender: UISwitch) {
        guard let index = tripIndex else { return }
        store.update(index) { $0.packed = sender.isOn }
        show()
    }

    // The trip shown is kept across a relaunch by state restoration.
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(tripIndex ?? -1, forKey: "tripIndex")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        let index = coder.decodeInteger(forKey: "tripIndex")
        tripIndex = index >= 0 ? index : nil
        if isViewLoaded { show() }
    }
}
