import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit

/// A device on `generation` with the given catalog, for tests on the main actor.
@MainActor
func makeDevice(_ generation: OSGeneration, catalog: AppCatalog, memory: Int = 512 << 20) throws -> Device {
  try Device(profile: .of(generation), memoryBytes: memory, catalog: catalog)
}

/// The delegate of the running process of `app`, as `Delegate`.
@MainActor
func delegate<Delegate>(of app: String, in device: Device, as type: Delegate.Type = Delegate.self)
  -> Delegate?
{
  (device.code(of: app) as? UIKitApp)?.delegate as? Delegate
}

/// The running UIKit app `app`.
@MainActor
func uikitApp(_ app: String, in device: Device) -> UIKitApp? { device.code(of: app) as? UIKitApp }

/// The lifecycle callbacks `app` received, by trace name.
@MainActor func callbackNames(_ device: Device, _ app: String) -> [String] {
  device.deliveries(of: app).compactMap(\.callback).map(\.rawValue)
}

/// The view controller callbacks of `app`, read from the trace's records
/// (``TraceEvent/viewController(app:callback:controller:)``), each written `callback controller`
/// (`viewDidLoad ListController`) to keep the expected lists short.
@MainActor func viewControllerTrace(_ device: Device, _ app: String) -> [String] {
  device.trace.records(about: app).compactMap {
    if case .viewController(_, let callback, let controller) = $0.event {
      "\(callback) \(controller)"
    } else {
      nil
    }
  }
}
