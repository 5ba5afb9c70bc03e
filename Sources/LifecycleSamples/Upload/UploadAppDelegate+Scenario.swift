import LifecycleSimulator
import LifecycleUIKit

extension UploadAppDelegate: ScenarioScriptable {
  /// `upload SECONDS` starts an upload that takes that long; probe `uploaded`, the
  /// percentage sent (a multiple of ten).
  static let scenarioScript = ScenarioScript(
    for: UploadAppDelegate.self,
    actions: [
      "upload": { app, arguments in
        guard arguments.count == 1, let seconds = Int(arguments[0]), seconds > 0 else {
          throw AppActionError("usage: upload SECONDS (a whole number above 0)")
        }
        guard !app.uploader.isUploading else { throw AppActionError("an upload is already under way") }
        app.startUpload(seconds: seconds)
      }
    ],
    probes: ["uploaded": { app in String(app.uploader.percent) }],
    // Longer than any generation's background time.
    explore: ["upload": [["900"]]])
}
