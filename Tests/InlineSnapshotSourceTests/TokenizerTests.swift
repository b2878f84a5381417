import InlineSnapshotSource
import Testing

@Suite struct TokenizerTests {
  // MARK: One test per token kind

  @Test func whitespaceAndNewlines() {
    #expect(render("a \t\u{0B}\u{0C}b\nc\r\nd\re") == """
      identifier 1:1 "a"
      whitespace 1:2 " \\t\\u{0B}\\u{0C}"
      identifier 1:6 "b"
      newline 1:7 "\\n"
      identifier 2:1 "c"
      newline 2:2 "\\r\\n"
      identifier 3:1 "d"
      newline 3:2 "\\r"
      identifier 4:1 "e"
      """)
  }

  @Test func comments() {
    #expect(render("// line\n/// doc\n//// not doc\n/* a /* nested */ b */x/** doc */") == """
      lineComment 1:1 "// line"
      newline 1:8 "\\n"
      docLineComment 2:1 "/// doc"
      newline 2:8 "\\n"
      lineComment 3:1 "//// not doc"
      newline 3:13 "\\n"
      blockComment 4:1 "/* a /* nested */ b */"
      identifier 4:23 "x"
      docBlockComment 4:24 "/** doc */"
      """)
  }

  @Test func unterminatedBlockCommentRunsToTheEnd() {
    #expect(render("a /* b /* c */\nd") == """
      identifier 1:1 "a"
      whitespace 1:2 " "
      blockComment 1:3 "/* b /* c */\\nd" UNTERMINATED
      """)
  }

  @Test func identifiersAndKeywords() {
    #expect(significant("let café = $0 + $value + _x1; return self.init") == """
      keyword(let) identifier(café) operator(=) identifier($0) operator(+) identifier($value) operator(+) identifier(_x1) semicolon(;) keyword(return) keyword(self) period(.) keyword(init)
      """)
  }

  @Test func backtickedIdentifiers() {
    #expect(significant("let `default` = `test name`; `open") == """
      keyword(let) backtickedIdentifier(`default`) operator(=) backtickedIdentifier(`test name`) semicolon(;) backtickedIdentifier(`open)
      """)
    #expect(render("`a\nb") == """
      backtickedIdentifier 1:1 "`a\\nb" UNTERMINATED
      """)
  }

  @Test func numbers() {
    #expect(significant("42 0x1F 0b1010 0o17 1_000 1.5 1.5e-3 0x1.8p+4 1.description 1...2") == """
      number(42) number(0x1F) number(0b1010) number(0o17) number(1_000) number(1.5) number(1.5e-3) number(0x1.8p+4) number(1) period(.) identifier(description) number(1) operator(...) number(2)
      """)
  }

  @Test func punctuation() {
    #expect(significant("@f(a: [1], b) { } ; x.y \\K.p #") == """
      at(@) identifier(f) leftParen(() identifier(a) colon(:) leftBracket([) number(1) rightBracket(]) comma(,) identifier(b) rightParen()) leftBrace({) rightBrace(}) semicolon(;) identifier(x) period(.) identifier(y) backslash(\\) identifier(K) period(.) identifier(p) pound(#)
      """)
  }

  @Test func operators() {
    #expect(significant("a += b ?? c; x /= 2; f() -> Int; a..<b; p?.q; r!.s; &x; a+/* c */b; a+// c") == """
      identifier(a) operator(+=) identifier(b) operator(??) identifier(c) semicolon(;) identifier(x) operator(/=) number(2) semicolon(;) identifier(f) leftParen(() rightParen()) operator(->) identifier(Int) semicolon(;) identifier(a) operator(..<) identifier(b) semicolon(;) identifier(p) operator(?) period(.) identifier(q) semicolon(;) identifier(r) operator(!) period(.) identifier(s) semicolon(;) operator(&) identifier(x) semicolon(;) identifier(a) operator(+) identifier(b) semicolon(;) identifier(a) operator(+)
      """)
  }

  @Test func unknownBytes() {
    #expect(significant("a 'b' \u{01}") == """
      identifier(a) unknown(') identifier(b) unknown(') unknown(\u{01})
      """)
  }

  // MARK: String literals

  @Test func singleLineStrings() {
    #expect(significant(#"f("a \"b\" // not a comment /* nor this */", "", "\\")"#) == #"""
      identifier(f) leftParen(() stringLiteral("a \"b\" // not a comment /* nor this */") comma(,) stringLiteral("") comma(,) stringLiteral("\\") rightParen())
      """#)
  }

  @Test func multilineStrings() {
    let source = "let s = \"\"\"\n  a \" \"\" \\\"\"\" b\n  \"\"\"\nx"
    #expect(render(source) == #"""
      keyword 1:1 "let"
      whitespace 1:4 " "
      identifier 1:5 "s"
      whitespace 1:6 " "
      operator 1:7 "="
      whitespace 1:8 " "
      stringLiteral 1:9 "\"\"\"\n  a \" \"\" \\\"\"\" b\n  \"\"\""
      newline 3:6 "\n"
      identifier 4:1 "x"
      """#)
  }

  @Test func rawStrings() {
    #expect(significant(####"a(#"x " \(y) \#(z)"#, ##"q"#r"##, ###"a""#, "" "##"###)"####) == ####"""
      identifier(a) leftParen(() stringLiteral(#"x " \(y) \#(z)"#) comma(,) stringLiteral(##"q"#r"##) comma(,) stringLiteral(###"a""#, "" "##"###) rightParen())
      """####)
  }

  @Test func rawMultilineStringContainingTripleQuotes() {
    let source = "x(#\"\"\"\n  \"\"\"\n  \\(a) \"\"\"\n  \"\"\"#)"
    #expect(significant(source) == "identifier(x) leftParen(() stringLiteral(\(source.dropFirst(2).dropLast())) rightParen())")
  }

  @Test func nestedInterpolationWithStringsAndClosures() {
    let source = #"f("a \(g("b \(h { "c)" + "\(1)" }) d")) e", 2)"#
    #expect(significant(source) == #"""
      identifier(f) leftParen(() stringLiteral("a \(g("b \(h { "c)" + "\(1)" }) d")) e") comma(,) number(2) rightParen())
      """#)
  }

  @Test func interpolationWithParenthesesAndCommentsInside() {
    let source = #"let s = "\( (a) /* ) " */ + b // ) "#  + "\n" + #"  )" + x"#
    #expect(significant(source) == #"""
      keyword(let) identifier(s) operator(=) stringLiteral("\( (a) /* ) " */ + b // ) 
        )") operator(+) identifier(x)
      """#)
  }

  @Test func rawInterpolation() {
    #expect(significant(##"f(#"\(notInterpolated) \#(g(")")) " # "#)"##) == ##"""
      identifier(f) leftParen(() stringLiteral(#"\(notInterpolated) \#(g(")")) " # "#) rightParen())
      """##)
  }

  @Test func unterminatedStringsRunToTheEnd() {
    #expect(render("a(\"b\nc)") == #"""
      identifier 1:1 "a"
      leftParen 1:2 "("
      stringLiteral 1:3 "\"b\nc)" UNTERMINATED
      """#)
    #expect(render("\"\"\"\nabc") == #"""
      stringLiteral 1:1 "\"\"\"\nabc" UNTERMINATED
      """#)
    #expect(render("\"\\(a \"") == #"""
      stringLiteral 1:1 "\"\\(a \"" UNTERMINATED
      """#)
  }

  @Test func deeplyNestedInterpolationDoesNotOverflowTheStack() {
    let depth = 10_000
    let source = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
    let tokens = Tokenizer.tokenize(Array(source.utf8))
    #expect(tokens.count == 1)
    #expect(tokens.first?.isTerminated == false)
    #expect(rejoins(Array(source.utf8)))
  }

  @Test func emojiInStringsAndUTF8Columns() {
    #expect(render("s = \"👨‍👩‍👧 é\"; t") == #"""
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

  // MARK: Regex literals

  @Test func regexVersusDivision() {
    #expect(significant("a / b / c; x /= 2; let r = /ab+c/; f(/a\\/b/, y); (x)/2/3") == #"""
      identifier(a) operator(/) identifier(b) operator(/) identifier(c) semicolon(;) identifier(x) operator(/=) number(2) semicolon(;) keyword(let) identifier(r) operator(=) regexLiteral(/ab+c/) semicolon(;) identifier(f) leftParen(() regexLiteral(/a\/b/) comma(,) identifier(y) rightParen()) semicolon(;) leftParen(() identifier(x) rightParen()) operator(/) number(2) operator(/) number(3)
      """#)
  }

  @Test func slashesThatAreNotRegexLiterals() {
    // Starts with a space; unclosed on its line; unbalanced `)` (an operator reference).
    #expect(significant("let a = / b /\nlet c = /d\ne.reduce(1, /) / 2") == #"""
      keyword(let) identifier(a) operator(=) operator(/) identifier(b) operator(/) keyword(let) identifier(c) operator(=) operator(/) identifier(d) identifier(e) period(.) identifier(reduce) leftParen(() number(1) comma(,) operator(/) rightParen()) operator(/) number(2)
      """#)
  }

  @Test func extendedRegexLiterals() {
    #expect(significant("let r = #/a/b\\/#/#; let m = ##/x/#y/##; let n = #/\n  a / b\n/#") == #"""
      keyword(let) identifier(r) operator(=) regexLiteral(#/a/b\/#/#) semicolon(;) keyword(let) identifier(m) operator(=) regexLiteral(##/x/#y/##) semicolon(;) keyword(let) identifier(n) operator(=) regexLiteral(#/
        a / b
      /#)
      """#)
    #expect(render("#/a\nb") == #"""
      regexLiteral 1:1 "#/a\nb" UNTERMINATED
      """#)
  }

  // MARK: `#` constructs

  @Test func compilerDirectivesAndPoundKeywords() {
    let source = """
      #if os(Linux) && !DEBUG
      #sourceLocation(file: "a", line: 1)
      #elseif swift(>=5.9)
      #else
      #endif
      f(#line, #file, #selector(g), #expect(x))
      """
    #expect(significant(source) == """
      compilerDirective(#if) identifier(os) leftParen(() identifier(Linux) rightParen()) operator(&&) operator(!) identifier(DEBUG) compilerDirective(#sourceLocation) leftParen(() identifier(file) colon(:) stringLiteral("a") comma(,) identifier(line) colon(:) number(1) rightParen()) compilerDirective(#elseif) identifier(swift) leftParen(() operator(>=) number(5.9) rightParen()) compilerDirective(#else) compilerDirective(#endif) identifier(f) leftParen(() poundKeyword(#line) comma(,) poundKeyword(#file) comma(,) poundKeyword(#selector) leftParen(() identifier(g) rightParen()) comma(,) poundKeyword(#expect) leftParen(() identifier(x) rightParen()) rightParen())
      """)
  }

  @Test func shebangAndByteOrderMark() {
    #expect(render("\u{FEFF}#!/usr/bin/swift\nprint(1)") == #"""
      byteOrderMark 1:1 "﻿"
      shebang 1:4 "#!/usr/bin/swift"
      newline 1:20 "\n"
      identifier 2:1 "print"
      leftParen 2:6 "("
      number 2:7 "1"
      rightParen 2:8 ")"
      """#)
    #expect(significant("x #!y") == "identifier(x) pound(#) operator(!) identifier(y)")
  }

  @Test func crlfFile() {
    #expect(render("f(\r\n  \"\"\"\r\n  a\r\n  \"\"\")\r\n") == #"""
      identifier 1:1 "f"
      leftParen 1:2 "("
      newline 1:3 "\r\n"
      whitespace 2:1 "  "
      stringLiteral 2:3 "\"\"\"\r\n  a\r\n  \"\"\""
      rightParen 4:6 ")"
      newline 4:7 "\r\n"
      """#)
  }

  @Test func unicodeIdentifiers() {
    #expect(render("let 😀 = π") == #"""
      keyword 1:1 "let"
      whitespace 1:4 " "
      identifier 1:5 "😀"
      whitespace 1:9 " "
      operator 1:10 "="
      whitespace 1:11 " "
      identifier 1:12 "π"
      """#)
  }

  // MARK: Re-joining

  @Test(arguments: TokenizerFixtures.all)
  func tokensRejoinIntoTheFile(_ fixture: String) {
    #expect(rejoins(Array(fixture.utf8)))
  }

  @Test func arbitraryBytesRejoin() {
    var generator = SeededGenerator(seed: 0x5EED_70C3)
    let alphabet = Array("\"#\\/*()[]{}`'\n\r\t abc1.$@:;,=+-!?<>&|^~%".utf8) + [0, 0xC3, 0xA9, 0xFF]
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
      #expect(rejoins(bytes), "bytes: \(bytes)")
    }
  }
}
