import LiteralTokens
import Testing

@Suite struct PatienceSortingTests {
  @Test func theLongestRunWhoseSecondElementsIncrease() {
    let run = PatienceSorting.longestIncreasingRun([(0, 2), (1, 0), (2, 1), (3, 3)])
    #expect(run.map(\.0) == [1, 2, 3])
    #expect(run.map(\.1) == [0, 1, 3])
    #expect(PatienceSorting.longestIncreasingRun([]).isEmpty)
    #expect(PatienceSorting.longestIncreasingRun([(0, 3), (1, 2), (2, 1)]).count == 1)
  }
}
