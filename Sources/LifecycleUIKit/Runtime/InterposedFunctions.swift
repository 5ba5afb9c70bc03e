/// One group of functions of the C library, CoreFoundation or the Swift runtime that the C target
/// `CLifecycleAppThread` takes the place of in the executable, so that app code — in any file,
/// Foundation-only ones included — gets the simulated device's answer: what the check at the
/// first launch compares its answer with, and what an app gets where it is not in force
/// (``InterpositionCheck``).
struct InterposedFunction: Sendable {
  /// The exercise that calls it on a thread marked as running app code (``InterpositionProbe``).
  enum Probe: Sendable, CaseIterable {
    case calendarClock, uptimeClock, timeOfDay, seconds, environment, kernelRandom, arc4random, randomDevice,
      processIdentifier, signal, hostName, physicalMemory, processors, systemRelease, preferences, once,
      taskCreate, dispatchQueue, threadCreate, socketConnect
  }

  /// How its exercise is made.
  let probe: Probe
  /// The functions, as the record names them.
  let name: String
  /// What the check compares their answers with, on a thread marked as running an app's code.
  let checkedAgainst: String
  /// What the app's code gets where they answer as the host's: why it matters.
  let withoutIt: String
}

extension InterposedFunction {
  /// Every function the C target takes the place of, each with its check and the reason it matters.
  /// The thread's mark names the values the device answers (``AppThread``); where the device's pid,
  /// memory or core count is the host's own, the check's mark names another, so that an answer of
  /// the host's is never mistaken for the simulated one.
  ///
  /// Not exercised: `CFPreferencesSetAppValue` (where it is not in force, a probe write would land
  /// in the host's store; it is defined and bound as the two readers are), `secure_getenv` beyond
  /// what Foundation's folders read through it, and the queueing functions of Dispatch and
  /// CFRunLoop other than `dispatch_async`, which are defined and counted alike (DispatchWatch.c).
  static let table: [InterposedFunction] = [
    InterposedFunction(
      probe: .calendarClock, name: "clock_gettime(CLOCK_REALTIME)",
      checkedAgainst: "the device's calendar clock (its boot, 2021-01-01 UTC, plus the virtual time), to the "
        + "nanosecond, and Foundation's Date() within a millisecond of it",
      withoutIt: "Date() reads the host's clock: timelines, timestamps and deadlines in app code are not "
        + "virtual, and the same scenario gives other traces"),
    InterposedFunction(
      probe: .uptimeClock, name: "clock_gettime(CLOCK_MONOTONIC)",
      checkedAgainst: "the device's uptime (10 s at its time zero plus the virtual time), to the nanosecond, "
        + "and Foundation's ProcessInfo.systemUptime within a millisecond of it",
      withoutIt: "ProcessInfo.systemUptime, ContinuousClock and DispatchTime.now() read the host's uptime: "
        + "a duration app code measures (how long it was in the background) is real time, not virtual"),
    InterposedFunction(
      probe: .timeOfDay, name: "gettimeofday",
      checkedAgainst: "the device's calendar clock, to the microsecond",
      withoutIt: "gettimeofday in app code reads the host's clock, not the virtual one"),
    InterposedFunction(
      probe: .seconds, name: "time",
      checkedAgainst: "the device's calendar clock, in seconds",
      withoutIt: "time(nil) in app code reads the host's clock, not the virtual one"),
    InterposedFunction(
      probe: .environment, name: "getenv",
      checkedAgainst: "the app's sandbox for HOME and TMPDIR, and Foundation's NSHomeDirectory() and "
        + "NSTemporaryDirectory(), which read them through getenv and secure_getenv",
      withoutIt: "NSHomeDirectory(), NSTemporaryDirectory() and the Documents folder in a file that imports "
        + "Foundation alone are the host's: what the app writes there is shared by every app and kept "
        + "between runs"),
    InterposedFunction(
      probe: .kernelRandom, name: "getrandom, syscall(SYS_getrandom)",
      checkedAgainst: "the seeded stream of the process (SplitMix64), as Swift's SystemRandomNumberGenerator "
        + "reads it through syscall(SYS_getrandom) and as a library calls getrandom",
      withoutIt: "Int.random(in:), shuffled() and randomElement() draw the host's entropy: the same scenario "
        + "and seed give other runs, and a finding the explorer shrank may not replay"),
    InterposedFunction(
      probe: .arc4random, name: "arc4random",
      checkedAgainst: "the seeded stream, through arc4random, arc4random_buf and arc4random_uniform",
      withoutIt: "arc4random() and its kin draw the host's entropy: runs of one scenario differ"),
    InterposedFunction(
      probe: .randomDevice, name: "open(\"/dev/urandom\")",
      checkedAgainst: "the seeded stream, read from the file app code opens and through Foundation's UUID()",
      withoutIt: "UUID() is the host's entropy: an identifier the app makes differs from run to run"),
    InterposedFunction(
      probe: .processIdentifier, name: "getpid",
      checkedAgainst: "the simulated process's identifier the thread's mark names, and Foundation's "
        + "ProcessInfo.processIdentifier",
      withoutIt: "ProcessInfo.processIdentifier is the host's, the same for every process of every app: a "
        + "log line or a lock file named by it does not change across a kill"),
    InterposedFunction(
      probe: .signal, name: "kill",
      checkedAgainst: "a signal to the simulated identifier reaching the host process (signal 0, to an "
        + "identifier no host process can have)",
      withoutIt: "a signal app code sends its own simulated identifier goes to whichever host process has "
        + "that number"),
    InterposedFunction(
      probe: .hostName, name: "gethostname",
      checkedAgainst: "the device's name, iPhone",
      withoutIt: "gethostname and Foundation's ProcessInfo.hostName name the host, not the device"),
    InterposedFunction(
      probe: .physicalMemory, name: "sysconf(_SC_PHYS_PAGES)",
      checkedAgainst: "the device's memory (the device step's memory=), and Foundation's "
        + "ProcessInfo.physicalMemory",
      withoutIt:
        "ProcessInfo.physicalMemory is the host's: a cache sized by the memory is sized for the host, "
        + "whatever the device's memory= says"),
    InterposedFunction(
      probe: .processors, name: "sysconf(_SC_NPROCESSORS_ONLN), open of the CPU control groups",
      checkedAgainst: "the device's cores, and Foundation's ProcessInfo.activeProcessorCount and "
        + "processorCount",
      withoutIt: "ProcessInfo.activeProcessorCount and processorCount are the host's: work split by the core "
        + "count is split for the host"),
    InterposedFunction(
      probe: .systemRelease, name: "uname",
      checkedAgainst: "the device's iOS version as the release (13.0.0), and Foundation's "
        + "ProcessInfo.operatingSystemVersion",
      withoutIt: "ProcessInfo.operatingSystemVersion and isOperatingSystemAtLeast(_:) answer the host's "
        + "kernel (6.x): code that asks for iOS 8 takes its oldest path on every profile, or its newest"),
    InterposedFunction(
      probe: .preferences, name: "CFPreferencesCopyAppValue, CFPreferencesCopyMultiple",
      checkedAgainst: "the app's own defaults: a key that only LifecycleKit's hook for the app's defaults "
        + "answers, read through Foundation's UserDefaults",
      withoutIt: "UserDefaults.standard in a file that imports Foundation alone is the host's store, shared "
        + "by every app and kept on the host's disk: the app's settings are not seen there, and what it "
        + "saves is not the app's"),
    InterposedFunction(
      probe: .once, name: "swift_once",
      checkedAgainst: "a variable initialised through it (as every library's Swift code reaches it) while "
        + "the mark names a process, noted for that process",
      withoutIt: "global and static variables keep what an earlier process of the app left in them (a "
        + "static let shared survives a kill): state iOS loses at a kill is kept, and a test that data "
        + "survives a kill can pass for the wrong reason"),
    InterposedFunction(
      probe: .taskCreate, name: "swift_task_create",
      checkedAgainst: "a task created while the mark is set, counted",
      withoutIt: "a Task { … } app code starts, which runs outside the simulated app in real time, is not "
        + "reported"),
    InterposedFunction(
      probe: .dispatchQueue, name: "dispatch_async",
      checkedAgainst: "a block queued on Dispatch's global queue while the mark is set, counted",
      withoutIt: "a block a file that imports Foundation alone queues on Dispatch's own queues, an "
        + "OperationQueue or a Timer, which runs outside the simulated app in real time, is not reported"),
    InterposedFunction(
      probe: .threadCreate, name: "pthread_create",
      checkedAgainst: "a thread started while the mark is set, counted",
      withoutIt: "a real Thread app code starts, which runs outside the simulated app in real time, is not "
        + "reported"),
    InterposedFunction(
      probe: .socketConnect, name: "connect, getaddrinfo",
      checkedAgainst: "a connection to an internet address and a host name's lookup, refused (ENETUNREACH, "
        + "EAI_AGAIN) and counted",
      withoutIt: "app code (or a library it calls on its thread) reaches the host's real network, unseen: a "
        + "run depends on the machine and the moment, not on the scenario's network"),
  ]
}
