import Foundation
import InlineSnapshotReview
import LiteralTokens
import Testing

@testable import InlineSnapshot
@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

extension SessionSandbox {
  /// The file `name`: one call with `case:` in `cases()`, its `(` at line 4, column 23, holding
  /// `literal` in a closure (none when `nil`).
  func writeSectioned(_ name: String, literal: String?) throws {
    var lines = [
      "import InlineSnapshot", "", "func cases() {", "  assertInlineSnapshot(of: value, as: .lines, case: n)",
    ]
    if let literal {
      lines[3] += " {"
      lines.append(LiteralWriter.literal(for: literal, indentation: "    ", newline: "\n"))
      lines.append("  }")
    }
    try write(name, (lines + ["}", ""]).joined(separator: "\n"))
  }

  /// Asserts `actual` for `name` at the call of ``writeSectioned(_:literal:)``, as
  /// `assertInlineSnapshot(of:as:case:)` does in record mode `mode`.
  @discardableResult
  func assert(
    _ actual: String, case name: String, in file: String, literal: String?, mode: SnapshotRecordMode
  ) -> (SnapshotOutcome, Disposition) {
    let site = site(file, line: 4, function: "cases()")
    let settled = session.file(at: site.path).settle(
      at: site, case: name, literal: literal, actual: actual, kinds: MatcherKind.builtIns, mode: mode, diffing: .lines)
    return (settled.outcome, settled.disposition)
  }

  /// The literal of the closure `file` holds now.
  func literal(of file: String) throws -> String? {
    let source = SourceFile(bytes: Array(try read(file).utf8))
    let call = try CallLocator(source).call(line: 4, column: 23)
    return try call.snapshot(for: ClosureDescriptor()).closure?.literal
  }
}

/// Assertions with `case:` through the session: each case against its own section, every record mode,
/// one write per file, crash-safe saving, stale sections, and conflicts.
@Suite struct SectionsSessionTests {
  @Test func missingSectionsAreRecordedInOneWriteInTheOrderTheyCame() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeSectioned("New.swift", literal: nil)
    for (name, value) in [("b", "B"), ("a", "A\n"), ("c", "")] {
      let (outcome, settlement) = sandbox.assert(value, case: name, in: "New.swift", literal: nil, mode: .missing)
      #expect(outcome == .recordMissing)
      guard case .recorded = settlement else {
        Issue.record("\(name): \(settlement)")
        return
      }
    }
    // Saved before the failures said "recorded": the first case as the document, the rest in its log.
    let saved = try sandbox.changes()
    #expect(saved.map(\.actual) == ["▸ b\nB\n▸ a\nA\n\n▸ c"])
    #expect(saved.first?.state == .recording(owner: sandbox.session.owner.name))
    #expect(FileManager.default.fileExists(atPath: sandbox.store.documentPath(saved[0].id).dropLast(5) + ".sections"))
    sandbox.session.finish()
    #expect(try sandbox.literal(of: "New.swift") == "▸ b\nB\n▸ a\nA\n\n▸ c")
    #expect(try sandbox.changes() == [], "written, so nothing is pending")
    #expect(sandbox.notices.withLock { $0 } == [])
  }

  @Test func aThousandCasesSaveOneDocumentAndAppendOneLineEach() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeSectioned("Many.swift", literal: nil)
    let cases = (1...1_000).map { ("case \($0)", "value \($0)") }
    for (name, value) in cases { sandbox.assert(value, case: name, in: "Many.swift", literal: nil, mode: .missing) }
    // No document saved again per case: the first case's document, then one log line for each later case.
    let saved = try sandbox.changes()
    #expect(saved.count == 1)
    let log = try String(
      contentsOfFile: sandbox.store.documentPath(saved[0].id).dropLast(5) + ".sections", encoding: .utf8)
    #expect(log.split(separator: "\n").count == 999)
    sandbox.session.finish()
    let written = cases.map { "▸ \($0.0)\n\($0.1)" }.joined(separator: "\n")
    #expect(try sandbox.literal(of: "Many.swift") == written)
  }

  @Test func missingRecordsNewSectionsAndKeepsDifferingOnesForReview() throws {
    let sandbox = try SessionSandbox()
    let literal = "▸ a\nA\n▸ b\nB"
    try sandbox.writeSectioned("Mixed.swift", literal: literal)
    let (same, _) = sandbox.assert("A", case: "a", in: "Mixed.swift", literal: literal, mode: .missing)
    #expect(same == .matched)
    let (differs, kept) = sandbox.assert("B2", case: "b", in: "Mixed.swift", literal: literal, mode: .missing)
    #expect(differs == .differentKeptPending(difference: "@@ -1,1 +1,1 @@\n-B\n+B2"))
    guard case .keptAtExit(let id) = kept else {
      Issue.record("\(kept)")
      return
    }
    sandbox.assert("C", case: "c", in: "Mixed.swift", literal: literal, mode: .missing)
    sandbox.session.finish()
    #expect(try sandbox.literal(of: "Mixed.swift") == "▸ a\nA\n▸ b\nB\n▸ c\nC", "only the missing section is written")
    let pending = try sandbox.changes()
    #expect(pending.map(\.id) == [id])
    #expect(pending.first?.expected == literal && pending.first?.actual == "▸ a\nA\n▸ b\nB2\n▸ c\nC")
    #expect(pending.first?.state == .waitingForReview)
  }

  @Test func failedRewritesOnlyTheFailingSectionsLines() throws {
    let sandbox = try SessionSandbox()
    // A section written by hand, with a blank line no writer would put there: its bytes stay.
    let literal = "▸ a\nA\n\n▸ b\nB\n▸ c\nC"
    try sandbox.writeSectioned("Failed.swift", literal: literal)
    let before = try sandbox.read("Failed.swift")
    sandbox.assert("A\n", case: "a", in: "Failed.swift", literal: literal, mode: .failed)
    sandbox.assert("B2", case: "b", in: "Failed.swift", literal: literal, mode: .failed)
    sandbox.assert("C", case: "c", in: "Failed.swift", literal: literal, mode: .failed)
    sandbox.session.finish()
    let after = try sandbox.read("Failed.swift")
    #expect(after == before.replacingOccurrences(of: "    ▸ b\n    B\n", with: "    ▸ b\n    B2\n"))
    #expect(try sandbox.changes() == [])
  }

  @Test func allWritesExactlyTheAssertedSectionsAndSaysWhatItDropped() throws {
    let sandbox = try SessionSandbox()
    let literal = "before\n▸ a\nA\n▸ gone\nG\n▸ b\nB"
    try sandbox.writeSectioned("All.swift", literal: literal)
    sandbox.assert("B", case: "b", in: "All.swift", literal: literal, mode: .all)
    sandbox.assert("A", case: "a", in: "All.swift", literal: literal, mode: .all)
    sandbox.session.finish()
    #expect(try sandbox.literal(of: "All.swift") == "▸ a\nA\n▸ b\nB")
    #expect(try sandbox.changes() == [])
    let dropped: String =
      "Dropped 2 parts: the text before its first ▸ line, \"gone\" from the snapshot closure at "
      + "\(sandbox.path("All.swift")):4: no case asserted them in this run, in record mode all.\n"
    #expect(sandbox.notices.withLock { $0 } == [dropped])
  }

  @Test func aStaleSectionStaysReportedAndKeptAsTheChangeThatDropsIt() throws {
    let sandbox = try SessionSandbox()
    let literal = "▸ a\nA\n▸ gone\nG"
    try sandbox.writeSectioned("Stale.swift", literal: literal)
    let (outcome, settlement) = sandbox.assert("A", case: "a", in: "Stale.swift", literal: literal, mode: .missing)
    guard outcome == .matched, case .matched = settlement else {
      Issue.record("\(outcome) \(settlement)")
      return
    }
    sandbox.session.finish()
    #expect(try sandbox.literal(of: "Stale.swift") == literal, "a stale section stays until it is dropped")
    // The document keeps the section it did not assert and names the one it did: only a review over
    // every store this run's shards left calls a section stale. This store alone is that whole run.
    let pending = try sandbox.changes()
    #expect(pending.map(\.actual) == ["▸ a\nA\n▸ gone\nG"] && pending.map(\.asserted) == [["a"]])
    let review = try MergedStore(stores: [sandbox.store]).load(packageRoot: sandbox.root.path)
    #expect(review.changes.map(\.actual) == ["▸ a\nA"])
    let stale: String =
      "warning: no case asserted the section \"gone\" of the snapshot closure at \(sandbox.path("Stale.swift")):4 "
      + "in this run (stale). It stays in the file: drop it with `swift run inline-snapshot accept "
      + "\(pending.first?.id ?? "")`, or by running the test in record mode all (`record: .all`, or "
      + "`SNAPSHOT_TESTING_RECORD=all`).\n"
    #expect(sandbox.notices.withLock { $0 } == [stale])
  }

  @Test func neverWritesNothingAndKeepsTheWholeClosuresChange() throws {
    let sandbox = try SessionSandbox()
    let literal = "▸ a\nA\n▸ b\nB"
    try sandbox.writeSectioned("Never.swift", literal: literal)
    let before = try sandbox.read("Never.swift")
    sandbox.assert("A2", case: "a", in: "Never.swift", literal: literal, mode: .never)
    sandbox.assert("B", case: "b", in: "Never.swift", literal: literal, mode: .never)
    sandbox.assert("C", case: "c", in: "Never.swift", literal: literal, mode: .never)
    sandbox.session.finish()
    #expect(try sandbox.read("Never.swift") == before)
    #expect(try sandbox.changes().map(\.actual) == ["▸ a\nA2\n▸ b\nB\n▸ c\nC"])
  }

  @Test func aMatchingRunRetiresTheClosuresOldChange() throws {
    let sandbox = try SessionSandbox()
    let literal = "▸ a\nA"
    try sandbox.writeSectioned("Fixed.swift", literal: literal)
    let site = sandbox.site("Fixed.swift", line: 4, function: "cases()")
    try sandbox.store.save(PendingChange(site: site, expected: literal, actual: "▸ a\nA2", fileHash: ""))
    sandbox.assert("A", case: "a", in: "Fixed.swift", literal: literal, mode: .missing)
    sandbox.session.finish()
    #expect(try sandbox.changes() == [])
  }

  @Test func aCaseWithTwoValuesWritesNeitherAndKeepsTheFirstThatDidNotMatch() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeSectioned("Twice.swift", literal: nil)
    sandbox.assert("X", case: "x", in: "Twice.swift", literal: nil, mode: .missing)
    sandbox.assert("1", case: "dup", in: "Twice.swift", literal: nil, mode: .missing)
    let (_, second) = sandbox.assert("2", case: "dup", in: "Twice.swift", literal: nil, mode: .missing)
    guard case .conflicting(let conflict) = second else {
      Issue.record("\(second)")
      return
    }
    #expect(conflict.caseName == "dup" && conflict.values == ["\"1\"", "\"2\""])
    // The withdrawn section is withdrawn from the saved recording too: a crash would not write it.
    #expect(try sandbox.changes().map(\.actual) == ["▸ x\nX"])
    sandbox.session.finish()
    #expect(try sandbox.literal(of: "Twice.swift") == "▸ x\nX")
    let pending = try sandbox.changes()
    #expect(pending.map(\.actual) == ["▸ x\nX\n▸ dup\n1"])
    let twice: String =
      "error: the section \"dup\" of the snapshot closure at \(sandbox.path("Twice.swift")):4 got 2 different values "
      + "in this run (\"1\", \"2\"), so nothing was written for it; the first value that did not match is kept "
      + "for review in pending change \(pending.first?.id ?? "").\n"
    #expect(sandbox.notices.withLock { $0 } == [twice])
  }

  @Test func aClosureAssertedWithAndWithoutCaseRecordsOnlyTheFirstKind() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeSectioned("Both.swift", literal: nil)
    sandbox.assert("A", case: "a", in: "Both.swift", literal: nil, mode: .missing)
    let site = sandbox.site("Both.swift", line: 4, function: "cases()")
    let single = sandbox.session.file(at: site.path).settle(
      .recordMissing, at: site, case: nil, literal: nil, expected: nil, actual: "whole", mode: .missing)
    guard case .conflicting(let conflict) = single, case .withAndWithoutCase = conflict.other else {
      Issue.record("\(single)")
      return
    }
    sandbox.session.finish()
    #expect(try sandbox.literal(of: "Both.swift") == "▸ a\nA")
  }

  @Test func aRunThatRecordsWhatACrashedProcessRecordedWritesIt() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeSectioned("Again.swift", literal: nil)
    let site = sandbox.site("Again.swift", line: 4, function: "cases()")
    try sandbox.saveCrashedRecording(
      "▸ a\nA", logged: [.set("b", value: "B")], at: site, expected: nil, in: "Again.swift")
    // The rerun gets the same values: both runs said "recorded", so the closure holds them.
    let aDisposition = sandbox.assert("A", case: "a", in: "Again.swift", literal: nil, mode: .missing).1
    #expect({ if case .recorded = aDisposition { true } else { false } }())
    let bDisposition = sandbox.assert("B", case: "b", in: "Again.swift", literal: nil, mode: .missing).1
    #expect({ if case .recorded = bDisposition { true } else { false } }())
    sandbox.session.finish()
    #expect(try sandbox.literal(of: "Again.swift") == "▸ a\nA\n▸ b\nB")
    #expect(try sandbox.changes().isEmpty)
  }

  @Test func aFailedRewriteOfACrashedProcessIsWrittenWithThisRunsCases() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeSectioned("Rewrite.swift", literal: "▸ a\nold\n▸ b\nB")
    let site = sandbox.site("Rewrite.swift", line: 4, function: "cases()")
    // A process of this build rewrote section a in mode failed, then died before writing it.
    try sandbox.saveCrashedRecording(
      "▸ a\nnew\n▸ b\nB", at: site, expected: "▸ a\nold\n▸ b\nB", in: "Rewrite.swift")
    sandbox.assert("C", case: "c", in: "Rewrite.swift", literal: "▸ a\nold\n▸ b\nB", mode: .missing)
    sandbox.session.finish()
    #expect(try sandbox.literal(of: "Rewrite.swift") == "▸ a\nnew\n▸ b\nB\n▸ c\nC")
  }

  @Test func sectionsKeptAtExitNeverReplaceAnotherRunningProcesssRecording() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeSectioned("Shared.swift", literal: "▸ a\nA")
    let site = sandbox.site("Shared.swift", line: 4, function: "cases()")
    // Another process of the run records case b into the closure and is still running.
    let (theirs, other) = try sandbox.saveRunningProcesssRecording(
      "▸ a\nA\n▸ b\nB", at: site, expected: "▸ a\nA", in: "Shared.swift")
    defer { other.release() }
    // This one asserts case a with another value in record mode never: kept at exit.
    sandbox.assert("changed", case: "a", in: "Shared.swift", literal: "▸ a\nA", mode: .never)
    sandbox.session.finish()
    #expect(try sandbox.changes() == [theirs], "their recording is left alone")
    #expect(
      sandbox.notices.withLock { $0 }.contains {
        $0.hasPrefix("error: another running test process is recording") && $0.contains("Shared.swift:4")
      })
  }

  @Test func sectionsTwoProcessesOfOneBuildRecordAreAllWritten() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeSectioned("Parallel.swift", literal: nil)
    let binary = sandbox.root.appendingPathComponent(".build/debug/AppPackageTests.xctest")
    try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("binary".utf8).write(to: binary)
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(2)], ofItemAtPath: binary.path)
    let site = sandbox.site("Parallel.swift", line: 4, function: "cases()")
    let notices = sandbox.notices
    func session() -> SnapshotSession {
      SnapshotSession(
        build: TestBuild(binaryPath: binary.path), environment: [:], installsExitHook: false,
        announce: { notice in notices.withLock { $0.append(SessionNoticeText.line(for: notice)) } })
    }
    func assert(_ value: String, case name: String, in session: SnapshotSession) -> Disposition {
      session.file(at: site.path).settle(
        at: site, case: name, literal: nil, actual: value, kinds: MatcherKind.builtIns, mode: .missing, diffing: .lines
      ).disposition
    }
    // Two processes of one build (`swift test --parallel`) record a case each: the first writes its
    // section and ends, then the second records another case over it.
    let (first, second) = (session(), session())
    guard case .recorded = assert("A", case: "a", in: first) else {
      Issue.record("a was not recorded")
      return
    }
    first.finish()
    guard case .recorded = assert("B", case: "b", in: second) else {
      Issue.record("b was not recorded")
      return
    }
    second.finish()
    #expect(try sandbox.literal(of: "Parallel.swift") == "▸ a\nA\n▸ b\nB")
    #expect(!notices.withLock { $0 }.contains { $0.hasPrefix("error:") })
    // The second process asserted only b: as any run that asserts some cases, it leaves the change
    // that names them, which a review over every store reads (see `aStaleSection…`).
    #expect(try sandbox.changes().map(\.asserted) == [["b"]])
  }

  @Test func aSectionKeptAtExitBesideAnotherProcesssRecordingIsNamedWhenNotKept() throws {
    let sandbox = try SessionSandbox()
    let literal = "▸ a\nA\n▸ b\nB"
    try sandbox.writeSectioned("Busy.swift", literal: literal)
    let site = sandbox.site("Busy.swift", line: 4, function: "cases()")
    let (theirs, other) = try sandbox.saveRunningProcesssRecording(
      "▸ a\nA\n▸ b\nB\n▸ c\nC", at: site, expected: literal, in: "Busy.swift")
    defer { other.release() }
    // This process records d (refused: the other process records the closure), then keeps b's new
    // value for review when it ends, which its failure says.
    sandbox.assert("D", case: "d", in: "Busy.swift", literal: literal, mode: .missing)
    let (_, kept) = sandbox.assert("B2", case: "b", in: "Busy.swift", literal: literal, mode: .never)
    #expect(kept.keptID == site.id)
    sandbox.session.finish()
    #expect(try sandbox.changes() == [theirs])
    #expect(
      sandbox.notices.withLock { $0 }.contains { $0.hasPrefix("error: another running test process is recording") })
  }

  @Test func aCrashedProcesssSectionsAreAppliedByTheNextProcess() throws {
    let sandbox = try SessionSandbox()
    try sandbox.writeSectioned("Crash.swift", literal: nil)
    let site = sandbox.site("Crash.swift", line: 4, function: "cases()")
    // What a process that died after recording two cases left: its document and its section log.
    try sandbox.saveCrashedRecording(
      "▸ a\nA", logged: [.set("b", value: "B")], at: site, expected: nil, in: "Crash.swift")
    // The next process that records the closure writes them too, before its own new ones.
    sandbox.assert("A", case: "a", in: "Crash.swift", literal: nil, mode: .missing)
    sandbox.assert("Z", case: "z", in: "Crash.swift", literal: nil, mode: .missing)
    sandbox.session.finish()
    #expect(try sandbox.literal(of: "Crash.swift") == "▸ a\nA\n▸ b\nB\n▸ z\nZ")
    // This run did not assert "b": it is stale, and the change kept for review, read by a review of
    // this store, drops it.
    #expect(try sandbox.changes().map(\.asserted) == [["a", "z"]])
    let review = try MergedStore(stores: [sandbox.store]).load(packageRoot: sandbox.root.path)
    #expect(review.changes.map(\.actual) == ["▸ a\nA\n▸ z\nZ"])
    #expect(sandbox.notices.withLock { $0 }.first?.hasPrefix("warning: no case asserted the section \"b\"") == true)
  }

  /// A section whose value now spells a character another way is recorded (snapshots compare bytes),
  /// and what the failure said was recorded is written; kept for review, it is kept.
  @Test func aSectionThatChangedOnlyHowACharacterIsSpelledIsWrittenAndKept() throws {
    let sandbox = try SessionSandbox()
    let (composed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
    let literal = "▸ a\n" + decomposed + "\n▸ b\nB"
    try sandbox.writeSectioned("Spelled.swift", literal: literal)
    try sandbox.writeSectioned("Kept.swift", literal: literal)
    let (outcome, settlement) = sandbox.assert(
      composed, case: "a", in: "Spelled.swift", literal: literal, mode: .failed)
    guard case .rewriteDifferent = outcome, case .recorded = settlement else {
      Issue.record("\(outcome), \(settlement)")
      return
    }
    let (_, kept) = sandbox.assert(composed, case: "a", in: "Kept.swift", literal: literal, mode: .missing)
    guard case .keptAtExit = kept else {
      Issue.record("\(kept)")
      return
    }
    for file in ["Spelled.swift", "Kept.swift"] {
      sandbox.assert("B", case: "b", in: file, literal: literal, mode: file == "Kept.swift" ? .missing : .failed)
    }
    sandbox.session.finish()
    #expect(
      try sandbox.literal(of: "Spelled.swift").map { Array($0.utf8) } == Array(("▸ a\n" + composed + "\n▸ b\nB").utf8))
    let pending = try sandbox.changes()
    #expect(pending.count == 1, "\(pending.map { ($0.file, $0.state, $0.actual ?? "-") })")
    #expect(pending.first?.actual.map { Array($0.utf8) } == Array(("▸ a\n" + composed + "\n▸ b\nB").utf8))
  }
}
