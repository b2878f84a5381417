import Foundation
import TestSupport
import Testing

@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

/// Several processes write the same file at once, as XCTest's `swift test --parallel` does.
///
/// Child processes are this test binary run again: `<test binary> --testing-library swift-testing
/// --filter SnapshotFileWriterProcessTests/childApply` with `INLINE_SNAPSHOT_WRITER_CHILD` set, which
/// makes ``childApply()`` perform one `apply` and exit non-zero if it fails. On Linux the binary is the
/// `.xctest` executable (found with ``BuildInfo/executablePath(dsoHandle:)``); on Apple platforms the
/// `.xctest` bundle cannot be run directly, so the test is Linux-only there.
/// Without the variable (a normal run) `childApply()` does nothing.
struct SnapshotFileWriterProcessTests {
  static let childVariable = "INLINE_SNAPSHOT_WRITER_CHILD"

  @Test(.enabled(if: Self.canRunChildren)) func concurrentProcessesAllLandTheirEdits() async throws {
    let sandbox = try WriterSandbox()
    let binary = try #require(BuildInfo.executablePath())
    let lines = [1, 2, 3, 5, 6, 8, 9, 10]
    // Read once: a child started early may have written the file before the last one starts.
    let original = sandbox.hash

    let outcomes = try await withThrowingTaskGroup(of: (Int, ChildProcess.Outcome).self) { group in
      for line in lines {
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = [sandbox.file, sandbox.state.path, String(line), original].joined(
          separator: "\n")
        group.addTask { [environment] in
          let arguments = [
            "--testing-library", "swift-testing", "--filter", "SnapshotFileWriterProcessTests/childApply",
          ]
          return (line, try await ChildProcess(binary, arguments, environment: environment, mergingErrors: true).run())
        }
      }
      return try await group.reduce(into: [Int: ChildProcess.Outcome]()) { $0[$1.0] = $1.1 }
    }
    for line in lines {
      let child = try #require(outcomes[line])
      #expect(child.status == 0, "child for line \(line) failed:\n\(child.output)")
    }

    var insertions: [Int: String] = [:]
    for line in lines { insertions[line] = "snapshot for line \(line)" }
    #expect(sandbox.text == tenLines(inserting: insertions))
    let journal = try JSONDecoder().decode(
      WriteJournal.self, from: Data(contentsOf: URL(fileURLWithPath: sandbox.journalPath)))
    #expect(Set(journal.edits.map(\.line)) == Set(lines))
  }

  /// Child mode: applies one edit described by `INLINE_SNAPSHOT_WRITER_CHILD`
  /// (`file`, `state folder`, `line`, the hash of the original file on separate lines).
  @Test func childApply() throws {
    guard let description = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
    let fields = description.split(separator: "\n").map(String.init)
    try #require(fields.count == 4)
    let line = try #require(Int(fields[2]))
    // Holding the lock a little longer makes the processes queue behind each other.
    let slowRewrite = InsertingRewriteAfter { usleep(20_000) }
    let writer = SnapshotFileWriter(stateDirectory: URL(fileURLWithPath: fields[1]), rewriting: slowRewrite)
    let stamp = TestBuild.Stamp(binary: "/build/AppPackageTests.xctest", modified: 0, size: 1)
    try writer.apply(
      [edit(line, "snapshot for line \(line)")], toFileAt: fields[0], numberedAgainst: fields[3], verifiedBy: stamp)
  }

  static var canRunChildren: Bool {
    #if os(Linux)
      ProcessInfo.processInfo.environment[childVariable] == nil
    #else
      false
    #endif
  }
}
