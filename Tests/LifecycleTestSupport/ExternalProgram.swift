public import Foundation
public import Testing

/// A program from outside the Swift toolchain that some tests need (Graphviz's `dot`,
/// the Chromium browser), and what to do when it is missing.
///
/// On a fresh machine with only the toolchain, `swift test` must pass: a test that needs a
/// missing program is skipped, and the skip's comment names the program and the script that
/// installs it. In CI a skip would hide a regression, so `.ci/run` installs the programs and
/// sets ``requireVariable`` to `1`; then a missing program fails the test instead.
///
///     @Test("renders with dot", .requires(.dot))
///     func renders() throws {
///       let dot = try ExternalProgram.dot.locateOrFail()
///       …
///     }
public struct ExternalProgram: Hashable, Sendable {
  /// The executable's name, looked up on `PATH` (`dot`).
  public var executable: String
  /// What it is, for messages (`Graphviz's dot`).
  public var displayName: String
  /// The Debian package that provides it (`graphviz`).
  public var debianPackage: String

  /// Creates a description of a program.
  public init(executable: String, displayName: String, debianPackage: String) {
    self.executable = executable
    self.displayName = displayName
    self.debianPackage = debianPackage
  }

  /// Graphviz's `dot`, which renders the state diagrams' DOT.
  public static let dot = ExternalProgram(
    executable: "dot", displayName: "Graphviz's dot", debianPackage: "graphviz")

  /// Chromium, run headless, which loads the HTML timelines, takes their screenshots and dumps
  /// their DOM and console.
  public static let chromium = ExternalProgram(
    executable: "chromium", displayName: "Chromium", debianPackage: "chromium")

  /// Every program the tests use.
  public static let all: [ExternalProgram] = [.dot, .chromium]

  /// The environment variable under which a missing program fails a test instead of
  /// skipping it. `.ci/run` sets it to `1`.
  public static let requireVariable = "LIFECYCLEKIT_REQUIRE_TOOLS"

  /// The script, relative to the package root, that installs every program the tests use.
  public static let installScript = "scripts/install-test-dependencies.sh"

  /// What a test needing the program does, on a machine whose environment is `environment`.
  public enum Availability: Hashable, Sendable {
    /// The program is at this path: run the test.
    case found(String)
    /// The program is missing and not required: skip the test, with this reason.
    case skip(reason: String)
    /// The program is missing and ``requireVariable`` is set: fail the test, with this reason.
    case fail(reason: String)
  }

  /// Looks the program up on the `PATH` of `environment` (an empty or absent `PATH`
  /// finds nothing) and decides what a test that needs it does.
  ///
  /// ``requireVariable`` counts as set when its value is anything but empty or `0`.
  public func availability(in environment: [String: String]) -> Availability {
    if let path = locate(onPath: environment["PATH"] ?? "") { return .found(path) }
    let missing = "\(displayName) (`\(executable)`) is not on PATH"
    let install = "install it with \(Self.installScript) (apt-get install \(debianPackage))"
    let required = environment[Self.requireVariable].map { !$0.isEmpty && $0 != "0" } ?? false
    if required {
      return .fail(reason: "\(missing) and \(Self.requireVariable) is set, so the test fails; \(install)")
    }
    return .skip(reason: "\(missing); \(install), or set \(Self.requireVariable)=1 to fail instead")
  }

  /// The warning a test run records where the program is missing and not required, so that the
  /// run's summary line counts it (`… passed after 240 seconds with 1 warning.`) and the warning
  /// itself says what was skipped and how to install the program; nil where it is found or
  /// required (then the tests run, or fail). `skipped` is how many tests need it.
  public func missingWarning(skipped: Int, in environment: [String: String]) -> String? {
    guard case .skip = availability(in: environment) else { return nil }
    return
      "\(displayName) (`\(executable)`) is not on PATH, so \(skipped) test\(skipped == 1 ? "" : "s") that "
      + "need it were skipped; install it with \(Self.installScript) (apt-get install \(debianPackage))"
  }

  /// The availability in this process's environment.
  public var availability: Availability { availability(in: ProcessInfo.processInfo.environment) }

  /// The first executable file named ``executable`` in the folders of `path` (a
  /// colon-separated `PATH` value; empty entries are skipped, as a shell would treat them
  /// as the current folder only by accident).
  public func locate(onPath path: String) -> String? {
    for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(executable).path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate)
      {
        return candidate
      }
    }
    return nil
  }

  /// The program's path, or a test failure naming what is missing and how to install it.
  ///
  /// Call it at the start of a test marked ``Testing/Trait/requires(_:)``: that trait skips
  /// the test where the program is missing and not required, so this fails only when it
  /// is required.
  public func locateOrFail(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    switch availability {
    case .found(let path): return path
    case .skip(let reason), .fail(let reason):
      Issue.record(Comment(rawValue: reason), sourceLocation: sourceLocation)
      throw MissingProgram(reason: reason)
    }
  }

  /// Thrown by ``locateOrFail(sourceLocation:)`` after it recorded the failure.
  public struct MissingProgram: Error, CustomStringConvertible {
    /// Why the program could not be used.
    public var reason: String
    /// The reason.
    public var description: String { reason }
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only where `program` is on `PATH`, or where it is required
  /// (``ExternalProgram/requireVariable``), so that its absence fails the test. Elsewhere the
  /// test is skipped, and the skip's comment says which program is missing and how to
  /// install it. `environment` is this process's unless a test of the trait gives another.
  public static func requires(
    _ program: ExternalProgram, in environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Self {
    let availability = program.availability(in: environment)
    let reason: String
    let enabled: Bool
    switch availability {
    case .found(let path):
      (enabled, reason) = (true, "\(program.displayName) found at \(path)")
    case .fail(let why):
      (enabled, reason) = (true, why)
    case .skip(let why):
      (enabled, reason) = (false, why)
    }
    return .enabled(if: enabled, Comment(rawValue: reason))
  }
}
