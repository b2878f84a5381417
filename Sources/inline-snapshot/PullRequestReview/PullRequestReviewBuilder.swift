import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax

/// Turns pending changes into a GitHub pull request review: one ```` ```suggestion ```` comment per
/// change (or per group of changes that share lines) on the lines it rewrites, so that committing the
/// suggestion writes exactly what `inline-snapshot accept` writes; every change that cannot be
/// suggested is listed in the review's body with the reason and its diff.
///
/// A change is suggested only when all of these hold, so that a suggestion can never land on the
/// wrong lines or write something else than `accept`:
/// - it can be applied to its file (as `diff` and `accept` decide);
/// - the file is committed in the pull request's head commit with exactly the bytes it has in the
///   checkout, so the lines the suggestion numbers are the lines GitHub shows;
/// - all of its lines lie in one hunk of the pull request's diff (GitHub refuses others);
/// - its lines are UTF-8 text with `"\n"` line breaks: GitHub commits a suggestion's lines with line
///   breaks of its own choosing, so in a CRLF file the result would not be what `accept` writes.
struct PullRequestReviewBuilder {
  /// GitHub's limit on the length of a review's or a comment's body.
  static let maximumBodyLength = 65_536

  var review: SnapshotReview
  var diff: PullRequestDiff
  /// Which changes are format only; comments and the body say so when one is.
  var classifications = ClassificationTally(formatOnly: 0, real: 0)

  /// What ``build(changes:refused:)`` made.
  struct Outcome {
    var review: PullRequestReview
    /// How many changes the comments suggest.
    var suggested: Int
    /// The changes listed in the body instead, with the reason.
    var listed: [(change: PendingChange, reason: String)]
  }

  /// Why a change is not suggested, said after "Not suggested: ".
  enum Reason: Error, Equatable {
    case cannotApply(String)
    case outsideRepository
    case notInHeadCommit
    case differsFromHeadCommit
    case outsideDiff(ClosedRange<Int>)
    case carriageReturns
    case notPlainText
    case tooLong
    case changesNothing

    var text: String {
      switch self {
      case .cannotApply(let message): message
      case .outsideRepository: "its file is outside the git repository."
      case .notInHeadCommit: "its file is not in the pull request's head commit."
      case .differsFromHeadCommit:
        "its file in the checkout differs from the pull request's head commit, so its line numbers may not be GitHub's."
      case .outsideDiff(let lines) where lines.count == 1:
        "line \(lines.lowerBound) is not in the pull request's diff, and GitHub takes suggestions only on lines "
          + "its diff shows."
      case .outsideDiff(let lines):
        "lines \(lines.lowerBound)–\(lines.upperBound) are not all in one hunk of the pull request's diff, "
          + "and GitHub takes a suggestion only on lines one hunk shows."
      case .carriageReturns:
        "its file has CRLF line endings; GitHub would commit the suggested lines with LF ones, so the file would "
          + "not be what `accept` writes."
      case .notPlainText: "its lines are not UTF-8 text that a suggestion can hold."
      case .tooLong: "the suggestion is longer than GitHub allows a comment to be."
      case .changesNothing: "accepting it changes nothing in the file."
      }
    }
  }

  /// One suggestion: the changes it accepts and the lines it replaces.
  struct Suggestion {
    var changes: [PendingChange]
    var replacement: LineReplacement
  }

  /// The review of `changes` (the store's order), naming `refused` documents and showing `conflicts` (of
  /// several stores read as one) in its body.
  func build(
    changes: [PendingChange], refused: [RefusedDocument], conflicts: [PendingConflict] = []
  ) throws(GitRepository.Failure) -> Outcome {
    let plan = review.plan(for: changes)
    var comments: [PullRequestReview.Comment] = []
    var reasons: [String: Reason] = [:]
    for refusal in plan.refusals {
      reasons[refusal.change.id] = .cannotApply(refusal.refusal.message.replacingOccurrences(of: "\n", with: " "))
    }
    for file in plan.files {
      func listAll(_ reason: Reason) { for change in file.changes { reasons[change.id] = reason } }
      guard let path = FilePath.relative(file.path, to: diff.repositoryRoot) else {
        listAll(.outsideRepository)
        continue
      }
      guard let committed = try diff.fileAtHead(path) else {
        listAll(.notInHeadCommit)
        continue
      }
      guard committed == file.old else {
        listAll(.differsFromHeadCommit)
        continue
      }
      // A change that no suggestion takes up is one whose acceptance leaves the file as it is.
      listAll(.changesNothing)
      let hunks = try diff.shownLines(path)
      for suggestion in suggestions(for: file) {
        switch comment(suggesting: suggestion, in: file, path: path, hunks: hunks) {
        case .success(let comment):
          comments.append(comment)
          for change in suggestion.changes { reasons[change.id] = nil }
        case .failure(let reason):
          for change in suggestion.changes { reasons[change.id] = reason }
        }
      }
    }
    let listed = changes.compactMap { change in reasons[change.id].map { (change, $0.text) } }
    return Outcome(
      review: PullRequestReview(
        commitID: diff.headCommit,
        body: reviewBody(changes: changes, listed: listed, refused: refused, conflicts: conflicts),
        comments: comments),
      suggested: changes.count - listed.count, listed: listed)
  }

  /// The comment that makes `suggestion`, or why there can be none.
  private func comment(
    suggesting suggestion: Suggestion, in file: ReviewPlan.PatchedFile, path: String, hunks: [ClosedRange<Int>]
  ) -> Result<PullRequestReview.Comment, Reason> {
    let replacement = suggestion.replacement
    let lines = replacement.firstLine...replacement.lastLine
    guard !replacement.hasCarriageReturn(in: file.old) else { return .failure(.carriageReturns) }
    guard let text = replacement.text else { return .failure(.notPlainText) }
    guard hunks.contains(where: { $0.contains(lines.lowerBound) && $0.contains(lines.upperBound) }) else {
      return .failure(.outsideDiff(lines))
    }
    let body = commentBody(for: suggestion.changes, suggesting: text)
    guard body.utf8.count <= Self.maximumBodyLength else { return .failure(.tooLong) }
    return .success(PullRequestReview.Comment(path: path, lines: lines, body: body))
  }

  // MARK: - Suggestions

  /// The suggestions that accept the changes of `file`: one per change, except that changes whose
  /// lines overlap share one. Committed together, as a batch, they give the file `accept` writes;
  /// each committed alone gives the file that accepting only its changes writes. A change that
  /// changes no byte of the file gets none.
  func suggestions(for file: ReviewPlan.PatchedFile) -> [Suggestion] {
    enum Made {
      case suggestion(Suggestion)
      /// Accepting the changes leaves the file as it is.
      case nothing
      /// The changes cannot be accepted on their own, or no replacement of lines writes what accepting them does.
      case failed
    }
    /// The suggestion for `changes`, checked: committed, it writes the file that accepting them writes.
    func suggestion(_ changes: [PendingChange]) -> Made {
      guard let accepted = review.plan(for: changes).files.first(where: { $0.path == file.path }),
        accepted.changes.count == changes.count
      else { return .failed }
      guard let replacement = LineReplacement.between(file.old, accepted.new) else { return .nothing }
      guard replacement.applied(to: file.old) == accepted.new else { return .failed }
      return .suggestion(Suggestion(changes: changes, replacement: replacement))
    }
    var groups: [Suggestion] = []
    for change in file.changes {
      switch suggestion([change]) {
      case .suggestion(let made): groups.append(made)
      case .nothing: continue
      case .failed: return wholeFile(file)
      }
    }
    // Changes whose lines overlap become one suggestion, made from accepting them together; that may
    // widen it into a neighbour, so pairs are checked again until none overlap.
    groups.sort { $0.replacement.firstLine < $1.replacement.firstLine }
    var index = 1
    while index < groups.count {
      guard groups[index].replacement.firstLine <= groups[index - 1].replacement.lastLine else {
        index += 1
        continue
      }
      guard case .suggestion(let merged) = suggestion(groups[index - 1].changes + groups[index].changes) else {
        return wholeFile(file)
      }
      groups[index - 1] = merged
      groups.remove(at: index)
      index = max(1, index - 1)
    }
    // Committing them all must write what `accept` writes. It does for edits that stay inside their
    // closures; should it not, one suggestion covers every change of the file.
    var batch = file.old
    for group in groups.reversed() { batch = group.replacement.applied(to: batch) }
    guard batch == file.new else { return wholeFile(file) }
    return groups.map { group in
      Suggestion(
        changes: file.changes.filter { change in group.changes.contains { $0.id == change.id } },
        replacement: group.replacement)
    }
  }

  private func wholeFile(_ file: ReviewPlan.PatchedFile) -> [Suggestion] {
    LineReplacement.between(file.old, file.new).map { [Suggestion(changes: file.changes, replacement: $0)] } ?? []
  }
}
