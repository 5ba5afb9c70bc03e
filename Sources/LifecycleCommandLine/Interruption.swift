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

  /// Whether Ctrl-C was pressed since ``watch()``.
  static var isRequested: Bool { requested.load(ordering: .relaxed) }

  /// Takes over SIGINT until ``stopWatching()``.
  static func watch() {
    requested.store(false, ordering: .relaxed)
    signal(SIGINT) { _ in
      if Interruption.requested.exchange(true, ordering: .relaxed) { _exit(130) }
    }
    // A process started by one that blocks SIGINT inherits the block (a test runner's child, a
    // service manager's): the signal would stay pending and Ctrl-C do nothing.
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
  }

  /// Gives SIGINT back its default action.
  static func stopWatching() { signal(SIGINT, SIG_DFL) }
}
