import InlineSnapshotSyntax
import Testing

/// `trailingClosureOffset` counts from the first of the closure arguments that end the argument
/// list, then on through the trailing closures, so one helper finds its snapshot however it is called.
@Suite struct TrailingClosureOffsetTests {
  private let isClosure = ClosureDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1)

  @Test(arguments: [
    (#"h { "in" } is: { "out" }"#, "h {"),
    (#"h(of: { "in" }) { "out" }"#, "h("),
    ("h(\n  of: { \"in\" }\n) { \"out\" }", "h("),
    (#"h(of: { "in" }, is: { "out" })"#, "h("),
    (#"try await h { "in" } is: { "out" }"#, "h {"),
    (#"h(x, of: { "in" }) { "out" }"#, "h("),
    (#"withDependencies { h(of: { "in" }) { "out" } }"#, "h("),
    (#"withDependencies { h { "in" } is: { "out" } }"#, "h {"),
  ])
  func offsetOneFindsTheSnapshotInEveryShape(source: String, call: String) throws {
    #expect(try locate(source, at: call, descriptor: isClosure).closure?.literal == "out")
  }

  @Test func offsetZeroIsTheFirstCountedClosure() throws {
    #expect(try locate(#"f(of: x, as: .lines) { "a" }"#, at: "f(").closure?.literal == "a")
    #expect(try locate(#"f(of: x, as: .lines, matches: { "a" })"#, at: "f(").closure?.literal == "a")
    // A closure argument followed by a non-closure one does not count.
    #expect(try locate(#"f(of: { 1 }, as: .lines) { "a" }"#, at: "f(").closure?.literal == "a")
  }

  @Test func threeClosures() throws {
    let source = #"respond { "url" } head: { "h" } body: { "b" }"#
    #expect(
      try locate(
        source, at: "respond {", descriptor: ClosureDescriptor(trailingClosureLabel: "head", trailingClosureOffset: 1)
      ).closure?.literal == "h")
    #expect(
      try locate(
        source, at: "respond {", descriptor: ClosureDescriptor(trailingClosureLabel: "body", trailingClosureOffset: 2)
      ).closure?.literal == "b")
  }

  @Test func missingSnapshotAfterAClosureArgumentBecomesTheFirstTrailingClosure() throws {
    let source = #"h(of: { "in" })"#
    #expect(
      try locate(source, at: "h(", descriptor: isClosure)
        == LocatedSnapshot(closure: nil, insertionOffset: source.utf8.count, callStart: 0))
    #expect(
      try rewrite(source, [edit(source, at: "h(", descriptor: isClosure, snapshot: "out")]) == """
        h(of: { "in" }) {
            \"""
            out
            \"""
        }
        """)
  }

  @Test func missingSnapshotAfterATrailingClosureIsLabeled() throws {
    let source = "h {\n  \"in\"\n}"
    #expect(
      try rewrite(source, [edit(source, at: "h {", descriptor: isClosure, snapshot: "out")]) == """
        h {
          "in"
        } is: {
          \"""
          out
          \"""
        }
        """)
  }

  @Test func allClosuresOfAHelperAreRecordedInOrder() throws {
    let source = "respond {\n  \"url\"\n}\n"
    let head = ClosureDescriptor(trailingClosureLabel: "head", trailingClosureOffset: 1)
    let body = ClosureDescriptor(trailingClosureLabel: "body", trailingClosureOffset: 2)
    let result = try rewrite(
      source,
      [
        edit(source, at: "respond {", descriptor: body, snapshot: "B"),
        edit(source, at: "respond {", descriptor: head, snapshot: "H"),
      ])
    #expect(
      result == """
        respond {
          "url"
        } head: {
          \"""
          H
          \"""
        } body: {
          \"""
          B
          \"""
        }

        """)
  }

  @Test func aNewSnapshotGoesBeforeALaterClosureAndMovesItsOffset() throws {
    let source = "assertMacro {\n  \"#x\"\n} expansion: {\n  \"\"\"\n  old\n  \"\"\"\n}\n"
    let diagnostics = ClosureDescriptor(
      trailingClosureLabel: "diagnostics", trailingClosureOffset: 1, deprecatedTrailingClosureLabels: ["matches"])
    let expansion = ClosureDescriptor(
      trailingClosureLabel: "expansion", trailingClosureOffset: 2, deprecatedTrailingClosureLabels: ["matches"])
    let result = try rewrite(
      source,
      [
        edit(source, at: "Macro {", descriptor: diagnostics, snapshot: "error"),
        edit(source, at: "Macro {", descriptor: expansion, snapshot: "new", expected: "old"),
      ])
    #expect(
      result == """
        assertMacro {
          "#x"
        } diagnostics: {
          \"""
          error
          \"""
        } expansion: {
          \"""
          new
          \"""
        }

        """)
  }

  @Test func aNewSnapshotGoesBeforeAClosureThatIsRelabeled() throws {
    let source = "assertMacro {\n  \"#x\"\n} matches: {\n  \"old\"\n}\n"
    let diagnostics = ClosureDescriptor(trailingClosureLabel: "diagnostics", trailingClosureOffset: 1)
    let expansion = ClosureDescriptor(
      trailingClosureLabel: "expansion", trailingClosureOffset: 2, deprecatedTrailingClosureLabels: ["matches"])
    let result = try rewrite(
      source,
      [
        edit(source, at: "Macro {", descriptor: expansion, snapshot: "new", expected: "old"),
        edit(source, at: "Macro {", descriptor: diagnostics, snapshot: "error"),
      ])
    #expect(
      result == """
        assertMacro {
          "#x"
        } diagnostics: {
          \"""
          error
          \"""
        } expansion: {
          \"""
          new
          \"""
        }

        """)
  }

  @Test func deprecatedLabelIsRelabeledAtItsOffset() throws {
    let source = "assertMacro {\n  \"#x\"\n} matches: {\n  \"old\"\n}\n"
    let expansion = ClosureDescriptor(
      trailingClosureLabel: "expansion", trailingClosureOffset: 1, deprecatedTrailingClosureLabels: ["matches"])
    #expect(
      try rewrite(source, [edit(source, at: "Macro {", descriptor: expansion, snapshot: "new", expected: "old")]) == """
        assertMacro {
          "#x"
        } expansion: {
          \"""
          new
          \"""
        }

        """)
  }

  @Test func anotherLabelInsideTheParenthesesIsRefused() {
    let error = sourceError {
      _ = try locate(#"h(of: { "in" })"#, at: "h(", descriptor: ClosureDescriptor(trailingClosureLabel: "is"))
    }
    #expect(error?.kind == .descriptorMismatch)
    #expect(
      error?.message
        == "Tests/FeatureTests.swift:1:2: looked for closure 1 labeled `is:`, but closure 1 of this call is `of: { "
        + "}` inside its parentheses. The helper's trailingClosureOffset (0) does not describe this call. "
        + "Nothing was written to Tests/FeatureTests.swift; check the InlineSnapshotSyntaxDescriptor it passes."
    )
  }

  @Test func collidingOffsetsAreRefused() {
    let source = "h(x)"
    let error = sourceError {
      _ = try rewrite(
        source,
        [
          edit(source, at: "h(", descriptor: ClosureDescriptor(trailingClosureLabel: "a"), snapshot: "1"),
          edit(source, at: "h(", descriptor: ClosureDescriptor(trailingClosureLabel: "b"), snapshot: "2"),
        ])
    }
    #expect(
      error?.message
        == "Tests/FeatureTests.swift:1:2: two snapshots of this call are closure 1 (`a:` and `b:`); the helper's "
        + "trailingClosureOffset values collide. Nothing was written to Tests/FeatureTests.swift."
    )
  }

  // MARK: Not found

  @Test func snapshotTheTestSawInAnotherClosureNamesTheMismatch() {
    let source = "h {\n  \"out\"\n}\n"
    let error = sourceError {
      _ = try rewrite(source, [edit(source, at: "h {", descriptor: isClosure, snapshot: "new", expected: "out")])
    }
    #expect(
      error?.text
        == ErrorText(
          .descriptorMismatch,
          "Tests/FeatureTests.swift:1: looked for closure 2 labeled `is:`; this call has 1 trailing closure. The "
            + "snapshot the test saw is in closure 1 (`{ }` at line 1), so the helper's trailingClosureOffset (1) "
            + "does not describe this call. Nothing was written to Tests/FeatureTests.swift; check the "
            + "InlineSnapshotSyntaxDescriptor the helper passes.",
          file: "Tests/FeatureTests.swift", line: 1))
  }

  @Test func snapshotTheTestSawNowhereMeansTheFileChanged() {
    let source = "h(of: { \"in\" }, as: x)\n"
    let error = sourceError {
      _ = try rewrite(source, [edit(source, at: "h(", descriptor: isClosure, snapshot: "new", expected: "gone")])
    }
    #expect(error?.kind == .fileChangedSinceBuild)
    #expect(
      error?.message
        == "Tests/FeatureTests.swift:1: looked for closure 2 labeled `is:`; this call has no trailing closure, and "
        + "none of its closures holds the snapshot the test saw: the file changed since the build or during the "
        + "run. Nothing was written to Tests/FeatureTests.swift; run the tests again so they see the current "
        + "file."
    )
  }

  @Test func closureSummaryCountsArgumentsAndTrailingClosures() {
    let source = "h(of: { \"in\" }, and: { \"more\" }) { \"x\" }\n"
    let error = sourceError {
      _ = try rewrite(
        source,
        [
          edit(
            source, at: "h(", descriptor: ClosureDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 3),
            snapshot: "new", expected: "gone")
        ])
    }
    #expect(
      error?.message.hasPrefix(
        "Tests/FeatureTests.swift:1: looked for closure 4 labeled `is:`; this call has 2 closure arguments at the "
          + "end of its parentheses and 1 trailing closure, and none"
      ) == true)
  }

  @Test func aLiteralThatMovedToAnotherClosureNamesTheMismatch() {
    let source = #"h { "in" } is: { "out" }"#
    let error = sourceError {
      _ = try rewrite(
        source,
        [
          edit(
            source, at: "h {",
            descriptor: ClosureDescriptor(
              trailingClosureLabel: "is", trailingClosureOffset: 0, deprecatedTrailingClosureLabels: []), snapshot: "x",
            expected: "out")
        ])
    }
    // The label `is:` at closure 2 disagrees with offset 0 before any literal is compared.
    #expect(error?.kind == .descriptorMismatch)
    let unlabeled = #"h(of: "in") { "out" } more: { "x" }"#
    let moved = sourceError {
      _ = try rewrite(
        unlabeled,
        [
          edit(
            unlabeled, at: "h(", descriptor: ClosureDescriptor(trailingClosureLabel: "other", trailingClosureOffset: 0),
            snapshot: "y", expected: "x")
        ])
    }
    #expect(
      moved?.message
        == "Tests/FeatureTests.swift:1: closure 1 of the call is not the snapshot the test saw, closure 2 (`more: "
        + "{ }` at line 1) is, so the helper's trailingClosureOffset (0) does not describe this call. Nothing "
        + "was written to Tests/FeatureTests.swift; check the InlineSnapshotSyntaxDescriptor the helper passes."
    )
  }
}
