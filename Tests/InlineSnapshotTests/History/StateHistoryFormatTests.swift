import Testing
@testable import InlineSnapshot

@Suite struct StateHistoryFormatTests {
  let states = ["loading", "loading", "data", "loading"]
  func line(_ state: String) -> String { state }
  func dump(_ state: String) -> String { "▿ \(state)\n  - 0: 1" }

  @Test func linesRemovingDuplicates() {
    let format = StateHistoryFormat(removingDuplicates: true)
    #expect(format.render(states, line: line, dump: dump) == "loading\ndata\nloading")
  }

  @Test func numberedDumps() {
    let format = StateHistoryFormat(style: .dump)
    #expect(format.render(states, line: line, dump: dump) == """
      1. ▿ loading
           - 0: 1
      2. ▿ loading
           - 0: 1
      3. ▿ data
           - 0: 1
      4. ▿ loading
           - 0: 1
      """)
  }
}
