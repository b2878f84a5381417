import InlineSnapshotSyntax
import Testing

@Suite struct CallLocatorTests {
  private let matches = ClosureDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 1)

  @Test func callWithoutClosureGetsAnInsertionAfterTheParenthesis() throws {
    let source = "  assertInlineSnapshot(of: x, as: .lines)\n"
    let located = try locate(source, at: "Snapshot(")
    #expect(located == LocatedSnapshot(closure: nil, insertionOffset: 41, callStart: 2))
  }

  @Test func aCallLocatedOnceGivesEachOfItsClosuresAndChecksItsFunction() throws {
    let source = "func first() {\n  h(x) { \"in\" } is: { \"out\" }\n}\nfunc second() {}\n"
    let (line, column) = location(of: "h(", in: source)
    let locator = CallLocator(SourceFile(bytes: Array(source.utf8), path: "Tests/FeatureTests.swift"))
    let call = try locator.call(line: line, column: column)
    for descriptor in [ClosureDescriptor(), ClosureDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1)] {
      #expect(
        try call.snapshot(for: descriptor)
          == locator.locate(line: line, column: column, descriptor: descriptor, function: "first()"))
    }
    #expect(try call.snapshot(for: ClosureDescriptor()).closure?.literal == "in")
    try call.checkFunction("first()")
    #expect(sourceError { try call.checkFunction("second()") }?.kind == .fileChangedSinceBuild)
  }

  @Test func trailingClosureIsFoundFromTheParenthesis() throws {
    let source = "f(1) {\n  \"a\"\n}"
    let located = try locate(source, at: "f(")
    #expect(located.closure == ExistingClosure(range: 5..<14, line: 1, literal: "a", literalRange: 9..<12))
  }

  @Test func trailingClosureOnlyCallIsFoundFromItsBrace() throws {
    let source = "api.expect   { \"\"\"\n  x\n  \"\"\" }"
    let located = try locate(source, at: "   {")
    #expect(located.closure?.literal == "x")
    #expect(located.closure?.range == 13..<source.utf8.count)
  }

  @Test func spaceBeforeTheArgumentList() throws {
    let located = try locate("f (4) { \"\" }", at: " (")
    #expect(located.closure == ExistingClosure(range: 6..<12, line: 1, literal: "", literalRange: 8..<10))
  }

  @Test func memberCallOnTheNextLineStartsWhereTheChainStarts() throws {
    let source = """
      func test() {
        let x = try await api
          .load()
          .expect { "a" }
      }
      """
    let located = try locate(source, at: "expect {")
    #expect(located.callStart == offset(of: "api", in: source))
    #expect(located.closure?.literal == "a")
  }

  @Test func chainWithCallsSubscriptsAndClosures() throws {
    let source = "x = a.b(c)[0].d { $0 }?.e!.f(g)"
    #expect(try locate(source, at: "f(").callStart == offset(of: "a.b", in: source))
    let multiline = "foo {\n}\n.bar(1)(2)"
    #expect(try locate(multiline, at: "1)(").callStart == 0)
    let implicit = "let a = 1\n  .init(x)"
    #expect(try locate(implicit, at: "init(").callStart == offset(of: "1", in: implicit))
    let generic = "z = 0\nSet<Int>.f<A>(1)"
    #expect(try locate(generic, at: "f<A>(").callStart == offset(of: "Set", in: generic))
  }

  @Test func moduleQualifiedCallsPrefixesAndMacros() throws {
    #expect(
      try locate("try await InlineSnapshot.assertInlineSnapshot(of: 1) { \"1\" }", at: "Snapshot(").closure?.literal
        == "1")
    #expect(try locate("_ = #stringify(1) { \"m\" }", at: "stringify(").closure?.literal == "m")
  }

  @Test func callInsideAClosureAndTwoCallsOnOneLine() throws {
    let source = #"items.forEach { a(1) { "x" }; b(2) { "y" } }"#
    #expect(try locate(source, at: "a(").closure?.literal == "x")
    #expect(try locate(source, at: "b(").closure?.literal == "y")
    #expect(try locate(source, at: "forEach {").closure?.literal == nil)
  }

  @Test func labeledTrailingClosures() throws {
    let source = #"assertThing { "in" } other: { "o" } matches: { "out" }"#
    let located = try locate(
      source, at: "Thing {", descriptor: ClosureDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 2))
    #expect(located.closure?.literal == "out")
    #expect(located.closure?.relabel == nil)
    #expect(
      try locate(
        source, at: "Thing {", descriptor: ClosureDescriptor(trailingClosureLabel: "other", trailingClosureOffset: 1)
      ).closure?.literal == "o")
  }

  @Test func missingLabeledClosureGoesAfterTheLastTrailingClosure() throws {
    let source = #"assertThing(x) { "in" } other: { "o" }"#
    let located = try locate(
      source, at: "Thing(", descriptor: ClosureDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 2))
    #expect(
      located
        == LocatedSnapshot(closure: nil, insertionOffset: source.utf8.count, insertionLabel: "matches", callStart: 0))
  }

  @Test func missingLabeledClosureGoesBeforeALaterOne() throws {
    let source = #"assertThing(x) { "in" } other: { "o" }"#
    let located = try locate(source, at: "Thing(", descriptor: matches)
    #expect(
      located
        == LocatedSnapshot(
          closure: nil, insertionOffset: 24, insertionLabel: "matches", insertionPrecedesClosure: true, callStart: 0))
  }

  @Test func closureArgumentInsideTheParentheses() throws {
    let source = #"assertInlineSnapshot(of: x, as: .lines, matches: { "a" })"#
    #expect(
      try locate(source, at: "Snapshot(").closure
        == ExistingClosure(range: 49..<56, line: 1, literal: "a", literalRange: 51..<54))
  }

  @Test func deprecatedLabelsAreFoundAndMarkedForRelabeling() throws {
    let descriptor = ClosureDescriptor(
      trailingClosureLabel: "matches", trailingClosureOffset: 1, deprecatedTrailingClosureLabels: ["expected"])
    let source = #"assertThing { 1 } expected: { "a" }"#
    let located = try locate(source, at: "Thing {", descriptor: descriptor)
    #expect(
      located.closure
        == ExistingClosure(
          range: 18..<35, line: 1, literal: "a", relabel: "matches", labelRange: 18..<26, literalRange: 30..<33))
    let inParens = #"assertThing(of: { 1 }, expected: { "b" })"#
    #expect(try locate(inParens, at: "Thing(", descriptor: descriptor).closure?.relabel == "matches")
  }

  @Test func commentsInsideTheClosureAreNoted() throws {
    #expect(try locate("f(x) { // reviewed by hand\n  \"a\"\n}", at: "f(").closure?.commentLine == 1)
    #expect(try locate("f(x) {\n  /* why */\n  \"a\" }", at: "f(").closure?.commentLine == 2)
    #expect(try locate(#"f(x) { "a" } // after"#, at: "f(").closure?.commentLine == nil)
  }

  @Test func interpolatedSnapshotHasNoLiteral() throws {
    #expect(try locate(#"f() { "\(x)" }"#, at: "f(").closure?.literal == nil)
    #expect(try locate(#"f() { "a" + "b" }"#, at: "f(").closure?.literal == nil)
  }

  @Test func insideConditionalCompilation() throws {
    let source = """
      #if os(Linux)
      f(1)
      #else
      f(2) { "two" }
      #endif
      """
    #expect(try locate(source, at: "f(", occurrence: 1).closure?.literal == "two")
    #expect(try locate(source, at: "f(").closure == nil)
  }

  @Test func locationThatIsNotACall() {
    let source = "let x = (1, 2)\nif y { }\nf(a)\n"
    #expect(
      sourceError { _ = try locate(source, at: "= (") }?.message
        == "Tests/FeatureTests.swift:1:9: no call found: the `(` here does not follow something callable, and "
        + "Swift reports a call at its `(`, or at its first `{` when it has only trailing closures: the file "
        + "changed since the tests were built. Nothing was written to Tests/FeatureTests.swift; run the tests again "
        + "so they are rebuilt from the current file."
    )
    #expect(sourceError { _ = try locate(source, at: "let") }?.kind == .callNotFound)
    #expect(
      sourceError { _ = try locate(source, at: "f(a") }?.message
        == "Tests/FeatureTests.swift:3:3: no call found: the token here is `a`, not the `(` or `{` of a call, and "
        + "Swift reports a call at its `(`, or at its first `{` when it has only trailing closures: the file "
        + "changed since the tests were built. Nothing was written to Tests/FeatureTests.swift; run the tests again "
        + "so they are rebuilt from the current file."
    )
    let error = sourceError {
      _ = try CallLocator(SourceFile(bytes: Array(source.utf8), path: "T.swift")).locate(
        line: 9, column: 1, descriptor: ClosureDescriptor())
    }
    #expect(error?.kind == .callNotFound)
    #expect(error?.message.hasPrefix("T.swift:9:1: no call starts here, and Swift reports a call at its `(`") == true)
    #expect(sourceError { _ = try locate("(\n1)", at: "(") }?.kind == .callNotFound)
  }

  @Test func aCallInsideAStringInterpolationIsUnsupportedNotAChangedFile() throws {
    let source = [
      #"let s = "x\({ assertInlineSnapshot(of: 1, as: .lines); return 1 }())y (not(a call)""#,
      #"let m = """"#,
      #"  a \(f("#,
      #"    2)) b(c)"#,
      #"  """"#,
      ##"let r = #"raw \#(g(3)) \(h(4))"#"##,
    ].joined(separator: "\n")
    for (marker, inInterpolation) in [
      ("assertInlineSnapshot(", true), ("(not(", false), ("f(", true), ("b(", false), ("g(", true), ("h(", false),
    ] {
      let error = try #require(sourceError { _ = try locate(source, at: marker) }, "\(marker)")
      if inInterpolation {
        #expect(error.kind == .unsupportedSyntax, "\(marker)")
        #expect(error.message.contains("the call is inside a string interpolation (`\\(…)`)"), "\(marker)")
        #expect(error.message.contains("move the assertion out of the string"), "\(marker)")
      } else {
        #expect(error.kind == .callNotFound, "\(marker): text of the string, where no call can be")
      }
    }
    // In a comment no call can be either.
    #expect(sourceError { _ = try locate("// f(x)\n", at: "(") }?.kind == .callNotFound)
  }

  @Test func aCallInsideAMacroIsUnsupportedNotAChangedFile() throws {
    // Swift reports a call in `#expect(…)` at the `#` of the macro.
    let source = "#expect({ assertInlineSnapshot(of: 1, as: .lines); return true }())\n"
    let error = try #require(sourceError { _ = try locate(source, at: "#") })
    #expect(error.kind == .unsupportedSyntax)
    #expect(error.message.contains("the call is inside the macro `#expect`"))
    #expect(error.message.contains("move the assertion out of the macro"))
  }

  @Test func theSnapshotLabelElsewhereInTheCallIsAnError() {
    let error = sourceError { _ = try locate(#"f { "a" } matches: { "b" }"#, at: "f {") }
    #expect(error?.kind == .descriptorMismatch)
    #expect(
      error?.message
        == "Tests/FeatureTests.swift:1:3: looked for closure 1 labeled `matches:`, but this call has `matches: { "
        + "}` as closure 2. The helper's trailingClosureOffset (0) does not describe this call. Nothing was "
        + "written to Tests/FeatureTests.swift; check the InlineSnapshotSyntaxDescriptor it passes."
    )
  }

  @Test func sourceLocationDirectiveRefusesTheWholeFile() {
    let error = sourceError { _ = try locate("f(1)\n#sourceLocation(file: \"x\", line: 1)\n", at: "f(") }
    #expect(
      error?.text
        == ErrorText(
          .sourceLocationDirective,
          "Tests/FeatureTests.swift:2: the file uses #sourceLocation, so the lines Swift reports may not be lines "
            + "of this file. Nothing was written to Tests/FeatureTests.swift; remove the directive or write the "
            + "snapshot by hand.",
          file: "Tests/FeatureTests.swift", line: 2))
  }

  @Test func unterminatedConstructRefusesTheWholeFile() {
    let error = sourceError { _ = try locate("f(1)\nlet s = \"abc\n", at: "f(") }
    #expect(error?.kind == .unsupportedSyntax)
    #expect(
      error?.message
        == "Tests/FeatureTests.swift:2:9: this stringLiteral is not closed as far as the snapshot rewriter can "
        + "tell, so it will not edit the file. Write the snapshot by hand, or report the construct as a bug."
    )
  }

  @Test func unbalancedBracketsAreRefused() {
    let source = "#if A\nf(1,\n#else\nf(2,\n#endif\n3)"
    #expect(sourceError { _ = try locate(source, at: "f(") }?.kind == .unsupportedSyntax)
  }

  @Test func loneCarriageReturnIsNotALineBreakForSwift() throws {
    // Swift reports `second(` at line 1, column 7: the lone CR restarts the column only.
    let source = "first(1) { \"a\" }\rsecond(2) { \"b\" }\nthird(3) { \"c\" }"
    let locator = CallLocator(SourceFile(bytes: Array(source.utf8)))
    #expect(try locator.locate(line: 1, column: 6, descriptor: ClosureDescriptor()).closure?.literal == "a")
    #expect(try locator.locate(line: 1, column: 7, descriptor: ClosureDescriptor()).closure?.literal == "b")
    #expect(try locator.locate(line: 2, column: 6, descriptor: ClosureDescriptor()).closure?.literal == "c")
    #expect(try locate(source, at: "second(").closure?.literal == "b")
  }

  @Test func columnHeldByTwoCallsOfOneLineIsAmbiguous() throws {
    // With a lone CR between them, both `(` are at line 1, column 2.
    let error = sourceError { _ = try locate("f(1) { \"a\" }\rg(2) { \"b\" }", at: "f(") }
    #expect(error?.kind == .ambiguousCall)
    #expect(
      error?.message.hasPrefix("Tests/FeatureTests.swift:1:2: 2 places at this line and column open a call") == true)
    // One `(` among the places is the call.
    #expect(try locate("f(1) { \"a\" }\r x(2)", at: "f(").closure?.literal == "a")
  }
}
