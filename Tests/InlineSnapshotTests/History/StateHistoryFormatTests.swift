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

  enum ViewState: Equatable {
    case loading
    case data(String)
    case failed(code: Int, message: String)
  }

  @Test func realStatesAsLinesAndDumps() {
    let states: [ViewState] = [.loading, .failed(code: 404, message: "Not found"), .loading, .data("hello")]
    #expect(StateHistoryFormat().render(states) == """
      loading
      failed(code: 404, message: "Not found")
      loading
      data("hello")
      """)
    #expect(StateHistoryFormat(style: .dump).render(states) == """
      1. - StateHistoryFormatTests.ViewState.loading
      2. ▿ StateHistoryFormatTests.ViewState.failed
           - code: 404
           - message: "Not found"
      3. - StateHistoryFormatTests.ViewState.loading
      4. ▿ StateHistoryFormatTests.ViewState.data
           - 0: "hello"
      """)
  }
}
