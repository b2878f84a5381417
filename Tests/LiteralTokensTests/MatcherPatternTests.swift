import Foundation
import LiteralTokens
import Testing

/// `<any>` within a line, `…` over a subtree, escaped tokens as text, the alignment a diff shows,
/// and re-recording that keeps each line that still matches as the user wrote it.
struct MatcherPatternTests {
  private func pattern(_ literal: String) -> MatcherPattern { MatcherPattern(literal, kinds: MatcherKind.builtIns) }

  @Test func aLiteralWithoutMatchersComparesItsBytes() {
    let literal = pattern("▿ Session\n  - id: 42\n  - note: <UUID 1>")
    #expect(!literal.hasMatchers)
    #expect(literal.matches("▿ Session\n  - id: 42\n  - note: <UUID 1>"))
    #expect(!literal.matches("▿ Session\n  - id: 43\n  - note: <UUID 1>"))
    #expect(!literal.matches(#"▿ Session\n  - id: 42\n  - note: <\UUID 1>"#))
  }

  @Test func anyIsAnyTextWithinItsLine() {
    let literal = pattern(#"- token: "<any>" (<any>)"#)
    #expect(literal.hasMatchers)
    #expect(literal.matches(#"- token: "abc" (x)"#))
    #expect(literal.matches(#"- token: "" ()"#))
    #expect(literal.matches(#"- token: "a" (b" (c)"#))
    #expect(!literal.matches("- token: \"a\nb\" (c)"))
    #expect(!literal.matches(#"- token: abc (x)"#))
  }

  @Test func textThatSpellsACharacterAnotherWayIsAnotherText() {
    // "é" as one scalar in the literal, as "e" and a combining accent in the value: Swift's `==`
    // calls them equal, a snapshot does not.
    let (precomposed, decomposed) = ("- name: \"Caf\u{E9}\"", "- name: \"Cafe\u{301}\"")
    #expect(precomposed == decomposed, "what Swift's == says")
    #expect(!MatcherPattern.matches(decomposed, literal: precomposed, kinds: MatcherKind.builtIns))
    #expect(MatcherPattern.recorded(decomposed, literal: precomposed, kinds: MatcherKind.builtIns) == decomposed)
    #expect(!pattern(precomposed + "\n<any>").matches(decomposed + "\nx"))
    #expect(MatcherPattern.matches(precomposed, literal: precomposed, kinds: MatcherKind.builtIns))
  }

  @Test func anyStopsAtEveryLineBreak() {
    let literal = pattern("status: <any>")
    #expect(literal.matches("status: ok"))
    for separator in ["\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
      #expect(!literal.matches("status: ok\(separator)ERROR: db down"), "\(separator.unicodeScalars.first!.value)")
      #expect(!pattern("<any>: ok").matches("a\(separator)b: ok"))
      #expect(!pattern("a <any> b <any Number>").matches("a x\(separator)y b 1"))
      // Text of the literal still matches the break itself.
      #expect(pattern("a\(separator)<any>").matches("a\(separator)b"))
    }
  }

  @Test func anEscapedMatcherIsText() {
    let literal = pattern(#"token: <\any>"#)
    #expect(!literal.hasMatchers)
    #expect(literal.matches(#"token: <\any>"#))
    #expect(!literal.matches("token: abc"))
    #expect(pattern("a\n  …\\").matches("a\n  …\\"))
    #expect(!pattern("a\n  …\\").matches("a\n  b"))
    #expect(!pattern("Box<any Equatable>").hasMatchers)
  }

  @Test func aRealChangeOnALineWithoutAMatcherFails() {
    let literal = pattern("▿ Order\n  - id: <any UUID>\n  - total: 12")
    #expect(literal.matches("▿ Order\n  - id: 9F2C4A1E-0B3D-4C5E-8F60-718293A4B5C6\n  - total: 12"))
    let changed = "▿ Order\n  - id: 9F2C4A1E-0B3D-4C5E-8F60-718293A4B5C6\n  - total: 13"
    #expect(!literal.matches(changed))
    let alignment = literal.alignment(with: changed)
    #expect(!alignment.matches)
    #expect(
      alignment.steps == [
        .kept(literalLine: 0, actualLines: 0..<1), .kept(literalLine: 1, actualLines: 1..<2),
        .removed(literalLine: 2), .added(actualLine: 2),
      ])
  }

  @Test func aSubtreeLineCoversLinesIndentedAtLeastAsDeep() {
    let literal = pattern("▿ User\n  - id: 42\n  …\n- done")
    #expect(literal.matches("▿ User\n  - id: 42\n  - name: x\n  ▿ tags\n    - a\n- done"))
    #expect(literal.matches("▿ User\n  - id: 42\n- done"))
    #expect(!literal.matches("▿ User\n  - id: 42\n - name: x\n- done"))
    #expect(!literal.matches("▿ User\n  - id: 42\n  - name: x"))
    #expect(pattern("…").matches("a\n  b\nc"))
    #expect(pattern("a\n…").matches("a"))
    #expect(pattern("…\nb").matches("b"))
    #expect(!pattern("  …").matches("a"))
  }

  @Test func aSubtreeCoversAsFewLinesAsLetTheRestMatch() {
    let literal = pattern("a\n  …\n  x\n  …\nb")
    let actual = "a\n  x\n  y\n  x\n  x\nb"
    #expect(
      literal.alignment(with: actual).steps == [
        .kept(literalLine: 0, actualLines: 0..<1), .kept(literalLine: 1, actualLines: 1..<1),
        .kept(literalLine: 2, actualLines: 1..<2), .kept(literalLine: 3, actualLines: 2..<5),
        .kept(literalLine: 4, actualLines: 5..<6),
      ])
    // The first place `a` matches leaves a line the shallower `…` cannot cover: the next one is used.
    let shifted = pattern("…\na\n  …\nb")
    #expect(
      shifted.alignment(with: "a\na\nb").steps == [
        .kept(literalLine: 0, actualLines: 0..<1), .kept(literalLine: 1, actualLines: 1..<2),
        .kept(literalLine: 2, actualLines: 2..<2), .kept(literalLine: 3, actualLines: 2..<3),
      ])
  }

  @Test func reRecordingKeepsEachLineThatStillMatchesAsWritten() {
    let literal = "▿ Session\n  - id: <any UUID>\n  - token: \"<any>\"\n  ▿ user: User\n    - id: 42\n    …\n  - n: 1"
    let matching = pattern(literal)
    let fresh =
      "▿ Session\n  - id: 0A2C4A1E-0B3D-4C5E-8F60-718293A4B5C6\n  - token: \"t\"\n  ▿ user: User\n"
      + "    - id: 42\n    - name: x\n  - n: 1"
    #expect(matching.rerecorded(for: fresh) == literal)
    let changed = fresh.replacingOccurrences(of: "n: 1", with: "n: 2")
    #expect(matching.rerecorded(for: changed) == literal.replacingOccurrences(of: "n: 1", with: "n: 2"))
    let stopped = fresh.replacingOccurrences(of: "0A2C4A1E-0B3D-4C5E-8F60-718293A4B5C6", with: "none")
    #expect(matching.rerecorded(for: stopped) == literal.replacingOccurrences(of: "<any UUID>", with: "none"))
    #expect(pattern("a\n<any Number>").rerecorded(for: "a\nb\n7") == "a\nb\n<any Number>")
  }

  @Test func theUsersOwnTokenTextIsRecordedAsTheActualWritesIt() {
    let written = #"note: <\any>"#
    #expect(pattern("note: <any Number>").rerecorded(for: written) == written)
    #expect(pattern(written).matches(written))
  }

  /// Line breaks are found eight bytes at a time: a `\n` at any place among them, and bytes next to
  /// one that a shorter zero-byte test would also flag (`\u{0B}`), split the text alike.
  @Test func linesAreSplitAtEachLineBreakAndNowhereElse() {
    for prefix in 0..<9 {
      let head = String(repeating: "x", count: prefix)
      let literal = pattern(head + "\n\u{0B}\u{0B}\n\n<any>\n\u{0B}")
      let actual = head + "\n\u{0B}\u{0B}\n\nabcdefghij\n\u{0B}"
      #expect(
        literal.alignment(with: actual).steps == (0..<5).map { .kept(literalLine: $0, actualLines: $0..<($0 + 1)) })
      #expect(!literal.matches(head + "\n\u{0B}\u{0B}\n\nabc\n\u{0B}\n"))
    }
  }

  @Test func equalTextsMatchBeforeTheLiteralIsRead() {
    #expect(MatcherPattern.matches("a\nb", literal: "a\nb", kinds: []))
    #expect(MatcherPattern.matches("a\n  b", literal: "a\n…", kinds: []))
    #expect(!MatcherPattern.matches("a\nc", literal: "a\nb", kinds: []))
  }

  /// Where placing each block at the first line it matches fails a hundred times over, the exact
  /// placement still finds the match (each `…` over one line) without trying combinations.
  @Test func aPlacementTheFirstFitDoesNotFindIsStillFound() {
    let literal = pattern(String(repeating: "…\na\n  …\nb\n", count: 100) + "end")
    let actual = String(repeating: "a\na\nb\n", count: 100) + "end"
    let alignment = literal.alignment(with: actual)
    #expect(alignment.matches)
    #expect(
      alignment.steps.prefix(4) == [
        .kept(literalLine: 0, actualLines: 0..<1), .kept(literalLine: 1, actualLines: 1..<2),
        .kept(literalLine: 2, actualLines: 2..<2), .kept(literalLine: 3, actualLines: 2..<3),
      ])
    #expect(!literal.matches(String(repeating: "a\na\nb\n", count: 100) + "  end"))
  }

  /// Many `<any>` on one line against a long line: each text is looked for once.
  @Test func manyAnyMatchersOnOneLineStayCheap() {
    let literal = pattern(Array(repeating: "x-", count: 200).joined(separator: "<any>") + "<any>y")
    #expect(literal.hasMatchers)
    let line = String(repeating: "x-.", count: 5000)
    #expect(literal.matches(line + "y"))
    #expect(!literal.matches(line + "z"))
    #expect(!literal.matches(String(repeating: "x-.", count: 199) + "y"))
  }
}
