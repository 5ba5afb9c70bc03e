import Foundation
import Testing

@testable import LifecycleCommandLine

/// Docs/CommandLine.md stays in step with the commands' declarations: a section per command,
/// naming every option it declares and every exit code with the meaning its help gives.
@MainActor
@Suite("Docs/CommandLine.md")
struct CommandLineDocTests {
  static func document() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("Docs/CommandLine.md"), encoding: .utf8)
  }

  /// The text of the section headed `## \`lifecycle NAME\``, up to the next section.
  static func section(_ name: String, in document: String) -> String? {
    let heading = "\n## `lifecycle \(name)`\n"
    guard let start = document.range(of: heading) else { return nil }
    let rest = document[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  nonisolated static var commands: [String] { LifecycleCommand.subcommands.map(\.spec.name) }

  @Test("every command has a section, in the overview's order", arguments: commands)
  func sections(name: String) throws {
    let document = try Self.document()
    #expect(
      Self.section(name, in: document) != nil, "Docs/CommandLine.md has no section ## `lifecycle \(name)`")
    let headings = document.split(separator: "\n").filter { $0.hasPrefix("## `lifecycle ") }
    #expect(headings.map { $0.dropFirst("## `lifecycle ".count).dropLast() } == Self.commands.map { $0[...] })
  }

  @Test("each section names every option the command declares", arguments: commands)
  func options(name: String) throws {
    let section = try #require(Self.section(name, in: try Self.document()))
    let spec = try #require(LifecycleCommand.subcommands.first { $0.spec.name == name }?.spec)
    for option in spec.options {
      #expect(
        section.contains("`--\(option.name)"), "Docs/CommandLine.md, lifecycle \(name): no --\(option.name)")
    }
  }

  @Test(
    "each section lists every exit code with the meaning the help gives, and no other", arguments: commands)
  func exitCodes(name: String) throws {
    let section = try #require(Self.section(name, in: try Self.document()))
    let spec = try #require(LifecycleCommand.subcommands.first { $0.spec.name == name }?.spec)
    for exit in spec.exitCodes {
      let row = "| \(exit.code) | \(exit.meaning.replacing("|", with: "\\|")) |"
      #expect(section.contains("\n" + row + "\n"), "Docs/CommandLine.md, lifecycle \(name): no row \(row)")
    }
    let rows = section.split(separator: "\n").filter {
      $0.range(of: #"^\| [0-9]+ \|"#, options: .regularExpression) != nil
    }
    #expect(rows.count == spec.exitCodes.count, "lifecycle \(name): \(rows)")
  }

}

/// The overview `lifecycle help` prints.
@MainActor
@Suite("lifecycle help overview")
struct OverviewTests {
  @Test("the overview's lines fit 100 columns and it points at Docs/CommandLine.md")
  func width() {
    let overview = LifecycleCommand.run(["help"]).standardOutput
    for line in overview.split(separator: "\n") {
      #expect(line.count <= 100, "\(line)")
    }
    #expect(overview.contains("Docs/CommandLine.md"))
  }
}
