import CLifecycleAppThread
import Foundation

/// Reading the variables of the files that hold app code: the executable or library with the
/// app's delegate, and every other loaded library that is neither the toolchain's nor the
/// system's.
extension ProcessGlobals {
  /// Reads, once per file, the variables of the app modules in the executable or library that
  /// holds `type`, and keeps the bytes of the constant-initialised ones as they are now, before
  /// any app code of that file has run. Returns why they cannot be read, if they cannot.
  static func register(imageOf type: AnyClass) -> String? {
    let path = DelegateDispatchCheck.imagePath(of: type)
    if let known = images.first(where: { $0.path == path }) { return known.unreadable }
    var bias: UInt = 0
    guard lk_load_bias(unsafeBitCast(type, to: UnsafeRawPointer.self), &bias) != 0 else {
      let reason = "no loaded file holds \(String(reflecting: type))"
      images.append(Image(path: path, unreadable: reason))
      return reason
    }
    let table: ELFSymbolTable
    do {
      table = try ELFSymbolTable(contentsOf: path, indexingModules: false)
    } catch {
      let reason = "\(error) (\(path))"
      images.append(Image(path: path, unreadable: reason))
      return reason
    }
    images.append(image(at: path, bias: bias, variables: appVariables(in: table)))
    return nil
  }

  /// Whether the Swift symbol `name` belongs to an app's module: not LifecycleKit's, nor the
  /// toolchain's.
  private static func isAppSymbol(_ name: String) -> Bool {
    guard let module = module(of: name) else { return false }
    return !foreignModules.contains(module) && !module.hasPrefix("_")
  }

  private static func appVariables(in table: ELFSymbolTable) -> [ELFSymbolTable.Variable] {
    table.variables().filter { isAppSymbol($0.name) }
  }

  /// How many objects the dynamic linker had loaded at the last ``registerLoadedLibraries()``.
  private static var librariesScannedAt: UInt64 = 0
  /// The libraries read and found to hold no app variables (or not to be readable ELF files):
  /// not read again at the next scan.
  private static var librariesWithoutAppVariables: Set<String> = []

  /// Reads the variables of every shared library loaded since the last call that holds app
  /// modules — a package's dynamic library product with the app's model, say, whose code runs
  /// as the app's when the app calls it — as ``register(imageOf:)`` does for the delegate's file.
  /// The executable (read for the delegates it holds), the toolchain's libraries (every file in
  /// the folder of the Swift runtime's, and below its parent) and the system's (under `/lib`,
  /// `/usr/lib`, and the like) are not read. Returns, for a stripped library that exports names of
  /// an app module, why its variables cannot be read.
  static func registerLoadedLibraries() -> [String] {
    let loads = UInt64(lk_loaded_object_loads())
    guard loads != librariesScannedAt else { return [] }
    librariesScannedAt = loads
    var candidates: [(path: String, bias: UInt)] = []
    var toolchain: String?
    var index = 0
    var pathPointer: UnsafePointer<CChar>?
    var bias: UInt = 0
    while lk_loaded_object(index, &pathPointer, &bias) != 0 {
      index += 1
      guard let pathPointer else { continue }
      let loaded = String(cString: pathPointer)
      guard loaded.hasPrefix("/") else { continue }  // the executable (""), the kernel's vDSO
      // As /proc/self/maps names it (the delegate's file, ``register(imageOf:)``).
      let path = URL(fileURLWithPath: loaded).resolvingSymlinksInPath().path
      if (path as NSString).lastPathComponent == "libswiftCore.so" {
        toolchain = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent + "/"
      }
      candidates.append((path, bias))
    }
    let systemFolders = [
      "/lib/", "/lib64/", "/lib32/", "/usr/lib/", "/usr/lib64/", "/usr/lib32/", "/usr/libexec/",
    ]
    var reasons: [String] = []
    for (path, bias) in candidates
    where !images.contains(where: { $0.path == path }) && !librariesWithoutAppVariables.contains(path)
      && !systemFolders.contains(where: path.hasPrefix) && !(toolchain.map(path.hasPrefix) ?? false)
    {
      let table: ELFSymbolTable
      do {
        table = try ELFSymbolTable(contentsOf: path, indexingModules: false, dynamicIfStripped: true)
      } catch {
        librariesWithoutAppVariables.insert(path)
        continue
      }
      if table.isDynamicOnly {
        let exported = table.names(withPrefixes: ["$s"])["$s"] ?? []
        guard let name = exported.first(where: isAppSymbol) else {
          librariesWithoutAppVariables.insert(path)
          continue
        }
        let reason =
          "\(path) holds app code (\(module(of: name) ?? name)) and has no symbol table (.symtab): it was stripped"
        images.append(Image(path: path, unreadable: reason))
        reasons.append(reason)
        continue
      }
      let variables = appVariables(in: table)
      guard !variables.isEmpty else {
        librariesWithoutAppVariables.insert(path)
        continue
      }
      images.append(image(at: path, bias: bias, variables: variables))
    }
    return reasons
  }

  /// The image of the file at `path`, loaded at `bias`, with the app's `symbols`: their tokens,
  /// and the bytes of the constant-initialised ones as they are now, before any app code of that
  /// file has run.
  private static func image(at path: String, bias: UInt, variables symbols: [ELFSymbolTable.Variable])
    -> Image
  {
    var image = Image(path: path)
    // A token's name is its variable's without the type and `vp`, plus `_Wz`.
    var tokens: [Substring: UInt] = [:]
    for symbol in symbols where symbol.isToken { tokens[symbol.name.dropLast(3)] = bias + symbol.address }
    for symbol in symbols.sorted(by: { $0.address < $1.address }) where !symbol.isToken {
      var variable = Variable(address: bias + symbol.address, size: symbol.size)
      variable.token = token(of: symbol.name, among: tokens)
      if let token = variable.token {
        image.byToken[token] = image.variables.count
      } else {
        if let last = image.spans.last, variable.address >= last.address,
          variable.address <= last.address + UInt(last.length) + 64
        {
          let end = max(last.address + UInt(last.length), variable.address + UInt(variable.size))
          image.spans[image.spans.count - 1].length = Int(end - last.address)
        } else {
          let offset = image.spans.last.map { $0.offset + $0.length } ?? 0
          image.spans.append((variable.address, variable.size, offset))
        }
        let span = image.spans[image.spans.count - 1]
        variable.offset = span.offset + Int(variable.address - span.address)
        image.constants.append(image.variables.count)
      }
      image.variables.append(variable)
    }
    image.baseline = snapshot(of: image)
    return image
  }

  /// The token of the variable whose storage symbol is `name`, if it has one: the token whose
  /// name without `_Wz` opens `name`.
  private static func token(of name: String, among tokens: [Substring: UInt]) -> UInt? {
    var end = name.endIndex
    while end > name.startIndex {
      name.formIndex(before: &end)
      if let token = tokens[name[..<end]] { return token }
    }
    return nil
  }

  /// The module a mangled Swift name opens with (`$s5Notes…` → `Notes`), or nil.
  static func module(of name: String) -> String? {
    let utf8 = Array(name.utf8.prefix(64))
    guard utf8.count > 3, utf8[0] == UInt8(ascii: "$"), utf8[1] == UInt8(ascii: "s") else { return nil }
    var length = 0
    var index = 2
    while index < utf8.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[index]) {
      length = length * 10 + Int(utf8[index] - UInt8(ascii: "0"))
      index += 1
    }
    guard length > 0, index + length <= utf8.count else { return nil }
    return String(decoding: utf8[index..<(index + length)], as: UTF8.self)
  }
}
