import LifecycleCommandLine
import LifecycleCore
import Testing

/// `lifecycle demo`: the seeds' stories computed on every generation.
@Suite("lifecycle demo")
struct DemoCommandTests {
  @Test("demo exits 0 and tells each story on every profile")
  func mentionsEveryProfile() {
    let result = LifecycleCommand.run(["demo"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    for generation in OSGeneration.allCases {
      #expect(result.standardOutput.contains("  \(generation.displayName)"), "\(generation)")
    }
    for seed in [
      "000_977b0f7bda7fc213.txt", "001_217f40ce8b491bf2.txt", "003_f8ac2781d3b998e8.txt",
      "004_bf06578b9e357497.txt",
    ] {
      #expect(result.standardOutput.contains("(seed \(seed))"), "\(seed)")
    }
  }

  @Test("demo shows Home terminating the app on iOS 3 and the answered call relaunching it")
  func showsTheSeedsBehaviour() {
    let lines = LifecycleCommand.run(["demo"]).standardOutput.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    #expect(lines.contains("iOS 3 launch applicationDidFinishLaunching, applicationDidBecomeActive → active"))
    #expect(lines.contains("home applicationWillTerminate → notRunning (quitOnHome)"))
    #expect(lines.contains("callAccepted applicationWillTerminate → notRunning (callAnswered)"))
    #expect(lines.contains("jetsamKill no callback → notRunning (jetsam)"))
  }

  @Test("demo takes no arguments")
  func noArguments() {
    let result = LifecycleCommand.run(["demo", "--fast"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("lifecycle demo: demo takes no arguments\n"))
  }
}
