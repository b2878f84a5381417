import Testing

@testable import InlineSnapshotSyntax

@Suite struct SourceRewriterTests {
  private let matches = ClosureDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 1)

  @Test func insertsANewClosureOneUnitDeeperThanTheCall() throws {
    let source = RewriterFixtures.insertBefore
    #expect(try rewrite(source, [edit(source, at: "Snapshot(", snapshot: "a\nb")]) == RewriterFixtures.insertAfter)
  }

  @Test func replacesAnExistingClosureAndNothingElse() throws {
    let source = RewriterFixtures.replaceBefore
    let result = try rewrite(source, [edit(source, at: "Snapshot(", snapshot: "new\n  line", expected: "old")])
    #expect(result == RewriterFixtures.replaceAfter)
  }

  @Test func commentsInTheClosureStayAndOnlyTheLiteralChanges() throws {
    let source = RewriterFixtures.commentedBefore
    let result = try rewrite(source, [edit(source, at: "Snapshot(", snapshot: "new\n  line", expected: "old")])
    #expect(result == RewriterFixtures.commentedAfter)
  }

  @Test func aCommentBeforeAOneLineLiteralStays() throws {
    let source = "f(x) { /* checked */ \"old\" }\n"
    #expect(
      try rewrite(source, [edit(source, at: "f(", snapshot: "new", expected: "old")])
        == "f(x) { /* checked */ \"\"\"\n    new\n    \"\"\" }\n")
  }

  @Test func aCommentedClosureWithADeprecatedLabelIsRelabeledAroundTheComment() throws {
    let source = "t {\n  1\n} expected: { // by hand\n  \"old\"\n}\n"
    let descriptor = ClosureDescriptor(
      trailingClosureLabel: "matches", trailingClosureOffset: 1, deprecatedTrailingClosureLabels: ["expected"])
    #expect(
      try rewrite(source, [edit(source, at: "t {", descriptor: descriptor, snapshot: "new", expected: "old")])
        == "t {\n  1\n} matches: { // by hand\n  \"\"\"\n  new\n  \"\"\"\n}\n")
  }

  @Test func aCommentedClosureThatIsNotALiteralIsRefusedNamingTheComment() {
    let source = "f(x) {\n  // keep me\n  \"a\" + \"b\"\n}\n"
    let error = sourceError { _ = try rewrite(source, [edit(source, at: "f(", snapshot: "new", expected: "ab")]) }
    #expect(
      error?.text
        == ErrorText(
          .unsupportedSyntax,
          "Tests/FeatureTests.swift:1: the snapshot closure does not hold one plain string literal (for example it "
            + "interpolates or computes its value), so it will not be rewritten. Its comment at line 2 would be "
            + "lost by rewriting it whole. Update it by hand.",
          file: "Tests/FeatureTests.swift", line: 1))
  }

  @Test func aClosureArgumentKeepsTheIndentationOfItsOwnLine() throws {
    let source = RewriterFixtures.argumentBefore
    #expect(
      try rewrite(source, [edit(source, at: "Snapshot(", snapshot: "new", expected: "old")])
        == RewriterFixtures.argumentAfter)
  }

  @Test func insertsALabeledTrailingClosure() throws {
    let source = RewriterFixtures.labeledBefore
    #expect(
      try rewrite(source, [edit(source, at: "Thing {", descriptor: matches, snapshot: "out")])
        == RewriterFixtures.labeledAfter)
  }

  @Test func relabelsADeprecatedLabel() throws {
    let source = RewriterFixtures.deprecatedBefore
    let descriptor = ClosureDescriptor(
      trailingClosureLabel: "matches", trailingClosureOffset: 1, deprecatedTrailingClosureLabels: ["expected"])
    let result = try rewrite(
      source, [edit(source, at: "Thing {", descriptor: descriptor, snapshot: "new", expected: "old")])
    #expect(result == RewriterFixtures.deprecatedAfter)
  }

  @Test func relabelsADeprecatedClosureArgument() throws {
    let source = "f(x, expected: { \"old\" })\n"
    let descriptor = ClosureDescriptor(deprecatedTrailingClosureLabels: ["expected"])
    #expect(
      try rewrite(source, [edit(source, at: "f(", descriptor: descriptor, snapshot: "new", expected: "old")]) == """
        f(x, matches: {
            \"""
            new
            \"""
        })

        """)
  }

  @Test func tabIndentedFile() throws {
    let source = RewriterFixtures.tabsBefore
    #expect(try rewrite(source, [edit(source, at: "Snapshot(", snapshot: "a")]) == RewriterFixtures.tabsAfter)
  }

  @Test func crlfFileGetsCRLFLines() throws {
    let source = RewriterFixtures.insertBefore.replacingOccurrences(of: "\n", with: "\r\n")
    let expected = RewriterFixtures.insertAfter.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(try rewrite(source, [edit(source, at: "Snapshot(", snapshot: "a\nb")]) == expected)
  }

  @Test func aLoneCarriageReturnStartsTheLineAClosureIsIndentedFrom() throws {
    // Swift sees one line `  a(1)⏎    b(2)`; an editor shows `    b(2)` on a line of its own.
    let source = "func f() {\n  a(1)\r    b(2)\n}\n"
    let recorded = "func f() {\n  a(1)\r    b(2) {\n      \"\"\"\n      x\n      \"\"\"\n    }\n}\n"
    #expect(try rewrite(source, [edit(source, at: "b(", snapshot: "x")]) == recorded)
    #expect(
      try rewrite(recorded, [edit(recorded, at: "b(", snapshot: "y", expected: "x")])
        == recorded.replacingOccurrences(of: "  x\n", with: "  y\n"))
  }

  @Test func memberCallsIndentFromTheStartOfTheChain() throws {
    let source = RewriterFixtures.memberBefore
    let result = try rewrite(
      source,
      [
        edit(source, at: "Snapshot {", snapshot: "GET /new", expected: "GET /old"),
        edit(source, at: "Snapshot(", snapshot: "GET /second"),
      ])
    #expect(result == RewriterFixtures.memberAfter)
  }

  @Test func emptyArgumentListGivesWayToTheFirstTrailingClosure() throws {
    let source = "func test() {\n    api.expectInlineSnapshot()\n    api.expectInlineSnapshot(/* keep */)\n}\n"
    let result = try rewrite(
      source,
      [
        edit(source, at: "Snapshot(", snapshot: "GET /a"),
        edit(source, at: "Snapshot(", occurrence: 1, snapshot: "GET /b"),
      ])
    #expect(
      result == """
        func test() {
            api.expectInlineSnapshot {
                \"""
                GET /a
                \"""
            }
            api.expectInlineSnapshot(/* keep */) {
                \"""
                GET /b
                \"""
            }
        }

        """)
  }

  @Test func emptyArgumentListWithBothNewClosures() throws {
    let source = "assertThing()\n"
    let result = try rewrite(
      source,
      [
        edit(source, at: "Thing(", descriptor: matches, snapshot: "out"),
        edit(source, at: "Thing(", snapshot: "in"),
      ])
    #expect(
      result == """
        assertThing {
            \"""
            in
            \"""
        } matches: {
            \"""
            out
            \"""
        }

        """)
  }

  @Test func emptyArgumentListStaysWhenTheCalleeIsNotAName() throws {
    // Without its `()`, the closure of `makeChecker(x)()` would go to `makeChecker(x)`, and that of
    // `checks[0]()` to the subscript: only after a name does the `()` go.
    let recorded = " {\n    \"\"\"\n    x\n    \"\"\"\n}\n"
    for call in ["makeChecker(x)()", "checks[0]()", "f()()", "box.y?()", "forced!()", "Box<Int>()", "f(x) ()"] {
      let source = call + "\n"
      let needle = String(call.dropLast())
      #expect(try rewrite(source, [edit(source, at: needle, snapshot: "x")]) == call + recorded, "\(call)")
    }
    for call in ["check()", "api.check()", "`check`()", ".init()", "Self()", "#check()"] {
      let source = call + "\n"
      let needle = String(call.dropLast())
      #expect(
        try rewrite(source, [edit(source, at: needle, snapshot: "x")]) == call.dropLast(2) + recorded, "\(call)")
    }
  }

  @Test func aCallInAStatementConditionHasNoTrailingClosure() throws {
    // Swift reads the `{` after a call in a condition as the statement's body: recording there would
    // write the snapshot into the body (or refuse naming the body as the snapshot closure).
    let conditions = [
      "if check(x) {\n  \"\"\"\n  body\n  \"\"\"\n}\n",
      "if check(x) {}\n",
      "while check(x) {\n  print(1)\n}\n",
      "guard check(x) else {\n  return\n}\n",
      "for y in check(x) {\n  print(y)\n}\n",
      "for y in ys where check(x) {\n  print(y)\n}\n",
      "switch check(x) {\ncase 1: break\ndefault: break\n}\n",
      "if a,\n  check(x) {\n  print(1)\n}\n",
      "if a {\n} else if !check(x) {\n  print(1)\n}\n",
      "if let y = try? await api\n  .check(x) {\n  print(y)\n}\n",
      "let y = if check(x) { 1 } else { 2 }\n",
      "do {\n} catch let error where check(x) {\n  print(error)\n}\n",
      "for y in ys\n  where check(y) {\n  \"\"\"\n  old\n  \"\"\"\n}\n",
      "if a\n  , check(x) {\n  print(1)\n}\n",
      "for y\n  in check(x) {\n  print(y)\n}\n",
      "if a ? b\n  : check(x) {\n  print(1)\n}\n",
      "for _ in check(x) { \"\"\"\n  old\n  \"\"\" }.items {\n}\n",
    ]
    for source in conditions {
      #expect(throws: SyntaxError.self, "\(source)") {
        try rewrite(source, [edit(source, at: "check(", snapshot: "x")])
      }
      do {
        _ = try rewrite(source, [edit(source, at: "check(", snapshot: "x")])
      } catch {
        guard case .trailingClosureInCondition = error.reason else {
          Issue.record("\(source): \(error.message)")
          continue
        }
      }
    }
    do {
      _ = try rewrite("if check(x) {}\n", [edit("if check(x) {}\n", at: "check(", snapshot: "x")])
      Issue.record("expected a refusal")
    } catch {
      #expect(
        error.message == "Tests/FeatureTests.swift:1:9: the call is in the condition of `if`, where Swift reads a `{` "
          + "after the call as the statement's body, not as a trailing closure, so the snapshot cannot be written "
          + "after it. Nothing was written to Tests/FeatureTests.swift; wrap the call in parentheses (`if (…) {`) or "
          + "move it out of the condition, then run the tests again.")
    }
  }

  @Test func aCallInParenthesesOrAfterAConditionKeepsItsTrailingClosure() throws {
    let recorded = "{\n  \"\"\"\n  x\n  \"\"\"\n}"
    let wrapped = "if (check(x)) {\n  print(1)\n}\n"
    #expect(
      try rewrite(wrapped, [edit(wrapped, at: "check(", snapshot: "x")])
        == "if (check(x) \(recorded)) {\n  print(1)\n}\n")
    let argument = "if check(x, matches: {\n  \"\"\"\n  old\n  \"\"\"\n}) {\n  print(1)\n}\n"
    let matches = ClosureDescriptor(trailingClosureLabel: "matches")
    #expect(
      try rewrite(argument, [edit(argument, at: "check(", descriptor: matches, snapshot: "x", expected: "old")])
        == "if check(x, matches: \(recorded)) {\n  print(1)\n}\n")
    // The condition of `repeat { } while` is parsed like any expression: its call may take a closure.
    let repeated = "repeat {\n  x += 1\n} while check(x)\n"
    #expect(
      try rewrite(repeated, [edit(repeated, at: "check(", snapshot: "x")])
        == "repeat {\n  x += 1\n} while check(x) \(recorded)\n")
    for before in ["if a {\n}\n", "if a { b() }\n", "while a {\n}\n", "for y in ys {\n}\n", "if a {\n};"] {
      let source = before + "check(x) {\n  \"\"\"\n  old\n  \"\"\"\n}\n"
      #expect(
        try rewrite(source, [edit(source, at: "check(", snapshot: "x", expected: "old")])
          == before + "check(x) \(recorded)\n", "\(before)")
    }
  }

  @Test func manyEditsInOnePass() throws {
    let source = RewriterFixtures.manyBefore
    let result = try rewrite(
      source,
      [
        edit(source, at: "c(", snapshot: "C"),
        edit(source, at: "b(", snapshot: "B", expected: "old"),
        edit(source, at: "Thing(", descriptor: matches, snapshot: "out"),
        edit(source, at: "a(", snapshot: "A"),
        edit(source, at: "Thing(", snapshot: "in"),
        edit(source, at: "c(", snapshot: "C"),  // reported twice (a loop): applied once
      ])
    #expect(result == RewriterFixtures.manyAfter)
  }

  @Test func moduleQualifiedCallWithPrefixesInsideAClosure() throws {
    let source =
      "func test() async throws {\n  await run {\n    try await InlineSnapshot.assertInlineSnapshot(of: await "
      + "load(), as: .description)\n  }\n}\n"
    #expect(
      try rewrite(source, [edit(source, at: "Snapshot(", snapshot: "loaded")]) == """
        func test() async throws {
          await run {
            try await InlineSnapshot.assertInlineSnapshot(of: await load(), as: .description) {
              \"""
              loaded
              \"""
            }
          }
        }

        """)
  }

  @Test func replaceTheFirstClosureAndAddTheSecondOfOneCall() throws {
    let source = "t { \"a\" }"
    let result = try rewrite(
      source,
      [
        edit(source, at: "t {", descriptor: matches, snapshot: "2"),
        edit(source, at: "t {", snapshot: "1", expected: "a"),
      ])
    #expect(result == "t {\n    \"\"\"\n    1\n    \"\"\"\n} matches: {\n    \"\"\"\n    2\n    \"\"\"\n}")
  }

  @Test func awkwardSnapshotContents() throws {
    let source = "f(x)"
    func written(_ snapshot: String) throws -> String {
      try rewrite(source, [edit(source, at: "f(", snapshot: snapshot)])
    }
    #expect(try written("") == "f(x) {\n    \"\"\"\n    \"\"\"\n}")
    #expect(try written("\na\n") == "f(x) {\n    \"\"\"\n\n    a\n\n    \"\"\"\n}")
    #expect(
      try written(##"say """hi""" \#(x)"##) == "f(x) {\n    ##\"\"\"\n    say \"\"\"hi\"\"\" \\#(x)\n    \"\"\"##\n}")
    #expect(
      try written("trailing  \n\tx") == "f(x) {\n    \"\"\"\n    trailing\\u{20}\\u{20}\n    \\u{9}x\n    \"\"\"\n}")
  }

  @Test func veryLongLineAndVeryManyLines() throws {
    let long = String(repeating: "abcdefghij", count: 1_000)
    let manyLines = (1...10_000).map { "line \($0)" }.joined(separator: "\n")
    let source = "a(x)\nb(x)\n"
    let result = try rewrite(
      source, [edit(source, at: "a(", snapshot: long), edit(source, at: "b(", snapshot: manyLines)])
    #expect(
      result
        == "a(x) {\n    \"\"\"\n    \(long)\n    \"\"\"\n}\nb(x) {\n    "
        + "\"\"\"\n\(manyLines.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))\n    "
        + "\"\"\"\n}\n"
    )
    let again = try rewrite(
      result,
      [
        edit(result, at: "a(", snapshot: "short", expected: long),
        edit(result, at: "b(", snapshot: "", expected: manyLines),
      ])
    #expect(again == "a(x) {\n    \"\"\"\n    short\n    \"\"\"\n}\nb(x) {\n    \"\"\"\n    \"\"\"\n}\n")
  }

  @Test func rewritingIsIdempotent() throws {
    let after = RewriterFixtures.insertAfter
    #expect(try rewrite(after, [edit(after, at: "Snapshot(", snapshot: "a\nb", expected: "a\nb")]) == after)
  }

  // MARK: Refusals (nothing is applied)

  @Test func snapshotThatChangedSinceTheBuildIsNotOverwritten() {
    let source = RewriterFixtures.replaceBefore
    let error = sourceError {
      _ = try rewrite(source, [edit(source, at: "Snapshot(", snapshot: "new", expected: "what the build saw")])
    }
    #expect(
      error?.text
        == ErrorText(
          .fileChangedSinceBuild,
          "Tests/FeatureTests.swift:2: the snapshot in the file is not the one the tests were built with: the file "
            + "changed since the build or during the run. Nothing was written to Tests/FeatureTests.swift; run the "
            + "tests again so they see the current file.",
          file: "Tests/FeatureTests.swift", line: 2))
  }

  @Test func closureAppearedOrDisappearedSinceTheBuild() {
    let withClosure = RewriterFixtures.replaceBefore
    #expect(
      sourceError { _ = try rewrite(withClosure, [edit(withClosure, at: "Snapshot(", snapshot: "new")]) }?.message
        == "Tests/FeatureTests.swift:2: the test saw no snapshot closure here, but closure 1 of the call is one. "
        + "Nothing was written to Tests/FeatureTests.swift; if the file did not change since the build, the "
        + "helper's trailingClosureOffset (0) does not describe this call."
    )
    let without = RewriterFixtures.insertBefore
    #expect(
      sourceError { _ = try rewrite(without, [edit(without, at: "Snapshot(", snapshot: "new", expected: "old")]) }?.kind
        == .fileChangedSinceBuild)
  }

  @Test func oneFailingEditStopsTheWholeFile() {
    let source = "a()\nb(1) { \"x\" }\n"
    let error = sourceError {
      _ = try rewrite(
        source, [edit(source, at: "a(", snapshot: "fine"), edit(source, at: "b(", snapshot: "y", expected: "z")])
    }
    #expect(error?.kind == .fileChangedSinceBuild)
  }

  @Test func interpolatedSnapshotIsNotRewritten() {
    let source = #"f() { "\(x)" }"#
    #expect(
      sourceError { _ = try rewrite(source, [edit(source, at: "f(", snapshot: "1", expected: "1")]) }?.kind
        == .unsupportedSyntax)
  }

  @Test func conflictingEditsOfOneClosure() {
    let source = "f()"
    let error = sourceError {
      _ = try rewrite(source, [edit(source, at: "f(", snapshot: "1"), edit(source, at: "f(", snapshot: "2")])
    }
    #expect(error?.kind == .ambiguousCall)
  }

  @Test func labeledClosureWithoutAFirstTrailingClosureIsRefused() {
    let source = "assertThing(x)"
    let error = sourceError {
      _ = try rewrite(source, [edit(source, at: "Thing(", descriptor: matches, snapshot: "1")])
    }
    #expect(
      error?.message
        == "Tests/FeatureTests.swift:1:12: the snapshot belongs in the trailing closure `matches:`, but the call "
        + "has no first trailing closure for it to follow. Add the call's first trailing closure, then run the "
        + "tests again."
    )
  }

  @Test func sourceLocationRefusesTheFile() {
    let source = "#sourceLocation(file: \"a\", line: 1)\nf()"
    #expect(
      sourceError { _ = try rewrite(source, [edit(source, at: "f(", snapshot: "1")]) }?.kind == .sourceLocationDirective
    )
  }

  // MARK: Indentation

  @Test func indentationUnit() {
    func unit(_ text: String) -> String { CallLocator(SourceFile(bytes: Array(text.utf8))).indentationUnit }
    #expect(unit("a\n") == "    ")
    #expect(unit("a {\n  b {\n    c\n  }\n}\n") == "  ")
    #expect(unit("a {\n   b\n}\n") == "   ")
    #expect(unit("a {\n\tb {\n\t\tc\n\t}\n}\n") == "\t")
    #expect(unit("a {\n  b {\n    c\n\n\n  }\n}\n") == "  ")
    // Lines inside block comments and multi-line strings are text, not code.
    let comment = "a {\n  /*\n   x\r more\n  */\n  /*\n   y\n  */\n}\n"
    #expect(unit(comment) == "  ")
    let literal = "a {\n  s = \"\"\"\n x\n  y\n   z\n  \"\"\"\n  c {\n    d\n  }\n}\n"
    #expect(unit(literal) == "  ")
  }
}
