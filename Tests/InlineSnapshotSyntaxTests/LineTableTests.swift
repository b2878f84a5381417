import InlineSnapshotSyntax
import TestSupport
import Testing

/// Lines and columns as Swift's `#line` and `#column` count them (checked against programs
/// printing `#line` and `#column`; `CompilerLocationTests` checks it on every run).
@Suite struct LineTableTests {
  @Test func lineFeedsAndCRLFStartLines() {
    let lines = LineTable(Array("a\nbc\r\nd\n".utf8))
    #expect(lines.starts == [0, 2, 6, 8])
    #expect(lines.count == 4)
    #expect(lines.line(of: 0) == 1)
    #expect(lines.line(of: 3) == 2)
    #expect(lines.line(of: 4) == 2)  // the CR of CRLF is still on its line
    #expect(lines.line(of: 6) == 3)
    #expect(lines.column(of: 3) == 2)
    #expect(lines.start(ofLine: 3) == 6)
    #expect(lines.start(ofLine: 5) == nil)
  }

  @Test func loneCarriageReturnRestartsTheColumnButNotTheLine() {
    // `print(#line, #column)⏎print(#line, #column)` with a lone CR prints "1 14" twice.
    let source = Array("print(#line, #column)\rprint(#line, #column)\nx".utf8)
    let lines = LineTable(source)
    #expect(lines.starts == [0, 44])
    #expect(lines.columnRestarts == [22])
    #expect(lines.line(of: 35) == 1)
    #expect(lines.column(of: 13) == 14)
    #expect(lines.column(of: 35) == 14)
    #expect(lines.column(of: 21) == 22)  // the CR itself ends the first part
    #expect(lines.offsets(line: 1, column: 14) == [13, 35])
    #expect(lines.offsets(line: 1, column: 22) == [21, 43])  // the CR ends the first part, the LF the second
    #expect(lines.offsets(line: 2, column: 1) == [44])
    #expect(lines.offsets(line: 2, column: 2) == [45])
    #expect(lines.offsets(line: 3, column: 1) == [])
    #expect(lines.offsets(line: 1, column: 0) == [])
  }

  @Test func byteOrderMarkCountsInTheFirstLinesColumns() {
    // `\u{FEFF}print(#column)` prints 10: the mark's three bytes count.
    let lines = LineTable(Array("\u{FEFF}print(#column)".utf8))
    #expect(lines.column(of: 9) == 10)
  }

  @Test func everyOffsetIsFoundBackFromItsLineAndColumn() {
    var generator = SeededGenerator(seed: 0x0C0_1A3B)
    let alphabet = Array("ab\n\r\r\n\t".utf8)
    for _ in 0..<300 {
      let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? 0
      }
      let lines = LineTable(bytes)
      for offset in bytes.indices {
        let found = lines.offsets(line: lines.line(of: offset), column: lines.column(of: offset))
        #expect(found.contains(offset), "bytes: \(bytes), offset \(offset)")
        #expect(
          found.allSatisfy {
            lines.line(of: $0) == lines.line(of: offset) && lines.column(of: $0) == lines.column(of: offset)
          })
      }
    }
  }
}
