import InlineSnapshotSyntax
import Testing

/// String literals in every form, read as the compiler reads them.
@Suite struct TokenizerStringTests {
  @Test func oneLineStrings() {
    #expect(
      significant(#"f("a \"b\" // not a comment /* nor this */", "", "\\")"#) == #"""
        identifier(f) leftParen(() stringLiteral("a \"b\" // not a comment /* nor this */") comma(,) \#
        stringLiteral("") comma(,) stringLiteral("\\") rightParen())
        """#)
  }

  @Test func multilineStrings() {
    let source = "let s = \"\"\"\n  a \" \"\" \\\"\"\" b\n  \"\"\"\nx"
    #expect(
      render(source) == #"""
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

  @Test func rawStringsWithAnyNumberOfPounds() {
    #expect(
      significant(####"a(#"x " \(y) \#(z)"#, ##"q"#r"##, ###"a""#, "" "##"###)"####) == ####"""
        identifier(a) leftParen(() stringLiteral(#"x " \(y) \#(z)"#) comma(,) stringLiteral(##"q"#r"##) comma(,) \####
        stringLiteral(###"a""#, "" "##"###) rightParen())
        """####)
    let pounds = String(repeating: "#", count: 300)
    let source = "x = \(pounds)\"a\"\(pounds.dropLast())\" b\"\(pounds); y"
    #expect(
      significant(source)
        == "identifier(x) operator(=) stringLiteral(\(source.dropFirst(4).dropLast(3))) semicolon(;) identifier(y)")
  }

  @Test func rawStringOfTripleQuotesOnOneLine() {
    // `#"""#` is a one-line raw string holding `"`: its closing delimiter is on the same line.
    #expect(
      render(##"let quote = #"""#"##) == ##"""
        keyword 1:1 "let"
        whitespace 1:4 " "
        identifier 1:5 "quote"
        whitespace 1:10 " "
        operator 1:11 "="
        whitespace 1:12 " "
        stringLiteral 1:13 "#\"\"\"#"
        """##)
    #expect(
      significant(###"a = #""" "#; b = #"""a"""#; c = ##"""x"#y"##; d = #"""\#("q")"#"###) == ###"""
        identifier(a) operator(=) stringLiteral(#""" "#) semicolon(;) identifier(b) operator(=) \###
        stringLiteral(#"""a"""#) semicolon(;) identifier(c) operator(=) stringLiteral(##"""x"#y"##) semicolon(;) \###
        identifier(d) operator(=) stringLiteral(#"""\#("q")"#)
        """###)
  }

  @Test func rawTripleQuotesWithoutASameLineCloserOpenAMultilineString() {
    let source = "x(#\"\"\"\n  \"\"\"\n  \\(a) \"\"\" \"#\n  \"\"\"#)"
    #expect(
      significant(source) == "identifier(x) leftParen(() stringLiteral(\(source.dropFirst(2).dropLast())) rightParen())"
    )
    // The closer must be on the same line; a lone CR ends the line for this too.
    #expect(
      significant("f = #\"\"\"\r\"#\n\"\"\"#") == "identifier(f) operator(=) stringLiteral(#\"\"\"\r\"#\n\"\"\"#)")
  }

  @Test func nestedInterpolationWithStringsAndClosures() {
    let source = #"f("a \(g("b \(h { "c)" + "\(1)" }) d")) e", 2)"#
    #expect(
      significant(source) == #"""
        identifier(f) leftParen(() stringLiteral("a \(g("b \(h { "c)" + "\(1)" }) d")) e") comma(,) number(2) \#
        rightParen())
        """#)
  }

  @Test func interpolationNestsToAnyDepth() {
    let depth = 10_000
    let source = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
    let tokens = Tokenizer.tokenize(Array(source.utf8))
    #expect(tokens.count == 1)
    #expect(tokens.first?.isTerminated == true)
    #expect(rejoins(Array(source.utf8)))
  }

  @Test func interpolationHoldsCommentsAndParentheses() {
    let oneLine = #"let s = "\( (a) /* ) " */ + b )" + x"#
    #expect(
      significant(oneLine) == #"""
        keyword(let) identifier(s) operator(=) stringLiteral("\( (a) /* ) " */ + b )") operator(+) identifier(x)
        """#)
    let multiline = "let s = \"\"\"\n  \\( a // ) \"\"\"\n  )\n  \"\"\" + x"
    #expect(
      significant(multiline)
        == "keyword(let) identifier(s) operator(=) stringLiteral(\(multiline.dropFirst(8).dropLast(4))) "
        + "operator(+) identifier(x)"
    )
  }

  @Test func interpolationEndsAtTheFirstUnmatchedParenthesisLikeTheCompiler() {
    // Inside an interpolation the compiler counts only parentheses, strings and comments: the `)`
    // in `/\)/` closes `contains(`, so the interpolation ends one `)` early and the last `)` is text
    // (this compiles and prints `true)`).
    let source = #"let r = "\("x)".contains(/\)/))"; y"#
    #expect(
      significant(source) == #"""
        keyword(let) identifier(r) operator(=) stringLiteral("\("x)".contains(/\)/))") semicolon(;) identifier(y)
        """#)
    // Single quotes open a string there too, as everywhere.
    #expect(
      significant(#"s = "\(f('a)'))" + t"#)
        == #"identifier(s) operator(=) stringLiteral("\(f('a)'))") operator(+) identifier(t)"#)
  }

  @Test func rawInterpolation() {
    #expect(
      significant(##"f(#"\(notInterpolated) \#(g(")")) " # "#)"##) == ##"""
        identifier(f) leftParen(() stringLiteral(#"\(notInterpolated) \#(g(")")) " # "#) rightParen())
        """##)
  }

  @Test func singleQuotedStringsAreStrings() {
    // The compiler rejects them, but reads them as one string each: what is inside is not code.
    #expect(
      significant(#"x = '"' + 'it\'s'"#)
        == #"identifier(x) operator(=) stringLiteral('"') operator(+) stringLiteral('it\'s')"#)
  }

  @Test func unterminatedOneLineStringsEndAtTheLineBreak() {
    // Where the compiler resumes reading too.
    #expect(
      render("a(\"b\nc)") == #"""
        identifier 1:1 "a"
        leftParen 1:2 "("
        stringLiteral 1:3 "\"b" UNTERMINATED
        newline 1:5 "\n"
        identifier 2:1 "c"
        rightParen 2:2 ")"
        """#)
    #expect(
      render("\"\\(a \"\r\nb") == #"""
        stringLiteral 1:1 "\"\\(a \"" UNTERMINATED
        newline 1:7 "\r\n"
        identifier 2:1 "b"
        """#)
    // A comment with a line break cannot be inside a one-line literal's interpolation either.
    #expect(
      significant("s = \"\\(a /* x\n */)\"")
        == "identifier(s) operator(=) stringLiteral(\"\\(a /* x) operator(*/) rightParen()) stringLiteral(\")")
  }

  @Test func unterminatedMultilineStringsRunToTheEnd() {
    #expect(
      render("\"\"\"\nabc") == #"""
        stringLiteral 1:1 "\"\"\"\nabc" UNTERMINATED
        """#)
    #expect(
      render("#\"\"\"\n\"\"\"\n") == #"""
        stringLiteral 1:1 "#\"\"\"\n\"\"\"\n" UNTERMINATED
        """#)
  }

  @Test func escapesNeedTheLiteralsPounds() {
    // In `#"…"#` a plain `\"` does not escape, so the quote before `#` closes the literal.
    #expect(
      significant(##"a = #"\"#; b = "\"""##)
        == ##"identifier(a) operator(=) stringLiteral(#"\"#) semicolon(;) identifier(b) operator(=) "##
        + ##"stringLiteral("\"")"##
    )
    #expect(significant(###"a = #"\#"x"#"###) == ###"identifier(a) operator(=) stringLiteral(#"\#"x"#)"###)
  }
}
