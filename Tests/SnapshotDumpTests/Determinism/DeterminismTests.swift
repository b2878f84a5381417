import Foundation
import SnapshotDump
import TestSupport
import Testing

/// Dumps the same set- and dictionary-heavy value in two separate test processes, each with its
/// own random hash seed, and expects identical text.
struct DeterminismTests {
  @Test func dumpIsIdenticalAcrossProcesses() throws {
    let first = try runChildProcess()
    let second = try runChildProcess()
    let firstParts = first.components(separatedBy: DeterminismFixture.separator)
    let secondParts = second.components(separatedBy: DeterminismFixture.separator)
    try #require(firstParts.count == 2 && secondParts.count == 2)

    // The processes really hashed differently, so the comparison below proves something.
    #expect(
      firstParts[1] != secondParts[1], "both child processes iterated sets in the same order; is hash seeding off?")
    #expect(firstParts[0] == secondParts[0])
    #expect(firstParts[0] == snapshotDump(DeterminismFixture.value))
    #expect(
      firstParts[0].hasPrefix(
        """
        ▿ 3 key/value pairs
          ▿ DeterminismFixture.Region.north: 6 key/value pairs
            ▿ "city-0": 4 members
              ▿ DeterminismFixture.Branch
                - name: "branch-0"
                ▿ staff: 5 members
                  - "person-0"
                  - "person-1"
        """))
  }

  /// Re-runs this test executable with only ``DeterminismChild`` selected.
  private func runChildProcess() throws -> String {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-dump-determinism-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }

    let arguments = ProcessInfo.processInfo.arguments
    var childArguments: [String] = []
    // Under swiftpm-testing-helper (macOS) the tests live in a bundle the helper loads.
    if let index = arguments.firstIndex(of: "--test-bundle-path"), index + 1 < arguments.count {
      childArguments += ["--test-bundle-path", arguments[index + 1]]
    }
    childArguments += ["--testing-library", "swift-testing", "--filter", "DeterminismChild"]
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "SWIFT_DETERMINISTIC_HASHING")
    environment[DeterminismFixture.environmentKey] = output.path
    let child = try ChildProcess(
      URL(fileURLWithPath: try #require(arguments.first)).path, childArguments, environment: environment
    ).run()
    try #require(child.status == 0, "child test process exited with \(child.status)")
    return try String(contentsOf: output, encoding: .utf8)
  }
}
