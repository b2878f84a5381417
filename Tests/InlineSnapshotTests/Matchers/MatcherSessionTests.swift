import Foundation
import LiteralTokens
import Testing

@testable import InlineSnapshot
@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

extension SessionSandbox {
  /// The file `name`: one call in `matches()`, its `(` at line 4, column 23, holding `literal`.
  func writeCall(_ name: String, literal: String) throws {
    let lines = [
      "import InlineSnapshot", "", "func matches() {", "  assertInlineSnapshot(of: value, as: .lines) {",
      LiteralWriter.literal(for: literal, indentation: "    ", newline: "\n"), "  }", "}", "",
    ]
    try write(name, lines.joined(separator: "\n"))
  }

  /// Asserts `actual` at the call of ``writeCall(_:literal:)`` (or with `case:`, at
  /// ``writeSectioned(_:literal:)``'s), as an assertion does in record mode `mode`.
  func settle(
    _ actual: String, in name: String, literal: String, case caseName: String? = nil, mode: SnapshotRecordMode,
    kinds: [MatcherKind] = MatcherKind.builtIns
  ) -> (recorded: String?, outcome: SnapshotOutcome, disposition: Disposition) {
    let site = site(name, line: 4, function: caseName == nil ? "matches()" : "cases()")
    let settled = session.file(at: site.path).settle(
      at: site, case: caseName, literal: literal, actual: actual, kinds: kinds, mode: mode, diffing: .lines)
    return (settled.recorded, settled.outcome, settled.disposition)
  }
}

/// Literals with matchers through the session: what passes, what is recorded and kept, and the
/// file afterwards.
@Suite struct MatcherSessionTests {
  static let literal = """
    ▿ Session
      - id: <any UUID>
      - token: "<any>"
      ▿ user: User
        - id: 42
        …
      - plan: "free"
    """

  static func actual(id: UUID = UUID(), token: String = "t-\(UUID())", plan: String = "free") -> String {
    """
    ▿ Session
      - id: \(id)
      - token: "\(token)"
      ▿ user: User
        - id: 42
        - name: "Ada"
        ▿ roles: 2 elements
          - "admin"
          - "owner"
      - plan: "\(plan)"
    """
  }

  @Test func freshValuesMatchInEveryModeAndNothingIsWritten() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeCall("Fresh.swift", literal: Self.literal)
    let before = try sandbox.read("Fresh.swift")
    for mode in SnapshotRecordMode.allCases {
      // The same closure gets a different value each time: each matches, so none conflicts.
      for _ in 0..<3 {
        let settled = sandbox.settle(Self.actual(), in: "Fresh.swift", literal: Self.literal, mode: mode)
        #expect(settled.outcome == .matched, "\(mode)")
        guard case .matched = settled.disposition else {
          Issue.record("\(mode): \(settled.disposition)")
          return
        }
        #expect(settled.recorded == Self.literal)
      }
    }
    sandbox.session.finish()
    #expect(try sandbox.read("Fresh.swift") == before, "byte-identical")
    #expect(try sandbox.changes() == [])
  }

  @Test func aRealChangeFailsAndTheDiffShowsOnlyTheLineThatDoesNotMatch() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeCall("Change.swift", literal: Self.literal)
    let settled = sandbox.settle(Self.actual(plan: "pro"), in: "Change.swift", literal: Self.literal, mode: .never)
    guard case .differentKeptPending(let difference) = settled.outcome else {
      Issue.record("\(settled.outcome)")
      return
    }
    let changes = difference.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
    #expect(
      changes.filter { !$0.hasPrefix("---") && !$0.hasPrefix("+++") } == ["-  - plan: \"free\"", "+  - plan: \"pro\""])
    #expect(difference.contains("\n     …\n"), "a matched line is context: \(difference)")
    // The change kept for review holds the literal with its matchers, and only that line new.
    let kept = try sandbox.changes()
    #expect(kept.map(\.actual) == [Self.literal.replacingOccurrences(of: "\"free\"", with: "\"pro\"")])
  }

  @Test func aFailedReRecordChangesOnlyTheChangedLineAndKeepsEveryMatcherAsWritten() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeCall("Rerecord.swift", literal: Self.literal)
    let before = try sandbox.read("Rerecord.swift")
    let settled = sandbox.settle(Self.actual(plan: "pro"), in: "Rerecord.swift", literal: Self.literal, mode: .failed)
    guard case .recorded = settled.disposition else {
      Issue.record("\(settled.disposition)")
      return
    }
    sandbox.session.finish()
    #expect(
      try sandbox.read("Rerecord.swift")
        == before.replacingOccurrences(of: "- plan: \"free\"", with: "- plan: \"pro\""))
  }

  @Test func aMatcherThatStopsMatchingIsReplacedByTheActualText() throws {
    let sandbox = try SessionSandbox()
    let literal = "- id: <any Number>\n- name: \"<any>\""
    try sandbox.writeCall("Stopped.swift", literal: literal)
    let id = UUID()
    let settled = sandbox.settle("- id: \(id)\n- name: \"Ada\"", in: "Stopped.swift", literal: literal, mode: .all)
    #expect(settled.recorded == "- id: \(id)\n- name: \"<any>\"", "<any Number> does not accept a UUID")
    sandbox.session.finish()
    #expect(try sandbox.literal(of: "Stopped.swift") == "- id: \(id)\n- name: \"<any>\"")
  }

  @Test func eachSectionKeepsItsOwnMatchers() throws {
    let sandbox = try SessionSandbox()
    let literal = "▸ first\nid: <any UUID>\nn: 1\n▸ second\nid: <any UUID>\nn: 2"
    try sandbox.writeSectioned("Sections.swift", literal: literal)
    let first = sandbox.settle(
      "id: \(UUID())\nn: 1", in: "Sections.swift", literal: literal, case: "first", mode: .failed)
    #expect(first.outcome == .matched)
    let second = sandbox.settle(
      "id: \(UUID())\nn: 3", in: "Sections.swift", literal: literal, case: "second", mode: .failed)
    #expect(second.recorded == "id: <any UUID>\nn: 3")
    sandbox.session.finish()
    #expect(
      try sandbox.literal(of: "Sections.swift") == "▸ first\nid: <any UUID>\nn: 1\n▸ second\nid: <any UUID>\nn: 3")
  }

  @Test func aPlaceholderTokenIsAKindsValueAndStillComparedByIdentityElsewhere() throws {
    let sandbox = try SessionSandbox()
    let literal = "- id: <any UUID>\n- owner: <UUID 1>"
    try sandbox.writeCall("Tokens.swift", literal: literal)
    #expect(
      sandbox.settle("- id: <UUID 2>\n- owner: <UUID 1>", in: "Tokens.swift", literal: literal, mode: .never).outcome
        == .matched)
    let other = sandbox.settle("- id: <UUID 1>\n- owner: <UUID 2>", in: "Tokens.swift", literal: literal, mode: .never)
    #expect(other.recorded == "- id: <any UUID>\n- owner: <UUID 2>")
  }

  @Test func theUsersOwnMatcherTextIsTextAndAChangeToItFails() throws {
    let sandbox = try SessionSandbox()
    // What the toolkit writes for a value holding `<any>` and a `…` line: escaped, so plain text.
    let literal = LiteralEscape.escaped("note: <any>\n…")
    try sandbox.writeCall("Own.swift", literal: literal)
    #expect(sandbox.settle(literal, in: "Own.swift", literal: literal, mode: .never).outcome == .matched)
    let changed = LiteralEscape.escaped("note: anything\n- more")
    #expect(sandbox.settle(changed, in: "Own.swift", literal: literal, mode: .never).outcome != .matched)
  }
}
