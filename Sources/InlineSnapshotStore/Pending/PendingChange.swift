import Foundation
import InlineSnapshotSyntax

/// A snapshot the toolkit would have written but did not (record mode `never`, a mismatch in mode
/// `missing`, or a refused write), kept for review with `inline-snapshot status | diff | accept | reject`;
/// or a recording a test process decided to write and saved first, so that it survives a crash
/// (see ``State``).
///
/// Stored as one JSON document per change (see ``PendingStore``) with the keys `id`, `file`, `line`,
/// `column`, `test`, `descriptor`, `expected`, `actual`, `fileHash`, `created` and, for a recording,
/// `recordedBy` (the owner's name): a document without it waits for review, in every version of the
/// toolkit; and, for a closure with one section per case, `asserted` (see ``asserted``). A *removal*
/// (the test's value was `nil`, so the closure goes) has no `actual`.
///
/// ```swift
/// let change = PendingChange(
///   site: SnapshotSite(path: "/work/app/Tests/AppTests/LoginTests.swift", line: 12, column: 25, function: "signIn()"),
///   expected: "GET /profile", actual: "POST /auth/sms\nGET /profile", fileHash: ContentHash.of(originalBytes))
/// try PendingStore(directory: folder).save(change)
/// ```
package struct PendingChange: Sendable, Hashable, Identifiable {
  /// Where the snapshot goes.
  package var site: SnapshotSite
  /// The snapshot in the source, nil when the call has none yet.
  package var expected: String?
  /// The snapshot the test produced; `nil` for a removal: the test's value was `nil`, and the change
  /// removes the closure (its ``kind`` is ``Kind/removal``).
  package var actual: String?
  /// ``ContentHash`` of the file the site's line and column refer to (the file the tests were built
  /// from); empty when that file is not known, and then the change can never be applied.
  package var fileHash: String
  /// When the change was recorded, if known.
  package var created: Date?
  /// Whether the change waits for review or is a recording in flight.
  package var state: State
  /// The sections (cases) the test process asserted, when it asserted only some of the closure's: a
  /// shard of a CI run, or a run filtered to some tests. `actual` then holds the other sections as the
  /// closure has them, and whether they are stale is decided by the review over every store it reads
  /// (`MergedStore`, in InlineSnapshotReview): a section is stale only if no store's change asserted
  /// it. `nil`: every section `actual` holds was asserted, and the closure's other sections are stale
  /// (what a document written before this key existed means).
  package var asserted: [String]?

  /// What a change is for, and so who may act on it (see ``PendingStore/canActOn(_:)``).
  package enum State: Sendable, Hashable {
    /// Kept for review: `inline-snapshot accept` writes it, `reject` forgets it.
    case waitingForReview
    /// A recording the test process `owner` (see ``RecordingOwner``) decided and saved first, so that
    /// it survives a crash; that process writes it into the file when it ends.
    case recording(owner: String)
  }

  /// Creates a change.
  package init(
    site: SnapshotSite, expected: String?, actual: String?, fileHash: String, created: Date? = nil,
    state: State = .waitingForReview, asserted: [String]? = nil
  ) {
    self.site = site
    self.expected = expected
    self.actual = actual
    self.fileHash = fileHash
    self.created = created
    self.state = state
    self.asserted = asserted
  }

  /// The site's id: the same call and closure always get the same id.
  package var id: String { site.id }
  /// The absolute path of the source file.
  package var file: String { site.path }
  /// The 1-based line Swift reported for the call.
  package var line: Int { site.line }
  /// The test that made the assertion (its `#function`), for example `signIn()`.
  package var test: String { site.function }

  /// The order the store lists changes in: by file, then line, column and id.
  package static func precedes(_ first: PendingChange, _ second: PendingChange) -> Bool {
    (first.file, first.line, first.site.column, first.id) < (second.file, second.line, second.site.column, second.id)
  }

  /// The edit that accepting this change applies, numbered against the file with ``fileHash``.
  package var edit: SnapshotEdit {
    SnapshotEdit(site: site, snapshot: actual, expected: expected)
  }

  /// Whether the change only names the sections its test process asserted and changes none of them:
  /// the process left it so that a review over several stores knows those sections were asserted
  /// (see ``asserted``). No patch, report or step summary of that process lists it.
  package var onlyNamesAssertedSections: Bool { asserted != nil && actual == expected }

  /// The same change, waiting for review: what a recording becomes when it is kept instead of written.
  package var waitingForReview: PendingChange {
    var change = self
    change.state = .waitingForReview
    return change
  }

  /// The test process that owns the change when it is a recording; the document's `recordedBy`.
  var recordedBy: String? {
    guard case .recording(let owner) = state else { return nil }
    return owner
  }
}

extension PendingChange: Codable {
  enum CodingKeys: String, SiteCodingKey {
    case id, file, line, column, test, descriptor, expected, actual, fileHash, created, recordedBy, asserted
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      site: try container.decodeSite(),
      expected: try container.decodeIfPresent(String.self, forKey: .expected),
      actual: try container.decodeIfPresent(String.self, forKey: .actual),
      fileHash: try container.decode(String.self, forKey: .fileHash),
      created: try container.decodeIfPresent(Date.self, forKey: .created),
      state: try container.decodeIfPresent(String.self, forKey: .recordedBy).map(State.recording) ?? .waitingForReview,
      asserted: try container.decodeIfPresent([String].self, forKey: .asserted))
    let storedID = try container.decode(String.self, forKey: .id)
    guard storedID == id else {
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container,
        debugDescription: "the id \"\(storedID)\" is not the one its file, line, column and descriptor give (\(id))")
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(site: site)
    try container.encodeIfPresent(expected, forKey: .expected)
    try container.encodeIfPresent(actual, forKey: .actual)
    try container.encode(fileHash, forKey: .fileHash)
    try container.encodeIfPresent(created, forKey: .created)
    try container.encodeIfPresent(recordedBy, forKey: .recordedBy)
    try container.encodeIfPresent(asserted, forKey: .asserted)
  }
}
