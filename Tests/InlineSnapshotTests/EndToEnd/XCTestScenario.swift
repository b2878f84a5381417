import Testing

/// XCTest: failures are XCTest failures at the closure's line (or the call's), and a test with
/// `continueAfterFailure = false` still gets its snapshot recorded.
struct XCTestScenario: EndToEndScenario {
  static var files: [String: String] { ["ModeXC.swift": Self.source(recorded: false)] }

  func run(_ package: ScratchPackage) async throws {
    try await firstRun(package)
    try await package.rebuild()
    try await afterRebuild(package)
  }

  private func firstRun(_ package: ScratchPackage) async throws {
    let run = try await package.test(
      filter: "ModeXC", record: "missing", ci: "1", pending: "ModeXC", runner: .swiftTest)
    Check.failed(run)
    Check.output(
      run,
      contains: [
        "ModeXC.swift:7: error: ModeXC.testStopsAfterFailureButRecords : failed - " + Check.recorded("ModeXC.swift"),
        "ModeXC.swift:14: error: ModeXC.testDiffers : failed - Snapshot did not match; nothing was written (record "
          + "mode missing (from SNAPSHOT_TESTING_RECORD)), the new snapshot was kept as pending change ",
      ])
    try Check.file(package, "ModeXC.swift", equals: Self.source(recorded: true))
    #expect(package.pendingChanges("ModeXC").count == 1)
  }

  private func afterRebuild(_ package: ScratchPackage) async throws {
    let run = try await package.test(
      filter: "ModeXC/testStopsAfterFailureButRecords", record: "never", pending: "ModeXC-rerun")
    Check.passed(run)
    try Check.file(package, "ModeXC.swift", equals: Self.source(recorded: true))
  }

  static func source(recorded: Bool) -> String {
    """
    import InlineSnapshot
    import XCTest

    final class ModeXC: XCTestCase {
      func testStopsAfterFailureButRecords() {
        continueAfterFailure = false
        assertInlineSnapshot(of: "recorded", as: .lines)\(recorded ? " {\n      \"\"\"\n      recorded\n      \"\"\"\n    }" : "")
      }

      func testDiffers() {
        assertInlineSnapshot(
          of: "new",
          as: .lines
        ) {
          \"""
          old
          \"""
        }
      }
    }

    """
  }
}

/// XCTest `--parallel` runs a process per test: every recording of one file lands in one run.
struct ParallelXCTestScenario: EndToEndScenario {
  static let count = 8

  static var files: [String: String] { ["ParallelXC.swift": Self.source(recorded: false)] }

  func run(_ package: ScratchPackage) async throws {
    try await firstRun(package)
    try await package.rebuild()
    try await afterRebuild(package)
  }

  private func firstRun(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: "ParallelXC", record: "missing", parallel: true, pending: "ParallelXC")
    Check.failed(run)
    try Check.file(package, "ParallelXC.swift", equals: Self.source(recorded: true))
    #expect(package.pendingChanges("ParallelXC").isEmpty)
  }

  private func afterRebuild(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: "ParallelXC", record: "never", pending: "ParallelXC-rerun")
    Check.passed(run)
    try Check.file(package, "ParallelXC.swift", equals: Self.source(recorded: true))
  }

  static func source(recorded: Bool) -> String {
    let tests = (1...count).map { index in
      let closure = recorded ? " {\n      \"\"\"\n      value \(index)\n      \"\"\"\n    }" : ""
      return """
          func testValue\(index)() {
            assertInlineSnapshot(of: "value \(index)", as: .lines)\(closure)
          }
        """
    }
    return "import InlineSnapshot\nimport XCTest\n\nfinal class ParallelXC: XCTestCase {\n"
      + tests.joined(separator: "\n\n") + "\n}\n"
  }
}
