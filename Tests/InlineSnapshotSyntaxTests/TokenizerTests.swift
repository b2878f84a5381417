import InlineSnapshotSyntax
import TestSupport
import Testing

/// One test per token kind; the tricky constructs have their own suites (`TokenizerStringTests`,
/// `TokenizerRegexTests`, `LineTableTests`, `TokenizerLinearityTests`).
@Suite struct TokenizerTests {
  @Test func byteOrderMarkAndShebang() {
    #expect(
      render("\u{FEFF}#!/usr/bin/swift\nprint(1)") == #"""
        byteOrderMark 1:1 "﻿"
        shebang 1:4 "#!/usr/bin/swift"
        newline 1:20 "\n"
        identifier 2:1 "print"
        leftParen 2:6 "("
        number 2:7 "1"
        rightParen 2:8 ")"
        """#)
    // Only the first line can hold a shebang.
    #expect(significant("x #!y") == "identifier(x) pound(#) operator(!) identifier(y)")
  }

  @Test func whitespace() {
    #expect(
      render("a \t\u{0B}\u{0C}\u{0}b") == #"""
        identifier 1:1 "a"
        whitespace 1:2 " \t\u{0B}\u{0C}\0"
        identifier 1:7 "b"
        """#)
  }

  @Test func newlines() {
    // LF and CRLF start a line; a lone CR is a line break for the tokenizer but, as for Swift's
    // `#line`, not a new line: the column restarts after it.
    #expect(
      render("a\nb\r\nc\rd") == #"""
        identifier 1:1 "a"
        newline 1:2 "\n"
        identifier 2:1 "b"
        newline 2:2 "\r\n"
        identifier 3:1 "c"
        newline 3:2 "\r"
        identifier 3:1 "d"
        """#)
  }

  @Test func lineComments() {
    #expect(
      render("// line\n/// doc\n//// not doc\nx // end\r") == #"""
        lineComment 1:1 "// line"
        newline 1:8 "\n"
        docLineComment 2:1 "/// doc"
        newline 2:8 "\n"
        lineComment 3:1 "//// not doc"
        newline 3:13 "\n"
        identifier 4:1 "x"
        whitespace 4:2 " "
        lineComment 4:3 "// end"
        newline 4:9 "\r"
        """#)
  }

  @Test func blockComments() {
    #expect(
      withComments("/* a /* nested */ b */x/** doc */y/***/z/**/") == """
        blockComment(/* a /* nested */ b */) identifier(x) docBlockComment(/** doc */) identifier(y) \
        blockComment(/***/) identifier(z) blockComment(/**/)
        """)
  }

  @Test func unterminatedBlockCommentRunsToTheEnd() {
    #expect(
      render("a /* b /* c */\nd") == """
        identifier 1:1 "a"
        whitespace 1:2 " "
        blockComment 1:3 "/* b /* c */\\nd" UNTERMINATED
        """)
  }

  @Test func identifiers() {
    #expect(
      significant("café $0 $value _x1 _ a$b 😀 π") == """
        identifier(café) identifier($0) identifier($value) identifier(_x1) identifier(_) identifier(a$b) \
        identifier(😀) identifier(π)
        """)
  }

  @Test func keywords() {
    #expect(
      significant("let x = try await self.init; return Self; func some any") == """
        keyword(let) identifier(x) operator(=) keyword(try) keyword(await) keyword(self) period(.) keyword(init) \
        semicolon(;) keyword(return) keyword(Self) semicolon(;) keyword(func) identifier(some) identifier(any)
        """)
  }

  @Test func backtickedIdentifiers() {
    #expect(
      significant("let `default` = `test name`; `$`") == """
        keyword(let) backtickedIdentifier(`default`) operator(=) backtickedIdentifier(`test name`) semicolon(;) \
        backtickedIdentifier(`$`)
        """)
    // A backtick with no partner on its line is a token of its own, as for the compiler.
    #expect(
      render("`a\nb`") == #"""
        unknown 1:1 "`"
        identifier 1:2 "a"
        newline 1:3 "\n"
        identifier 2:1 "b"
        unknown 2:2 "`"
        """#)
  }

  @Test func numbers() {
    #expect(
      significant("42 0x1F 0b1010 0o17 1_000 1.5 1.5e-3 0x1.8p+4 1e9 1abc") == """
        number(42) number(0x1F) number(0b1010) number(0o17) number(1_000) number(1.5) number(1.5e-3) \
        number(0x1.8p+4) number(1e9) number(1abc)
        """)
  }

  @Test func numbersEndWhereTheCompilerEndsThem() {
    // Member accesses, tuple indices and version numbers split like the compiler splits them.
    #expect(
      significant("1.description x.0.1 10.14.4 1...2 0xFF.description 0xff.fp 1.5in") == """
        number(1) period(.) identifier(description) identifier(x) period(.) number(0) period(.) number(1) \
        number(10.14) period(.) number(4) number(1) operator(...) number(2) number(0xFF) period(.) \
        identifier(description) number(0xff) period(.) identifier(fp) number(1.5) keyword(in)
        """)
  }

  @Test func stringLiterals() {
    #expect(
      significant(#"f("a", """"# + "\n  b\n  \"\"\", #\"c\"#, 'd')") == #"""
        identifier(f) leftParen(() stringLiteral("a") comma(,) stringLiteral("""
          b
          """) comma(,) stringLiteral(#"c"#) comma(,) stringLiteral('d') rightParen())
        """#)
  }

  @Test func regexLiterals() {
    #expect(
      significant("let r = /ab+c/; let e = #/a b/#") == """
        keyword(let) identifier(r) operator(=) regexLiteral(/ab+c/) semicolon(;) keyword(let) identifier(e) \
        operator(=) regexLiteral(#/a b/#)
        """)
  }

  @Test func compilerDirectivesAndPoundKeywords() {
    let source = """
      #if os(Linux) && !DEBUG
      #sourceLocation(file: "a", line: 1)
      #elseif swift(>=5.9)
      #else
      #endif
      f(#line, #file, #selector(g), #expect(x), #available(iOS 1, *), #_hidden)
      """
    #expect(
      significant(source) == """
        compilerDirective(#if) identifier(os) leftParen(() identifier(Linux) rightParen()) operator(&&) operator(!) \
        identifier(DEBUG) compilerDirective(#sourceLocation) leftParen(() identifier(file) colon(:) \
        stringLiteral("a") comma(,) identifier(line) colon(:) number(1) rightParen()) compilerDirective(#elseif) \
        identifier(swift) leftParen(() operator(>=) number(5.9) rightParen()) compilerDirective(#else) \
        compilerDirective(#endif) identifier(f) leftParen(() poundKeyword(#line) comma(,) poundKeyword(#file) \
        comma(,) poundKeyword(#selector) leftParen(() identifier(g) rightParen()) comma(,) poundKeyword(#expect) \
        leftParen(() identifier(x) rightParen()) comma(,) poundKeyword(#available) leftParen(() identifier(iOS) \
        number(1) comma(,) operator(*) rightParen()) comma(,) poundKeyword(#_hidden) rightParen())
        """)
    // Directive names end at their last letter, as in the compiler.
    #expect(
      significant("#if1 #endifx #iffy") == "compilerDirective(#if) number(1) poundKeyword(#endifx) poundKeyword(#iffy)")
  }

  @Test func pounds() {
    // `#` that starts nothing; a run of them is one token up to its last `#`, which may start a name.
    #expect(
      significant("# ### ##line #$0")
        == "pound(#) pound(##) pound(#) pound(#) poundKeyword(#line) pound(#) identifier($0)")
  }

  @Test func punctuation() {
    #expect(
      significant("@f(a: [1], b) { } ; x.y \\K.p") == """
        at(@) identifier(f) leftParen(() identifier(a) colon(:) leftBracket([) number(1) rightBracket(]) comma(,) \
        identifier(b) rightParen()) leftBrace({) rightBrace(}) semicolon(;) identifier(x) period(.) identifier(y) \
        backslash(\\) identifier(K) period(.) identifier(p)
        """)
  }

  @Test func operators() {
    #expect(
      significant("a += b ?? c; x /= 2; f() -> Int; a..<b; a.*b; &x; a+/* c */b; a+// c") == """
        identifier(a) operator(+=) identifier(b) operator(??) identifier(c) semicolon(;) identifier(x) operator(/=) \
        number(2) semicolon(;) identifier(f) leftParen(() rightParen()) operator(->) identifier(Int) semicolon(;) \
        identifier(a) operator(..<) identifier(b) semicolon(;) identifier(a) operator(.*) identifier(b) semicolon(;) \
        operator(&) identifier(x) semicolon(;) identifier(a) operator(+) identifier(b) semicolon(;) identifier(a) \
        operator(+)
        """)
  }

  @Test func postfixMarksAreTokensOfTheirOwn() {
    // A `!` or `?` glued to what precedes it stands alone; only an operator starting with `.` may
    // continue with `.`.
    #expect(
      significant("p?.q r!.s Int?? x!==y init?<T>") == """
        identifier(p) operator(?) period(.) identifier(q) identifier(r) operator(!) period(.) identifier(s) \
        identifier(Int) operator(?) operator(?) identifier(x) operator(!) operator(==) identifier(y) keyword(init) \
        operator(?) operator(<) identifier(T) operator(>)
        """)
  }

  @Test func unknownBytes() {
    #expect(significant("a \u{01} `") == "identifier(a) unknown(\u{01}) unknown(`)")
  }

  @Test func emojiAndUTF8Columns() {
    #expect(
      render("s = \"👨‍👩‍👧 é\"; t") == #"""
        identifier 1:1 "s"
        whitespace 1:2 " "
        operator 1:3 "="
        whitespace 1:4 " "
        stringLiteral 1:5 "\"👨‍👩‍👧 é\""
        semicolon 1:28 ";"
        whitespace 1:29 " "
        identifier 1:30 "t"
        """#)
  }

  @Test func crlfFile() {
    #expect(
      render("f(\r\n  \"\"\"\r\n  a\r\n  \"\"\")\r\n") == #"""
        identifier 1:1 "f"
        leftParen 1:2 "("
        newline 1:3 "\r\n"
        whitespace 2:1 "  "
        stringLiteral 2:3 "\"\"\"\r\n  a\r\n  \"\"\""
        rightParen 4:6 ")"
        newline 4:7 "\r\n"
        """#)
  }

  // MARK: Re-joining

  @Test(arguments: TokenizerFixtures.all)
  func tokensRejoinIntoTheFile(_ fixture: String) {
    #expect(rejoins(Array(fixture.utf8)))
  }

  @Test func fixturesHaveNoUnterminatedToken() {
    for fixture in TokenizerFixtures.all where fixture != TokenizerFixtures.unterminated {
      let tokens = Tokenizer.tokenize(Array(fixture.utf8))
      #expect(tokens.allSatisfy { $0.isTerminated }, "\(fixture)")
    }
  }

  @Test func arbitraryBytesRejoin() {
    var generator = SeededGenerator(seed: 0x5EED_70C3)
    let alphabet = Array("\"#\\/*()[]{}`'\n\r\t abc1.$@:;,=+-!?<>&|^~%".utf8) + [0, 0xC3, 0xA9, 0xFF]
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? 0
      }
      #expect(rejoins(bytes), "bytes: \(bytes)")
    }
  }

  @Test func tokenPositionsAgreeWithTheLineTable() {
    var generator = SeededGenerator(seed: 0x11E5_7AB1)
    let alphabet = Array("\"#\\/*(){}`'\n\r\r\n\t ab1.".utf8)
    for _ in 0..<500 {
      let bytes = (0..<Int.random(in: 0...80, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? 0
      }
      let lines = LineTable(bytes)
      for token in Tokenizer.tokenize(bytes) {
        #expect(token.line == lines.line(of: token.range.lowerBound), "bytes: \(bytes)")
        #expect(token.column == lines.column(of: token.range.lowerBound), "bytes: \(bytes)")
      }
    }
  }
}
