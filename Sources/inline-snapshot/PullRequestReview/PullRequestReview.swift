import Foundation

/// The body of GitHub's "Create a review for a pull request" request
/// (`POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews`), as `gh api … --input` sends it.
///
/// ```json
/// {
///   "body" : "### Inline snapshot changes …",
///   "comments" : [
///     { "body" : "…```suggestion…", "line" : 9, "path" : "Tests/AppTests/LoginTests.swift",
///       "side" : "RIGHT", "start_line" : 7, "start_side" : "RIGHT" }
///   ],
///   "commit_id" : "6dcb09b5b57875f334f61aebed695e2e4193db5e",
///   "event" : "COMMENT"
/// }
/// ```
struct PullRequestReview: Encodable, Equatable {
  /// One review comment on lines of the file at ``PullRequestReview/commitID``.
  struct Comment: Encodable, Equatable {
    /// The file, relative to the repository's root.
    var path: String
    /// Markdown: what the comment is about, then a `suggestion` block.
    var body: String
    /// The last line the comment covers, 1-based, in the file at the commit.
    var line: Int
    /// The side of the diff `line` is on: always `RIGHT`, the file at the pull request's commit.
    var side = "RIGHT"
    /// The first line of a comment on several lines; nil for one line.
    var startLine: Int?
    /// The side of `startLine`; nil for one line.
    var startSide: String?

    enum CodingKeys: String, CodingKey {
      case path, body, line, side
      case startLine = "start_line"
      case startSide = "start_side"
    }

    /// A comment on lines `lines` (one or more) of the file `path`.
    init(path: String, lines: ClosedRange<Int>, body: String) {
      self.path = path
      self.body = body
      self.line = lines.upperBound
      if lines.count > 1 {
        startLine = lines.lowerBound
        startSide = "RIGHT"
      }
    }
  }

  /// The commit whose lines the comments number; GitHub marks them outdated once later commits change them.
  var commitID: String?
  /// Markdown: the summary, and every change not suggested in a comment, with its diff.
  var body: String
  /// `COMMENT`: the review neither approves nor requests changes.
  var event = "COMMENT"
  /// The suggestions.
  var comments: [Comment]

  enum CodingKeys: String, CodingKey {
    case commitID = "commit_id"
    case body, event, comments
  }

  /// The request body: JSON with sorted keys, ending with a line break.
  var json: [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings, numbers and arrays of them cannot fail.
    return Array((try? encoder.encode(self)) ?? Data("{}".utf8)) + [UInt8(ascii: "\n")]
  }
}
