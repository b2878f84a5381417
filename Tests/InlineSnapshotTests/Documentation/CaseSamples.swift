import InlineSnapshot
import Testing
import XCTest

// The samples of "One closure, several test cases".

@Suite struct CaseSamples {
  // snippet: cases-shout
  @Test(arguments: ["a", "bb"]) func shout(_ word: String) {
    assertInlineSnapshot(of: word.uppercased(), as: .lines, case: word) {
      """
      ▸ a
      A
      ▸ bb
      BB
      """
    }
  }
  // snippet-end

  // snippet: cases-format
  @Test(arguments: ["", "two\nlines", "▸ marked", "ends with a line feed\n"]) func format(_ value: String) {
    assertInlineSnapshot(of: value, as: .lines, case: value.debugDescription) {
      #"""
      ▸ ""
      ▸ "two\\nlines"
      two
      lines
      ▸ "▸ marked"
      ▸\ marked
      ▸ "ends with a line feed\\n"
      ends with a line feed

      """#
    }
  }
  // snippet-end

  // snippet: cases-helper
  func assertParsed(
    _ input: String,
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath,
    function: StaticString = #function, line: UInt = #line, column: UInt = #column
  ) {
    assertInlineSnapshot(
      of: input.split(separator: " ").map(String.init), as: .dump, case: input, matches: expected,
      fileID: fileID, file: file, function: function, line: line, column: column
    )
  }
  // snippet-end

  // snippet: cases-helper-use
  @Test(arguments: ["a b", "c"]) func parse(_ input: String) {
    assertParsed(input) {
      """
      ▸ a b
      ▿ 2 elements
        - "a"
        - "b"
      ▸ c
      ▿ 1 element
        - "c"
      """
    }
  }
  // snippet-end
}

final class CaseLoopSamples: XCTestCase {
  // snippet: cases-loop
  func testSquares() {
    for n in 1...3 {
      assertInlineSnapshot(of: n * n, as: .description, case: n) {
        """
        ▸ 1
        1
        ▸ 2
        4
        ▸ 3
        9
        """
      }
    }
  }
  // snippet-end
}
