import Foundation
import LifecycleSimulator

/// The randomness an app's code draws — `Int.random(in:)`, `shuffled()`, `UUID()`,
/// `arc4random()` — from a stream of its process, so that the same scenario gives the same run.
///
/// On iOS these read the kernel's entropy. In the simulated device they would read the host's,
/// and two runs of one scenario would differ: a `UUID` in a probe, an order shuffled, a retry
/// delay drawn at random — and a finding the explorer shrank might not replay, with nothing to
/// say why. While the thread carries an app's mark, the C target answers the kernel's
/// `getrandom`, `arc4random` and `/dev/urandom` from a pseudo-random stream of the process
/// (``AppThread``); everywhere else the host's entropy answers. Each process's stream is seeded
/// from the app's name and how many processes of the app the device started before it: the
/// same in every run, different for each process and each app (on the device's time zero, as
/// on an iOS device, nothing repeats from one launch to the next).
@MainActor
enum ProcessRandomness {
  /// How many processes of each app each device has started, by the device's clock (held
  /// weakly: a new device whose clock takes a freed one's address starts from none).
  private static var started: [ObjectIdentifier: (clock: WeakClock, counts: [String: UInt64])] = [:]

  private struct WeakClock {
    weak var clock: VirtualClock?
  }

  /// A process's stream: the state the C target advances, freed with the stream.
  final class Stream {
    let state: UnsafeMutablePointer<UInt64>

    init(seed: UInt64) {
      state = .allocate(capacity: 1)
      state.initialize(to: seed)
    }

    deinit { state.deallocate() }
  }

  /// A new stream for `process`, the next process of its app on its device.
  static func stream(for process: AppProcess) -> Stream {
    let device = ObjectIdentifier(process.clock)
    if started[device]?.clock.clock !== process.clock {
      started = started.filter { $0.value.clock.clock != nil }
      started[device] = (WeakClock(clock: process.clock), [:])
    }
    let ordinal = started[device]!.counts[process.appName, default: 0]
    started[device]!.counts[process.appName] = ordinal + 1
    return Stream(seed: seed(app: process.appName, ordinal: ordinal))
  }

  /// FNV-1a over the app's name, then the ordinal: stable from run to run (Swift's `Hasher` is
  /// seeded anew in each run).
  static func seed(app: String, ordinal: UInt64) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in app.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    for shift in stride(from: 0, to: 64, by: 8) {
      hash = (hash ^ ((ordinal >> UInt64(shift)) & 0xFF)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
