import UIKit

/// The list of trips. Its table and summary come from Main.storyboard; a row's selection segue
/// (`showTrip`) opens the trip.
class TripsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet private weak var summaryLabel: UILabel!

    private var store: TripStore {
        return (UIApplication.shared.delegate as! AppDelegate).store
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Add", comment: "add a trip"), style: .plain, target: self, action: #selector(addTrip))
        NotificationCenter.default.addObserver(self, selector: #selector(settingsChanged(_:)), name: UserDefaults.didChangeNotification, object: nil)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    @objc func addTrip() {
        _ = store.add()
        reload()
    }

    @objc private func settingsChanged(_ notification: Notification) {
        reload()
    }

    private func reload() {
        tableView.reloadData()
        let trips = store.displayed
        let packed = trips.filter { $0.packed }.count
        summaryLabel.text = trips.isEmpty ? NSLocalizedString("No trips", comment: "") : "\(trips.map { $0.displayName }.joined(separator: ", ")) (\(packed) of \(trips.count) packed)"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return store.displayed.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Trip", for: indexPath)
        let trip = store.displayed[indexPath.row]
        cell.textLabel?.text = trip.displayName
        cell.imageView?.image = trip.packed ? UIImage(named: "suitcase") : nil
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showTrip", let trip = segue.destination as? TripViewController,
              let row = tableView.indexPathForSelectedRow?.row else { return }
        trip.tripIndex = store.index(of: store.displayed[row])
    }
}
