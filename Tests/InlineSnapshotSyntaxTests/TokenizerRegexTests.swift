import InlineSnapshotSyntax
import Testing

/// When a `/` starts a regex literal and when it is an operator, as the compiler decides it
/// (each case below was checked against `swiftc -dump-parse`).
@Suite struct TokenizerRegexTests {
  @Test func regexLiteralsWhereAnExpressionStarts() {
    #expect(
      significant("let r = /ab+c/; f(/a\\/b/, y); return /x/; [/y/]") == #"""
        keyword(let) identifier(r) operator(=) regexLiteral(/ab+c/) semicolon(;) identifier(f) leftParen(() \#
        regexLiteral(/a\/b/) comma(,) identifier(y) rightParen()) semicolon(;) keyword(return) regexLiteral(/x/) \#
        semicolon(;) leftBracket([) regexLiteral(/y/) rightBracket(])
        """#)
  }

  @Test func divisionAfterAnOperand() {
    #expect(
      significant("a / b / c; a/b/c; x /= 2; (x)/2/3; self / 2; x! / 2") == """
        identifier(a) operator(/) identifier(b) operator(/) identifier(c) semicolon(;) identifier(a) operator(/) \
        identifier(b) operator(/) identifier(c) semicolon(;) identifier(x) operator(/=) number(2) semicolon(;) \
        leftParen(() identifier(x) rightParen()) operator(/) number(2) operator(/) number(3) semicolon(;) \
        keyword(self) operator(/) number(2) semicolon(;) identifier(x) operator(!) operator(/) number(2)
        """)
  }

  @Test func slashGluedOnTheRightStartsARegexEvenAfterAnOperand() {
    // `(y) /3/` is `(y)` then the regex `/3/` for the compiler (two statements, an error).
    #expect(significant("(y) /3/ z") == "leftParen(() identifier(y) rightParen()) regexLiteral(/3/) identifier(z)")
  }

  @Test func prefixSlashOperators() {
    // A prefix `/` whose would-be literal ends with a space is an operator: valid Swift 6 with
    // `prefix operator /`.
    #expect(
      significant(#"print(f(/Foo.foo, "a /b"))"#) == #"""
        identifier(print) leftParen(() identifier(f) leftParen(() operator(/) identifier(Foo) period(.) \#
        identifier(foo) comma(,) stringLiteral("a /b") rightParen()) rightParen())
        """#)
    #expect(
      significant("print((/Foo.foo .. /Foo.bar))") == """
        identifier(print) leftParen(() leftParen(() operator(/) identifier(Foo) period(.) identifier(foo) \
        operator(..) operator(/) identifier(Foo) period(.) identifier(bar) rightParen()) rightParen())
        """)
    // Unbalanced `)`: an operator reference.
    #expect(
      significant("e.reduce(1, /) / 2; f(/)") == """
        identifier(e) period(.) identifier(reduce) leftParen(() number(1) comma(,) operator(/) rightParen()) \
        operator(/) number(2) semicolon(;) identifier(f) leftParen(() operator(/) rightParen())
        """)
  }

  @Test func operatorDeclarations() {
    // After `func` or `operator` an operator's name follows, never a regex literal.
    #expect(
      significant("func /= (lhs: inout V, rhs: Int) { lhs.x = lhs.x / rhs }") == """
        keyword(func) operator(/=) leftParen(() identifier(lhs) colon(:) keyword(inout) identifier(V) comma(,) \
        identifier(rhs) colon(:) identifier(Int) rightParen()) leftBrace({) identifier(lhs) period(.) identifier(x) \
        operator(=) identifier(lhs) period(.) identifier(x) operator(/) identifier(rhs) rightBrace(})
        """)
    #expect(
      significant("infix operator /^/ : P\nprefix func /(x: Int) -> Int { x }") == """
        identifier(infix) keyword(operator) operator(/^/) colon(:) identifier(P) identifier(prefix) keyword(func) \
        operator(/) leftParen(() identifier(x) colon(:) identifier(Int) rightParen()) operator(->) identifier(Int) \
        leftBrace({) identifier(x) rightBrace(})
        """)
  }

  @Test func prefixOperatorSplitFromARegexLiteral() {
    #expect(
      significant("let b = !/a/.ignoresCase()") == """
        keyword(let) identifier(b) operator(=) operator(!) regexLiteral(/a/) period(.) identifier(ignoresCase) \
        leftParen(() rightParen())
        """)
  }

  @Test func whatAWouldBeLiteralMayNotHold() {
    // Starting or ending with a space, an unbalanced `)`, no closing `/` on the line, or a
    // closing `/` that starts a comment: a `/` that may be an operator stays one.
    #expect(
      significant("f(/ b/, /c /, /d, /e//x\n)") == """
        identifier(f) leftParen(() operator(/) identifier(b) operator(/) comma(,) operator(/) identifier(c) \
        operator(/) comma(,) operator(/) identifier(d) comma(,) operator(/) identifier(e) rightParen())
        """)
    // Escaped characters and `(`, `)` inside a class count for nothing.
    #expect(
      significant(#"f(/\)/, /[)]/, /a\ /)"#) == #"""
        identifier(f) leftParen(() regexLiteral(/\)/) comma(,) regexLiteral(/[)]/) comma(,) regexLiteral(/a\ /) \#
        rightParen())
        """#)
  }

  @Test func spacedSlashWhereAnExpressionMustStartIsARegex() {
    // `let a = / b /` is a regex literal for the compiler, which then rejects its spaces.
    #expect(
      significant("let a = / b /\nlet c = / d") == """
        keyword(let) identifier(a) operator(=) regexLiteral(/ b /) keyword(let) identifier(c) operator(=) \
        regexLiteral(/ d)
        """)
    #expect(Tokenizer.tokenize(Array("let c = / d".utf8)).last?.isTerminated == false)
  }

  @Test func tryMarkLeavesAnExpressionToCome() {
    #expect(
      significant("try? / x/.wholeMatch(in: s); a? / b") == """
        keyword(try) operator(?) regexLiteral(/ x/) period(.) identifier(wholeMatch) leftParen(() keyword(in) \
        colon(:) identifier(s) rightParen()) semicolon(;) identifier(a) operator(?) operator(/) identifier(b)
        """)
  }

  @Test func extendedRegexLiterals() {
    #expect(
      significant("let r = #/a/b\\/#/#; let m = ##/x/#y/##; let n = #/\n  a / b\n/#") == #"""
        keyword(let) identifier(r) operator(=) regexLiteral(#/a/b\/#/#) semicolon(;) keyword(let) identifier(m) \#
        operator(=) regexLiteral(##/x/#y/##) semicolon(;) keyword(let) identifier(n) operator(=) regexLiteral(#/
          a / b
        /#)
        """#)
    #expect(significant("x = #/(a b) ) /#") == "identifier(x) operator(=) regexLiteral(#/(a b) ) /#)")
  }

  @Test func unterminatedExtendedRegexesEndWhereTheCompilerResumes() {
    // A one-line literal ends at its line break; a multi-line one at its first line break.
    #expect(
      render("#/a\nb") == #"""
        regexLiteral 1:1 "#/a" UNTERMINATED
        newline 1:4 "\n"
        identifier 2:1 "b"
        """#)
    #expect(
      render("#/  \nb()") == #"""
        regexLiteral 1:1 "#/  " UNTERMINATED
        newline 1:5 "\n"
        identifier 2:1 "b"
        leftParen 2:2 "("
        rightParen 2:3 ")"
        """#)
  }

  @Test func regexLiteralsInsideInterpolationsAreNotRead() {
    // The compiler looks only at parentheses, strings and comments there: the `"` in `/"/` opens a
    // string, and the interpolation never closes ("cannot find ')' to match opening '('").
    let tokens = Tokenizer.tokenize(Array(#"s = "\(/"/)""#.utf8))
    #expect(tokens.last?.kind == .stringLiteral)
    #expect(tokens.last?.isTerminated == false)
  }
}
