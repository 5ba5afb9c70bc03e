import UIKit

/// Sends the list to the server, one item every ten seconds (the slow connection the app was
/// written for), and asks for background time to finish when the user leaves in the middle.
final class ListUploader {
  private var timer: Timer?
  private var remaining = 0
  private var backgroundTask = UIBackgroundTaskIdentifier.invalid
  private let finished: () -> Void

  init(finished: @escaping () -> Void) {
    self.finished = finished
  }

  var isUploading: Bool { timer != nil }

  /// Starts sending `count` items.
  func start(count: Int) {
    guard timer == nil, count > 0 else { return }
    remaining = count
    timer = Timer.scheduledTimer(withTimeInterval: 10, repeats: true) { [weak self] _ in
      self?.sendNext()
    }
  }

  /// Keeps the upload going in the background, where the device multitasks.
  func continueInBackground(_ application: UIApplication) {
    guard isUploading, backgroundTask == .invalid else { return }
    // iPhone OS 3 has no multitasking, nor the property that says so.
    let device = UIDevice.current
    let canAsk = device.responds(to: #selector(getter: UIDevice.isMultitaskingSupported))
    guard canAsk, device.isMultitaskingSupported else { return }
    backgroundTask = application.beginBackgroundTask { [weak self] in
      self?.endBackgroundTask()
    }
  }

  private func sendNext() {
    remaining -= 1
    guard remaining <= 0 else { return }
    timer?.invalidate()
    timer = nil
    finished()
    endBackgroundTask()
  }

  private func endBackgroundTask() {
    guard backgroundTask != .invalid else { return }
    UIApplication.shared.endBackgroundTask(backgroundTask)
    backgroundTask = .invalid
  }
}
