/// The phone call the device is in, and the app it interrupted.
struct CallState {
  /// Where the call is.
  enum Phase {
    case none
    /// Ringing over ``CallState/interrupted`` (nil when it rang over the Home screen).
    case ringing
    /// Answered; ``CallState/interrupted`` was sent away (or terminated) by it.
    case answered
  }

  var phase = Phase.none
  /// The app the call interrupted, if any; kept from the ring to the end of the call.
  var interrupted: InstalledApp?

  /// No call.
  static var none: CallState { CallState() }
}
