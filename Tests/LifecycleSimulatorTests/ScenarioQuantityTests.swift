import Testing

@testable import LifecycleSimulator

@Suite("Scenario quantities: durations and sizes")
struct ScenarioQuantityTests {
  private let here = SourceLocation(file: "q", line: 2, column: 5)

  @Test(
    "durations take ms, s, m and h",
    arguments: [
      ("250ms", Duration.milliseconds(250)), ("0ms", .zero), ("10s", .seconds(10)), ("5m", .seconds(300)),
      ("1h", .seconds(3600)), ("007s", .seconds(7)),
      ("9223372036854775807ms", .milliseconds(Int64.max)),
    ])
  func durations(text: String, duration: Duration) throws {
    #expect(try ScenarioQuantity.duration(text, at: here) == duration)
  }

  @Test(
    "sizes take B, KB, MB and GB in powers of 1024",
    arguments: [
      ("512MB", 512 << 20), ("1GB", 1 << 30), ("64KB", 64 << 10), ("4096B", 4096), ("0B", 0),
      ("9223372036854775807B", Int.max), ("8589934591GB", 8_589_934_591 << 30),
    ])
  func sizes(text: String, bytes: Int) throws {
    #expect(try ScenarioQuantity.bytes(text, at: here) == bytes)
  }

  @Test(
    "a malformed or oversized duration is an error at the given location",
    arguments: [
      ("10x", "expected a duration like 250ms, 10s or 5m, found '10x'"),
      ("", "expected a duration like 250ms, 10s or 5m, found ''"),
      ("s", "expected a duration like 250ms, 10s or 5m, found 's'"),
      ("10S", "expected a duration like 250ms, 10s or 5m, found '10S'; did you mean '10s'? (s: seconds)"),
      ("10min", "expected a duration like 250ms, 10s or 5m, found '10min'; did you mean '10m'? (m: minutes)"),
      ("2hours", "expected a duration like 250ms, 10s or 5m, found '2hours'; did you mean '2h'? (h: hours)"),
      ("30sec", "expected a duration like 250ms, 10s or 5m, found '30sec'; did you mean '30s'? (s: seconds)"),
      (
        "250MS",
        "expected a duration like 250ms, 10s or 5m, found '250MS'; did you mean '250ms'? (ms: milliseconds)"
      ),
      ("+10s", "expected a duration like 250ms, 10s or 5m, found '+10s'"),
      ("١٠s", "expected a duration like 250ms, 10s or 5m, found '١٠s'"),
      (
        "9223372036854775808ms",
        "duration '9223372036854775808ms' is too large; the longest is 9223372036854775807ms"
      ),
      (
        "9223372036854776s", "duration '9223372036854776s' is too large; the longest is 9223372036854775807ms"
      ),
      (
        String(repeating: "9", count: 100_000) + "s",
        "duration '" + String(repeating: "9", count: 64)
          + "…' is too large; the longest is 9223372036854775807ms"
      ),
    ])
  func durationErrors(text: String, message: String) {
    #expect(throws: ScenarioError(location: here, message: message)) {
      try ScenarioQuantity.duration(text, at: here)
    }
  }

  @Test(
    "a malformed or oversized size is an error at the given location",
    arguments: [
      ("10", "expected a size like 512MB, 1GB or 64KB, found '10' (write the unit right after the number)"),
      ("1TB", "expected a size like 512MB, 1GB or 64KB, found '1TB'"),
      ("1gb", "expected a size like 512MB, 1GB or 64KB, found '1gb'; did you mean '1GB'? (GB: gigabytes)"),
      (
        "512MiB",
        "expected a size like 512MB, 1GB or 64KB, found '512MiB'; did you mean '512MB'? (MB: megabytes)"
      ),
      ("64k", "expected a size like 512MB, 1GB or 64KB, found '64k'; did you mean '64KB'? (KB: kilobytes)"),
      ("1.5GB", "expected a size like 512MB, 1GB or 64KB, found '1.5GB'"),
      ("9999999999999GB", "size '9999999999999GB' is too large; the largest is 9223372036854775807B"),
      (
        "9223372036854775808B",
        "size '9223372036854775808B' is too large; the largest is 9223372036854775807B"
      ),
    ])
  func sizeErrors(text: String, message: String) {
    #expect(throws: ScenarioError(location: here, message: message)) {
      try ScenarioQuantity.bytes(text, at: here)
    }
  }

  @Test("quantities are written back in the largest exact unit, and read back the same")
  func roundTrip() throws {
    #expect(ScenarioQuantity.text(for: .seconds(300)) == "5m")
    #expect(ScenarioQuantity.text(for: .milliseconds(1500)) == "1500ms")
    #expect(ScenarioQuantity.text(for: .seconds(7200)) == "2h")
    #expect(ScenarioQuantity.text(for: .zero) == "0ms")
    #expect(ScenarioQuantity.text(for: .microseconds(1)) == nil)
    #expect(ScenarioQuantity.text(for: .seconds(-1)) == nil)
    #expect(ScenarioQuantity.text(forBytes: 40 << 20) == "40MB")
    #expect(ScenarioQuantity.text(forBytes: 1536) == "1536B")
    #expect(ScenarioQuantity.text(forBytes: 0) == "0B")
    #expect(ScenarioQuantity.text(forBytes: -1) == nil)
    for milliseconds: Int64 in [0, 1, 999, 1000, 60_000, 3_600_000, 86_400_000, Int64.max] {
      let text = try #require(ScenarioQuantity.text(for: .milliseconds(milliseconds)))
      #expect(try ScenarioQuantity.duration(text, at: here) == .milliseconds(milliseconds))
    }
    for bytes in [0, 1, 1023, 1024, 40 << 20, 3 << 30, Int.max] {
      let text = try #require(ScenarioQuantity.text(forBytes: bytes))
      #expect(try ScenarioQuantity.bytes(text, at: here) == bytes)
    }
  }
}
