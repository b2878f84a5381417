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
struct JournalLocation {
  var journal: String
  var original: String
  var lock: String

  init(stateDirectory: URL, sourcePath: String) {
    let key = ContentHash.of(sourcePath)
    journal = stateDirectory.appendingPathComponent("\(key).journal.json").path
    original = stateDirectory.appendingPathComponent("\(key).original").path
    lock = stateDirectory.appendingPathComponent("\(key).lock").path
  }

  /// What the state folder holds for a file.
  enum Contents {
    case none
    case journal(WriteJournal, original: [UInt8])
    /// A journal exists but cannot be used; `reason` says why.
    case unreadable(reason: String)

    /// The journal when it can be used.
    var journal: (journal: WriteJournal, original: [UInt8])? {
      if case .journal(let journal, let original) = self { return (journal, original) }
      return nil
    }
  }

  /// Reads the journal and the original bytes it refers to.
  func load(for sourcePath: String) -> Contents {
    guard FileManager.default.fileExists(atPath: journal) else { return .none }
    let decoded: WriteJournal
    do {
      let data = try AtomicFile.read(journal)
      decoded = try JSONDecoder().decode(WriteJournal.self, from: Data(data))
    } catch let error as SourceError {
      return .unreadable(reason: error.message)
    } catch {
      return .unreadable(reason: "it is not a valid journal: \(error)")
    }
    guard decoded.version == WriteJournal.currentVersion else {
      return .unreadable(reason: "it has the unknown version \(decoded.version)")
    }
    guard decoded.path == sourcePath else { return .unreadable(reason: "it belongs to \(decoded.path)") }
    let originalBytes: [UInt8]?
    do {
      originalBytes = try AtomicFile.readIfPresent(original)
    } catch {
      return .unreadable(reason: error.message)
    }
    guard let originalBytes else {
      return .unreadable(reason: "its copy of the original file, \(original), is missing")
    }
    guard ContentHash.of(originalBytes) == decoded.originalHash else {
      return .unreadable(reason: "its copy of the original file, \(original), does not match the recorded hash")
    }
    return .journal(decoded, original: originalBytes)
  }

  static func encode(_ journal: WriteJournal, for sourcePath: String) throws(SourceError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return Array(try encoder.encode(journal))
    } catch {
      throw SourceError(
        .io, "Could not encode the journal for \(sourcePath): \(error). Nothing was written to it.", file: sourcePath)
    }
  }
}
