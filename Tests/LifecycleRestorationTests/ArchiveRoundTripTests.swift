import Foundation
import LifecycleCore
import LifecycleRestoration
import Testing

@Suite("Archive round trip")
struct ArchiveRoundTripTests {
  @Test("every kind of value comes back equal, bit for bit", arguments: ArchiveSamples.everyKind.map(\.0))
  func everyKindRoundTrips(key: String) throws {
    let value = try #require(ArchiveSamples.everyKind.first { $0.0 == key }?.1)
    let archive = RestorationArchive(root: RestorationContainer([(key, value)]))
    let decoded = try RestorationArchive(decoding: try archive.encoded())
    #expect(decoded == archive)
    if case .double(let original) = value, case .double(let restored)? = decoded.root[key] {
      #expect(restored.bitPattern == original.bitPattern)
    }
  }

  @Test("whole samples round trip, and re-encoding gives the same bytes")
  func samplesRoundTrip() throws {
    for archive in ArchiveSamples.all {
      let bytes = try archive.encoded()
      let decoded = try RestorationArchive(decoding: bytes)
      #expect(decoded == archive)
      #expect(try decoded.encoded() == bytes)
    }
  }

  @Test("a NaN's exact bits survive")
  func nanPayloadSurvives() throws {
    let quietNaNWithPayload = Double(bitPattern: 0x7FF8_0000_0000_BEEF)
    let archive = RestorationArchive(root: ["value": .double(quietNaNWithPayload)])
    let decoded = try RestorationArchive(decoding: try archive.encoded())
    #expect(decoded.root.double(forKey: "value")?.bitPattern == 0x7FF8_0000_0000_BEEF)
  }

  @Test("the same state built in any order gives the same bytes")
  func deterministicBytes() throws {
    var random = SplitMix64(seed: 2026)
    let expected = try ArchiveSamples.notesEditor.encoded()
    let entries = ArchiveSamples.notesEditor.root.entries
    for _ in 0..<50 {
      var state = RestorationContainer()
      for (key, value) in entries.shuffled(using: &random) { state[key] = value }
      #expect(try RestorationArchive(root: state).encoded() == expected)
    }
  }

  @Test("the example in Docs/ArchiveFormat.md is byte for byte what the encoder writes")
  func documentedExample() throws {
    let archive = RestorationArchive(root: ["path": ["Nav", "Editor"], "offset": 120.5, "editing": true])
    let hex = try archive.encoded().map { String($0, radix: 16).leftPadded(to: 2) }.joined(separator: " ")
    #expect(hex == Self.documentedHex)
  }

  @Test("containers nested to the limit round trip; one level more is refused when encoding")
  func nestingLimit() throws {
    func nested(_ depth: Int) -> RestorationContainer {
      (0..<depth).reduce(RestorationContainer(["leaf": 1])) { inner, _ in ["child": .container(inner)] }
    }
    let deepest = RestorationArchive(root: nested(RestorationArchive.maximumNestingDepth))
    #expect(try RestorationArchive(decoding: try deepest.encoded()) == deepest)

    let tooDeep = RestorationArchive(root: nested(RestorationArchive.maximumNestingDepth + 1))
    let error = #expect(throws: ArchiveError.self) {
      try tooDeep.encoded(source: "Notes/restoration.archive")
    }
    #expect(error?.reason == .nestingTooDeep(depth: 65, limit: 64))
    #expect(
      error?.description
        == "Notes/restoration.archive: containers nested 65 deep, more than the format's limit of 64")
  }

  /// Docs/ArchiveFormat.md, "Example".
  static let documentedHex = """
    4c 4b 52 41 00 01 00 00 00 42 00 00 00 03 00 00 00 07 65 64 69 74 69 6e 67 04 01 00 00 00 06 6f 66 66 \
    73 65 74 03 40 5e 20 00 00 00 00 00 00 00 00 04 70 61 74 68 07 00 00 00 02 00 00 00 03 4e 61 76 00 00 \
    00 06 45 64 69 74 6f 72 f3 73 fb 51
    """
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
