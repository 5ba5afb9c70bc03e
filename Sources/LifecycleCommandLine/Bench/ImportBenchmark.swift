import Foundation
import LifecycleImport

/// `lifecycle import` on a large project: a generated folder of ``files`` Swift files, each a view
/// controller shaped as the corpus's are (outlets, `@IBAction`s, `@objc` methods named by
/// `#selector`, a notification observer), and a `.xib` per twenty files. Measures the first import
/// (every file translated and written) and a re-import of the unchanged project (every file
/// translated and compared; nothing written).
enum ImportBenchmark {
  static let heading = "## lifecycle import on a large project"
  /// The generated project's size.
  static let files = 1_600
  /// Runs of each measurement; the median is reported.
  static let runs = 3

  struct Measurement {
    var swiftFiles: Int
    var sourceBytes: Int
    var packageFiles: Int
    /// Medians, in seconds.
    var firstImport: Double
    var reimport: Double
    /// Whether the re-imports wrote nothing.
    var reimportWroteNothing: Bool
  }

  static func source(_ index: Int) -> String {
    """
    import UIKit

    /// Screen \(index): a form with a title, a slider and a save button.
    class Screen\(index)ViewController: UIViewController {
        @IBOutlet private weak var titleLabel: UILabel!
        @IBOutlet weak var slider: UISlider!
        @IBOutlet var fieldLabels: [UILabel]!
        private var saved = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .save, target: self, action: #selector(save))
            NotificationCenter.default.addObserver(
                self, selector: #selector(didEnterBackground(_:)),
                name: UIApplication.didEnterBackgroundNotification, object: nil)
            titleLabel.text = "Screen \(index)"
        }

        @objc func save() {
            saved += 1
            UserDefaults.standard.set(slider.value, forKey: "screen-\(index)")
        }

        @objc private func didEnterBackground(_ notification: Notification) {
            save()
        }

        @IBAction func sliderChanged(_ sender: UISlider) {
            titleLabel.text = "\\(sender.value)"
        }

        @IBAction func chooseCity(from sender: UIButton) {
            // "@objc" and #selector(save) inside a string are left alone.
            let text = "#selector(\\(sender))"
            print(text)
        }
    }

    """
  }

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view id="root"><subviews><label id="title" text="Title"/></subviews></view>
        </objects>
    </document>
    """

  /// Writes the project into a new temporary folder and returns it.
  static func makeProject() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lifecycle-import-bench-\(UUID())")
    let app = root.appendingPathComponent("Large")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(
      "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n"
        .utf8
    ).write(to: app.appendingPathComponent("AppDelegate.swift"))
    for index in 0..<files {
      let folder = app.appendingPathComponent("Screens/Group\(index / 100)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(source(index).utf8).write(
        to: folder.appendingPathComponent("Screen\(index)ViewController.swift"))
      if index % 20 == 0 {
        try Data(xib.utf8).write(to: folder.appendingPathComponent("Screen\(index)ViewController.xib"))
      }
    }
    return root
  }

  static func run(say: (String) -> Void) throws -> Measurement {
    say("import: translating a generated project of \(files) Swift files…")
    let root = try makeProject()
    defer { try? FileManager.default.removeItem(at: root) }
    let project = root.appendingPathComponent("Large").path
    let output = root.appendingPathComponent("Large-lifecycle").path
    let clock = ContinuousClock()
    var first: [Double] = []
    var again: [Double] = []
    var wroteNothing = true
    var packageFiles = 0
    var sourceBytes = 0
    for run in 0..<runs {
      try? FileManager.default.removeItem(atPath: output)
      let start = clock.now
      let plan = try ProjectImport.plan(.init(projectPath: project, lifecycleKitPath: "../kit"))
      _ = try PackageWriter.write(plan.files, to: output)
      first.append(start.duration(to: clock.now).inSeconds)
      packageFiles = plan.files.count
      if run == 0 {
        sourceBytes = plan.files.filter { $0.key.hasSuffix(".imported.swift") }.reduce(0) {
          $0 + $1.value.count
        }
      }
      let restart = clock.now
      let replan = try ProjectImport.plan(.init(projectPath: project, lifecycleKitPath: "../kit"))
      let changes = try PackageWriter.write(replan.files, to: output)
      again.append(restart.duration(to: clock.now).inSeconds)
      if !changes.isEmpty { wroteNothing = false }
    }
    first.sort()
    again.sort()
    let measured = Measurement(
      swiftFiles: files + 1, sourceBytes: sourceBytes, packageFiles: packageFiles,
      firstImport: first[runs / 2],
      reimport: again[runs / 2], reimportWroteNothing: wroteNothing)
    say(String(format: "  first import %.2f s, re-import %.2f s", measured.firstImport, measured.reimport))
    return measured
  }

  static func markdown(_ measured: Measurement, command: String) -> String {
    var out = heading + "\n\n"
    out +=
      "Measured by `\(command)`: `lifecycle import` (``ProjectImport.plan`` and ``PackageWriter.write``) on a "
    out += "generated folder of \(measured.swiftFiles) Swift files (view controllers with outlets, actions, "
    out +=
      "`#selector`s and a notification observer; \(measured.sourceBytes / 1024) KB translated) and a `.xib` "
    out += "per twenty, into a package of \(measured.packageFiles) files; median of \(runs) runs.\n\n"
    out += "| measure | value |\n| --- | ---: |\n"
    out += String(
      format: "| first import (every file translated and written) | %.2f s (goal: under 10 s) |\n",
      measured.firstImport)
    out += String(
      format:
        "| re-import of the unchanged project (translated, compared, nothing written) | %.2f s (goal: under 1 s) |\n",
      measured.reimport)
    out += "| the re-import wrote nothing | \(measured.reimportWroteNothing ? "yes" : "NO") |\n"
    return out
  }
}
