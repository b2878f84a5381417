import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// What the assertions with `case:` at one snapshot closure got in this run, case by case, and what
/// follows for the closure when the process ends: the value to write, the value to keep for review,
/// and the parts no case asserted (stale).
///
/// Each case compares against its own section (see ``SnapshotSections``). A case that gets two
/// different values conflicts, as a closure without sections does: nothing is written for its
/// section, and the first of its values that did not match is kept for review.
///
/// A value type in its closure's ledger entry (see ``ClosureLedger``), under the file's one lock, so
/// that a case's value, its decision and its saving happen together and in order.
struct ClosureSections {
  /// The closure's site, as its first case reported it.
  let site: SnapshotSite
  /// The closure's literal in the file the tests were built from; `nil` when the call has none.
  let literal: String?
  /// The sections of ``literal``: what each case compares against.
  let original: SnapshotSections
  /// What the closure holds before this process writes it: the literal's sections, or those a test
  /// process of this build already wrote into it.
  let held: SnapshotSections
  /// ``held``, with the sections a crashed process recorded: what this process's cases are set over.
  private(set) var base: SnapshotSections
  /// Whether ``held`` is what a test process of this build wrote, not the literal.
  let heldWasWritten: Bool
  private(set) var cases: [String: Case] = [:]
  /// The cases, in the order they were first asserted: new sections are appended in this order.
  private(set) var order: [String] = []
  /// Whether a case was asserted in record mode `all`: the closure is then written with exactly the
  /// cases asserted in this run.
  private(set) var dropsUnasserted = false
  /// Where the closure's recording is saved.
  var recording: Recording = .none

  /// One case's values in this run.
  struct Case {
    /// Content hashes of its distinct values, and a preview of each, in the order they came.
    var hashes: [String] = []
    var previews: [String] = []
    /// The value a record mode decided to write.
    var recorded: String?
    /// The first value that did not match: what the closure's change for review holds.
    var proposed: String?

    var isConflicting: Bool { hashes.count > 1 }
  }

  /// Where this process saves the closure's recording, so that a crash loses no section.
  enum Recording {
    /// No section recorded yet.
    case none
    /// The pending change document is saved; its `actual` has the hash `base`, and later sections are
    /// appended to its log.
    case saved(base: String)
    /// The document could not be saved: the sections are written when the process ends, but a crash
    /// loses them.
    case unsaved(StoreError)
    /// The recording cannot land in the file; the sections are kept for review.
    case refused(Refusal)
    /// Another running test process records a different value for the closure (`nil`: its removal);
    /// this one records nothing.
    case recordedByAnotherProcess(String?)
  }

  init(site: SnapshotSite, literal: String?, written: String?) {
    self.site = site
    self.literal = literal
    original = SnapshotSections(reading: literal ?? "")
    held = written.map(SnapshotSections.init(reading:)) ?? original
    base = held
    heldWasWritten = written != nil
  }

  /// Takes the sections that a test process which crashed before writing them recorded, `recorded`
  /// (the sections it added or set, where the closure still holds the literal's): they are written with
  /// this process's, which are set over them.
  mutating func takeCrashedRecording(_ recorded: String) {
    base = held.applying(SnapshotSections(reading: recorded), changedFrom: original)
  }

  // MARK: - Cases

  /// Notes that case `name` got `value`, and what its assertion decided in record mode `mode`;
  /// returns `false` when the case now has more than one value (its recording, if any, is withdrawn).
  mutating func note(_ value: String, of name: String, outcome: SnapshotOutcome, mode: SnapshotRecordMode) -> Bool {
    if mode == .all { dropsUnasserted = true }
    var entry = cases[name] ?? Case()
    if cases[name] == nil { order.append(name) }
    let hash = ContentHash.of(value)
    if !entry.hashes.contains(hash) {
      entry.hashes.append(hash)
      entry.previews.append(ClosureLedger.preview(value))
    }
    if outcome != .matched, entry.proposed == nil { entry.proposed = value }
    if entry.isConflicting {
      entry.recorded = nil
    } else if outcome.writes {
      entry.recorded = value
    }
    cases[name] = entry
    return !entry.isConflicting
  }

  /// Whether the case's section holds another value in what a test process of this build wrote.
  func writtenValue(of name: String, differsFrom value: String) -> String? {
    guard heldWasWritten, let written = held.value(of: name), !written.hasSameBytes(as: value) else { return nil }
    return written
  }

  // MARK: - When the process ends

  /// The sections to save while the process runs: ``base`` with every recorded case.
  var recorded: SnapshotSections {
    var sections = base
    for name in order { if let value = cases[name]?.recorded { sections.set(value, of: name) } }
    return sections
  }

  /// The value to write into the closure when the process ends: ``recorded``, without the parts no case
  /// asserted when a case ran in mode `all`; `nil` when that is what the closure holds (``held``: what a
  /// crashed process recorded is written too).
  var written: String? {
    var sections = dropsUnasserted ? base.keeping(Set(order)) : base
    for name in order { if let value = cases[name]?.recorded { sections.set(value, of: name) } }
    let text = sections.text
    return text.hasSameBytes(as: held.text) ? nil : text
  }

  /// The closure with exactly the cases asserted in this run, each with its first value that did not
  /// match: what record mode `all` writes, and what the closure's change for review proposes in that
  /// mode.
  var asserted: String {
    var sections = base.keeping(Set(order))
    for name in order { if let value = cases[name]?.proposed { sections.set(value, of: name) } }
    return sections.text
  }

  /// The closure with each case asserted in this run holding its first value that did not match, and
  /// every other part as the closure holds it: what the closure's change for review proposes when no
  /// case ran in mode `all`. A process that asserted only some cases (a shard of a CI run, a filtered
  /// run) cannot tell a stale section from one another process asserts, so its change drops none; the
  /// review over every store decides (see ``PendingChange/asserted``).
  var proposed: String {
    var sections = base
    for name in order { if let value = cases[name]?.proposed { sections.set(value, of: name) } }
    return sections.text
  }

  /// The change for review's ``PendingChange/asserted``: the cases asserted in this run when the
  /// closure has parts none of them asserted and no case ran in mode `all`; else `nil`, every section
  /// the change holds was asserted.
  var assertedCases: [String]? {
    dropsUnasserted || unclaimed.isEmpty ? nil : order
  }

  /// The parts of the closure no case asserted in this run.
  var unclaimed: [SnapshotSections.Unclaimed] { base.unclaimed(by: Set(order)) }

  /// The cases that got several values, with a preview of each value.
  var conflicts: [(name: String, previews: [String])] {
    order.compactMap { name in
      guard let entry = cases[name], entry.isConflicting else { return nil }
      return (name, entry.previews)
    }
  }
}
