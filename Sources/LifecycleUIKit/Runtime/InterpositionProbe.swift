#if os(Linux)
  import CLifecycleAppThread
  import Dispatch
  import Foundation
  import Glibc
  import LifecycleCore
  import LifecycleSimulator

  /// The exercises of ``InterpositionCheck``: each function of ``InterposedFunction/table`` called
  /// as app code calls it — directly, and where Foundation is what app code asks, through
  /// Foundation's own library — on the main thread marked as running an app's code, its answer
  /// compared with what the mark says the device answers.
  ///
  /// The mark is the app's (``AppThread/enter(_:)``: its device's clock, its sandbox, its iOS
  /// version), with a few of the check's own so that nothing of the app is consumed or changed and
  /// no answer of the host's can pass for the device's: a pseudo-random stream of its own, seeded
  /// with a known number, so the app's stream is not drawn from; a process identifier above the
  /// kernel's largest (no host process has it); the device's memory and cores, unless the host has
  /// the same (then one page, one core more); and a process number no process has, so that the
  /// variables initialised meanwhile are nobody's (``ProcessGlobals/probeOwner``).
  @MainActor
  struct InterpositionProbe {
    /// The mark the thread carries while the functions are called.
    let mark: lk_app_thread
    /// The nanoseconds since the device's boot that its clock reads (virtual time stands still
    /// while this runs).
    let sinceBoot: Int64
    /// The check's own stream, set back to ``seed`` before each exercise that draws from it.
    let stream: UnsafeMutablePointer<UInt64>
    static let seed: UInt64 = 0x4C69_6665_6379_636C

    /// Calls every function of the table in `host`'s running process; those named in
    /// `answeredByHost` with the thread's mark cleared (the host's answer, for tests).
    static func observe(in host: UIKitAppHost, answeredByHost: Set<String>) -> [(
      function: InterposedFunction, simulated: Bool
    )] {
      FoundationDefaults.install()
      let page = UInt64(sysconf(Int32(_SC_PAGESIZE)))
      let hostMemory = UInt64(sysconf(Int32(_SC_PHYS_PAGES))) * page
      let hostCores = [
        sysconf(Int32(_SC_NPROCESSORS_ONLN)), sysconf(Int32(_SC_NPROCESSORS_CONF)),
        Foundation.ProcessInfo.processInfo.activeProcessorCount,
        Foundation.ProcessInfo.processInfo.processorCount,
      ]
      let stream = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
      defer { stream.deallocate() }
      let outer = AppThread.enter(host)
      defer { _ = lk_app_thread_set(outer) }
      var mark = lk_app_thread_get()
      mark.random_state = stream
      mark.globals_owner = ProcessGlobals.probeOwner
      mark.process_identifier = 0x7FFF_FF00
      let memory = UInt64(host.process?.deviceMemoryBytes ?? 0) / page * page
      mark.physical_memory = memory == hostMemory ? memory + page : memory
      let cores = host.process?.deviceProcessorCount ?? 1
      mark.processor_count = Int32(hostCores.contains(cores) ? (hostCores.max() ?? 0) + 1 : cores)
      _ = lk_app_thread_set(mark)
      let probe = InterpositionProbe(
        mark: mark, sinceBoot: mark.now.map { $0(mark.clock) } ?? 0, stream: stream)
      return InterposedFunction.table.map { function in
        let cleared = answeredByHost.contains(function.name) ? lk_app_thread_set(lk_app_thread()) : nil
        defer { if let cleared { _ = lk_app_thread_set(cleared) } }
        return (function, probe.answersAsSimulated(function.probe))
      }
    }

    /// Whether the functions of `probe` answer as the simulated device.
    func answersAsSimulated(_ probe: InterposedFunction.Probe) -> Bool {
      switch probe {
      case .calendarClock: calendarClock()
      case .uptimeClock: uptimeClock()
      case .timeOfDay: timeOfDay()
      case .seconds: time(nil) == calendar.seconds
      case .environment: environment()
      case .kernelRandom: kernelRandom()
      case .arc4random: arc4random()
      case .randomDevice: randomDevice()
      case .processIdentifier:
        getpid() == mark.process_identifier
          && Foundation.ProcessInfo.processInfo.processIdentifier == mark.process_identifier
      case .signal: kill(mark.process_identifier, 0) == 0
      case .hostName: hostName()
      case .physicalMemory: physicalMemory()
      case .processors: processors()
      case .systemRelease: systemRelease()
      case .preferences: preferences()
      case .once: once()
      case .taskCreate: counts(\.tasks_started) { _ = Task.detached {} }
      case .dispatchQueue: counts(\.blocks_queued) { Dispatch.DispatchQueue.global().async {} }
      case .threadCreate: counts(\.threads_started) { startAndJoinThread() }
      case .socketConnect: refusesConnections()
      }
    }

    // MARK: Clocks

    /// The device's calendar clock: seconds since 1970 and nanoseconds.
    private var calendar: (seconds: Int, nanoseconds: Int) {
      (Int(sinceBoot / 1_000_000_000 + mark.boot_epoch_seconds), Int(sinceBoot % 1_000_000_000))
    }

    private func calendarClock() -> Bool {
      var now = timespec()
      guard clock_gettime(CLOCK_REALTIME, &now) == 0 else { return false }
      let expected = calendar
      let seconds = Double(expected.seconds) + Double(expected.nanoseconds) / 1e9
      return now.tv_sec == expected.seconds && now.tv_nsec == expected.nanoseconds
        && abs(Foundation.Date().timeIntervalSince1970 - seconds) < 1e-3
    }

    private func uptimeClock() -> Bool {
      var now = timespec()
      guard clock_gettime(CLOCK_MONOTONIC, &now) == 0 else { return false }
      let seconds = Int(sinceBoot / 1_000_000_000 + mark.uptime_at_start_seconds)
      let nanoseconds = Int(sinceBoot % 1_000_000_000)
      let uptime = Double(seconds) + Double(nanoseconds) / 1e9
      return now.tv_sec == seconds && now.tv_nsec == nanoseconds
        && abs(Foundation.ProcessInfo.processInfo.systemUptime - uptime) < 1e-3
    }

    private func timeOfDay() -> Bool {
      var now = timeval()
      guard gettimeofday(&now, nil) == 0 else { return false }
      return now.tv_sec == calendar.seconds && now.tv_usec == calendar.nanoseconds / 1000
    }

    // MARK: Environment and identity

    private func environment() -> Bool {
      guard let home = mark.home.map({ String(cString: $0) }), let tmp = mark.tmp.map({ String(cString: $0) })
      else { return false }
      func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
      return variable("HOME") == home && variable("CFFIXED_USER_HOME") == home && variable("TMPDIR") == tmp
        && Foundation.NSHomeDirectory() == home && Foundation.NSTemporaryDirectory() == tmp
    }

    private func hostName() -> Bool {
      var name = [CChar](repeating: 0, count: 256)
      guard gethostname(&name, name.count) == 0 else { return false }
      let answered = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return answered == String(cString: lk_device_host_name())
    }

    private func physicalMemory() -> Bool {
      let page = UInt64(sysconf(Int32(_SC_PAGESIZE)))
      let pages = mark.physical_memory / page
      return sysconf(Int32(_SC_PHYS_PAGES)) == Int(pages)
        && Foundation.ProcessInfo.processInfo.physicalMemory == pages * page
    }

    private func processors() -> Bool {
      let cores = Int(mark.processor_count)
      let info = Foundation.ProcessInfo.processInfo
      return sysconf(Int32(_SC_NPROCESSORS_ONLN)) == cores && sysconf(Int32(_SC_NPROCESSORS_CONF)) == cores
        && info.activeProcessorCount == cores && info.processorCount == cores
    }

    private func systemRelease() -> Bool {
      guard let expected = mark.system_release.map({ String(cString: $0) }) else { return false }
      var names = utsname()
      guard uname(&names) == 0 else { return false }
      let release = withUnsafeBytes(of: &names.release) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      let major = Int(expected.prefix { $0 != "." })
      return release == expected
        && Foundation.ProcessInfo.processInfo.operatingSystemVersion.majorVersion == major
    }

    private func preferences() -> Bool {
      let (key, value) = ("LifecycleKitInterpositionProbe", "the app's own defaults")
      FoundationDefaults.probe = (key, value)
      defer { FoundationDefaults.probe = nil }
      let defaults = Foundation.UserDefaults()
      return defaults.string(forKey: key) == value
        && defaults.dictionaryRepresentation()[key] as? String == value
    }
  }
#endif
