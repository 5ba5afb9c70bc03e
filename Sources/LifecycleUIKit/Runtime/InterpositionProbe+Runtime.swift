#if os(Linux)
  import CLifecycleAppThread
  import Foundation
  import Glibc
  import LifecycleCore

  /// The exercises of the randomness and of the Swift runtime's functions.
  extension InterpositionProbe {
    // MARK: Randomness

    /// The check's stream as the C target draws from it (SplitMix64 from ``seed``).
    private func reseeded() -> SplitMix64 {
      stream.pointee = Self.seed
      return SplitMix64(seed: Self.seed)
    }

    /// Swift's `SystemRandomNumberGenerator` (the runtime's `syscall(SYS_getrandom, …)`), and
    /// `getrandom` as the dynamic linker resolves it for every library.
    func kernelRandom() -> Bool {
      var expected = reseeded()
      var generator = SystemRandomNumberGenerator()
      guard generator.next() == expected.next(), let symbol = dlsym(nil, "getrandom") else { return false }
      var value: UInt64 = 0
      let filled = unsafeBitCast(
        symbol, to: (@convention(c) (UnsafeMutableRawPointer?, Int, UInt32) -> Int).self)(
          &value, 8, 0)
      return filled == 8 && UInt64(littleEndian: value) == expected.next()
    }

    /// `arc4random`, `arc4random_buf` and `arc4random_uniform`, as the dynamic linker resolves
    /// them for every library. Where the C library has none (before glibc 2.36), app code cannot
    /// call them and there is nothing of the host's to answer.
    func arc4random() -> Bool {
      guard let library = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD) else { return true }
      defer { dlclose(library) }
      guard dlsym(library, "arc4random") != nil, let word = dlsym(nil, "arc4random"),
        let buffer = dlsym(nil, "arc4random_buf"), let uniform = dlsym(nil, "arc4random_uniform")
      else { return true }
      var expected = reseeded()
      let first = unsafeBitCast(word, to: (@convention(c) () -> UInt32).self)()
      var second: UInt64 = 0
      unsafeBitCast(buffer, to: (@convention(c) (UnsafeMutableRawPointer?, Int) -> Void).self)(&second, 8)
      let bound: UInt32 = 1000
      let third = unsafeBitCast(uniform, to: (@convention(c) (UInt32) -> UInt32).self)(bound)
      // The C target rejects the values that would make the low ones likelier, as the C library does.
      let floor = (0 &- bound) % bound
      guard first == UInt32(truncatingIfNeeded: expected.next()),
        UInt64(littleEndian: second) == expected.next()
      else { return false }
      var drawn: UInt32
      repeat { drawn = UInt32(truncatingIfNeeded: expected.next()) } while drawn < floor
      return third == drawn % bound
    }

    /// `/dev/urandom` opened and read, and Foundation's `UUID()`, which reads it.
    func randomDevice() -> Bool {
      var expected = reseeded()
      let descriptor = open("/dev/urandom", O_RDONLY)
      guard descriptor >= 0 else { return false }
      var value: UInt64 = 0
      let read = Glibc.read(descriptor, &value, 8)
      close(descriptor)
      guard read == 8, UInt64(littleEndian: value) == expected.next() else { return false }
      expected = reseeded()
      var bytes: [UInt8] = []
      for _ in 0..<2 { withUnsafeBytes(of: expected.next().littleEndian) { bytes += $0 } }
      let uuid = withUnsafeBytes(of: Foundation.UUID().uuid) { Array($0) }
      // A random UUID is 16 bytes of entropy but for its version (4) and variant (RFC 4122) bits.
      return uuid.indices.allSatisfy { index in
        switch index {
        case 6: uuid[6] & 0x0F == bytes[6] & 0x0F
        case 8: uuid[8] & 0x3F == bytes[8] & 0x3F
        default: uuid[index] == bytes[index]
        }
      }
    }

    // MARK: The Swift runtime

    /// `swift_once`, as the dynamic linker resolves it for every library's Swift code, with a
    /// token of the check's own: the initializer runs, and the token is noted for the mark's
    /// process.
    func once() -> Bool {
      guard let symbol = dlsym(nil, "swift_once") else { return false }
      typealias Once =
        @convention(c) (
          UnsafeMutableRawPointer, @convention(c) (UnsafeMutableRawPointer?) -> Void, UnsafeMutableRawPointer?
        ) -> Void
      let token = UnsafeMutablePointer<Int64>.allocate(capacity: 1)
      token.initialize(to: 0)
      defer { token.deallocate() }
      var ran = false
      withUnsafeMutablePointer(to: &ran) { ran in
        unsafeBitCast(symbol, to: Once.self)(token, { $0?.storeBytes(of: true, as: Bool.self) }, ran)
      }
      return ran && ProcessGlobals.collectNotes().contains(UInt(bitPattern: token))
    }

    /// Whether `body`, run with the mark set, adds one to the mark's count at `counter`.
    func counts(_ counter: KeyPath<lk_app_thread, Int64>, _ body: () -> Void) -> Bool {
      let before = lk_app_thread_get()[keyPath: counter]
      body()
      return lk_app_thread_get()[keyPath: counter] == before + 1
    }

    /// Whether a connection to an internet address (the discard port of the loopback address, so
    /// that where the function is the C library's nothing is reached) and a host name's lookup
    /// are refused as without a connection, and counted.
    func refusesConnections() -> Bool {
      let before = lk_app_thread_get().sockets_refused
      let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard socketDescriptor >= 0 else { return false }
      defer { close(socketDescriptor) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(9).bigEndian
      address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
      let connected = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      let refused = connected == -1 && errno == ENETUNREACH
      var found: UnsafeMutablePointer<addrinfo>?
      let lookup = getaddrinfo("localhost", nil, nil, &found)
      if let found { freeaddrinfo(found) }
      return refused && lookup == EAI_AGAIN && lk_app_thread_get().sockets_refused == before + 2
    }

    /// Starts a real thread that does nothing, and waits for it to end.
    func startAndJoinThread() {
      var thread = pthread_t()
      guard pthread_create(&thread, nil, { _ in nil }, nil) == 0 else { return }
      pthread_join(thread, nil)
    }
  }
#endif
