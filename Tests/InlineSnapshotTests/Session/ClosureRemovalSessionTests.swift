import Foundation
import InlineSnapshotReview
import Testing

@testable import InlineSnapshot
@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

/// A `nil` value's removal of a closure is a recording like any other: saved before it is reported,
/// written at exit with the file's other recordings, kept for review when not written, and in
/// conflict with another value of the same closure.
@Suite struct ClosureRemovalSessionTests {
  /// A call whose closure holds "old", at line 4, and a call without a closure at line 9.
  static let source = """
    import InlineSnapshot

    func removes() {
      assertInlineSnapshot(of: nil as String?, as: .lines) {
        \"""
        old
        \"""
      }
      assertInlineSnapshot(of: "value", as: .lines)
    }

    """

  static let removed = """
    import InlineSnapshot

    func removes() {
      assertInlineSnapshot(of: nil as String?, as: .lines)
      assertInlineSnapshot(of: "value", as: .lines)
    }

    """

  private func sandbox() throws -> (SessionSandbox, TestFileSession, SnapshotSite) {
    let sandbox = try SessionSandbox()
    try sandbox.write("Remove.swift", Self.source)
    return (
      sandbox, sandbox.session.file(at: sandbox.path("Remove.swift")),
      sandbox.site("Remove.swift", line: 4, function: "removes()")
    )
  }

  @Test func aRemovalIsSavedBeforeItIsReportedAndDoneAtExit() throws {
    let (sandbox, file, site) = try sandbox()
    guard case .recorded(let id) = file.record(site, snapshot: nil, expected: "old") else {
      Issue.record("not saved")
      return
    }
    let saved = try sandbox.changes()
    #expect(saved.map(\.id) == [id])
    #expect(saved.first?.kind == .removal)
    #expect(saved.first?.state == .recording(owner: sandbox.session.owner.name))
    let document = try String(contentsOfFile: sandbox.store.documentPath(id), encoding: .utf8)
    #expect(!document.contains("\"actual\""), "a removal's document has no actual snapshot")
    #expect(try sandbox.read("Remove.swift") == Self.source, "the file is written when the process ends")
    sandbox.session.finish()
    #expect(try sandbox.read("Remove.swift") == Self.removed)
    #expect(try sandbox.changes() == [], "the removal's document goes once it is done")
  }

  @Test func aRemovalAndARecordingOfOneFileAreWrittenTogether() throws {
    let (sandbox, file, site) = try sandbox()
    let other = sandbox.site("Remove.swift", line: 9, function: "removes()")
    guard case .recorded = file.record(other, snapshot: "value", expected: nil),
      case .recorded = file.record(site, snapshot: nil, expected: "old")
    else {
      Issue.record("not saved")
      return
    }
    sandbox.session.finish()
    #expect(
      try sandbox.read("Remove.swift")
        == Self.removed.replacingOccurrences(
          of: "\"value\", as: .lines)\n", with: "\"value\", as: .lines) {\n    \"\"\"\n    value\n    \"\"\"\n  }\n"))
  }

  @Test func aRemovalAndAValueOfTheSameClosureConflict() throws {
    for removalFirst in [true, false] {
      let (sandbox, file, site) = try sandbox()
      let values: [String?] = removalFirst ? [nil, "new"] : ["new", nil]
      guard case .recorded = file.record(site, snapshot: values[0], expected: "old") else {
        Issue.record("not saved")
        return
      }
      guard case .conflicting(let conflict) = file.record(site, snapshot: values[1], expected: "old") else {
        Issue.record("the second value was recorded over the first")
        return
      }
      #expect(conflict.values == (removalFirst ? ["nil", "\"new\""] : ["\"new\"", "nil"]))
      sandbox.session.finish()
      #expect(try sandbox.read("Remove.swift") == Self.source, "nothing is written for the closure")
      let kept = try sandbox.changes()
      #expect(kept.map(\.actual) == [values[0]], "the first value is kept for review")
      #expect(kept.allSatisfy { $0.state == .waitingForReview })
    }
  }

  @Test func aKeptRemovalIsAcceptedLikeAnyChange() throws {
    let (sandbox, file, site) = try sandbox()
    guard case .kept(let id) = file.keep(site, expected: "old", actual: nil) else {
      Issue.record("not kept")
      return
    }
    sandbox.session.finish()
    #expect(try sandbox.read("Remove.swift") == Self.source)
    let changes = try sandbox.changes()
    #expect(changes.map(\.id) == [id])
    #expect(changes.first?.state == .waitingForReview)
    #expect(changes.first?.kind == .removal)
    let review = SnapshotReview(ReviewPlanner(packageRoot: sandbox.root, pendingDirectory: sandbox.store.directory))
    #expect(review.patch(for: changes).contains("-  assertInlineSnapshot(of: nil as String?, as: .lines) {\n"))
    let acceptance = review.accept(changes)
    #expect(acceptance.accepted.map(\.id) == [id])
    #expect(try sandbox.read("Remove.swift") == Self.removed)
  }

  @Test func aRemovalOfAClosureEditedSinceTheBuildIsRefusedAndKept() throws {
    let (sandbox, file, site) = try sandbox()
    // The test saw "older": the file holds another snapshot, so it is not the one the tests were built from.
    guard case .refused(let refusal, .kept(let id)) = file.record(site, snapshot: nil, expected: "older") else {
      Issue.record("removed a closure the test did not see")
      return
    }
    #expect(refusal.kind == .fileChangedSinceBuild)
    sandbox.session.finish()
    #expect(try sandbox.read("Remove.swift") == Self.source)
    let kept = try sandbox.changes()
    #expect(kept.map(\.id) == [id])
    #expect(kept.first?.kind == .removal)
  }
}
