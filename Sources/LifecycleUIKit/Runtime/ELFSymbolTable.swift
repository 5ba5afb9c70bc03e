import Foundation

/// The names in the symbol table (`.symtab`) of a 64-bit little-endian ELF file: the one
/// place, on Linux, that says which methods a Swift class declares (Swift has no method
/// reflection there; each method's symbol carries its class's mangled name).
///
/// Only what ``DelegateDispatchCheck`` needs: the file header, the section headers, the
/// symbol table and its string table, every offset checked against the file's size. A file
/// that is not such an ELF file, is damaged, or has no `.symtab` (a stripped binary) is a
/// ``Failure`` that says which; nothing is guessed. The file is mapped, not read.
struct ELFSymbolTable {
  /// Why no symbol names can be read.
  enum Failure: Error, Hashable, CustomStringConvertible {
    /// The file could not be opened or mapped.
    case unreadable(path: String, reason: String)
    /// The file is not an ELF file.
    case notELF
    /// An ELF file this reader does not read (32-bit, big-endian).
    case unsupported(String)
    /// The file has no symbol table: it was stripped.
    case noSymbolTable
    /// A header or table lies outside the file, or is inconsistent.
    case corrupt(String)

    var description: String {
      switch self {
      case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
      case .notELF: "not an ELF file"
      case .unsupported(let what): "unsupported ELF file: \(what)"
      case .noSymbolTable: "the executable has no symbol table (.symtab): it was stripped"
      case .corrupt(let what): "damaged ELF file: \(what)"
      }
    }
  }

  private let bytes: Data
  private let symbolsOffset: Int
  private let symbolCount: Int
  private let symbolSize: Int
  private let stringsOffset: Int
  private let stringsSize: Int
  /// The positions of the symbols whose names open with a Swift module (`$s5Notes`), by
  /// ``moduleKey(of:)`` of that opening: a query reads only its module's symbols instead of
  /// the whole table (a debug build of the `lifecycle` tool has hundreds of thousands). Nil
  /// when the table was read without it (``init(contentsOf:indexingModules:)``): a query reads
  /// every symbol.
  private let symbolsByModule: [UInt64: [Int32]]?
  /// Whether the names are the dynamic symbol table's alone (a stripped file, read with
  /// `dynamicIfStripped`): the names the file exports, not its internal ones.
  let isDynamicOnly: Bool
  /// The sections that hold writable variables as the file lays them out: `.data` and `.bss`.
  private let variableSections: Set<Int>

  /// Reads the symbol table of the file at `path`; `indexingModules` indexes its names by module
  /// (a pass over every name: worth it for ``names(withPrefixes:)``, not for ``variables()``).
  init(contentsOf path: String, indexingModules: Bool = true, dynamicIfStripped: Bool = false) throws(Failure)
  {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    try self.init(bytes: data, indexingModules: indexingModules, dynamicIfStripped: dynamicIfStripped)
  }

  /// Reads the symbol table of an ELF image held in `bytes` (``init(contentsOf:indexingModules:)``).
  /// With `dynamicIfStripped`, a file without `.symtab` is read by its dynamic symbol table
  /// (`.dynsym`: the names it exports, which a stripped file keeps), and ``isDynamicOnly`` says so.
  init(bytes: Data, indexingModules: Bool = true, dynamicIfStripped: Bool = false) throws(Failure) {
    self.bytes = bytes
    let reader = ByteReader(bytes: bytes)
    guard reader.count >= 64, reader.bytes(0, 4) == [0x7F, 0x45, 0x4C, 0x46] else { throw .notELF }
    guard reader.byte(4) == 2 else { throw .unsupported("not 64-bit") }
    guard reader.byte(5) == 1 else { throw .unsupported("not little-endian") }
    let sectionsOffset = reader.int(0x28, 8)
    let sectionSize = reader.int(0x3A, 2)
    let sectionCount = reader.int(0x3C, 2)
    guard sectionCount > 0 else { throw .noSymbolTable }
    guard sectionSize >= 64, reader.contains(sectionsOffset, sectionSize * sectionCount) else {
      throw .corrupt("section headers outside the file")
    }
    func section(_ index: Int) -> (type: Int, offset: Int, size: Int, link: Int, entrySize: Int) {
      let base = sectionsOffset + index * sectionSize
      return (
        reader.int(base + 4, 4), reader.int(base + 0x18, 8), reader.int(base + 0x20, 8),
        reader.int(base + 0x28, 4), reader.int(base + 0x38, 8)
      )
    }
    let symbolTableType = 2
    let dynamicSymbolTableType = 11
    let full = (0..<sectionCount).lazy.map(section).first(where: { $0.type == symbolTableType })
    let dynamic =
      dynamicIfStripped && full == nil
      ? (0..<sectionCount).lazy.map(section).first(where: { $0.type == dynamicSymbolTableType }) : nil
    guard let symbols = full ?? dynamic else { throw .noSymbolTable }
    isDynamicOnly = full == nil
    guard symbols.entrySize >= 24, reader.contains(symbols.offset, symbols.size) else {
      throw .corrupt("symbol table outside the file")
    }
    guard symbols.link < sectionCount else { throw .corrupt("symbol table names no string table") }
    let strings = section(symbols.link)
    guard reader.contains(strings.offset, strings.size) else {
      throw .corrupt("string table outside the file")
    }
    let names = section(reader.int(0x3E, 2))
    variableSections = Set(
      (0..<sectionCount).filter { index in
        let nameOffset = reader.int(sectionsOffset + index * sectionSize, 4)
        guard reader.contains(names.offset, names.size), nameOffset < names.size else { return false }
        let name = reader.bytes(names.offset + nameOffset, 6)
        return name == Array(".data\0".utf8) || name.prefix(5) == Array(".bss\0".utf8)[...]
      })
    symbolsOffset = symbols.offset
    symbolSize = symbols.entrySize
    symbolCount = symbols.size / symbols.entrySize
    stringsOffset = strings.offset
    stringsSize = strings.size
    symbolsByModule =
      indexingModules
      ? Self.indexByModule(
        bytes, symbols: (symbols.offset, symbols.entrySize, symbolCount),
        strings: (strings.offset, strings.size))
      : nil
  }

  private static func indexByModule(
    _ bytes: Data, symbols: (offset: Int, size: Int, count: Int), strings: (offset: Int, size: Int)
  ) -> [UInt64: [Int32]] {
    var index: [UInt64: [Int32]] = [:]
    bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      let table = UnsafeRawBufferPointer(rebasing: raw[strings.offset..<(strings.offset + strings.size)])
      for position in 0..<symbols.count {
        let entry = symbols.offset + position * symbols.size
        let nameOffset = Int(raw.loadUnaligned(fromByteOffset: entry, as: UInt32.self).littleEndian)
        guard nameOffset < table.count,
          let key = moduleKey(of: UnsafeRawBufferPointer(rebasing: table[nameOffset...]))
        else { continue }
        index[key, default: []].append(Int32(position))
      }
    }
    return index
  }

  /// A hash of the module that `name` opens with — `$s`, the module name's length in decimal,
  /// the module name — or nil when it does not open so (or `name` ends first). Two modules may
  /// share a key: callers compare the whole prefix.
  static func moduleKey(of name: UnsafeRawBufferPointer) -> UInt64? {
    guard name.count > 3, name[0] == UInt8(ascii: "$"), name[1] == UInt8(ascii: "s") else { return nil }
    var length = 0
    var index = 2
    while index < name.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(name[index]), length < 1 << 20
    {
      length = length * 10 + Int(name[index] - UInt8(ascii: "0"))
      index += 1
    }
    guard length > 0, index + length <= name.count else { return nil }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name[..<(index + length)] {
      guard byte != 0 else { return nil }
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// How many symbols the table holds.
  var count: Int { symbolCount }

  /// The names that start with each of `prefixes`, by prefix (a name that starts with two of
  /// them is listed under both).
  func names(withPrefixes prefixes: [String]) -> [String: [String]] {
    var found: [String: [String]] = [:]
    bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      let strings = UnsafeRawBufferPointer(rebasing: raw[stringsOffset..<(stringsOffset + stringsSize)])
      for prefix in prefixes {
        let wanted = Array(prefix.utf8)
        let key = wanted.withUnsafeBytes { Self.moduleKey(of: $0) }
        let candidates = symbolsByModule.flatMap { index in key.map { index[$0] ?? [] } }
        func look(at position: Int) {
          let entry = symbolsOffset + position * symbolSize
          let nameOffset = Int(raw.loadUnaligned(fromByteOffset: entry, as: UInt32.self).littleEndian)
          guard nameOffset < strings.count, Self.has(wanted, at: nameOffset, in: strings),
            let name = Self.string(at: nameOffset, in: strings)
          else { return }
          found[prefix, default: []].append(name)
        }
        // A prefix that names its whole module reads that module's symbols; any other, all.
        if let candidates {
          for position in candidates { look(at: Int(position)) }
        } else {
          for position in 0..<symbolCount { look(at: position) }
        }
      }
    }
    return found
  }

  /// A Swift global or static variable in the table: the symbol of its storage (a name ending
  /// `vp`, or `vpZ` for a static member) or of the token of its lazy initialisation (`_Wz`).
  struct Variable: Hashable, Sendable {
    /// The mangled name (`$s5Notes5StoreC6sharedACvpZ`).
    let name: String
    /// Its address as the file lays it out; in memory, plus the object's load bias.
    let address: UInt
    /// Its size in bytes.
    let size: Int

    /// Whether this is an initialisation token rather than a variable's storage.
    var isToken: Bool { name.hasSuffix("_Wz") }
  }

  /// Every Swift global and static variable the table names in the writable data sections
  /// (`.data`, `.bss`): its data objects (`STT_OBJECT`) whose mangled names end as a variable's
  /// storage or its initialisation token do. (Constants the compiler laid out read-only, and the
  /// records of other writable sections such as Swift Testing's, are left out.)
  func variables() -> [Variable] {
    var found: [Variable] = []
    let sections = variableSections
    bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      guard let base = raw.baseAddress else { return }
      let strings = base + stringsOffset
      let objectType: UInt8 = 1
      for position in 0..<symbolCount {
        let entry = base + symbolsOffset + position * symbolSize
        guard entry.load(fromByteOffset: 4, as: UInt8.self) & 0xF == objectType,
          sections.contains(Int(entry.loadUnaligned(fromByteOffset: 6, as: UInt16.self).littleEndian))
        else { continue }
        let nameOffset = Int(entry.loadUnaligned(as: UInt32.self).littleEndian)
        guard nameOffset + 2 < stringsSize else { continue }
        let name = strings + nameOffset
        let length = strnlen(name.assumingMemoryBound(to: CChar.self), stringsSize - nameOffset)
        guard length > 3, length < stringsSize - nameOffset,
          name.load(as: UInt8.self) == UInt8(ascii: "$"),
          name.load(fromByteOffset: 1, as: UInt8.self) == UInt8(ascii: "s"),
          Self.endsAsVariable(UnsafeRawBufferPointer(start: name + length - 3, count: 3))
        else { continue }
        let address = entry.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian
        let size = entry.loadUnaligned(fromByteOffset: 16, as: UInt64.self).littleEndian
        guard size > 0, size < 1 << 20, address < UInt64(UInt.max) else { continue }
        let text = String(decoding: UnsafeRawBufferPointer(start: name, count: length), as: UTF8.self)
        found.append(Variable(name: text, address: UInt(address), size: Int(size)))
      }
    }
    return found
  }

  /// Whether the last three bytes of a mangled name, `end`, are `_Wz`, `vpZ` or `?vp`.
  private static func endsAsVariable(_ end: UnsafeRawBufferPointer) -> Bool {
    let (first, second, third) = (end[0], end[1], end[2])
    if first == UInt8(ascii: "_"), second == UInt8(ascii: "W"), third == UInt8(ascii: "z") { return true }
    if first == UInt8(ascii: "v"), second == UInt8(ascii: "p"), third == UInt8(ascii: "Z") { return true }
    return second == UInt8(ascii: "v") && third == UInt8(ascii: "p")
  }

  private static func has(_ prefix: [UInt8], at offset: Int, in strings: UnsafeRawBufferPointer) -> Bool {
    guard offset + prefix.count <= strings.count, let base = strings.baseAddress else { return false }
    return prefix.withUnsafeBytes { memcmp(base + offset, $0.baseAddress!, prefix.count) == 0 }
  }

  /// The NUL-terminated string at `offset`, or nil when it runs past the table.
  private static func string(at offset: Int, in strings: UnsafeRawBufferPointer) -> String? {
    guard let end = strings[offset...].firstIndex(of: 0) else { return nil }
    return String(decoding: strings[offset..<end], as: UTF8.self)
  }
}

/// Little-endian integers at offsets of a byte buffer, out-of-range reads answering zero
/// (callers check ranges with ``contains(_:_:)`` before they rely on a value).
private struct ByteReader {
  let bytes: Data
  var count: Int { bytes.count }

  func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[bytes.startIndex + offset] : 0 }

  func bytes(_ offset: Int, _ length: Int) -> [UInt8] { (0..<length).map { byte(offset + $0) } }

  /// The unsigned integer of `width` bytes at `offset`, clamped to `Int.max`.
  func int(_ offset: Int, _ width: Int) -> Int {
    var value: UInt64 = 0
    for index in (0..<width).reversed() { value = value << 8 | UInt64(byte(offset + index)) }
    return value > UInt64(Int.max) ? Int.max : Int(value)
  }

  /// Whether `length` bytes from `offset` lie inside the buffer.
  func contains(_ offset: Int, _ length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }
}
