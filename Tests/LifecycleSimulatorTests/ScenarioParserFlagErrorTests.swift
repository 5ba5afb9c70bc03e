import Testing

@testable import LifecycleSimulator

@Suite("Scenario parser: errors in quoting, flags, numbers and long input")
struct ScenarioParserFlagErrorTests {
  @Test("quoting errors point at the quote or the escape")
  func quotingErrors() {
    #expect(
      ScenarioTestSupport.errorAfterPreamble("do Notes type \"buy milk")
        == "t.scn:3:15: unterminated quoted string; add a closing '\"'")
    #expect(
      ScenarioTestSupport.errorAfterPreamble("do Notes type \"buy\\")
        == "t.scn:3:15: unterminated quoted string; add a closing '\"'")
    #expect(
      ScenarioTestSupport.errorAfterPreamble("settings Notes name=\"A")
        == "t.scn:3:21: unterminated quoted string; add a closing '\"'")
    #expect(
      ScenarioTestSupport.errorAfterPreamble(#"do Notes type "a\nb""#)
        == #"t.scn:3:17: unknown escape '\n' in a quoted string; only \" and \\ are escapes"#)
    #expect(
      ScenarioTestSupport.errorAfterPreamble(#"do Notes type "a"b"#)
        == "t.scn:3:18: expected a space after the closing quote, found 'b'")
    #expect(
      ScenarioTestSupport.errorAfterPreamble(#"do Notes type a"b""#)
        == #"t.scn:3:16: unexpected '"' inside 'a'; quote the whole argument, or the value after '='"#)
  }

  @Test("the device step: flags only, each once, valid values, first and only once")
  func deviceErrors() {
    let cases: [(String, String)] = [
      ("device profile=ios8", "1:16: unknown profile 'ios8'; did you mean 'ios7'? It covers iOS 7–12"),
      ("device profile=iOS17", "1:16: unknown profile 'iOS17'; did you mean 'ios13'? It covers iOS 13+"),
      (
        "device profile=ios2",
        "1:16: unknown profile 'ios2'; expected one of: ios3, ios4, ios5, ios6, ios7, ios13"
      ),
      ("device profile=iOS4", "1:16: unknown profile 'iOS4'; did you mean 'ios4'?"),
      (
        "device profile=android",
        "1:16: unknown profile 'android'; expected one of: ios3, ios4, ios5, ios6, ios7, ios13"
      ),
      (
        "device memory=256",
        "1:15: expected a size like 512MB, 1GB or 64KB, found '256' (write the unit right after the number)"
      ),
      ("device memory=0MB", "1:15: the device needs some memory; found '0MB'"),
      ("device multitasking=true", "1:21: expected 'yes' or 'no' after 'multitasking=', found 'true'"),
      ("device seed=-1", "1:13: expected a seed, a whole number like 7, found '-1'"),
      (
        "device seed=18446744073709551616",
        "1:13: '18446744073709551616' is too large for a seed; the largest is 18446744073709551615"
      ),
      (
        "device colour=red",
        "1:8: unknown flag 'colour=red' for 'device'; expected profile=ios3|ios4|ios5|ios6|ios7|ios13, memory=SIZE, multitasking=yes|no, seed=N, passcode=yes|no, cores=N"
      ),
      ("device memry=1GB", "1:8: unknown flag 'memry=1GB' for 'device'; did you mean 'memory'?"),
      ("device cores=0", "1:14: a device has from 1 to 64 cores; found '0'"),
      ("device cores=many", "1:14: expected a number of cores, a whole number like 7, found 'many'"),
      (
        "device ios4",
        "1:8: unknown flag 'ios4' for 'device'; expected profile=ios3|ios4|ios5|ios6|ios7|ios13, memory=SIZE, multitasking=yes|no, seed=N, passcode=yes|no, cores=N"
      ),
      ("device profile", "1:8: flag 'profile' needs a value, like profile=ios3|ios4|ios5|ios6|ios7|ios13"),
      ("device seed=1 seed=2", "1:15: flag 'seed' is given twice; it was first given at column 8"),
      ("device =1", "1:8: missing flag name before '=' in '=1'"),
      ("device\ndevice", "2:1: only one 'device' step is allowed; the device is already described on line 1"),
      (
        "# intro\ninstall A\ndevice",
        "3:1: 'device' must come before every other step; 'install' on line 2 comes before it"
      ),
    ]
    for (text, expected) in cases {
      #expect(ScenarioTestSupport.error(text) == "t.scn:" + expected, "\(text)")
    }
  }

  @Test("the install step: a new name first, then known flags, each once")
  func installErrors() {
    let cases: [(String, String)] = [
      ("install A\ninstall A", "2:9: app 'A' is already installed, on line 1; give this one another name"),
      (
        "install app=notes",
        "1:9: missing app name after 'install'; found the flag 'app=notes' (quote a name to use it anyway)"
      ),
      (
        "install scenes",
        "1:9: missing app name after 'install'; found the flag 'scenes' (quote a name to use it anyway)"
      ),
      (
        "install A footprint=40",
        "1:21: expected a size like 512MB, 1GB or 64KB, found '40' (write the unit right after the number)"
      ),
      (
        "install A footprint=40mb",
        "1:21: expected a size like 512MB, 1GB or 64KB, found '40mb'; did you mean '40MB'? (MB: megabytes)"
      ),
      ("install A scenes=yes", "1:11: flag 'scenes' takes no value; write just 'scenes'"),
      ("install A app", "1:11: flag 'app' needs a value, like app=ID"),
      ("install A app=", "1:15: missing app ID after 'app='"),
      (
        "install A exits-on-suspend exits-on-suspend",
        "1:28: flag 'exits-on-suspend' is given twice; it was first given at column 11"
      ),
      (
        "install A exit-on-suspend",
        "1:11: unknown flag 'exit-on-suspend' for 'install'; did you mean 'exits-on-suspend'?"
      ),
      (
        "install A background-modes=audio,gps",
        "1:34: unknown background mode 'gps'; expected one of: audio, location, voip, fetch, remote-notification, processing, external-accessory, bluetooth-central"
      ),
      (
        "install A background-modes=audio,locaton",
        "1:34: unknown background mode 'locaton'; did you mean 'location'?"
      ),
      ("install A background-modes=", "1:28: missing background modes after 'background-modes='"),
      ("install A background-modes=audio,", "1:33: expected a background mode after ','"),
    ]
    for (text, expected) in cases {
      #expect(ScenarioTestSupport.error(text) == "t.scn:" + expected, "\(text)")
    }
  }

  @Test("huge numbers are errors with a position, not traps")
  func hugeNumbers() {
    #expect(
      ScenarioTestSupport.error("advance 99999999999999999999s")
        == "t.scn:1:9: duration '99999999999999999999s' is too large; the longest is 9223372036854775807ms")
    #expect(
      ScenarioTestSupport.error("advance 9223372036854775807h")
        == "t.scn:1:9: duration '9223372036854775807h' is too large; the longest is 9223372036854775807ms")
    #expect(
      ScenarioTestSupport.error("device memory=9999999999999GB")
        == "t.scn:1:15: size '9999999999999GB' is too large; the largest is 9223372036854775807B")
    #expect(
      ScenarioTestSupport.errorAfterPreamble("mail-accounts 99999999999999999999")
        == "t.scn:3:15: '99999999999999999999' is too large for a number of mail accounts; the largest is 9223372036854775807"
    )
  }

  @Test("long and unprintable tokens are shortened and escaped in messages, and long app lists cut")
  func messagesStayReadable() {
    let long = String(repeating: "x", count: 10_000)
    #expect(
      ScenarioTestSupport.error(long)?.hasPrefix(
        "t.scn:1:1: unknown step '\(String(repeating: "x", count: 64))…'; expected one of: device,") == true)
    #expect(ScenarioTestSupport.error("ho\u{0}me")?.hasPrefix("t.scn:1:1: unknown step 'ho\\u{0}me'") == true)
    let installs = (1...20).map { "install App\($0)\n" }.joined()
    #expect(
      ScenarioTestSupport.error(installs + "launch App21")
        == "t.scn:21:8: unknown app 'App21'; installed apps: App1, App2, App3, App4, App5, App6, App7, App8, "
        + "App9, App10, App11, App12, and 8 more")  // too many apps are one edit away to suggest any
  }
}
