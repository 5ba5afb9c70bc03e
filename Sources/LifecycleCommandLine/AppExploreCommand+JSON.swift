import LifecycleCore
import LifecycleExplorer

/// `lifecycle explore --app ID --json`: the exploration's document, which the envelope
/// (``JSONEnvelope``) puts after `format`, `command` and `exitCode`.
extension AppExploreCommand {
  /// The report as JSON (without the envelope, ``JSONEnvelope``; keys sorted): one object per
  /// generation with its counts and findings.
  static func json(
    _ reports: [AppExplorationReport], setup: AppExplorationSetup, depth: Int, skipped: [OSGeneration]
  ) -> JSONDocument {
    struct Report: Encodable {
      var model = "app"
      var app: String
      var depthBound: Int
      var events: [String]
      var generations: [AppExplorationRecord]
      /// The profiles `--profile all` left out: they would not install the app.
      var skippedProfiles: [String]
    }
    let report = Report(
      app: setup.install.appID, depthBound: depth,
      events: AppExplorationEvents.names.filter { setup.events.contains($0.events) }.map(\.name),
      generations: reports.map(AppExplorationRecord.init), skippedProfiles: skipped.map(\.rawValue))
    // Encoding plain strings, numbers and arrays does not fail.
    return JSONDocument.encoding(report) ?? .object([])
  }
}
