#if canImport(UIKit)
  import UIKit
#else
  import LifecycleUIKit
#endif

/// Sends a file in ten chunks, one after the other, on a background queue.
///
/// Each chunk takes a tenth of the upload's time. The work runs on
/// `WorkQueue.global()`, LifecycleUIKit's stand-in for `DispatchQueue.global()` that
/// takes virtual time: it advances only while the app runs code, freezes while the app
/// is suspended and goes on when it runs again, and is lost with the process.
@MainActor
final class Uploader {
  /// How much has been sent, in percent (multiples of ten).
  private(set) var percent = 0
  /// How long the whole upload takes, in seconds of running time.
  private(set) var totalSeconds = 0
  /// Called on the main thread after each chunk.
  var onProgress: (@MainActor () -> Void)?
  /// Called on the main thread when the last chunk is sent.
  var onFinish: (@MainActor () -> Void)?
  private var generation = 0

  /// Whether an upload is under way.
  var isUploading: Bool { totalSeconds > 0 && percent < 100 }

  /// Starts sending a file whose upload takes `seconds`, from `percent` on (a resumed
  /// upload skips the chunks already sent).
  func start(seconds: Int, from percent: Int = 0) {
    generation += 1
    totalSeconds = max(1, seconds)
    self.percent = min(100, max(0, percent - percent % 10))
    sendNextChunk(generation: generation)
  }

  private func sendNextChunk(generation: Int) {
    guard isUploading else { return }
    let chunk = Duration.milliseconds(totalSeconds * 100)
    WorkQueue.global().async(taking: chunk, named: "upload chunk") { [weak self] in
      guard let self, self.generation == generation else { return }
      self.percent += 10
      self.onProgress?()
      if self.percent >= 100 {
        self.onFinish?()
      } else {
        self.sendNextChunk(generation: generation)
      }
    }
  }
}
