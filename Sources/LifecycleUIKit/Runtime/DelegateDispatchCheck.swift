import Foundation
import LifecycleLint

/// Finds delegate methods that iOS would call and Swift cannot: a method declared in a
/// subclass of the class that adopts a delegate protocol, where the adopting class itself
/// got the requirement from the protocol's default.
///
/// On iOS the system sends an Objective-C message, which finds the subclass's method. In
/// Swift the requirement is bound once, at the class that adopts the protocol; when that
/// class does not implement it, the binding is the default in the protocol extension, and a
/// subclass's method of the same name is a new method that nothing calls. The fix is to
/// declare the method in the adopting class and `override` it in the subclass.
///
/// Swift on Linux has no method reflection, so the check reads the executable's symbol
/// table (``ELFSymbolTable``): every method's symbol carries its class's mangled name. Only a
/// class below the adopting one needs it; a delegate class that adopts the protocol itself
/// costs nothing. A table that cannot be read (a stripped binary) is reported, never taken
/// as "nothing declared".
@MainActor
enum DelegateDispatchCheck {
  /// What the check found for one class.
  enum Outcome: Hashable {
    /// Every requirement reaches the class's own method or the default it means.
    case fine
    /// Methods Swift will not call, one sentence each naming the class, the method and the fix.
    case unreachable([String])
    /// The check could not be made, and why (a stripped executable).
    case cannotCheck(String)
    /// Nothing was found, but an optimized build may have removed a method nothing calls,
    /// and its symbol with it: the check cannot vouch for the class.
    case unverified(String)
  }

  /// A delegate protocol: its name, whether a class conforms, and the requirements that have
  /// a default, as Swift names them (``DelegateProtocol/applicationDelegate``).
  struct DelegateProtocol: Sendable {
    let name: String
    let conforms: @Sendable (AnyClass) -> Bool
    let requirements: [String]
  }

  /// Where symbol names come from: the names starting with each prefix, for a class's image.
  typealias SymbolSource =
    @MainActor (_ image: AnyClass, _ prefixes: [String]) throws(ELFSymbolTable.Failure) -> [String: [String]]

  private static var cache: [CacheKey: Outcome] = [:]
  private static var warned: Set<String> = []

  /// The modules whose delegates this package's own tests check in a debug build (every sample
  /// scenario runs there, where an unreachable method fails the run): no warning for them.
  static let checkedModules = ["LifecycleSamples.", "LifecycleRestorationDemos."]

  /// Writes `reason` about `type` to standard error as a warning, the first time only.
  static func warnOnce(_ reason: String, about type: AnyClass) {
    let name = String(reflecting: type)
    guard !checkedModules.contains(where: name.hasPrefix), warned.insert(reason).inserted else { return }
    FileHandle.standardError.write(Data("warning: \(reason)\n".utf8))
  }
  private struct CacheKey: Hashable {
    let type: ObjectIdentifier
    let protocolName: String
  }

  /// Checks `type` against `delegateProtocol` once per class and protocol.
  static func check(
    _ type: AnyClass, against delegateProtocol: DelegateProtocol, symbols: SymbolSource = imageSymbols
  ) -> Outcome {
    let key = CacheKey(type: ObjectIdentifier(type), protocolName: delegateProtocol.name)
    if let known = cache[key] { return known }
    let outcome = evaluate(type, against: delegateProtocol, symbols: symbols)
    cache[key] = outcome
    return outcome
  }

  /// The check itself, uncached; `optimized` says whether the app's code was built with
  /// optimization (this module's build, by default).
  static func evaluate(
    _ type: AnyClass, against delegateProtocol: DelegateProtocol, symbols: SymbolSource,
    optimized: Bool = optimized
  ) -> Outcome {
    // The chain from the class up; the adopting class is the topmost that conforms.
    var chain: [AnyClass] = [type]
    while let superclass = _getSuperclass(chain[chain.count - 1]) { chain.append(superclass) }
    guard let adopterIndex = chain.lastIndex(where: delegateProtocol.conforms), adopterIndex > 0 else {
      return .fine
    }
    let className = { (type: AnyClass) in String(reflecting: type) }
    let subject =
      "\(className(type)), a subclass of \(className(chain[adopterIndex])) (which adopts"
      + " \(delegateProtocol.name))"
    guard platformIsELF else {
      return .unverified(
        "delegate dispatch of \(subject) not verified: the check reads ELF symbol tables, and this"
          + " platform's executables are not ELF; run it on Linux")
    }
    var named: [(prefix: String, demangled: String)] = []
    for member in chain {
      guard let names = SwiftSymbols.names(of: member) else {
        return .cannotCheck(
          "cannot check whether \(subject) declares delegate methods Swift will not call:"
            + " \(className(member)) is generic, and its methods' symbols do not name it; declare every"
            + " \(delegateProtocol.name) method in \(className(chain[adopterIndex])) and override it below")
      }
      named.append(names)
    }
    let found: [String: [String]]
    do {
      found = try symbols(type, named.map(\.prefix))
    } catch {
      return .cannotCheck(
        "cannot check whether \(subject) declares delegate methods Swift will not call: \(error) (the"
          + " check reads method names from the symbol table); build without stripping, or declare every"
          + " \(delegateProtocol.name) method in \(className(chain[adopterIndex])) and override it below")
    }
    func members(_ index: Int) -> Set<String> {
      Set(
        (found[named[index].prefix] ?? []).compactMap { symbol in
          SwiftSymbols.demangle(symbol).flatMap { SwiftSymbols.member(of: $0, in: named[index].demangled) }
        })
    }
    // Declared at the adopting class or above: the witness is the class's method, which
    // subclasses override.
    let bound = (adopterIndex..<chain.count).reduce(into: Set<String>()) { $0.formUnion(members($1)) }
    var findings: [String] = []
    for index in (0..<adopterIndex).reversed() {
      for requirement in delegateProtocol.requirements
      where !bound.contains(requirement) && members(index).contains(requirement) {
        findings.append(
          "\(className(chain[index])) declares \(requirement), but \(className(chain[adopterIndex])) adopts"
            + " \(delegateProtocol.name) without it, so Swift calls the protocol's default and never this"
            + " method (iOS would call it); fix: declare \(requirement) in \(className(chain[adopterIndex]))"
            + " and override it in \(className(chain[index]))")
      }
    }
    guard findings.isEmpty else { return .unreachable(findings) }
    guard optimized else { return .fine }
    // The LifecycleLint build plugin checked the source of the modules from the class up to the
    // adopting one, and left its mark in each (DelegateDispatchLint.checkedMarker).
    let modules = Set(chain[...adopterIndex].map { String(className($0).prefix { $0 != "." }) })
    let markers = modules.map { DelegateDispatchLint.checkedMarker(module: $0) }
    if let marked = try? symbols(type, markers), markers.allSatisfy({ marked[$0]?.contains($0) == true }) {
      return .fine
    }
    return .unverified(
      "delegate dispatch of \(subject) not verified: in an optimized build the optimizer removes methods"
        + " nothing calls, and their symbols with them, so a \(delegateProtocol.name) method declared only"
        + " below \(className(chain[adopterIndex])) may be missing from the check; run it in a debug build, or"
        + " add the LifecycleLintPlugin build plugin to the app's target, which reads the source in any build"
    )
  }

  /// Whether `type` or a class above it declares `member` as Swift names it
  /// (`application(_:willFinishLaunchingWithOptions:)`), from the symbol table of its image; nil
  /// where that cannot be read (not ELF, a generic class, a stripped executable). For messages
  /// that would name a method of the app's: unknown is not taken as "not declared".
  static func declares(_ type: AnyClass, _ member: String, symbols: SymbolSource = imageSymbols) -> Bool? {
    guard platformIsELF else { return nil }
    var chain: [AnyClass] = [type]
    while let superclass = _getSuperclass(chain[chain.count - 1]) { chain.append(superclass) }
    var named: [(prefix: String, demangled: String)] = []
    for member in chain {
      guard let names = SwiftSymbols.names(of: member) else { return nil }
      named.append(names)
    }
    guard let found = try? symbols(type, named.map(\.prefix)) else { return nil }
    return named.contains { names in
      (found[names.prefix] ?? []).contains { symbol in
        SwiftSymbols.demangle(symbol).flatMap { SwiftSymbols.member(of: $0, in: names.demangled) } == member
      }
    }
  }

  /// Whether executables here are ELF files with `/proc/self/exe` and `/proc/self/maps` (Linux).
  static var platformIsELF: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }

  /// Whether this module was built with optimization (a package builds all its modules alike,
  /// so the app's too, as a rule).
  static var optimized: Bool { !_isDebugAssertConfiguration() }

  /// The symbols of the executable or library that holds `image`'s metadata.
  static func imageSymbols(_ image: AnyClass, _ prefixes: [String]) throws(ELFSymbolTable.Failure) -> [String:
    [String]]
  {
    try table(at: imagePath(of: image)).names(withPrefixes: prefixes)
  }

  private static var tables: [String: Result<ELFSymbolTable, ELFSymbolTable.Failure>] = [:]

  /// The symbol table of the file at `path`, read once.
  private static func table(at path: String) throws(ELFSymbolTable.Failure) -> ELFSymbolTable {
    if let known = tables[path] { return try known.get() }
    let result: Result<ELFSymbolTable, ELFSymbolTable.Failure>
    do throws(ELFSymbolTable.Failure) {
      result = .success(try ELFSymbolTable(contentsOf: path))
    } catch {
      result = .failure(error)
    }
    tables[path] = result
    return try result.get()
  }

  /// The file of the loaded image that holds `type`'s metadata, from the process's memory map
  /// (`/proc/self/maps`): a shared library's own path, or the running executable
  /// (`/proc/self/exe`) when the map does not name a file. Read once per class: a class's
  /// image never changes, and reading the map at every process start (``ProcessGlobals`` asks
  /// then) took a fifth of an app's exploration.
  static func imagePath(of type: AnyClass) -> String {
    if let known = imagePaths[ObjectIdentifier(type)] { return known }
    let path = readImagePath(of: type)
    imagePaths[ObjectIdentifier(type)] = path
    return path
  }

  private static var imagePaths: [ObjectIdentifier: String] = [:]

  private static func readImagePath(of type: AnyClass) -> String {
    let address = UInt(bitPattern: unsafeBitCast(type, to: UnsafeRawPointer.self))
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else {
      return "/proc/self/exe"
    }
    for line in maps.split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      guard fields.count == 6, let dash = fields[0].firstIndex(of: "-"),
        let start = UInt(fields[0][..<dash], radix: 16),
        let end = UInt(fields[0][fields[0].index(after: dash)...], radix: 16),
        (start..<end).contains(address)
      else { continue }
      let path = fields[5].trimmingCharacters(in: .whitespaces)
      return path.hasPrefix("/") && !path.hasSuffix(" (deleted)") ? path : "/proc/self/exe"
    }
    return "/proc/self/exe"
  }
}
