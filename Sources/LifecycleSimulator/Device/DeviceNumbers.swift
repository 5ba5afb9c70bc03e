import Synchronization

/// The numbers of the devices made in this host process (``Device/number``), and which of them
/// are still there, for hosts that keep something per device and must let it go when the device
/// does.
public enum DeviceNumbers {
  private static let state = Mutex<(last: Int, alive: Set<Int>)>((0, []))

  /// A new device's number, from 1.
  static func next() -> Int {
    state.withLock { state in
      state.last += 1
      state.alive.insert(state.last)
      return state.last
    }
  }

  /// The device numbered `number` has been freed.
  static func ended(_ number: Int) { _ = state.withLock { $0.alive.remove(number) } }

  /// Whether the device numbered `number` still exists.
  public static func isAlive(_ number: Int) -> Bool { state.withLock { $0.alive.contains(number) } }
}
