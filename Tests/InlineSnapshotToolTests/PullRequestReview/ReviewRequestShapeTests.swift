import Foundation
import Testing

/// The JSON `report --github-review` writes has the shape of GitHub's documented "Create a review for
/// a pull request" request (`POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews`): the same
/// fields, of the same types, with allowed values only.
@Suite struct ReviewRequestShapeTests {
  /// The request example of GitHub's REST documentation for "Create a review for a pull request",
  /// typed from the documentation.
  static let documentedExample = """
    {
      "commit_id": "ecdd80bb57125d7ba9641ffaa4d7d2c19d3f3091",
      "body": "This is close to perfect! Please address the suggested inline change.",
      "event": "REQUEST_CHANGES",
      "comments": [
        {
          "path": "file.md",
          "position": 6,
          "body": "Please add more information here, and fix this typo."
        }
      ]
    }
    """

  /// A JSON type of the documented body parameters.
  enum Kind {
    case string(allowed: Set<String>?)
    case integer
    case objects
  }

  /// The documented body parameters: name, type, whether required. `event` is one of `APPROVE`,
  /// `REQUEST_CHANGES`, `COMMENT` (`body` is required with the last two); a comment's `side` and
  /// `start_side` are `LEFT` or `RIGHT` (documented with "Create a review comment").
  static let requestFields: [String: (Kind, required: Bool)] = [
    "commit_id": (.string(allowed: nil), false),
    "body": (.string(allowed: nil), false),
    "event": (.string(allowed: ["APPROVE", "REQUEST_CHANGES", "COMMENT"]), false),
    "comments": (.objects, false),
  ]
  static let commentFields: [String: (Kind, required: Bool)] = [
    "path": (.string(allowed: nil), true),
    "position": (.integer, false),
    "body": (.string(allowed: nil), true),
    "line": (.integer, false),
    "side": (.string(allowed: ["LEFT", "RIGHT"]), false),
    "start_line": (.integer, false),
    "start_side": (.string(allowed: ["LEFT", "RIGHT"]), false),
  ]

  /// What is wrong with `json` as a request body; empty when nothing is.
  static func problems(_ json: String) -> [String] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
      return ["not a JSON object"]
    }
    var problems = check(object, against: requestFields, at: "")
    if let event = object["event"] as? String, ["REQUEST_CHANGES", "COMMENT"].contains(event),
      (object["body"] as? String ?? "").isEmpty
    {
      problems.append("body is required with event \(event)")
    }
    for (index, comment) in ((object["comments"] as? [Any]) ?? []).enumerated() {
      guard let comment = comment as? [String: Any] else {
        problems.append("comments[\(index)] is not an object")
        continue
      }
      problems += check(comment, against: commentFields, at: "comments[\(index)].")
      if comment["position"] == nil, comment["line"] == nil {
        problems.append("comments[\(index)] has neither position nor line")
      }
      if let start = comment["start_line"] as? Int {
        if let line = comment["line"] as? Int, start >= line {
          problems.append("comments[\(index)].start_line \(start) does not precede line \(line)")
        }
        if comment["start_side"] == nil { problems.append("comments[\(index)] has start_line without start_side") }
      }
    }
    return problems
  }

  private static func check(
    _ object: [String: Any], against fields: [String: (Kind, required: Bool)], at prefix: String
  )
    -> [String]
  {
    var problems: [String] = []
    for (name, value) in object.sorted(by: { $0.key < $1.key }) {
      guard let (kind, _) = fields[name] else {
        problems.append("\(prefix)\(name) is not a documented field")
        continue
      }
      switch kind {
      case .string(let allowed):
        guard let text = value as? String else {
          problems.append("\(prefix)\(name) is not a string")
          continue
        }
        if let allowed, !allowed.contains(text) {
          problems.append("\(prefix)\(name) \(text) is not one of \(allowed.sorted())")
        }
      case .integer:
        if value is String || (value as? Int) == nil || "\(value)".contains(".") {
          problems.append("\(prefix)\(name) is not an integer")
        }
      case .objects:
        if !(value is [Any]) { problems.append("\(prefix)\(name) is not an array") }
      }
    }
    for (name, field) in fields where field.required && object[name] == nil {
      problems.append("\(prefix)\(name) is missing")
    }
    return problems
  }

  @Test func theDocumentedExampleHasTheDocumentedShape() {
    #expect(Self.problems(Self.documentedExample) == [])
  }

  @Test func theCheckFindsWhatIsNotDocumented() {
    #expect(
      Self.problems(
        #"{"body": "", "event": "COMMENT", "verdict": 1, "comments": [{"path": "A.swift", "body": "x", "line": "#
          + #""3", "side": "BOTH", "start_line": 5}]}"#
      ) == [
        "verdict is not a documented field", "body is required with event COMMENT",
        "comments[0].line is not an integer",
        "comments[0].side BOTH is not one of [\"LEFT\", \"RIGHT\"]", "comments[0] has start_line without start_side",
      ])
    #expect(
      Self.problems(#"{"comments": [{"body": "x", "line": 2, "start_line": 2, "start_side": "RIGHT"}]}"#) == [
        "comments[0].path is missing", "comments[0].start_line 2 does not precede line 2",
      ])
  }

  @Test func theReviewHasTheDocumentedShape() throws {
    let (repository, head) = try GitHubReviewTests.pullRequest()
    defer { repository.remove() }
    try GitHubReviewTests.pendChanges(repository)
    // Without --output the review goes to standard output.
    let run = try repository.tool(["report", "--github-review", "--base", "main"])
    #expect(run.status == 0, "\(run)")
    #expect(Self.problems(run.output) == [])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["commit_id", "body", "event", "comments"])
    #expect(object["commit_id"] as? String == head)
    #expect(object["event"] as? String == "COMMENT")
    let comments = try #require(object["comments"] as? [[String: Any]])
    #expect(
      comments.map { Set($0.keys) } == [
        ["path", "body", "line", "side", "start_line", "start_side"], ["path", "body", "line", "side"],
        ["path", "body", "line", "side"], ["path", "body", "line", "side"],
      ])
  }
}
