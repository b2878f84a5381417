import Foundation
import InlineSnapshotSyntax

/// What this toolkit has written to one source file since it last started from bytes it could
/// trust, so that edits numbered against those bytes still land after other writes.
///
/// Stored as `<key>.journal.json` in the state folder, with the original bytes beside it in
/// `<key>.original`, where `<key>` is the ``ContentHash`` of the file's absolute path. A process whose
/// edits are numbered against the original applies them to a file that other processes (XCTest
/// `--parallel` runs one process per test) or `inline-snapshot accept` already rewrote: the result is
/// recomputed from the original with every edit.
struct WriteJournal: Codable, Equatable {
  /// Who verified the original bytes.
  enum Baseline: Codable, Equatable {
    /// A test process of the binary with this stamp: the binary was built from the original bytes.
    case testBuild(TestBuild.Stamp)
    /// A review (`inline-snapshot accept`): the original bytes are those the changes were recorded
    /// against; nothing is known of any binary.
    case review
  }

  /// Format version; a journal with another version is treated as unreadable.
  static let currentVersion = 2

  var version: Int = Self.currentVersion
  /// The absolute path of the source file.
  var path: String
  /// Who verified the original bytes.
  var baseline: Baseline
  /// ``ContentHash`` of the original bytes (kept in `<key>.original`).
  var originalHash: String
  /// Every edit applied since the journal was started, in order; later edits of a site replace earlier ones.
  var edits: [SnapshotEdit]
  /// ``ContentHash`` of the file as this toolkit last wrote it.
  var resultHash: String
}

/// Where a file's journal and lock live in the state folder.
package struct JournalLocation {
  var journal: String
  var original: String
  var lock: String

  /// The journal, original copy and lock of `sourcePath` in `stateDirectory`.
  package init(stateDirectory: URL, sourcePath: String) {
    let key = ContentHash.of(sourcePath)
    journal = stateDirectory.appendingPathComponent("\(key).journal.json").path
    original = stateDirectory.appendingPathComponent("\(key).original").path
    lock = stateDirectory.appendingPathComponent("\(key).lock").path
  }

  /// What the state folder holds for a file.
  enum Contents {
    case none
    case journal(WriteJournal, original: [UInt8])
    /// A journal exists but cannot be used.
    case unusable(Reason)

    /// The journal when it can be used.
    var journal: (journal: WriteJournal, original: [UInt8])? {
      if case .journal(let journal, let original) = self { return (journal, original) }
      return nil
    }
  }

  /// Why a journal cannot be used.
  package enum Reason: Sendable, Hashable {
    /// The journal cannot be read.
    case unreadable(StoreError)
    /// It is not a journal; `detail` is what the decoder said.
    case invalid(String)
    /// It has a format version this toolkit does not know.
    case unknownVersion(Int)
    /// It is the journal of the file at this path.
    case belongsTo(String)
    /// The copy of the original file it refers to cannot be read.
    case originalUnreadable(StoreError)
    /// The copy of the original file at this path is missing.
    case originalMissing(String)
    /// The copy of the original file at this path does not have the recorded hash.
    case originalMismatch(String)
  }

  /// A journal that cannot be used: its path and why.
  package struct Unusable: Sendable, Hashable {
    package var path: String
    package var reason: Reason
  }

  /// Reads the journal and the original bytes it refers to.
  func load(for sourcePath: String) -> Contents {
    guard FileManager.default.fileExists(atPath: journal) else { return .none }
    let decoded: WriteJournal
    do {
      let data = try AtomicFile.read(journal)
      decoded = try JSONDecoder().decode(WriteJournal.self, from: Data(data))
    } catch let error as StoreError {
      return .unusable(.unreadable(error))
    } catch {
      return .unusable(.invalid("\(error)"))
    }
    guard decoded.version == WriteJournal.currentVersion else { return .unusable(.unknownVersion(decoded.version)) }
    guard decoded.path == sourcePath else { return .unusable(.belongsTo(decoded.path)) }
    let originalBytes: [UInt8]?
    do {
      originalBytes = try AtomicFile.readIfPresent(original)
    } catch {
      return .unusable(.originalUnreadable(error))
    }
    guard let originalBytes else { return .unusable(.originalMissing(original)) }
    guard ContentHash.of(originalBytes) == decoded.originalHash else { return .unusable(.originalMismatch(original)) }
    return .journal(decoded, original: originalBytes)
  }

  /// Whether the journal shows that this toolkit produced the file's current bytes, with hash
  /// `currentHash`, from bytes with hash `originalHash` (other snapshots of a run were written since).
  package func explains(_ currentHash: String, from originalHash: String, for sourcePath: String) -> Bool {
    guard case .journal(let journal, _) = load(for: sourcePath) else { return false }
    return journal.resultHash == currentHash && journal.originalHash == originalHash
  }

  static func encode(_ journal: WriteJournal, for sourcePath: String) throws(StoreError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return Array(try encoder.encode(journal))
    } catch {
      throw StoreError(.journalNotEncoded(path: sourcePath, cause: "\(error)"))
    }
  }
}
