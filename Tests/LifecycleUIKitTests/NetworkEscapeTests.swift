#if os(Linux)
  import Glibc
  import LifecycleCore
  import LifecycleSimulator
  import LifecycleUIKit
  import Testing

  /// An app whose code opens a socket itself, as a networking library would.
  @MainActor
  final class RawSocketDelegate: UIResponder, UIApplicationDelegate, ScenarioScriptable {
    var window: UIWindow?
    var outcome = ""

    static let scenarioScript = ScenarioScript(
      for: RawSocketDelegate.self,
      actions: [
        "connect": { app, _ in
          let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
          defer { close(descriptor) }
          var address = sockaddr_in()
          address.sin_family = sa_family_t(AF_INET)
          address.sin_port = in_port_t(9).bigEndian
          address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
          let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
              connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
          }
          app.outcome = result == -1 && errno == ENETUNREACH ? "ENETUNREACH" : "connected or other (\(errno))"
        },
        "lookup": { app, _ in
          var found: UnsafeMutablePointer<addrinfo>?
          let status = getaddrinfo("news.example.com", "443", nil, &found)
          if let found { freeaddrinfo(found) }
          app.outcome = status == EAI_AGAIN ? "EAI_AGAIN" : "resolved or other (\(status))"
        },
      ],
      probes: ["outcome": { app in app.outcome }])
  }

  @MainActor
  @Suite("A real socket from app code is refused, and a misuse names the fix")
  struct NetworkEscapeTests {
    let catalog = AppCatalog.builtIn.addingUIKitApp("raw-socket") { RawSocketDelegate() }

    func launched() throws -> Device {
      let device = try makeDevice(.ios13, catalog: catalog)
      try device.install(InstallSpec(name: "Raw", appID: "raw-socket"))
      try device.launch("Raw")
      return device
    }

    @Test("connect to an internet address fails with ENETUNREACH and is a misuse naming URLSession")
    func connectRefused() throws {
      let device = try launched()
      #expect(try device.perform("connect", arguments: [], in: "Raw") == nil)
      #expect(try device.probe("outcome", of: "Raw") == "ENETUNREACH")
      let misuses = device.misuses(of: "Raw")
      #expect(misuses.count == 1)
      #expect(
        misuses.first?.contains(
          "use URLSession, which LifecycleKit answers from the scenario's `respond` lines") == true)
    }

    @Test("a host name's lookup fails with EAI_AGAIN and is a misuse")
    func lookupRefused() throws {
      let device = try launched()
      #expect(try device.perform("lookup", arguments: [], in: "Raw") == nil)
      #expect(try device.probe("outcome", of: "Raw") == "EAI_AGAIN")
      #expect(device.misuses(of: "Raw").count == 1)
    }

    @Test("outside app code the C library's functions answer (the host's own connections)")
    func hostUnaffected() {
      var found: UnsafeMutablePointer<addrinfo>?
      let status = getaddrinfo("localhost", nil, nil, &found)
      if let found { freeaddrinfo(found) }
      #expect(status == 0)
    }
  }
#endif
