import Foundation
import Testing

@testable import InlineSnapshot

/// Assertions whose outcome writes nothing, run in this process; recording is covered end to end.
@Suite struct AssertionInProcessTests {
  @Test func matchingSnapshotPasses() {
    assertInlineSnapshot(of: "hello", as: .lines, record: .never) {
      """
      hello
      """
    }
  }

  @Test func matchingSnapshotPassesInEveryMode() {
    for mode in SnapshotRecordMode.allCases {
      assertInlineSnapshot(of: ["a": 1], as: .json, record: mode) {
        """
        {
          "a" : 1
        }
        """
      }
    }
  }

  @Test func asyncProducerIsAwaited() async {
    await assertInlineSnapshot(of: { await Task { "loaded" }.value }, as: .lines, record: .never) {
      """
      loaded
      """
    }
  }

  @Test func asyncStrategyIsAwaitedBySyncAssertion() {
    let slowUppercase = Snapshotting<String, String>(diffing: .lines, asyncSnapshot: { $0.uppercased() })
    assertInlineSnapshot(of: "abc", as: slowUppercase, record: .never) {
      """
      ABC
      """
    }
  }

  // `try` inside the autoclosure makes the compiler treat the enclosing closure as throwing.
  @Test func throwingValueFails() throws {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    func load() throws -> String { throw Offline() }
    try withKnownIssue {
      assertInlineSnapshot(of: try load(), as: .lines, record: .never) { "" }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["The value to snapshot threw an error: offline"]
    }
  }

  @Test func nilValueFails() {
    withKnownIssue {
      assertInlineSnapshot(of: nil as String?, as: .lines, record: .never)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["The value to snapshot is nil; there is nothing to compare or record."]
    }
  }

  /// A closure's sections are not removed one by one: a `nil` case fails, and nothing is written.
  @Test func nilValueForACaseFails() {
    withKnownIssue {
      assertInlineSnapshot(of: nil as String?, as: .lines, record: .all, case: "empty") {
        """
        ▸ empty
        E
        """
      }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("The value to snapshot for this case is nil;") == true
    }
  }

  /// As in InlineSnapshotTesting, a `nil` value compares as an empty snapshot; a closure holding
  /// anything else is removed or its removal kept (end to end, and in the session's tests).
  @Test func nilValueMatchesAnEmptyClosureInEveryMode() {
    for mode in SnapshotRecordMode.allCases {
      assertInlineSnapshot(of: nil as String?, as: .lines, record: mode) { "" }
      let diagnostics = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "diagnostics")
      assertInlineSnapshot(of: nil as String?, as: .lines, record: mode, syntaxDescriptor: diagnostics) { "" }
    }
  }

  @Test func jsonEncodingErrorFailsTheTest() {
    withKnownIssue {
      assertInlineSnapshot(of: Double.infinity, as: .json, record: .never) { "" }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Could not make a snapshot: Could not encode Double as JSON: ") == true
    }
  }

  @Test func slowAsyncStrategyTimesOut() {
    let never = Snapshotting<String, String>(
      diffing: .lines,
      asyncSnapshot: { value in
        try await Task.sleep(nanoseconds: 10_000_000_000)
        return value
      })
    withKnownIssue {
      assertInlineSnapshot(of: "x", as: never, message: "Loading", record: .never, timeout: 0.2) { "x" }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Loading\nTimed out after 0.2 seconds waiting for the snapshot strategy; raise the assertion's timeout: if "
          + "the value takes longer to produce."
      ]
    }
  }

  @Test(arguments: [Double.infinity, 1e300, 2e10, Double.greatestFiniteMagnitude])
  func anUnlimitedTimeoutWaitsForTheStrategyWithoutTrapping(timeout: Double) async {
    let uppercase = Snapshotting<String, String>(diffing: .lines, asyncSnapshot: { $0.uppercased() })
    await assertInlineSnapshot(of: { "abc" }, as: uppercase, record: .never, timeout: timeout) {
      """
      ABC
      """
    }
    assertInlineSnapshot(of: "abc", as: uppercase, record: .never, timeout: timeout) {
      """
      ABC
      """
    }
  }

  @Test(arguments: [-1, Double.nan, 0, -Double.infinity])
  func aTimeoutThatIsNotPositiveGivesTheStrategyNoTimeWithoutTrapping(timeout: Double) async {
    let never = Snapshotting<String, String>(
      diffing: .lines,
      asyncSnapshot: { value in
        try await Task.sleep(nanoseconds: 10_000_000_000)
        return value
      })
    await withKnownIssue {
      await assertInlineSnapshot(of: { "x" }, as: never, record: .never, timeout: timeout) { "x" }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        "Timed out at once waiting for the snapshot strategy: the assertion's timeout: (") == true
    }
    withKnownIssue {
      assertInlineSnapshot(of: "x", as: never, record: .never, timeout: timeout) { "x" }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Timed out at once") == true
    }
  }

  @Test func slowAsyncStrategyTimesOutInAsyncAssertion() async {
    let never = Snapshotting<String, String>(
      diffing: .lines,
      asyncSnapshot: { value in
        try await Task.sleep(nanoseconds: 10_000_000_000)
        return value
      })
    await withKnownIssue {
      await assertInlineSnapshot(of: { "x" }, as: never, record: .never, timeout: 0.2) { "x" }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Timed out after 0.2 seconds") == true
    }
  }
}
