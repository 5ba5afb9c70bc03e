import Foundation

/// One trip of the list.
struct Trip: Codable, Equatable {
    var name: String
    var packed: Bool

    /// The name, or "New trip" until the user gives one.
    var displayName: String {
        return name.isEmpty ? NSLocalizedString("New trip", comment: "a trip without a name") : name
    }
}

/// The trips, kept in a file of the app's Documents folder.
final class TripStore {
    static let sortKey = "sort_alphabetically"

    private(set) var trips: [Trip] = []

    private var fileURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent("trips.json")
    }

    /// The trips in the order the Settings app's switch asks for.
    var displayed: [Trip] {
        guard UserDefaults.standard.bool(forKey: TripStore.sortKey) else { return trips }
        return trips.sorted { $0.displayName.localizedCaseInsensitiveCompare($1.displayName) == .orderedAscending }
    }

    func add() -> Int {
        trips.append(Trip(name: "", packed: false))
        return trips.count - 1
    }

    func update(_ index: Int, _ change: (inout Trip) -> Void) {
        guard trips.indices.contains(index) else { return }
        change(&trips[index])
    }

    func index(of trip: Trip) -> Int? {
        return trips.firstIndex(of: trip)
    }

    func load() {
        guard let data = try? Data(contentsOf: fileURL),
              let saved = try? JSONDecoder().decode([Trip].self, from: data) else { return }
        trips = saved
    }

    func save() {
        if let data = try? JSONEncoder().encode(trips) {
            try? data.write(to: fileURL, options: .atomic)
        }
    }
}
