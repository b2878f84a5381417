import InlineSnapshotSyntax
import Testing

/// Inputs that once made tokenizing quadratic: each must still come out right (their time is
/// measured by `snapshot-benchmarks`, which reads each in time linear in its size).
@Suite struct TokenizerLinearityTests {
  @Test func longRunOfPoundsInAnInactiveBranch() {
    let source = "#if false\n" + String(repeating: "#", count: 50_000) + "\n#endif\nf(1)"
    #expect(
      significant(source) == """
        compilerDirective(#if) keyword(false) pound(\(String(repeating: "#", count: 49_999))) pound(#) \
        compilerDirective(#endif) identifier(f) leftParen(() number(1) rightParen())
        """)
  }

  @Test func longLinesOfPoundsQuotesAndSlashes() {
    for (piece, count) in [
      ("#", 200_000), ("\"", 200_001), ("\\", 200_000), ("/", 200_001), ("(/", 100_000), ("`", 200_001),
    ] {
      let bytes = Array(String(repeating: piece, count: count).utf8)
      #expect(rejoins(bytes), "\(piece)")
    }
    // Quotes come in empty multi-line strings, `""""""`; the last `"""` never closes.
    let quotes = Tokenizer.tokenize(Array(String(repeating: "\"", count: 9).utf8))
    #expect(quotes.map(\.range.count) == [6, 3])
    #expect(quotes.map(\.isTerminated) == [true, false])
  }

  @Test func deeplyNestedComments() {
    let depth = 10_000
    let source = String(repeating: "/* ", count: depth) + String(repeating: "*/ ", count: depth) + "x"
    let tokens = Tokenizer.tokenize(Array(source.utf8))
    #expect(tokens.map(\.kind) == [.blockComment, .whitespace, .identifier])
    #expect(tokens.first?.range == 0..<(6 * depth - 1))
  }

  @Test func lineOfRawTripleQuotes() {
    // Every `#"""` asks whether `"#` closes it on its line; the line is read once for all of them.
    let source = String(repeating: ##"#"""\#("##, count: 20_000)
    #expect(rejoins(Array(source.utf8)))
    let closed = String(repeating: ##"#"""#, "##, count: 20_000)
    #expect(Tokenizer.tokenize(Array(closed.utf8)).filter { $0.kind == .stringLiteral }.count == 20_000)
  }

  @Test func longRegexCandidates() {
    // Each `/` that might open a regex literal reads at most to the next `/` or the line break.
    let escapes = "x = (" + String(repeating: #"/\/"#, count: 50_000) + ")"
    #expect(rejoins(Array(escapes.utf8)))
    let prefixes = "x = [" + String(repeating: "/a, ", count: 50_000) + "]"
    #expect(Tokenizer.tokenize(Array(prefixes.utf8)).filter { $0.kind == .regexLiteral }.isEmpty)
  }
}
