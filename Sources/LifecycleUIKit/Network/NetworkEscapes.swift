/// Real network connections tried by app code: a socket connected to an internet address, or a
/// host name looked up (`connect`, `getaddrinfo`), by the app's code or a library it calls on its
/// thread.
///
/// No real connection leaves the simulated app: a request on iOS depends on the network, which a
/// scenario describes (`network online`, `respond …`), and one that reached the host's network
/// would make a run depend on the machine and the moment. The C target's `connect` and
/// `getaddrinfo` stand in front of the C library's on a thread that runs app code: they refuse the
/// attempt as a device without a connection would (`ENETUNREACH`, `EAI_AGAIN`) and count it; each
/// call into the app that tried is reported here, as a misuse that fails the run.
///
/// Not seen: a library that connects on a thread of its own — FoundationNetworking's `URLSession`
/// runs libcurl on its own threads; a file that imports FoundationNetworking beside LifecycleUIKit
/// does not compile (both declare `URLSession`), and `lifecycle lint` reports the import.
@MainActor
enum NetworkEscapes {
  /// The fix every report names.
  static let fix =
    "use URLSession, which LifecycleKit answers from the scenario's `respond` lines (network online, "
    + "respond URL-PATTERN FILE|status=N)"

  /// Reports that `host`'s code tried `count` real network connections.
  static func report(_ count: Int, of host: UIKitAppHost) {
    host.process?.reportMisuse(
      "connect: the app's code tried \(count == 1 ? "a real network connection" : "\(count) real network connections") "
        + "(connect to an internet address, or getaddrinfo), refused as on a device without a connection: no "
        + "real socket is opened from app code; " + fix)
  }
}
