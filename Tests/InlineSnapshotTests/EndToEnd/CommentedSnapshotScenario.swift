import Testing

/// Re-recording keeps the comments inside a snapshot closure (only the literal is replaced), and a
/// closure whose comment cannot be kept is refused with the comment's line.
struct CommentedSnapshotScenario: EndToEndScenario {
  static let source = #"""
    import InlineSnapshot
    import Testing

    @Suite(.snapshots(record: .failed)) struct CommentedSnapshotST {
      @Test func commentAfterTheBrace() {
        assertInlineSnapshot(of: "new", as: .lines) { // reviewed by hand
          """
          old
          """
        }
      }

      @Test func commentLineBeforeTheLiteral() {
        assertInlineSnapshot(of: ["a": 1], as: .json) {
          // the keys are sorted
          """
          {}
          """ /* checked */
        }
      }

      @Test func computedSnapshotWithAComment() {
        assertInlineSnapshot(of: "ab", as: .lines) {
          // built by hand
          "a" + "c"
        }
      }
    }

    """#

  static let recorded = #"""
    import InlineSnapshot
    import Testing

    @Suite(.snapshots(record: .failed)) struct CommentedSnapshotST {
      @Test func commentAfterTheBrace() {
        assertInlineSnapshot(of: "new", as: .lines) { // reviewed by hand
          """
          new
          """
        }
      }

      @Test func commentLineBeforeTheLiteral() {
        assertInlineSnapshot(of: ["a": 1], as: .json) {
          // the keys are sorted
          """
          {
            "a" : 1
          }
          """ /* checked */
        }
      }

      @Test func computedSnapshotWithAComment() {
        assertInlineSnapshot(of: "ab", as: .lines) {
          // built by hand
          "a" + "c"
        }
      }
    }

    """#

  static var files: [String: String] { ["CommentedSnapshotST.swift": Self.source] }

  func run(_ package: ScratchPackage) async throws {
    try await firstRun(package)
    try await package.rebuild()
    try await afterRebuild(package)
  }

  private func firstRun(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: "CommentedSnapshotST", record: nil, pending: "CommentedSnapshotST")
    Check.failed(run)
    Check.output(
      run,
      contains: [
        "Snapshot did not match; recorded the new one, written into CommentedSnapshotST.swift when the test "
          + "process ends",
        "the snapshot closure does not hold one plain string literal (for example it interpolates or computes its "
          + "value), so it will not be rewritten. Its comment at line 24 would be lost by rewriting it whole. "
          + "Update it by hand.",
      ])
    try Check.file(package, "CommentedSnapshotST.swift", equals: Self.recorded)
    #expect(package.pendingChanges("CommentedSnapshotST").count == 1)
  }

  private func afterRebuild(_ package: ScratchPackage) async throws {
    let run = try await package.test(
      filter: "CommentedSnapshotST/comment", record: nil, pending: "CommentedSnapshotST-rerun")
    Check.passed(run)
    try Check.file(package, "CommentedSnapshotST.swift", equals: Self.recorded)
  }
}
