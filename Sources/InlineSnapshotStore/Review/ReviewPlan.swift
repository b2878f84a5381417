/// What accepting a set of pending changes would do: the new contents of every file that can be
/// patched, and the changes that cannot be applied, with the reason.
///
/// ```swift
/// let plan = review.plan(for: try review.store.load())
/// print(plan.patch)                       // for `git apply`
/// for refused in plan.refusals { print(refused.refusal.message) }
/// ```
package struct ReviewPlan: Sendable, Hashable {
  /// One source file with every applicable change applied in one pass.
  package struct PatchedFile: Sendable, Hashable {
    /// The absolute path of the file.
    package var path: String
    /// The path shown in patches and reports: relative to the package root when the file is inside it.
    package var displayPath: String
    /// The file as it is now.
    package var old: [UInt8]
    /// The file with the changes applied.
    package var new: [UInt8]
    /// The changes applied, in the order of the store.
    package var changes: [PendingChange]
    /// The content hash the changes were recorded against (the baseline for writing them).
    package var baselineHash: String

    /// Creates a patched file.
    package init(
      path: String, displayPath: String, old: [UInt8], new: [UInt8], changes: [PendingChange], baselineHash: String
    ) {
      self.path = path
      self.displayPath = displayPath
      self.old = old
      self.new = new
      self.changes = changes
      self.baselineHash = baselineHash
    }
  }

  /// The files that can be patched, sorted by path.
  package var files: [PatchedFile]
  /// The changes that cannot be applied, in the order of the store.
  package var refusals: [RefusedChange]

  /// Creates a plan.
  package init(files: [PatchedFile], refusals: [RefusedChange]) {
    self.files = files
    self.refusals = refusals
  }

  /// One patch for every patched file, paths as ``PatchedFile/displayPath``; `git apply` accepts it
  /// from the package root. Empty when there is nothing to patch.
  package var patch: String {
    files.map { LineDiff.patch(path: $0.displayPath, old: $0.old, new: $0.new) }.joined()
  }

  /// The refusal of a change, if it has one.
  package func refusal(of id: String) -> RefusedChange? {
    refusals.first { $0.change.id == id }
  }
}

/// A pending change that is not applied, and why.
package struct RefusedChange: Sendable, Hashable {
  /// The change.
  package var change: PendingChange
  /// Why; its message names the file, the change and what to do.
  package var refusal: Refusal

  package init(change: PendingChange, refusal: Refusal) {
    self.change = change
    self.refusal = refusal
  }
}
