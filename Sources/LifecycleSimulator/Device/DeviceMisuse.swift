import Foundation
public import LifecycleCore

/// A misuse of an API by an app's code: a call iOS would let pass, log or crash on later (an
/// unbalanced `endBackgroundTask`, a completion handler called twice), or app code reaching
/// host-global state the simulated device cannot see (Foundation's own `UserDefaults.standard`,
/// a real `Thread`). Each names the API and the fix.
///
/// A scenario run fails on one unless an `expect misuse` says it is meant; the explorer reports
/// one as a `no-misuse` finding. A test that drives a ``Device`` directly reads
/// ``Device/misuses`` (`#expect(device.misuses.isEmpty, "\(device.misuses)")`); those no one
/// read are written to standard error when the device is released, unless
/// ``Device/warnsOfMisuses`` is off.
public struct DeviceMisuse: Hashable, Sendable, CustomStringConvertible {
  /// The app whose code committed it.
  public var app: String
  /// Virtual time, from the device's start.
  public var time: Duration
  /// What was misused and how to fix it.
  public var text: String
  /// Which lifecycle API was misused and how, when the system noticed the misuse itself (an
  /// unbalanced `endBackgroundTask`, a completion handler called twice: ``LifecycleMisuse``);
  /// nil for a misuse the app's code or an adapter reported (``AppProcess/reportMisuse(_:)``),
  /// which only ``text`` describes.
  public var kind: LifecycleMisuse?

  /// Creates a misuse record.
  public init(app: String, time: Duration, text: String, kind: LifecycleMisuse? = nil) {
    self.app = app
    self.time = time
    self.text = text
    self.kind = kind
  }

  /// `Notes at 12.000 s: …`.
  public var description: String { "\(app) at \(TimeFormat.seconds(time)): \(text)" }
}

extension Device {
  /// Records that the code of the app at `index` misused an API: in the trace and in
  /// ``misuses`` (kept even while the device does not trace), for the reader of ``misuses`` or,
  /// if there is none, standard error when the device is released (``warnsOfMisuses``).
  func recordMisuse(by index: Int, _ text: String, kind: LifecycleMisuse? = nil) {
    record(.misuse(app: index, text))
    unreadMisuses.insert(recordedMisuses.count)
    recordedMisuses.append(
      DeviceMisuse(app: hosted[index].name, time: currentTime.offset, text: text, kind: kind))
  }

  /// The texts of the misuses the code of the app installed as `app` committed, in order; reading
  /// them takes them, as ``misuses`` does, so that a test that expects them keeps them off the
  /// console (the other apps' stay unread).
  public func misuses(of app: String) -> [String] {
    let positions = recordedMisuses.indices.filter { recordedMisuses[$0].app == app }
    unreadMisuses.subtract(positions)
    return positions.map { recordedMisuses[$0].text }
  }

  /// The lines standard error gets for misuses no one read: one per misuse.
  nonisolated static func warning(unread: [DeviceMisuse]) -> String {
    unread.map {
      "LifecycleKit: misuse by \($0) (this fails a scenario run; a test reads device.misuses, which keeps "
        + "them off the console)\n"
    }.joined()
  }

  /// Records a misuse of a lifecycle API the system noticed (``LifecycleMisuse``), with its text.
  func recordMisuse(by index: Int, _ misuse: LifecycleMisuse) {
    recordMisuse(by: index, misuse.text, kind: misuse)
  }
}
