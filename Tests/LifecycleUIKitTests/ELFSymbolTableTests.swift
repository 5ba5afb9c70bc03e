import Testing

@testable import LifecycleUIKit

/// A minimal 64-bit little-endian ELF image: its header, a string table, the section names,
/// a symbol table (left out when `symbols` is nil, as `strip` leaves a binary), then the
/// section headers.
func makeELF(symbols: [String]?, nameOffsets: [UInt32]? = nil) -> [UInt8] {
  var bytes = [UInt8](repeating: 0, count: 64)
  func put(_ value: UInt64, at offset: Int, width: Int) {
    for index in 0..<width { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
  }
  func align() { while bytes.count % 8 != 0 { bytes.append(0) } }
  bytes[0...6] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1]
  // The string table: a NUL, then each name and its NUL.
  let stringsOffset = bytes.count
  var offsets: [UInt32] = []
  bytes.append(0)
  for name in symbols ?? [] {
    offsets.append(UInt32(bytes.count - stringsOffset))
    bytes += Array(name.utf8) + [0]
  }
  let stringsSize = bytes.count - stringsOffset
  let namesOffset = bytes.count
  bytes += Array("\0.symtab\0.strtab\0.shstrtab\0".utf8)
  let namesSize = bytes.count - namesOffset
  align()
  let symbolsOffset = bytes.count
  if let symbols {
    bytes += [UInt8](repeating: 0, count: 24 * (symbols.count + 1))
    for (index, offset) in (nameOffsets ?? offsets).enumerated() {
      put(UInt64(offset), at: symbolsOffset + 24 * (index + 1), width: 4)
    }
  }
  align()
  // Section headers: null, [.symtab → .strtab], .strtab, .shstrtab.
  let headersOffset = bytes.count
  var sections: [(name: UInt64, type: UInt64, offset: Int, size: Int, link: UInt64, entrySize: UInt64)] = [
    (0, 0, 0, 0, 0, 0)
  ]
  if let symbols {
    sections.append((1, 2, symbolsOffset, 24 * (symbols.count + 1), 2, 24))
  }
  sections.append((9, 3, stringsOffset, stringsSize, 0, 0))
  sections.append((17, 3, namesOffset, namesSize, 0, 0))
  for section in sections {
    let base = bytes.count
    bytes += [UInt8](repeating: 0, count: 64)
    put(section.name, at: base, width: 4)
    put(section.type, at: base + 4, width: 4)
    put(UInt64(section.offset), at: base + 0x18, width: 8)
    put(UInt64(section.size), at: base + 0x20, width: 8)
    put(section.link, at: base + 0x28, width: 4)
    put(section.entrySize, at: base + 0x38, width: 8)
  }
  put(UInt64(headersOffset), at: 0x28, width: 8)
  put(64, at: 0x34, width: 2)
  put(64, at: 0x3A, width: 2)
  put(UInt64(sections.count), at: 0x3C, width: 2)
  put(UInt64(sections.count - 1), at: 0x3E, width: 2)
  return bytes
}

/// The ELF symbol-table reader: what it finds, and every way a file can fail it, named.
@Suite("ELF symbol table")
struct ELFSymbolTableTests {
  static let names = ["$s5Notes11AppDelegateC6windowSo8UIWindowCSgvg", "$s5Notes4BaseC3fooyyF", "main", ""]

  @Test("the names under each prefix, in table order, and none of the others")
  func namesByPrefix() throws {
    let table = try ELFSymbolTable(bytes: Data(makeELF(symbols: Self.names)))
    #expect(table.count == Self.names.count + 1)
    let found = table.names(withPrefixes: ["$s5Notes", "$s5Notes4BaseC", "$s6Other"])
    #expect(found["$s5Notes"] == [Self.names[0], Self.names[1]])
    #expect(found["$s5Notes4BaseC"] == [Self.names[1]])
    #expect(found["$s6Other"] == nil)
  }

  @Test("a prefix that stops inside a module's name, or is not Swift's, is looked up in the whole table")
  func prefixesOutsideTheModuleIndex() throws {
    let table = try ELFSymbolTable(bytes: Data(makeELF(symbols: Self.names)))
    let found = table.names(withPrefixes: ["$s5No", "ma", "$s9Notes"])
    #expect(found["$s5No"] == [Self.names[0], Self.names[1]])
    #expect(found["ma"] == ["main"])
    #expect(found["$s9Notes"] == nil)
  }

  @Test("a stripped file (no .symtab) says so")
  func stripped() {
    #expect(throws: ELFSymbolTable.Failure.noSymbolTable) {
      try ELFSymbolTable(bytes: Data(makeELF(symbols: nil)))
    }
    #expect("\(ELFSymbolTable.Failure.noSymbolTable)".contains("stripped"))
  }

  @Test("a file that is not a 64-bit little-endian ELF file is refused, naming why")
  func notELF() {
    #expect(throws: ELFSymbolTable.Failure.notELF) { try ELFSymbolTable(bytes: Data("#!/bin/sh\n".utf8)) }
    #expect(throws: ELFSymbolTable.Failure.notELF) { try ELFSymbolTable(bytes: Data()) }
    var elf32 = makeELF(symbols: Self.names)
    elf32[4] = 1
    #expect(throws: ELFSymbolTable.Failure.unsupported("not 64-bit")) {
      try ELFSymbolTable(bytes: Data(elf32))
    }
    var bigEndian = makeELF(symbols: Self.names)
    bigEndian[5] = 2
    #expect(throws: ELFSymbolTable.Failure.unsupported("not little-endian")) {
      try ELFSymbolTable(bytes: Data(bigEndian))
    }
  }

  @Test("damaged headers and tables are reported, never read past the file")
  func corrupt() {
    let good = makeELF(symbols: Self.names)
    // Cut inside the section headers.
    #expect(throws: ELFSymbolTable.Failure.corrupt("section headers outside the file")) {
      try ELFSymbolTable(bytes: Data(good.dropLast(10)))
    }
    // The symbol table's offset points past the end.
    var farSymbols = good
    let headers = Int(farSymbols[0x28]) | Int(farSymbols[0x29]) << 8
    farSymbols[headers + 64 + 0x18 + 3] = 0x7F
    #expect(throws: ELFSymbolTable.Failure.corrupt("symbol table outside the file")) {
      try ELFSymbolTable(bytes: Data(farSymbols))
    }
    // The symbol table links to a section that does not exist.
    var badLink = good
    badLink[headers + 64 + 0x28] = 40
    #expect(throws: ELFSymbolTable.Failure.corrupt("symbol table names no string table")) {
      try ELFSymbolTable(bytes: Data(badLink))
    }
  }

  @Test("a name offset past the string table, or a name without its NUL, is skipped")
  func badNames() throws {
    let table = try ELFSymbolTable(bytes: Data(makeELF(symbols: ["$sA", "$sB"], nameOffsets: [1, 60_000])))
    #expect(table.names(withPrefixes: ["$s"])["$s"] == ["$sA"])
    // The last name runs to the end of its table: cut its NUL off by shrinking the table's size.
    var unterminated = makeELF(symbols: ["$sA"])
    let headers = Int(unterminated[0x28]) | Int(unterminated[0x29]) << 8
    unterminated[headers + 2 * 64 + 0x20] -= 1
    let cut = try ELFSymbolTable(bytes: Data(unterminated))
    #expect(cut.names(withPrefixes: ["$sA"])["$sA"] == nil)
  }

  @Test("a missing file is unreadable, with its path")
  func missing() {
    #expect {
      try ELFSymbolTable(contentsOf: "/nonexistent/LifecycleKit-binary")
    } throws: { error in
      guard case .unreadable(let path, _) = error as? ELFSymbolTable.Failure else { return false }
      return path == "/nonexistent/LifecycleKit-binary"
    }
  }

  @Test("the running test executable's table names this suite's own type")
  func runningExecutable() throws {
    let table = try ELFSymbolTable(contentsOf: "/proc/self/exe")
    let prefix = "$s" + (_mangledTypeName(ELFReaderProbe.self) ?? "?")
    let names = table.names(withPrefixes: [prefix])[prefix] ?? []
    #expect(names.compactMap(SwiftSymbols.demangle).contains { $0.contains("ELFReaderProbe.probe()") })
  }
}

/// A class whose method's symbol the test above looks for.
final class ELFReaderProbe {
  func probe() -> Int { 1 }
}
