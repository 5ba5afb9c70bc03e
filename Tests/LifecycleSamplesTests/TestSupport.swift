import Foundation
import LifecycleCore
import LifecycleSamples
import LifecycleSimulator
import LifecycleUIKit

/// Runs `body` with a fresh device on `generation` that installs the sample apps, its
/// app data in a temporary folder removed afterwards.
@MainActor
func withDevice(
  _ generation: OSGeneration, memory: Int = 256 << 20, multitasking: Bool = true,
  _ body: (Device) throws -> Void
) throws {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("lifecycle-samples-tests-\(UUID().uuidString)", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: root) }
  let device = try Device(
    profile: .of(generation), memoryBytes: memory, multitaskingSupported: multitasking,
    catalog: AppCatalog.builtIn.merging(Samples.catalog), storageRoot: root)
  try body(device)
}

extension Device {
  /// Installs the sample `appID` as `name`.
  func install(_ name: String, app appID: String, footprint: Int = 20 << 20) throws {
    try install(InstallSpec(name: name, appID: appID, footprintBytes: footprint))
  }

  /// Performs an action that must happen (the app is active); returns nothing.
  func act(_ action: String, _ arguments: String..., in name: String) throws {
    let refusal = try perform(action, arguments: arguments, in: name)
    if let refusal { throw DeviceError("\(action) refused: \(refusal)") }
  }

  /// The UIKit app inside the running sample `name`.
  func uikitApp(_ name: String) -> UIKitApp? { code(of: name) as? UIKitApp }

  /// The lifecycle callbacks `name` received, by trace name.
  func callbackNames(_ name: String) -> [String] {
    deliveries(of: name).compactMap(\.callback).map(\.rawValue)
  }

  /// Kills every app in the background, as jetsam does for a big foreground app:
  /// installs and launches a game that leaves just the 30 % jetsam aims at once the
  /// others are gone, then applies pressure.
  func killBackgroundAppsForMemory() throws {
    try install(InstallSpec(name: "BigGame", footprintBytes: memoryBytes / 100 * 68))
    try launch("BigGame")
    memoryPressure()
  }
}

/// The generations with multitasking.
let multitaskingGenerations: [OSGeneration] = [.ios4, .ios5, .ios6, .ios7, .ios13]
