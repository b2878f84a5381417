import Foundation
import Testing

/// One end-to-end scenario: test files written into the shared scratch package before its only
/// full build, and what the scenario then runs and checks there (rebuilding incrementally when it
/// needs its rewritten files compiled).
protocol EndToEndScenario: Sendable {
  /// Test files (name → contents) in `Tests/ScratchTests`, the scenario's own test target.
  static var files: [String: String] { get }
  /// Library targets of the scratch package and their source files (name → contents); the
  /// scenario's test target depends on each.
  static var libraries: [(target: ScratchPackage.Library, files: [String: String])] { get }
  /// The name of the scenario's test target, when its checks spell the module (a diff tool's file
  /// names do); `nil` names it by the scenario's place in its lane of ``EndToEndTests/lanes``.
  static var testTarget: String? { get }
  /// Runs the scenario's tests on the scratch package and checks files, messages and pending changes.
  func run(_ package: ScratchPackage) async throws
}

extension EndToEndScenario {
  static var libraries: [(target: ScratchPackage.Library, files: [String: String])] { [] }
  static var testTarget: String? { nil }
}

/// Checks shared by the scenarios.
enum Check {
  /// The run's output contains every fragment; on failure the whole output is attached.
  static func output(
    _ run: ScratchPackage.Run, contains fragments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for fragment in fragments where !run.output.contains(fragment) {
      Issue.record("Output lacks \(fragment.debugDescription). Output:\n\(run.output)", sourceLocation: sourceLocation)
    }
  }

  static func output(
    _ run: ScratchPackage.Run, lacks fragments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for fragment in fragments where run.output.contains(fragment) {
      Issue.record(
        "Output contains \(fragment.debugDescription). Output:\n\(run.output)", sourceLocation: sourceLocation)
    }
  }

  static func failed(_ run: ScratchPackage.Run, sourceLocation: SourceLocation = #_sourceLocation) {
    if run.status == 0 {
      Issue.record("Expected failing tests. Output:\n\(run.output)", sourceLocation: sourceLocation)
    }
  }

  static func passed(_ run: ScratchPackage.Run, sourceLocation: SourceLocation = #_sourceLocation) {
    if run.status != 0 {
      Issue.record("Expected passing tests. Output:\n\(run.output)", sourceLocation: sourceLocation)
    }
  }

  /// The file's full text equals `expected`.
  static func file(
    _ package: ScratchPackage, _ name: String, equals expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let actual = try package.readTest(name)
    #expect(actual == expected, "\(name)", sourceLocation: sourceLocation)
  }

  /// "Missing snapshot; recorded it, written into `file` when the test process ends. …": what a
  /// recording says.
  static func recorded(_ file: String) -> String {
    "Missing snapshot; recorded it, written into \(file) when the test process ends. Re-run the test to assert "
      + "against it."
  }
}
