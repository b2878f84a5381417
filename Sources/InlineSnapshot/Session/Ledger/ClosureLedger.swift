import InlineSnapshotStore
import InlineSnapshotSyntax

/// What this process saw and did, per snapshot closure of one file, in this run: the values the
/// closure got, the recording queued for it and the change kept for it.
///
/// A snapshot closure holds one snapshot: when it gets more than one value in a run (a
/// parameterised test, a loop, a helper that does not forward `#line`), none of them is written, and
/// the first that did not match is kept for review.
///
/// A value in its file's state (see ``TestFileState``), under the file's one lock, so that what a
/// closure got and what is queued or kept for it change together.
struct ClosureLedger {
  /// One closure's line in the ledger.
  private struct Entry {
    /// Content hashes of the distinct values, in the order they came.
    var hashes: [String] = []
    /// A short preview of each value, for messages.
    var previews: [String] = []
    /// The recording to write at exit, and when it was decided.
    var recording: (recording: Recording, order: Int)?
    /// The change this process left pending in the store for the closure, and when.
    var kept: (change: PendingChange, order: Int)?
    /// The closure's sections, when it was asserted with `case:`, and when its first case came.
    var sections: (state: ClosureSections, order: Int)?

    var isConflicting: Bool { hashes.count > 1 }
  }

  /// A recording to write into the file when the process ends.
  struct Recording: Sendable {
    var change: PendingChange
    /// Whether its document was saved (a crash then loses nothing).
    var isSaved: Bool
  }

  private var entries: [String: Entry] = [:]
  private var nextOrder = 0

  // MARK: - Values

  /// Notes that the closure `id` got `value` (`nil`: a `nil` value, which removes the closure);
  /// returns whether the closure now has more than one value.
  mutating func note(_ value: String?, of id: String) -> Bool {
    let hash = Self.hash(of: value)
    var entry = entries[id] ?? Entry()
    if !entry.hashes.contains(hash) {
      entry.hashes.append(hash)
      entry.previews.append(Self.preview(value))
    }
    entries[id] = entry
    return entry.isConflicting
  }

  /// Notes a value another test process recorded or wrote for the closure `id`, first, so that
  /// later values of the closure in this process conflict with it.
  mutating func noteOther(_ value: String?, of id: String) {
    var entry = entries[id] ?? Entry()
    let hash = Self.hash(of: value)
    if !entry.hashes.contains(hash) {
      entry.hashes.insert(hash, at: 0)
      entry.previews.insert(Self.preview(value), at: 0)
    }
    entries[id] = entry
  }

  /// Whether the closure `id` got more than one value.
  func isConflicting(_ id: String) -> Bool { entries[id]?.isConflicting == true }

  /// Previews of the closure's distinct values, in the order they came.
  func previews(_ id: String) -> [String] { entries[id]?.previews ?? [] }

  /// The first line of `value`, at most 40 characters, quoted; `…` marks what was cut; `nil` unquoted.
  static func preview(_ value: String?) -> String {
    guard let value else { return "nil" }
    let firstLine = value.prefix { $0 != "\n" && $0 != "\r" }
    let cut = firstLine.prefix(40)
    return "\"" + cut + (cut.count < value.count ? "…" : "") + "\""
  }

  /// A value's ``ContentHash``; a `nil` value has one no string has.
  private static func hash(of value: String?) -> String {
    value.map(ContentHash.of) ?? "nil"
  }

  // MARK: - Sections

  /// The sections of the closure `id`, when it was asserted with `case:`; what a case changes in
  /// them is stored back with ``update(_:)``.
  func sections(of id: String) -> ClosureSections? { entries[id]?.sections?.state }

  /// Whether the closure `id` got a value without `case:` in this run: it then holds one value, and
  /// gets no sections (a closure holds sections or one value, not both).
  func hasValues(_ id: String) -> Bool { entries[id]?.hashes.isEmpty == false }

  /// Adds the sections of a closure at its first case.
  mutating func add(_ sections: ClosureSections) {
    entries[sections.site.id, default: Entry()].sections = (sections, nextOrder)
    nextOrder += 1
  }

  /// Stores `sections`, changed by a case, as its closure's.
  mutating func update(_ sections: ClosureSections) {
    entries[sections.site.id]?.sections?.state = sections
  }

  /// Whether the closure `id` was asserted with `case:` in this run.
  func isSectioned(_ id: String) -> Bool { entries[id]?.sections != nil }

  /// The closures asserted with `case:`, in the order their first cases came.
  var sectioned: [ClosureSections] {
    entries.values.compactMap(\.sections).sorted { $0.order < $1.order }.map(\.state)
  }

  // MARK: - Recordings and kept changes

  /// Queues `recording` for the end of the process, unless its closure got another value; returns
  /// whether it was queued. The recording replaces a change kept for the closure with the same value.
  @discardableResult
  mutating func queue(_ recording: Recording) -> Bool {
    let id = recording.change.id
    guard !isConflicting(id) else { return false }
    entries[id, default: Entry()].recording = (recording, nextOrder)
    entries[id]?.kept = nil
    nextOrder += 1
    return true
  }

  /// Whether a recording of the closure `id` is queued.
  func isRecording(_ id: String) -> Bool { entries[id]?.recording != nil }

  /// The edits queued for the call of `site` (its other closures), which a new snapshot of the call
  /// is checked with: a helper's second snapshot may sit after a closure its first one adds.
  func queuedEdits(sameCallAs site: SnapshotSite) -> [SnapshotEdit] {
    recordings.map(\.change.edit).filter { $0.site.id != site.id && $0.line == site.line && $0.column == site.column }
  }

  /// Withdraws the closure's recording; returns the change to keep for it instead: the value
  /// recorded or kept first, else `candidate`.
  mutating func withdraw(_ id: String, candidate: PendingChange?) -> PendingChange? {
    let first = entries[id]?.recording?.recording.change ?? entries[id]?.kept?.change ?? candidate
    entries[id]?.recording = nil
    return first
  }

  /// Notes that `change` is what this process leaves pending for its closure, replacing an earlier one.
  mutating func noteKept(_ change: PendingChange) {
    entries[change.id, default: Entry()].kept = (change, nextOrder)
    nextOrder += 1
  }

  /// Notes that `change` was saved for review in place of any recording of its closure; returns
  /// `true` (noting nothing) when the closure got another value and already has a change kept: that
  /// one, the first value's, stays.
  @discardableResult
  mutating func keep(_ change: PendingChange) -> Bool {
    entries[change.id]?.recording = nil
    if isConflicting(change.id), entries[change.id]?.kept != nil { return true }
    noteKept(change)
    return false
  }

  /// The recordings queued, in the order they were decided.
  var recordings: [Recording] {
    entries.values.compactMap(\.recording).sorted { $0.order < $1.order }.map(\.recording)
  }

  /// The changes this process left pending, in the order they were kept.
  var kept: [PendingChange] {
    entries.values.compactMap(\.kept).sorted { $0.order < $1.order }.map(\.change)
  }

  /// Takes the recordings to write at exit, leaving none queued.
  mutating func takeRecordings() -> [Recording] {
    defer {
      for id in entries.keys { entries[id]?.recording = nil }
    }
    return recordings
  }
}
