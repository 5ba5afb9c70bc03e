import LifecycleCore
import Testing

/// Memory at the device level: jetsam is a SIGKILL with a JetsamEvent report and no callback
/// (“Identifying high-memory use with jetsam event reports”; “EXC_CRASH (SIGKILL)”); it kills
/// the lowest band first and, within a band, the app that entered it first (XNU
/// kern_memorystatus.c); it makes room before a cold launch so that free memory never reads
/// below zero; warnings go to the apps that run code, once each time free memory falls below
/// the warning level (“applicationDidReceiveMemoryWarning(_:)”; `Docs/Fidelity.md`, "Memory
/// levels", "Memory before a launch", "Memory warnings"). The device has 256 MB for apps:
/// warnings below 38.4 MB free, kills below 12.8 MB free.
@Suite("Device policy: memory")
struct DeviceMemoryTests {
  static let megabyte = 1 << 20

  /// Hands out every command of `input` one at a time, checking free memory after each.
  static func runCheckingFreeMemory(
    _ input: DeviceInput, on device: inout PolicyDevice, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [DeviceCommand] {
    device.submit(input)
    var commands: [DeviceCommand] = []
    while let command = device.next() {
      commands.append(command)
      #expect(
        device.state.freeMemoryBytes >= 0,
        "\(input): after \(command): \(device.state.freeMemoryBytes) bytes free",
        sourceLocation: sourceLocation)
    }
    return commands
  }

  @Test("jetsam makes room before a cold launch: the victims die before the newcomer starts")
  func jetsamBeforeLaunch() throws {
    var device = PolicyDevice(.ios4)
    let maps = device.install("Maps", footprint: 100 * Self.megabyte)
    let mail = device.install("Mail", footprint: 100 * Self.megabyte)
    let game = device.install("Game", footprint: 150 * Self.megabyte)
    device.run([.launch(maps), .launch(mail), .home])
    #expect(device.appState(maps) == .suspended && device.appState(mail) == .suspended)

    let commands = Self.runCheckingFreeMemory(.launch(game), on: &device)

    let jetsam = try #require(
      commands.position {
        $0
          == .memory(
            .jetsam(victims: [maps, mail], freeBytes: 56 * Self.megabyte, inUseBytes: 200 * Self.megabyte))
      })
    let firstChange = try #require(
      commands.position { if case .stateChanged(game, _, _) = $0 { true } else { false } })
    for victim in [maps, mail] {
      let killed = try #require(
        commands.position { if case .terminated(victim, .jetsam, _) = $0 { true } else { false } })
      #expect(jetsam < killed && killed < firstChange)
      let report = try #require(commands.terminations(of: victim).first?.report)
      #expect(report.kind == .jetsam)
      #expect(report.band == .idle && report.state == .suspended)
      #expect(report.code == nil && report.footprintBytes == 100 * Self.megabyte)
      #expect(commands.deliveries(to: victim) == [], "a SIGKILL: no callback")
      #expect(device.appState(victim) == .notRunning)
    }
    #expect(device.appState(game) == .active)
    #expect(device.state.memoryInUseBytes == 150 * Self.megabyte)
  }

  @Test("no room is made when the newcomer fits: nobody dies")
  func noJetsamWhenItFits() {
    var device = PolicyDevice(.ios4)
    let maps = device.install("Maps", footprint: 100 * Self.megabyte)
    let notes = device.install("Notes", footprint: 100 * Self.megabyte)
    device.run([.launch(maps), .home])

    let commands = Self.runCheckingFreeMemory(.launch(notes), on: &device)

    #expect(!commands.contains { if case .memory(.jetsam) = $0 { true } else { false } })
    #expect(device.appState(maps) == .suspended)
  }

  /// A device on iOS 4 with three apps of 70 MB: `Upload` running in the background on a task
  /// (band 3), `First` and `Second` suspended (band 0), `First` suspended before `Second`
  /// unless `secondFirst`; and a newcomer of `newcomer` MB.
  static func crowded(newcomer: Int, secondFirst: Bool = false) -> (
    device: PolicyDevice, upload: Int, first: Int, second: Int, newcomer: Int
  ) {
    var device = PolicyDevice(.ios4)
    let upload = device.install("Upload", footprint: 70 * megabyte)
    let first = device.install("First", footprint: 70 * megabyte)
    let second = device.install("Second", footprint: 70 * megabyte)
    let new = device.install("New", footprint: newcomer * megabyte)
    device.run([.launch(upload)])
    device.run(.beginBackgroundTask(upload, name: "upload", hasExpirationHandler: true))
    device.run(
      secondFirst ? [.launch(second), .launch(first), .home] : [.launch(first), .launch(second), .home])
    return (device, upload, first, second, new)
  }

  @Test(
    "jetsam takes the lowest band first and, within it, the app that entered it first",
    arguments: [(70, ["First"]), (130, ["First", "Second"]), (200, ["First", "Second", "Upload"])])
  func victimOrder(newcomer: Int, expected: [String]) throws {
    var (device, upload, _, _, new) = Self.crowded(newcomer: newcomer)
    #expect(device.appState(upload) == .background)

    let commands = Self.runCheckingFreeMemory(.launch(new), on: &device)

    let victims = try #require(
      commands.lazy.compactMap { if case .memory(.jetsam(let victims, _, _)) = $0 { victims } else { nil } }
        .first)
    #expect(victims.map { device.state.apps[$0].name } == expected)
    #expect(device.appState(new) == .active)
  }

  @Test("within the idle band the order is the order of entry, not of installation")
  func entryOrderNotInstallOrder() throws {
    var (device, _, _, _, new) = Self.crowded(newcomer: 70, secondFirst: true)

    let commands = Self.runCheckingFreeMemory(.launch(new), on: &device)

    let victims = try #require(
      commands.lazy.compactMap { if case .memory(.jetsam(let victims, _, _)) = $0 { victims } else { nil } }
        .first)
    #expect(victims.map { device.state.apps[$0].name } == ["Second"])
  }

  @Test("the report of a background app jetsam kills names its band and its state")
  func backgroundVictimReport() throws {
    var (device, upload, _, _, new) = Self.crowded(newcomer: 200)

    let commands = device.run([.launch(new)])

    let report = try #require(commands.terminations(of: upload).first?.report)
    #expect(report.kind == .jetsam && report.band == .background && report.state == .background)
    #expect(commands.deliveries(to: upload) == [], "no applicationWillTerminate for a SIGKILL")
    #expect(device.state.apps[upload].tasks.isEmpty)
  }

  @Test(
    "launches never make free memory read below zero, after any command; footprint changes not after the input"
  )
  func freeMemoryNeverNegative() {
    var device = PolicyDevice(.ios7)
    let apps = (0..<6).map { device.install("App\($0)", footprint: (40 + 25 * $0) * Self.megabyte) }
    var inputs: [DeviceInput] = []
    for round in 0..<4 {
      for app in apps {
        inputs.append(.launch(app))
        inputs.append(.setFootprint(app, bytes: (60 + 30 * ((app + round) % 5)) * Self.megabyte))
      }
      inputs.append(.home)
      inputs.append(.switchTo(apps[round]))
    }
    for input in inputs {
      if case .setFootprint = input {
        // The app has grown already when the input comes: see the next test.
        device.run(input)
      } else {
        _ = Self.runCheckingFreeMemory(input, on: &device)
      }
      #expect(device.state.freeMemoryBytes >= device.state.memoryLevels.killFreeBytes, "after \(input)")
    }
  }

  // What the policy does today: the footprint is a fact the host reports, so memory in use
  // includes it at once and free memory reads below zero (in the jetsam event too) until the
  // victims' processes are gone. Docs/Fidelity.md promises a trace without negative free memory
  // only for launches ("Memory before a launch").
  @Test("a footprint grown past free memory reads negative until jetsam's victims are gone")
  func footprintGrowthReadsNegativeUntilTheKills() throws {
    var device = PolicyDevice(.ios4)
    let idle = device.install("Idle", footprint: 100 * Self.megabyte)
    let front = device.install("Front", footprint: 100 * Self.megabyte)
    device.run([.launch(idle), .launch(front)])

    let commands = device.run([.setFootprint(front, bytes: 170 * Self.megabyte)])

    #expect(
      commands.first
        == .memory(.jetsam(victims: [idle], freeBytes: -14 * Self.megabyte, inUseBytes: 270 * Self.megabyte)))
    #expect(device.state.freeMemoryBytes == 86 * Self.megabyte)
  }

  @Test("memory warnings go out once per crossing of the warning level, to the apps that run code")
  func warningsOncePerCrossing() throws {
    var device = PolicyDevice(.ios4)
    let upload = device.install("Upload", footprint: 20 * Self.megabyte)
    let idle = device.install("Idle", footprint: 20 * Self.megabyte)
    let front = device.install("Front", footprint: 20 * Self.megabyte)
    device.run([.launch(upload)])
    device.run(.beginBackgroundTask(upload, name: nil, hasExpirationHandler: true))
    device.run([.launch(idle), .launch(front)])
    #expect(device.appState(idle) == .suspended)

    // 60 MB + 160 MB in use: 36 MB free, below the 38.4 MB warning level, above the kill level.
    let crossing = device.run([.setFootprint(front, bytes: 180 * Self.megabyte)])
    #expect(
      crossing.contains(
        .memory(.belowWarningLevel(freeBytes: 36 * Self.megabyte, inUseBytes: 220 * Self.megabyte))))
    #expect(crossing.callbacks(of: front) == ["applicationDidReceiveMemoryWarning"])
    #expect(crossing.callbacks(of: upload) == ["applicationDidReceiveMemoryWarning"])
    #expect(crossing.deliveries(to: idle) == [], "a suspended app cannot receive a warning")
    #expect(device.state.isBelowWarningLevel)

    let deeper = device.run([.setFootprint(front, bytes: 190 * Self.megabyte)])
    #expect(
      !deeper.contains { if case .memory = $0 { true } else { false } }, "still below: no second warning")
    #expect(deeper.deliveries(to: front) == [])

    device.run([.setFootprint(front, bytes: 100 * Self.megabyte)])
    #expect(device.state.isBelowWarningLevel == false)

    let again = device.run([.setFootprint(front, bytes: 180 * Self.megabyte)])
    #expect(again.callbacks(of: front) == ["applicationDidReceiveMemoryWarning"])
  }

  @Test(
    "a footprint past the kill level makes jetsam kill, lowest band first, until free memory is back above it"
  )
  func footprintGrowthKills() throws {
    var device = PolicyDevice(.ios4)
    let idle = device.install("Idle", footprint: 30 * Self.megabyte)
    let front = device.install("Front", footprint: 20 * Self.megabyte)
    device.run([.launch(idle), .launch(front)])

    let commands = Self.runCheckingFreeMemory(.setFootprint(front, bytes: 220 * Self.megabyte), on: &device)

    #expect(commands.terminations(of: idle).map(\.cause) == [.jetsam])
    #expect(device.appState(front) == .active)
    #expect(device.state.freeMemoryBytes == 36 * Self.megabyte)
  }

  @Test("a memory-pressure event kills at least one app below the foreground, never the foreground")
  func memoryPressure() {
    var device = PolicyDevice(.ios7)
    let idle = device.install("Idle")
    let front = device.install("Front")
    device.run([.launch(idle), .launch(front)])
    #expect(device.state.freeMemoryBytes > device.state.memoryLevels.pressureTargetFreeBytes)

    let first = device.run([.memoryPressure])
    #expect(first.terminations(of: idle).map(\.cause) == [.jetsam])

    let second = device.run([.memoryPressure])
    #expect(second.terminations(of: front).isEmpty)
    #expect(device.appState(front) == .active)
  }

  @Test("the memoryWarning input reaches every app that runs code, in installation order")
  func memoryWarningInput() {
    var device = PolicyDevice(.ios4)
    let music = device.install("Music", info: AppInfo(backgroundModes: [.audio]))
    let idle = device.install("Idle")
    let front = device.install("Front")
    device.run([.launch(music), .launch(idle), .launch(front)])

    let commands = device.run([.memoryWarning])

    #expect(commands.callbacks(of: music) == ["applicationDidReceiveMemoryWarning"])
    #expect(commands.callbacks(of: front) == ["applicationDidReceiveMemoryWarning"])
    #expect(commands.deliveries(to: idle) == [])
    let musicFirst = commands.position {
      $0 == .deliver(app: music, .callback(.applicationDidReceiveMemoryWarning))
    }
    let frontNext = commands.position {
      $0 == .deliver(app: front, .callback(.applicationDidReceiveMemoryWarning))
    }
    #expect(musicFirst! < frontNext!)
  }
}
