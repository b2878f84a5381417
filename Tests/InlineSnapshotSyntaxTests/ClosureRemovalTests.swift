import Testing

@testable import InlineSnapshotSyntax

/// Edits without a snapshot remove their closure: every shape InlineSnapshotTesting removes, with
/// only the separators the removal needs, and comments outside the closure kept.
@Suite struct ClosureRemovalTests {
  private let expected = ClosureDescriptor(
    trailingClosureLabel: "expected", trailingClosureOffset: 1, deprecatedTrailingClosureLabels: ["matches"])

  /// The edit that removes the closure holding `expected` from the call ending `needle`.
  private func removal(
    _ source: String, at needle: String, descriptor: ClosureDescriptor = ClosureDescriptor(), expected: String
  ) -> SnapshotEdit {
    edit(source, at: needle, descriptor: descriptor, snapshot: nil, expected: expected)
  }

  private func removing(
    _ source: String, at needle: String, descriptor: ClosureDescriptor = ClosureDescriptor(), expected: String = "x"
  ) throws -> String {
    try rewrite(source, [removal(source, at: needle, descriptor: descriptor, expected: expected)])
  }

  // MARK: - Closure arguments

  @Test func aClosureArgumentGoesWithTheCommaBeforeIt() throws {
    #expect(try removing("f(of: x, matches: { \"x\" })\n", at: "f(") == "f(of: x)\n")
  }

  @Test func aClosureArgumentAloneOnItsLinesTakesThemAlong() throws {
    let source = "f(\n  of: x,\n  matches: {\n    \"\"\"\n    x\n    \"\"\"\n  }\n)\n"
    #expect(try removing(source, at: "f(") == "f(\n  of: x\n)\n")
  }

  @Test func theOnlyArgumentLeavesEmptyParentheses() throws {
    let source = "only(matches: {\n  \"\"\"\n  x\n  \"\"\"\n})\n"
    #expect(try removing(source, at: "only(") == "only()\n")
  }

  @Test func theOnlyArgumentTakesTheParenthesesAlongWhenATrailingClosureStays() throws {
    let source = "first(matches: { \"x\" }) {\n  \"y\"\n}\n"
    #expect(try removing(source, at: "first(") == "first {\n  \"y\"\n}\n")
  }

  @Test func aFirstClosureArgumentGoesWithTheCommaAfterIt() throws {
    let descriptor = ClosureDescriptor(trailingClosureLabel: "a")
    #expect(try removing("f(a: { \"x\" }, b: { \"y\" })\n", at: "f(", descriptor: descriptor) == "f(b: { \"y\" })\n")
    let source = "f(\n  a: {\n    \"x\"\n  },\n  b: { \"y\" }\n)\n"
    #expect(try removing(source, at: "f(", descriptor: descriptor) == "f(\n  b: { \"y\" }\n)\n")
  }

  @Test func aCommentBesideAClosureArgumentStays() throws {
    let source = "f(\n  of: x,\n  // the snapshot\n  matches: { \"x\" }\n)\n"
    #expect(try removing(source, at: "f(") == "f(\n  of: x\n  // the snapshot\n)\n")
  }

  // MARK: - The first trailing closure

  @Test func theFirstTrailingClosureGoesWithTheSpaceBeforeIt() throws {
    let source = "a(x) {\n  \"\"\"\n  x\n  \"\"\"\n}\n"
    #expect(try removing(source, at: "a(") == "a(x)\n")
  }

  @Test func aCommentAfterTheClosureStays() throws {
    #expect(try removing("a(x) {\n  \"x\"\n} // after\n", at: "a(") == "a(x) // after\n")
  }

  @Test func aCallLeftWithoutParenthesesGetsThem() throws {
    #expect(try removing("only {\n  \"x\"\n}\n", at: "only {") == "only()\n")
    #expect(try removing("api\n  .expect { \"x\" }\n", at: "expect {") == "api\n  .expect()\n")
  }

  @Test func theNextLabelledClosureTakesTheFirstOnesPlace() throws {
    let source = "first(1) {\n  \"x\"\n} other: {\n  \"y\"\n}\n"
    #expect(try removing(source, at: "first(") == "first(1) {\n  \"y\"\n}\n")
  }

  @Test func anEmptyArgumentListGoesWhenALabelledClosureTakesTheFirstOnesPlace() throws {
    let source = "first() {\n  \"x\"\n} other: {\n  \"y\"\n}\n"
    #expect(try removing(source, at: "first(") == "first {\n  \"y\"\n}\n")
  }

  @Test func anEmptyArgumentListAfterACallOrASubscriptStays() throws {
    // `makeChecker(x) { … }` would hand the closure that stays to the inner call.
    #expect(try removing("makeChecker(x)() {\n  \"x\"\n}\n", at: "x)(") == "makeChecker(x)()\n")
    let promoted = "makeChecker(x)() {\n  \"x\"\n} other: {\n  \"y\"\n}\n"
    #expect(try removing(promoted, at: "x)(") == "makeChecker(x)() {\n  \"y\"\n}\n")
    let argument = "checks[0](matches: { \"x\" }) {\n  \"y\"\n}\n"
    #expect(try removing(argument, at: "](") == "checks[0]() {\n  \"y\"\n}\n")
    #expect(try removing("forced! {\n  \"x\"\n}\n", at: "! {") == "forced!()\n")
  }

  @Test func aCommentBetweenTheFirstAndThePromotedClosureStays() throws {
    let source = "f(x) { \"x\" } /* next */ other: { \"y\" }\n"
    #expect(try removing(source, at: "f(") == "f(x)  /* next */ { \"y\" }\n")
  }

  // MARK: - Labelled trailing closures

  @Test func aLabelledClosureGoesWithItsLabel() throws {
    let source = "thing {\n  \"input\"\n} expected: {\n  \"x\"\n}\n"
    #expect(try removing(source, at: "thing {", descriptor: expected) == "thing {\n  \"input\"\n}\n")
  }

  @Test func aLabelledClosureBetweenOthersGoesAlone() throws {
    let source = "thing {\n  \"input\"\n} expected: {\n  \"x\"\n} extra: {\n  \"z\"\n}\n"
    #expect(
      try removing(source, at: "thing {", descriptor: expected) == "thing {\n  \"input\"\n} extra: {\n  \"z\"\n}\n")
  }

  @Test func aClosureWithADeprecatedLabelGoes() throws {
    let source = "thing {\n  \"input\"\n} matches: {\n  \"x\"\n}\n"
    #expect(try removing(source, at: "thing {", descriptor: expected) == "thing {\n  \"input\"\n}\n")
  }

  @Test func commentsInsideTheClosureGoWithItAndThoseAfterItStay() throws {
    let source = "thing {\n  \"input\"\n} expected: {\n  // inside\n  \"x\"\n} // after\n"
    #expect(try removing(source, at: "thing {", descriptor: expected) == "thing {\n  \"input\"\n} // after\n")
  }

  @Test func aLabelledClosureOnItsOwnLinesTakesThemAlong() throws {
    let source = "thing {\n  \"input\"\n}\nexpected: {\n  \"x\"\n}\nnext()\n"
    #expect(try removing(source, at: "thing {", descriptor: expected) == "thing {\n  \"input\"\n}\nnext()\n")
  }

  @Test func crlfLineEndsStay() throws {
    let source = "thing {\r\n  \"input\"\r\n}\r\nexpected: {\r\n  \"x\"\r\n}\r\nnext()\r\n"
    #expect(try removing(source, at: "thing {", descriptor: expected) == "thing {\r\n  \"input\"\r\n}\r\nnext()\r\n")
    let argument = "f(\r\n  of: x,\r\n  matches: {\r\n    \"x\"\r\n  }\r\n)\r\n"
    #expect(try removing(argument, at: "f(") == "f(\r\n  of: x\r\n)\r\n")
  }

  // MARK: - Several edits

  @Test func severalClosuresOfOneCallGo() throws {
    let source = "m {\n  \"in\"\n} diagnostics: {\n  \"d\"\n} fixes: {\n  \"f\"\n} expansion: {\n  \"e\"\n}\n"
    let diagnostics = ClosureDescriptor(trailingClosureLabel: "diagnostics", trailingClosureOffset: 1)
    let fixes = ClosureDescriptor(trailingClosureLabel: "fixes", trailingClosureOffset: 2)
    let edits = [
      removal(source, at: "m {", descriptor: fixes, expected: "f"),
      removal(source, at: "m {", descriptor: diagnostics, expected: "d"),
    ]
    #expect(try rewrite(source, edits) == "m {\n  \"in\"\n} expansion: {\n  \"e\"\n}\n")
  }

  @Test func theFirstTrailingClosureAndTheNextGoTogether() throws {
    let source = "f(x) { \"a\" } b: { \"b\" } c: { \"c\" }\n"
    let edits = [
      removal(source, at: "f(", descriptor: ClosureDescriptor(trailingClosureLabel: "a"), expected: "a"),
      removal(
        source, at: "f(", descriptor: ClosureDescriptor(trailingClosureLabel: "b", trailingClosureOffset: 1),
        expected: "b"),
    ]
    #expect(try rewrite(source, edits) == "f(x) { \"c\" }\n")
  }

  @Test func aRecordingAfterARemovedClosureFollowsTheLastOneThatStays() throws {
    let extra = ClosureDescriptor(trailingClosureLabel: "extra", trailingClosureOffset: 2)
    for source in [
      "both {\n  \"input\"\n} expected: {\n  \"x\"\n}\n", "both {\n  \"input\"\n}\nexpected: {\n  \"x\"\n}\n",
    ] {
      let edits = [
        removal(source, at: "both {", descriptor: expected, expected: "x"),
        edit(source, at: "both {", descriptor: extra, snapshot: "new"),
      ]
      #expect(try rewrite(source, edits) == "both {\n  \"input\"\n} extra: {\n  \"\"\"\n  new\n  \"\"\"\n}\n")
    }
  }

  @Test func aRecordingBeforeARemovedClosureTakesItsPlace() throws {
    // A macro that now fails: its diagnostics are recorded, its expansion goes.
    let source = "failing {\n  \"input\"\n} extra: {\n  \"x\"\n}\n"
    let edits = [
      edit(source, at: "failing {", descriptor: expected, snapshot: "diag"),
      removal(
        source, at: "failing {", descriptor: ClosureDescriptor(trailingClosureLabel: "extra", trailingClosureOffset: 2),
        expected: "x"),
    ]
    #expect(try rewrite(source, edits) == "failing {\n  \"input\"\n} expected: {\n  \"\"\"\n  diag\n  \"\"\"\n}\n")
  }

  @Test func removalsAndRecordingsOfSeveralCallsLandInOnePass() throws {
    let source = "a(1) {\n  \"x\"\n}\nb(2)\nc(3, matches: { \"old\" })\nd(4) {\n  \"y\"\n}\n"
    let edits = [
      removal(source, at: "a(", expected: "x"),
      edit(source, at: "b(", snapshot: "two"),
      edit(source, at: "c(", snapshot: "new", expected: "old"),
      removal(source, at: "d(", expected: "y"),
    ]
    #expect(
      try rewrite(source, edits)
        == "a(1)\nb(2) {\n  \"\"\"\n  two\n  \"\"\"\n}\nc(3, matches: {\n  \"\"\"\n  new\n  \"\"\"\n})\nd(4)\n")
  }

  // MARK: - Refusals

  @Test func aClosureThatChangedSinceTheTestRanIsNotRemoved() {
    let source = "a(x) {\n  \"edited\"\n}\n"
    let error = sourceError { _ = try removing(source, at: "a(", expected: "x") }
    #expect(error?.reason == .snapshotChanged)
  }

  @Test func aLabelledClosureAddedAfterTheOnlyTrailingClosureRemovedIsRefused() {
    let source = "f(x) { \"a\" }\n"
    let edits = [
      removal(source, at: "f(", expected: "a"),
      edit(
        source, at: "f(", descriptor: ClosureDescriptor(trailingClosureLabel: "b", trailingClosureOffset: 1),
        snapshot: "b"),
    ]
    let error = sourceError { _ = try rewrite(source, edits) }
    #expect(error?.reason == .noFirstTrailingClosure(label: "b"))
  }

  @Test func aCallWithoutTheClosureIsLeftAsItIs() throws {
    let source = "a(x)\n"
    #expect(try rewrite(source, [edit(source, at: "a(", snapshot: nil)]) == source)
  }
}
