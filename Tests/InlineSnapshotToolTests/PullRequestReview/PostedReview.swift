import Foundation
import Testing

/// A review body as GitHub reads it from the JSON `report --github-review` writes.
struct PostedReview: Decodable {
  struct Comment: Decodable {
    var path: String
    var body: String
    var line: Int
    var side: String
    var startLine: Int?
    var startSide: String?

    enum CodingKeys: String, CodingKey {
      case path, body, line, side
      case startLine = "start_line"
      case startSide = "start_side"
    }

    /// The lines the comment covers.
    var lines: ClosedRange<Int> { (startLine ?? line)...line }

    /// The lines of the comment's ```` ```suggestion ```` block, read as a CommonMark fenced code
    /// block: it ends at the first line of only backticks, at least as many as opened it.
    var suggestedLines: [String]? {
      let lines = body.components(separatedBy: "\n")
      guard let open = lines.firstIndex(where: { $0.hasPrefix("```") && $0.drop { $0 == "`" } == "suggestion" }) else {
        return nil
      }
      let fence = lines[open].prefix { $0 == "`" }.count
      var block: [String] = []
      for line in lines[(open + 1)...] {
        let trimmed = line.drop { $0 == " " }
        if line.count - trimmed.count <= 3, trimmed.count >= fence, trimmed.allSatisfy({ $0 == "`" }) { return block }
        block.append(line)
      }
      return nil
    }

    /// `file` after "Commit suggestion": lines `startLine…line` replaced by the block's lines.
    func committed(to file: [UInt8]) throws -> [UInt8] {
      let block = try #require(suggestedLines, "no suggestion block in \(body)")
      let text = String(decoding: file, as: UTF8.self)
      var lines = text.components(separatedBy: "\n")
      let endsWithLineBreak = text.hasSuffix("\n")
      if endsWithLineBreak { lines.removeLast() }
      try #require(self.lines.upperBound <= lines.count, "line \(line) is past the end of the file")
      lines.replaceSubrange((self.lines.lowerBound - 1)..<self.lines.upperBound, with: block)
      return Array((lines.joined(separator: "\n") + (endsWithLineBreak ? "\n" : "")).utf8)
    }
  }

  var commitID: String?
  var body: String
  var event: String
  var comments: [Comment]

  enum CodingKeys: String, CodingKey {
    case commitID = "commit_id"
    case body, event, comments
  }

  init(json: String) throws {
    self = try JSONDecoder().decode(PostedReview.self, from: Data(json.utf8))
  }
}
