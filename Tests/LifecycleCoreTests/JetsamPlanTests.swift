import LifecycleCore
import Testing

/// What the system does when memory runs short: kill in victim order until free memory is back at
/// the kill level, then warn the apps that can still run code if free memory is below the warning
/// level (“applicationDidReceiveMemoryWarning(_:)”, “Responding to low-memory warnings”); a
/// memory-pressure event kills up to its own target and spares the foreground app.
@Suite("Jetsam plan")
struct JetsamPlanTests {
  static let levels = MemoryLevels(warningFreeBytes: 400, killFreeBytes: 250, pressureTargetFreeBytes: 800)

  static func candidate(
    _ app: String, _ band: JetsamBand, entered order: UInt64, footprint: Int
  ) -> JetsamCandidate {
    JetsamCandidate(
      app: app, band: band, bandEntryOrder: order, footprintBytes: footprint, executesCode: band != .idle)
  }

  /// 1000 bytes for apps; 980 used, so 20 free.
  static let crowded = [
    candidate("Front", .foreground, entered: 1, footprint: 580),
    candidate("Old", .idle, entered: 2, footprint: 200),
    candidate("Recent", .idle, entered: 3, footprint: 100),
    candidate("Upload", .background, entered: 4, footprint: 100),
  ]

  @Test("jetsam kills in victim order until free memory reaches the kill level, then stops")
  func killsUntilKillLevel() {
    let plan = JetsamPolicy.plan(candidates: Self.crowded, totalBytes: 1000, levels: Self.levels)
    #expect(plan.victims == ["Old", "Recent"])
    #expect(plan.freeBytesAfter == 320)
  }

  @Test("apps that still run code are warned when free memory stays below the warning level")
  func warningsBelowWarningLevel() {
    let plan = JetsamPolicy.plan(candidates: Self.crowded, totalBytes: 1000, levels: Self.levels)
    // 320 free < 400: the survivors that run code are warned, sorted; the killed are not.
    #expect(plan.warnings == ["Front", "Upload"])
  }

  @Test("no kill and no warning while free memory is above the warning level")
  func nothingWhenMemoryIsPlenty() {
    let plan = JetsamPolicy.plan(candidates: Self.crowded, totalBytes: 1500, levels: Self.levels)
    #expect(plan.victims.isEmpty)
    #expect(plan.warnings.isEmpty)
    #expect(plan.freeBytesAfter == 520)
  }

  @Test("between the kill and warning levels apps are warned, not killed; suspended apps cannot be warned")
  func warnWithoutKilling() {
    let plan = JetsamPolicy.plan(candidates: Self.crowded, totalBytes: 1300, levels: Self.levels)
    #expect(plan.victims.isEmpty)
    #expect(plan.warnings == ["Front", "Upload"])
    #expect(plan.freeBytesAfter == 320)
  }

  @Test("without a pressure event the foreground app is killed only once everything else is gone")
  func foregroundKilledLast() {
    let plan = JetsamPolicy.plan(candidates: Self.crowded, totalBytes: 800, levels: Self.levels)
    // -180 free: Old (20), Recent (120), Upload (220) are not enough to reach 250.
    #expect(plan.victims == ["Old", "Recent", "Upload", "Front"])
    #expect(plan.warnings.isEmpty)
  }

  @Test("a memory-pressure event kills until its target is free but spares the foreground app")
  func pressureSparesForeground() {
    let plan = JetsamPolicy.plan(
      candidates: Self.crowded, totalBytes: 1000, levels: Self.levels, pressure: true)
    #expect(plan.victims == ["Old", "Recent", "Upload"])
    #expect(plan.freeBytesAfter == 420)
    #expect(plan.warnings.isEmpty)
  }

  @Test("a memory-pressure event stops as soon as its target is free")
  func pressureStopsAtTarget() {
    let levels = MemoryLevels(warningFreeBytes: 400, killFreeBytes: 250, pressureTargetFreeBytes: 300)
    let plan = JetsamPolicy.plan(candidates: Self.crowded, totalBytes: 1000, levels: levels, pressure: true)
    #expect(plan.victims == ["Old", "Recent"])
  }

  @Test("a pressure target below the kill level still frees up to the kill level")
  func pressureTargetNeverBelowKillLevel() {
    let levels = MemoryLevels(warningFreeBytes: 400, killFreeBytes: 250, pressureTargetFreeBytes: 10)
    let plan = JetsamPolicy.plan(candidates: Self.crowded, totalBytes: 1000, levels: levels, pressure: true)
    #expect(plan.victims == ["Old", "Recent"])
  }

  @Test("standard levels: warning below 15 %, kills below 5 %, a pressure event frees up to 30 %")
  func standardLevels() {
    #expect(
      MemoryLevels.standard(totalBytes: 1000)
        == MemoryLevels(warningFreeBytes: 150, killFreeBytes: 50, pressureTargetFreeBytes: 300))
  }

  @Test("a memory-pressure event reclaims at least one background app even when its target is already free")
  func pressureKillsAtLeastOne() {
    let roomy = [
      Self.candidate("Front", .foreground, entered: 1, footprint: 100),
      Self.candidate("Old", .idle, entered: 2, footprint: 100),
      Self.candidate("Recent", .idle, entered: 3, footprint: 100),
    ]
    let plan = JetsamPolicy.plan(candidates: roomy, totalBytes: 1000, levels: Self.levels, pressure: true)
    #expect(plan.victims == ["Old"])
    let calm = JetsamPolicy.plan(candidates: roomy, totalBytes: 1000, levels: Self.levels)
    #expect(calm.victims.isEmpty)
  }

  @Test("a memory-pressure event with only the foreground app running kills nothing")
  func pressureAloneSparesForeground() {
    let alone = [Self.candidate("Front", .foreground, entered: 1, footprint: 100)]
    let plan = JetsamPolicy.plan(candidates: alone, totalBytes: 1000, levels: Self.levels, pressure: true)
    #expect(plan.victims.isEmpty)
  }
}
