import Foundation
import Testing

@testable import InlineSnapshot
@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

/// The ledger of one file: what each snapshot closure got, and what is queued or kept for it.
@Suite struct ClosureLedgerTests {
  func change(line: Int, _ actual: String) -> PendingChange {
    PendingChange(
      site: SnapshotSite(path: "/p/Tests/A.swift", line: line, column: 23, function: "f()"), expected: nil,
      actual: actual, fileHash: "")
  }

  @Test func aClosureWithASecondValueConflictsAndQueuesNothingMore() {
    var ledger = ClosureLedger()
    let first = change(line: 4, "alpha")
    let noted = ledger.note("alpha", of: first.id)
    let again = ledger.note("alpha", of: first.id)
    #expect(!noted && !again, "the same value again is one value")
    let queued = ledger.queue(ClosureLedger.Recording(change: first, isSaved: true))
    #expect(queued && ledger.isRecording(first.id))
    let conflicting = ledger.note("beta", of: first.id)
    #expect(conflicting)
    #expect(ledger.previews(first.id) == ["\"alpha\"", "\"beta\""])
    let queuedBeta = ledger.queue(ClosureLedger.Recording(change: change(line: 4, "beta"), isSaved: true))
    #expect(!queuedBeta)
    // The value recorded first is the one kept for review; its recording is withdrawn.
    let kept = ledger.withdraw(first.id, candidate: change(line: 4, "beta"))
    #expect(kept?.actual == "alpha")
    #expect(!ledger.isRecording(first.id))
    let candidate = ledger.withdraw(first.id, candidate: change(line: 4, "beta"))
    #expect(candidate?.actual == "beta")
  }

  @Test func anotherProcessesValueComesFirst() {
    var ledger = ClosureLedger()
    let id = change(line: 4, "mine").id
    ledger.noteOther("theirs", of: id)
    let conflicting = ledger.note("mine", of: id)
    #expect(conflicting)
    #expect(ledger.previews(id) == ["\"theirs\"", "\"mine\""])
  }

  @Test func recordingsAndKeptChangesKeepTheOrderTheyWereDecidedIn() {
    var ledger = ClosureLedger()
    let (a, b, c) = (change(line: 4, "a"), change(line: 5, "b"), change(line: 6, "c"))
    for recorded in [a, b, c] { _ = ledger.queue(ClosureLedger.Recording(change: recorded, isSaved: true)) }
    _ = ledger.queue(ClosureLedger.Recording(change: a, isSaved: false))
    #expect(ledger.recordings.map(\.change.id) == [b.id, c.id, a.id], "deciding again moves a recording last")
    #expect(ledger.queuedEdits(sameCallAs: a.site).isEmpty, "other calls' recordings are not the same call's")
    let keptInstead = ledger.keep(b)
    #expect(!keptInstead, "a kept change replaces the closure's recording")
    #expect(ledger.recordings.map(\.change.id) == [c.id, a.id])
    #expect(ledger.kept.map(\.id) == [b.id])
    let taken = ledger.takeRecordings()
    #expect(taken.map(\.change.id) == [c.id, a.id])
    #expect(ledger.recordings.isEmpty)
  }

  @Test func aRecordingOfTheKeptValueReplacesTheKeptChange() {
    var ledger = ClosureLedger()
    let same = change(line: 4, "same")
    _ = ledger.note("same", of: same.id)
    ledger.keep(same)
    _ = ledger.note("same", of: same.id)
    let queued = ledger.queue(ClosureLedger.Recording(change: same, isSaved: true))
    #expect(queued && ledger.isRecording(same.id))
    #expect(ledger.kept.isEmpty, "the recording's document replaced the kept one: nothing is left pending")
  }

  @Test func aKeptValueStaysWhenTheClosureGetsAnother() {
    var ledger = ClosureLedger()
    let one = change(line: 4, "one")
    _ = ledger.note("one", of: one.id)
    let keptOne = ledger.keep(one)
    _ = ledger.note("two", of: one.id)
    let keptTwo = ledger.keep(change(line: 4, "two"))
    #expect(!keptOne && keptTwo, "the first value's change stays kept")
    #expect(ledger.kept.map(\.actual) == ["one"])
  }

  @Test func previewsAreTheFirstLineCutAtFortyCharacters() {
    #expect(ClosureLedger.preview("short") == "\"short\"")
    #expect(ClosureLedger.preview("first\nsecond") == "\"first…\"")
    #expect(
      ClosureLedger.preview(String(repeating: "x", count: 50)) == "\"" + String(repeating: "x", count: 40) + "…\"")
    #expect(ClosureLedger.preview(nil) == "nil", "a nil value, which removes the closure")
  }

  @Test func aNilValueIsAValueOfItsOwn() {
    var ledger = ClosureLedger()
    let first = ledger.note(nil, of: "1f2e3d4c")
    let again = ledger.note(nil, of: "1f2e3d4c")
    let text = ledger.note("nil", of: "1f2e3d4c")
    #expect(!first && !again)
    #expect(text, "the text \"nil\" is not a nil value")
    #expect(ledger.previews("1f2e3d4c") == ["nil", "\"nil\""])
  }
}
