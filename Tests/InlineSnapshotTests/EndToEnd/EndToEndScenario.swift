import Testing

/// One end-to-end scenario: test files written into the scratch package before its only build, then
/// checks run after that build and after the rebuild that follows.
protocol EndToEndScenario: Sendable {
  /// Test files (name → contents) of the scratch test target.
  var files: [String: String] { get }
  /// Library targets of the scratch package and their source files (name → contents); the test
  /// target depends on each.
  var libraries: [(target: ScratchPackage.Library, files: [String: String])] { get }
  /// Runs the scenario's tests against the first build and checks files, messages and pending changes.
  func afterFirstBuild(_ package: ScratchPackage) async throws
  /// Runs after the scratch package was rebuilt from the rewritten files.
  func afterRebuild(_ package: ScratchPackage) async throws
}

extension EndToEndScenario {
  var libraries: [(target: ScratchPackage.Library, files: [String: String])] { [] }

  func afterRebuild(_ package: ScratchPackage) async throws {}
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
      Issue.record("Output contains \(fragment.debugDescription). Output:\n\(run.output)", sourceLocation: sourceLocation)
    }
  }

  static func failed(_ run: ScratchPackage.Run, sourceLocation: SourceLocation = #_sourceLocation) {
    if run.status == 0 { Issue.record("Expected failing tests. Output:\n\(run.output)", sourceLocation: sourceLocation) }
  }

  static func passed(_ run: ScratchPackage.Run, sourceLocation: SourceLocation = #_sourceLocation) {
    if run.status != 0 { Issue.record("Expected passing tests. Output:\n\(run.output)", sourceLocation: sourceLocation) }
  }

  /// The file's full text equals `expected`.
  static func file(
    _ package: ScratchPackage, _ name: String, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let actual = try package.readTest(name)
    #expect(actual == expected, "\(name)", sourceLocation: sourceLocation)
  }
}
