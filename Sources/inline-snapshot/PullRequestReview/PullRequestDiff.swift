/// What GitHub shows of a pull request: the commit its review comments number lines in, and for each
/// file the lines its diff shows on the right side — the only lines GitHub takes review comments on.
///
/// GitHub diffs a pull request from the commit where its head branched off the base (the merge
/// base) to its head, with three lines of context; a right-side line is an added line or a context
/// line of a hunk, and a comment on several lines must lie within one hunk.
struct PullRequestDiff {
  /// The repository's top folder; review paths are relative to it.
  var repositoryRoot: String
  /// The commit the review is about (the pull request's head).
  var headCommit: String
  /// The file (relative to ``repositoryRoot``) as it is in ``headCommit``; nil when it is not there.
  var fileAtHead: (String) throws(GitRepository.Failure) -> [UInt8]?
  /// The right-side lines of each hunk of the file's diff.
  var shownLines: (String) throws(GitRepository.Failure) -> [ClosedRange<Int>]

  /// The diff from the merge base of `base` and `head` to `head`, read with git in the repository
  /// that holds `packageRoot`.
  static func load(packageRoot: String, base: String, head: String) throws(GitRepository.Failure) -> PullRequestDiff {
    let git = try GitRepository(packageRoot: packageRoot)
    let headCommit = try git.commit(head)
    let mergeBase = try git.mergeBase(try git.commit(base), headCommit)
    return PullRequestDiff(
      repositoryRoot: git.root, headCommit: headCommit,
      fileAtHead: { path throws(GitRepository.Failure) in try git.blob(headCommit, path: path) },
      shownLines: { path throws(GitRepository.Failure) in
        hunks(inDiff: try git.diff(from: mergeBase, to: headCommit, path: path))
      })
  }

  /// The right-side line ranges of the hunks of a unified diff, from headers `@@ -a,b +c,d @@`
  /// (lines `c…c+d-1`; `d` is 1 when left out, and a hunk with `d` = 0 shows no right-side line).
  static func hunks(inDiff diff: String) -> [ClosedRange<Int>] {
    var ranges: [ClosedRange<Int>] = []
    for line in diff.split(separator: "\n") where line.hasPrefix("@@ -") {
      let fields = line.split(separator: " ")
      guard fields.count >= 4, fields[3] == "@@" || fields[3].hasPrefix("@@"), fields[2].hasPrefix("+") else {
        continue
      }
      let numbers = fields[2].dropFirst().split(separator: ",", omittingEmptySubsequences: false)
      guard let start = Int(numbers[0]), numbers.count <= 2 else { continue }
      let count = numbers.count == 2 ? Int(numbers[1]) : 1
      guard let count, count > 0, start > 0 else { continue }
      ranges.append(start...(start + count - 1))
    }
    return ranges
  }
}
