import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C during a long exploration: the first SIGINT sets a flag the search polls, so that
/// it stops and the partial report is still printed and written; a second one ends the program
/// at once, as the default action would.
enum Interruption {
  private static let requested = Atomic<Bool>(false)
  /// When the first SIGINT came, in milliseconds of the monotonic clock.
  private static let firstAt = Atomic<Int>(0)

  /// Whether Ctrl-C was pressed since ``watch()``.
  static var isRequested: Bool { requested.load(ordering: .relaxed) }

  /// Takes over SIGINT until ``stopWatching()``.
  static func watch() {
    requested.store(false, ordering: .relaxed)
    firstAt.store(0, ordering: .relaxed)
    signal(SIGINT) { _ in
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let milliseconds = Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
      guard Interruption.requested.exchange(true, ordering: .relaxed) else {
        Interruption.firstAt.store(milliseconds, ordering: .relaxed)
        return
      }
      // One Ctrl-C can arrive twice — to the process and to its group (`timeout -s INT`, some
      // shells): a second within half a second is the same one.
      if milliseconds - Interruption.firstAt.load(ordering: .relaxed) > 500 { _exit(130) }
    }
    // A process started by one that blocks SIGINT inherits the block (a test runner's child, a
    // service manager's): the signal would stay pending and Ctrl-C do nothing.
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
  }

  /// Gives SIGINT back its default action — unless Ctrl-C was pressed: the handler then stays
  /// while the partial report is printed, so that the same Ctrl-C arriving a second time (to
  /// the process and its group) does not end the program before it has said anything.
  static func stopWatching() {
    if !isRequested { signal(SIGINT, SIG_DFL) }
  }
}
