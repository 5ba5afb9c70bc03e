import LifecycleCore
import LifecycleSimulator
import Testing

/// Article “Multitasking pitfalls”: check canSendMail right before creating the composer.
@MainActor
@Suite("Mail (“Multitasking pitfalls”)")
struct MailTests {
  @Test(
    "mail-naive crashes with a report when the mail account was deleted while it was suspended",
    arguments: multitaskingGenerations)
  func naiveCrashes(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try device.install("Mail", app: "mail-naive")
      try device.launch("Mail")
      device.home()
      device.setMailAccounts(0)
      try device.launch("Mail")
      try device.act("compose", in: "Mail")
      #expect(device.state(of: "Mail") == .notRunning)
      let report = try #require(device.reports.last)
      #expect(report.app == "Mail")
      #expect(report.cause == .crash)
      #expect(report.details.contains("nil modal view controller"))
    }
  }

  @Test(
    "mail shows an alert instead of the composer when there is no mail account",
    arguments: multitaskingGenerations)
  func carefulAlerts(_ generation: OSGeneration) throws {
    try withDevice(generation) { device in
      try device.install("Mail", app: "mail")
      try device.launch("Mail")
      device.home()
      device.setMailAccounts(0)
      try device.launch("Mail")
      try device.act("compose", in: "Mail")
      #expect(device.state(of: "Mail") == .active)
      #expect(try device.probe("composer", of: "Mail") == nil)
      #expect(try device.probe("alert", of: "Mail") == "No mail account")
      #expect(device.reports.isEmpty)
    }
  }

  @Test(
    "on iOS 3 too, mail-naive crashes without an account and mail does not",
    arguments: ["mail-naive", "mail"])
  func iOS3(_ appID: String) throws {
    try withDevice(.ios3) { device in
      device.setMailAccounts(0)
      try device.install("Mail", app: appID)
      try device.launch("Mail")
      try device.act("compose", in: "Mail")
      #expect(device.state(of: "Mail") == (appID == "mail" ? .active : .notRunning))
    }
  }

  @Test("with a mail account both present the composer", arguments: ["mail-naive", "mail"])
  func withAccount(_ appID: String) throws {
    try withDevice(.ios4) { device in
      try device.install("Mail", app: appID)
      try device.launch("Mail")
      try device.act("compose", in: "Mail")
      #expect(try device.probe("composer", of: "Mail") == "shown")
      #expect(try device.probe("screen", of: "Mail") == "MFMailComposeViewController")
      #expect(try device.probe("alert", of: "Mail") == nil)
    }
  }
}
