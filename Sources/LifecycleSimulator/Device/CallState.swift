/// The phone call the device is in, and the app it interrupted.
enum CallState {
  case none
  /// Ringing over `app` (nil when it rang over the Home screen).
  case ringing(interrupted: InstalledApp?)
  /// Answered; `app` was sent away (or terminated) by it.
  case answered(interrupted: InstalledApp?)
}
