import Foundation
import Testing

@testable import InlineSnapshot

/// Both JSON readers stop at the same depth instead of risking the stack.
@Suite struct JSONDepthTests {
  private func nested(_ depth: Int, around inner: String = "1") -> String {
    String(repeating: "[", count: depth) + inner + String(repeating: "]", count: depth)
  }

  @Test func theParserReadsUpToTheMaximumDepthAndNoDeeper() {
    #expect(JSONParser.parse(Array(nested(JSONParser.maximumDepth - 1).utf8)) != nil)
    #expect(JSONParser.parse(Array(nested(JSONParser.maximumDepth).utf8)) == nil)
    #expect(JSONParser.parse(Array(nested(100_000).utf8)) == nil)
  }

  @Test func reorderingLeavesADocumentTooDeepAsItIs() {
    let key = "\"\(UUID().uuidString)\""
    let tooDeep = nested(JSONMemberOrder.maximumDepth, around: "{\(key): 1}")
    #expect(JSONMemberOrder.reordered(tooDeep, by: PlaceholderNumbering(.uuids)) == tooDeep)
  }
}
