/// One snapshot to write into a source file: where it goes and the string it must hold, or that its
/// closure goes (a *removal*: the test's value was `nil`, see ``ClosureRemoval``).
package struct SnapshotEdit: Hashable, Sendable, Codable {
  /// The call and closure the snapshot belongs to.
  package var site: SnapshotSite
  /// The snapshot the closure must evaluate to after the edit; `nil` removes the closure.
  package var snapshot: String?
  /// The snapshot the test saw in the file it was built from (`nil` when the call had no snapshot
  /// closure). The rewriter checks it against the file to detect a file that changed since the build.
  package var expected: String?

  /// Creates an edit.
  package init(site: SnapshotSite, snapshot: String?, expected: String?) {
    self.site = site
    self.snapshot = snapshot
    self.expected = expected
  }

  /// An edit of the call at `line` and `column` of an unnamed file, whose function is not checked.
  package init(
    line: Int, column: Int, descriptor: ClosureDescriptor = ClosureDescriptor(), snapshot: String?, expected: String?
  ) {
    self.init(
      site: SnapshotSite(path: "", line: line, column: column, descriptor: descriptor), snapshot: snapshot,
      expected: expected)
  }

  /// The 1-based line Swift reported for the call.
  package var line: Int { site.line }
  /// The 1-based UTF-8 column Swift reported for the call.
  package var column: Int { site.column }
  /// Which closure of the call holds the snapshot.
  package var descriptor: ClosureDescriptor { site.descriptor }
  /// Whether the edit removes the closure instead of writing a snapshot into it.
  package var removesClosure: Bool { snapshot == nil }
}
